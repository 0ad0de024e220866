import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type JsonResponse, type TestServer } from '../test-support/app.js';
import { startFakeStripe, TEST_PRICES, type FakeStripe } from '../test-support/stripe-api.js';
import { storeTargets } from '../test-support/stores.js';
import { hasFullAccess } from './entitlement.js';
import { stripeBilling } from './stripe.js';

const SITE = 'https://securesplit.test';
const WEBHOOK_SECRET = 'whsec_test_billing_server_secret';
const WEBHOOK = '/api/v1/billing/stripe-webhook';

class Browser {
  cookie: string | undefined;
  constructor(private readonly app: TestServer) {}
  async call(method: string, path: string, json?: unknown): Promise<JsonResponse> {
    const headers: Record<string, string> = { Origin: SITE };
    if (this.cookie) headers.Cookie = this.cookie;
    const res = await send(this.app.url, method, path, { ...(json !== undefined ? { json } : {}), headers, expectServerError: true });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return res;
  }
}

/** What the review's buyer gives before checkout (issue 33 §5). */
const CONTACT = { name: 'Jordan Rivera', email: 'Jordan.Rivera@Example.com', phone: '+1 (555) 010-2030', preferredTime: 'weekday-evening', timeZone: 'America/Chicago' };

const problem = (res: JsonResponse) => res.body as { title: string; status: number; detail: string; errors?: { path: string; message: string }[] };
let people = 0;
let events = 0;
let clockAhead = 0;
const DAY = 24 * 60 * 60 * 1000;

/** An event as Stripe sends it, signed with the SDK's own test helper. */
function signedEvent(type: string, object: unknown, options: { id?: string; created?: number; signedAt?: number } = {}) {
  events += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${events}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...(options.signedAt ? { timestamp: options.signedAt } : {}) });
  return { payload, signature };
}

