import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ourViolations } from './axe.js';
import { hasChromium, launch, watchProblems } from './browser.js';
import { tabTo } from './keyboard.js';
import { horizontalOverflow } from './overflow.js';

/** "What moves the amount" under the child-support result on the partner page, by keyboard, on a phone. */
describe.skipIf(!hasChromium)('what moves the child-support amount in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens by keyboard at 360 px after the result, with the chart and its text, nothing sideways', async () => {
    const width = 360;
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const problems = watchProblems(page);
    await page.goto(`${inject('baseUrl')}/examples/partner-blog/`);
    const host = page.locator('#child-support');
    await host.locator('form').waitFor();
    await host.locator('input[name=custodialParentIncome]').fill('3000');
    await host.locator('input[name=nonCustodialParentIncome]').fill('5000');
    await host.locator('select[name=numberOfChildren]').selectOption('2');
    await host.locator('select[name=custodyArrangement]').selectOption('primary');
    await host.locator('input[name=custodialParentTime]').fill('80');
    await host.locator('select[name=state]').selectOption('ohio');
    await host.getByRole('button', { name: 'Calculate Child Support' }).click();
    await host.locator('[part=amount]').waitFor({ timeout: 15_000 });

    const moves = host.getByTestId('what-moves');
    expect(await moves.getAttribute('open')).toBeNull();
    await host.getByRole('button', { name: 'Calculate Child Support' }).focus();
    await tabTo(page, 'child-support What moves the amount');
    await page.keyboard.press('Enter');
    await moves.getByText('Small changes').waitFor({ timeout: 20_000 });

    expect(await moves.textContent()).toMatch(/At 90 overnights a year with the non-custodial parent the amount becomes \$[\d,.]+ \(was \$[\d,.]+\) — R\.C\. 3119\.051/);
    const chart = moves.locator('svg[role=img]');
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await chart.locator('.ss-moves-mark').count()).toBeGreaterThan(0);
    const overflow = await horizontalOverflow(page);
    expect(overflow.offenders.filter((o) => o.includes('securesplit-child-support'))).toEqual([]);
    const violations = await ourViolations(page);
    expect(violations.filter((v) => v.targets.some((t) => t.includes('#child-support')))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
