import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenDigest } from '../../auth/admin.js';
import { send, startTestApp, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser, TEST_SITE_ORIGIN } from '../../test-support/browser.js';
import { NEW_YORK_CHILD_SUPPORT } from '../../test-support/child-support-case.js';
import { storeTargets } from '../../test-support/stores.js';

/** Issue 32 §2: the $99 review hands chosen calculations to the analyst only with the buyer's recorded consent. */

const ADMIN_TOKEN = 'hand-off-admin-token-0123456789abcdefghij';
const CONTACT = { name: 'Jordan Rivera', email: 'jordan.handoff@example.com', phone: '+1 555 010 2030', preferredTime: 'weekday-evening', timeZone: 'America/Chicago' };
const checkout = (extra: Record<string, unknown> = {}) => ({
  service: 'cdfa-review',
  successUrl: `${TEST_SITE_ORIGIN}/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${TEST_SITE_ORIGIN}/`,
  contact: CONTACT,
  ...extra,
});

interface QueueEntry {
  id: number;
  name: string | null;
  preferredTimeLabel: string | null;
  handOff: {
    consentedAt: string;
    calculations: { id: number; type: string; title: string; blocks: { kind: string }[] }[];
    scenarios: { id: number; name: string; title: string; blocks: { kind: string }[] }[];
  } | null;
}

describe.each(storeTargets())('the review hand-off on $name', (target) => {
  let app: TestServer;
  const clock = new Date('2026-12-07T12:00:00.000Z');
  beforeAll(async () => {
    app = await startTestApp(target, { now: () => clock, config: { billingSandboxControls: true, auth: { adminTokenDigest: adminTokenDigest(ADMIN_TOKEN) } } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  async function buy(buyer: TestBrowser, body: unknown): Promise<string> {
    const created = await buyer.call('POST', '/api/v1/billing/create-cdfa-checkout', body);
    expect(created.status, created.text).toBe(200);
    const { sessionId } = created.body as { sessionId: string };
    expect((await buyer.call('POST', `/api/v1/billing/sandbox/checkout-sessions/${sessionId}/complete`)).status).toBe(200);
    return sessionId;
  }

  async function queueEntryOf(sessionId: string): Promise<QueueEntry> {
    const purchase = await app.store.reviewPurchases.findBySession('sandbox', sessionId);
    const res = await send(app.url, 'GET', '/api/v1/admin/review-queue', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status, res.text).toBe(200);
    const entry = (res.body as { reviews: QueueEntry[] }).reviews.find((review) => review.id === purchase!.id);
    expect(entry).toBeDefined();
    return entry!;
  }

  it('shows the chosen calculations, read-only, with the contact details and time, when the buyer consented', async () => {
    const buyer = new TestBrowser(app);
    await signUp(buyer);
    const made = await buyer.call('POST', '/api/v1/calculators/child-support', NEW_YORK_CHILD_SUPPORT);
    const calculationId = (made.body as { id: number }).id;
    const scenario = await buyer.call('POST', '/api/v1/account/scenarios', { name: 'Their offer', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT });
    const scenarioId = (scenario.body as { id: number }).id;
    const sessionId = await buy(buyer, checkout({ handOff: { consent: true, calculationIds: [calculationId], scenarioIds: [scenarioId] } }));

    const purchase = await app.store.reviewPurchases.findBySession('sandbox', sessionId);
    expect(purchase?.handOffConsentedAt?.toISOString()).toBe(clock.toISOString());
    const entry = await queueEntryOf(sessionId);
    expect(entry).toMatchObject({ name: 'Jordan Rivera', preferredTimeLabel: 'Weekday evenings (5–8 pm)' });
    expect(entry.handOff?.consentedAt).toBe(clock.toISOString());
    expect(entry.handOff?.calculations).toEqual([expect.objectContaining({ id: calculationId, type: 'child-support', title: expect.stringContaining('New York') })]);
    expect(entry.handOff!.calculations[0]!.blocks.length).toBeGreaterThan(3);
    expect(entry.handOff?.scenarios).toEqual([expect.objectContaining({ id: scenarioId, name: 'Their offer' })]);
    expect(entry.handOff!.scenarios[0]!.blocks.length).toBeGreaterThan(3);
  });

  it('shows nothing without consent, even to a signed-in buyer with calculations', async () => {
    const buyer = new TestBrowser(app);
    await signUp(buyer);
    await buyer.call('POST', '/api/v1/calculators/child-support', NEW_YORK_CHILD_SUPPORT);
    const sessionId = await buy(buyer, checkout());
    expect((await app.store.reviewPurchases.findBySession('sandbox', sessionId))?.handOffConsentedAt).toBeNull();
    expect((await queueEntryOf(sessionId)).handOff).toBeNull();
  });

  it('refuses a hand-off without consent, signed out, or of another account’s calculation', async () => {
    const buyer = new TestBrowser(app);
    await signUp(buyer);
    const mine = (await buyer.call('POST', '/api/v1/calculators/child-support', NEW_YORK_CHILD_SUPPORT)).body as { id: number };
    const noConsent = await buyer.call('POST', '/api/v1/billing/create-cdfa-checkout', checkout({ handOff: { consent: false, calculationIds: [mine.id] } }));
    expect(noConsent.status).toBe(400);
    expect((noConsent.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['handOff.consent']);

    const signedOut = await new TestBrowser(app).call('POST', '/api/v1/billing/create-cdfa-checkout', checkout({ handOff: { consent: true, calculationIds: [mine.id] } }));
    expect(signedOut.status).toBe(400);
    expect((signedOut.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['handOff']);

    const other = new TestBrowser(app);
    await signUp(other);
    const foreign = await other.call('POST', '/api/v1/billing/create-cdfa-checkout', checkout({ handOff: { consent: true, calculationIds: [mine.id] } }));
    expect(foreign.status).toBe(400);
    expect((foreign.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['handOff.calculationIds.0']);
  });
});
