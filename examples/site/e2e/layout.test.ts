import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, SCREEN_WIDTHS } from '../../../widgets/test/browser/overflow.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';
import { textLines } from './text-lines.js';

/** Every public route, with text its page shows once rendered. */
const PAGES: [path: string, ready: string][] = [
  ['/', 'Free calculators'],
  ['/financial-wellness-quiz', 'Start the Quiz'],
  ['/terms-of-service', 'What SecureSplit is'],
  ['/privacy-policy', 'What we store'],
  ['/disclaimers', 'Estimates only'],
  ['/about', 'What is free'],
  ['/support', 'Submit Request'],
  ['/data-deletion', 'Request Deletion'],
  ['/coming-soon', 'Notify Me'],
  ['/cdfa-review-success', 'We cannot find the payment'],
  ['/calculator-accuracy', 'Calculator accuracy'],
  ['/no-such-page', '404 Page Not Found'],
];

/** A 360 × 740 phone: the first screen a visitor sees without scrolling. */
const PHONE = { width: 360, height: 740 };

let toolkit: Toolkit;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
  page = await browser.newPage({ viewport: PHONE });
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

/** The most a money field takes, as a person types it (the engine's limit is $1,000,000,000). */
const LARGEST_AMOUNT = '999,999,999.99';

/** No sideways scroll at any width; a result's headline figure, when given, stays on one line (a broken one reads as two numbers). */
async function expectNoOverflowAtEveryWidth(state: string, figure?: Locator): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    const measured = await horizontalOverflow(page);
    expect(measured.offenders, `${state} at ${width} px`).toEqual([]);
    expect(measured.scrollWidth, `${state}: page width at ${width} px`).toBeLessThanOrEqual(width);
    if (figure) expect(await textLines(figure), `${state}: lines of ${await figure.textContent()} at ${width} px`).toBe(1);
  }
  await page.setViewportSize(PHONE);
}

/** Where an element's box is on the page (not the screen), in px from the top. */
function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** The calculator landing: heading focused, scrolled to the top of the screen, first input on screen. */
async function expectLandedOnCalculators(): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('calculators-heading');
  const heading = await page.locator('#calculators-heading').boundingBox();
  expect(heading?.y).toBeGreaterThanOrEqual(0);
  expect(heading?.y).toBeLessThan(40);
  const input = await page.locator('#calculators input').first().boundingBox();
  expect((input?.y ?? Infinity) + (input?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
}

describe('every page fits 320, 360, 768 and 1440 px with no sideways scroll (issue 9, section 2)', () => {
  for (const [path, ready] of PAGES) {
    it(path, async () => {
      await page.goto(`${toolkit.baseUrl}${path}`);
      await page.getByText(ready).first().waitFor({ timeout: 15_000 });
      await expectNoOverflowAtEveryWidth(path);
    });
  }

  it('the home page with each calculator’s result and worksheet open, from the largest amounts the forms take', async () => {
    await page.goto(`${toolkit.baseUrl}/`);
    const calculators = page.locator('#calculators');
    const panel = calculators.locator('[role=tabpanel]:not([hidden])');
    // California's formula has no income cap: $999,999,999.99 each gives a nine-digit figure with cents.
    await calculators.locator('input[name=custodialParentIncome]').fill(LARGEST_AMOUNT);
    await calculators.locator('input[name=nonCustodialParentIncome]').fill(LARGEST_AMOUNT);
    await calculators.locator('select[name=numberOfChildren]').selectOption('5');
    await calculators.locator('select[name=custodyArrangement]').selectOption('primary');
    await calculators.locator('select[name=state]').first().selectOption('california');
    await calculators.getByRole('button', { name: 'Calculate Child Support' }).click();
    await calculators.getByRole('tab', { name: 'Alimony' }).click();
    await calculators.locator('input[name=marriageDate]').fill('06152010');
    await calculators.locator('input[name=separationDate]').fill('03012024');
    await calculators.locator('input[name=payerIncome]').fill(LARGEST_AMOUNT);
    await calculators.locator('input[name=recipientIncome]').fill('3000');
    await calculators.locator('input[name=payerAge]').fill('45');
    await calculators.locator('input[name=recipientAge]').fill('43');
    await calculators.locator('select[name=alimonyType]').selectOption('temporary');
    await calculators.locator('select[name=state]').nth(1).selectOption('california');
    await calculators.getByRole('button', { name: 'Calculate Alimony' }).click();
    await panel.locator('[part=amount]').waitFor({ timeout: 15_000 });
    await panel.getByText('Show the math').click();
    await expectNoOverflowAtEveryWidth('home, alimony result', panel.locator('[part=amount]'));
    await calculators.getByRole('tab', { name: 'Budget Planner' }).click();
    // Every expense at the largest amount, nothing coming in: an eleven-digit deficit.
    const budgetInputs = panel.locator('form input');
    for (let index = 0; index < (await budgetInputs.count()); index++) await budgetInputs.nth(index).fill(index < 4 ? '0' : LARGEST_AMOUNT);
    await panel.locator('form button[type=submit]').click();
    await panel.locator('[part=amount]').waitFor({ timeout: 15_000 });
    await expectNoOverflowAtEveryWidth('home, budget result', panel.locator('[part=amount]'));
    await calculators.getByRole('tab', { name: 'Child Support' }).click();
    await panel.locator('[part=amount]').waitFor({ timeout: 15_000 });
    await panel.getByText('Show the math').click();
    await expectNoOverflowAtEveryWidth('home, child support result', panel.locator('[part=amount]'));
  });

  it('the quiz result, with its Try Our Calculators link to the home page’s calculators (spec part 1, section 4)', async () => {
    await page.goto(`${toolkit.baseUrl}/financial-wellness-quiz`);
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    for (let question = 1; question <= 8; question++) {
      await page.getByText(`Question ${question} of 8`).waitFor();
      await page.locator('input[type=radio]').nth(question % 4).check();
      await page.getByRole('button', { name: question === 8 ? 'Get Results' : 'Next' }).click();
    }
    await page.locator('[part=amount]').waitFor({ timeout: 10_000 });
    // The spec's link to /, since d3afad6 straight to the home page's calculators section.
    expect(await page.getByRole('link', { name: 'Try Our Calculators' }).getAttribute('href')).toBe('/#calculators');
    await expectNoOverflowAtEveryWidth('quiz result');
  });
});

describe('the first screen on a phone (issue 9, section 6)', () => {
  it('leads with the free calculators: the first input is on the first screen, above the premium cards', async () => {
    await page.goto(`${toolkit.baseUrl}/`);
    const firstInput = page.locator('#calculators input').first();
    await firstInput.waitFor();
    const box = await firstInput.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(await pageTop(firstInput)).toBeLessThan(await pageTop(page.locator('#premium-heading')));
  });

  it('“← Back to the calculators” lands on the calculator with focus', async () => {
    await page.goto(`${toolkit.baseUrl}/about`);
    await page.getByRole('link', { name: '← Back to the calculators' }).click();
    await expectLandedOnCalculators();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
  });

  it('the Calculators link lands on the calculator with focus, from another page and from the home page itself', async () => {
    await page.goto(`${toolkit.baseUrl}/support`);
    await page.getByRole('link', { name: 'Calculators', exact: true }).click();
    await expectLandedOnCalculators();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Calculators', exact: true }).click();
    await expectLandedOnCalculators();
  });

  it('an address with #calculators, opened directly, lands there too', async () => {
    await page.goto(`${toolkit.baseUrl}/about`);
    await page.goto(`${toolkit.baseUrl}/#calculators`);
    await expectLandedOnCalculators();
  });
});
