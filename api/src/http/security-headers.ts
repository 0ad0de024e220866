import type { Context, Next } from 'koa';

/**
 * Where Stripe.js and its Payment Element come from and talk to (Stripe's CSP guidance): the script,
 * its frames (card fields, 3-D Secure), its API. Allowed only when billing runs in Stripe mode.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/**
 * The site's pages load only their own scripts, styles, images and fonts, and call only their own API:
 * no inline script or style is needed (React sets styles through the DOM, the widgets adopt
 * constructed style sheets), so none is allowed. The API reference page (/docs) sets its own policy.
 * With `stripe` (billing in Stripe mode) the payment step may also load Stripe.js from Stripe.
 */
export function siteContentSecurityPolicy(options: { stripe?: boolean } = {}): string {
  const extra = (sources: readonly string[]) => (options.stripe ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${extra(STRIPE_SOURCES.script)}`,
    "style-src 'self'",
    `img-src 'self' data:${extra(STRIPE_SOURCES.img)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(STRIPE_SOURCES.connect)}`,
    ...(options.stripe ? [`frame-src ${STRIPE_SOURCES.frame.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The site's policy without a payment provider (sandbox billing): nothing from anywhere else. */
export const SITE_CONTENT_SECURITY_POLICY = siteContentSecurityPolicy();

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
  /** Billing runs in Stripe mode: the site's pages may load Stripe.js (see STRIPE_SOURCES). */
  stripe?: boolean;
}

function arrivedOverHttps(ctx: Context, trustProxy: boolean): boolean {
  if (ctx.req.socket && 'encrypted' in ctx.req.socket && ctx.req.socket.encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = ctx.get('X-Forwarded-Proto').split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** Headers every answer carries (issue 10 § 5, contract C5). */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const sitePolicy = siteContentSecurityPolicy({ stripe: options.stripe ?? false });
  return async function securityHeadersMiddleware(ctx: Context, next: Next): Promise<void> {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    ctx.set('Cross-Origin-Resource-Policy', isEmbeddable(ctx.path) ? 'cross-origin' : 'same-origin');
    ctx.set('Content-Security-Policy', isApi(ctx.path) ? API_CONTENT_SECURITY_POLICY : sitePolicy);
    if (options.hsts && arrivedOverHttps(ctx, options.trustProxy ?? false)) ctx.set('Strict-Transport-Security', HSTS_VALUE);
    await next();
  };
}
