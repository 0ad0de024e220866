import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_LOGIN } from './api-server.js';
import { ourViolations } from './axe.js';
import { hasChromium, launch, watchProblems } from './browser.js';
import { focused, tabTo } from './keyboard.js';
import { horizontalOverflow } from './overflow.js';
import { formatMoney } from '../../src/ui/format.js';

/**
 * The premium calculators on a page of SecureSplit's own origin (they call account paths, which are
 * first-party only), against the real server: signed out they say so with a Sign in link; signed in
 * through the test login (premium) they calculate from what was typed by keyboard at 360 px.
 */
const HOST_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Premium calculators</title>
    <script src="/embed.js"></script>
  </head>
  <body>
    <main>
      <securesplit-property-division id="pd" state="texas"></securesplit-property-division>
      <securesplit-qdro id="qdro" state="california"></securesplit-qdro>
    </main>
  </body>
</html>`;

async function openHostPage(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const problems = watchProblems(page);
  const base = inject('baseUrl');
  await page.route(`${base}/premium-host.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST_PAGE }));
  await page.goto(`${base}/premium-host.html`);
  await page.locator('#pd form').waitFor();
  await page.locator('#qdro form').waitFor();
  return { page, problems };
}

/** Signs in the way the site's /test-login page does: a same-origin POST that sets the session cookie. */
async function signIn(page: Page): Promise<void> {
  const status = await page.evaluate(async (login) => {
    const response = await fetch('/api/v1/auth/test-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: login.email, password: login.password }),
    });
    return response.status;
  }, DEMO_LOGIN);
  expect(status).toBe(200);
}

async function typeInto(page: Page, field: string, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** The focused control's accessible name given by aria-label (the Remove buttons'). */
const focusedLabel = (page: Page, host: string) => page.evaluate((id) => document.getElementById(id)!.shadowRoot!.activeElement!.getAttribute('aria-label'), host);

async function fillQdroByKeyboard(page: Page): Promise<void> {
  await page.locator('#qdro select[name=accountType]').focus();
  await typeInto(page, 'qdro currentBalance', '250000');
  await typeInto(page, 'qdro employeeAge', '45');
  await typeInto(page, 'qdro spouseAge', '43');
  await typeInto(page, 'qdro marriageDate', '06152010');
  await typeInto(page, 'qdro separationDate', '03012024');
  await typeInto(page, 'qdro employmentStartDate', '01012008');
  await typeInto(page, 'qdro annualContribution', '12000');
  await typeInto(page, 'qdro employerMatch', '4000');
}

