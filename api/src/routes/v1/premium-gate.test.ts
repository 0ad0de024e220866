import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { signUp, TEST_SITE_ORIGIN, TestBrowser, verifyEmail } from '../../test-support/browser.js';
import { testMailbox } from '../../test-support/mailbox.js';
import { storeTargets } from '../../test-support/stores.js';

/** Server-side enforcement of the premium calculators: who may run them, and the free account's 2 a month. */

const CUSTODY_COSTS = {
  custodyArrangement: '50-50',
  numberOfChildren: 1,
  childAge1: 7,
  custodialHousingCost: 1_800,
  nonCustodialHousingCost: 1_600,
  daycareCost: 300,
  distanceBetweenHomes: 5,
  state: 'ohio',
  costYear: 2025,
};
const TAX_IMPACT = {
  annualIncome: 60_000,
  spouseIncome: 40_000,
  currentFilingStatus: 'married-joint',
  projectedFilingStatus: 'head-of-household',
  numberOfChildren: 2,
  childrenWithPrimaryParent: 2,
  divorceYear: 2024,
  state: 'texas',
};
const QDRO = {
  accountType: 'ira',
  currentBalance: 80_000,
  employeeAge: 50,
  spouseAge: 48,
  divisionMethod: 'percentage',
  divisionPercentage: 50,
  marriageDate: '2000-01-01',
  separationDate: '2024-01-01',
  annualContribution: 0,
  expectedGrowthRate: 7,
  state: 'texas',
  taxYear: 2024,
  valuationDate: '2025-01-01',
};
const PROPERTY_DIVISION = { primaryResidenceValue: 300_000, primaryResidenceMortgage: 100_000, state: 'ohio', taxYear: 2025 };

/** Every premium path with a valid body: the v1 path and the spec's path of each calculator. */
const PREMIUM_CALLS: Array<{ path: string; body: Record<string, unknown> }> = [
  { path: '/api/v1/calculators/property-division', body: PROPERTY_DIVISION },
  { path: '/api/calculate-property-division', body: PROPERTY_DIVISION },
  { path: '/api/v1/calculators/qdro', body: QDRO },
  { path: '/api/calculate-qdro', body: QDRO },
  { path: '/api/v1/calculators/tax-impact', body: TAX_IMPACT },
  { path: '/api/calculate-tax-impact', body: TAX_IMPACT },
  { path: '/api/v1/calculators/custody-costs', body: CUSTODY_COSTS },
  { path: '/api/calculate-custody-costs', body: CUSTODY_COSTS },
];

/** What a client might send hoping to be let in; the server must ignore all of it. */
const FORGED_FIELDS = {
  isPremium: true,
  premium: true,
  access: { kind: 'full', freeCalculationsRemaining: null },
  freeCalculationsRemaining: 99,
  userId: 1,
  role: 'admin',
};
const FORGED_HEADERS = {
  'X-Premium': 'true',
  'X-User-Id': '1',
  'X-Forwarded-User': 'admin',
  Authorization: 'Bearer premium',
  'X-Forwarded-For': '127.0.0.1',
};

const problem = (res: JsonResponse) => res.body as { title: string; status: number; detail: string; type: string; subscribeUrl?: string };
const access = (res: JsonResponse) => (res.body as { access: { kind: string; freeCalculationsRemaining: number | null } }).access;

