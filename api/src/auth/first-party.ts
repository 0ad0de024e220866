import type { Context, Next } from 'koa';
import { HttpProblem, PROBLEM_TYPE_BASE } from '../http/problem.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request comes from our own pages: a configured first-party origin, or this server's own. */
export function isFirstPartyOrigin(ctx: Context, firstPartyOrigins: ReadonlySet<string>): boolean {
  const origin = ctx.get('Origin');
  if (origin === '') return ctx.get('Sec-Fetch-Site') === 'same-origin';
  // Behind a TLS-terminating proxy the server sees http, the browser says https: both are this host.
  // (Koa 3 answers ctx.origin with the Origin header itself, so the own origin is built here.)
  // Comparing with Host is sound here, unlike for links and return pages (PUBLIC_BASE_URL only): a browser
  // sets both headers itself, so a cross-site page cannot make them agree, and a script that forges both
  // carries no one's cookie.
  return firstPartyOrigins.has(origin) || origin === `${ctx.protocol}://${ctx.host}` || origin === `https://${ctx.host}`;
}

/**
 * Account paths act on the session cookie, so a write there must come from our own pages: a
 * cross-site form or script gets 403 even if the browser attached the cookie. A write without
 * Origin or Sec-Fetch-Site (a script, curl) is allowed only when it carries no cookie at all.
 */
export function firstPartyWrites(options: {
  appliesTo: (path: string) => boolean;
  firstPartyOrigins: readonly string[];
  hasSessionCookie: (ctx: Context) => boolean;
}) {
  const firstParty = new Set(options.firstPartyOrigins);
  return async function firstPartyWritesMiddleware(ctx: Context, next: Next): Promise<void> {
    if (SAFE_METHODS.has(ctx.method) || !options.appliesTo(ctx.path)) return next();
    refuseCrossSiteWrite(ctx, firstParty, options.hasSessionCookie(ctx));
    await next();
  };
}

/**
 * The account paths' rule for one write (the middleware above): from a browser, only our own pages; from a
 * script, only without a session cookie. Throws the 403 otherwise. A public path that acts on the session for
 * some bodies (a premium worksheet) calls it itself, so it refuses exactly as the account paths do.
 */
export function refuseCrossSiteWrite(ctx: Context, firstPartyOrigins: ReadonlySet<string>, hasSessionCookie: boolean): void {
  const fromBrowser = ctx.get('Origin') !== '' || ctx.get('Sec-Fetch-Site') !== '';
  const allowed = fromBrowser ? isFirstPartyOrigin(ctx, firstPartyOrigins) : !hasSessionCookie;
  if (!allowed) {
    throw new HttpProblem(403, 'This request did not come from the SecureSplit site, so it was refused.', {
      type: `${PROBLEM_TYPE_BASE}cross-site-request`,
    });
  }
}
