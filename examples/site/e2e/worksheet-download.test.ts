import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/src/config.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

let toolkit: Toolkit;
let browser: Browser;
const DEMO = { DEMO_LOGIN_EMAIL: 'demo.premium@example.com', DEMO_LOGIN_PASSWORD: 'a demo passphrase for tests' };

beforeAll(async () => {
  // The test login on (a Full Access account), for a premium result's Download PDF.
  const { demoLogin } = loadConfig({ ...DEMO, DATABASE_URL: '' }).auth;
  [toolkit, browser] = await Promise.all([startToolkit({ auth: { demoLogin } }), launchChromium()]);
});

/** The download's bytes start as a PDF's do; its text as poppler reads it. */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

const TEXAS = {
  custodialParentIncome: 3000,
  custodialParentDeductions: 0,
  nonCustodialParentIncome: 5000,
  nonCustodialParentDeductions: 0,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'texas',
};

/** A new account, signed in in this page's context, with one Texas child support calculation in its history. */
async function accountWithCalculation(page: Page): Promise<{ monthlyPayment: number }> {
  const origin = { origin: toolkit.baseUrl };
  const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
    headers: origin,
    data: { email: `pdf.${Date.now()}@example.com`, password: 'a long keyboard passphrase', firstName: 'Robin', lastName: 'Reader', username: `robin${Date.now()}` },
  });
  expect(registered.status()).toBe(201);
  const calculated = await page.request.post(`${toolkit.baseUrl}/api/v1/calculators/child-support`, { headers: origin, data: TEXAS });
  expect(calculated.status()).toBe(200);
  return (await calculated.json()) as { monthlyPayment: number };
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('Download PDF in the account’s history (issue 26 §3)', () => {
  for (const width of [320, 1280]) {
    it(`downloads a saved calculation’s worksheet PDF from the dashboard at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 }, acceptDownloads: true });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      const { monthlyPayment } = await accountWithCalculation(page);
      await page.goto(`${toolkit.baseUrl}/dashboard`);
      const row = page.getByRole('row').filter({ hasText: 'Child support' });
      await row.waitFor();
      const button = row.getByRole('button', { name: 'Download PDF of this child support calculation' });
      await button.focus();

      const sent: unknown[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/worksheets') sent.push(request.postDataJSON());
      });
      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await page.keyboard.press('Enter');
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^securesplit-child-support-texas-\d{4}-\d{2}-\d{2}\.pdf$/);
      expect(await pdfText(download)).toContain(dollars(monthlyPayment));
      // The stored input and its calculator type.
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ calculator: 'child-support', input: { state: 'texas', nonCustodialParentIncome: 5000 } });

      await expect.poll(() => button.isEnabled()).toBe(true);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      const overflow = await horizontalOverflow(page);
      expect(overflow.scrollWidth, overflow.offenders.join('\n')).toBeLessThanOrEqual(width);
      expect(failures).toEqual([]);
      await page.close();
    });
  }
});

describe('Download PDF on the site’s results (issue 26 §3)', () => {
  it('downloads the home page’s child support result at 360 px', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 }, acceptDownloads: true });
    await page.goto(`${toolkit.baseUrl}/`);
    const form = page.locator('form').filter({ has: page.locator('input[name=custodialParentIncome]') });
    await form.locator('input[name=custodialParentIncome]').fill('3000');
    await form.locator('input[name=nonCustodialParentIncome]').fill('5000');
    await form.locator('select[name=numberOfChildren]').selectOption('2');
    await form.locator('select[name=custodyArrangement]').selectOption('primary');
    await form.locator('select[name=state]').selectOption('texas');
    await form.getByRole('button', { name: 'Calculate Child Support' }).click();
    const amount = page.locator('#main [part=amount]').first();
    await amount.waitFor({ timeout: 15_000 });
    const figure = (await amount.textContent())!;
    const button = page.locator('#main').getByRole('button', { name: 'Download PDF' }).first();
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box)).toBe(true);
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^securesplit-child-support-texas-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await pdfText(download)).toContain(figure);
    await page.close();
  });

  it('downloads a premium result (QDRO, Full Access) reopened from the history on its page', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${toolkit.baseUrl}/test-login`);
    await page.getByLabel('Email').fill(DEMO.DEMO_LOGIN_EMAIL);
    await page.getByLabel('Password').fill(DEMO.DEMO_LOGIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${toolkit.baseUrl}/`);
    const calculated = await page.request.post(`${toolkit.baseUrl}/api/v1/calculators/qdro`, {
      headers: { origin: toolkit.baseUrl },
      data: {
        accountType: '401k',
        currentBalance: 200000,
        employeeAge: 45,
        spouseAge: 43,
        divisionMethod: 'percentage',
        divisionPercentage: 50,
        marriageDate: '2010-06-15',
        separationDate: '2024-06-15',
        employmentStartDate: '2005-06-15',
        annualContribution: 10000,
        employerMatch: 2000,
        expectedGrowthRate: 7,
        state: 'texas',
        taxYear: 2024,
        valuationDate: '2025-06-15',
      },
    });
    expect(calculated.status()).toBe(200);
    const { id } = (await calculated.json()) as { id: number };
    await page.goto(`${toolkit.baseUrl}/qdro?reopen=${id}`);
    const button = page.locator('#main').getByRole('button', { name: 'Download PDF' });
    await button.waitFor({ timeout: 15_000 });
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^securesplit-qdro.*\.pdf$/);
    // The spouse's share of the marital portion: 50% of $200,000 × 70%.
    expect(await pdfText(download)).toContain('$100,000');
    await context.close();
  });
});
