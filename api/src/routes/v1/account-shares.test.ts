import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_OPEN_LIMIT } from '../../shares/shared-page.js';
import { send, startTestApp, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser, TEST_SITE_ORIGIN } from '../../test-support/browser.js';
import { NEW_YORK_CHILD_SUPPORT } from '../../test-support/child-support-case.js';
import { storeTargets } from '../../test-support/stores.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHARE_URL = /^https:\/\/securesplit\.test\/shared\/([A-Za-z0-9_-]{43})$/;

/** A member with one saved child-support calculation. */
async function memberWithCalculation(app: TestServer) {
  const member = new TestBrowser(app);
  const account = await signUp(member);
  const made = await member.call('POST', '/api/v1/calculators/child-support', NEW_YORK_CHILD_SUPPORT);
  expect(made.status, made.text).toBe(200);
  return { member, account, calculationId: (made.body as { id: number }).id };
}

async function share(member: TestBrowser, body: unknown) {
  const res = await member.call('POST', '/api/v1/account/shares', body);
  expect(res.status, res.text).toBe(201);
  const { id, url } = res.body as { id: number; url: string };
  const token = SHARE_URL.exec(url)?.[1];
  expect(token, url).toBeDefined();
  return { id, url, token: token!, path: new URL(url).pathname };
}

/** Opens a path signed out, as the lawyer given the link does (no cookie, no Origin). */
const openSignedOut = (app: TestServer, path: string) => send(app.url, 'GET', path);

