import type { Context, Next } from 'koa';

/**
 * The site's pages load only their own scripts, styles, images and fonts, and call only their own API:
 * no inline script or style is needed (React sets styles through the DOM, the widgets adopt
 * constructed style sheets), so none is allowed. The API reference page (/docs) sets its own policy.
 */
export const SITE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON answers are never rendered as documents; if one is opened, it may load nothing. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Browser features no page of ours uses, turned off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), browsing-topics=()';

/** One year, with subdomains: the value HSTS preload lists expect. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** What partner pages load from another origin: the embed script and chunks, and the API. */
function isEmbeddable(path: string): boolean {
  return path === '/embed.js' || path.startsWith('/embed/') || path === '/api' || path.startsWith('/api/');
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export interface SecurityHeaderOptions {
  /** Send Strict-Transport-Security on requests that arrived over HTTPS. */
  hsts?: boolean;
  /** Believe `X-Forwarded-Proto` (set by the trusted proxy that ends TLS). */
  trustProxy?: boolean;
}

function arrivedOverHttps(ctx: Context, trustProxy: boolean): boolean {
  if (ctx.req.socket && 'encrypted' in ctx.req.socket && ctx.req.socket.encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = ctx.get('X-Forwarded-Proto').split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** Headers every answer carries (issue 10 § 5, contract C5). */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  return async function securityHeadersMiddleware(ctx: Context, next: Next): Promise<void> {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    ctx.set('Cross-Origin-Resource-Policy', isEmbeddable(ctx.path) ? 'cross-origin' : 'same-origin');
    ctx.set('Content-Security-Policy', isApi(ctx.path) ? API_CONTENT_SECURITY_POLICY : SITE_CONTENT_SECURITY_POLICY);
    if (options.hsts && arrivedOverHttps(ctx, options.trustProxy ?? false)) ctx.set('Strict-Transport-Security', HSTS_VALUE);
    await next();
  };
}