describe.each(storeTargets())('premium gate on $name', (target) => {
  let app: TestServer;
  let clock = new Date('2026-11-20T12:00:00.000Z');
  const mailbox = testMailbox();

  beforeAll(async () => {
    // Behind a trusted proxy, so each member signs up from a network of its own: verification mails are
    // limited per client address, and this file signs up more people than one household would.
    app = await startTestApp(target, { now: () => clock, mailer: mailbox.mailer, config: { trustProxy: true } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  let members = 0;
  /** A new account on a network of its own; its email verified through the mailed link unless `unverified`. */
  async function member(options: { premium?: boolean; unverified?: boolean } = {}) {
    members += 1;
    const browser = new TestBrowser(app, TEST_SITE_ORIGIN, { 'X-Forwarded-For': `198.51.100.${members}` });
    const user = await signUp(browser);
    if (!options.unverified) await verifyEmail(app, mailbox, user.email);
    if (options.premium) await app.store.users.setPremium(user.id, true);
    return { browser, user };
  }
  const calculationsOf = async (userId: number) => (await app.store.calculations.listForUser(userId, 100)).length;

  it.each(PREMIUM_CALLS)('refuses $path signed out with 401, whatever the request claims', async ({ path, body }) => {
    for (const origin of [TEST_SITE_ORIGIN, null]) {
      const res = await new TestBrowser(app, origin).call('POST', path, body, FORGED_HEADERS);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(problem(res)).toMatchObject({ title: 'Authentication required', status: 401, detail: 'Please log in to continue.' });
      expect(res.body).not.toHaveProperty('netWorth');
      // Fields claiming access are not part of the request: refused by name before anything else.
      const claims = await new TestBrowser(app, origin).call('POST', path, { ...body, ...FORGED_FIELDS }, FORGED_HEADERS);
      expect(claims.status).toBe(400);
      expect((claims.body as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual(Object.keys(FORGED_FIELDS).sort());
    }
  });

  it('refuses the cookie of a session that has ended, and of a deleted account', async () => {
    const { browser } = await member({ premium: true });
    const ended = browser.cookie!;
    expect((await browser.call('POST', '/api/v1/auth/logout')).status).toBe(200);
    const replay = new TestBrowser(app);
    replay.cookie = ended;
    const afterLogout = await replay.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT, FORGED_HEADERS);
    expect(afterLogout.status).toBe(401);

    const deleted = await member({ premium: true });
    const cookie = deleted.browser.cookie!;
    expect((await deleted.browser.call('DELETE', '/api/v1/account')).status).toBe(200);
    const ghost = new TestBrowser(app);
    ghost.cookie = cookie;
    expect((await ghost.call('POST', '/api/calculate-tax-impact', TAX_IMPACT)).status).toBe(401);
    expect((await ghost.call('GET', '/api/v1/premium/access')).body).toMatchObject({ signedIn: false, kind: 'none' });
  });

  it.each(PREMIUM_CALLS)('refuses $path from another site with 403 even with a Full Access cookie', async ({ path, body }) => {
    const { browser, user } = await member({ premium: true });
    const evil = new TestBrowser(app, 'https://evil.example');
    evil.cookie = browser.cookie;
    const res = await evil.call('POST', path, body);
    expect(res.status).toBe(403);
    expect(problem(res).type).toBe('https://securesplit.app/problems/cross-site-request');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // A script without Origin carrying the cookie is refused the same way; a page of another subdomain too.
    const script = new TestBrowser(app, null);
    script.cookie = browser.cookie;
    expect((await script.call('POST', path, body)).status).toBe(403);
    const sameSite = new TestBrowser(app, 'https://blog.securesplit.test');
    sameSite.cookie = browser.cookie;
    expect((await sameSite.call('POST', path, body, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await evil.call('POST', `${path}/`, body)).status).toBe(403);
    expect(await calculationsOf(user.id)).toBe(0);
    // From our own site it runs.
    expect((await browser.call('POST', path, body)).status).toBe(200);
  });

  it('answers a CORS preflight for the premium paths only to our own site', async () => {
    const preflight = (origin: string) =>
      send(app.url, 'OPTIONS', '/api/v1/calculators/qdro', {
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const partner = await preflight('https://partner-blog.example');
    expect(partner.headers.get('access-control-allow-origin')).toBeNull();
    const site = await preflight(TEST_SITE_ORIGIN);
    expect(site.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('runs every premium calculator for Full Access and counts nothing', async () => {
    const { browser, user } = await member({ premium: true });
    for (let round = 0; round < 2; round += 1) {
      for (const { path, body } of PREMIUM_CALLS) {
        const res = await browser.call('POST', path, body);
        expect(res.status, `${path}: ${res.text}`).toBe(200);
        expect(access(res)).toEqual({ kind: 'full', freeCalculationsRemaining: null });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(await app.store.premiumUsage.used(user.id, clock)).toBe(0);
    expect(await calculationsOf(user.id)).toBe(PREMIUM_CALLS.length * 2);
    const status = await browser.call('GET', '/api/v1/premium/access');
    expect(status.body).toEqual({ signedIn: true, kind: 'full', freeCalculationsRemaining: null, freeCalculationsPerMonth: 2, emailVerificationRequired: false });
  });

  it('gives a free account 2 premium calculations a month, then 403 with the way to subscribe', async () => {
    const { browser, user } = await member();
    expect((await browser.call('GET', '/api/v1/premium/access')).body).toEqual({
      signedIn: true,
      kind: 'free',
      freeCalculationsRemaining: 2,
      freeCalculationsPerMonth: 2,
      emailVerificationRequired: false,
    });
    // Invalid input is answered 400 and takes nothing, however often.
    for (let i = 0; i < 3; i += 1) {
      const invalid = await browser.call('POST', '/api/v1/calculators/qdro', { ...QDRO, currentBalance: '', ...FORGED_FIELDS });
      expect(invalid.status).toBe(400);
    }
    expect(await app.store.premiumUsage.used(user.id, clock)).toBe(0);

    // A body claiming access is refused (400, unknown fields) and takes nothing either.
    expect((await browser.call('POST', '/api/v1/calculators/qdro', { ...QDRO, ...FORGED_FIELDS }, FORGED_HEADERS)).status).toBe(400);
    expect(await app.store.premiumUsage.used(user.id, clock)).toBe(0);
    const first = await browser.call('POST', '/api/v1/calculators/qdro', QDRO, FORGED_HEADERS);
    expect(first.status).toBe(200);
    expect(access(first)).toEqual({ kind: 'free', freeCalculationsRemaining: 1 });
    expect((await browser.call('GET', '/api/v1/premium/access')).body).toMatchObject({ kind: 'free', freeCalculationsRemaining: 1 });
    const second = await browser.call('POST', '/api/calculate-custody-costs', CUSTODY_COSTS);
    expect(second.status).toBe(200);
    expect(access(second)).toEqual({ kind: 'free', freeCalculationsRemaining: 0 });

    const third = await browser.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT, FORGED_HEADERS);
    expect(third.status).toBe(403);
    expect(third.headers.get('content-type')).toContain('application/problem+json');
    expect(third.headers.get('link')).toBe('</subscribe>; rel="payment"');
    expect(problem(third)).toMatchObject({
      type: 'https://securesplit.app/problems/premium-required',
      title: 'Full Access required',
      status: 403,
      subscribeUrl: '/subscribe',
      detail:
        'You have used your 2 free premium calculations for November 2026. Subscribe for Full Access to keep calculating, ' +
        'or come back on December 1, 2026.',
    });
    expect(third.body).not.toHaveProperty('taxDifference');
    // On the spec's path the payment link comes after the successor-version link.
    const alias = await browser.call('POST', '/api/calculate-property-division', PROPERTY_DIVISION);
    expect(alias.status).toBe(403);
    expect(alias.headers.get('link')).toBe('</api/v1/calculators/property-division>; rel="successor-version", </subscribe>; rel="payment"');
    // Invalid input still gets its field errors (400), not the 403.
    expect((await browser.call('POST', '/api/v1/calculators/qdro', {})).status).toBe(400);
    expect(await app.store.premiumUsage.used(user.id, clock)).toBe(2);
    expect(await calculationsOf(user.id)).toBe(2);
    expect((await browser.call('GET', '/api/v1/premium/access')).body).toMatchObject({ kind: 'free', freeCalculationsRemaining: 0 });

    // Full Access granted later lifts the limit at once; taken away, the used-up month stands.
    await app.store.users.setPremium(user.id, true);
    expect(access(await browser.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT))).toEqual({ kind: 'full', freeCalculationsRemaining: null });
    await app.store.users.setPremium(user.id, false);
    expect((await browser.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT)).status).toBe(403);
  });

  it('follows the subscription: active runs, cancelled runs until the period end, then the free allowance applies', async () => {
    const { browser, user } = await member();
    const periodEnd = new Date('2026-11-21T00:00:00.000Z'); // within the session's lifetime
    const subscription = {
      userId: user.id,
      provider: 'sandbox' as const,
      providerCustomerId: `cus_${user.id}`,
      providerSubscriptionId: `sub_${user.id}`,
      plan: 'monthly' as const,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd,
      stateAt: new Date('2026-11-05T00:00:00.000Z'),
    };
    await app.store.subscriptions.save(subscription);
    const active = await browser.call('POST', '/api/v1/calculators/qdro', QDRO);
    expect(access(active)).toEqual({ kind: 'full', freeCalculationsRemaining: null });
    await app.store.subscriptions.save({ ...subscription, cancelAtPeriodEnd: true, stateAt: new Date('2026-11-10T00:00:00.000Z') });
    const cancelling = await browser.call('POST', '/api/v1/calculators/qdro', QDRO);
    expect(access(cancelling)).toEqual({ kind: 'full', freeCalculationsRemaining: null });
    expect((await browser.call('GET', '/api/v1/premium/access')).body).toMatchObject({ kind: 'full' });

    clock = new Date('2026-11-21T00:00:01.000Z');
    const ended = await browser.call('POST', '/api/v1/calculators/qdro', QDRO);
    expect(access(ended)).toEqual({ kind: 'free', freeCalculationsRemaining: 1 });
    await app.store.subscriptions.save({ ...subscription, status: 'past_due', cancelAtPeriodEnd: false, stateAt: new Date('2026-11-21T00:00:02.000Z') });
    expect(access(await browser.call('POST', '/api/v1/calculators/qdro', QDRO))).toEqual({ kind: 'free', freeCalculationsRemaining: 0 });
    expect((await browser.call('POST', '/api/v1/calculators/qdro', QDRO)).status).toBe(403);
    clock = new Date('2026-11-20T12:00:00.000Z');
  });

  it('starts the free calculations again in the next calendar month (UTC)', async () => {
    clock = new Date('2026-11-30T23:59:59.000Z');
    const { browser, user } = await member();
    expect((await browser.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT)).status).toBe(200);
    expect((await browser.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT)).status).toBe(200);
    const refused = await browser.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT);
    expect(problem(refused).detail).toContain('for November 2026');
    expect(problem(refused).detail).toContain('come back on December 1, 2026');

    clock = new Date('2026-12-01T00:00:00.000Z');
    expect((await browser.call('GET', '/api/v1/premium/access')).body).toMatchObject({ kind: 'free', freeCalculationsRemaining: 2 });
    const december = await browser.call('POST', '/api/v1/calculators/tax-impact', TAX_IMPACT);
    expect(december.status).toBe(200);
    expect(access(december)).toEqual({ kind: 'free', freeCalculationsRemaining: 1 });
    expect(await app.store.premiumUsage.listForUser(user.id)).toMatchObject([
      { month: '2026-11', count: 2 },
      { month: '2026-12', count: 1 },
    ]);
    clock = new Date('2026-11-20T12:00:00.000Z');
  });

  it('lets only 2 of many simultaneous requests through for a free account', async () => {
    const { browser, user } = await member();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => browser.call('POST', PREMIUM_CALLS[i % PREMIUM_CALLS.length]!.path, PREMIUM_CALLS[i % PREMIUM_CALLS.length]!.body)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, ...Array<number>(10).fill(403)]);
    const remaining = answers.filter((res) => res.status === 200).map((res) => access(res).freeCalculationsRemaining).sort();
    expect(remaining).toEqual([0, 1]);
    expect(await app.store.premiumUsage.used(user.id, clock)).toBe(2);
    expect(await calculationsOf(user.id)).toBe(2);
  });

  it('keeps the free calculations locked until the email is verified; Full Access needs no verification', async () => {
    const { browser, user } = await member({ unverified: true });
    expect((await browser.call('GET', '/api/v1/premium/access')).body).toEqual({
      signedIn: true,
      kind: 'free',
      freeCalculationsRemaining: 2,
      freeCalculationsPerMonth: 2,
      emailVerificationRequired: true,
    });
    for (const { path, body } of [PREMIUM_CALLS[2]!, PREMIUM_CALLS[7]!]) {
      const refused = await browser.call('POST', path, body);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(problem(refused)).toMatchObject({
        type: 'https://securesplit.app/problems/email-verification-required',
        title: 'Email verification required',
        status: 403,
        detail: expect.stringContaining('Verify your email address'),
      });
      expect(refused.body).not.toHaveProperty('subscribeUrl');
    }
    // Nothing was calculated, stored or counted.
    expect(await app.store.premiumUsage.used(user.id, clock)).toBe(0);
    expect(await calculationsOf(user.id)).toBe(0);

    // Opening the mailed link (once) unlocks the month's two.
    const token = mailbox.tokenFor(user.email, '/verify-email');
    expect((await new TestBrowser(app).call('POST', '/api/v1/auth/verify-email', { token })).status).toBe(200);
    expect((await browser.call('GET', '/api/v1/auth/user')).body).toMatchObject({ emailVerified: true });
    const first = await browser.call('POST', '/api/v1/calculators/qdro', QDRO);
    expect(first.status).toBe(200);
    expect(access(first)).toEqual({ kind: 'free', freeCalculationsRemaining: 1 });
    expect((await browser.call('GET', '/api/v1/premium/access')).body).toMatchObject({ emailVerificationRequired: false, freeCalculationsRemaining: 1 });

    // Full Access (paid or granted) never asks.
    const full = await member({ unverified: true, premium: true });
    expect(access(await full.browser.call('POST', '/api/v1/calculators/qdro', QDRO))).toEqual({ kind: 'full', freeCalculationsRemaining: null });
    expect((await full.browser.call('GET', '/api/v1/premium/access')).body).toMatchObject({ kind: 'full', emailVerificationRequired: false });
  });

  it('takes at most the allowance in the store however many take at once', async () => {
    const { user } = await member();
    const taken = await Promise.all(Array.from({ length: 20 }, () => app.store.premiumUsage.take(user.id, clock, 2)));
    expect(taken.filter((count) => count !== undefined).sort()).toEqual([1, 2]);
    expect(await app.store.premiumUsage.used(user.id, clock)).toBe(2);
  });

  it('answers the access of a signed-out person, and only to our own site with credentials', async () => {
    const res = await new TestBrowser(app).call('GET', '/api/v1/premium/access');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signedIn: false, kind: 'none', freeCalculationsRemaining: null, freeCalculationsPerMonth: 2, emailVerificationRequired: false });
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { browser } = await member({ premium: true });
    const partner = new TestBrowser(app, 'https://partner-blog.example');
    partner.cookie = browser.cookie;
    const fromPartner = await partner.call('GET', '/api/v1/premium/access');
    expect(fromPartner.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromPartner.body).toMatchObject({ signedIn: false, kind: 'none' });
  });

  it('exports the free calculation counts with the account and deletes them with it', async () => {
    const { browser, user } = await member();
    await browser.call('POST', '/api/v1/calculators/custody-costs', CUSTODY_COSTS);
    const exported = await browser.call('GET', '/api/v1/account/export');
    expect((exported.body as { premiumUsage: unknown }).premiumUsage).toEqual([
      { month: '2026-11', count: 1, firstUsedAt: clock.toISOString(), lastUsedAt: clock.toISOString() },
    ]);
    expect((await browser.call('DELETE', '/api/v1/account')).status).toBe(200);
    expect(await app.store.premiumUsage.listForUser(user.id)).toEqual([]);
  });
});

describe.each(storeTargets())('premium calculators with the database stopped, on $name', (target) => {
  let app: TestServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    app = await startTestApp(target);
    browser = new TestBrowser(app);
    await signUp(browser);
    await app.store.close();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 with Retry-After: nothing calculated, nothing counted', async () => {
    const res = await send(app.url, 'POST', '/api/v1/calculators/tax-impact', {
      json: TAX_IMPACT,
      headers: { Origin: TEST_SITE_ORIGIN, Cookie: browser.cookie! },
      expectServerError: true,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toMatchObject({
      status: 503,
      title: 'Service unavailable',
      detail: 'We cannot check your access right now, so nothing was calculated or counted. Please try again shortly.',
      retryAfter: 5,
    });
    const status = await send(app.url, 'GET', '/api/v1/premium/access', {
      headers: { Origin: TEST_SITE_ORIGIN, Cookie: browser.cookie! },
      expectServerError: true,
    });
    expect(status.status).toBe(503);
  });
});
