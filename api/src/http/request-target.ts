import type { Context, Next } from 'koa';
import { HttpProblem } from './problem.js';

/**
 * Longest request target (path and query) answered, in bytes: 8 KiB, as common proxies allow.
 * No path of the API or the site comes near it; past it the request is refused before any routing,
 * logging work or rate limiting spends time on it. (Node itself refuses request heads over 16 KiB.)
 */
export const MAX_REQUEST_TARGET_BYTES = 8 * 1024;

/** Answers 414 `application/problem+json` when the request target is longer than the limit. */
export function requestTargetLimit(maxBytes = MAX_REQUEST_TARGET_BYTES) {
  return async function requestTargetLimitMiddleware(ctx: Context, next: Next): Promise<void> {
    // Node keeps the target as the bytes received (latin1), so its length is its size in bytes.
    const target = ctx.req.url ?? '';
    if (target.length > maxBytes) {
      throw new HttpProblem(414, `The request target is ${target.length} bytes; the limit is ${maxBytes}.`);
    }
    await next();
  };
}
