import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { memoryCounter, type RateLimitCounter } from './rate-limit.js';

/** Table of migration 0003-rate-limits, in the shape rate-limiter-flexible reads and writes. */
export const RATE_LIMIT_TABLE = 'rate_limits';
/** How long one count may wait on the shared store before this instance counts alone. */
const SHARED_STORE_TIMEOUT_MS = 2_000;

interface Window {
  max: number;
  windowMs: number;
}

interface Waiting {
  resolve(hit: { count: number; resetInMs: number }): void;
  reject(error: unknown): void;
}

/**
 * A counter on a rate-limiter-flexible store. When the store cannot answer (Redis or PostgreSQL
 * down), the library counts in this process's memory instead (its insurance limiter): the limit then
 * holds per instance, and requests are neither refused nor failed because the counter is away.
 *
 * One round trip per address at a time: hits on an address while its count is on the way are added
 * together in the next round trip (penalty(key, n)), and each is answered its own place in the total.
 * Every hit still waits for the shared count that includes it, so the limit stays exact across
 * instances; under load it costs one query per address per round trip instead of one per request.
 */
function flexibleCounter(limiter: RateLimiterAbstract, close: () => Promise<void>): RateLimitCounter {
  const inFlight = new Set<string>();
  const waiting = new Map<string, Waiting[]>();

  function send(key: string, hits: Waiting[]): void {
    inFlight.add(key);
    // penalty() adds points and answers the window's total, never rejecting on the limit itself:
    // the middleware decides, so every counter behaves the same.
    limiter
      .penalty(key, hits.length)
      .then(
        (result) => {
          const resetInMs = Math.max(0, result.msBeforeNext);
          const first = result.consumedPoints - hits.length;
          hits.forEach((hit, i) => hit.resolve({ count: first + i + 1, resetInMs }));
        },
        (error: unknown) => hits.forEach((hit) => hit.reject(error)),
      )
      .finally(() => {
        inFlight.delete(key);
        const next = waiting.get(key);
        if (next) {
          waiting.delete(key);
          send(key, next);
        }
      });
  }

  return {
    hit(key) {
      return new Promise((resolve, reject) => {
        if (!inFlight.has(key)) {
          send(key, [{ resolve, reject }]);
          return;
        }
        const queued = waiting.get(key);
        if (queued) queued.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
      });
    },
    close,
  };
}

function limiterOptions(window: Window) {
  return {
    points: window.max,
    duration: Math.max(1, Math.ceil(window.windowMs / 1000)),
    keyPrefix: 'writes',
    insuranceLimiter: new RateLimiterMemory({
      points: window.max,
      duration: Math.max(1, Math.ceil(window.windowMs / 1000)),
    }),
  };
}

/** Limits shared by every instance on one PostgreSQL database (table `rate_limits`). */
export function postgresCounter(
  options: Window & { databaseUrl: string; schema?: string; logger?: Logger },
): RateLimitCounter {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 2,
    connectionTimeoutMillis: SHARED_STORE_TIMEOUT_MS,
    query_timeout: SHARED_STORE_TIMEOUT_MS,
  });
  // A dropped idle connection must not end the process; the pool opens a new one when next needed.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'rate limit database connection lost'));
  const limiter: RateLimiterStoreAbstract = new RateLimiterPostgres({
    ...limiterOptions(options),
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    ...(options.schema ? { schemaName: options.schema } : {}),
    tableCreated: true,
  });
  return flexibleCounter(limiter, () => pool.end());
}

/** Limits shared by every instance on one Redis. */
export function redisCounter(
  options: Window & { redisUrl: string; keyPrefix?: string; logger?: Logger },
): RateLimitCounter & { ready(): Promise<void> } {
  const client = new Redis(options.redisUrl, {
    // Fail fast while disconnected, so the insurance limiter answers instead of a queued command.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: SHARED_STORE_TIMEOUT_MS,
    commandTimeout: SHARED_STORE_TIMEOUT_MS,
  });
  client.on('error', (error: Error) => options.logger?.warn({ err: error }, 'rate limit Redis unavailable'));
  const base = limiterOptions(options);
  const limiter = new RateLimiterRedis({
    ...base,
    keyPrefix: options.keyPrefix ?? base.keyPrefix,
    storeClient: client,
    rejectIfRedisNotReady: true,
  });
  return {
    ...flexibleCounter(limiter, async () => {
      await client.quit().catch(() => client.disconnect());
    }),
    /** Resolves once connected; until then this instance counts alone (the insurance limiter). */
    ready: () =>
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => client.once('ready', () => resolve())),
  };
}

/**
 * The counter a server uses: Redis when `REDIS_URL` is set, else PostgreSQL when that is the store
 * (several instances then share one limit), else this process's memory (the embedded default).
 */
export function rateLimitCounterFor(
  config: {
    rateLimit: Window;
    redisUrl: string | undefined;
    store: { kind: 'pglite' } | { kind: 'postgres'; databaseUrl: string };
  },
  logger?: Logger,
): RateLimitCounter & { kind: 'redis' | 'postgres' | 'memory' } {
  const extra = logger ? { logger } : {};
  if (config.redisUrl)
    return { kind: 'redis', ...redisCounter({ ...config.rateLimit, redisUrl: config.redisUrl, ...extra }) };
  if (config.store.kind === 'postgres') {
    return {
      kind: 'postgres',
      ...postgresCounter({ ...config.rateLimit, databaseUrl: config.store.databaseUrl, ...extra }),
    };
  }
  return { kind: 'memory', ...memoryCounter({ windowMs: config.rateLimit.windowMs }) };
}
