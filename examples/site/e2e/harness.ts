import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { chromium, type Browser } from 'playwright-core';
import { createApp, type AppDeps } from '../../../api/src/app.js';
import { openStore, type Store } from '../../../api/src/store/index.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface Toolkit {
  baseUrl: string;
  store: Store;
  close(): Promise<void>;
}

/**
 * The real server the way `npm start` builds it, on an in-memory embedded database and a free port;
 * `rateLimit` lowers the write limit for tests of the 429 path; `assistant` is the server's assistant as
 * its settings make it (for example with ASSISTANT_BOOKING_URL).
 */
export async function startToolkit(
  options: { mailer?: AppDeps['mailer']; auth?: AppDeps['config']['auth']; rateLimit?: AppDeps['config']['rateLimit']; billingSandboxControls?: boolean; billing?: AppDeps['billing']; assistant?: AppDeps['assistant'] } = {},
): Promise<Toolkit> {
  const store = await openStore({ kind: 'pglite' });
  // Listening first gives the port, so the server's public address (its mail links and checkout return pages) is this one.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    config: { firstPartyOrigins: [], rateLimit: options.rateLimit ?? { max: 1000, windowMs: 60_000 }, trustProxy: false, auth: { publicBaseUrl: baseUrl, ...options.auth }, ...(options.billingSandboxControls ? { billingSandboxControls: true } : {}) },
    web: { siteDir: `${repoRoot}examples/site/dist`, widgetsDir: `${repoRoot}widgets/dist` },
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
    ...(options.assistant ? { assistant: options.assistant } : {}),
  });
  server.on('request', app.callback());
  return {
    baseUrl,
    store,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}

/** Debian's Chromium with the flags that work on these machines; never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
