import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUnavailableReason, startPostgresCluster, type PostgresCluster } from './test-support/postgres-cluster.js';
import { startServerProcess, type ServerProcess } from './test-support/processes.js';
import { NEW_YORK_CHILD_SUPPORT } from './test-support/child-support-case.js';

const CHILD_SUPPORT = NEW_YORK_CHILD_SUPPORT;

/** The readiness probe's budget is 800 ms; this allows for a loaded machine without letting a 20 s hang pass. */
const READY_ANSWER_BOUND_MS = 2_000;
/** A statement's budget is 2 s + 1 s here; a write may meet it twice (its statement, then the rollback). */
const FROZEN_ANSWER_BOUND_MS = 10_000;

const skipReason = await clusterUnavailableReason();
if (skipReason) console.warn(`Skipping the database fault test: ${skipReason}`);

interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function request(url: string, path: string, options: { json?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const response = await fetch(`${url}${path}`, {
    method: options.json === undefined ? 'GET' : 'POST',
    headers: { ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(skipReason !== undefined)(`the API on a PostgreSQL server that fails${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  /** Leads acknowledged with 201, by Idempotency-Key: each must be stored exactly once. */
  const acknowledged = new Map<string, number>();

  /** A retry sends the same body with the same key, as the widgets do. */
  async function writeLead(key: string): Promise<Reply> {
    const reply = await request(server.url, '/api/v1/leads', {
      json: { firstName: 'Pat', lastName: 'Doe', email: `${key}@example.com`, leadType: 'newsletter' },
      headers: { 'Idempotency-Key': key },
    });
    if (reply.status === 201) acknowledged.set(key, reply.body.id as number);
    return reply;
  }

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
    });
  }, 240_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await cluster?.destroy();
  });

  it('keeps serving when its pooled connections are terminated', async () => {
    // Several at once so that the pool holds several idle connections afterwards.
    const warmUp = await Promise.all(Array.from({ length: 4 }, () => request(server.url, '/api/v1/calculators/child-support', { json: CHILD_SUPPORT })));
    expect(warmUp.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await writeLead('before-faults')).status).toBe(201);

    expect(await cluster.terminateClientBackends()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.alive()).toBe(true);

    const calculation = await request(server.url, '/api/v1/calculators/child-support', { json: CHILD_SUPPORT });
    expect(calculation.status).toBe(200);
    expect(calculation.body.saved).toBe(true);
    expect((await writeLead('after-terminate')).status).toBe(201);
    expect(server.output()).toContain('database connection lost');
  });

  it('answers quickly instead of hanging while the server is frozen', async () => {
    await cluster.freeze(true);
    try {
      const started = Date.now();
      const [calculation, lead, ready] = await Promise.all([
        request(server.url, '/api/v1/calculators/child-support', { json: CHILD_SUPPORT }),
        writeLead('while-frozen'),
        request(server.url, '/api/v1/ready'),
      ]);
      // The server's timeouts (1 s to connect, 2 s per statement plus 1 s) bound the wait, not a hung socket.
      expect(Date.now() - started).toBeLessThan(FROZEN_ANSWER_BOUND_MS);
      expect(ready.status).toBe(503);
      expect(calculation.status).toBe(200);
      expect(calculation.body).toMatchObject({ id: null, saved: false });
      expect(lead.status).toBe(503);
      expect(lead.headers.get('retry-after')).toBe('5');
    } finally {
      await cluster.freeze(false);
    }
    expect(server.alive()).toBe(true);
  });

  it('answers calculators, refuses writes with 503 and reports not ready while the server is stopped', async () => {
    await cluster.stop();
    expect(server.alive()).toBe(true);

    const calculation = await request(server.url, '/api/v1/calculators/child-support', { json: CHILD_SUPPORT });
    expect(calculation.status).toBe(200);
    expect(calculation.body).toMatchObject({ id: null, saved: false, monthlyPayment: expect.any(Number) });

    const lead = await writeLead('during-outage');
    expect(lead.status).toBe(503);
    expect(lead.headers.get('retry-after')).toBe('5');
    expect(lead.body).toMatchObject({ title: 'Service unavailable', retryAfter: 5 });

    const started = Date.now();
    const ready = await request(server.url, '/api/v1/ready');
    expect(ready.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(READY_ANSWER_BOUND_MS);
    expect(server.alive()).toBe(true);
  });

  it('is ready again once the server is back, without a restart, and has lost or doubled no row', async () => {
    await cluster.start();
    let ready = await request(server.url, '/api/v1/ready');
    for (let tries = 0; ready.status !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await request(server.url, '/api/v1/ready');
    }
    expect(ready.status).toBe(200);
    expect(server.alive()).toBe(true);

    // The client retries what was refused, with the same key; and retries what was acknowledged.
    expect((await writeLead('during-outage')).status).toBe(201);
    expect((await writeLead('while-frozen')).status).toBe(201);
    const replay = await writeLead('before-faults');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await request(server.url, '/api/v1/calculators/child-support', { json: CHILD_SUPPORT })).body.saved).toBe(true);

    const rows = await cluster.query<{ id: number; email: string }>('select id, email from leads order by id');
    expect(rows.map((row) => row.email).sort()).toEqual([...acknowledged.keys()].map((key) => `${key}@example.com`).sort());
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged.values()].sort());
    // No statement left over from the frozen minutes committed half a write (a key without its response).
    const unanswered = await cluster.query<{ count: number }>('select count(*)::int as count from idempotency_keys where response_status is null');
    expect(unanswered[0]?.count).toBe(0);
  });
});
