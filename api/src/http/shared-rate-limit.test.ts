import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { listen, postJson } from '../test-support/app.js';
import { openStore, type Store } from '../store/index.js';
import { memoryCounter, type RateLimitCounter } from './rate-limit.js';
import { postgresCounter, redisCounter } from './shared-rate-limit.js';

/**
 * Issue 10 § 6: two instances (two apps, two listening servers, each with its own connections) on one
 * store share one limit. The PostgreSQL part needs the server at POSTGRES_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/test) and creates its own database; the Redis part needs
 * REDIS_TEST_URL (default redis://127.0.0.1:6379). Each part is skipped, saying so, when its server is absent.
 */
const POSTGRES_ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 5;
const WINDOW = { max: LIMIT, windowMs: 60_000 };
const silent = pino({ level: 'silent' });

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 1_500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    connectTimeout: 1_500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface Instance {
  url: string;
  close(): Promise<void>;
}

async function startInstance(store: Store, counter: RateLimitCounter): Promise<Instance> {
  const app = createApp({
    store,
    logger: silent,
    config: { firstPartyOrigins: [], rateLimit: WINDOW, trustProxy: true },
    rateLimitCounter: counter,
  });
  const server = await listen(app);
  return {
    url: server.url,
    async close() {
      await server.close();
      await counter.close();
    },
  };
}

/** Alternates writes between the instances from one client address; answers each status. */
async function writesAcross(instances: Instance[], count: number, client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const instance = instances[i % instances.length]!;
    const res = await postJson(instance.url, '/api/v1/calculators/budget', {}, { 'X-Forwarded-For': client });
    statuses.push(res.status);
  }
  return statuses;
}

const postgresUp = await postgresReachable();
const redisUp = await redisReachable();
if (!postgresUp)
  console.warn(`shared rate limits: PostgreSQL part skipped, no server at ${POSTGRES_ADMIN_URL}`);
if (!redisUp) console.warn(`shared rate limits: Redis part skipped, no server at ${REDIS_TEST_URL}`);

describe.skipIf(!postgresUp)('two instances on one PostgreSQL database', () => {
  const database = `ss_relbounds_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const stores: Store[] = [];
  const instances: Instance[] = [];

  beforeAll(async () => {
    await adminQuery(`create database "${database}"`);
    for (let i = 0; i < 2; i += 1) {
      const store = await openStore({ kind: 'postgres', databaseUrl, maxConnections: 2 });
      stores.push(store);
      instances.push(await startInstance(store, postgresCounter({ ...WINDOW, databaseUrl, logger: silent })));
    }
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const store of stores) await store.close();
    await adminQuery(`drop database if exists "${database}" with (force)`);
  }, 60_000);

  it(`holds the limit of ${LIMIT} writes across both instances`, async () => {
    const statuses = await writesAcross(instances, 10, '198.51.100.50');
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
  });

  it('keeps other addresses apart', async () => {
    expect(await writesAcross(instances, 2, '198.51.100.51')).toEqual([400, 400]);
  });

  it('counts concurrent writes from one address exactly (hits that wait on one round trip are added together)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postJson(
          instances[i % 2]!.url,
          '/api/v1/calculators/budget',
          {},
          { 'X-Forwarded-For': '198.51.100.52' },
        ),
      ),
    );
    const remaining = answers
      .filter((res) => res.status !== 429)
      .map((res) => Number(res.headers.get('ratelimit-remaining')));
    expect(remaining.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(16 - LIMIT);
  });
});

/**
 * The Redis and in-memory cases run their two instances on one embedded database: the store plays no
 * part in the limit there (each instance has its own counter), and PGlite is slow to start.
 */
describe('instances whose limits live outside the database', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ kind: 'pglite' });
  }, 120_000);
  afterAll(async () => {
    await store.close();
  });

  describe.skipIf(!redisUp)('two instances sharing limits through Redis', () => {
    const keyPrefix = `ss_relbounds_${randomBytes(5).toString('hex')}`;
    const instances: Instance[] = [];

    beforeAll(async () => {
      for (let i = 0; i < 2; i += 1) {
        const counter = redisCounter({ ...WINDOW, redisUrl: REDIS_TEST_URL, keyPrefix, logger: silent });
        await counter.ready();
        instances.push(await startInstance(store, counter));
      }
    });

    afterAll(async () => {
      for (const instance of instances) await instance.close();
      const client = new Redis(REDIS_TEST_URL);
      const keys = await client.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    });

    it(`holds the limit of ${LIMIT} writes across both instances`, async () => {
      const statuses = await writesAcross(instances, 10, '198.51.100.60');
      expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
    });
  });

  it('two instances with in-memory counters each allow the whole limit (why the shared stores exist)', async () => {
    const instances = [
      await startInstance(store, memoryCounter({ windowMs: 60_000 })),
      await startInstance(store, memoryCounter({ windowMs: 60_000 })),
    ];
    try {
      const statuses = await writesAcross(instances, 10, '198.51.100.70');
      expect(statuses.filter((s) => s !== 429)).toHaveLength(2 * LIMIT);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});
