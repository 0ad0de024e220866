import type { Context, Next } from 'koa';
import { routeOf } from '../http/static-files.js';

/**
 * The premium calculators' other reading (spec part 2, section 2: the member dashboard links to
 * `/qdro-calculator` and the like, while the registered pages are `/qdro` ...), each with the page it
 * moved to for good. The site keeps the same list for its own in-app links (examples/site/src/premium/
 * calculators.ts; the site's browser test checks that the two agree).
 */
export const PREMIUM_PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/property-division-calculator': '/property-division',
  '/qdro-calculator': '/qdro',
  '/tax-impact-calculator': '/tax-impact',
  '/custody-cost-calculator': '/custody-costs',
  '/custody-costs-calculator': '/custody-costs',
};

/**
 * Answers GET and HEAD of a `-calculator` path with 301 to its page, keeping the query string (the
 * browser keeps any fragment itself), so bookmarks, crawlers and shared links land on the one address
 * before any script runs. Whether or not the site is built.
 */
export function premiumPageRedirects() {
  return async function premiumPageRedirectsMiddleware(ctx: Context, next: Next): Promise<void> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const route = routeOf(ctx.path);
    if (!Object.hasOwn(PREMIUM_PAGE_REDIRECTS, route)) return next();
    const target = PREMIUM_PAGE_REDIRECTS[route]!;
    ctx.status = 301;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.redirect(ctx.querystring ? `${target}?${ctx.querystring}` : target);
  };
}
