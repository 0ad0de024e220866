import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { signUp, TEST_SITE_ORIGIN, TestBrowser, verifyEmail } from '../../test-support/browser.js';
import { testMailbox } from '../../test-support/mailbox.js';
import { storeTargets } from '../../test-support/stores.js';
import { budgetOperation } from './budget.js';
import { HOUSEHOLDS_EXAMPLE } from './households.js';

/** POST /api/v1/worksheets (issue 26 §3): the worksheet PDF of a calculation, for everyone the calculator answers. */

const TEXAS = {
  custodialParentIncome: '$3,000',
  nonCustodialParentIncome: 5500,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 70,
  nonCustodialParentTime: 30,
  state: 'texas',
  asOf: '2026-06-01',
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

interface PdfResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The problem (or any JSON) answered instead of a PDF. */
  json(): Record<string, unknown>;
}

/** The text pdftotext reads from the PDF (poppler, as a person's PDF reader would extract it). */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'securesplit-worksheet-')), 'worksheet.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A problem as compared between two routes: everything but the request's own id. */
function sameProblem(res: { json(): Record<string, unknown> } | JsonResponse): Record<string, unknown> {
  const body = 'json' in res ? res.json() : (res.body as Record<string, unknown>);
  const { requestId: _requestId, ...rest } = body;
  return rest;
}

const [pglite] = storeTargets();

