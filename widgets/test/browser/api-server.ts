import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedWidgetsDir } from './embed-build.js';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** The test login (POST /api/v1/auth/test-login) is on, for the premium calculators' journeys. */
export const DEMO_LOGIN = { email: 'demo.premium@example.com', password: 'a demo passphrase for widget tests' } as const;

export interface ApiServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Stops the server (SIGTERM) and removes its database; afterwards its port refuses connections. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Embedded PostgreSQL (WASM) starting beside a loaded two-core run took over 60 s once; the hook allows 240 s. */
const SERVER_START_LIMIT_MS = 180_000;

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${SERVER_START_LIMIT_MS / 1000} s:\n${output()}`);
}

/**
 * The real server (api/dist/server.js, as `npm start` runs it, serving the embed build EMBED_BUILD
 * chooses, see embed-build.ts) on a free port with a throw-away embedded database. Needs the builds
 * global-setup.ts makes first.
 */
export async function startApiServer(): Promise<ApiServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'securesplit-widgets-browser-'));
  let log = '';
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: repository,
    env: {
      ...process.env,
      // Its own throw-away database and counters, never the PostgreSQL server or Redis a CI run points DATABASE_URL
      // and REDIS_URL at: rows left there by an earlier run (a newsletter address already subscribed) changed what
      // these tests saw, so the second fresh-clone run failed where the first passed.
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WIDGETS_DIR: embedWidgetsDir(),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      DEMO_LOGIN_EMAIL: DEMO_LOGIN.email,
      DEMO_LOGIN_PASSWORD: DEMO_LOGIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${url}/embed.js`, child, () => log);
  } catch (error) {
    // Nobody gets a handle to a server that never answered, so stop it here rather than leave it running.
    await stop();
    throw error;
  }
  return { url, stop };
}
