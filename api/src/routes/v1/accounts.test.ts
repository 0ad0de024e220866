import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { verifyEmail } from '../../test-support/browser.js';
import { testMailbox } from '../../test-support/mailbox.js';
import { storeTargets } from '../../test-support/stores.js';

const SITE = 'https://securesplit.test';
const EVIL = 'https://evil.example';

/** A browser on our site: keeps the session cookie and sends our Origin. */
class Browser {
  cookie: string | undefined;
  readonly responses: JsonResponse[] = [];
  constructor(
    private readonly app: TestServer,
    private readonly origin: string | null = SITE,
  ) {}

  async call(method: string, path: string, json?: unknown, extraHeaders: Record<string, string> = {}): Promise<JsonResponse> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.origin) headers.Origin = this.origin;
    if (this.cookie) headers.Cookie = this.cookie;
    const res = await send(this.app.url, method, path, { ...(json !== undefined ? { json } : {}), headers });
    this.responses.push(res);
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /^[^=]+=$/.test(pair) ? undefined : pair;
    }
    return res;
  }
}

let counter = 0;
function newPerson() {
  counter += 1;
  return {
    email: `person${counter}.${Date.now()}@example.com`,
    password: `a long passphrase ${counter}`,
    firstName: 'Jordan',
    lastName: 'Rivera',
    username: `jordan${counter}_${Date.now() % 100000}`,
  };
}

const problem = (res: JsonResponse) => res.body as { title: string; status: number; detail: string; errors?: { path: string; message: string }[] };

