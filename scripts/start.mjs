#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale (engine and API through TypeScript's incremental
// build, then the widgets and the site when an output is missing or a source is newer), then runs the
// server in this process so SIGTERM reaches it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleReason } from './build-staleness.mjs';

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

// Front-end packages build when one of their outputs is missing or older than one of their sources
// (their own files and those of the packages they bundle), so a source change is never served stale.
const engineSources = ['engine/src', 'engine/package.json', 'engine/tsconfig.json'];
const widgetSources = ['widgets/src', 'widgets/package.json', 'widgets/tsconfig.json', 'rollup.config.mjs', ...engineSources];
const frontEnds = [
  // `tsc -b` alone writes widgets/dist/types, which is not a built widget: the outputs are the bundles.
  { folder: 'widgets', sources: widgetSources, outputs: ['dist/embed.js', 'dist/lib/index.js'] },
  {
    folder: 'examples/site',
    sources: ['examples/site/src', 'examples/site/public', 'examples/site/index.html', 'examples/site/package.json', 'examples/site/vite.config.ts', 'examples/site/tsconfig.json', 'examples/site/route-html.ts', 'scripts/precompress.mjs', ...widgetSources],
    outputs: ['dist/index.html', 'dist/site-routes.json'],
  },
];
for (const { folder, sources, outputs } of frontEnds) {
  const manifestPath = join(root, folder, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const reason = staleReason({ sources: sources.map((path) => join(root, path)), outputs: outputs.map((path) => join(root, folder, path)) });
  if (!reason) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // The API serves without them (an index page stands in for the site), so a failed build does not stop it.
  if (manifest.scripts?.build) {
    run(npm, ['run', 'build', '-w', manifest.name], `building ${manifest.name} (${reason})`, { required: false });
  }
}

await import(pathToFileURL(join(root, 'api', 'dist', 'server.js')).href);
