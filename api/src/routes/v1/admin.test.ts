import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminTokenDigest } from '../../auth/admin.js';
import { ADMIN_THROTTLE } from '../../auth/config.js';
import type { Mailer, MailMessage } from '../../auth/mailer.js';
import { runAdminCommand } from '../../cli/admin-command.js';
import { MAIL_AFTER_ANSWER_WAIT } from '../../test-support/mailbox.js';
import { send, startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

const SITE = 'https://securesplit.test';
const ADMIN_TOKEN = 'admin-token-for-tests-0123456789abcdef';
const CHILD_SUPPORT = {
  custodialParentIncome: 3000,
  custodialParentDeductions: 0,
  nonCustodialParentIncome: 4000,
  nonCustodialParentDeductions: 0,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 70,
  nonCustodialParentTime: 30,
  state: 'new-york',
  asOf: '2026-11-01',
};

/** Every admin operation, on its v1 path and on the spec's /api/admin/* paths. */
const ADMIN_ENDPOINTS: [string, string][] = [
  ['GET', '/api/v1/admin/session'],
  ['GET', '/api/v1/admin/waitlist'],
  ['GET', '/api/admin/waitlist'],
  ['GET', '/api/v1/admin/stats?period=30'],
  ['GET', '/api/admin/stats?period=7'],
  ['GET', '/api/v1/admin/export'],
  ['GET', '/api/admin/export'],
  ['GET', '/api/v1/admin/export?format=csv'],
  ['GET', '/api/v1/admin/data-deletion-requests'],
  ['POST', '/api/v1/admin/data-deletion-requests/1/process'],
  ['GET', '/api/v1/admin/audit-log'],
  ['GET', '/api/v1/admin/review-queue'],
];

/** A mailbox at the mail boundary: keeps what the app sends (the SMTP adapter is tested elsewhere). */
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

let addressCounter = 0;
/** A distinct client address per caller (the app trusts X-Forwarded-For here), so failure limits stay apart. */
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

class Client {
  cookie: string | undefined;
  readonly address = nextAddress();
  constructor(private readonly app: TestServer) {}
  async call(
    method: string,
    path: string,
    options: { json?: unknown; token?: string; origin?: string | null } = {},
  ): Promise<JsonResponse> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.address };
    const origin = options.origin === undefined ? SITE : options.origin;
    if (origin) headers.Origin = origin;
    if (this.cookie) headers.Cookie = this.cookie;
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    const res = await send(this.app.url, method, path, {
      ...(options.json !== undefined ? { json: options.json } : {}),
      headers,
    });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /^[^=]+=$/.test(pair) ? undefined : pair;
    }
    return res;
  }
}

const problem = (res: JsonResponse) =>
  res.body as { title: string; status: number; detail: string; errors?: { path: string; message: string }[] };

