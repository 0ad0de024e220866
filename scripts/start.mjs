#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale (engine and API through TypeScript's incremental
// build, then the widgets and the site when their packages exist), then runs the server in this process
// so SIGTERM reaches it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, what, { required = true } = {}) {
  process.stdout.write(`start: ${what}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  process.stderr.write(`start: ${what} failed (exit ${result.status ?? result.signal}).\n`);
  if (required) process.exit(result.status ?? 1);
}

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
if (existsSync(tsc)) {
  run(process.execPath, [tsc, '-b', 'api'], 'building the engine and the API (tsc -b, skipped when up to date)');
} else if (!existsSync(join(root, 'api', 'dist', 'server.js'))) {
  process.stderr.write('start: api/dist is missing and TypeScript is not installed; run `npm install` first.\n');
  process.exit(1);
}

// Front-end packages build only when their output is missing: their builds take longer and need no rerun.
// The file each build ends with (`tsc -b` alone writes widgets/dist/types, which is not a built widget).
const builtFile = { widgets: 'dist/embed.js', 'examples/site': 'dist/index.html' };
for (const folder of ['widgets', 'examples/site']) {
  const manifestPath = join(root, folder, 'package.json');
  if (!existsSync(manifestPath) || existsSync(join(root, folder, builtFile[folder]))) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // The API serves without them (an index page stands in for the site), so a failed build does not stop it.
  if (manifest.scripts?.build) {
    run(npm, ['run', 'build', '-w', manifest.name], `building ${manifest.name}`, { required: false });
  }
}

await import(pathToFileURL(join(root, 'api', 'dist', 'server.js')).href);
