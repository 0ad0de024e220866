import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { EMAIL_VERIFICATION } from '../../auth/email-verification.js';
import { TestBrowser } from '../../test-support/browser.js';
import { MAIL_AFTER_ANSWER_WAIT, testMailbox } from '../../test-support/mailbox.js';
import { storeTargets } from '../../test-support/stores.js';

/**
 * Issue 25 §2: anyone can sign up with anyone's email (in any case). Until the owner opens the link mailed
 * to it, the account reaches only what it made itself: not the leads, tickets and deletion requests stored
 * under that address before, in its export or through its deletion.
 */

const problem = (res: JsonResponse) => res.body as { type: string; status: number; detail: string; errors?: { path: string; message: string }[] };

let counter = 0;
function newPerson(email?: string) {
  counter += 1;
  const stamp = `${counter}${Date.now() % 1_000_000}`;
  return {
    email: email ?? `owner${stamp}@example.com`,
    password: `a long passphrase ${stamp}`,
    firstName: 'Sam',
    lastName: 'Taylor',
    username: `owner${stamp}`,
  };
}

describe.each(storeTargets())('email verification on $name', (target) => {
  let app: TestServer;
  let clock = new Date('2026-11-21T09:00:00.000Z');
  const mailbox = testMailbox();
  const verifyLink = (email: string) => mailbox.tokenFor(email, '/verify-email');
  const openLink = (token: string) => new TestBrowser(app).call('POST', '/api/v1/auth/verify-email', { token });

  beforeAll(async () => {
    app = await startTestApp(target, { now: () => clock, mailer: mailbox.mailer });
  });
  afterAll(async () => {
    await app.close();
  });

  /** What the victim left before anyone signed up with their address: a lead with a phone number and a ticket. */
  async function victimLeavesData(email: string) {
    const visitor = new TestBrowser(app);
    const lead = await visitor.call('POST', '/api/v1/leads', { firstName: 'Vic', lastName: 'Tim', email, phone: '555-0142', leadType: 'free-consultation' });
    expect(lead.status, lead.text).toBe(201);
    const ticket = await visitor.call('POST', '/api/v1/support-tickets', { name: 'Vic', email, subject: 'Support', message: 'my ex earns 9000/month' });
    expect(ticket.status, ticket.text).toBe(201);
    return { leadId: (lead.body as { id: number }).id, ticketId: (ticket.body as { id: number }).id };
  }

  it('keeps what was stored under the address out of an unverified account’s export and deletion', async () => {
    const victim = `victim${Date.now()}@example.com`;
    const { leadId, ticketId } = await victimLeavesData(victim);

    const attacker = new TestBrowser(app);
    const registered = await attacker.call('POST', '/api/v1/auth/register', newPerson(victim.toUpperCase()));
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email: victim, emailVerified: false });

    const exported = await attacker.call('GET', '/api/v1/account/export');
    expect(exported.status).toBe(200);
    const data = exported.body as { leads: unknown[]; supportTickets: unknown[]; dataDeletionRequests: unknown[] };
    expect(data.leads).toEqual([]);
    expect(data.supportTickets).toEqual([]);
    expect(exported.text).not.toContain('555-0142');
    expect(exported.text).not.toContain('9000/month');

    expect((await attacker.call('DELETE', '/api/v1/account')).status).toBe(200);
    expect(await app.store.users.findByEmail(victim)).toBeUndefined();
    // The victim's rows stay, found by the address in any case.
    const left = await app.store.accountData.holdings(victim);
    expect(left).toMatchObject({ leads: 1, support_tickets: 1 });
    const stillThere = await app.store.accountData.export({ id: -1, email: victim.toUpperCase(), emailVerified: true });
    expect(stillThere.leads).toEqual([expect.objectContaining({ id: leadId, phone: '555-0142' })]);
    expect(stillThere.supportTickets).toEqual([expect.objectContaining({ id: ticketId, message: 'my ex earns 9000/month' })]);
  });

  it('verifies the address with the mailed link, once; then the account reaches what was sent under it before', async () => {
    const email = `proved${Date.now()}@example.com`;
    await victimLeavesData(email);
    const owner = new TestBrowser(app);
    const person = newPerson(` ${email.toUpperCase()} `);
    expect((await owner.call('POST', '/api/v1/auth/register', person)).status).toBe(201);
    const mailed = mailbox.messages.filter((m) => m.to === email && /verify-email/.test(m.text));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.subject).toBe('Verify your SecureSplit email address');
    expect(mailed[0]!.text).toContain(`https://securesplit.test/verify-email?token=`);
    // Only a digest is stored.
    const token = verifyLink(email);
    expect(await app.store.accountData.holdings(token)).toEqual({});

    const verified = await openLink(token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: 'Your email address is verified.' });
    expect((await owner.call('GET', '/api/v1/auth/user')).body).toMatchObject({ email, emailVerified: true });

    // One click: the same link again is refused with a clear message.
    const again = await openLink(token);
    expect(again.status).toBe(400);
    expect(problem(again).errors).toEqual([{ path: 'token', message: 'This verification link has already been used or has expired' }]);

    const data = (await owner.call('GET', '/api/v1/account/export')).body as { leads: { phone: string }[]; supportTickets: unknown[] };
    expect(data.leads).toEqual([expect.objectContaining({ phone: '555-0142' })]);
    expect(data.supportTickets).toHaveLength(1);
    expect((await owner.call('DELETE', '/api/v1/account')).status).toBe(200);
    expect(await app.store.accountData.holdings(email)).toEqual({});
  });

  it('refuses a link after 24 hours; a new one sent from the account works', async () => {
    const owner = new TestBrowser(app);
    const person = newPerson();
    expect((await owner.call('POST', '/api/v1/auth/register', person)).status).toBe(201);
    const first = verifyLink(person.email);
    const start = clock;
    clock = new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1);
    try {
      const late = await openLink(first);
      expect(late.status).toBe(400);
      expect(problem(late).detail).toBe('This verification link has already been used or has expired.');
      // A day later the session has idled out too: the owner signs in again, still unverified.
      const login = await owner.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password });
      expect(login.body).toMatchObject({ emailVerified: false });

      const resent = await owner.call('POST', '/api/v1/account/email-verification');
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual({ success: true, message: `We have sent a new verification link to ${person.email}.` });
      const second = verifyLink(person.email);
      expect(second).not.toBe(first);
      expect((await openLink(second)).status).toBe(200);
      expect((await owner.call('GET', '/api/v1/auth/user')).body).toMatchObject({ emailVerified: true });
      // Verified: asking again mails nothing.
      const sent = mailbox.messages.length;
      expect((await owner.call('POST', '/api/v1/account/email-verification')).body).toEqual({ success: true, message: 'Your email address is verified.' });
      expect(mailbox.messages.length).toBe(sent);
    } finally {
      clock = start;
    }
  });

  it('keeps a link as long as EMAIL_VERIFICATION_HOURS says, and the mail says how long', async () => {
    const short = await startTestApp(target, { now: () => clock, mailer: mailbox.mailer, config: { auth: { emailVerificationTtlMs: 2 * 3_600_000 } } });
    try {
      const person = newPerson();
      expect((await new TestBrowser(short).call('POST', '/api/v1/auth/register', person)).status).toBe(201);
      const mail = mailbox.messages.filter((m) => m.to === person.email).at(-1)!;
      expect(mail.text).toContain('within 2 hours; it works once');
      const token = mailbox.tokenFor(person.email, '/verify-email');
      const start = clock;
      clock = new Date(start.getTime() + 2 * 3_600_000 + 1);
      try {
        expect((await new TestBrowser(short).call('POST', '/api/v1/auth/verify-email', { token })).status).toBe(400);
      } finally {
        clock = start;
      }
    } finally {
      await short.close();
    }
  });

  it('takes a used password reset link as proof of the address: the impostor is out, the owner verified', async () => {
    const victim = `reset.owner${Date.now()}@example.com`;
    await victimLeavesData(victim);
    const impostor = new TestBrowser(app);
    const person = newPerson(victim.toUpperCase());
    expect((await impostor.call('POST', '/api/v1/auth/register', person)).status).toBe(201);
    // The real owner asks for a reset of "their" account and opens the link in their mailbox.
    expect((await new TestBrowser(app).call('POST', '/api/v1/auth/password-reset', { email: victim })).status).toBe(200);
    await vi.waitFor(() => mailbox.tokenFor(victim, '/reset-password'), MAIL_AFTER_ANSWER_WAIT);
    const reset = await new TestBrowser(app).call('POST', '/api/v1/auth/password-reset/confirm', {
      token: mailbox.tokenFor(victim, '/reset-password'),
      password: 'the owner takes it back',
    });
    expect(reset.status).toBe(200);
    expect((await impostor.call('GET', '/api/v1/auth/user')).status).toBe(401);
    const owner = new TestBrowser(app);
    const login = await owner.call('POST', '/api/v1/auth/login', { email: victim, password: 'the owner takes it back' });
    expect(login.body).toMatchObject({ email: victim, emailVerified: true });
    const data = (await owner.call('GET', '/api/v1/account/export')).body as { leads: { phone: string }[] };
    expect(data.leads).toEqual([expect.objectContaining({ phone: '555-0142' })]);
  });

  it('sends at most 3 verification mails per address an hour, sign-up included, and says so', async () => {
    const owner = new TestBrowser(app);
    const person = newPerson();
    expect((await owner.call('POST', '/api/v1/auth/register', person)).status).toBe(201);
    expect((await owner.call('POST', '/api/v1/account/email-verification')).status).toBe(200);
    expect((await owner.call('POST', '/api/v1/account/email-verification')).status).toBe(200);
    const refused = await owner.call('POST', '/api/v1/account/email-verification');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(problem(refused).detail).toContain('We have sent 3 verification emails to this address in the last hour');
    expect(mailbox.messages.filter((m) => m.to === person.email)).toHaveLength(3);
    // The signed-out endpoint needs a session.
    expect((await new TestBrowser(app).call('POST', '/api/v1/account/email-verification')).status).toBe(401);
    const start = clock;
    clock = new Date(start.getTime() + 60 * 60 * 1000 + 1);
    try {
      expect((await owner.call('POST', '/api/v1/account/email-verification')).status).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('says when no verification mail was sent: a busy network’s sign-ups, then the address’s and the network’s resend limits', async () => {
    // An hour of its own, so the other tests' sign-ups from this client address are out of the window.
    const start = clock;
    clock = new Date('2026-11-23T14:00:00.000Z');
    const inAnHour = new Date(clock.getTime() + EMAIL_VERIFICATION.mailWindowMs).toISOString();
    try {
      type Answer = { email: string; verificationMail: { sentAt: string | null; nextLinkAt: string | null; limitedBy: string | null } | null };
      const signUp = async () => {
        const browser = new TestBrowser(app);
        const person = newPerson();
        const answer = await browser.call('POST', '/api/v1/auth/register', person);
        expect(answer.status, answer.text).toBe(201);
        return { browser, person, body: answer.body as Answer };
      };
      const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to === email && m.text.includes('/verify-email?token=')).length;

      // An office behind one address: its sign-ups' first links are counted apart from resends, up to their own cap.
      const mailed = [];
      for (let i = 0; i < EMAIL_VERIFICATION.maxFirstMailsPerClientAddress; i += 1) mailed.push(await signUp());
      for (const { body, person } of mailed) {
        expect(body.verificationMail).toEqual({ sentAt: clock.toISOString(), nextLinkAt: null, limitedBy: null });
        expect(mailsTo(person.email)).toBe(1);
      }
      // One more: the account is made, but no mail went out, and the answer says so (and that a link can be asked for now).
      const held = await signUp();
      expect(mailsTo(held.person.email)).toBe(0);
      expect(held.body.verificationMail).toEqual({ sentAt: null, nextLinkAt: null, limitedBy: null });
      expect((await held.browser.call('GET', '/api/v1/auth/user')).body).toMatchObject({ verificationMail: { sentAt: null } });

      // Its owner asks for the link: resends have their own limit, so it goes out.
      expect((await held.browser.call('POST', '/api/v1/account/email-verification')).status).toBe(200);
      expect(mailsTo(held.person.email)).toBe(1);
      expect((await held.browser.call('GET', '/api/v1/auth/user')).body).toMatchObject({
        verificationMail: { sentAt: clock.toISOString(), nextLinkAt: null, limitedBy: null },
      });
      // Three mails to one address an hour: then the state says until when, and why.
      expect((await held.browser.call('POST', '/api/v1/account/email-verification')).status).toBe(200);
      expect((await held.browser.call('POST', '/api/v1/account/email-verification')).status).toBe(200);
      expect((await held.browser.call('GET', '/api/v1/auth/user')).body).toMatchObject({
        verificationMail: { nextLinkAt: inAnHour, limitedBy: 'address' },
      });

      // The network's resends: 10 an hour, whatever the address; then the others read when they may ask again.
      for (const { browser } of mailed.slice(0, EMAIL_VERIFICATION.maxMailsPerClientAddress - 3)) {
        expect((await browser.call('POST', '/api/v1/account/email-verification')).status).toBe(200);
      }
      const waiting = mailed.at(-1)!;
      const mailedAt = clock.toISOString();
      // Twenty minutes on, the refusal says the real wait (not "an hour"), and so does Retry-After.
      clock = new Date(clock.getTime() + 20 * 60_000);
      const refused = await waiting.browser.call('POST', '/api/v1/account/email-verification');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(40 * 60));
      expect(problem(refused).detail).toContain('for one connection in an hour. Please ask again in 40 minutes.');
      expect((await waiting.browser.call('GET', '/api/v1/auth/user')).body).toMatchObject({
        verificationMail: { sentAt: mailedAt, nextLinkAt: inAnHour, limitedBy: 'network' },
      });
    } finally {
      clock = start;
    }
  });

  it('stores one account per address whatever its case or spaces, and signs in with any case', async () => {
    const person = newPerson('Mixed.Case@Example.COM');
    const created = await new TestBrowser(app).call('POST', '/api/v1/auth/register', person);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'mixed.case@example.com' });
    expect((await app.store.users.findByEmail(' MIXED.case@example.com'))?.email).toBe('mixed.case@example.com');
    const twin = await new TestBrowser(app).call('POST', '/api/v1/auth/register', newPerson('  mixed.CASE@example.com '));
    expect(twin.status).toBe(409);
    const login = await new TestBrowser(app).call('POST', '/api/v1/auth/login', { email: 'MIXED.CASE@EXAMPLE.COM', password: person.password });
    expect(login.status).toBe(200);
    // The store itself refuses a second row for the address (one unique index on the normalised address).
    expect(await app.store.users.create({ ...newPerson('MIXED.CASE@example.com'), passwordHash: 'x' })).toEqual({ conflict: 'email' });
  });

  it('throttles sign-ups refused as taken, per email, so sign-up is no oracle at scale', async () => {
    const person = newPerson();
    expect((await new TestBrowser(app).call('POST', '/api/v1/auth/register', person)).status).toBe(201);
    const probes = await Promise.all(
      Array.from({ length: 8 }, () => new TestBrowser(app).call('POST', '/api/v1/auth/register', newPerson(person.email.toUpperCase()))),
    );
    const statuses = probes.map((res) => res.status).sort();
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429, 429]);
    const refused = probes.find((res) => res.status === 429)!;
    expect(problem(refused).detail).toContain('Too many sign-up attempts');
    // New accounts from the same address are not counted: a household can still sign up.
    for (let i = 0; i < 6; i += 1) expect((await new TestBrowser(app).call('POST', '/api/v1/auth/register', newPerson())).status).toBe(201);
  });
});
