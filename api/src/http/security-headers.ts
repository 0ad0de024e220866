import type { Context, Next } from 'koa';

/** Headers every answer carries; the API reference page sets its own content security policy. */
export function securityHeaders() {
  return async function securityHeadersMiddleware(ctx: Context, next: Next): Promise<void> {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    await next();
  };
}
