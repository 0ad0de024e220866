import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ourViolations } from './axe.js';
import { hasChromium, launch, watchProblems } from './browser.js';
import { horizontalOverflow } from './overflow.js';
import { cspViolations, hostEvents, recordCspViolations } from './partner-page.js';
import { startPartnerSite, type PartnerSite } from './partner-origin.js';

/**
 * Issue 31 §5: `save="false"` on a partner's page on another origin, under the partner's strict CSP, at 360 px.
 * Every request the page makes is recorded (Playwright's request events, and interception of our API's paths):
 * none may carry a figure, the calculation makes no API call at all, and only the engine and Ohio's rules are
 * fetched (from our origin). The amount equals what the API answers for the same input, asked from Node.
 */

const PHONE = { width: 360, height: 800 };
/** Incomes no other part of the page would contain, so finding them in a request means the figures left. */
const INCOME = { custodial: '3170', noncustodial: '5230' };

interface Recorded {
  method: string;
  url: string;
  body: string;
}

async function openRecorded(browser: Browser, url: string, apiOrigin: string): Promise<{ page: Page; problems: string[]; requests: Recorded[]; apiCalls: Recorded[] }> {
  const page = await browser.newPage({ viewport: PHONE });
  const problems = watchProblems(page);
  const requests: Recorded[] = [];
  const apiCalls: Recorded[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }));
  // Interception of every call to our API: recorded, then sent on unchanged.
  await page.route(`${apiOrigin}/api/**`, async (route) => {
    const request = route.request();
    apiCalls.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
    await route.continue();
  });
  await recordCspViolations(page);
  await page.goto(url);
  return { page, problems, requests, apiCalls };
}

async function fillAndCalculate(page: Page, state?: string): Promise<string> {
  const field = (name: string) => page.locator(`#child-support [name=${name}]`);
  await field('custodialParentIncome').waitFor({ timeout: 30_000 });
  await field('custodialParentIncome').fill(INCOME.custodial);
  await field('nonCustodialParentIncome').fill(INCOME.noncustodial);
  await field('numberOfChildren').selectOption('2');
  await field('custodyArrangement').selectOption('primary');
  if (state) await field('state').selectOption(state);
  await page.locator('#child-support').getByRole('button', { name: 'Calculate Child Support' }).click();
  const amount = page.locator('#child-support [part=amount]');
  await amount.waitFor({ timeout: 30_000 });
  return (await amount.textContent())!;
}

const holdsFigure = (recorded: Recorded) => Object.values(INCOME).some((figure) => recorded.url.includes(figure) || recorded.body.includes(figure));

describe.skipIf(!hasChromium)('save="false" on a partner’s page (another origin, strict CSP, 360 px)', () => {
  let browser: Browser;
  let partner: PartnerSite;
  const apiOrigin = inject('baseUrl');

  beforeAll(async () => {
    browser = await launch();
    partner = await startPartnerSite(apiOrigin, '127.0.0.1');
  });
  afterAll(async () => {
    await partner?.close();
    await browser?.close();
  });

  it('computes child support in the browser: no request carries the figures, only Ohio’s rules load, and the amount is the API’s', async () => {
    expect(new URL(partner.url).origin).not.toBe(apiOrigin);
    const { page, problems, requests, apiCalls } = await openRecorded(browser, `${partner.url}/private.html`, apiOrigin);
    const before = requests.length;
    const shown = await fillAndCalculate(page);
    // "What moves the amount" is computed here too: wait for its text equivalent before counting requests.
    await page.locator('#child-support').getByText('What moves the amount').first().waitFor({ timeout: 30_000 });

    const during = requests.slice(before);
    expect(requests.filter(holdsFigure)).toEqual([]);
    expect(apiCalls.filter(holdsFigure)).toEqual([]);
    expect(during.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(apiCalls.filter((r) => r.method !== 'GET')).toEqual([]);
    // The on-device code came from our origin (the script's), as scripts the partner's policy allows.
    const onDevice = during.filter((r) => new URL(r.url).pathname.startsWith('/embed/on-device/'));
    expect(onDevice.length).toBeGreaterThan(0);
    expect(onDevice.every((r) => new URL(r.url).origin === apiOrigin)).toBe(true);
    // One state's rules, not all 51: Ohio's chunk and no other state's.
    const stateChunks = onDevice.map((r) => new URL(r.url).pathname.split('/').at(-1)!).filter((file) => /^[a-z-]+-[\w-]{8}\.js$/.test(file) && !/^(on-device|rules|estimate|income-shares|parent-income|shared-care)/.test(file));
    expect(stateChunks.filter((file) => file.startsWith('ohio-'))).toHaveLength(1);
    expect(stateChunks.filter((file) => /^(texas|new-york|california|indiana|georgia)-/.test(file))).toEqual([]);
    expect(onDevice.length).toBeLessThan(10);

    const calculated = (await hostEvents(page)).find((event) => event.type === 'securesplit:calculated');
    expect(calculated?.detail.calculationId).toBeNull();
    const result = calculated!.detail.result as { monthlyPayment: number; meta: { asOf: string } };

    // No Download PDF (it would post the entries); Print stays. Nothing sideways, axe clean, no CSP report.
    expect(await page.locator('#child-support').getByRole('button', { name: /Download PDF/ }).count()).toBe(0);
    // The partner's own event log prints "<securesplit-child-support>" as one word in its hostile CSS: not ours.
    const partnerLogText = (offender: string) => offender.startsWith('li "securesplit:') && offender.includes('" text "');
    expect((await horizontalOverflow(page)).offenders.filter((offender) => !partnerLogText(offender))).toEqual([]);
    expect(await ourViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();

    // The same entries in the ordinary (saving) element on the partner's blog page: its request body is the input the
    // widget builds from them. Asked of the API from Node (not from the page), it gives the very same result.
    const saving = await openRecorded(browser, `${partner.url}/`, apiOrigin);
    expect(await fillAndCalculate(saving.page, 'ohio')).toBe(shown);
    const sent = saving.apiCalls.find((call) => call.method === 'POST' && new URL(call.url).pathname === '/api/v1/calculators/child-support');
    expect(sent?.body).toContain(INCOME.noncustodial);
    await saving.page.close();
    const input = { ...(JSON.parse(sent!.body) as Record<string, unknown>), asOf: result.meta.asOf };
    const response = await fetch(`${apiOrigin}/api/v1/calculators/child-support`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    expect(response.status).toBe(200);
    const { id: _id, saved: _saved, ...fromApi } = (await response.json()) as Record<string, unknown>;
    expect(result).toEqual(fromApi);
  });
});
