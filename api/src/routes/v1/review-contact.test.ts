import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenDigest } from '../../auth/admin.js';
import { send, startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

/**
 * Issue 33 §5: the $99 priority review asks who to contact before checkout, keeps it with the order,
 * and shows it in the analysts' queue; a person's deletion erases it and keeps the payment record.
 */

const SITE = 'https://securesplit.test';
const ADMIN_TOKEN = 'review-queue-admin-token-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;

class Browser {
  cookie: string | undefined;
  constructor(private readonly app: TestServer) {}
  async call(method: string, path: string, json?: unknown, extra: Record<string, string> = {}): Promise<JsonResponse> {
    const headers: Record<string, string> = { Origin: SITE, ...extra };
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

const problem = (res: JsonResponse) => res.body as { status: number; errors?: { path: string; message: string }[] };
const checkoutBody = (contact: unknown) => ({ service: 'cdfa-review', successUrl: `${SITE}/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${SITE}/`, contact });

interface QueueEntry {
  id: number;
  paidAt: string;
  contactBy: string;
  memberPriority: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  preferredTime: string | null;
  preferredTimeLabel: string | null;
  timeZone: string | null;
}

let people = 0;

describe.each(storeTargets())('the priority review’s contact details on $name', (target) => {
  let app: TestServer;
  let clock = new Date('2026-12-01T15:00:00.000Z');

  beforeAll(async () => {
    app = await startTestApp(target, {
      now: () => clock,
      config: { billingSandboxControls: true, auth: { adminTokenDigest: adminTokenDigest(ADMIN_TOKEN), sessionIdleMs: 30 * DAY, sessionAbsoluteMs: 30 * DAY } },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  async function signUp() {
    people += 1;
    const b = new Browser(app);
    const email = `buyer${people}.${Date.now()}@example.com`;
    const res = await b.call('POST', '/api/v1/auth/register', {
      email,
      password: `a long passphrase ${people}`,
      firstName: 'Morgan',
      lastName: 'Buyer',
      username: `buyer${people}_${Date.now() % 100000}`,
    });
    expect(res.status, res.text).toBe(201);
    return { b, email, id: (res.body as { id: number }).id };
  }

  /** Buys and pays the review in the sandbox; returns its session id. */
  async function buyReview(b: Browser, contact: unknown): Promise<string> {
    const created = await b.call('POST', '/api/v1/billing/create-cdfa-checkout', checkoutBody(contact));
    expect(created.status, created.text).toBe(200);
    const { sessionId } = created.body as { sessionId: string };
    expect((await b.call('POST', `/api/v1/billing/sandbox/checkout-sessions/${sessionId}/complete`)).status).toBe(200);
    return sessionId;
  }

  async function queue(): Promise<QueueEntry[]> {
    const res = await new Browser(app).call('GET', '/api/v1/admin/review-queue', undefined, { Authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return (res.body as { reviews: QueueEntry[] }).reviews;
  }

  it('refuses a checkout without what the analyst needs, field by field (400 problem, nothing created)', async () => {
    const visitor = new Browser(app);
    const missing = await visitor.call('POST', '/api/v1/billing/create-cdfa-checkout', { service: 'cdfa-review', successUrl: `${SITE}/s`, cancelUrl: `${SITE}/` });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(problem(missing).errors?.map((e) => e.path)).toEqual(['contact']);

    const blank = await visitor.call('POST', '/api/v1/billing/create-cdfa-checkout', checkoutBody({ name: '  ', email: 'not-an-address', phone: '12', preferredTime: 'midnight', timeZone: 'Mars Olympus!' }));
    expect(blank.status).toBe(400);
    expect(Object.fromEntries((problem(blank).errors ?? []).map((e) => [e.path, e.message]))).toEqual({
      'contact.name': 'Please enter your name.',
      'contact.email': 'Please enter a valid email address.',
      'contact.phone': 'Enter a phone number of 7 to 15 digits (spaces, dashes, brackets and a leading + are fine)',
      'contact.preferredTime': 'preferredTime must be one of weekday-morning, weekday-afternoon, weekday-evening, weekend, any',
      'contact.timeZone': 'timeZone must be a time zone name such as America/Chicago',
    });
    const letters = await visitor.call('POST', '/api/v1/billing/create-cdfa-checkout', checkoutBody({ name: 'Al', email: 'al@example.com', phone: 'call me maybe', preferredTime: 'any' }));
    expect(problem(letters).errors?.map((e) => e.path)).toEqual(['contact.phone']);
    const tooLong = await visitor.call('POST', '/api/v1/billing/create-cdfa-checkout', checkoutBody({ name: 'x'.repeat(201), email: 'al@example.com', preferredTime: 'any' }));
    expect(problem(tooLong).errors?.map((e) => e.path)).toEqual(['contact.name']);
  });

  it('keeps the details with the order (trimmed, address in lower case, blank phone as none), signed out too', async () => {
    const visitor = new Browser(app);
    const sessionId = await buyReview(visitor, { name: '  Vic Visitor ', email: ' Vic.Visitor@Example.COM ', phone: '   ', preferredTime: 'weekend', timeZone: 'Europe/London' });
    expect(await app.store.reviewPurchases.findBySession('sandbox', sessionId)).toMatchObject({
      status: 'paid',
      userId: null,
      memberPriority: false,
      contactName: 'Vic Visitor',
      contactEmail: 'vic.visitor@example.com',
      contactPhone: null,
      preferredTime: 'weekend',
      timeZone: 'Europe/London',
    });
  });

  it("shows the analysts' queue: paid reviews only, members first, then oldest, with the contact and the 72-hour deadline", async () => {
    const early = await signUp();
    clock = new Date('2026-12-02T09:00:00.000Z');
    await buyReview(early.b, { name: 'Early Free', email: early.email, preferredTime: 'weekday-morning', timeZone: 'America/New_York' });

    // A member who pays later is booked first.
    const member = await signUp();
    const sub = await member.b.call('POST', '/api/v1/billing/create-subscription', { plan: 'monthly' });
    const { subscriptionId, clientSecret } = sub.body as { subscriptionId: string; clientSecret: string };
    const paid = await member.b.call('POST', '/api/v1/billing/subscription-success', { subscriptionId, paymentIntentId: clientSecret.split('_secret_')[0], plan: 'monthly' });
    expect(paid.status, paid.text).toBe(200);
    clock = new Date('2026-12-02T10:30:00.000Z');
    await buyReview(member.b, { name: 'Mia Member', email: member.email, phone: '+1 (555) 010-2030', preferredTime: 'weekday-evening', timeZone: 'America/Chicago' });

    // Opened but never paid: not in the queue.
    const unpaid = await early.b.call('POST', '/api/v1/billing/create-cdfa-checkout', checkoutBody({ name: 'Never Paid', email: 'never@example.com', preferredTime: 'any' }));
    expect(unpaid.status).toBe(200);

    const reviews = await queue();
    expect(reviews.map((r) => r.name)).not.toContain('Never Paid');
    const ours = reviews.filter((r) => r.name === 'Mia Member' || r.name === 'Early Free');
    expect(ours).toEqual([
      {
        id: expect.any(Number),
        paidAt: '2026-12-02T10:30:00.000Z',
        contactBy: '2026-12-05T10:30:00.000Z',
        memberPriority: true,
        amountCents: 9900,
        name: 'Mia Member',
        email: member.email,
        phone: '+1 (555) 010-2030',
        preferredTime: 'weekday-evening',
        preferredTimeLabel: 'Weekday evenings (5–8 pm)',
        timeZone: 'America/Chicago',
        // Nothing shared with the analyst without the buyer's consent (issue 32 §2).
        handOff: null,
      },
      {
        id: expect.any(Number),
        paidAt: '2026-12-02T09:00:00.000Z',
        contactBy: '2026-12-05T09:00:00.000Z',
        memberPriority: false,
        amountCents: 9900,
        name: 'Early Free',
        email: early.email,
        phone: null,
        preferredTime: 'weekday-morning',
        preferredTimeLabel: 'Weekday mornings (9 am–12 pm)',
        timeZone: 'America/New_York',
        // Nothing shared with the analyst without the buyer's consent (issue 32 §2).
        handOff: null,
      },
    ]);
    // Members first: every member's review comes before every other one.
    const firstOther = reviews.findIndex((r) => !r.memberPriority);
    expect(reviews.slice(firstOther).every((r) => !r.memberPriority)).toBe(true);
  });

  it('erases the contact details with the account and keeps the payment record', async () => {
    const buyer = await signUp();
    const sessionId = await buyReview(buyer.b, { name: 'Del Etable', email: buyer.email, phone: '555 010 9999', preferredTime: 'any' });
    // The person's own export includes what they gave.
    const exported = await buyer.b.call('GET', '/api/v1/account/export');
    expect(exported.status).toBe(200);
    expect((exported.body as { reviewPurchases: unknown[] }).reviewPurchases).toEqual([
      expect.objectContaining({ contactName: 'Del Etable', contactPhone: '555 010 9999', preferredTime: 'any' }),
    ]);
    const deleted = await buyer.b.call('DELETE', '/api/v1/account');
    expect(deleted.status, deleted.text).toBe(200);
    expect(await app.store.reviewPurchases.findBySession('sandbox', sessionId)).toMatchObject({
      status: 'paid',
      amountCents: 9900,
      userId: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      preferredTime: null,
      timeZone: null,
    });
    expect((await queue()).some((r) => r.name === 'Del Etable')).toBe(false);
  });
});
