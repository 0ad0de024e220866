import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { send, startTestApp, type JsonResponse, type TestServer } from '../test-support/app.js';
import { MAIL_AFTER_ANSWER_WAIT } from '../test-support/mailbox.js';
import { storeTargets } from '../test-support/stores.js';
import { adminTokenDigest } from './admin.js';
import { ADMIN_THROTTLE, LOGIN_THROTTLE, PASSWORD_CHANGE_THROTTLE, RESET_MAIL_THROTTLE } from './config.js';
import { EMAIL_VERIFICATION } from './email-verification.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Issue 25 §3: throttles that hold under a parallel burst. Each burst is fired at once against a real
 * server and the guesses that were checked are counted (every answer that is not a 429 checked one).
 * Before the attempt was reserved ahead of the check, 200 wrong log-ins verified 60 guesses, 40 verified
 * 40, 60 admin tokens 60, 52 current passwords 52, and 30 reset requests queued 30 mails.
 */
const SITE = 'https://securesplit.test';
const ADMIN_TOKEN = 'admin-token-for-burst-tests-0123456789';

let addressCounter = 0;
/** A distinct client address per browser (the app trusts X-Forwarded-For here), so address limits stay apart. */
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

/** A browser on our site at its own address: keeps every cookie the server sets. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: TestServer,
    readonly address = nextAddress(),
  ) {}

  async call(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await send(this.app.url, method, path, {
      ...(json !== undefined ? { json } : {}),
      headers: { Origin: SITE, 'X-Forwarded-For': this.address, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** A mailbox at the mail boundary: keeps what the app sends. */
