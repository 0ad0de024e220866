import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type Koa from 'koa';
import { createApp, type AppConfig, type AppDeps } from '../app.js';
import { createLogger } from '../http/logging.js';
import type { Store } from '../store/index.js';
import type { StoreTarget } from './stores.js';

export interface TestServer {
  url: string;
  store: Store;
  /** Every log line the app wrote, as text. */
  logs: string[];
  close(): Promise<void>;
}

/** Starts a Koa app (real or minimal) on a free loopback port. */
export async function listen(app: Koa): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function captureLogs(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter((l) => l !== ''));
      callback();
    },
  });
  return { lines, stream };
}

/** The real application on a real store, with a generous rate limit unless a test sets one. */
export async function startTestApp(
  target: StoreTarget,
  options: {
    config?: Partial<AppConfig>;
    now?: () => Date;
    web?: AppDeps['web'];
    mailer?: AppDeps['mailer'];
    logLevel?: string;
    billing?: AppDeps['billing'];
    assistant?: AppDeps['assistant'];
  } = {},
): Promise<TestServer> {
  const store = await target.open();
  const { lines, stream } = captureLogs();
  const logger = createLogger({ level: options.logLevel ?? 'info', destination: stream });
  const app = createApp({
    store,
    logger,
    config: {
      firstPartyOrigins: ['https://securesplit.test'],
      rateLimit: { max: 10_000, windowMs: 60_000 },
      trustProxy: false,
      ...options.config,
      // The tests play the site at https://securesplit.test: its mail links and checkout pages are there.
      auth: { publicBaseUrl: 'https://securesplit.test', ...options.config?.auth },
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
    ...(options.assistant ? { assistant: options.assistant } : {}),
    web: options.web ?? {},
  });
  const server = await listen(app);
  return {
    url: server.url,
    store,
    logs: lines,
    async close() {
      await server.close();
      await target.dispose(store);
    },
  };
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/**
 * Sends a request; `json` is serialized with Content-Type application/json, `body` is sent as is.
 * A 5xx fails the test unless `expectServerError` says the test is about one: no request in the
 * suite, however malformed, may get a server error by accident.
 */
export async function send(
  url: string,
  method: string,
  path: string,
  options: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string>; expectServerError?: boolean } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Uint8Array | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${url}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (response.status >= 500 && !options.expectServerError) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export const postJson = (url: string, path: string, json: unknown, headers?: Record<string, string>) =>
  send(url, 'POST', path, { json, ...(headers ? { headers } : {}) });
