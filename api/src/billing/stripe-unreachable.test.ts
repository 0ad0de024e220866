import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestServer } from '../test-support/app.js';
import { TEST_PRICES } from '../test-support/stripe-api.js';
import { storeTargets } from '../test-support/stores.js';
import { stripeBilling } from './stripe.js';

const WEBHOOK_SECRET = 'whsec_test_unreachable_stripe';
const WEBHOOK = '/api/v1/billing/stripe-webhook';

/** A loopback port nothing listens on: taken, then given back, so connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A correctly signed event whose subscription must be read again from Stripe, when Stripe cannot be
 * reached (fake keys, no network): the real SDK is pointed at a closed local port, its true HTTP
 * boundary. Before, the SDK's connection error escaped the handler as a 500.
 */
describe.each(storeTargets())('the Stripe webhook when Stripe is unreachable, on $name', (target) => {
  let app: TestServer;

  beforeAll(async () => {
    const billing = stripeBilling({
      secretKey: 'sk_test_unreachable',
      publishableKey: 'pk_test_unreachable',
      webhookSecret: WEBHOOK_SECRET,
      prices: TEST_PRICES,
      api: { host: '127.0.0.1', port: await closedPort(), protocol: 'http' },
      maxNetworkRetries: 0,
    });
    app = await startTestApp(target, { billing });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a retryable 503 in our words, logs the cause and stores nothing', async () => {
    const eventId = `evt_unreachable_${Date.now()}`;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_unreachable', object: 'subscription' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const res = await send(app.url, 'POST', WEBHOOK, {
      body: payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      expectServerError: true,
    });

    expect(res.status, res.text).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const detail = (res.body as { detail: string }).detail;
    expect(detail).toBe('We could not reach the payment provider to apply this event. Nothing was stored; please send it again later.');
    // The SDK's own wording stays out of the answer...
    expect(res.text).not.toMatch(/ECONNREFUSED|Stripe|connection to/i);
    // ...and goes to the log, with the event it concerns.
    const logged = app.logs.find((line) => line.includes('stripe webhook not applied'));
    expect(logged).toBeDefined();
    expect(logged).toContain(eventId);
    expect(logged).toMatch(/StripeConnectionError|ECONNREFUSED|connection/i);
    expect(app.logs.some((line) => line.includes('unexpected failure'))).toBe(false);
    // Not claimed, so Stripe's next delivery is applied rather than taken for a duplicate.
    expect(await app.store.billingWebhookEvents.isProcessed(eventId)).toBe(false);
  });
});
