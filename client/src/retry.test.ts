import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../../api/src/test-support/app.js';
import { storeTargets } from '../../api/src/test-support/stores.js';
import { IDEMPOTENT_WRITES, SecureSplitApiError, createSecureSplitClient } from './index.js';
import { backoffMs, retryAfterMs } from './retry.js';

/**
 * What happens to each request reaching the proxy in front of the real API, in order: passed on;
 * passed on but its answer lost (the client gets a 502 although the API did the work); the connection
 * dropped before the API sees it; or answered by the proxy itself.
 */
type Fate = 'forward' | 'forward-then-502' | 'drop' | { status: number; headers?: Record<string, string> };

interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

/** A tiny reverse proxy that fails the requests its script says, then passes the rest on. */
async function startFlakyProxy(target: string) {
  const script: Fate[] = [];
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const fate = script.shift() ?? 'forward';
      if (fate === 'drop') {
        req.socket.destroy();
        return;
      }
      if (typeof fate === 'object') {
        res.writeHead(fate.status, { 'Content-Type': 'application/problem+json', ...fate.headers });
        res.end(JSON.stringify({ type: 'about:blank', title: 'Proxy says no', status: fate.status, detail: 'Injected by the test proxy' }));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method ?? 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (fate === 'forward-then-502') {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('Bad gateway (the answer was lost on the way back)');
        return;
      }
      const passed: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) passed[name] = value;
      });
      res.writeHead(answer.status, passed);
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    script,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('retry timing', () => {
  it('doubles its bound each attempt, up to the maximum, with full jitter', () => {
    const options = { baseDelayMs: 100, maxDelayMs: 1_000, random: () => 0.5 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(attempt, options))).toEqual([50, 100, 200, 400, 500, 500]);
    expect(backoffMs(3, { ...options, random: () => 0 })).toBe(0);
    expect(backoffMs(3, { ...options, random: () => 0.999 })).toBe(399);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});

describe('the idempotent writes the client keys', () => {
  it('are the operations whose document takes an Idempotency-Key', () => {
    const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, { deprecated?: boolean; parameters?: { name: string; in: string }[] }>>;
    };
    const keyed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !op.deprecated && (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual(IDEMPOTENT_WRITES.map((path) => `POST ${path}`).sort());
  });
});

const [pglite] = storeTargets();

describe('retries against a real API behind a flaky proxy', () => {
  let app: TestServer;
  let proxy: Awaited<ReturnType<typeof startFlakyProxy>>;
  const waits: number[] = [];
  const client = () => createSecureSplitClient({ baseUrl: proxy.url, retry: { retries: 3, baseDelayMs: 40, sleep: async (ms) => void waits.push(ms) } });

  beforeAll(async () => {
    app = await startTestApp(pglite!);
    proxy = await startFlakyProxy(app.url);
  });
  afterAll(async () => {
    await proxy.close();
    await app.close();
  });
  afterEach(() => {
    proxy.script.length = 0;
    proxy.seen.length = 0;
    waits.length = 0;
  });

  it('stores a lead exactly once when the answers to its first two attempts are lost', async () => {
    proxy.script.push('forward-then-502', 'forward-then-502');
    const email = `once-${Date.now()}@example.com`;
    const { data, response } = await client().POST('/api/v1/leads', { body: { firstName: 'Jordan', lastName: 'Rivera', email, leadType: 'newsletter' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('Idempotent-Replayed')).toBe('true');
    // Three attempts reached the API, all with the one key generated for this call.
    expect(proxy.seen).toHaveLength(3);
    const keys = new Set(proxy.seen.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    // Exactly one row was stored for the address: the one whose id the client got back.
    expect((await app.store.accountData.holdings(email)).leads).toBe(1);
    expect((await app.store.leads.findById(data!.id))?.email).toBe(email);
    expect(waits).toHaveLength(2);
  });

  it('keeps the caller’s own Idempotency-Key on every attempt', async () => {
    proxy.script.push({ status: 503 });
    const key = 'caller-key-1';
    const { response } = await client().POST('/api/v1/support-tickets', {
      body: { name: 'Jordan Rivera', email: 'jordan@example.com', subject: 'Retry', message: 'Once only' },
      params: { header: { 'Idempotency-Key': key } },
    });
    expect(response.status).toBe(201);
    expect(proxy.seen.map((request) => request.idempotencyKey)).toEqual([key, key]);
  });

  it('retries a read after the connection drops, and after 504', async () => {
    proxy.script.push('drop', { status: 504 });
    const { data } = await client().GET('/api/v1/jurisdictions/{slug}', { params: { path: { slug: 'texas' } } });
    expect(data?.name).toBe('Texas');
    expect(proxy.seen).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits.every((ms) => ms >= 0 && ms < 160)).toBe(true);
  });

  it('waits what a 429 asks in Retry-After', async () => {
    proxy.script.push({ status: 429, headers: { 'Retry-After': '2' } });
    const { response } = await client().GET('/api/v1/health');
    expect(response.status).toBe(200);
    expect(waits).toEqual([2_000]);
  });

  it('does not retry a write the server cannot store once (no Idempotency-Key)', async () => {
    proxy.script.push({ status: 503 });
    const refused = await client()
      .POST('/api/v1/calculators/budget', {
        body: { primaryIncome: 5000, housingCost: 1500, utilities: 200, insurance: 100, groceries: 400, transportation: 200, healthcare: 100 },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SecureSplitApiError);
    expect((refused as SecureSplitApiError).status).toBe(503);
    expect(proxy.seen).toHaveLength(1);
    expect(proxy.seen[0]?.idempotencyKey).toBeUndefined();
  });

  it('gives up after its retries with the last answer', async () => {
    proxy.script.push({ status: 502 }, { status: 502 }, { status: 502 }, { status: 503 });
    const refused = await client()
      .GET('/api/v1/health')
      .catch((error: unknown) => error);
    expect((refused as SecureSplitApiError).status).toBe(503);
    expect(proxy.seen).toHaveLength(4);
  });

  it('does not retry at all with retry: false', async () => {
    proxy.script.push({ status: 503 });
    const noRetry = createSecureSplitClient({ baseUrl: proxy.url, retry: false });
    const refused = await noRetry
      .GET('/api/v1/health')
      .catch((error: unknown) => error);
    expect((refused as SecureSplitApiError).status).toBe(503);
    expect(proxy.seen).toHaveLength(1);
  });

  it('does not retry a refusal that is not transient (400)', async () => {
    const refused = await client()
      .POST('/api/v1/leads', { body: { email: 'not an email' } as never })
      .catch((error: unknown) => error);
    expect((refused as SecureSplitApiError).status).toBe(400);
    expect(proxy.seen).toHaveLength(1);
  });
});