function mailbox(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/**
 * The mails `select` finds, once there are at least `count`: some go out after the answer (a reset's, so that
 * its timing tells no one whether the account exists), so a fixed pause undercounts on a loaded machine. More
 * than `count` cannot hide behind the wait: a mail goes out only for an answer the test counted as allowed.
 */
async function mailsOnceIn(select: () => MailMessage[], count: number): Promise<MailMessage[]> {
  await vi.waitFor(() => expect(select().length).toBeGreaterThanOrEqual(count), MAIL_AFTER_ANSWER_WAIT);
  return select();
}

const statusCounts = (responses: JsonResponse[]) => {
  const counts = new Map<number, number>();
  for (const res of responses) counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
  return Object.fromEntries(counts) as Record<number, number>;
};

const burst = (size: number, request: (i: number) => Promise<JsonResponse>) =>
  Promise.all(Array.from({ length: size }, (_, i) => request(i)));

let people = 0;
function newPerson() {
  people += 1;
  const stamp = `${Date.now()}${people}`;
  return { email: `burst${stamp}@example.com`, password: `a long passphrase ${stamp}`, firstName: 'Sam', lastName: 'Lee', username: `burst${stamp}` };
}

// What is counted under a burst, not how long a request may wait for a pooled connection (faults tests bound that).
describe.each(storeTargets({ timeouts: { connectTimeoutMs: 60_000, statementTimeoutMs: 60_000 } }))('throttles under a parallel burst on $name', (target) => {
  let app: TestServer;
  const mail = mailbox();

  beforeAll(async () => {
    app = await startTestApp(target, {
      mailer: mail,
      config: { trustProxy: true, auth: { adminTokenDigest: adminTokenDigest(ADMIN_TOKEN) } },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  async function signUp(browser = new Browser(app)) {
    const person = newPerson();
    const res = await browser.call('POST', '/api/v1/auth/register', person);
    expect(res.status, res.text).toBe(201);
    return { browser, person };
  }

  it.each([200, 40])('checks at most 5 passwords of %i wrong log-ins to one account from one address', async (size) => {
    const { person } = await signUp();
    const attacker = new Browser(app);
    const answers = await burst(size, (i) => attacker.call('POST', '/api/v1/auth/login', { email: person.email, password: `wrong guess ${i}` }));
    const counts = statusCounts(answers);
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(size);
    expect(counts[401], JSON.stringify(counts)).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
  });

  it('compares at most 10 of 60 wrong admin tokens from one address', async () => {
    const attacker = new Browser(app);
    const answers = await burst(60, (i) => attacker.call('GET', '/api/v1/admin/session', undefined, { Authorization: `Bearer wrong-token-${i}` }));
    const counts = statusCounts(answers);
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(60);
    expect(counts[401], JSON.stringify(counts)).toBe(ADMIN_THROTTLE.maxFailuresPerAddress);
    // The right token is refused too while the address is limited; another address is not.
    expect((await attacker.call('GET', '/api/v1/admin/session', undefined, { Authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(429);
    expect((await new Browser(app).call('GET', '/api/v1/admin/session', undefined, { Authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
  });

  it('checks at most 5 of 52 wrong current passwords on one account', async () => {
    const { browser, person } = await signUp();
    const answers = await burst(52, (i) =>
      browser.call('POST', '/api/v1/account/password', { currentPassword: `wrong current ${i}`, newPassword: `a brand new passphrase ${i}` }),
    );
    const counts = statusCounts(answers);
    expect((counts[400] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(52);
    expect(counts[400], JSON.stringify(counts)).toBe(PASSWORD_CHANGE_THROTTLE.maxFailuresPerAccount);
    const refused = answers.find((res) => res.status === 429);
    expect(refused?.headers.get('retry-after')).toBe('900');
    // The password is unchanged: the right one still signs in.
    expect((await new Browser(app).call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });

  it('queues at most 5 of 30 reset mails asked for from one address, each for another account', async () => {
    const accounts = await Promise.all(Array.from({ length: 30 }, () => signUp()));
    const emails = new Set(accounts.map(({ person }) => person.email));
    const before = mail.sent.length;
    const asker = new Browser(app);
    const answers = await burst(30, (i) => asker.call('POST', '/api/v1/auth/password-reset', { email: accounts[i]!.person.email }));
    const counts = statusCounts(answers);
    expect((counts[200] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(30);
    expect(counts[200], JSON.stringify(counts)).toBe(RESET_MAIL_THROTTLE.maxPerAddress);
    // The mails go out after the answer: wait until the allowed ones are in, then count what was sent to these people.
    const resetMails = await mailsOnceIn(() => mail.sent.slice(before).filter((m) => emails.has(m.to) && RESET_LINK.test(m.text)), RESET_MAIL_THROTTLE.maxPerAddress);
    expect(resetMails).toHaveLength(RESET_MAIL_THROTTLE.maxPerAddress);
  });

  it("queues at most 3 of 30 reset mails to one inbox asked for from 30 addresses, and the owner's log-in still works", async () => {
    const { person } = await signUp();
    const before = mail.sent.length;
    const answers = await burst(30, () => new Browser(app).call('POST', '/api/v1/auth/password-reset', { email: person.email }));
    const counts = statusCounts(answers);
    expect((counts[200] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(30);
    expect(counts[200], JSON.stringify(counts)).toBe(RESET_MAIL_THROTTLE.maxPerEmail);
    expect(answers.find((res) => res.status === 429)?.headers.get('retry-after')).toBe('900');
    const ownerMails = await mailsOnceIn(() => mail.sent.slice(before).filter((m) => m.to === person.email && RESET_LINK.test(m.text)), RESET_MAIL_THROTTLE.maxPerEmail);
    expect(ownerMails).toHaveLength(RESET_MAIL_THROTTLE.maxPerEmail);

    // An email without an account gets the very same answers: the limit tells no one which emails have one.
    const nobody = newPerson().email;
    const strangers = await burst(30, () => new Browser(app).call('POST', '/api/v1/auth/password-reset', { email: nobody }));
    expect(statusCounts(strangers)).toEqual(counts);
    const detailOf = (res: JsonResponse | undefined) => (res?.body as { detail?: string } | undefined)?.detail;
    expect(detailOf(strangers.find((res) => res.status === 429))).toBe(detailOf(answers.find((res) => res.status === 429)));

    // The flood used the reset mail's own limit, not the account's log-in limit: the owner still signs in.
    const login = await new Browser(app).call('POST', '/api/v1/auth/login', { email: person.email, password: person.password });
    expect(login.status, login.text).toBe(200);
  });

  it('mails at most 20 first verification links for 30 sign-ups from one address, 10 at a time, and says which were held', async () => {
    const before = mail.sent.length;
    const people = Array.from({ length: 30 }, () => newPerson());
    // One network (an office, a NAT): every sign-up comes from the same client address.
    const office = nextAddress();
    const signers = people.map(() => new Browser(app, office));
    // In waves of 10: sign-ups in flight count against the sign-up limit (20 per address) until they are made.
    const answers: JsonResponse[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      answers.push(...(await burst(10, (i) => signers[wave * 10 + i]!.call('POST', '/api/v1/auth/register', people[wave * 10 + i]))));
    }
    // The accounts are made (the spec's flow signs them in); only the mails are limited.
    expect(statusCounts(answers)).toEqual({ 201: 30 });
    const verificationMails = await mailsOnceIn(
      () => mail.sent.slice(before).filter((m) => m.text.includes('/verify-email?token=')),
      EMAIL_VERIFICATION.maxFirstMailsPerClientAddress,
    );
    expect(verificationMails).toHaveLength(EMAIL_VERIFICATION.maxFirstMailsPerClientAddress);
    // Each answer says whether its mail went out: exactly the addresses that got one read a `sentAt`.
    const mailedTo = new Set(verificationMails.map((m) => m.to));
    answers.forEach((answer, i) => {
      const state = (answer.body as { verificationMail: { sentAt: string | null } }).verificationMail;
      expect(state.sentAt !== null, people[i]!.email).toBe(mailedTo.has(people[i]!.email));
    });
    // The held-back accounts (10) can ask for their links: resends are counted apart, 10 an hour per address.
    const heldBack = signers.filter((_, i) => !mailedTo.has(people[i]!.email));
    expect(heldBack).toHaveLength(EMAIL_VERIFICATION.maxMailsPerClientAddress);
    const resends = await burst(heldBack.length, (i) => heldBack[i]!.call('POST', '/api/v1/account/email-verification'));
    expect(statusCounts(resends)).toEqual({ 200: heldBack.length });
    // Then the connection's resends are used up, and a further one is refused, saying why.
    const refused = await signers.find((_, i) => mailedTo.has(people[i]!.email))!.call('POST', '/api/v1/account/email-verification');
    expect(refused.status).toBe(429);
    expect((refused.body as { detail: string }).detail).toContain('for one connection');
  });

  it("lets the owner's browser sign in after strangers used up the account's limit, and a reset still works", async () => {
    const { person } = await signUp();
    // The owner signs in once from their own browser: it keeps a device cookie.
    const owner = new Browser(app);
    expect((await owner.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(200);
    await owner.call('POST', '/api/v1/auth/logout');
    expect([...owner.cookies.keys()]).toEqual(['securesplit_device']);

    // Strangers elsewhere use up the account's limit.
    const strangers = await burst(12, (i) => new Browser(app).call('POST', '/api/v1/auth/login', { email: person.email, password: `stranger ${i}` }));
    expect(statusCounts(strangers)[401]).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
    // A new browser with the right password is refused now (the account is limited for unknown browsers)...
    expect((await new Browser(app).call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(429);
    // ...and so is a browser whose device cookie was made for another account (the cookie is bound to the account).
    // (Signing up signs in, so it marks the browser too.)
    const { browser: otherAccountsBrowser } = await signUp();
    expect(otherAccountsBrowser.cookies.has('securesplit_device')).toBe(true);
    expect((await otherAccountsBrowser.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(429);
    // A forged cookie is nobody's device.
    const forger = new Browser(app);
    forger.cookies.set('securesplit_device', `${'A'.repeat(22)}.${'B'.repeat(43)}`);
    expect((await forger.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(429);

    // The owner's browser is not refused.
    const signedIn = await owner.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect((signedIn.body as { email: string }).email).toBe(person.email);

    // Someone without that browser resets the password: the reset always works and opens the account again.
    const elsewhere = new Browser(app);
    expect((await elsewhere.call('POST', '/api/v1/auth/password-reset', { email: person.email })).status).toBe(200);
    const message = await waitForResetMail(mail, person.email);
    const token = RESET_LINK.exec(message.text)?.[1] ?? '';
    const newPassword = 'a fresh passphrase after reset';
    const confirmed = await elsewhere.call('POST', '/api/v1/auth/password-reset/confirm', { token, password: newPassword });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await elsewhere.call('POST', '/api/v1/auth/login', { email: person.email, password: newPassword })).status).toBe(200);
  });

  it("limits a known browser's own wrong guesses per device", async () => {
    const { person } = await signUp();
    const owner = new Browser(app);
    expect((await owner.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(200);
    const answers = await burst(20, (i) => owner.call('POST', '/api/v1/auth/login', { email: person.email, password: `typo ${i}` }));
    expect(statusCounts(answers)[401]).toBe(LOGIN_THROTTLE.maxFailuresPerDevice);
  });
});

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

function waitForResetMail(mail: { sent: MailMessage[] }, to: string): Promise<MailMessage> {
  return vi.waitFor(() => {
    const found = mail.sent.findLast((m) => m.to === to && RESET_LINK.test(m.text));
    if (!found) throw new Error(`no reset mail to ${to}`);
    return found;
  }, MAIL_AFTER_ANSWER_WAIT);
}

describe('separate write budgets for calculations and account actions', () => {
  const pglite = storeTargets().find((t) => t.name === 'pglite');
  let app: TestServer;
  const MAX = 5;
  beforeAll(async () => {
    app = await startTestApp(pglite!, { config: { trustProxy: true, rateLimit: { max: MAX, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('never refuses a log-in because the address made many calculations', async () => {
    const visitor = new Browser(app);
    const person = newPerson();
    expect((await visitor.call('POST', '/api/v1/auth/register', person)).status).toBe(201);
    const calculations = [];
    for (let i = 0; i < MAX + 3; i += 1) {
      calculations.push(
        await visitor.call('POST', '/api/v1/calculators/budget', { primaryIncome: 4000, otherIncome: 0, housing: 1200, utilities: 200, food: 500 }),
      );
    }
    // The calculations' own budget ran out...
    expect(calculations.at(-1)?.status).toBe(429);
    // ...and the account actions' budget is untouched.
    const login = await visitor.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password });
    expect(login.status, login.text).toBe(200);
  });
});
