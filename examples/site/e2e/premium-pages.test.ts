import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_PAGE_REDIRECTS } from '../../../api/src/web/premium-redirects.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { PREMIUM_CALCULATOR_PAGES, PREMIUM_PATH_ALIASES } from '../src/premium/calculators.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

const PAGES = Object.values(PREMIUM_CALCULATOR_PAGES);

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${toolkit.baseUrl}${path}`);
  return page;
}

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const measured = await horizontalOverflow(page);
  expect(measured.offenders, state).toEqual([]);
  expect(measured.scrollWidth, state).toBeLessThanOrEqual(measured.viewport);
}

describe('the -calculator readings of the premium pages (issue 13, site)', () => {
  it('are the same five on the server and in the site', () => {
    expect(PREMIUM_PATH_ALIASES).toEqual(PREMIUM_PAGE_REDIRECTS);
  });

  it('are answered by the server with 301 to the page, keeping the query string', async () => {
    for (const [alias, target] of Object.entries(PREMIUM_PAGE_REDIRECTS)) {
      const response = await fetch(`${toolkit.baseUrl}${alias}?from=dashboard`, { redirect: 'manual' });
      expect(response.status, alias).toBe(301);
      expect(response.headers.get('location'), alias).toBe(`${target}?from=dashboard`);
    }
  });
});

describe('each premium page: the gate’s name, description and badge, the notes and the promo block', () => {
  for (const width of [360, 1280]) {
    for (const { path, name, description, taxDisclaimer } of PAGES) {
      it(`${path} at ${width} px`, async () => {
        const page = await open(path, width);
        const main = page.locator('#main');
        await main.getByRole('heading', { level: 1, name, exact: true }).waitFor();
        expect(await page.title()).toBe(`${name} — SecureSplit`);
        expect(await main.getByText('Premium Calculator', { exact: true }).count()).toBe(1);
        expect(await main.getByText(description).count()).toBe(1);
        expect(await main.getByRole('note').filter({ hasText: 'For consumers’ personal planning only' }).count()).toBe(1);
        expect(await main.getByText('Not tax advice.').count()).toBe(taxDisclaimer ? 1 : 0);
        await main.getByRole('button', { name: 'Book Professional Consultation' }).waitFor();
        await main.getByRole('button', { name: 'Join the Pro Waitlist' }).waitFor();
        // This server has no premium access endpoint yet: the gate says so and stays closed.
        await main.getByText('Premium calculators are not offered on this SecureSplit server yet.').waitFor();
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }

  it('the consumer-only note takes a professional to the waitlist', async () => {
    const page = await open('/qdro', 360);
    await page.getByRole('link', { name: 'join the professional waitlist' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#professional-waitlist') !== null)).toBe(true);
    expect(await page.locator('#professional-waitlist').getByRole('button', { name: 'Join the Pro Waitlist' }).isVisible()).toBe(true);
    await page.close();
  });

  for (const { path, leadSource } of PAGES) {
    it(`Book Professional Consultation on ${path} saves the lead with the source ${leadSource}`, async () => {
      const page = await open(path, 1280);
      await page.getByRole('button', { name: 'Book Professional Consultation' }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.locator('input[name=firstName]').fill('Robin');
      await dialog.locator('input[name=lastName]').fill('Lee');
      await dialog.locator('input[name=email]').fill(`robin${path.replace('/', '.')}@example.com`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/leads')),
        dialog.locator('button[type=submit]').click(),
      ]);
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const lead = await toolkit.store.leads.findById(id);
      expect(lead).toMatchObject({ source: leadSource, leadType: 'professional-consultation' });
      expect(lead?.tags).toContain('professional-consultation');
      await page.close();
    });
  }
});
