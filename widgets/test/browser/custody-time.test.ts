import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from './browser.js';
import { cspViolations, openPartnerPage } from './partner-page.js';

/**
 * The custody arrangement and the parenting time, by keyboard only on a phone-sized partner page:
 * the arrangement sets the split, a mismatch is announced, overnights go to the real API, and the
 * breakdown shows the effect of parenting time.
 */
describe.skipIf(!hasChromium)('custody arrangement and overnights in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets the split from the arrangement, announces a mismatch and sends overnights, by keyboard at 360 px', async () => {
    const width = 360;
    const { page, problems } = await openPartnerPage(browser, width);
    const host = page.locator('#child-support');
    const value = (name: string) => host.locator(`[name=${name}]`).inputValue();

    await host.locator('input[name=custodialParentIncome]').focus();
    await page.keyboard.type('3000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    // Select → Primary → Joint → Shared.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await value('custodyArrangement')).toBe('shared');
    expect(await value('custodialParentTime')).toBe('50');
    expect(await value('nonCustodialParentTime')).toBe('50');

    // The "Percent of time / Overnights per year" choice is a radio group: Tab in, arrow to the other.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await host.getByRole('radio', { name: 'Overnights per year' }).isChecked()).toBe(true);
    expect(await value('custodialParentOvernights')).toBe('183');
    expect(await value('nonCustodialParentOvernights')).toBe('182');

    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('365');
    expect(await value('nonCustodialParentOvernights')).toBe('0');
    const note = host.getByRole('status').filter({ hasText: 'Shared custody' });
    expect(await note.textContent()).toMatch(/100% \/ 0%, which is calculated as sole custody/);
    expect(await note.isVisible()).toBe(true);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('219');
    expect(await value('nonCustodialParentOvernights')).toBe('146');
    expect(await host.getByRole('status').filter({ hasText: 'Shared custody' }).count()).toBe(0);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wisconsin');
    expect(await value('state')).toBe('wisconsin');
    await page.keyboard.press('Tab');
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/child-support'));
    await page.keyboard.press('Enter');
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ custodialParentOvernights: 219, nonCustodialParentOvernights: 146, custodialParentTime: 60, nonCustodialParentTime: 40, custodyArrangement: 'shared' });

    const amount = host.locator('[part=amount]');
    await amount.waitFor({ timeout: 15_000 });
    expect(await amount.textContent()).toBe('$675');
    const row = (label: string) => host.locator('[part=breakdown] .ss-breakdown-row').filter({ hasText: label }).locator('dd').textContent();
    expect(await row('Support with no parenting-time credit')).toBe('$1,250');
    expect(await row('Custody adjustment')).toBe('−$575');

    const overflow = await page.evaluate(() => {
      const element = document.querySelector('#child-support')!;
      const inner = element.shadowRoot!.querySelector('.ss-root')!;
      // Nothing inside the calculator (form in overnights mode, note, breakdown) reaches past the viewport.
      const wide = [...inner.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth).map((e) => e.localName);
      return { right: element.getBoundingClientRect().right + scrollX, innerScroll: inner.scrollWidth, innerWidth: inner.clientWidth, wide };
    });
    expect(overflow.right).toBeLessThanOrEqual(width);
    expect(overflow.innerScroll).toBeLessThanOrEqual(overflow.innerWidth);
    expect(overflow.wide).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
