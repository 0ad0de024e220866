import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ourViolations } from './axe.js';
import { hasChromium, launch } from './browser.js';
import { openPartnerPage } from './partner-page.js';

async function fillBudget(page: Page): Promise<void> {
  const host = page.locator('#budget');
  for (const [name, value] of [['primaryIncome', '6000'], ['housingCost', '2000'], ['utilities', '300'], ['insurance', '400'], ['groceries', '800'], ['transportation', '500'], ['healthcare', '300']]) {
    await host.locator(`input[name=${name}]`).fill(value!);
  }
  await host.locator('button[type=submit]').click();
  await host.locator('[part=amount]').waitFor({ timeout: 15_000 });
}

async function fillAlimony(page: Page): Promise<void> {
  const host = page.locator('#alimony');
  await host.locator('input[name=marriageDate]').fill('06152010');
  await host.locator('input[name=separationDate]').fill('03012024');
  await host.locator('input[name=payerIncome]').fill('9000');
  await host.locator('input[name=payerAge]').fill('45');
  await host.locator('input[name=recipientAge]').fill('43');
  await host.locator('select[name=alimonyType]').selectOption('temporary');
  await host.locator('button[type=submit]').click();
  await host.locator('[part=amount]').waitFor({ timeout: 15_000 });
}

describe.skipIf(!hasChromium)('accessibility (axe) of every element and state on the partner page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1280, 360]) {
    it(`has no serious or critical violations with results, the dark theme and the worksheet open (${width} px)`, async () => {
      const { page } = await openPartnerPage(browser, width);
      await page.waitForFunction(() => document.querySelector('securesplit-feedback')?.shadowRoot?.querySelector('.ss-root'));
      await fillBudget(page);
      await fillAlimony(page);
      const tabs = page.locator('#free-calculators [role=tabpanel]:not([hidden])');
      await tabs.locator('input[name=custodialParentIncome]').fill('3000');
      await tabs.locator('input[name=nonCustodialParentIncome]').fill('5000');
      await tabs.locator('select[name=numberOfChildren]').selectOption('2');
      await tabs.locator('select[name=custodyArrangement]').selectOption('primary');
      await tabs.locator('select[name=state]').selectOption('texas');
      await tabs.locator('button[type=submit]').click();
      await tabs.locator('[part=amount]').waitFor({ timeout: 15_000 });
      await tabs.getByText('Show the math').click();
      expect(await tabs.getByText('Estimate', { exact: true }).count()).toBe(1);
      expect(await ourViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('has no serious or critical violations in the dialogs', async () => {
    const { page } = await openPartnerPage(browser, 1280, 'securesplit-feedback button');
    for (const [id, button] of [['#feedback', 'Share Feedback'], ['#consultation', 'Book Your Free 30-Minute Consultation'], ['#pro-waitlist', 'Join the Pro Waitlist']] as const) {
      await page.locator(id).getByRole('button', { name: button }).click();
      await page.locator(`${id} dialog[open]`).waitFor();
      expect(await ourViolations(page), id).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.close();
  });
});
