import type { Context, Next } from 'koa';

/** SecureSplit's mark: a disc split in two halves on the widgets' primary blue. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>SecureSplit</title><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M15 7A9 9 0 0 0 15 25Z" fill="#ffffff"/><path d="M17 7A9 9 0 0 1 17 25Z" fill="#93c5fd"/></svg>
`;

/**
 * The icon at /favicon.svg (the site's index.html links it), whether or not the site is built.
 * Browsers and tools that ask for /favicon.ico without reading the page are sent to it.
 */
export function favicon() {
  return async function faviconMiddleware(ctx: Context, next: Next): Promise<void> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/favicon.svg') {
      ctx.status = 200;
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=86400');
      // Koa answers HEAD with this body's length and no body.
      ctx.body = FAVICON_SVG;
      return;
    }
    if (ctx.path === '/favicon.ico') {
      ctx.status = 301;
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.redirect('/favicon.svg');
      return;
    }
    return next();
  };
}
