// API throughput and latency against a bare Koa baseline in the same run, on loopback only.
// Each target gets the same bounded number of requests at the same concurrency; nothing is asserted.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import Koa from 'koa';
import pino from 'pino';

const CONCURRENCY = 16;
const REQUESTS = 3000;

const CHILD_SUPPORT = JSON.stringify({
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'maryland',
});

function listen(callback) {
  const server = createServer(callback);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function load(url, init) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { 'req/s': Math.round(latencies.length / seconds), 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'p99 ms': at(0.99), failures };
}

export async function benchApi() {
  const { createApp } = await import('../../api/dist/app.js');
  const { openStore } = await import('../../api/dist/store/index.js');
  const store = await openStore({ kind: 'pglite' });
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    config: { firstPartyOrigins: [], rateLimit: { max: 1_000_000, windowMs: 60_000 }, trustProxy: false },
  });
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { status: 'ok' };
  });
  const [api, baseline] = await Promise.all([listen(app.callback()), listen(bare.callback())]);
  const base = (server) => `http://127.0.0.1:${server.address().port}`;
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: CHILD_SUPPORT };
  try {
    return [
      { benchmark: 'bare Koa: GET (baseline)', ...(await load(`${base(baseline)}/`)) },
      { benchmark: 'API: GET /api/v1/health', ...(await load(`${base(api)}/api/v1/health`)) },
      { benchmark: 'API: POST child support (stored)', ...(await load(`${base(api)}/api/v1/calculators/child-support`, post)) },
    ];
  } finally {
    api.close();
    baseline.close();
    await store.close();
  }
}
