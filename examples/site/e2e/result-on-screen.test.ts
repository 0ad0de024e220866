import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/src/config.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';
import { launcherBox } from './launcher.js';

/**
 * Issue 33 §3 and §4: after Calculate the answer is on the screen and read out, a reopened calculation shows its
 * result, the assistant's button covers nothing, every result prints cleanly, and results say only what the rule uses.
 */
const DEMO = { DEMO_LOGIN_EMAIL: 'demo.result@example.com', DEMO_LOGIN_PASSWORD: 'a demo passphrase for results' };
const WIDTHS = [320, 360, 768, 1280, 1440];
const HEIGHT = 900;

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  const { auth } = loadConfig({ ...DEMO, DATABASE_URL: '' });
  [toolkit, browser] = await Promise.all([startToolkit({ auth }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

/** A visitor who has been here before (no first-visit greeting), on a window of this size. */
async function newPage(width: number, context?: BrowserContext): Promise<Page> {
  const page = context ? await context.newPage() : await browser.newPage({ viewport: { width, height: HEIGHT } });
  await page.setViewportSize({ width, height: HEIGHT });
  await page.addInitScript(() => localStorage.setItem('securesplit:visited', '1'));
  return page;
}

/** The free calculators' tab panel on show. */
const shownPanel = (page: Page) => page.locator('#calculators [role=tabpanel]:not([hidden])');

/** Fields of the panel on show: a select gets its option, an input the text. */
async function fillPanel(page: Page, entries: Record<string, string>): Promise<void> {
  const panel = shownPanel(page);
  for (const [name, value] of Object.entries(entries)) {
    const field = panel.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const CHILD_SUPPORT = { custodialParentIncome: '3000', nonCustodialParentIncome: '5000', numberOfChildren: '2', custodyArrangement: 'primary', state: 'maryland' };
const ALIMONY = { marriageDate: '06152010', separationDate: '03012024', payerIncome: '8000', recipientIncome: '3000', payerAge: '45', recipientAge: '43', alimonyType: 'permanent', state: 'texas' };

/** Where the headline is against the window after the result arrived (px; the window is 0 to innerHeight). */
async function headlineBox(headline: Locator): Promise<{ top: number; bottom: number; viewport: number }> {
  return headline.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), viewport: window.innerHeight };
  });
}

/** The results on show: the free calculators' visible tab, or the page's one calculator. */
async function shownResults(page: Page): Promise<Locator> {
  return (await page.locator('#calculators').count()) > 0 ? shownPanel(page).locator('.ss-results') : page.locator('#main .ss-results').first();
}

async function expectHeadlineOnScreen(page: Page, state: string): Promise<void> {
  const results = await shownResults(page);
  const headline = results.locator('.ss-headline');
  await headline.locator('[part=amount]').waitFor({ timeout: 15_000 });
  // The scroll happens as the result renders; give a smooth scroll, if a browser makes one, time to end.
  await expect
    .poll(async () => {
      const box = await headlineBox(headline);
      return box.top >= 0 && box.bottom <= box.viewport;
    }, { timeout: 3_000, message: `${state}: ${JSON.stringify(await headlineBox(headline))}` })
    .toBe(true);
  // And read out once: the headline's own words through the panel's status line.
  const amount = (await headline.locator('[part=amount]').textContent())!;
  await expect.poll(() => results.locator('[data-testid=result-announcement]').textContent(), { message: state }).toContain(amount);
}

/** Every text line box inside the results, in window coordinates. */
function resultTextRects(page: Page): Promise<{ text: string; left: number; top: number; right: number; bottom: number }[]> {
  return page.evaluate(() => {
    const boxes: { text: string; left: number; top: number; right: number; bottom: number }[] = [];
    for (const results of document.querySelectorAll('#main .ss-results')) {
      if (!(results as HTMLElement).offsetParent) continue;
      const walker = document.createTreeWalker(results, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text || (node.parentElement && getComputedStyle(node.parentElement).visibility === 'hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) boxes.push({ text, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
      }
    }
    return boxes;
  });
}

/** The assistant's button (or its stand-in) never lies over result text, wherever the page is scrolled. */
async function expectAssistantCoversNoResult(page: Page, state: string): Promise<void> {
  const results = await shownResults(page);
  const { top, height } = await results.evaluate((element) => ({ top: element.getBoundingClientRect().top + window.scrollY, height: element.getBoundingClientRect().height }));
  for (let y = Math.max(0, top - HEIGHT); y <= top + height; y += 120) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    const box = await launcherBox(page);
    const covered = (await resultTextRects(page)).filter((rect) => rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top);
    expect(covered.map((rect) => rect.text), `${state}, scrolled to ${y}`).toEqual([]);
  }
}

async function signInWithTestLogin(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
  const page = await newPage(width, context);
  await page.goto(`${toolkit.baseUrl}/test-login`);
  await page.getByLabel('Email').fill(DEMO.DEMO_LOGIN_EMAIL);
  await page.getByLabel('Password').fill(DEMO.DEMO_LOGIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${toolkit.baseUrl}/`);
  return { context, page };
}

/** Property division with a house, a car, savings and a card (spec part 2). */
async function calculatePropertyDivision(page: Page): Promise<void> {
  await page.goto(`${toolkit.baseUrl}/property-division`);
  const main = page.locator('#main');
  await main.getByRole('button', { name: 'Add Vehicle' }).click();
  for (const [name, value] of [
    ['primaryResidenceValue', '400000'],
    ['primaryResidenceMortgage', '250000'],
    ['vehicles.0.name', 'Car'],
    ['vehicles.0.value', '30000'],
    ['savingsAccounts.0.balance', '20000'],
    ['creditCards.0.balance', '5000'],
  ] as const)
    await main.locator(`[name="${name}"]`).fill(value);
  await main.locator('[name=state]').selectOption('texas');
  await main.getByRole('button', { name: 'Calculate Property Division' }).click();
}

describe('after Calculate the headline amount is on the screen and read out (issue 33 §3)', () => {
  for (const width of WIDTHS) {
    it(`the free calculators at ${width} × ${HEIGHT}`, async () => {
      const page = await newPage(width);
      await page.goto(`${toolkit.baseUrl}/`);
      const calculators = page.locator('#calculators');
      await fillPanel(page, CHILD_SUPPORT);
      await calculators.getByRole('button', { name: 'Calculate Child Support' }).click();
      await expectHeadlineOnScreen(page, `child support at ${width} px`);
      await calculators.getByRole('tab', { name: 'Alimony' }).click();
      await fillPanel(page, ALIMONY);
      await calculators.getByRole('button', { name: 'Calculate Alimony' }).click();
      await expectHeadlineOnScreen(page, `alimony at ${width} px`);
      await calculators.getByRole('tab', { name: 'Budget Planner' }).click();
      // Every budget line filled: $4,200 coming in, $100 for each expense.
      const budgetInputs = shownPanel(page).locator('form input');
      for (let index = 0; index < (await budgetInputs.count()); index++) await budgetInputs.nth(index).fill(index === 0 ? '4200' : index < 4 ? '0' : '100');
      await shownPanel(page).locator('form button[type=submit]').click();
      await expectHeadlineOnScreen(page, `budget at ${width} px`);
      await page.close();
    });
  }

  for (const width of [360, 1280]) {
    it(`a premium calculator (property division) at ${width} × ${HEIGHT}`, async () => {
      const { context, page } = await signInWithTestLogin(width);
      await calculatePropertyDivision(page);
      await expectHeadlineOnScreen(page, `property division at ${width} px`);
      // Who is who (issue 33 §4): the person using it is Spouse 1, and the spec's names stay beside.
      const results = page.locator('#main .ss-results');
      await results.getByText('Your Net Value (Spouse 1)').waitFor();
      await results.getByText('Your spouse’s Net Value (Spouse 2)').waitFor();
      if (width === 360) await expectAssistantCoversNoResult(page, 'property division at 360 px');
      await context.close();
    });
  }
});

describe('a reopened calculation shows its result (issue 33 §3)', () => {
  it('the assistant’s link with the inputs in its query opens the calculator with its result, no Calculate needed', async () => {
    const page = await newPage(360);
    const query = new URLSearchParams({ calculator: 'child-support', state: 'texas', custodialParentIncome: '3000', nonCustodialParentIncome: '5000', numberOfChildren: '2', custodyArrangement: 'primary', custodialParentTime: '80', nonCustodialParentTime: '20' });
    await page.goto(`${toolkit.baseUrl}/?${query.toString()}#calculators`);
    await expectHeadlineOnScreen(page, 'assistant link');
    const panel = shownPanel(page);
    // Texas takes a percentage of the paying parent's income (issue 33 §4): no combined income, share or share chart.
    expect(await panel.getByText('Non-custodial parent’s income share').count()).toBe(0);
    expect(await panel.getByText('Combined income').count()).toBe(0);
    expect(await panel.locator('[part=chart]').count()).toBe(0);
    expect(await panel.getByTestId('payer-income-only').textContent()).toContain('the other parent’s income does not change the amount');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('the dashboard’s Open shows the stored calculation’s result, and showing it again adds no second row to the history', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT } });
    const page = await newPage(1280, context);
    const stamp = Date.now();
    const signUp = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
      data: { email: `reopen.${stamp}@example.com`, password: 'a reopening passphrase', firstName: 'Rae', lastName: 'Open', username: `rae${stamp % 100000}` },
      headers: { Origin: toolkit.baseUrl },
    });
    expect(signUp.status()).toBe(201);
    await page.goto(`${toolkit.baseUrl}/`);
    await fillPanel(page, CHILD_SUPPORT);
    await page.locator('#calculators').getByRole('button', { name: 'Calculate Child Support' }).click();
    await expectHeadlineOnScreen(page, 'first calculation');
    const figure = await page.locator('#main [part=amount]').first().textContent();

    await page.goto(`${toolkit.baseUrl}/dashboard`);
    const rows = page.getByRole('row').filter({ hasText: 'Child support' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await rows.first().getByRole('link', { name: 'Open this child support calculation' }).click();
    await page.waitForURL(/\/\?reopen=\d+#calculators$/);
    await expectHeadlineOnScreen(page, 'reopened from the history');
    expect(await page.locator('#main [part=amount]').first().textContent()).toBe(figure);

    await page.goto(`${toolkit.baseUrl}/dashboard`);
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await context.close();
  });
});

