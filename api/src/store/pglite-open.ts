import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server with the machine to itself; the
 * embedded database lives inside the API process, whose memory budget is 300 MB under load (issue 17).
 * Its tables are read through the operating system's file cache as well, so a small pool costs little.
 */
const SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters, plus the memory settings above. */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${SHARED_BUFFERS}`,
  '-c',
  'wal_buffers=1MB',
];

/** The module that creates a data directory, beside this one (.ts when run from the sources through tsx). */
const INIT_SCRIPT = fileURLToPath(
  new URL(`./pglite-init${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
);

/**
 * Creates the database files in a process of its own. Creating them runs initdb's WebAssembly module and
 * unpacks PGlite's file bundle, which leaves about 450 MB resident in the process that did it even after
 * both are released; the server then opens the finished directory at a fraction of that.
 */
function createDataDirElsewhere(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, INIT_SCRIPT, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Could not create the database in ${dataDir} (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** The embedded database: in memory without `dataDir` (tests), else in that directory (created on first use). */
export async function openPGlite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ startParams: START_PARAMS });
  await mkdir(dataDir, { recursive: true });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await createDataDirElsewhere(dataDir);
  return PGlite.create(dataDir, { startParams: START_PARAMS });
}
