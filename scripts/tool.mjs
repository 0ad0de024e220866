#!/usr/bin/env node
// Tools only some contributors use (the OpenAPI linters, Lighthouse, autocannon, Changesets and API
// Extractor) live in folders of their own under tools/, each with its own package.json and lock file,
// outside the npm workspaces: the root `npm install` stays small, and a tool installs (`npm ci` in its
// folder, pinned by its lock) the first time something needs it, and again when its lock changes.
//
//   node scripts/tool.mjs <folder> <bin> [args...]   installs tools/<folder> when needed, then runs <bin>
//   import { toolDir } from './tool.mjs'              the same install, for scripts that import a tool
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Written after a successful install: the hash of the lock file it installed. */
const STAMP = '.securesplit-installed';
const LOCK_STALE_MS = 10 * 60_000;

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A directory as a lock, so two test runs or benches never run `npm ci` into one folder at once. */
function withInstallLock(folder, work) {
  const lock = join(folder, '.installing');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** tools/<name>, installed from its lock file when its node_modules is missing or was installed from another lock. */
export function toolDir(name) {
  const folder = join(root, 'tools', name);
  const lockFile = join(folder, 'package-lock.json');
  if (!existsSync(lockFile)) throw new Error(`tools/${name}/package-lock.json is missing: no such tool folder`);
  const wanted = () => createHash('sha256').update(readFileSync(lockFile)).digest('hex');
  const stamp = join(folder, 'node_modules', STAMP);
  const installed = () => existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted();
  if (installed()) return folder;
  withInstallLock(folder, () => {
    if (installed()) return; // another process installed it while this one waited
    process.stderr.write(`tool: installing tools/${name} (npm ci, first use or its lock changed)\n`);
    const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) {
      throw new Error(`npm ci in tools/${name} failed (exit ${result.status ?? result.signal}); it needs the npm registry once`);
    }
    writeFileSync(stamp, wanted());
  });
  return folder;
}

/** The path of a tool's executable inside its folder, from the package's own "bin" field. */
export function toolBin(name, packageName, binName) {
  const packageDir = join(toolDir(name), 'node_modules', packageName);
  const { bin } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const relative = typeof bin === 'string' ? bin : bin?.[binName ?? packageName.split('/').pop()];
  if (!relative) throw new Error(`${packageName} has no executable ${binName ?? ''}`);
  return join(packageDir, relative);
}

/** Imports a package installed in tools/<name> (an ESM import from another folder's node_modules). */
export async function importTool(name, packageName, subpath = '') {
  const packageDir = join(toolDir(name), 'node_modules', packageName);
  if (subpath) return import(pathToFileURL(join(packageDir, subpath)).href);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const exported = manifest.exports?.['.'];
  const entry =
    (typeof manifest.exports === 'string' ? manifest.exports : undefined) ??
    (typeof exported === 'string' ? exported : exported?.import ?? exported?.default) ??
    manifest.main ??
    'index.js';
  return import(pathToFileURL(join(packageDir, typeof entry === 'string' ? entry : entry.default)).href);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name, bin, ...args] = process.argv.slice(2);
  if (!name || !bin) {
    process.stderr.write('usage: node scripts/tool.mjs <tools folder> <bin> [args...]\n');
    process.exit(2);
  }
  let folder;
  try {
    folder = toolDir(name);
  } catch (error) {
    process.stderr.write(`tool: ${error.message}\n`);
    process.exit(1);
  }
  const executable = join(folder, 'node_modules', '.bin', process.platform === 'win32' ? `${bin}.cmd` : bin);
  const result = spawnSync(executable, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  process.exit(result.status ?? 1);
}
