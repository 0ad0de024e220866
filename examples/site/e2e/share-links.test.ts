import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/** Issue 32 §1: a share link made on the dashboard opens signed out on a phone, with its PDF; revoked, it is gone. */

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

const TEXAS = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 5000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'texas',
};

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A new account signed in in this page's context, with one Texas child support calculation saved. */
async function accountWithCalculation(page: Page): Promise<{ email: string; monthlyPayment: number }> {
  const origin = { origin: toolkit.baseUrl };
  const email = `share.${Date.now()}@example.com`;
  const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
    headers: origin,
    data: { email, password: 'a long keyboard passphrase', firstName: 'Robin', lastName: 'Reader', username: `robin${Date.now()}` },
  });
  expect(registered.status()).toBe(201);
  const calculated = await page.request.post(`${toolkit.baseUrl}/api/v1/calculators/child-support`, { headers: origin, data: TEXAS });
  expect(calculated.status()).toBe(200);
  return { email, monthlyPayment: ((await calculated.json()) as { monthlyPayment: number }).monthlyPayment };
}

describe('Share with your lawyer (issue 32)', () => {
  it('opens a link made on the dashboard signed out at 360 px, downloads its PDF, and answers 410 once revoked', async () => {
    const owner = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const ownerPage = await owner.newPage();
    const { email, monthlyPayment } = await accountWithCalculation(ownerPage);
    await ownerPage.goto(`${toolkit.baseUrl}/dashboard`);
    const section = ownerPage.getByRole('region', { name: 'Share with your lawyer' });
    await section.getByRole('checkbox', { name: /Child support \(Texas\)/ }).check();
    await section.getByLabel('The link works for').selectOption('30');
    await section.getByRole('button', { name: 'Create link' }).click();
    const link = section.getByLabel('Your link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${toolkit.baseUrl}/shared/[A-Za-z0-9_-]{43}$`));
    expect(await section.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true);
    expect((await horizontalOverflow(ownerPage)).offenders).toEqual([]);

    // The lawyer: another browser, no account, a phone's width.
    const lawyer = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
    const page = await lawyer.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const opened = await page.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toContain('noindex');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shared calculations');
    const body = await page.locator('main').innerText();
    expect(body).toMatch(/Shared by Robin on [A-Z][a-z]+ \d{1,2}, \d{4}, expires [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(body).toContain(dollars(monthlyPayment));
    expect(body).not.toContain(email);
    expect(body).not.toContain('Reader');
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    expect(overflow.offenders).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The PDF, by keyboard.
    const pdfLink = page.getByRole('link', { name: 'Download the worksheet (PDF)' });
    await pdfLink.focus();
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^securesplit-child-support-texas-\d{4}-\d{2}-\d{2}\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })).toContain(dollars(monthlyPayment));
    expect(failures).toEqual([]);

    // The owner sees it opened, and revokes it.
    await ownerPage.reload();
    const listed = ownerPage.getByRole('region', { name: 'Share with your lawyer' }).getByRole('listitem').first();
    await expect.poll(() => listed.innerText()).toContain('opened once');
    await listed.getByRole('button', { name: /^Revoke/ }).click();
    await expect.poll(() => listed.innerText()).toContain('Revoked');

    const gone = await page.goto(url);
    expect(gone?.status()).toBe(410);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This link no longer works');
    await owner.close();
    await lawyer.close();
  }, 120_000);
});
