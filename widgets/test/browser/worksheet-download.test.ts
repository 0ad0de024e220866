import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launch, watchProblems } from './browser.js';
import { focused, tabTo } from './keyboard.js';
import { horizontalOverflow } from './overflow.js';
import { cspViolations, hostEvents, recordCspViolations } from './partner-page.js';
import { startPartnerSite } from './partner-origin.js';

/** The text poppler reads out of a PDF file (the figures must be real text, issue 26 §1). */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/**
 * Issue 26 §3 and §4: the embed's Download PDF on a partner's page on another origin under its strict CSP (no popup,
 * no inline script): a real download of the server's worksheet PDF, `securesplit:pdf` to the host page, at 360 px.
 */
describe.skipIf(!hasChromium)('Download PDF in the embed on a partner’s own site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('downloads the Texas child support worksheet by keyboard at 360 px, tells the host page, and breaks no CSP rule', async () => {
    const apiOrigin = inject('baseUrl');
    const partner = await startPartnerSite(apiOrigin, '127.0.0.1');
    try {
      expect(new URL(partner.url).origin).not.toBe(apiOrigin);
      const page = await browser.newPage({ viewport: { width: 360, height: 800 }, acceptDownloads: true });
      const problems = watchProblems(page);
      await recordCspViolations(page);
      await page.goto(`${partner.url}/`);
      await page.locator('#child-support form').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.locator('#child-support select[name=state]').inputValue()).toBe('texas');

      await tabTo(page, 'child-support custodialParentIncome');
      await page.keyboard.type('3000');
      await tabTo(page, 'child-support nonCustodialParentIncome');
      await page.keyboard.type('5000');
      await tabTo(page, 'child-support numberOfChildren');
      await page.keyboard.press('ArrowDown');
      await tabTo(page, 'child-support custodyArrangement');
      await page.keyboard.press('ArrowDown');
      await tabTo(page, 'child-support Calculate Child Support');
      await page.keyboard.press('Space');
      const amount = page.locator('#child-support [part=amount]');
      await amount.waitFor({ timeout: 15_000 });
      const figure = (await amount.textContent())!;
      expect(figure).toMatch(/^\$[\d,]+(\.\d{2})?$/);

      // By keyboard to the result's Download PDF: it comes into view with the focus, inside the 360 px window.
      await tabTo(page, 'child-support Download PDF', 200);
      const button = page.locator('#child-support').getByRole('button', { name: 'Download PDF' });
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);

      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await page.keyboard.press('Enter');
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^securesplit-child-support-texas-\d{4}-\d{2}-\d{2}\.pdf$/);
      const path = await download.path();
      expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(path);
      expect(text).toContain(figure);
      expect(text).toMatch(/Texas/);

      // The host page heard the calculator's name only.
      await expect.poll(async () => (await hostEvents(page)).filter((event) => event.type === 'securesplit:pdf')).toEqual([
        { type: 'securesplit:pdf', source: 'securesplit-child-support', detail: { calculator: 'child-support' } },
      ]);
      await expect.poll(() => button.textContent()).toBe('Download PDF');
      expect(await button.isEnabled()).toBe(true);
      // The focus stays on the button (a keyboard user may press it again).
      expect(await focused(page)).toBe('child-support Download PDF');
      // The temporary link is gone.
      expect(await page.locator('#child-support a[download]').count()).toBe(0);

      // At 320 px the result with its buttons still fits: nothing of the element sticks out sideways (the partner's
      // own event log, which prints long event names, is the partner's page, not ours).
      await page.setViewportSize({ width: 320, height: 800 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await button.scrollIntoViewIfNeeded();
      const narrow = (await button.boundingBox())!;
      expect(narrow.x).toBeGreaterThanOrEqual(0);
      expect(narrow.x + narrow.width).toBeLessThanOrEqual(320);
      const overflow = await horizontalOverflow(page);
      expect(overflow.offenders.filter((offender) => offender.startsWith('securesplit-child-support'))).toEqual([]);

      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await partner.close();
    }
  });
});
