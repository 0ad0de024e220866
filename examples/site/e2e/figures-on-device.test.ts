import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 31 §5 on the site: the "Don't save my figures" switch. On, the free calculators compute in the browser and
 * no request carries the figures; the choice is remembered in this browser; off again, the API computes as before.
 */

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

const INCOME = { custodial: '3170', noncustodial: '5230' };

/** Every request the page makes after this call whose URL or body holds one of the incomes typed. */
function recordRequests(page: Page): { all: Request[]; withFigures: () => string[] } {
  const all: Request[] = [];
  page.on('request', (request) => all.push(request));
  return {
    all,
    withFigures: () =>
      all
        .filter((request) => Object.values(INCOME).some((figure) => request.url().includes(figure) || (request.postData() ?? '').includes(figure)))
        .map((request) => `${request.method()} ${request.url()}`),
  };
}

const panel = (page: Page) => page.locator('#calculators [role=tabpanel]:not([hidden])');

async function calculateChildSupport(page: Page): Promise<string> {
  await panel(page).locator('[name=custodialParentIncome]').fill(INCOME.custodial);
  await panel(page).locator('[name=nonCustodialParentIncome]').fill(INCOME.noncustodial);
  await panel(page).locator('[name=numberOfChildren]').selectOption('2');
  await panel(page).locator('[name=custodyArrangement]').selectOption('primary');
  await panel(page).locator('[name=state]').selectOption('ohio');
  await panel(page).getByRole('button', { name: 'Calculate Child Support' }).click();
  const amount = panel(page).locator('.ss-results [part=amount]');
  await amount.waitFor({ timeout: 20_000 });
  return (await amount.textContent())!;
}

describe('“Don’t save my figures” on the home page (360 px)', () => {
  it('is a labelled switch, explained in one sentence, remembered in this browser; on, nothing carries the figures', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('securesplit:visited', '1'));
    const page = await context.newPage();
    await page.goto(`${toolkit.baseUrl}/`);
    const toggle = page.getByRole('switch', { name: 'Don’t save my figures' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const explanation = await toggle.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby')!)?.textContent);
    expect(explanation).toMatch(/in this browser/);

    // By keyboard: Tab to it and press Space.
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('securesplit.figuresStayOnDevice'))).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // Remembered: a new page in this browser opens with the switch on.
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Don’t save my figures' }).getAttribute('aria-checked')).toBe('true');

    const requests = recordRequests(page);
    const onDevice = await calculateChildSupport(page);
    // The engine and Ohio's rules came from the site itself; no calculation went to the API, and no request held a figure.
    expect(requests.withFigures()).toEqual([]);
    expect(requests.all.filter((request) => new URL(request.url()).pathname.startsWith('/api/v1/calculators')).map((r) => r.url())).toEqual([]);
    expect(requests.all.some((request) => request.resourceType() === 'script' && /\/assets\/ohio-/.test(request.url()))).toBe(true);
    expect(await panel(page).getByRole('button', { name: /Download PDF/ }).count()).toBe(0);

    // Off again: the API computes (and the figures go to it), with the same amount.
    await page.getByRole('switch', { name: 'Don’t save my figures' }).click();
    expect(await page.evaluate(() => localStorage.getItem('securesplit.figuresStayOnDevice'))).toBeNull();
    const calculation = page.waitForRequest((request) => request.url().endsWith('/api/v1/calculators/child-support') && request.method() === 'POST');
    expect(await calculateChildSupport(page)).toBe(onDevice);
    expect((await calculation).postData()).toContain(INCOME.noncustodial);
    await context.close();
  });
});
