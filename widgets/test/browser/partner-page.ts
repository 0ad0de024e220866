import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { watchProblems } from './browser.js';

export const PARTNER_PAGE = '/examples/partner-blog/';

export type HostEvent = { type: string; source: string; detail: Record<string, unknown> };

/** Opens the partner page, recording CSP violations and page problems. */
export async function openPartnerPage(browser: Browser, width: number, waitFor = 'securesplit-child-support form'): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems = watchProblems(page);
  await recordCspViolations(page);
  await page.goto(`${inject('baseUrl')}${PARTNER_PAGE}`);
  await page.locator(waitFor).first().waitFor();
  return { page, problems };
}

/** Keeps the page's Content-Security-Policy violations in `window.cspViolations` (read them with cspViolations). */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

export function hostEvents(page: Page): Promise<HostEvent[]> {
  return page.evaluate(() => (window as unknown as { securesplitEvents: HostEvent[] }).securesplitEvents);
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Types into the focused field, then moves on with Tab. */
export async function typeAndTab(page: Page, text: string, tabs = 1): Promise<void> {
  await page.keyboard.type(text);
  for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
}
