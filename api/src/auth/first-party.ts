import type { Context, Next } from 'koa';
import { HttpProblem, PROBLEM_TYPE_BASE } from '../http/problem.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request comes from our own pages: a configured first-party origin, or this server's own. */
export function isFirstPartyOrigin(ctx: Context, firstPartyOrigins: ReadonlySet<string>): boolean {
  const origin = ctx.get('Origin');
  if (origin === '') return ctx.get('Sec-Fetch-Site') === 'same-origin';
  // Behind a TLS-terminating proxy the server sees http, the browser says https: both are this host.
  // (Koa 3 answers ctx.origin with the Origin header itself, so the own origin is built here.)
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
    const fromBrowser = ctx.get('Origin') !== '' || ctx.get('Sec-Fetch-Site') !== '';
    const allowed = fromBrowser ? isFirstPartyOrigin(ctx, firstParty) : !options.hasSessionCookie(ctx);
    if (!allowed) {
      throw new HttpProblem(403, 'This request did not come from the SecureSplit site, so it was refused.', {
        type: `${PROBLEM_TYPE_BASE}cross-site-request`,
      });
    }
    await next();
  };
}
