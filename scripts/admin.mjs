#!/usr/bin/env node
// `npm run admin -- create --email ...`: builds the API when stale (tsc -b, as `npm start` does), then
// runs its admin command (api/src/cli/admin.ts) with the arguments after `--`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
if (existsSync(tsc)) {
  const built = spawnSync(process.execPath, [tsc, '-b', 'api'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(
  process.execPath,
  [join(root, 'api', 'dist', 'cli', 'admin.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
