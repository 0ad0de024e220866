import type { Context, Next } from 'koa';
import { HttpProblem } from './problem.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Past this many tracked clients, expired windows are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

/** Where hits are counted: this process's memory, or a store every instance shares. */
export interface RateLimitCounter {
  /** Counts one hit for `key`; answers the hits in its current window and the ms until that window ends. */
  hit(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Releases connections the counter holds. */
  close(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed windows in this process's memory: right for one instance (the embedded default), wrong for
 * several (each would allow the whole limit). `now` is injectable so tests control time.
 */
export function memoryCounter(options: { windowMs: number; now?: () => number }): RateLimitCounter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(at);
        window = { count: 0, resetAt: at + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, resetInMs: window.resetAt - at });
    },
    close: () => Promise.resolve(),
  };
}

export interface RateLimitOptions {
  /** Writes allowed per client address in one window. */
  max: number;
  windowMs: number;
  /** Milliseconds since the epoch, for the default in-memory counter; injectable so tests control time. */
  now?: () => number;
  /** Where hits are counted; in this process's memory unless given. */
  counter?: RateLimitCounter;
  /**
   * Whether a write counts. The app counts only writes some operation answers, so a wrong method gets
   * its 405 (and an unknown path its 404) even while the address is over the limit.
   */
  counts?: (ctx: Context) => boolean;
  /**
   * Which budget a write draws on: each bucket has its own `max` per address, so heavy use of one kind
   * (calculations) never refuses another (log-in). One budget for every write unless given.
   */
  bucket?: (ctx: Context) => string;
}

/**
 * Fixed-window limit on writes per client address (and bucket, when buckets are given) (`ctx.state.clientAddress`). Over the limit the
 * request is refused with 429, `Retry-After` and `retryAfter` in the body, before any work or storage.
 */
export function rateLimitWrites(options: RateLimitOptions) {
  const counter = options.counter ?? memoryCounter({ windowMs: options.windowMs, ...(options.now ? { now: options.now } : {}) });
  const counts = options.counts ?? (() => true);

  return async function rateLimitMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!WRITE_METHODS.has(ctx.method) || !counts(ctx)) return next();
    const address = String(ctx.state.clientAddress ?? 'unknown');
    const key = options.bucket ? `${options.bucket(ctx)}:${address}` : address;
    const { count, resetInMs } = await counter.hit(key);
    const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
    ctx.set('RateLimit-Limit', String(options.max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, options.max - count)));
    ctx.set('RateLimit-Reset', String(retryAfter));
    if (count > options.max) {
      throw new HttpProblem(429, `Too many requests from this address. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`, {
        retryAfter,
        detailMessage: { id: 'problem.detail.rateLimited', values: { seconds: retryAfter } },
      });
    }
    await next();
  };
}
