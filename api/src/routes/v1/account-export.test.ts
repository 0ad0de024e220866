import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser, verifyEmail } from '../../test-support/browser.js';
import { NEW_YORK_CHILD_SUPPORT } from '../../test-support/child-support-case.js';
import { testMailbox } from '../../test-support/mailbox.js';
import { storeTargets } from '../../test-support/stores.js';

/**
 * Where each table's rows appear in the account export. Every table that holds a person's rows (found
 * by the catalogue scan `holdings`, which reads no list of ours) must have its place here.
 */
const EXPORT_SECTION: Record<string, string> = {
  users: 'user',
  sessions: 'sessions',
  calculations: 'calculations',
  scenarios: 'scenarios',
  shares: 'shares',
  leads: 'leads',
  support_tickets: 'supportTickets',
  data_deletion_requests: 'dataDeletionRequests',
  subscriptions: 'subscription',
  review_purchases: 'reviewPurchases',
  premium_usage: 'premiumUsage',
  mail_outbox: 'mail',
  password_resets: 'links',
  email_verifications: 'links',
  login_attempts: 'logInAttempts',
  idempotency_keys: 'storedAnswers',
  billing_customers: 'paymentCustomers',
};

const entries = (section: unknown) => (Array.isArray(section) ? section.length : section ? 1 : 0);

describe.each(storeTargets())('the account export and account deletion read one list ($name)', (target) => {
  let app: TestServer;
  const mailbox = testMailbox();
  beforeAll(async () => {
    app = await startTestApp(target, { mailer: mailbox.mailer });
  });
  afterAll(async () => {
    await app.close();
  });

  it('exports every row deletion erases as the person’s: the calculation sent with their lead, their mail, their log-in attempts', async () => {
    const member = new TestBrowser(app);
    const { id, email } = await signUp(member);
    await verifyEmail(app, mailbox, email);
    // Before signing in anywhere, the person calculated and sent the result with a consultation request.
    const visitor = new TestBrowser(app);
    const calculation = await visitor.call('POST', '/api/v1/calculators/child-support', NEW_YORK_CHILD_SUPPORT);
    const calculationId = (calculation.body as { id: number }).id;
    expect(calculationId).toBeGreaterThan(0);
    const lead = await visitor.call('POST', '/api/v1/leads', {
      firstName: 'Jordan',
      lastName: 'Rivera',
      email,
      leadType: 'free-consultation',
      calculationId,
    }, { 'Idempotency-Key': `lead-${id}` });
    expect(lead.status, lead.text).toBe(201);
    // A priority review bought signed out, with the address as its contact.
    await app.store.reviewPurchases.create({
      provider: 'sandbox',
      sessionId: `review-${id}`,
      userId: null,
      service: 'priority-review',
      amountCents: 9900,
      currency: 'usd',
      contact: { name: 'Jordan Rivera', email, phone: null, preferredTime: 'weekday-morning', timeZone: null },
    });
    // Mail to the address waiting in the outbox (as without SMTP_URL), and two wrong passwords tried on it.
    await app.store.mailOutbox.add({ recipient: email, subject: 'We received your consultation request', body: 'Hello' });
    for (const attempt of [1, 2]) {
      const wrong = await new TestBrowser(app).call('POST', '/api/v1/auth/login', { email, password: `wrong password ${attempt}` });
      expect(wrong.status).toBe(401);
    }

    // A scenario kept on the account (issue 31 §3).
    const scenario = await member.call('POST', '/api/v1/account/scenarios', { name: 'My offer', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT });
    expect(scenario.status, scenario.text).toBe(201);

    // A share link to that scenario (issue 32 §1).
    const shared = await member.call('POST', '/api/v1/account/shares', { scenarioIds: [(scenario.body as { id: number }).id] });
    expect(shared.status, shared.text).toBe(201);

    const exported = await member.call('GET', '/api/v1/account/export');
    expect(exported.status, exported.text).toBe(200);
    const data = exported.body as Record<string, unknown>;
    expect((data.calculations as { id: number }[]).map((c) => c.id)).toContain(calculationId);
    expect(data.scenarios).toEqual([expect.objectContaining({ name: 'My offer', calculator: 'child-support', input: expect.objectContaining({ state: NEW_YORK_CHILD_SUPPORT.state }) })]);
    expect(data.mail).toContainEqual(expect.objectContaining({ subject: 'We received your consultation request' }));
    const attempts = data.logInAttempts as { kind: string }[];
    expect(attempts.filter((attempt) => attempt.kind === 'account')).toHaveLength(2);
    // The verification mail sent at sign-up is throttled per address too.
    expect(attempts.map((attempt) => attempt.kind)).toContain('verification-mail');
    expect(data.storedAnswers).toEqual([expect.objectContaining({ scope: '/api/v1/leads' })]);
    expect(data.reviewPurchases).toEqual([expect.objectContaining({ contactEmail: email, amountCents: 9900 })]);
    // Every table the catalogue finds holding their address or account id has its rows in the export.
    const held = await app.store.accountData.holdings(email, id);
    expect(Object.keys(held).length).toBeGreaterThanOrEqual(5);
    for (const [table, rows] of Object.entries(held)) {
      const section = EXPORT_SECTION[table];
      expect(section, `${table} has a place in the export`).toBeDefined();
      if (table === 'password_resets' || table === 'email_verifications') continue; // both in `links`
      expect(entries(data[section!]), `${table} rows in ${section}`).toBe(rows);
    }

    const deleted = await member.call('DELETE', '/api/v1/account');
    expect(deleted.status, deleted.text).toBe(200);
    expect(await app.store.accountData.holdings(email, id)).toEqual({});
    expect(await app.store.calculations.findById(calculationId)).toBeUndefined();
  });
});
