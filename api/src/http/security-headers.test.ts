import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { stripeBilling } from '../billing/stripe.js';
import { openStore } from '../store/index.js';
import { listen } from '../test-support/app.js';
import { SITE_CONTENT_SECURITY_POLICY, securityHeaders, siteContentSecurityPolicy } from './security-headers.js';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

async function headersFor(options: Parameters<typeof securityHeaders>[0], path: string): Promise<Headers> {
  const app = new Koa();
  app.use(securityHeaders(options));
  app.use((ctx) => {
    ctx.body = 'ok';
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}${path}`)).headers;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('the site content security policy and Stripe', () => {
  it('names no Stripe host without Stripe mode (sandbox billing loads nothing from elsewhere)', () => {
    expect(SITE_CONTENT_SECURITY_POLICY).not.toContain('stripe');
    expect(directive(SITE_CONTENT_SECURITY_POLICY, 'script-src')).toEqual(["'self'"]);
    expect(directive(SITE_CONTENT_SECURITY_POLICY, 'frame-src')).toEqual([]);
  });

  it('lets the payment step load Stripe.js, its frames and its API in Stripe mode, and nothing inline', () => {
    const policy = siteContentSecurityPolicy({ stripe: true });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directive(policy, 'frame-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends the Stripe policy on pages only when asked, and keeps JSON answers locked down', async () => {
    expect((await headersFor({}, '/subscribe')).get('content-security-policy')).toBe(SITE_CONTENT_SECURITY_POLICY);
    expect((await headersFor({ stripe: true }, '/subscribe')).get('content-security-policy')).toBe(siteContentSecurityPolicy({ stripe: true }));
    expect((await headersFor({ stripe: true }, '/api/v1/billing/config')).get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  // Opening a new embedded database with its migrations took over 30 s once, when the whole suite ran on two cores.
  it('the app allows Stripe on its pages exactly when its billing is the Stripe adapter', { timeout: 120_000 }, async () => {
    const store = await openStore({ kind: 'pglite' });
    const config = { firstPartyOrigins: [], rateLimit: { max: 1000, windowMs: 60_000 }, trustProxy: false };
    // The real adapter: constructing it calls nothing (no request reaches Stripe in this test).
    const stripe = stripeBilling({
      secretKey: 'sk_test_policy',
      publishableKey: 'pk_test_policy',
      webhookSecret: 'whsec_policy',
      prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
    });
    const sandboxApp = await listen(createApp({ store, logger: pino({ level: 'silent' }), config }));
    const stripeApp = await listen(createApp({ store, logger: pino({ level: 'silent' }), config, billing: stripe }));
    try {
      expect((await fetch(`${sandboxApp.url}/subscribe`)).headers.get('content-security-policy')).toBe(SITE_CONTENT_SECURITY_POLICY);
      expect((await fetch(`${stripeApp.url}/subscribe`)).headers.get('content-security-policy')).toBe(siteContentSecurityPolicy({ stripe: true }));
    } finally {
      await Promise.all([sandboxApp.close(), stripeApp.close()]);
      await store.close();
    }
  });
});
