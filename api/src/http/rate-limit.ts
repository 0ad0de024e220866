import type { Context, Next } from 'koa';
import { HttpProblem } from './problem.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Past this many tracked clients, expired windows are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export interface RateLimitOptions {
  /** Writes allowed per client address in one window. */
  max: number;
  windowMs: number;
  /** Milliseconds since the epoch; injectable so tests control time. */
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window limit on writes per client address (`ctx.state.clientAddress`). Over the limit the
 * request is refused with 429 and `Retry-After` before any work or storage happens.
 */
export function rateLimitWrites(options: RateLimitOptions) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return async function rateLimitMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!WRITE_METHODS.has(ctx.method)) return next();
    const at = now();
    const key = String(ctx.state.clientAddress ?? 'unknown');
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      if (windows.size >= SWEEP_THRESHOLD) sweep(at);
      window = { count: 0, resetAt: at + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
    ctx.set('RateLimit-Limit', String(options.max));
    ctx.set('RateLimit-Remaining', String(Math.max(0, options.max - window.count)));
    ctx.set('RateLimit-Reset', String(retryAfter));
    if (window.count > options.max) {
      throw new HttpProblem(429, `Too many requests from this address. Try again in ${retryAfter} seconds.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    await next();
  };
}