describe('a reopened premium calculation shows its stored result (issue 33 §3)', () => {
  it('the dashboard’s Open on a property division shows its result with no press, and adds no row to the history', async () => {
    const { context, page } = await signInWithTestLogin(1280);
    await calculatePropertyDivision(page);
    await expectHeadlineOnScreen(page, 'property division');
    const figure = await page.locator('#main [part=amount]').first().textContent();
    await page.goto(`${toolkit.baseUrl}/dashboard`);
    const rows = page.getByRole('row').filter({ hasText: 'Property division' });
    await rows.first().waitFor();
    const before = await rows.count();
    const calculations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/calculators/')) calculations.push(request.url());
    });
    await rows.first().getByRole('link', { name: /^Open/ }).click();
    await page.waitForURL((url) => url.pathname === '/property-division');
    await expect.poll(() => page.locator('#main [part=amount]').first().textContent(), { timeout: 10_000 }).toBe(figure);
    expect(calculations).toEqual([]);
    await page.goto(`${toolkit.baseUrl}/dashboard`);
    await rows.first().waitFor();
    expect(await rows.count()).toBe(before);
    await context.close();
  });
});

describe('the assistant’s button covers no result (issue 33 §3)', () => {
  it('at 360 px, wherever the alimony result is scrolled', async () => {
    const page = await newPage(360);
    await page.goto(`${toolkit.baseUrl}/`);
    const calculators = page.locator('#calculators');
    await calculators.getByRole('tab', { name: 'Alimony' }).click();
    await fillPanel(page, ALIMONY);
    await calculators.getByRole('button', { name: 'Calculate Alimony' }).click();
    await expectHeadlineOnScreen(page, 'alimony at 360 px');
    await expectAssistantCoversNoResult(page, 'alimony at 360 px');
    // The first calculator input is still on a phone's first screen with the button in the header (issue 9 §6).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${toolkit.baseUrl}/`);
    const input = (await page.locator('#calculators input').first().boundingBox())!;
    expect(input.y + input.height).toBeLessThanOrEqual(740);
    await page.close();
  });
});

