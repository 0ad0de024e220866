import type { Context, Next } from 'koa';

export interface CorsOptions {
  /** Paths whose answers any origin may read, without credentials (calculators, leads, ...). */
  isPublic: (path: string) => boolean;
  /** Origins of our own site, allowed to send credentials to non-public paths. */
  firstPartyOrigins: readonly string[];
}

const ALLOWED_HEADERS = 'Content-Type, Accept, Accept-Language, X-Request-Id, Idempotency-Key';
// Content-Disposition: a worksheet PDF's file name, read by the embed's download on a partner's page.
const EXPOSED_HEADERS =
  'X-Request-Id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Idempotent-Replayed, Deprecation, Sunset, Link, Content-Disposition';
const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
/** Our own pages also change and delete (a scenario, the account). */
const FIRST_PARTY_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';
const PREFLIGHT_MAX_AGE = '600';

/**
 * Partner pages embed the public endpoints, so those answer any origin with `*`, which browsers never
 * combine with cookies. Other paths are readable only by first-party origins, with credentials.
 */
export function cors(options: CorsOptions) {
  const firstParty = new Set(options.firstPartyOrigins);
  return async function corsMiddleware(ctx: Context, next: Next): Promise<void> {
    const origin = ctx.get('Origin');
    if (!origin) return next();
    const isPublic = options.isPublic(ctx.path);
    if (isPublic) {
      ctx.set('Access-Control-Allow-Origin', '*');
    } else if (firstParty.has(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.vary('Origin');
    } else {
      return next();
    }
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (preflight) {
      ctx.set('Access-Control-Allow-Methods', isPublic ? ALLOWED_METHODS : FIRST_PARTY_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
