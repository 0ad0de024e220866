import { calculateCustodyCosts, calculateTaxImpact } from '@securesplit/engine';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../../src/ui/format.js';
import { DEMO_LOGIN } from './api-server.js';
import { hasChromium, launch, watchProblems } from './browser.js';
import { horizontalOverflow } from './overflow.js';
import { typeAndTab } from './partner-page.js';

/** A page on the API's own origin (first party, so the session cookie goes with the premium calls) embedding both elements. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Premium calculators</title><script src="/embed.js"></script></head><body><main>
<h1>Premium calculators</h1>
<securesplit-tax-impact id="tax" state="new-york"></securesplit-tax-impact>
<securesplit-custody-costs id="custody" state="ohio"></securesplit-custody-costs>
</main></body></html>`;

async function signedInPage(browser: Browser, width: number): Promise<{ page: Page; problems: string[]; posted: Map<string, unknown> }> {
  const base = inject('baseUrl');
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems = watchProblems(page);
  // What the widgets sent, by path, to compare their results with the engine's for the same input.
  const posted = new Map<string, unknown>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/api/v1/calculators/')) posted.set(path, request.postDataJSON());
  });
  await page.route(`${base}/premium-widgets.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  const login = await page.request.post(`${base}/api/v1/auth/test-login`, {
    data: { username: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    headers: { origin: base },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${base}/premium-widgets.html`);
  await page.locator('securesplit-custody-costs form').waitFor();
  await page.addStyleTag({ content: 'body{margin:0}main{padding:0 8px}' });
  return { page, problems, posted };
}

async function expectNoOverflow(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  // Measure after the new width has been laid out and painted (resize observers included), not after a guessed delay.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const overflow = await horizontalOverflow(page);
  expect(overflow.offenders, `at ${width} px`).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(width);
}

describe.skipIf(!hasChromium)('premium tax impact and custody cost elements, signed in with premium, by keyboard at 360 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tax impact: fills the form, gets the API’s result (the engine’s for that input) and fits 320 px', async () => {
    const { page, problems, posted } = await signedInPage(browser, 360);
    const host = page.locator('#tax');
    await host.locator('input[name=annualIncome]').focus();
    await typeAndTab(page, '85000');
    expect(await host.locator('input[name=annualIncome]').inputValue()).toBe('$85,000');
    await typeAndTab(page, '40000');
    await typeAndTab(page, '', 2); // alimony paid and received: none
    await page.keyboard.press('Tab'); // filing status now: married filing jointly (the default)
    await typeAndTab(page, 'H'); // after the divorce: head of household
    expect(await host.locator('select[name=projectedFilingStatus]').inputValue()).toBe('head-of-household');
    await typeAndTab(page, '2'); // two children: who they live with appears next
    await typeAndTab(page, '1'); // one lives with you
    expect(await host.locator('select[name=childrenWithPrimaryParent]').inputValue()).toBe('1');
    await typeAndTab(page, '', 2); // no Form 8332 releases
    await typeAndTab(page, '12000');
    await typeAndTab(page, '9000');
    await typeAndTab(page, '2500');
    await page.keyboard.press('Enter');
    const amount = host.locator('[part=amount]');
    await amount.waitFor({ timeout: 20_000 });

    const sent = posted.get('/api/v1/calculators/tax-impact');
    expect(sent).toMatchObject({ annualIncome: 85000, spouseIncome: 40000, projectedFilingStatus: 'head-of-household', numberOfChildren: 2, childrenWithPrimaryParent: 1, mortgageInterest: 12000, propertyTaxes: 9000, charitableDeductions: 2500, state: 'new-york' });
    const expected = calculateTaxImpact(sent);
    const headline = expected.taxDifference > 0 ? `+${formatMoney(expected.taxDifference)}` : formatMoney(Math.abs(expected.taxDifference));
    expect(await amount.textContent()).toBe(headline);
    expect(await host.locator('p:has([part=amount])').textContent()).toMatch(new RegExp(`^${expected.taxDifference > 0 ? 'Annual Tax Increase' : 'Annual Tax Savings'}\\+?\\$`));
    expect(await host.getByText('Not tax advice').count()).toBe(1);
    expect(await host.locator('[data-testid=recommendations] li').count()).toBe(expected.recommendations.length);
    // Premium access: no count of free calculations.
    expect(await host.locator('[data-testid=free-calculations-left]').count()).toBe(0);
    expect(await host.locator('figure svg[role=img] title').count()).toBe(1);

    await expectNoOverflow(page, 360);
    await expectNoOverflow(page, 320);
    await host.getByText('Show the math').click();
    await expectNoOverflow(page, 320);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('custody costs: custom days and three children’s ages by keyboard, the API’s result, and fits 320 px', async () => {
    const { page, problems, posted } = await signedInPage(browser, 360);
    const host = page.locator('#custody');
    await host.locator('select[name=custodyArrangement]').focus();
    await typeAndTab(page, 'C'); // custom: the days field appears next
    await typeAndTab(page, '250');
    await typeAndTab(page, '3'); // three children: three age fields
    expect(await host.locator('input[name^=childAge]').count()).toBe(3);
    for (const age of ['9', '6', '2']) await typeAndTab(page, age);
    await typeAndTab(page, '1800');
    await typeAndTab(page, '1200');
    await typeAndTab(page, '650', 4); // daycare; after-school, summer, babysitter left empty
    await typeAndTab(page, '12');
    await typeAndTab(page, 'E'); // exchanges every two weeks
    await typeAndTab(page, '', 2); // vehicle, public transport
    await typeAndTab(page, '', 4);
    await typeAndTab(page, '100'); // tutoring
    await typeAndTab(page, '220', 5); // health insurance, then copays, dental, vision, therapy
    await typeAndTab(page, '', 4); // other expenses
    await typeAndTab(page, '3000');
    await page.keyboard.type('4000');
    await page.keyboard.press('Enter');
    const amount = host.locator('[part=amount]');
    await amount.waitFor({ timeout: 20_000 });

    const sent = posted.get('/api/v1/calculators/custody-costs');
    expect(sent).toMatchObject({ custodyArrangement: 'custom', custodialParentDays: 250, numberOfChildren: 3, childAge1: 9, childAge2: 6, childAge3: 2, custodialHousingCost: 1800, nonCustodialHousingCost: 1200, daycareCost: 650, distanceBetweenHomes: 12, transportationFrequency: 'biweekly', tutoring: 100, healthInsurance: 220, custodialParentIncome: 3000, nonCustodialParentIncome: 4000, state: 'ohio' });
    const expected = calculateCustodyCosts(sent);
    expect(await amount.textContent()).toBe(formatMoney(expected.totalAnnualCost));
    expect(await host.getByTestId('suggested-sharing').textContent()).toBe(`Suggested sharing: ${expected.costSharing.suggestedSharing}`);
    expect(await host.locator('figure svg[role=img] title').count()).toBe(2);
    // USDA's typical amounts (issue 13): their table scrolls inside its own labelled, focusable region at 320 px.
    const typical = host.getByRole('region', { name: 'Your figures and USDA typical amounts, a month' });
    expect(await typical.getAttribute('tabindex')).toBe('0');
    expect(await host.locator('[data-category=food]').textContent()).toContain('Empty: not added');

    await expectNoOverflow(page, 360);
    await expectNoOverflow(page, 320);
    await host.getByText('Show the math').click();
    await expectNoOverflow(page, 320);
    expect(problems).toEqual([]);
    await page.close();
  });
});
