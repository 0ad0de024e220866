import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTE_PATHS } from '../src/route-paths.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Contract C5 / issue 10 § 5: the built site runs under the server's Content-Security-Policy (no
 * inline script or style allowed). Every page, and a calculation with its worksheet, must raise no
 * policy violation: each one is recorded by a `securitypolicyviolation` listener and Chromium's console.
 */
// Every page the site draws, except the one that exists to throw (its error screen is the journeys' test).
const ROUTES = SITE_ROUTE_PATHS.filter((path) => path !== '/__crash-test');

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

interface WatchedPage {
  page: Page;
  violations(): Promise<string[]>;
}

async function openWatched(path: string): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const response = await page.goto(`${toolkit.baseUrl}${path}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  return {
    page,
    async violations() {
      const fromEvents = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      return [...fromEvents, ...console];
    },
  };
}

describe('the built site under its Content-Security-Policy', () => {
  it.each(ROUTES)('%s renders with no policy violation', async (path) => {
    const { page, violations } = await openWatched(path);
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('a child support calculation with its worksheet raises no policy violation', async () => {
    const { page, violations } = await openWatched('/');
    const form = page.locator('form').filter({ has: page.locator('input[name=custodialParentIncome]') });
    await form.locator('input[name=custodialParentIncome]').fill('3000');
    await form.locator('input[name=nonCustodialParentIncome]').fill('4000');
    await form.locator('select[name=numberOfChildren]').selectOption('2');
    await form.locator('select[name=custodyArrangement]').selectOption('primary');
    await form.locator('select[name=state]').selectOption('texas');
    await page.getByRole('button', { name: 'Calculate Child Support' }).click();
    await page.locator('[part=amount]').first().waitFor({ timeout: 15_000 });
    await page.getByText('Show the math').first().click();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