describe('worksheet PDFs through HTTP', () => {
  let app: TestServer;
  const clock = new Date('2026-11-20T12:00:00.000Z');
  const mailbox = testMailbox();

  beforeAll(async () => {
    // Behind a trusted proxy: X-Forwarded-Host is believed for the request's host, and still must not reach the PDF.
    app = await startTestApp(pglite!, { now: () => clock, mailer: mailbox.mailer, config: { trustProxy: true } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  async function post(body: unknown, headers: Record<string, string> = {}): Promise<PdfResponse> {
    const response = await fetch(`${app.url}/api/v1/worksheets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status >= 500) throw new Error(`answered ${response.status}: ${bytes.toString('utf8').slice(0, 300)}`);
    return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown> };
  }

  /** The worksheet as a browser on `browser`'s page sends it, with its session cookie. */
  const postAs = (browser: TestBrowser, body: unknown, origin: string | null = TEST_SITE_ORIGIN) =>
    post(body, { ...(origin ? { Origin: origin } : {}), ...(browser.cookie ? { Cookie: browser.cookie } : {}) });

  let members = 0;
  async function member(options: { premium?: boolean; unverified?: boolean } = {}) {
    members += 1;
    const browser = new TestBrowser(app, TEST_SITE_ORIGIN, { 'X-Forwarded-For': `198.51.100.${members}` });
    const user = await signUp(browser);
    if (!options.unverified) await verifyEmail(app, mailbox, user.email);
    if (options.premium) await app.store.users.setPremium(user.id, true);
    return { browser, user };
  }

  function expectPdf(res: PdfResponse) {
    expect(res.status, res.bytes.toString('utf8').slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  it('answers a child support worksheet: a PDF download whose text has the amount the calculator gives', async () => {
    const res = await post({ calculator: 'child-support', input: TEXAS });
    expectPdf(res);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="securesplit-child-support-texas-[0-9-]+\.pdf"$/);
    const calculated = await postJson(app.url, '/api/v1/calculators/child-support', TEXAS);
    const { monthlyPayment } = calculated.body as { monthlyPayment: number };
    expect(monthlyPayment).toBeGreaterThan(0);
    const text = pdfText(res.bytes);
    expect(text).toContain(money(monthlyPayment));
    expect(text).toContain('Texas');
  });

  it('answers the households worksheet: both homes as the households route gives them', async () => {
    const res = await post({ calculator: 'households', input: HOUSEHOLDS_EXAMPLE });
    expectPdf(res);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="securesplit-households-new-york-[0-9-]+\.pdf"$/);
    const calculated = await postJson(app.url, '/api/v1/households', HOUSEHOLDS_EXAMPLE);
    const { households } = calculated.body as { households: { netMonthly: number }[] };
    const text = pdfText(res.bytes);
    for (const household of households) expect(text).toContain(money(household.netMonthly));
    const broken = await post({ calculator: 'households', input: { ...HOUSEHOLDS_EXAMPLE, children: [] } });
    expect(broken.status).toBe(400);
    expect(broken.json().errors).toEqual([{ path: 'input.children', message: 'Add at least one child' }]);
  });

  it('lets a partner page read it (CORS without credentials) and its file name', async () => {
    const res = await post({ calculator: 'budget', input: budgetOperation.body?.example }, { Origin: 'https://partner.example' });
    expectPdf(res);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it('prints the verify link of PUBLIC_BASE_URL, whatever Host and X-Forwarded-Host the request claims', async () => {
    const body = JSON.stringify({ calculator: 'child-support', input: TEXAS });
    const url = new URL(`${app.url}/api/v1/worksheets`);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            Host: 'attacker.example',
            'X-Forwarded-Host': 'attacker.example',
            'X-Forwarded-Proto': 'https',
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`answered ${response.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    const text = pdfText(bytes);
    expect(text).toContain('https://securesplit.test/verify');
    expect(text).not.toContain('attacker');
    expect(bytes.toString('latin1')).not.toContain('attacker.example');
  });

  describe('refusals (problem+json, the calculator’s own field errors)', () => {
    it('names the calculator when it is missing or unknown', async () => {
      for (const [body, message] of [
        [{ input: TEXAS }, /^Choose a calculator: one of child-support, alimony, budget/],
        [{ calculator: 'pet-custody', input: TEXAS }, /^Unknown calculator; use one of child-support, /],
        [{ calculator: 'income-tax', input: {} }, /^Unknown calculator; /],
      ] as const) {
        const res = await post(body);
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        expect(res.json().errors).toEqual([{ path: 'calculator', message: expect.stringMatching(message) }]);
      }
    });

    it('gives the same field errors as the calculator, under input.', async () => {
      const broken = { ...TEXAS, custodialParentIncome: '', numberOfChildren: 0, state: 'atlantis' };
      const calculator = await postJson(app.url, '/api/v1/calculators/child-support', broken);
      expect(calculator.status).toBe(400);
      const expected = (calculator.body as { errors: { path: string; message: string }[] }).errors;
      expect(expected.length).toBeGreaterThan(1);
      const res = await post({ calculator: 'child-support', input: broken });
      expect(res.status).toBe(400);
      expect(res.json().errors).toEqual(expected.map((error) => ({ path: `input.${error.path}`, message: error.message })));
      // A premium calculator's too (its body is closed: an unknown field is named), before any sign-in is asked.
      const premium = await post({ calculator: 'qdro', input: { ...QDRO, currentBalance: '', isPremium: true } });
      expect(premium.status).toBe(400);
      expect((premium.json().errors as { path: string }[]).map((e) => e.path).sort()).toEqual(['input.currentBalance', 'input.isPremium']);
    });

    it('refuses a missing input, unknown fields, another locale and a body that is not JSON', async () => {
      expect((await post({ calculator: 'child-support' })).json().errors).toEqual([{ path: 'input', message: expect.any(String) }]);
      const extra = await post({ calculator: 'child-support', input: TEXAS, pages: 3 });
      expect(extra.status).toBe(400);
      expect(extra.json().errors).toEqual([{ path: 'pages', message: 'Unknown field; it is not part of this request' }]);
      const spanish = await post({ calculator: 'child-support', input: TEXAS, locale: 'es' });
      expect(spanish.status).toBe(400);
      expect((spanish.json().errors as { path: string }[])[0]?.path).toBe('locale');
      const notJson = await fetch(`${app.url}/api/v1/worksheets`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'child-support' });
      expect(notJson.status).toBe(415);
    });
  });

  describe('premium calculators: the same answers as their calculator routes', () => {
    /** The worksheet's answer and the calculator route's, in the same state, for the same person. */
    async function bothAs(browser: TestBrowser, calculator: string, input: unknown, origin: string | null = TEST_SITE_ORIGIN) {
      const worksheet = await postAs(browser, { calculator, input }, origin);
      const route = await new TestBrowser(app, origin).call('POST', `/api/v1/calculators/${calculator}`, input, browser.cookie ? { Cookie: browser.cookie } : {});
      return { worksheet, route };
    }

    it('signed out: 401, as the calculator', async () => {
      for (const origin of [TEST_SITE_ORIGIN, null]) {
        const { worksheet, route } = await bothAs(new TestBrowser(app, origin), 'property-division', PROPERTY_DIVISION, origin);
        expect(route.status).toBe(401);
        expect(worksheet.status).toBe(401);
        expect(worksheet.headers.get('content-type')).toContain('application/problem+json');
        expect(sameProblem(worksheet)).toEqual(sameProblem(route));
      }
    });

    it('a session cookie sent from another site: 403, as the calculator', async () => {
      const { browser } = await member({ premium: true });
      const { worksheet, route } = await bothAs(browser, 'qdro', QDRO, 'https://evil.example');
      expect(route.status).toBe(403);
      expect(worksheet.status).toBe(403);
      expect(sameProblem(worksheet)).toEqual(sameProblem(route));
    });

    it('a free account whose email is not verified: 403, as the calculator', async () => {
      const { browser, user } = await member({ unverified: true });
      const { worksheet, route } = await bothAs(browser, 'qdro', QDRO);
      expect(route.status).toBe(403);
      expect(worksheet.status).toBe(403);
      expect(sameProblem(worksheet)).toEqual(sameProblem(route));
      expect(await app.store.premiumUsage.used(user.id, clock)).toBe(0);
    });

    it('Full Access: the PDF, with the premium figures, nothing counted', async () => {
      const { browser, user } = await member({ premium: true });
      const res = await postAs(browser, { calculator: 'property-division', input: PROPERTY_DIVISION });
      expectPdf(res);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="securesplit-property-division-[a-z0-9-]+\.pdf"$/);
      const text = pdfText(res.bytes);
      expect(text).toContain('$200,000.00');
      expect(await app.store.premiumUsage.used(user.id, clock)).toBe(0);
    });

    it('a free account: the PDF of a calculation it ran costs nothing more; a new one takes a free calculation; then 403 as the calculator', async () => {
      const { browser, user } = await member();
      const ran = await browser.call('POST', '/api/v1/calculators/qdro', QDRO);
      expect(ran.status).toBe(200);
      expect(await app.store.premiumUsage.used(user.id, clock)).toBe(1);

      // The same input (as sent, or with its keys in another order): the result already paid for, on paper.
      expectPdf(await postAs(browser, { calculator: 'qdro', input: QDRO }));
      expectPdf(await postAs(browser, { calculator: 'qdro', input: Object.fromEntries(Object.entries(QDRO).reverse()) }));
      expect(await app.store.premiumUsage.used(user.id, clock)).toBe(1);

      // Another input is a new premium result: it takes the month's second free calculation.
      expectPdf(await postAs(browser, { calculator: 'qdro', input: { ...QDRO, divisionPercentage: 40 } }));
      expect(await app.store.premiumUsage.used(user.id, clock)).toBe(2);

      // None left: the calculator's own 403, with the way to subscribe.
      const { worksheet, route } = await bothAs(browser, 'property-division', PROPERTY_DIVISION);
      expect(route.status).toBe(403);
      expect(worksheet.status).toBe(403);
      expect(worksheet.headers.get('link')).toBe('</subscribe>; rel="payment"');
      expect(sameProblem(worksheet)).toEqual(sameProblem(route));
      // What it already ran still prints.
      expectPdf(await postAs(browser, { calculator: 'qdro', input: QDRO }));
      expect(await app.store.premiumUsage.used(user.id, clock)).toBe(2);
    });
  });
});
