import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 31 §3 at a phone's width: scenarios saved from a child-support result (signed out: in the browser only, no
 * request carries them), compared side by side with the differences marked in words, one opened back into the
 * calculator; signed in, the account's scenarios (saved through the API) are listed and compared the same way.
 */
const WIDTH = 360;
const HEIGHT = 800;

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.addInitScript(() => localStorage.setItem('securesplit:visited', '1'));
  return page;
}

const shownPanel = (page: Page) => page.locator('#calculators [role=tabpanel]:not([hidden])');

async function fillPanel(page: Page, entries: Record<string, string>): Promise<void> {
  const panel = shownPanel(page);
  for (const [name, value] of Object.entries(entries)) {
    const field = panel.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const MY_OFFER = { custodialParentIncome: '3000', nonCustodialParentIncome: '5000', numberOfChildren: '2', custodyArrangement: 'primary', state: 'maryland' };
const THEIR_OFFER = { ...MY_OFFER, nonCustodialParentIncome: '6500' };

/** Nothing of the page sideways: the document is no wider than the window. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function calculateAndSave(page: Page, entries: Record<string, string>, name: string): Promise<string> {
  await fillPanel(page, entries);
  await page.locator('#calculators').getByRole('button', { name: 'Calculate Child Support' }).click();
  const amount = shownPanel(page).locator('.ss-headline [part=amount]');
  await amount.waitFor({ timeout: 15_000 });
  await expect.poll(() => shownPanel(page).locator('[data-testid=result-announcement]').textContent()).toContain((await amount.textContent())!);
  const figure = (await amount.textContent())!;
  await shownPanel(page).getByRole('button', { name: 'Save as scenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as scenario' });
  await dialog.waitFor();
  // The name field has focus: typed straight in, saved with Enter.
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  return figure;
}

describe('scenarios side by side at 360 px (issue 31 §3)', () => {
  it('signed out: saves two in the browser only, compares them with the differences marked, and opens one back', async () => {
    const page = await newPage();
    const scenarioRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/account/scenarios')) scenarioRequests.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`${toolkit.baseUrl}/`);
    const mine = await calculateAndSave(page, MY_OFFER, 'My offer');

    // A name already used is refused at the field, read out, and nothing is saved twice.
    await shownPanel(page).getByRole('button', { name: 'Save as scenario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as scenario' });
    await page.keyboard.type('my offer');
    await page.keyboard.press('Enter');
    const error = dialog.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toContain('You already have a scenario called “my offer”');
    expect(await dialog.getByRole('textbox', { name: 'Scenario name' }).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const theirs = await calculateAndSave(page, THEIR_OFFER, 'Their offer');
    expect(theirs).not.toBe(mine);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('securesplit.scenarios') ?? '{}') as { scenarios: { name: string }[] });
    expect(kept.scenarios.map((s) => s.name)).toEqual(['My offer', 'Their offer']);

    await page.goto(`${toolkit.baseUrl}/compare`);
    await page.getByRole('heading', { name: 'Scenarios side by side' }).waitFor();
    await page.getByRole('checkbox', { name: 'My offer' }).check();
    await page.getByRole('checkbox', { name: 'Their offer' }).check();

    const comparison = page.getByRole('region', { name: /Scenarios side by side/ });
    await comparison.waitFor();
    // The headline amounts, one scenario a line above the table, both on the screen without scrolling sideways.
    const headline = page.getByRole('list', { name: 'Monthly child support' });
    expect(await headline.textContent()).toContain(mine);
    expect(await headline.textContent()).toContain(theirs);
    const box = await headline.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);

    // The lines that differ say so in words: the amount and the paying parent's income; the children do not.
    const row = (label: string) => comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
    expect(await row('Monthly child support').getAttribute('data-differs')).toBe('true');
    expect(await row('Monthly child support').getByRole('rowheader').textContent()).toContain('Differs');
    expect(await row('Paying parent’s monthly income').getAttribute('data-differs')).toBe('true');
    expect(await row('Children').getAttribute('data-differs')).toBe('false');
    expect(await row('Children').getByRole('rowheader').textContent()).not.toContain('Differs');
    expect(await page.getByRole('status').filter({ hasText: 'marked “Differs”' }).count()).toBe(1);

    // Nothing of the page sideways at 360 px: a wide table scrolls inside its own frame.
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Open "Their offer" back in the calculator: its figures fill the form and its result shows again.
    await page.getByRole('button', { name: 'Open Their offer in the calculator' }).click();
    await page.waitForURL(/\/#calculators$/);
    await shownPanel(page).locator('.ss-headline [part=amount]').waitFor({ timeout: 15_000 });
    expect(await shownPanel(page).locator('[name=nonCustodialParentIncome]').inputValue()).toMatch(/^\$?6,?500(\.00)?$/);
    expect(await shownPanel(page).locator('.ss-headline [part=amount]').textContent()).toBe(theirs);
    await page.getByText('Opened the scenario “Their offer”').waitFor();

    // Signed out, nothing about scenarios went to the server.
    expect(scenarioRequests).toEqual([]);
    await page.close();
  });

  it('signed in: lists the account’s scenarios saved through the API, compares them, and offers to keep browser ones', async () => {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('securesplit:visited', '1'));
    await page.goto(`${toolkit.baseUrl}/`);
    const origin = { Origin: toolkit.baseUrl };
    const stamp = Date.now() % 1_000_000;
    const signUp = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
      headers: origin,
      data: { email: `scenarios${stamp}@example.com`, password: 'a long passphrase for scenarios', firstName: 'Jordan', lastName: 'Rivera', username: `scenarios${stamp}` },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const input = { custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20, state: 'maryland' };
    for (const [name, income] of [['Court guideline', 5000], ['Their offer', 7000]] as const) {
      const saved = await page.request.post(`${toolkit.baseUrl}/api/v1/account/scenarios`, {
        headers: origin,
        data: { name, calculator: 'child-support', input: { ...input, nonCustodialParentIncome: income } },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    // One kept in this browser before signing in: still shown, and offered to the account.
    await page.evaluate(() =>
      localStorage.setItem(
        'securesplit.scenarios',
        JSON.stringify({
          version: 1,
          scenarios: [{ key: 'local-1', name: 'My offer', calculator: 'child-support', input: { custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20, state: 'maryland' }, result: { monthlyPayment: 700 }, createdAt: '2026-12-01T00:00:00.000Z' }],
        }),
      ),
    );

    await page.goto(`${toolkit.baseUrl}/compare`);
    await page.getByRole('checkbox', { name: 'Court guideline' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'My offer' }).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Court guideline' }).check();
    await page.getByRole('checkbox', { name: 'Their offer' }).check();
    const comparison = page.getByRole('region', { name: /Scenarios side by side/ });
    await comparison.waitFor();
    const amountRow = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Monthly child support/ }) });
    expect(await amountRow.getAttribute('data-differs')).toBe('true');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Keep them on my account' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('securesplit.scenarios'))).toContain('"scenarios":[]');
    const listed = await page.request.get(`${toolkit.baseUrl}/api/v1/account/scenarios`);
    expect(((await listed.json()) as { scenarios: { name: string }[] }).scenarios.map((s) => s.name)).toEqual(['Court guideline', 'Their offer', 'My offer']);
    await page.getByRole('checkbox', { name: 'My offer' }).waitFor();
    await expect.poll(() => page.locator('.scenario-meta', { hasText: 'your account' }).count()).toBe(3);
    await context.close();
  });
});
