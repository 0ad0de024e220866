import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server.js';
import { embedBuild } from './embed-build.js';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds what `npm start` serves (engine, API, widget bundles) and starts the real server on a free
 * port with a throw-away embedded database, so the browser tests run the product as shipped: the
 * Preact embed, or with EMBED_BUILD=react the same elements on React (embed-build.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  console.log(`widget browser tests: the ${embedBuild()} build of the embed at /embed.js`);
  execFileSync('npx', ['tsc', '-b', 'engine', 'api', 'widgets'], { cwd: repository, stdio: 'inherit' });
  execFileSync('npx', ['rollup', '-c', 'rollup.config.mjs', '--silent'], { cwd: repository, stdio: 'inherit' });
  const server = await startApiServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