describe.each(storeTargets())('admin on $name', (target) => {
  let app: TestServer;
  const mail = mailbox();
  let counter = 0;
  const client = () => new Client(app);

  async function member(c = client()) {
    counter += 1;
    const person = {
      email: `member${counter}.${Date.now()}@example.com`,
      password: `a long passphrase ${counter}`,
      firstName: 'Jordan',
      lastName: 'Rivera',
      username: `member${counter}_${Date.now() % 100000}`,
    };
    const res = await c.call('POST', '/api/v1/auth/register', { json: person });
    expect(res.status, res.text).toBe(201);
    return { c, person, id: (res.body as { id: number }).id };
  }

  async function adminSession() {
    const { c, person } = await member();
    const io = {
      readPassword: () => Promise.reject(new Error('not asked')),
      out: () => undefined,
      err: () => undefined,
    };
    expect(await runAdminCommand(['create', '--email', person.email], app.store, io)).toBe(0);
    return c;
  }

  beforeAll(async () => {
    app = await startTestApp(target, {
      mailer: mail,
      config: {
        trustProxy: true,
        auth: {
          adminTokenDigest: adminTokenDigest(ADMIN_TOKEN),
          adminQuickLinks: [{ label: 'Payment dashboard', url: 'https://pay.example/' }],
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(ADMIN_ENDPOINTS)(
    '%s %s: 401 without credentials, 403 for a member, 401 for a wrong token (not echoed)',
    async (method, path) => {
      const anonymous = await client().call(method, path);
      expect(anonymous.status, anonymous.text).toBe(401);
      expect(anonymous.headers.get('content-type')).toContain('application/problem+json');

      const { c } = await member();
      const asMember = await c.call(method, path);
      expect(asMember.status, asMember.text).toBe(403);
      expect(problem(asMember).detail).toBe('This account is not an admin.');

      const wrong = 'wrong-token-Zq81-secret-guess';
      const wrongToken = await client().call(method, path, { token: wrong });
      expect(wrongToken.status).toBe(401);
      expect(problem(wrongToken).detail).toBe('Invalid admin token.');
      expect(wrongToken.text).not.toContain(wrong);
      expect(app.logs.join('\n')).not.toContain(wrong);

      // A cross-site page gets no CORS permission to read admin answers.
      const cors = await client().call(method, path, { token: ADMIN_TOKEN, origin: 'https://evil.example' });
      expect(cors.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('opens with the admin token and with an admin account, and says who is acting', async () => {
    const byToken = await client().call('GET', '/api/v1/admin/session', { token: ADMIN_TOKEN });
    expect(byToken.status, byToken.text).toBe(200);
    expect(byToken.body).toEqual({
      actor: { kind: 'token', name: 'token' },
      quickLinks: [{ label: 'Payment dashboard', url: 'https://pay.example/' }],
    });
    const admin = await adminSession();
    const bySession = await admin.call('GET', '/api/v1/admin/session');
    expect(bySession.status, bySession.text).toBe(200);
    expect((bySession.body as { actor: { kind: string } }).actor.kind).toBe('account');
  });

  it('refuses with 429 after repeated failures from one address, even the right token, without saying which', async () => {
    const c = client();
    for (let i = 0; i < ADMIN_THROTTLE.maxFailuresPerAddress; i += 1) {
      expect((await c.call('GET', '/api/v1/admin/waitlist', { token: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await c.call('GET', '/api/v1/admin/waitlist', { token: ADMIN_TOKEN });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    // Another address is not affected.
    expect((await client().call('GET', '/api/v1/admin/waitlist', { token: ADMIN_TOKEN })).status).toBe(200);
  });

  it('refuses a cookie-authenticated admin write from another site, and a token write from a script is fine', async () => {
    const admin = await adminSession();
    const crossSite = await admin.call('POST', '/api/v1/admin/data-deletion-requests/999999/process', {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(problem(crossSite).detail).toContain('did not come from the SecureSplit site');
    const script = await client().call('POST', '/api/v1/admin/data-deletion-requests/999999/process', {
      token: ADMIN_TOKEN,
      origin: null,
    });
    expect(script.status).toBe(404);
  });

  it('lists the professional waitlist with tags, newest first', async () => {
    const email = `pro.${Date.now()}@lawfirm.example`;
    const created = await client().call('POST', '/api/v1/leads', {
      json: {
        firstName: 'Morgan',
        lastName: 'Lee',
        email,
        leadType: 'professional-waitlist',
        profession: 'attorney',
      },
    });
    expect(created.status, created.text).toBe(201);
    await client().call('POST', '/api/v1/leads', {
      json: {
        firstName: 'News',
        lastName: 'N',
        email: `news.${Date.now()}@example.com`,
        leadType: 'newsletter',
      },
    });
    const res = await client().call('GET', '/api/admin/waitlist', { token: ADMIN_TOKEN });
    expect(res.status).toBe(200);
    const body = res.body as {
      total: number;
      waitlistSignups: { email: string; tags: string[]; firstName: string }[];
    };
    expect(body.total).toBe(body.waitlistSignups.length);
    expect(body.waitlistSignups[0]).toMatchObject({
      email,
      firstName: 'Morgan',
      tags: ['securesplit', 'professional-waitlist', 'attorney'],
    });
    expect(body.waitlistSignups.every((s) => s.tags.includes('professional-waitlist'))).toBe(true);
  });

  it('answers stats for a period, with a day for every day and the lists the dashboard shows', async () => {
    const before = (await client().call('GET', '/api/v1/admin/stats?period=7', { token: ADMIN_TOKEN }))
      .body as { totalLeads: number; totalCalculations: number };
    const source = `stats-test-${Date.now()}`;
    for (const n of [1, 2]) {
      const res = await client().call('POST', '/api/v1/leads', {
        json: {
          firstName: 'S',
          lastName: 'T',
          email: `stats${n}.${Date.now()}@example.com`,
          leadType: 'newsletter',
          source,
        },
      });
      expect(res.status, res.text).toBe(201);
    }
    expect(
      (await client().call('POST', '/api/v1/calculators/child-support', { json: CHILD_SUPPORT })).status,
    ).toBe(200);
    const res = await client().call('GET', '/api/v1/admin/stats?period=7', { token: ADMIN_TOKEN });
    expect(res.status, res.text).toBe(200);
    const stats = res.body as {
      totalLeads: number;
      totalCalculations: number;
      dailySignups: { date: string; count: number }[];
      leadsBySource: { source: string; count: number }[];
      recentLeads: { email: string; first_name: string; created_at: string }[];
    };
    expect(stats.totalLeads).toBe(before.totalLeads + 2);
    expect(stats.totalCalculations).toBe(before.totalCalculations + 1);
    expect(stats.dailySignups).toHaveLength(7);
    expect(stats.dailySignups.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(stats.dailySignups.reduce((sum, d) => sum + d.count, 0)).toBe(stats.totalLeads);
    expect(stats.leadsBySource).toContainEqual({ source, count: 2 });
    expect(stats.recentLeads[0]).toMatchObject({ first_name: 'S' });

    const custom = await client().call(
      'GET',
      '/api/admin/stats?period=custom&startDate=2020-02-27&endDate=2020-03-02',
      { token: ADMIN_TOKEN },
    );
    expect(custom.status).toBe(200);
    expect((custom.body as typeof stats).dailySignups.map((d) => d.date)).toEqual([
      '2020-02-27',
      '2020-02-28',
      '2020-02-29',
      '2020-03-01',
      '2020-03-02',
    ]);
    expect((custom.body as typeof stats).totalLeads).toBe(0);
  });

  it.each([
    ['period=14', 'period', 'period must be one of 7, 30, 60, 90, 365, all, custom'],
    ['period=custom', 'startDate', 'startDate is required for a custom range'],
    ['period=custom&startDate=2026-11-01', 'endDate', 'endDate is required for a custom range'],
    [
      'period=custom&startDate=2026-11-10&endDate=2026-11-01',
      'endDate',
      'endDate must be on or after startDate',
    ],
    [
      'period=custom&startDate=2026-02-30&endDate=2026-03-01',
      'startDate',
      'startDate is not a real calendar date',
    ],
    [
      'period=custom&startDate=yesterday&endDate=2026-03-01',
      'startDate',
      'startDate must be a date like 2026-11-26',
    ],
  ])('stats?%s answers 400 with a field error on %s', async (query, path, message) => {
    const res = await client().call('GET', `/api/v1/admin/stats?${query}`, { token: ADMIN_TOKEN });
    expect(res.status).toBe(400);
    expect(problem(res).errors).toContainEqual({ path, message });
  });

  it('exports every table as JSON (no password hashes), and one as CSV safe from formula injection', async () => {
    const { person } = await member();
    const email = `export.${Date.now()}@example.com`;
    const hostile = '=HYPERLINK("http://evil.example","click")';
    expect(
      (
        await client().call('POST', '/api/v1/leads', {
          json: { firstName: hostile, lastName: 'Smith, "Jr"', email, leadType: 'newsletter' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await client().call('POST', '/api/v1/support-tickets', {
          json: { name: 'Pat', email, subject: '+1 help', message: 'line one\nline two' },
        })
      ).status,
    ).toBe(201);
    const res = await client().call('GET', '/api/admin/export', { token: ADMIN_TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="securesplit-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const data = res.body as {
      counts: Record<string, number>;
      leads: { email: string; firstName: string }[];
      supportTickets: { email: string; message: string }[];
      users: Record<string, unknown>[];
      calculations: unknown[];
      dataDeletionRequests: unknown[];
    };
    for (const key of ['leads', 'supportTickets', 'dataDeletionRequests', 'users', 'calculations'] as const) {
      expect(data.counts[key]).toBe(data[key].length);
    }
    expect(data.leads).toContainEqual(expect.objectContaining({ email, firstName: hostile }));
    expect(data.supportTickets).toContainEqual(
      expect.objectContaining({ email, message: 'line one\nline two' }),
    );
    expect(data.users).toContainEqual(expect.objectContaining({ email: person.email, role: 'member' }));
    expect(res.text).not.toMatch(/passwordHash|\$argon2/);

    const csv = await client().call('GET', '/api/v1/admin/export?format=csv&dataset=leads', {
      token: ADMIN_TOKEN,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const line = csv.text.split('\r\n').find((l) => l.includes(email)) ?? '';
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(line).toContain('"Smith, ""Jr"""');
    expect(csv.text.split('\r\n')[0]).toMatch(/^id,firstName,lastName,email,/);
    const tickets = await client().call('GET', '/api/v1/admin/export?format=csv&dataset=support-tickets', {
      token: ADMIN_TOKEN,
    });
    expect(tickets.text).toContain(`"'+1 help"`.replace(`"'+1 help"`, "'+1 help"));
    expect(tickets.text).toContain('"line one\nline two"');
    const bad = await client().call('GET', '/api/v1/admin/export?format=xml', { token: ADMIN_TOKEN });
    expect(bad.status).toBe(400);
    expect(problem(bad).errors).toContainEqual({ path: 'format', message: 'format must be json or csv' });
  });

  it('writes every admin read, export and action to the audit log, with who, what, where; refusals too', async () => {
    const admin = await adminSession();
    const tokenClient = client();
    await tokenClient.call('GET', '/api/admin/stats?period=30', { token: ADMIN_TOKEN });
    await tokenClient.call('GET', '/api/v1/admin/export?format=csv&dataset=users', { token: ADMIN_TOKEN });
    const guesser = client();
    const guess = 'not-the-token-4471';
    await guesser.call('GET', '/api/v1/admin/waitlist', { token: guess });
    await admin.call('GET', '/api/v1/admin/waitlist');
    const res = await admin.call('GET', '/api/v1/admin/audit-log');
    expect(res.status).toBe(200);
    const entries = (
      res.body as {
        entries: {
          actor: string;
          action: string;
          outcome: string;
          clientAddress: string;
          detail: Record<string, unknown>;
          createdAt: string;
        }[];
      }
    ).entries;
    expect(entries[0]).toMatchObject({
      action: 'audit-log.read',
      outcome: 'allowed',
      clientAddress: admin.address,
    });
    expect(entries[0]?.actor).toMatch(/^account:member\d+\./);
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: 'token',
        action: 'stats.read',
        outcome: 'allowed',
        clientAddress: tokenClient.address,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: 'token',
        action: 'export.csv.users',
        clientAddress: tokenClient.address,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: 'token',
        action: 'waitlist.read',
        outcome: 'denied',
        clientAddress: guesser.address,
        detail: { reason: 'wrong token' },
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'waitlist.read', outcome: 'allowed', clientAddress: admin.address }),
    );
    expect(res.text).not.toContain(guess);
  });

  it('filing a deletion request deletes nothing; the mailed link (or an admin) deletes every row holding the address, and only those', async () => {
    const stamp = Date.now();
    async function fillEverything(email: string) {
      const c = client();
      const username = `del${stamp}${email.slice(0, 3)}`;
      expect(
        (
          await c.call('POST', '/api/v1/auth/register', {
            json: {
              email,
              password: 'a long passphrase here',
              firstName: 'Del',
              lastName: 'Person',
              username,
            },
          })
        ).status,
      ).toBe(201);
      const calc = await c.call('POST', '/api/v1/calculators/child-support', { json: CHILD_SUPPORT });
      expect(calc.status).toBe(200);
      const calculationId = (calc.body as { id: number }).id;
      const anonymousCalc = await client().call('POST', '/api/v1/calculators/child-support', {
        json: CHILD_SUPPORT,
        origin: null,
      });
      const leadKey = { 'Idempotency-Key': `lead-${email.replace(/[^A-Za-z0-9._:-]/g, '-')}` };
      const lead = await send(app.url, 'POST', '/api/v1/leads', {
        json: {
          firstName: 'Del',
          lastName: 'Person',
          email,
          calculationType: 'child-support',
          calculationId: (anonymousCalc.body as { id: number }).id,
        },
        headers: { ...leadKey, 'X-Forwarded-For': c.address },
      });
      expect(lead.status, lead.text).toBe(201);
      expect(
        (await c.call('POST', '/api/v1/lead-capture', { json: { name: 'Del Person', email } })).status,
      ).toBe(201);
      expect(
        (
          await c.call('POST', '/api/v1/support-tickets', {
            json: { name: 'Del', email, subject: 'Hi', message: 'Hello' },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await client().call('POST', '/api/v1/auth/login', {
            json: { email, password: 'wrong password here' },
          })
        ).status,
      ).toBe(401);
      expect((await client().call('POST', '/api/v1/auth/password-reset', { json: { email } })).status).toBe(
        200,
      );
      await app.store.mailOutbox.add({ recipient: email, subject: 'Unsent', body: `for ${email}` });
      return { calculationId };
    }
    const gone = `gone.${stamp}@example.com`;
    const kept = `kept.${stamp}@example.com`;
    const goneData = await fillEverything(gone);
    const keptData = await fillEverything(kept);
    // The reset mail (and its stored token) comes after the answer: wait until both are out, not a fixed pause,
    // which a loaded machine can outlast.
    await vi.waitFor(
      () => {
        for (const to of [gone, kept]) expect(mail.sent.some((m) => m.to === to && m.subject === 'Reset your SecureSplit password'), to).toBe(true);
      },
      MAIL_AFTER_ANSWER_WAIT,
    );
    const goneUser = await app.store.users.findByEmail(gone);
    const keptUser = await app.store.users.findByEmail(kept);
    const holdingsBefore = await app.store.accountData.holdings(gone, goneUser?.id);
    expect(Object.keys(holdingsBefore)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'calculations',
        'leads',
        'support_tickets',
        'login_attempts',
        'password_resets',
        'mail_outbox',
      ]),
    );

    // Anyone may file a request for any address: that alone deletes nothing.
    const filed = await client().call('POST', '/api/data-deletion-request', {
      json: { email: gone.toUpperCase(), reason: 'Done with it' },
    });
    expect(filed.status).toBe(201);
    const requestId = (filed.body as { id: number }).id;
    expect(await app.store.accountData.holdings(gone, goneUser?.id)).toMatchObject(holdingsBefore);
    expect(await app.store.users.findByEmail(gone)).toBeDefined();

    const linkMail = mail.sent.find(
      (m) => m.to.toLowerCase() === gone && m.subject === 'Confirm the deletion of your SecureSplit data',
    );
    expect(linkMail).toBeDefined();
    const token = /\/data-deletion\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(linkMail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const wrongLink = await client().call('POST', '/api/v1/data-deletion-requests/confirm', {
      json: { token: 'x'.repeat(43) },
    });
    expect(wrongLink.status).toBe(400);
    expect(problem(wrongLink).errors).toEqual([
      { path: 'token', message: 'This confirmation link is invalid or has expired' },
    ]);

    const confirmed = await client().call('POST', '/api/v1/data-deletion-requests/confirm', {
      json: { token },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await app.store.accountData.holdings(gone, goneUser?.id)).toEqual({});
    expect(await app.store.calculations.findById(goneData.calculationId)).toBeUndefined();
    const keptHoldings = await app.store.accountData.holdings(kept, keptUser?.id);
    for (const table of Object.keys(holdingsBefore))
      expect(keptHoldings[table], `${table} kept`).toBeGreaterThan(0);
    expect(await app.store.calculations.findById(keptData.calculationId)).toBeDefined();

    const processed = await app.store.dataDeletionRequests.findById(requestId);
    expect(processed).toMatchObject({
      email: '',
      reason: null,
      status: 'processed',
      processedBy: 'confirmation-link',
    });
    expect(processed?.erasedRows).toBeGreaterThan(8);
    expect(mail.sent.at(-1)).toMatchObject({ to: gone, subject: 'Your SecureSplit data has been deleted' });
    expect(
      (await client().call('POST', '/api/v1/data-deletion-requests/confirm', { json: { token } })).status,
    ).toBe(400);

    // An admin processes the other one; the list shows who and when, and no longer the address.
    const second = await client().call('POST', '/api/v1/data-deletion-requests', { json: { email: kept } });
    const secondId = (second.body as { id: number }).id;
    const listed = await client().call('GET', '/api/v1/admin/data-deletion-requests', { token: ADMIN_TOKEN });
    expect((listed.body as { requests: unknown[] }).requests).toContainEqual(
      expect.objectContaining({ id: secondId, email: kept, status: 'received', confirmationPending: true }),
    );
    const byAdmin = await client().call('POST', `/api/v1/admin/data-deletion-requests/${secondId}/process`, {
      token: ADMIN_TOKEN,
      origin: null,
    });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect((byAdmin.body as { request: unknown }).request).toMatchObject({
      id: secondId,
      email: null,
      status: 'processed',
      processedBy: 'admin:token',
    });
    expect(await app.store.accountData.holdings(kept, keptUser?.id)).toEqual({});
    const again = await client().call('POST', `/api/v1/admin/data-deletion-requests/${secondId}/process`, {
      token: ADMIN_TOKEN,
      origin: null,
    });
    expect(again.status).toBe(409);
  });

  it("logs a deletion processed by an admin account by the admin's user id, never their address", async () => {
    const { c, person, id } = await member();
    const io = { readPassword: () => Promise.reject(new Error('not asked')), out: () => undefined, err: () => undefined };
    expect(await runAdminCommand(['create', '--email', person.email], app.store, io)).toBe(0);
    const requested = await client().call('POST', '/api/v1/data-deletion-requests', {
      json: { email: `leaving.${Date.now()}@example.com` },
    });
    expect(requested.status, requested.text).toBe(201);
    const requestId = (requested.body as { id: number }).id;
    const before = app.logs.length;
    const processed = await c.call('POST', `/api/v1/admin/data-deletion-requests/${requestId}/process`);
    expect(processed.status, processed.text).toBe(200);
    const line = app.logs.slice(before).find((l) => l.includes('data deletion request processed'));
    expect(line).toContain(`"processedBy":"admin:user-${id}"`);
    expect(app.logs.slice(before).join('\n')).not.toContain(person.email);
  });
});

describe('the admin command', () => {
  it('creates an admin with a password read from stdin, promotes an existing account, and never prints the password', async () => {
    const target = storeTargets()[0];
    if (!target) throw new Error('no store');
    const store = await target.open();
    try {
      const output: string[] = [];
      const io = (password: string) => ({
        readPassword: () => Promise.resolve(password),
        out: (t: string) => output.push(t),
        err: (t: string) => output.push(t),
      });
      const secret = 'a very long admin passphrase';
      expect(
        await runAdminCommand(
          ['create', '--email', 'boss@example.com', '--password-stdin'],
          store,
          io(secret),
        ),
      ).toBe(0);
      expect((await store.users.findByEmail('boss@example.com'))?.role).toBe('admin');
      expect(
        await runAdminCommand(
          ['create', '--email', 'weak@example.com', '--password-stdin'],
          store,
          io('password'),
        ),
      ).toBe(1);
      expect(await store.users.findByEmail('weak@example.com')).toBeUndefined();
      await store.users.create({
        email: 'member@example.com',
        username: 'member1',
        firstName: 'M',
        lastName: 'M',
        passwordHash: 'x',
      });
      expect(await runAdminCommand(['create', '--email', 'member@example.com'], store, io('unused'))).toBe(0);
      expect((await store.users.findByEmail('member@example.com'))?.role).toBe('admin');
      expect(await runAdminCommand(['create', '--email', 'not-an-email'], store, io('unused'))).toBe(2);
      expect(output.join('')).not.toContain(secret);
      expect(output.join('')).toContain('member@example.com is now an admin (password unchanged).');
    } finally {
      await target.dispose(store);
    }
  }, 120_000);
});