describe.each(storeTargets())('Stripe billing with the real SDK against a local Stripe API, on $name', (target) => {
  let app: TestServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const billing = stripeBilling({
      secretKey: 'sk_test_billing_server',
      publishableKey: 'pk_test_billing_server',
      webhookSecret: WEBHOOK_SECRET,
      prices: TEST_PRICES,
      api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
      maxNetworkRetries: 0,
    });
    // The app's clock can run ahead of the real one (Stripe's signatures stay on real time); sessions outlive it.
    const longSessions = { sessionIdleMs: 400 * DAY, sessionAbsoluteMs: 400 * DAY };
    app = await startTestApp(target, { billing, now: () => new Date(Date.now() + clockAhead), config: { auth: longSessions } });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  async function signUp() {
    people += 1;
    const b = new Browser(app);
    const res = await b.call('POST', '/api/v1/auth/register', {
      email: `stripe${people}.${Date.now()}@example.com`,
      password: `a long passphrase ${people}`,
      firstName: 'Sam',
      lastName: 'Card',
      username: `stripe${people}_${Date.now() % 100000}`,
    });
    expect(res.status).toBe(201);
    return { b, user: res.body as { id: number; isPremium: boolean; email: string } };
  }

  async function subscribed(plan: 'monthly' | 'yearly' = 'monthly') {
    const person = await signUp();
    const created = await person.b.call('POST', '/api/create-subscription', { plan });
    expect(created.status).toBe(200);
    const { clientSecret, subscriptionId } = created.body as { clientSecret: string; subscriptionId: string };
    const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';
    stripe.paySubscription(subscriptionId);
    expect((await person.b.call('POST', '/api/subscription-success', { paymentIntentId, subscriptionId, plan })).status).toBe(200);
    return { ...person, subscriptionId, paymentIntentId };
  }

  const lastRequest = (method: string, path: string) => [...stripe.requests].reverse().find((r) => r.method === method && r.path === path);
  const access = (user: { id: number; isPremium: boolean }) => hasFullAccess(app.store, user, new Date());
  const deliver = (event: { payload: string; signature: string }) =>
    send(app.url, 'POST', WEBHOOK, { body: event.payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature }, expectServerError: true });

  it('gives the site the publishable key in Stripe mode', async () => {
    const res = await new Browser(app).call('GET', '/api/v1/billing/config');
    expect(res.body).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_billing_server' });
  });

  it('lets the site pages load Stripe.js in Stripe mode (Content-Security-Policy)', async () => {
    const page = await send(app.url, 'GET', '/subscribe');
    expect(page.headers.get('content-security-policy')).toContain('script-src \'self\' https://js.stripe.com');
  });

  it('creates a customer and an incomplete subscription, and activates it only once Stripe says it is paid', async () => {
    const { b, user } = await signUp();
    const created = await b.call('POST', '/api/v1/billing/create-subscription', { plan: 'monthly' });
    expect(created.status).toBe(200);
    const { clientSecret, subscriptionId } = created.body as { clientSecret: string; subscriptionId: string };
    expect(clientSecret).toMatch(/^pi_\d+_secret_/);
    const customer = lastRequest('POST', '/v1/customers');
    expect(customer?.params).toMatchObject({ email: user.email, name: 'Sam Card', metadata: { userId: String(user.id) } });
    expect(customer?.idempotencyKey).toMatch(new RegExp(`^securesplit-customer-${user.id}-[0-9a-f]{16}$`));
    expect(lastRequest('POST', '/v1/subscriptions')?.params).toMatchObject({
      items: [{ price: TEST_PRICES.monthly }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';

    // The browser has not confirmed the payment yet: Stripe says incomplete, so no access.
    const early = await b.call('POST', '/api/v1/billing/subscription-success', { paymentIntentId, subscriptionId, plan: 'monthly' });
    expect(early.status).toBe(409);
    expect(problem(early).title).toBe('Payment not completed');
    expect(await access(user)).toBe(false);

    stripe.paySubscription(subscriptionId);
    const wrongIntent = await b.call('POST', '/api/v1/billing/subscription-success', { paymentIntentId: 'pi_999999', subscriptionId, plan: 'monthly' });
    expect(wrongIntent.status).toBe(404);
    const paid = await b.call('POST', '/api/v1/billing/subscription-success', { paymentIntentId, subscriptionId, plan: 'monthly' });
    expect(paid.status).toBe(200);
    expect(await access(user)).toBe(true);
    const details = (await b.call('GET', '/api/v1/billing/subscription')).body as Record<string, unknown>;
    const periodEnd = (stripe.subscriptions.get(subscriptionId)?.items as { data: { current_period_end: number }[] }).data[0]?.current_period_end ?? 0;
    expect(details).toMatchObject({ hasSubscription: true, currentPlan: 'monthly', status: 'active', currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });

    // Someone else cannot claim this subscription as theirs.
    const other = await signUp();
    await other.b.call('POST', '/api/v1/billing/create-subscription', { plan: 'monthly' });
    const stolen = await other.b.call('POST', '/api/v1/billing/subscription-success', { paymentIntentId, subscriptionId, plan: 'monthly' });
    expect(stolen.status).toBe(404);
    expect(await access(other.user)).toBe(false);
  });

  it('changes plan with proration, cancels at the period end, reactivates', async () => {
    const { b, user, subscriptionId } = await subscribed('monthly');
    const itemId = (stripe.subscriptions.get(subscriptionId)?.items as { data: { id: string }[] }).data[0]?.id;
    expect((await b.call('POST', '/api/subscription/change-plan', { newPlan: 'yearly' })).status).toBe(200);
    expect(lastRequest('POST', `/v1/subscriptions/${subscriptionId}`)?.params).toEqual({
      items: [{ id: itemId, price: TEST_PRICES.yearly }],
      proration_behavior: 'create_prorations',
    });
    expect((await b.call('GET', '/api/subscription')).body).toMatchObject({ currentPlan: 'yearly', amount: 149 });

    expect((await b.call('POST', '/api/subscription/cancel')).status).toBe(200);
    expect(lastRequest('POST', `/v1/subscriptions/${subscriptionId}`)?.params).toEqual({ cancel_at_period_end: 'true' });
    expect((await b.call('GET', '/api/subscription')).body).toMatchObject({ cancelAtPeriodEnd: true, status: 'active', fullAccess: true });
    expect(await access(user)).toBe(true);

    expect((await b.call('POST', '/api/subscription/reactivate')).status).toBe(200);
    expect(lastRequest('POST', `/v1/subscriptions/${subscriptionId}`)?.params).toEqual({ cancel_at_period_end: 'false' });
    expect((await b.call('GET', '/api/subscription')).body).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('refunds every payment and ends the subscription under the money-back guarantee', async () => {
    const { b, user, subscriptionId, paymentIntentId } = await subscribed('yearly');
    const res = await b.call('POST', '/api/v1/billing/subscription/refund');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'We refunded $149 and ended your subscription.' });
    const refund = lastRequest('POST', '/v1/refunds');
    expect(refund?.params).toMatchObject({ payment_intent: paymentIntentId, reason: 'requested_by_customer' });
    expect(refund?.idempotencyKey).toBe(`securesplit-money-back-${paymentIntentId}`);
    expect(lastRequest('DELETE', `/v1/subscriptions/${subscriptionId}`)).toBeDefined();
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await access(user)).toBe(false);
  });

  it('sells the review as a Checkout Session in payment mode at $99, and shows it paid only once Stripe says so', async () => {
    const { b, user } = await subscribed('monthly');
    const created = await b.call('POST', '/api/create-cdfa-checkout', {
      amount: 99,
      service: 'cdfa-review',
      successUrl: `${SITE}/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/`,
      contact: CONTACT,
    });
    expect(created.status).toBe(200);
    const { sessionId, url } = created.body as { sessionId: string; url: string };
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect(lastRequest('POST', '/v1/checkout/sessions')?.params).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '9900' } }],
      success_url: `${SITE}/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/`,
      // The receipt goes to the address the buyer gave for this review; no contact details in Stripe's metadata.
      customer_email: 'jordan.rivera@example.com',
      metadata: { service: 'cdfa-review', userId: String(user.id) },
    });
    expect((await b.call('GET', `/api/v1/billing/cdfa-checkout/${sessionId}`)).body).toEqual({ paid: false, amountCents: 9900, service: 'cdfa-review' });
    stripe.payCheckout(sessionId);
    // Paid at Stripe, webhook not here yet: the success page's check asks Stripe and records it.
    expect((await b.call('GET', `/api/v1/billing/cdfa-checkout/${sessionId}`)).body).toEqual({ paid: true, amountCents: 9900, service: 'cdfa-review' });
    expect(await app.store.reviewPurchases.findBySession('stripe', sessionId)).toMatchObject({
      status: 'paid',
      userId: user.id,
      memberPriority: true,
      contactName: 'Jordan Rivera',
      contactEmail: 'jordan.rivera@example.com',
      contactPhone: '+1 (555) 010-2030',
      preferredTime: 'weekday-evening',
      timeZone: 'America/Chicago',
    });
    expect((await b.call('GET', '/api/v1/billing/cdfa-checkout/cs_test_unknown')).status).toBe(404);
  });

  it('reads the subscription again from Stripe when its period end has passed in our records (a missed renewal event)', async () => {
    const { b, user, subscriptionId } = await subscribed('monthly');
    const item = (stripe.subscriptions.get(subscriptionId)?.items as { data: { current_period_end: number }[] }).data[0];
    if (!item) throw new Error('no item');
    const renewedEnd = item.current_period_end + 31 * 86_400;
    item.current_period_end = renewedEnd; // Stripe renewed it; the webhook never reached us.
    clockAhead = 40 * DAY;
    try {
      const details = (await b.call('GET', '/api/v1/billing/subscription')).body as { currentPeriodEnd: string; fullAccess: boolean };
      expect(details).toMatchObject({ currentPeriodEnd: new Date(renewedEnd * 1000).toISOString(), fullAccess: true });
      expect(lastRequest('GET', `/v1/subscriptions/${subscriptionId}`)).toBeDefined();
      expect(await hasFullAccess(app.store, user, new Date(Date.now() + clockAhead))).toBe(true);
    } finally {
      clockAhead = 0;
    }
  });

  it('answers 503 (nothing changed) when Stripe cannot be reached', async () => {
    const { b } = await signUp();
    stripe.failing = true;
    try {
      const res = await b.call('POST', '/api/v1/billing/create-subscription', { plan: 'monthly' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
    } finally {
      stripe.failing = false;
    }
    expect((await b.call('GET', '/api/v1/billing/subscription')).body).toMatchObject({ hasSubscription: false });
  });

  it('ends the subscription at Stripe before deleting the account, and deletes nothing if Stripe is down', async () => {
    const { b, user, subscriptionId } = await subscribed('monthly');
    stripe.failing = true;
    try {
      const refused = await b.call('DELETE', '/api/v1/account');
      expect(refused.status).toBe(503);
    } finally {
      stripe.failing = false;
    }
    expect(await app.store.users.findById(user.id)).toBeDefined();
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('active');
    expect((await b.call('DELETE', '/api/v1/account')).status).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await app.store.users.findById(user.id)).toBeUndefined();
    expect(await app.store.subscriptions.findForUser(user.id)).toBeUndefined();
  });

  describe('webhooks', () => {
    it('applies a validly signed subscription event by reading the subscription again', async () => {
      const { user, subscriptionId } = await subscribed('monthly');
      stripe.patchSubscription(subscriptionId, { status: 'past_due' });
      const event = signedEvent('customer.subscription.updated', stripe.subscriptions.get(subscriptionId));
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, duplicate: false });
      expect(await app.store.subscriptions.findForUser(user.id)).toMatchObject({ status: 'past_due' });
      expect(await access(user)).toBe(false);
      // invoice.paid: the retried payment went through.
      stripe.patchSubscription(subscriptionId, { status: 'active' });
      const invoice = { id: 'in_renewal', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } } };
      expect((await deliver(signedEvent('invoice.paid', invoice))).status).toBe(200);
      expect(await access(user)).toBe(true);
    });

    it('refuses a tampered body, and an event signed more than 300 seconds ago, storing nothing', async () => {
      const { user, subscriptionId } = await subscribed('monthly');
      stripe.patchSubscription(subscriptionId, { status: 'canceled' });
      const event = signedEvent('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId), { id: 'evt_tampered' });
      const tampered = await deliver({ ...event, payload: event.payload.replace('"livemode":false', '"livemode":true') });
      expect(tampered.status).toBe(400);
      expect(problem(tampered).detail).toBe('The webhook signature is not valid: no signature matches the body and the signing secret');
      const stale = signedEvent('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId), {
        id: 'evt_stale',
        signedAt: Math.floor(Date.now() / 1000) - 301,
      });
      const old = await deliver(stale);
      expect(old.status).toBe(400);
      expect(problem(old).detail).toBe('The webhook signature is not valid: it was signed more than 300 seconds ago');
      const unsigned = await send(app.url, 'POST', WEBHOOK, { body: event.payload, headers: { 'Content-Type': 'application/json' } });
      expect(unsigned.status).toBe(400);
      expect(await app.store.billingWebhookEvents.isProcessed('evt_tampered')).toBe(false);
      expect(await app.store.billingWebhookEvents.isProcessed('evt_stale')).toBe(false);
      expect(await app.store.subscriptions.findForUser(user.id)).toMatchObject({ status: 'active' });
      // Within the tolerance (299 s old) the same event is accepted.
      const recent = signedEvent('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId), { signedAt: Math.floor(Date.now() / 1000) - 299 });
      expect((await deliver(recent)).status).toBe(200);
      expect(await access(user)).toBe(false);
    });

    it('refuses an event dated more than 300 seconds in the future, and answers in its own words, not the SDK’s', async () => {
      const { user, subscriptionId } = await subscribed('monthly');
      stripe.patchSubscription(subscriptionId, { status: 'canceled' });
      const object = stripe.subscriptions.get(subscriptionId);
      const now = Math.floor(Date.now() / 1000);
      const future = await deliver(signedEvent('customer.subscription.deleted', object, { id: 'evt_future', signedAt: now + 301 }));
      expect(future.status).toBe(400);
      expect(problem(future).detail).toBe('The webhook signature is not valid: it is dated more than 300 seconds in the future');
      expect(await app.store.billingWebhookEvents.isProcessed('evt_future')).toBe(false);
      expect(await app.store.subscriptions.findForUser(user.id)).toMatchObject({ status: 'active' });
      // A signature made with another secret: the SDK's text (its internals, a link to its docs) stays out of the answer.
      const foreign = Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_someone_else' });
      const wrong = await send(app.url, 'POST', WEBHOOK, { body: '{}', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': foreign } });
      expect(wrong.status).toBe(400);
      expect(problem(wrong).detail).toBe('The webhook signature is not valid: no signature matches the body and the signing secret');
      expect(wrong.text).not.toMatch(/docs\.stripe\.com|expected signature|raw request body/i);
      const noStamp = await send(app.url, 'POST', WEBHOOK, { body: '{}', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 'v1=abc' } });
      expect(problem(noStamp).detail).toBe('The webhook signature is not valid: the Stripe-Signature header has no timestamp');
      // Clock skew within the tolerance is fine (299 s ahead).
      const ahead = await deliver(signedEvent('customer.subscription.deleted', object, { id: 'evt_ahead', signedAt: now + 299 }));
      expect(ahead.status).toBe(200);
      expect(await access(user)).toBe(false);
    });

    it('processes the same event once', async () => {
      const { b, user } = await signUp();
      const created = await b.call('POST', '/api/create-cdfa-checkout', { service: 'cdfa-review', successUrl: `${SITE}/ok`, cancelUrl: `${SITE}/`, contact: CONTACT });
      const { sessionId } = created.body as { sessionId: string };
      stripe.payCheckout(sessionId);
      const event = signedEvent('checkout.session.completed', stripe.checkoutSessions.get(sessionId), { id: `evt_twice_${sessionId}` });
      const first = await deliver(event);
      expect(first.body).toEqual({ received: true, duplicate: false });
      const paidAt = (await app.store.reviewPurchases.findBySession('stripe', sessionId))?.paidAt;
      const second = await deliver(event);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ received: true, duplicate: true });
      const purchases = await app.store.reviewPurchases.listForUser(user.id);
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject({ status: 'paid', amountCents: 9900, memberPriority: false });
      expect(purchases[0]?.paidAt).toEqual(paidAt);
    });

    it('never lets `created` arriving after `updated` undo the newer state', async () => {
      const { user, subscriptionId } = await subscribed('monthly');
      const createdSnapshot = { ...stripe.subscriptions.get(subscriptionId), status: 'incomplete', cancel_at_period_end: false };
      stripe.patchSubscription(subscriptionId, { cancel_at_period_end: true });
      const now = Math.floor(Date.now() / 1000);
      const updated = signedEvent('customer.subscription.updated', stripe.subscriptions.get(subscriptionId), { created: now });
      const created = signedEvent('customer.subscription.created', createdSnapshot, { created: now - 60 });
      expect((await deliver(updated)).status).toBe(200);
      expect((await deliver(created)).status).toBe(200);
      expect(await app.store.subscriptions.findForUser(user.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(await access(user)).toBe(true);
    });

    it('answers 5xx and stores nothing when the effect cannot be applied, then applies the redelivery', async () => {
      const { user, subscriptionId } = await subscribed('monthly');
      stripe.patchSubscription(subscriptionId, { status: 'unpaid' });
      const event = signedEvent('invoice.payment_failed', {
        id: 'in_failed',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      }, { id: `evt_retry_${subscriptionId}` });
      stripe.failing = true;
      try {
        const failed = await deliver(event);
        expect(failed.status).toBeGreaterThanOrEqual(500);
      } finally {
        stripe.failing = false;
      }
      expect(await app.store.billingWebhookEvents.isProcessed(`evt_retry_${subscriptionId}`)).toBe(false);
      expect(await access(user)).toBe(true);
      const retried = await deliver(event);
      expect(retried.body).toEqual({ received: true, duplicate: false });
      expect(await access(user)).toBe(false);
    });

    it('takes the webhook without a cookie or Origin and without counting it against the rate limit', async () => {
      const event = signedEvent('customer.created', { id: 'cus_elsewhere', object: 'customer' });
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    });
  });
});
