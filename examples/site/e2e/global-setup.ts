import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { staleReason } from '../../../scripts/build-staleness.mjs';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the site once for the browser tests, unless its build is newer than every source it uses (as `npm start` decides). */
export default async function setup(): Promise<void> {
  const sources = ['examples/site/src', 'examples/site/public', 'examples/site/index.html', 'examples/site/vite.config.ts', 'examples/site/route-html.ts', 'scripts/precompress.mjs', 'widgets/src', 'engine/src', 'examples/site/e2e/global-setup.ts'].map((path) => join(repoRoot, path));
  const outputs = ['index.html', 'site-routes.json', '.vite/manifest.json'].map((file) => join(siteRoot, 'dist', file));
  if (!staleReason({ sources, outputs })) return;
  // Vitest sets NODE_ENV=test, with which Vite bundles React's development build (jsx-dev-runtime, 140 kB
  // of gzip for the entry instead of 83): the tests, and the bundle test's size budget, get what npm start serves.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(siteRoot, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
}
