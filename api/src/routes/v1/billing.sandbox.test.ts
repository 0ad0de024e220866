import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFullAccess } from '../../billing/entitlement.js';
import { send, startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

const SITE = 'https://securesplit.test';
const EVIL = 'https://evil.example';
const DAY = 24 * 60 * 60 * 1000;
/** What the review's buyer gives before checkout (issue 33 §5). */
const CONTACT = { name: 'Jordan Rivera', email: 'jordan@example.com', preferredTime: 'weekday-morning' };

/** A browser on a site: keeps the session cookie and sends that site's Origin. */
class Browser {
  cookie: string | undefined;
  constructor(
    private readonly app: TestServer,
    readonly origin: string = SITE,
  ) {}

  async call(method: string, path: string, json?: unknown): Promise<JsonResponse> {
    const headers: Record<string, string> = { Origin: this.origin };
    if (this.cookie) headers.Cookie = this.cookie;
    const res = await send(this.app.url, method, path, { ...(json !== undefined ? { json } : {}), headers });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /^[^=]+=$/.test(pair) ? undefined : pair;
    }
    return res;
  }
}

type Details = {
  hasSubscription: boolean;
  currentPlan: string | null;
  amount: number | null;
  amountCents: number | null;
  interval: string | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  fullAccess: boolean;
  moneyBackUntil: string | null;
};
const problem = (res: JsonResponse) => res.body as { title: string; status: number; detail: string; errors?: { path: string; message: string }[] };

let people = 0;

