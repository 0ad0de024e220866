import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

/** Builds the site once for the browser tests, unless dist is newer than every source it uses. */
export default async function setup(): Promise<void> {
  const index = join(siteRoot, 'dist', 'index.html');
  const sources = [join(siteRoot, 'src'), join(repoRoot, 'widgets', 'src'), join(repoRoot, 'engine', 'src')];
  const stale = !existsSync(index) || sources.some((dir) => newestMtime(dir) > statSync(index).mtimeMs);
  if (stale) await build({ configFile: join(siteRoot, 'vite.config.ts'), logLevel: 'warn' });
}
