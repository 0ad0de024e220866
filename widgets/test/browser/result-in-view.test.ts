import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launch, watchProblems } from './browser.js';

/**
 * Issue 33 §3, in the embed: after Calculate, the child support element on the partner's article brings its headline
 * into the window, and moves the partner's page no more than that takes (`block: 'nearest'`): the headline ends at the
 * window's nearer edge, within the scroll margin that keeps the panel's title above it, or the page does not move.
 */
describe.skipIf(!hasChromium)('a new result on a partner page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [360, 768, 1280]) {
    it(`comes into view at ${width} px, moving the page only as far as needed`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const problems = watchProblems(page);
      await page.goto(`${inject('baseUrl')}/examples/partner-blog/`);
      const host = page.locator('#child-support');
      await host.locator('form').waitFor();
      await host.locator('input[name=custodialParentIncome]').fill('3000');
      await host.locator('input[name=nonCustodialParentIncome]').fill('5000');
      await host.locator('select[name=numberOfChildren]').selectOption('2');
      await host.locator('select[name=custodyArrangement]').selectOption('primary');
      // The reader scrolls to the button, so it sits at the bottom of the window, and presses it.
      const submit = host.getByRole('button', { name: 'Calculate Child Support' });
      await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      const before = await page.evaluate(() => window.scrollY);
      await submit.press('Enter');
      const headline = host.locator('.ss-headline');
      await headline.locator('[part=amount]').waitFor({ timeout: 15_000 });
      const after = await headline.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, viewport: window.innerHeight, scrollY: window.scrollY };
      });
      expect(after.top, JSON.stringify(after)).toBeGreaterThanOrEqual(0);
      expect(after.bottom, JSON.stringify(after)).toBeLessThanOrEqual(after.viewport);
      // No further than needed: unmoved, or the headline at the nearer edge (4.5em of margin above for the panel's title, 16 px below).
      const unmoved = Math.abs(after.scrollY - before) < 1;
      const atTop = Math.abs(after.top - 72) <= 2;
      const atBottom = Math.abs(after.viewport - 16 - after.bottom) <= 2;
      expect(unmoved || atTop || atBottom, JSON.stringify({ before, ...after })).toBe(true);
      expect(await host.locator('[data-testid=result-announcement]').textContent()).toContain((await headline.locator('[part=amount]').textContent())!);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