describe.each(storeTargets())('billing sandbox through the HTTP API on $name', (target) => {
  let app: TestServer;
  let clock = new Date('2026-11-26T12:00:00.000Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    // Sessions outlive the test's clock jumps (a year and more), so each person stays signed in.
    const longSessions = { sessionIdleMs: 5 * 365 * DAY, sessionAbsoluteMs: 5 * 365 * DAY };
    app = await startTestApp(target, { now: () => clock, config: { billingSandboxControls: true, auth: longSessions } });
  });
  afterAll(async () => {
    await app.close();
  });

  async function signUp() {
    people += 1;
    const b = new Browser(app);
    const res = await b.call('POST', '/api/v1/auth/register', {
      email: `subscriber${people}.${Date.now()}@example.com`,
      password: `a long passphrase ${people}`,
      firstName: 'Sam',
      lastName: 'Payer',
      username: `subscriber${people}_${Date.now() % 100000}`,
    });
    expect(res.status).toBe(201);
    return { b, user: res.body as { id: number; isPremium: boolean } };
  }

  async function subscribe(b: Browser, plan: 'monthly' | 'yearly') {
    const created = await b.call('POST', '/api/v1/billing/create-subscription', { plan });
    expect(created.status).toBe(200);
    const { clientSecret, subscriptionId } = created.body as { clientSecret: string; subscriptionId: string };
    const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';
    const success = await b.call('POST', '/api/v1/billing/subscription-success', { paymentIntentId, subscriptionId, plan });
    expect(success.status).toBe(200);
    return { clientSecret, subscriptionId, paymentIntentId };
  }

  const details = async (b: Browser) => {
    const res = await b.call('GET', '/api/v1/billing/subscription');
    expect(res.status).toBe(200);
    return res.body as Details;
  };
  const access = async (user: { id: number; isPremium: boolean }) => hasFullAccess(app.store, user, clock);
  /** What the site reads as the account's Full Access: must follow the subscription, not only the admin grant. */
  const accountSaysPremium = async (b: Browser) => {
    const res = await b.call('GET', '/api/v1/auth/user');
    expect(res.status).toBe(200);
    return (res.body as { isPremium: boolean }).isPremium;
  };

  it('tells the site it is the sandbox, with the prices in cents', async () => {
    const res = await new Browser(app).call('GET', '/api/v1/billing/config');
    expect(res.body).toEqual({
      mode: 'sandbox',
      publishableKey: null,
      plans: { monthly: { amountCents: 1999, interval: 'month' }, yearly: { amountCents: 14900, interval: 'year' } },
      reviewPriceCents: 9900,
      moneyBackDays: 7,
    });
  });

  it('keeps Stripe.js out of the site pages in the sandbox (Content-Security-Policy)', async () => {
    const page = await send(app.url, 'GET', '/subscribe');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('stripe');
  });

  it('asks a signed-out visitor to authenticate before subscribing (spec path and v1)', async () => {
    for (const path of ['/api/create-subscription', '/api/v1/billing/create-subscription']) {
      const res = await new Browser(app).call('POST', path, { plan: 'monthly' });
      expect(res.status).toBe(401);
      expect(problem(res).title).toBe('Authentication required');
      expect(problem(res).detail).toContain('Authentication required');
    }
    expect((await new Browser(app).call('GET', '/api/subscription')).status).toBe(401);
  });

  it('refuses a plan that does not exist with a field error', async () => {
    const { b } = await signUp();
    const res = await b.call('POST', '/api/v1/billing/create-subscription', { plan: 'weekly' });
    expect(res.status).toBe(400);
    expect(problem(res).errors).toEqual([{ path: 'plan', message: 'Choose monthly or yearly' }]);
  });

  it('runs the whole journey: subscribe, change plan, cancel, reactivate, cancel, period ends, access gone', async () => {
    clock = new Date('2026-11-26T12:00:00.000Z');
    const { b, user } = await signUp();
    const created = await b.call('POST', '/api/create-subscription', { plan: 'monthly' });
    expect(created.status).toBe(200);
    const { clientSecret, subscriptionId } = created.body as { clientSecret: string; subscriptionId: string };
    expect(clientSecret).toMatch(/^sandbox_pi_[A-Za-z0-9_-]+_secret_[A-Za-z0-9_-]+$/);
    // Created but not paid: no access, and the account page shows no subscription yet.
    expect(await access(user)).toBe(false);
    expect(await accountSaysPremium(b)).toBe(false);
    expect(await details(b)).toMatchObject({ hasSubscription: false, fullAccess: false });

    // subscription-success is checked with the provider: someone else's payment intent is refused.
    const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';
    const forged = await b.call('POST', '/api/subscription-success', { paymentIntentId: 'sandbox_pi_forged', subscriptionId, plan: 'yearly' });
    expect(forged.status).toBe(404);
    expect(await access(user)).toBe(false);
    const success = await b.call('POST', '/api/subscription-success', { paymentIntentId, subscriptionId, plan: 'yearly' });
    expect(success.status).toBe(200);
    expect(success.body).toEqual({ success: true, message: 'Your subscription is now active. Enjoy unlimited calculations!' });
    expect(await access(user)).toBe(true);
    expect(await accountSaysPremium(b)).toBe(true);
    // The plan is the provider's (monthly), not the one the client claimed.
    expect(await details(b)).toEqual({
      hasSubscription: true,
      currentPlan: 'monthly',
      amount: 19.99,
      amountCents: 1999,
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-12-26T12:00:00.000Z',
      fullAccess: true,
      moneyBackUntil: '2026-12-03T12:00:00.000Z',
    });

    const again = await b.call('POST', '/api/create-subscription', { plan: 'yearly' });
    expect(again.status).toBe(409);
    expect(problem(again)).toMatchObject({ title: 'Already Premium', detail: 'You already have an active subscription!' });

    advance(2 * DAY);
    const changed = await b.call('POST', '/api/subscription/change-plan', { newPlan: 'yearly' });
    expect(changed.status).toBe(200);
    expect((changed.body as { message: string }).message).toBe(
      'Your plan is now Yearly ($149 a year). The difference is prorated on your next invoice.',
    );
    expect(await details(b)).toMatchObject({ currentPlan: 'yearly', amount: 149, interval: 'year', currentPeriodEnd: '2027-11-28T12:00:00.000Z' });
    expect((await b.call('POST', '/api/subscription/change-plan', { newPlan: 'yearly' })).status).toBe(409);

    const cancelled = await b.call('POST', '/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { message: string }).message).toBe('Your subscription will end on November 28, 2027. You keep Full Access until then.');
    expect(await details(b)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, fullAccess: true });
    expect(await access(user)).toBe(true);
    const changeWhileCancelling = await b.call('POST', '/api/subscription/change-plan', { newPlan: 'monthly' });
    expect(changeWhileCancelling.status).toBe(409);

    const reactivated = await b.call('POST', '/api/subscription/reactivate');
    expect(reactivated.status).toBe(200);
    expect(await details(b)).toMatchObject({ cancelAtPeriodEnd: false, fullAccess: true });

    expect((await b.call('POST', '/api/subscription/cancel')).status).toBe(200);
    // The clock passes the period end: the sandbox ends the subscription, access goes.
    clock = new Date('2027-11-28T12:00:00.001Z');
    expect(await access(user)).toBe(false);
    expect(await accountSaysPremium(b)).toBe(false);
    expect(await details(b)).toMatchObject({ hasSubscription: false, status: null, fullAccess: false });
    expect((await b.call('POST', '/api/subscription/reactivate')).status).toBe(404);
    expect((await b.call('POST', '/api/subscription/cancel')).status).toBe(404);
    // Subscribing again after the end is allowed.
    await subscribe(b, 'monthly');
    expect(await access(user)).toBe(true);
  });

  it('renews a subscription that is not cancelling when its period ends', async () => {
    clock = new Date('2026-01-31T09:00:00.000Z');
    const { b, user } = await signUp();
    await subscribe(b, 'monthly');
    expect((await details(b)).currentPeriodEnd).toBe('2026-02-28T09:00:00.000Z');
    clock = new Date('2026-03-01T00:00:00.000Z');
    expect(await details(b)).toMatchObject({ status: 'active', currentPeriodEnd: '2026-03-28T09:00:00.000Z', fullAccess: true });
    expect(await access(user)).toBe(true);
  });

  it('moves a subscription to its period end on request (the end-to-end clock): renews, or ends when cancelling', async () => {
    clock = new Date('2026-11-26T12:00:00.000Z');
    const { b, user } = await signUp();
    await subscribe(b, 'monthly');
    advance(DAY);
    const renewed = await b.call('POST', '/api/v1/billing/sandbox/subscription/end-period');
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ status: 'active', currentPeriodEnd: '2026-12-27T12:00:00.000Z', fullAccess: true });
    expect((await b.call('POST', '/api/subscription/cancel')).status).toBe(200);
    const ended = await b.call('POST', '/api/v1/billing/sandbox/subscription/end-period');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ hasSubscription: false, fullAccess: false });
    expect(await access(user)).toBe(false);
  });

  it('refunds in full and ends the subscription within the 7-day money-back guarantee, not after', async () => {
    clock = new Date('2026-11-26T12:00:00.000Z');
    const first = await signUp();
    await subscribe(first.b, 'yearly');
    advance(6 * DAY);
    const refunded = await first.b.call('POST', '/api/v1/billing/subscription/refund');
    expect(refunded.status).toBe(200);
    expect(refunded.body).toEqual({ success: true, message: 'We refunded $149 and ended your subscription.' });
    expect(await access(first.user)).toBe(false);
    expect(await details(first.b)).toMatchObject({ hasSubscription: false });

    const second = await signUp();
    await subscribe(second.b, 'monthly');
    advance(7 * DAY + 1000);
    const late = await second.b.call('POST', '/api/v1/billing/subscription/refund');
    expect(late.status).toBe(409);
    expect(problem(late).title).toBe('Refund period over');
    expect(await access(second.user)).toBe(true);
  });

  it('sells the $99 review at the server’s price, only with return URLs on our own origins', async () => {
    clock = new Date('2026-11-26T12:00:00.000Z');
    const { b, user } = await signUp();
    await subscribe(b, 'monthly');
    const good = { amount: 99, service: 'cdfa-review', successUrl: `${SITE}/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${SITE}/`, contact: CONTACT };

    const foreign = await b.call('POST', '/api/create-cdfa-checkout', { ...good, successUrl: 'https://evil.example/cdfa-review-success' });
    expect(foreign.status).toBe(400);
    expect(problem(foreign).errors?.map((e) => e.path)).toEqual(['successUrl']);
    const sneaky = await b.call('POST', '/api/create-cdfa-checkout', { ...good, cancelUrl: `https://securesplit.test@evil.example/` });
    expect(problem(sneaky).errors?.map((e) => e.path)).toEqual(['cancelUrl']);
    const script = await b.call('POST', '/api/create-cdfa-checkout', { ...good, cancelUrl: 'javascript:alert(1)' });
    expect(problem(script).errors?.map((e) => e.path)).toEqual(['cancelUrl']);
    const cheap = await b.call('POST', '/api/create-cdfa-checkout', { ...good, amount: 1 });
    expect(cheap.status).toBe(400);
    expect(problem(cheap).errors).toEqual([{ path: 'amount', message: 'The priority review costs $99; send 99 or leave amount out' }]);
    const otherService = await b.call('POST', '/api/create-cdfa-checkout', { ...good, service: 'clarity-package' });
    expect(problem(otherService).errors?.map((e) => e.path)).toEqual(['service']);

    const { amount: _omitted, ...withoutAmount } = good;
    const created = await b.call('POST', '/api/create-cdfa-checkout', withoutAmount);
    expect(created.status).toBe(200);
    const { sessionId, url } = created.body as { sessionId: string; url: string };
    expect(url).toBe(`${SITE}/sandbox-checkout?session_id=${sessionId}`);

    const before = await b.call('GET', `/api/v1/billing/cdfa-checkout/${sessionId}`);
    expect(before.body).toEqual({ paid: false, amountCents: 9900, service: 'cdfa-review' });
    const page = await b.call('GET', `/api/v1/billing/sandbox/checkout-sessions/${sessionId}`);
    expect(page.body).toEqual({
      sessionId,
      amountCents: 9900,
      service: 'cdfa-review',
      paid: false,
      successUrl: `${SITE}/cdfa-review-success?session_id=${sessionId}`,
      cancelUrl: `${SITE}/`,
    });
    const completed = await b.call('POST', `/api/v1/billing/sandbox/checkout-sessions/${sessionId}/complete`);
    expect(completed.body).toEqual({ paid: true, sessionId, successUrl: `${SITE}/cdfa-review-success?session_id=${sessionId}` });
    expect((await b.call('GET', `/api/v1/billing/cdfa-checkout/${sessionId}`)).body).toEqual({ paid: true, amountCents: 9900, service: 'cdfa-review' });
    const purchase = await app.store.reviewPurchases.findBySession('sandbox', sessionId);
    expect(purchase).toMatchObject({ userId: user.id, status: 'paid', amountCents: 9900, memberPriority: true });

    // Paying twice records one payment.
    await b.call('POST', `/api/v1/billing/sandbox/checkout-sessions/${sessionId}/complete`);
    expect((await app.store.reviewPurchases.listForUser(user.id)).length).toBe(1);

    const unknown = await b.call('GET', '/api/v1/billing/cdfa-checkout/sandbox_cs_nothing');
    expect(unknown.status).toBe(404);
    expect(problem(unknown).detail).toBe('We cannot find this payment.');
  });

  it('lets a signed-out visitor buy the review (no member priority)', async () => {
    const visitor = new Browser(app);
    const created = await visitor.call('POST', '/api/v1/billing/create-cdfa-checkout', {
      service: 'cdfa-review',
      successUrl: `${SITE}/cdfa-review-success`,
      cancelUrl: `${SITE}/`,
      contact: { name: 'Vic Visitor', email: 'vic@example.com', preferredTime: 'any' },
    });
    expect(created.status).toBe(200);
    const { sessionId } = created.body as { sessionId: string };
    await visitor.call('POST', `/api/v1/billing/sandbox/checkout-sessions/${sessionId}/complete`);
    expect(await app.store.reviewPurchases.findBySession('sandbox', sessionId)).toMatchObject({ userId: null, status: 'paid', memberPriority: false });
  });

  it('answers 404 on the Stripe webhook in the sandbox', async () => {
    const res = await send(app.url, 'POST', '/api/v1/billing/stripe-webhook', { body: '{}', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=x' } });
    expect(res.status).toBe(404);
  });

  it('refuses every billing write from another site with the session cookie (403), and changes nothing', async () => {
    clock = new Date('2026-11-26T12:00:00.000Z');
    const { b, user } = await signUp();
    const { subscriptionId, paymentIntentId } = await subscribe(b, 'monthly');
    const checkout = await b.call('POST', '/api/v1/billing/create-cdfa-checkout', { service: 'cdfa-review', successUrl: `${SITE}/s`, cancelUrl: `${SITE}/`, contact: CONTACT });
    const { sessionId } = checkout.body as { sessionId: string };
    const attacker = new Browser(app, EVIL);
    attacker.cookie = b.cookie;
    const writes: [string, unknown][] = [
      ['/api/v1/billing/create-subscription', { plan: 'yearly' }],
      ['/api/create-subscription', { plan: 'yearly' }],
      ['/api/v1/billing/subscription-success', { paymentIntentId, subscriptionId, plan: 'monthly' }],
      ['/api/subscription-success', { paymentIntentId, subscriptionId, plan: 'monthly' }],
      ['/api/v1/billing/subscription/cancel', undefined],
      ['/api/subscription/cancel', undefined],
      ['/api/v1/billing/subscription/reactivate', undefined],
      ['/api/subscription/reactivate', undefined],
      ['/api/v1/billing/subscription/change-plan', { newPlan: 'yearly' }],
      ['/api/subscription/change-plan', { newPlan: 'yearly' }],
      ['/api/v1/billing/subscription/refund', undefined],
      ['/api/v1/billing/create-cdfa-checkout', { service: 'cdfa-review', successUrl: `${SITE}/s`, cancelUrl: `${SITE}/`, contact: CONTACT }],
      ['/api/create-cdfa-checkout', { service: 'cdfa-review', successUrl: `${SITE}/s`, cancelUrl: `${SITE}/`, contact: CONTACT }],
      [`/api/v1/billing/sandbox/checkout-sessions/${sessionId}/complete`, undefined],
      ['/api/v1/billing/sandbox/subscription/end-period', undefined],
    ];
    for (const [path, json] of writes) {
      const res = await attacker.call('POST', path, json);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    expect(await details(b)).toMatchObject({ currentPlan: 'monthly', cancelAtPeriodEnd: false, status: 'active' });
    expect(await access(user)).toBe(true);
    expect(await app.store.reviewPurchases.findBySession('sandbox', sessionId)).toMatchObject({ status: 'open' });
    // Reads are not CORS-open to other sites either.
    const read = await attacker.call('GET', '/api/v1/billing/subscription');
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe.each(storeTargets().slice(0, 1))('billing sandbox controls off on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 404 to end-period unless BILLING_SANDBOX_CONTROLS or the test login is on', async () => {
    const b = new Browser(app);
    await b.call('POST', '/api/v1/auth/register', {
      email: `nocontrols.${Date.now()}@example.com`,
      password: 'a long passphrase here',
      firstName: 'No',
      lastName: 'Controls',
      username: `nocontrols_${Date.now() % 100000}`,
    });
    const res = await b.call('POST', '/api/v1/billing/sandbox/subscription/end-period');
    expect(res.status).toBe(404);
    expect(problem(res).detail).toBe('The sandbox controls are off on this server.');
  });
});