/** The result fits a 320 px phone and a 768 px tablet (one and two columns) with no sideways scroll. */
async function expectNoOverflow(page: Page, state: string): Promise<void> {
  for (const width of [320, 768]) {
    await page.setViewportSize({ width, height: 800 });
    const measured = await horizontalOverflow(page);
    expect(measured.offenders, `${state} at ${width} px`).toEqual([]);
    expect(measured.scrollWidth, `${state}: page width at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

const amountOf = (host: Locator) => host.locator('[part=amount]').textContent();

describe.skipIf(!hasChromium)('premium calculators by keyboard at 360 px against the real server (contracts C3, C6)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signed out: the QDRO calculator shows the server’s message with a Sign in link; nothing is shown as a result', async () => {
    const { page, problems } = await openHostPage(browser);
    const host = page.locator('#qdro');
    await fillQdroByKeyboard(page);
    await tabTo(page, 'qdro Calculate QDRO Division');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/calculators/qdro'));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(401);
    const link = host.getByRole('link', { name: 'Sign in' });
    await link.waitFor();
    expect(await host.getByRole('alert').filter({ hasText: 'Authentication required' }).count()).toBe(1);
    expect(await host.locator('[part=amount]').count()).toBe(0);
    expect(problems.filter((p) => !p.includes('/api/v1/calculators/qdro'))).toEqual([]);
    await page.close();
  });

  it('signed in: property division typed by keyboard (rows added and removed by keyboard) gives the server’s result', async () => {
    const { page, problems } = await openHostPage(browser);
    await signIn(page);
    const host = page.locator('#pd');
    await host.locator('input[name=primaryResidenceValue]').focus();
    await page.keyboard.type('400000');
    await typeInto(page, 'pd primaryResidenceMortgage', '250000');
    expect(await host.locator('input[name=primaryResidenceValue]').inputValue()).toBe('$400,000');
    // Spouse 1 keeps the house: a closed <select> takes the arrow keys.
    await tabTo(page, 'pd primaryResidenceKeptBy');
    await page.keyboard.press('ArrowDown');
    expect(await host.locator('select[name=primaryResidenceKeptBy]').inputValue()).toBe('spouse1');

    // Add two vehicles with Enter; focus lands in each new row. Remove the second; focus returns to the first.
    await tabTo(page, 'pd Add Vehicle');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('pd vehicles.0.name');
    await page.keyboard.type('Car');
    await typeInto(page, 'pd vehicles.0.value', '30000');
    await typeInto(page, 'pd vehicles.0.loan', '10000');
    await tabTo(page, 'pd Add Vehicle');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('pd vehicles.1.name');
    await page.keyboard.type('Boat');
    expect(await host.getByRole('status').filter({ hasText: 'Vehicle 2 added.' }).count()).toBe(1);
    // The next Remove in the tab order is the second row's own, named for it.
    await tabTo(page, 'pd Remove');
    expect(await focusedLabel(page, 'pd')).toBe('Remove Vehicle 2');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('pd vehicles.0.name');
    expect(await host.locator('input[name="vehicles.1.name"]').count()).toBe(0);
    expect(await host.locator('input[name="vehicles.0.value"]').inputValue()).toBe('$30,000');

    await typeInto(page, 'pd checkingAccounts.0.balance', '5000');
    await typeInto(page, 'pd savingsAccounts.0.balance', '20000');
    await typeInto(page, 'pd retirementAccounts.0.balance', '100000');
    await typeInto(page, 'pd creditCards.0.balance', '5000');
    await tabTo(page, 'pd Calculate Property Division', 120);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/calculators/property-division'));
    await page.keyboard.press('Enter');
    const response = await answer;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { netWorth: number; equalization: { amount: number; payer: string }; access: { kind: string } };
    expect(body.netWorth).toBe(290_000);
    expect(body.access.kind).toBe('full');
    await host.locator('[part=amount]').waitFor();
    expect(await amountOf(host)).toBe('$290,000');
    expect(await host.getByText('Community property state', { exact: true }).count()).toBe(1);
    // Spouse 1 keeps the 150,000 house + half of the unassigned 20,000 + 125,000 − 5,000 = 220,000; target 145,000.
    expect(body.equalization).toMatchObject({ amount: 75_000, payer: 'spouse1' });
    expect(await host.getByText('You (Spouse 1) pay your spouse (Spouse 2) $75,000 to reach the chosen split.').count()).toBe(1);
    await host.getByText('Show the math').click();
    expect(await ourViolations(page)).toEqual([]);
    await expectNoOverflow(page, 'property division result');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('signed in: the QDRO typed by keyboard gives the server’s result, the badge and the marital % to one decimal', async () => {
    const { page, problems } = await openHostPage(browser);
    await signIn(page);
    const host = page.locator('#qdro');
    await fillQdroByKeyboard(page);
    await tabTo(page, 'qdro Calculate QDRO Division');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/calculators/qdro'));
    await page.keyboard.press('Enter');
    const response = await answer;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { spouseEntitlement: number; maritalPortion: number; breakdown: { maritalPercentage: number }; qdroRequired: boolean };
    // By default half of the marital portion (issue 33), not half of the whole $250,000.
    expect(body.spouseEntitlement).toBe(Math.round(body.maritalPortion * 50) / 100);
    expect(body.qdroRequired).toBe(true);
    await host.locator('[part=amount]').waitFor();
    expect(await amountOf(host)).toBe(formatMoney(body.spouseEntitlement));
    expect(await host.getByTestId('qdro-division').textContent()).toMatch(/^Half of the marital portion/);
    expect(await host.getByText('QDRO Required for Division').count()).toBe(1);
    const marital = host.locator('.ss-breakdown-row', { hasText: 'Marital percentage' }).locator('dd');
    expect(await marital.textContent()).toBe(`${body.breakdown.maritalPercentage.toFixed(1)}%`);
    await host.getByText('Show the math').click();
    expect(await ourViolations(page)).toEqual([]);
    await expectNoOverflow(page, 'QDRO result');
    expect(problems).toEqual([]);
    await page.close();
  });
});
