import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SAFE_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Gives every request an id, echoed in `X-Request-Id`, written in each log line and in 5xx problems.
 * An id sent by a proxy is kept when it looks like an id (so one trace spans both), otherwise replaced.
 */
export function requestId() {
  return async function requestIdMiddleware(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const id = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}