describe('Print / Save as PDF on every result (issue 33 §3)', () => {
  it('prints the result cleanly: no header navigation, no assistant button, no offers, no form', async () => {
    const page = await newPage(1280);
    await page.goto(`${toolkit.baseUrl}/`);
    await fillPanel(page, CHILD_SUPPORT);
    await page.locator('#calculators').getByRole('button', { name: 'Calculate Child Support' }).click();
    await expectHeadlineOnScreen(page, 'child support');
    await page.locator('.ss-assistant-launcher, .assistant-stand-in').first().waitFor();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await shownPanel(page).getByRole('button', { name: 'Print / Save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const visible = (selector: string) => page.locator(selector).first().isVisible();
    expect(await visible('#main .ss-headline [part=amount]')).toBe(true);
    expect(await visible('#main .ss-worksheet')).toBe(true);
    expect(await visible('header nav')).toBe(false);
    expect(await visible('.ss-assistant-launcher, .assistant-stand-in')).toBe(false);
    expect(await visible('#main .ss-offers')).toBe(false);
    expect(await page.getByText('Divorce Clarity Package').first().isVisible()).toBe(false);
    expect(await page.getByText('Priority CDFA review').first().isVisible()).toBe(false);
    expect(await visible('#calculators form')).toBe(false);
    expect(await visible('#main .ss-print-action')).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.close();
  });

  it('the premium calculators have it too', async () => {
    const { context, page } = await signInWithTestLogin(1280);
    await calculatePropertyDivision(page);
    await expectHeadlineOnScreen(page, 'property division');
    await page.locator('#main').getByRole('button', { name: 'Print / Save as PDF' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#main .ss-headline').first().isVisible()).toBe(true);
    expect(await page.locator('#main .premium-promo').first().isVisible()).toBe(false);
    expect(await page.locator('#main form').first().isVisible()).toBe(false);
    await context.close();
  });
});

describe('results that say what the rule uses (issue 33 §4)', () => {
  it('Texas alimony without the expenses shows the legal ceiling as a ceiling and says what is needed', async () => {
    const page = await newPage(360);
    const query = new URLSearchParams({ calculator: 'alimony', marriageDate: '2010-06-15', separationDate: '2024-03-01', payerIncome: '8000', recipientIncome: '3000', payerAge: '45', recipientAge: '43', alimonyType: 'permanent', state: 'texas' });
    await page.goto(`${toolkit.baseUrl}/?${query.toString()}#calculators`);
    const headline = page.locator('#main .ss-headline').first();
    await headline.locator('[part=amount]').waitFor({ timeout: 15_000 });
    expect(await headline.textContent()).toContain('Legal ceiling on monthly alimony');
    expect(await headline.textContent()).not.toContain('Estimated monthly alimony');
    expect(await headline.locator('[part=amount]').textContent()).toBe('$1,600');
    await shownPanel(page).getByRole('button', { name: 'Enter the receiving spouse’s expenses' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('recipientExpenses');
    await page.close();
  });

  it('Pennsylvania child support leads with one plain sentence; the details are behind “Why an estimate?”', async () => {
    const page = await newPage(360);
    const query = new URLSearchParams({ calculator: 'child-support', state: 'pennsylvania', custodialParentIncome: '3000', nonCustodialParentIncome: '5000', numberOfChildren: '2', custodyArrangement: 'primary', custodialParentTime: '80', nonCustodialParentTime: '20' });
    await page.goto(`${toolkit.baseUrl}/?${query.toString()}#calculators`);
    const notice = shownPanel(page).locator('.ss-estimate');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.getByTestId('estimate-sentence').textContent()).toMatch(/^An estimate for Pennsylvania, not an official figure: /);
    // The notes are there, closed: none shows until the disclosure is opened.
    const notes = notice.locator('details li');
    expect(await notes.count()).toBeGreaterThanOrEqual(5);
    expect(await notes.first().isVisible()).toBe(false);
    await notice.getByText('Why an estimate?').click();
    expect(await notes.first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