describe.each(storeTargets())('accounts on $name', (target) => {
  let app: TestServer;
  let clock = new Date('2026-11-21T09:00:00.000Z');
  const browsers: Browser[] = [];
  const passwordsUsed: string[] = [];
  const browser = (origin: string | null = SITE) => {
    const b = new Browser(app, origin);
    browsers.push(b);
    return b;
  };
  async function signUp(b = browser()) {
    const person = newPerson();
    passwordsUsed.push(person.password);
    const res = await b.call('POST', '/api/v1/auth/register', person);
    expect(res.status).toBe(201);
    return { b, person, user: res.body as { id: number; email: string } };
  }

  const mailbox = testMailbox();

  beforeAll(async () => {
    app = await startTestApp(target, { now: () => clock, mailer: mailbox.mailer });
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers, signs in with an httpOnly SameSite=Lax cookie, and answers the current user', async () => {
    const b = browser();
    const person = newPerson();
    passwordsUsed.push(person.password);
    const res = await b.call('POST', '/api/v1/auth/register', person);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: person.email, username: person.username, firstName: 'Jordan', role: 'member', isPremium: false });
    const setCookie = res.headers.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(/^securesplit_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    const me = await b.call('GET', '/api/v1/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: person.email });
    const alias = await b.call('GET', '/api/auth/user');
    expect(alias.body).toEqual(me.body);
    const stored = await app.store.users.findByEmail(person.email);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 401 problem for the current user when signed out', async () => {
    const res = await browser().call('GET', '/api/v1/auth/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(problem(res).detail).toBe('Please log in to continue.');
  });

  it('answers the session status with 200 signed out and signed in, and null again after log-out', async () => {
    const b = browser();
    const before = await b.call('GET', '/api/v1/auth/session');
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.body).toEqual({ signedIn: false, user: null });
    const { person } = await signUp(b);
    const during = await b.call('GET', '/api/v1/auth/session');
    expect(during.status).toBe(200);
    expect(during.body).toEqual({ signedIn: true, user: (await b.call('GET', '/api/v1/auth/user')).body });
    expect(during.body).toMatchObject({ user: { email: person.email } });
    await b.call('POST', '/api/v1/auth/logout');
    expect((await b.call('GET', '/api/v1/auth/session')).body).toEqual({ signedIn: false, user: null });
  });

  it('refuses weak passwords and missing fields with the form messages', async () => {
    const res = await browser().call('POST', '/api/auth/register', {
      email: 'not-an-email',
      password: 'short',
      firstName: ' ',
      lastName: '',
      username: 'ab',
    });
    expect(res.status).toBe(400);
    expect(problem(res).errors).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'username', message: 'Username must be at least 3 characters' },
    ]);
    const common = await browser().call('POST', '/api/v1/auth/register', { ...newPerson(), password: 'Password123' });
    expect(problem(common).errors).toEqual([{ path: 'password', message: 'This password is too common; please choose another' }]);
    const long = await browser().call('POST', '/api/v1/auth/register', { ...newPerson(), password: 'x'.repeat(129) });
    expect(problem(long).errors).toEqual([{ path: 'password', message: 'Password must be at most 128 characters' }]);
  });

  it('keeps emails unique without regard to case, and usernames unique', async () => {
    const { person } = await signUp();
    const sameEmail = await browser().call('POST', '/api/v1/auth/register', { ...newPerson(), email: person.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(problem(sameEmail).errors).toEqual([{ path: 'email', message: 'An account with this email address already exists' }]);
    const sameUsername = await browser().call('POST', '/api/v1/auth/register', { ...newPerson(), username: person.username.toUpperCase() });
    expect(sameUsername.status).toBe(409);
    expect(problem(sameUsername).errors).toEqual([{ path: 'username', message: 'This username is already taken' }]);
  });

  it('gives a new session id at log-in and ends the one the browser had', async () => {
    const { b, person } = await signUp();
    const before = b.cookie;
    const login = await b.call('POST', '/api/auth/login', { email: person.email.toUpperCase(), password: person.password });
    expect(login.status).toBe(200);
    expect(b.cookie).toBeDefined();
    expect(b.cookie).not.toBe(before);
    const stale = new Browser(app);
    stale.cookie = before;
    expect((await stale.call('GET', '/api/v1/auth/user')).status).toBe(401);
    expect((await b.call('GET', '/api/v1/auth/user')).status).toBe(200);
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const { b } = await signUp();
    const cookie = b.cookie;
    const res = await b.call('POST', '/api/v1/auth/logout');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toContain('Max-Age=0');
    const replay = new Browser(app);
    replay.cookie = cookie;
    expect((await replay.call('GET', '/api/v1/auth/user')).status).toBe(401);
  });

  it('answers a wrong email and a wrong password with the same message', async () => {
    const { person } = await signUp();
    const wrongPassword = await browser().call('POST', '/api/v1/auth/login', { email: person.email, password: 'not the password' });
    const wrongEmail = await browser().call('POST', '/api/v1/auth/login', { email: `nobody.${person.email}`, password: person.password });
    for (const res of [wrongPassword, wrongEmail]) {
      expect(res.status).toBe(401);
      expect(problem(res).detail).toBe('Invalid email or password');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const { requestId: _a, ...first } = wrongPassword.body as Record<string, unknown>;
    const { requestId: _b, ...second } = wrongEmail.body as Record<string, unknown>;
    expect(first).toEqual(second);
  });

  it('throttles log-in after 5 failures for one account, even with the right password then', async () => {
    const { person } = await signUp();
    for (let i = 0; i < 5; i += 1) {
      expect((await browser().call('POST', '/api/v1/auth/login', { email: person.email, password: `wrong ${i}` })).status).toBe(401);
    }
    const blocked = await browser().call('POST', '/api/v1/auth/login', { email: person.email, password: person.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((blocked.body as { retryAfter: number }).retryAfter).toBe(900);
    // A non-existent email is throttled the same way, so a refusal tells nothing about accounts.
    const ghost = `ghost.${person.email}`;
    for (let i = 0; i < 5; i += 1) await browser().call('POST', '/api/v1/auth/login', { email: ghost, password: `wrong ${i}` });
    expect((await browser().call('POST', '/api/v1/auth/login', { email: ghost, password: 'x' })).status).toBe(429);
    // After the window it works again.
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    expect((await browser().call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });

  it('refuses a cross-site cookie-authenticated write with 403 and leaves the account alone', async () => {
    const { b, person } = await signUp();
    const evil = browser(EVIL);
    evil.cookie = b.cookie;
    const del = await evil.call('DELETE', '/api/v1/account');
    expect(del.status).toBe(403);
    expect(problem(del).detail).toBe('This request did not come from the SecureSplit site, so it was refused.');
    const logout = await evil.call('POST', '/api/v1/auth/logout');
    expect(logout.status).toBe(403);
    const noOrigin = browser(null);
    noOrigin.cookie = b.cookie;
    expect((await noOrigin.call('POST', '/api/v1/account/password', { currentPassword: person.password, newPassword: 'another long one 1' })).status).toBe(403);
    expect((await b.call('GET', '/api/v1/auth/user')).status).toBe(200);
    // Account paths are not CORS-open; the public calculators are, without credentials.
    expect(del.headers.get('access-control-allow-origin')).toBeNull();
    const siteCors = await b.call('GET', '/api/v1/auth/user');
    expect(siteCors.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(siteCors.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await send(app.url, 'OPTIONS', '/api/v1/account', {
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it('ends a session after the idle time and after the absolute lifetime', async () => {
    const { b } = await signUp();
    clock = new Date(clock.getTime() + 23 * 60 * 60 * 1000);
    expect((await b.call('GET', '/api/v1/auth/user')).status).toBe(200);
    clock = new Date(clock.getTime() + 23 * 60 * 60 * 1000);
    expect((await b.call('GET', '/api/v1/auth/user')).status).toBe(200);
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    expect((await b.call('GET', '/api/v1/auth/user')).status).toBe(401);

    const active = await signUp();
    // Used every 20 hours: never idle for a day, but 7 days after log-in (at 180 h) it ends.
    for (let visit = 1; visit <= 9; visit += 1) {
      clock = new Date(clock.getTime() + 20 * 60 * 60 * 1000);
      const res = await active.b.call('GET', '/api/v1/auth/user');
      if (visit <= 8) expect(res.status).toBe(200);
      else expect(res.status).toBe(401);
    }
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { b, person } = await signUp();
    const other = browser();
    await other.call('POST', '/api/v1/auth/login', { email: person.email, password: person.password });
    const wrong = await b.call('POST', '/api/v1/account/password', { currentPassword: 'nope nope', newPassword: 'a fresh passphrase 9' });
    expect(wrong.status).toBe(400);
    expect(problem(wrong).errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    const weak = await b.call('POST', '/api/v1/account/password', { currentPassword: person.password, newPassword: 'qwertyuiop' });
    expect(problem(weak).errors).toEqual([{ path: 'newPassword', message: 'This password is too common; please choose another' }]);
    passwordsUsed.push('a fresh passphrase 9');
    const ok = await b.call('POST', '/api/v1/account/password', { currentPassword: person.password, newPassword: 'a fresh passphrase 9' });
    expect(ok.status).toBe(200);
    expect((await b.call('GET', '/api/v1/auth/user')).status).toBe(200);
    expect((await other.call('GET', '/api/v1/auth/user')).status).toBe(401);
    expect((await browser().call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(401);
    expect((await browser().call('POST', '/api/v1/auth/login', { email: person.email, password: 'a fresh passphrase 9' })).status).toBe(200);
  });

  it('keeps calculations made while signed in on our site in the history, and only those', async () => {
    const { b } = await signUp();
    const budget = { primaryIncome: 5000, housingCost: 1500, utilities: 200, insurance: 150, groceries: 400, transportation: 300, healthcare: 200 };
    const mine = await b.call('POST', '/api/v1/calculators/budget', budget);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ saved: true });
    const partner = browser(EVIL);
    partner.cookie = b.cookie;
    const fromPartner = await partner.call('POST', '/api/v1/calculators/budget', { ...budget, primaryIncome: 9000 });
    expect(fromPartner.status).toBe(200);
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe('*');
    await browser().call('POST', '/api/v1/calculators/budget', { ...budget, primaryIncome: 7000 });
    const history = await b.call('GET', '/api/v1/account/calculations');
    expect(history.status).toBe(200);
    const { calculations } = history.body as { calculations: { id: number; type: string; amount: number; input: { primaryIncome: number } }[] };
    expect(calculations).toHaveLength(1);
    expect(calculations[0]).toMatchObject({ id: (mine.body as { id: number }).id, type: 'budget', input: { primaryIncome: 5000 } });
    expect(calculations[0]?.amount).toBe((mine.body as { monthlySurplus: number }).monthlySurplus);
    expect((await browser().call('GET', '/api/v1/account/calculations')).status).toBe(401);
  });

  it('exports the person’s data and deletes the account with everything of it', async () => {
    const { b, person, user } = await signUp();
    // Proved: what was sent under the address is the account's (before, it reaches only what it made itself).
    await verifyEmail(app, mailbox, person.email);
    await b.call('POST', '/api/v1/calculators/budget', { primaryIncome: 4000, housingCost: 1500, utilities: 200, insurance: 150, groceries: 400, transportation: 300, healthcare: 200 });
    const lead = { firstName: 'Jordan', lastName: 'Rivera', email: person.email.toUpperCase(), leadType: 'newsletter' };
    const leadKey = { 'Idempotency-Key': `lead-${person.username}` };
    const ticket = { name: 'Jordan', email: person.email, subject: 'Hi', message: 'Question' };
    const ticketKey = { 'Idempotency-Key': `ticket-${person.username}` };
    expect((await b.call('POST', '/api/v1/leads', lead, leadKey)).status).toBe(201);
    expect((await b.call('POST', '/api/v1/leads', lead, leadKey)).headers.get('idempotent-replayed')).toBe('true');
    await b.call('POST', '/api/v1/support-tickets', ticket, ticketKey);
    const exported = await b.call('GET', '/api/v1/account/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="securesplit-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = exported.body as Record<string, unknown[]> & { user: { email: string } };
    expect(data.user.email).toBe(person.email);
    expect(data.calculations).toHaveLength(1);
    expect(data.leads).toHaveLength(1);
    expect(data.supportTickets).toHaveLength(1);
    expect(data.sessions).toHaveLength(1);

    const other = await signUp();
    await other.b.call('POST', '/api/v1/calculators/budget', { primaryIncome: 4000, housingCost: 1500, utilities: 200, insurance: 150, groceries: 400, transportation: 300, healthcare: 200 });
    // Another person's stored response stays.
    const otherLead = { ...lead, email: `x${person.email}` };
    const otherKey = { 'Idempotency-Key': `lead-other-${person.username}` };
    expect((await other.b.call('POST', '/api/v1/leads', otherLead, otherKey)).status).toBe(201);

    const deleted = await b.call('DELETE', '/api/v1/account');
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect((await browser().call('POST', '/api/v1/auth/login', { email: person.email, password: person.password })).status).toBe(401);
    expect(await app.store.users.findById(user.id)).toBeUndefined();
    const left = await app.store.accountData.export({ id: user.id, email: person.email, emailVerified: true });
    expect(left).toEqual({
      sessions: [],
      calculations: [],
      scenarios: [],
      leads: [],
      supportTickets: [],
      dataDeletionRequests: [],
      subscription: null,
      reviewPurchases: [],
      premiumUsage: [],
      mail: [],
      links: [],
      // Only the log-in tried above, after the deletion, against the address.
      logInAttempts: [expect.objectContaining({ kind: 'account' })],
      storedAnswers: [],
      paymentCustomers: [],
      shares: [],
    });
    expect(await app.store.calculations.listForUser(user.id, 10)).toEqual([]);
    // Someone else's data stays.
    expect(await app.store.calculations.listForUser(other.user.id, 10)).toHaveLength(1);
    expect((await other.b.call('POST', '/api/v1/leads', otherLead, otherKey)).headers.get('idempotent-replayed')).toBe('true');
    // The stored responses to the person's writes are gone: the same keys are new requests now, not replays.
    const again = await browser().call('POST', '/api/v1/leads', lead, leadKey);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await browser().call('POST', '/api/v1/support-tickets', ticket, ticketKey)).headers.get('idempotent-replayed')).toBeNull();
  });

  it('never puts a password or its hash in a response or a log line', () => {
    const texts = [...browsers.flatMap((b) => b.responses.map((r) => r.text)), ...app.logs];
    expect(passwordsUsed.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text).not.toContain('$argon2');
      expect(text.toLowerCase()).not.toContain('passwordhash');
      for (const password of passwordsUsed) expect(text).not.toContain(password);
    }
  });
});

describe('session cookie in production', () => {
  const [pglite] = storeTargets();
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!, { config: { auth: { secureCookies: true } } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is Secure with the __Host- prefix', async () => {
    const b = new Browser(app);
    const res = await b.call('POST', '/api/v1/auth/register', newPerson());
    const setCookie = res.headers.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(/^__Host-securesplit_session=[A-Za-z0-9_-]{43}; Path=\/; /);
    expect(setCookie).toContain('; Secure');
    expect(setCookie).not.toContain('Domain');
    expect((await b.call('GET', '/api/v1/auth/user')).status).toBe(200);
  });
});
