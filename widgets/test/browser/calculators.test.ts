import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from './browser.js';
import { cspViolations, hostEvents, openPartnerPage, typeAndTab } from './partner-page.js';

/** Selects an option of the focused <select> by typing its first letters, as a keyboard user does. */
async function choose(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

describe.skipIf(!hasChromium)('alimony, budget and the tabs on the partner page, by keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1280, 360]) {
    it(`calculates alimony at ${width} px, with the live marriage length`, async () => {
      const { page, problems } = await openPartnerPage(browser, width, 'securesplit-alimony form');
      const host = page.locator('#alimony');
      await host.locator('input[name=marriageDate]').focus();
      await page.keyboard.type('06152010');
      expect(await host.locator('input[name=marriageDate]').inputValue()).toBe('06/15/2010');
      await page.keyboard.press('Tab');
      await typeAndTab(page, '03012024');
      expect(await host.getByText('Length of marriage: 13 years and 8 months').count()).toBe(1);
      await typeAndTab(page, '9000');
      await typeAndTab(page, '3000');
      await typeAndTab(page, '4000');
      await typeAndTab(page, '3500');
      await typeAndTab(page, '45');
      await typeAndTab(page, '43');
      await choose(page, 'Temporary');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const amount = host.locator('[part=amount]');
      await amount.waitFor({ timeout: 15_000 });
      expect(await amount.textContent()).toMatch(/^\$[\d,]+/);
      expect(await host.getByText('Income differential').count()).toBe(1);
      const events = await hostEvents(page);
      expect(events.find((e) => e.type === 'securesplit:calculated')?.detail.calculator).toBe('alimony');
      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`analyses a budget at ${width} px and says it is a deficit`, async () => {
      const { page, problems } = await openPartnerPage(browser, width, 'securesplit-budget form');
      const host = page.locator('#budget');
      await host.locator('input[name=primaryIncome]').focus();
      await typeAndTab(page, '4000', 4);
      for (const amount of ['2500', '300', '400', '800', '500', '300']) await typeAndTab(page, amount);
      await page.keyboard.press('Enter');
      const amount = host.locator('[part=amount]');
      await amount.waitFor({ timeout: 15_000 });
      expect(await amount.textContent()).toBe('−$800');
      expect(await host.getByText(/Your expenses exceed your income by \$800 a month/).count()).toBe(1);
      expect(await host.getByRole('button', { name: 'Get Your Budget Report & Expert Consultation' }).count()).toBe(1);
      expect(await host.locator('figure svg[role=img] title').count()).toBeGreaterThanOrEqual(2);
      expect((await hostEvents(page)).find((e) => e.type === 'securesplit:calculated')?.detail.calculator).toBe('budget');
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('switches tabs with the arrow keys and keeps each tab’s input', async () => {
    const { page } = await openPartnerPage(browser, 1280, 'securesplit-free-calculators [role=tab]');
    const host = page.locator('#free-calculators');
    await host.locator('input[name=custodialParentIncome]').fill('4200');
    await host.getByRole('tab', { name: 'Child Support' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await host.getByRole('tab', { name: 'Alimony' }).getAttribute('aria-selected')).toBe('true');
    expect(await host.locator('input[name=marriageDate]').isVisible()).toBe(true);
    await page.keyboard.press('End');
    expect(await host.getByRole('tab', { name: 'Budget Planner' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await host.locator('input[name=custodialParentIncome]').inputValue()).toBe('$4,200');
    const background = await host.evaluate((element) => getComputedStyle(element.shadowRoot!.querySelector('.ss-root')!).backgroundColor);
    expect(background).toBe('rgb(15, 23, 42)');
    await page.close();
  });

  it('shows the form’s validation messages, completes the time split and formats money on blur', async () => {
    const { page } = await openPartnerPage(browser, 1280);
    const host = page.locator('#child-support');
    await host.locator('button[type=submit]').click();
    expect(await host.getByText('Income is required').count()).toBe(2);
    expect(await host.getByText('Number of children is required').count()).toBe(1);
    await host.locator('input[name=custodialParentTime]').fill('60');
    expect(await host.locator('input[name=nonCustodialParentTime]').inputValue()).toBe('40');
    await host.locator('input[name=custodialParentIncome]').fill('3000.4');
    await host.locator('input[name=custodialParentIncome]').blur();
    expect(await host.locator('input[name=custodialParentIncome]').inputValue()).toBe('$3,000');
    await page.close();
  });
});
