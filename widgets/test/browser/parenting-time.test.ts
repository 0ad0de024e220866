import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ourViolations } from './axe.js';
import { hasChromium, launch } from './browser.js';
import { cspViolations, openPartnerPage } from './partner-page.js';

/**
 * The parenting schedule picker on a phone-sized partner page, by keyboard only: every other weekend in 2026
 * goes to the real API and comes back as 52 overnights and the year as a table, with no page overflow.
 */
describe.skipIf(!hasChromium)('<securesplit-parenting-time> in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('counts every other weekend in 2026 by keyboard at 360 px', async () => {
    const width = 360;
    const { page, problems } = await openPartnerPage(browser, width, 'securesplit-parenting-time form');
    const host = page.locator('#parenting-time');

    // The schedule is a radio group: Tab into it, arrow through the choices and back to every other weekend.
    await host.getByRole('radio', { name: /^Every other weekend \(/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await host.getByRole('radio', { name: /plus a midweek night/ }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await host.getByRole('radio', { name: /^Every other weekend \(/ }).isChecked()).toBe(true);

    // On to the year (a select): pick 2026 by typing it.
    await page.keyboard.press('Tab');
    await page.keyboard.type('2026');
    expect(await host.locator('[name=year]').inputValue()).toBe('2026');

    // Past who starts and the summer block's checkbox to the button.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await host.getByRole('button', { name: 'Count overnights' }).evaluate((b) => b.matches(':focus'))).toBe(true);
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/parenting-time'));
    await page.keyboard.press('Enter');
    expect((await request).postDataJSON()).toEqual({ pattern: 'alternate-weekends', year: 2026, startsWith: 'noncustodial' });

    const figures = host.getByTestId('parenting-figures');
    await figures.waitFor({ timeout: 15_000 });
    expect(await figures.textContent()).toContain('Non-custodial parent52 overnights a year (14.2%)');
    const table = host.getByRole('table', { name: /Who has each night in 2026/ });
    expect(await table.locator('tbody tr').count()).toBe(12);
    expect(await table.locator('td.ss-night-n').count()).toBe(52);

    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      element: document.querySelector('#parenting-time')!.getBoundingClientRect().right,
    }));
    expect(overflow.page).toBeLessThanOrEqual(overflow.viewport);
    expect(overflow.element).toBeLessThanOrEqual(width);

    // The year scrolls inside its own box, which takes keyboard focus.
    const box = host.locator('.ss-year');
    expect(await box.getAttribute('tabindex')).toBe('0');
    expect(await box.evaluate((e) => e.getBoundingClientRect().right)).toBeLessThanOrEqual(width);

    // The result, the key and the year's table pass axe.
    expect(await ourViolations(page)).toEqual([]);

    // One step into child support: the overnights arrive in its form.
    await host.getByRole('button', { name: 'Use in child support' }).focus();
    await page.keyboard.press('Enter');
    expect(await host.locator('[name=custodialParentOvernights]').inputValue()).toBe('313');
    expect(await host.locator('[name=nonCustodialParentOvernights]').inputValue()).toBe('52');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