describe.each(storeTargets())('share links on $name (issue 32 §1)', (target) => {
  let app: TestServer;
  let clock = new Date('2026-12-07T12:00:00.000Z');
  beforeAll(async () => {
    app = await startTestApp(target, { now: () => clock });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('makes a link on the configured address whose page opens signed out, read-only, with its PDF', async () => {
    const { member, account, calculationId } = await memberWithCalculation(app);
    const made = await share(member, { calculationIds: [calculationId], expiresInDays: 7 });
    // Only the digest is stored.
    const [stored] = await app.store.shares.listForUser(account.id);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(made.token).digest('base64url'));
    expect(JSON.stringify(await app.store.accountData.export({ id: account.id, email: account.email, emailVerified: false }))).not.toContain(made.token);

    const page = await openSignedOut(app, made.path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Shared by Jordan on December 7, 2026, expires December 14, 2026.');
    expect(page.text).toContain('Child support worksheet');
    expect(page.text).toContain('New York');
    // Never the account's address, last name or anything else of it.
    expect(page.text).not.toContain(account.email);
    expect(page.text).not.toContain('Rivera');

    const pdfPath = `${made.path}/calculations/${calculationId}/worksheet.pdf`;
    expect(page.text).toContain(`href="${pdfPath}"`);
    const pdf = await fetch(`${app.url}${pdfPath}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-robots-tag')).toContain('noindex');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="securesplit-child-support-new-york-.+\.pdf"$/);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const listed = await member.call('GET', '/api/v1/account/shares');
    expect(listed.status).toBe(200);
    expect((listed.body as { shares: unknown[] }).shares).toEqual([
      expect.objectContaining({ id: made.id, calculationIds: [calculationId], status: 'active', viewCount: 1, lastViewedAt: clock.toISOString(), expiresAt: new Date(clock.getTime() + 7 * DAY_MS).toISOString() }),
    ]);
    // The token never reaches the log, neither in the page's request line nor in the PDF's.
    expect(app.logs.join('\n')).not.toContain(made.token);
    expect(app.logs.some((line) => line.includes('"/shared/…"'))).toBe(true);
  });

  it('defaults to 14 days, and refuses another account’s calculation and a life outside 1–90 days', async () => {
    const { member, calculationId } = await memberWithCalculation(app);
    const made = await member.call('POST', '/api/v1/account/shares', { calculationIds: [calculationId] });
    expect(made.status).toBe(201);
    expect((made.body as { expiresAt: string }).expiresAt).toBe(new Date(clock.getTime() + 14 * DAY_MS).toISOString());

    const other = await memberWithCalculation(app);
    const foreign = await member.call('POST', '/api/v1/account/shares', { calculationIds: [other.calculationId] });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('content-type')).toContain('application/problem+json');
    expect((foreign.body as { errors: { path: string }[] }).errors).toEqual([expect.objectContaining({ path: 'calculationIds.0' })]);
    for (const expiresInDays of [0, 91, 1.5]) {
      const refused = await member.call('POST', '/api/v1/account/shares', { calculationIds: [calculationId], expiresInDays });
      expect(refused.status, String(expiresInDays)).toBe(400);
      expect((refused.body as { errors: { path: string }[] }).errors[0]!.path).toBe('expiresInDays');
    }
    expect((await member.call('POST', '/api/v1/account/shares', { calculationIds: [] })).status).toBe(400);
    expect((await new TestBrowser(app).call('POST', '/api/v1/account/shares', { calculationIds: [calculationId] })).status).toBe(401);
  });

  it('shares named scenarios too, each with its worksheet and PDF, and only the account’s own', async () => {
    const { member, calculationId } = await memberWithCalculation(app);
    const scenario = await member.call('POST', '/api/v1/account/scenarios', { name: 'My offer', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT });
    expect(scenario.status, scenario.text).toBe(201);
    const scenarioId = (scenario.body as { id: number }).id;
    const made = await share(member, { calculationIds: [calculationId], scenarioIds: [scenarioId] });
    const page = await openSignedOut(app, made.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('My offer — Child support worksheet');
    const pdf = await fetch(`${app.url}${made.path}/scenarios/${scenarioId}/worksheet.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // A scenario id is not a calculation id: the PDF path names which.
    expect((await openSignedOut(app, `${made.path}/calculations/${scenarioId + 100000}/worksheet.pdf`)).status).toBe(404);
    const listed = (await member.call('GET', '/api/v1/account/shares')).body as { shares: { id: number; scenarioIds: number[] }[] };
    expect(listed.shares.find((s) => s.id === made.id)?.scenarioIds).toEqual([scenarioId]);

    const other = await memberWithCalculation(app);
    const foreign = await other.member.call('POST', '/api/v1/account/shares', { scenarioIds: [scenarioId] });
    expect(foreign.status).toBe(400);
    expect((foreign.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['scenarioIds.0']);
    const nothing = await member.call('POST', '/api/v1/account/shares', { scenarioIds: [] });
    expect(nothing.status).toBe(400);
    expect((nothing.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['calculationIds']);
  });

  it('revoked: the link answers 410 with a plain page; only the owner can revoke', async () => {
    const { member, calculationId } = await memberWithCalculation(app);
    const made = await share(member, { calculationIds: [calculationId] });
    const stranger = await memberWithCalculation(app);
    expect((await stranger.member.call('DELETE', `/api/v1/account/shares/${made.id}`)).status).toBe(404);
    expect((await openSignedOut(app, made.path)).status).toBe(200);

    const revoked = await member.call('DELETE', `/api/v1/account/shares/${made.id}`);
    expect(revoked.status, revoked.text).toBe(200);
    const gone = await openSignedOut(app, made.path);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-robots-tag')).toContain('noindex');
    expect(gone.text).toContain('This link no longer works');
    expect(gone.text).not.toContain('Jordan');
    expect((await openSignedOut(app, `${made.path}/calculations/${calculationId}/worksheet.pdf`)).status).toBe(410);
    const listed = (await member.call('GET', '/api/v1/account/shares')).body as { shares: { id: number; status: string }[] };
    expect(listed.shares.find((s) => s.id === made.id)?.status).toBe('revoked');
  });

  it('expired: the link answers 410 once its days are over', async () => {
    const { member, calculationId } = await memberWithCalculation(app);
    const made = await share(member, { calculationIds: [calculationId], expiresInDays: 1 });
    const start = clock;
    try {
      clock = new Date(start.getTime() + DAY_MS - 1000);
      expect((await openSignedOut(app, made.path)).status).toBe(200);
      clock = new Date(start.getTime() + DAY_MS);
      const gone = await openSignedOut(app, made.path);
      expect(gone.status).toBe(410);
      expect(gone.text).toContain('This link no longer works');
    } finally {
      clock = start;
    }
  });

  it('an unknown token answers 404 with a plain page, well-formed or not', async () => {
    for (const path of [`/shared/${'A'.repeat(43)}`, '/shared/not-a-token', '/shared/', `/shared/${'B'.repeat(43)}/calculations/1/worksheet.pdf`]) {
      const res = await openSignedOut(app, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      expect(res.text).toContain('This link does not open anything');
    }
  });

  it('makes the link on PUBLIC_BASE_URL when the request forges Host', async () => {
    const { member, calculationId } = await memberWithCalculation(app);
    const payload = JSON.stringify({ calculationIds: [calculationId] });
    const answer = await new Promise<{ status: number; body: { url: string } }>((resolve, reject) => {
      const req = request(
        `${app.url}/api/v1/account/shares`,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example:8080',
            'X-Forwarded-Host': 'evil.example:8080',
            Origin: TEST_SITE_ORIGIN,
            Cookie: member.cookie!,
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(payload)),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { url: string } }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(SHARE_URL);
    expect(answer.body.url).not.toContain('evil');
  });

  it('is in the account export and goes with the account', async () => {
    const { member, account, calculationId } = await memberWithCalculation(app);
    const made = await share(member, { calculationIds: [calculationId], expiresInDays: 30 });
    const exported = await member.call('GET', '/api/v1/account/export');
    expect(exported.status).toBe(200);
    const shares = (exported.body as { shares: unknown[] }).shares;
    expect(shares).toEqual([expect.objectContaining({ id: made.id, calculationIds: [calculationId], viewCount: 0, revokedAt: null })]);
    expect(exported.text).not.toContain(made.token);

    expect((await member.call('DELETE', '/api/v1/account')).status).toBe(200);
    expect(await app.store.shares.listForUser(account.id)).toEqual([]);
    expect((await openSignedOut(app, made.path)).status).toBe(404);
  });
});

describe('opening share links is rate-limited per address (a guessed token is refused)', () => {
  const [pglite] = storeTargets();
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it(`refuses every opening after ${SHARE_OPEN_LIMIT.maxUnknownPerAddress} unknown tokens, a real link's too`, async () => {
    const { member, calculationId } = await memberWithCalculation(app);
    const made = await share(member, { calculationIds: [calculationId] });
    // Opening a real link does not count against the address.
    for (let i = 0; i < 3; i++) expect((await openSignedOut(app, made.path)).status).toBe(200);
    for (let i = 0; i < SHARE_OPEN_LIMIT.maxUnknownPerAddress; i++) {
      expect((await openSignedOut(app, `/shared/${String(i).padStart(43, 'x')}`)).status).toBe(404);
    }
    const refused = await openSignedOut(app, `/shared/${'y'.repeat(43)}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(SHARE_OPEN_LIMIT.windowMs / 1000));
    expect((await openSignedOut(app, made.path)).status).toBe(429);
  });
});
