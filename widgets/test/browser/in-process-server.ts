import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedWidgetsDir } from './embed-build.js';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** What this file uses of the built API (api/dist, built by global-setup.ts before any test runs). */
interface BuiltApi {
  createApp(deps: {
    store: { close(): Promise<void> };
    logger: unknown;
    config: { firstPartyOrigins: readonly string[]; rateLimit: { max: number; windowMs: number }; trustProxy: boolean };
    web: { widgetsDir: string };
  }): { callback(): Parameters<typeof createServer>[1] };
  openStore(options: { kind: 'pglite'; dataDir: string }): Promise<{ close(): Promise<void> }>;
  createLogger(options: { level: string }): unknown;
}

async function builtApi(): Promise<BuiltApi> {
  const [app, store, logging] = await Promise.all([
    import(`${repository}api/dist/app.js`) as Promise<Pick<BuiltApi, 'createApp'>>,
    import(`${repository}api/dist/store/index.js`) as Promise<Pick<BuiltApi, 'openStore'>>,
    import(`${repository}api/dist/http/logging.js`) as Promise<Pick<BuiltApi, 'createLogger'>>,
  ]);
  return { createApp: app.createApp, openStore: store.openStore, createLogger: logging.createLogger };
}

export interface InProcessServer {
  url: string;
  /** Stops answering: closes the listener and every open connection, as a server that went away. */
  stop(): Promise<void>;
}

/**
 * The real application (the built API with the built widgets and the partner page) in this process,
 * on a free loopback port with its own throw-away database, so a test can set its rate limit or
 * stop it while a page is open.
 */
export async function startInProcessServer(options: { rateLimitMax: number; rateLimitWindowMs?: number }): Promise<InProcessServer> {
  const { createApp, openStore, createLogger } = await builtApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'securesplit-messages-'));
  const store = await openStore({ kind: 'pglite', dataDir });
  const app = createApp({
    store,
    logger: createLogger({ level: 'silent' }),
    config: { firstPartyOrigins: [], rateLimit: { max: options.rateLimitMax, windowMs: options.rateLimitWindowMs ?? 60_000 }, trustProxy: false },
    web: { widgetsDir: embedWidgetsDir() },
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
