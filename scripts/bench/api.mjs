// The calculation API against a bare Koa baseline in the same run (issue 17 § 2): each target is a
// process of its own (the built server, api/dist/server.js, as it runs in production: request logs at
// info level, to /dev/null here), loaded by autocannon from this process over loopback with 50
// connections. Prints throughput, its ratio to bare Koa, p50/p99 latency and the server's peak resident
// memory, each with its target and whether it was met; and, after each store's run, that every
// acknowledged calculation was stored. Nothing is asserted: the machine is shared, so the figures are
// compared as ratios within one run.
// BENCH_API_SECONDS (default 10) is each measured run's length, after a 2 s warm-up. PostgreSQL is
// BENCH_POSTGRES_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; the run makes a
// database of its own there and drops it afterwards (skipped when the server cannot be reached).
// BENCH_API_CPU_PROF=<dir> writes a V8 CPU profile of each API server process there (node --cpu-prof).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { importTool } from '../tool.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
const TARGET_RSS_MB = 300;
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CPU_PROFILE_DIR = process.env.BENCH_API_CPU_PROF;

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

const CHILD_SUPPORT = JSON.stringify({
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'maryland',
});
const CALCULATION = {
  path: '/api/v1/calculators/child-support',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: CHILD_SUPPORT,
};

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Peak resident memory of a process while the returned sampler runs (Linux /proc; undefined elsewhere). */
function sampleRss(pid) {
  let peakKb;
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      if (Number.isFinite(kb)) peakKb = Math.max(peakKb ?? 0, kb);
    } catch {
      // Not Linux, or the process is gone: no figure.
    }
  };
  read();
  const timer = setInterval(read, 200);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peakKb === undefined ? undefined : Math.round(peakKb / 1024);
    },
  };
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopProcess(child) {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited(child);
  clearTimeout(timer);
}

async function startBareKoa() {
  const child = fork(fileURLToPath(new URL('./bare-koa.mjs', import.meta.url)), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bare Koa exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The built server on `env`'s store, once it answers its health check. */
async function startApi(env, name) {
  const port = await freePort();
  const profile = CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`, `--cpu-prof-name=api-${name}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...profile, 'api/dist/server.js'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '1000000',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API server exited with ${child.exitCode}: ${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API server did not answer within 150 s: ${errors}`);
    }
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url };
}

// autocannon is not in the root install: tools/load-test, installed on first use (scripts/tool.mjs).
let autocannon;

async function cannon(options) {
  autocannon ??= (await importTool('load-test', 'autocannon')).default;
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A warm-up, then the measured run with the process's resident memory sampled throughout. */
async function load(url, pid, request = {}) {
  const warmUp = await cannon({ url, duration: WARM_UP_SECONDS, ...request });
  const rss = sampleRss(pid);
  const result = await cannon({ url, duration: SECONDS, ...request });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    rssMb: rss.stop(),
    acknowledged: warmUp['2xx'] + result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts + warmUp.non2xx + warmUp.errors + warmUp.timeouts,
  };
}

const met = (ok) => (ok ? 'met' : 'NOT met');

async function countCalculationsInPGlite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query('select count(*)::int as count from calculations')).rows[0].count;
  } finally {
    await db.close();
  }
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own on the PostgreSQL server, or undefined (with why) when the server is not there. */
async function benchDatabase() {
  const name = `ss_bench_api_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(POSTGRES_URL, (client) => client.query(`create database ${name}`));
  } catch (error) {
    return { skipped: error.message };
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    count: () =>
      withClient(
        url.toString(),
        async (client) =>
          (await client.query('select count(*)::int as count from calculations')).rows[0].count,
      ),
    drop: () =>
      withClient(POSTGRES_URL, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

function calculationRows(storeName, measured, bareReqPerSec, stored) {
  const ratio = measured.reqPerSec / bareReqPerSec;
  const name = `POST child support on ${storeName}`;
  const rows = [
    {
      measure: `${name}: req/s`,
      value: measured.reqPerSec,
      target: `≥ ${Math.round(bareReqPerSec * TARGET_RATIO)}`,
      result: met(ratio >= TARGET_RATIO),
    },
    {
      measure: `${name}: ratio to bare Koa`,
      value: ratio.toFixed(2),
      target: `≥ ${TARGET_RATIO}`,
      result: met(ratio >= TARGET_RATIO),
    },
    { measure: `${name}: p50 ms`, value: measured.p50, target: '', result: '' },
    {
      measure: `${name}: p99 ms`,
      value: measured.p99,
      target: `≤ ${TARGET_P99_MS}`,
      result: met(measured.p99 <= TARGET_P99_MS),
    },
    {
      measure: `${name}: peak RSS MB`,
      value: measured.rssMb ?? 'n/a',
      target: storeName === 'PGlite' ? `≤ ${TARGET_RSS_MB}` : '',
      result:
        storeName === 'PGlite' && measured.rssMb !== undefined ? met(measured.rssMb <= TARGET_RSS_MB) : '',
    },
    {
      measure: `${name}: acknowledged (2xx) / rows stored`,
      value: `${measured.acknowledged} / ${stored}`,
      target: 'stored ≥ acknowledged',
      result: met(stored >= measured.acknowledged),
    },
  ];
  if (measured.failed > 0)
    rows.push({
      measure: `${name}: failed requests`,
      value: measured.failed,
      target: '0',
      result: met(false),
    });
  return rows;
}

export async function benchApi() {
  const rows = [];
  const bare = await startBareKoa();
  let baseline;
  try {
    baseline = await load(bare.url, bare.child.pid);
  } finally {
    await stopProcess(bare.child);
  }
  rows.push({ measure: 'bare Koa GET: req/s (baseline)', value: baseline.reqPerSec, target: '', result: '' });
  rows.push({
    measure: 'bare Koa GET: p50 / p99 ms',
    value: `${baseline.p50} / ${baseline.p99}`,
    target: '',
    result: '',
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'securesplit-bench-api-'));
  try {
    const api = await startApi({ DATA_DIR: dataDir }, 'pglite');
    let health;
    let calculation;
    try {
      health = await load(`${api.url}/api/v1/health`, api.child.pid);
      calculation = await load(`${api.url}${CALCULATION.path}`, api.child.pid, CALCULATION);
    } finally {
      await stopProcess(api.child);
    }
    rows.push({ measure: 'API GET /api/v1/health: req/s', value: health.reqPerSec, target: '', result: '' });
    rows.push({
      measure: 'API GET /api/v1/health: ratio to bare Koa',
      value: (health.reqPerSec / baseline.reqPerSec).toFixed(2),
      target: '',
      result: '',
    });
    rows.push(
      ...calculationRows('PGlite', calculation, baseline.reqPerSec, await countCalculationsInPGlite(dataDir)),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const database = await benchDatabase();
  if (database.skipped) {
    rows.push({
      measure: 'POST child support on PostgreSQL',
      value: 'skipped',
      target: '',
      result: database.skipped,
    });
  } else {
    try {
      const api = await startApi({ DATABASE_URL: database.url }, 'postgres');
      let calculation;
      try {
        calculation = await load(`${api.url}${CALCULATION.path}`, api.child.pid, CALCULATION);
      } finally {
        await stopProcess(api.child);
      }
      rows.push(...calculationRows('PostgreSQL', calculation, baseline.reqPerSec, await database.count()));
    } finally {
      await database.drop();
    }
  }
  return rows;
}
