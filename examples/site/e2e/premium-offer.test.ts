import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 33 §1: the site says what it sells. The home page's premium calculators are links, with the
 * sentence that is true for the reader (signed out, free account, member); the header links to the
 * pricing page; the FAQ and the About page name the premium calculators and Full Access.
 */

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

const CALCULATORS = [
  ['Property Division', '/property-division'],
  ['QDRO Calculator', '/qdro'],
  ['Tax Impact', '/tax-impact'],
  ['Custody Costs', '/custody-costs'],
] as const;

const PLANS = 'Full Access is unlimited: $19.99 a month or $149 a year.';
const SIGNED_OUT_OFFER = `A free account includes 2 premium calculations a month (verify your email). ${PLANS}`;
const FREE_OFFER = `Your free account: 2 of 2 free premium calculations left this month. ${PLANS}`;
const unverifiedOffer = (email: string) => `Verify your email to use your free account’s 2 free premium calculations this month: open the link we sent to ${email}. ${PLANS}`;
const MEMBER_OFFER = 'Your Full Access includes every premium calculator, without limit.';

let unique = 0;

/** A new free account, signed in on the page; its email is not verified yet. */
async function register(page: Page): Promise<{ id: number; email: string }> {
  unique += 1;
  const email = `offer.${Date.now()}.${unique}@example.com`;
  const response = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
    headers: { origin: toolkit.baseUrl },
    data: { email, password: 'a long enough passphrase', firstName: 'Olive', lastName: 'Offer', username: `olive${Date.now()}${unique}` },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id, email };
}

/** The sandbox checkout, as a person goes through it. */
async function subscribe(page: Page): Promise<void> {
  await page.goto(`${toolkit.baseUrl}/subscribe`);
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await page.getByRole('dialog', { name: 'Full Access — Monthly' }).getByRole('button', { name: /Start Subscription/ }).click();
  await page.waitForURL((url) => url.pathname === '/success');
}

const premiumSection = (page: Page) => page.getByRole('region', { name: 'Premium calculators' });

/** The home page's premium section: its calculator links, and the text it says to this reader. */
async function homePremium(page: Page, offer: string): Promise<string> {
  await page.goto(`${toolkit.baseUrl}/`);
  const section = premiumSection(page);
  await section.getByText(offer).waitFor();
  for (const [name, path] of CALCULATORS) {
    expect(await section.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(path);
  }
  return (await section.textContent()) ?? '';
}

/** The dashboard's premium calculators: the reader's sentence, and each calculator's link to its page. */
async function dashboardPremium(page: Page, offer: string, qdroLinkName: string | RegExp): Promise<void> {
  await page.goto(`${toolkit.baseUrl}/dashboard`);
  const section = page.getByRole('region', { name: 'Premium calculators' });
  await section.getByText(offer).waitFor();
  expect(await section.getByRole('link', { name: qdroLinkName, exact: true }).getAttribute('href')).toBe('/qdro');
  expect(await section.getByRole('link').count()).toBeGreaterThanOrEqual(4);
  expect(await section.getByRole('link', { name: /see plans/ }).count()).toBe(0);
}

async function expectFitsAndAccessible(page: Page, what: string): Promise<void> {
  const measured = await horizontalOverflow(page);
  expect(measured.offenders, what).toEqual([]);
  expect(measured.scrollWidth, what).toBeLessThanOrEqual(measured.viewport);
  expect(await seriousViolations(page), what).toEqual([]);
}

describe('the product says what it offers, truly for each reader (issue 33 §1)', () => {
  for (const width of [360, 1280]) {
    it(`signed out at ${width} px: calculator links, the free account's offer, Pricing in the header, FAQ and About`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const text = await homePremium(page, SIGNED_OUT_OFFER);
      expect(text).not.toMatch(/not available|coming with memberships/i);
      expect(await premiumSection(page).getByRole('button', { name: 'Create a free account' }).count()).toBe(1);
      expect(await premiumSection(page).getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/subscribe');

      // The header's Pricing link is on screen at every width (the header has no separate phone menu).
      const pricing = page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true });
      expect(await pricing.getAttribute('href')).toBe('/subscribe');
      expect(await pricing.isVisible()).toBe(true);

      await page.getByText('What does it cost?').click();
      const costs = page.locator('#faq-costs');
      await costs.getByText(/Full Access at \$19\.99 a month or \$149 a year/).waitFor();
      expect(await costs.textContent()).toContain('free account includes 2 premium calculations a month (verify your email)');
      expect(await costs.textContent()).toContain('property division, QDRO, tax impact and custody costs');
      expect(await page.locator('#faq-services').textContent()).not.toContain('will follow when online payment opens');
      await expectFitsAndAccessible(page, `home, signed out, ${width} px`);

      await pricing.click();
      await page.waitForURL((url) => url.pathname === '/subscribe');
      await page.getByRole('heading', { level: 1, name: 'Full Access' }).waitFor();

      await page.goto(`${toolkit.baseUrl}/about`);
      await page.getByText(SIGNED_OUT_OFFER).waitFor();
      const about = (await page.getByRole('main').textContent()) ?? '';
      expect(about).not.toMatch(/not available yet|are planned/i);
      expect(await page.getByRole('main').getByRole('link', { name: 'property division' }).getAttribute('href')).toBe('/property-division');
      await expectFitsAndAccessible(page, `about, signed out, ${width} px`);
      await page.close();
    });

    it(`free account at ${width} px: first the email to verify, then what is left this month; no sign-up offer`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const { id, email } = await register(page);
      const unverified = await homePremium(page, unverifiedOffer(email));
      expect(unverified).not.toContain('left this month');
      expect(await premiumSection(page).getByRole('button', { name: 'Send a new link' }).count()).toBe(1);
      expect(await premiumSection(page).getByRole('button', { name: 'Create a free account' }).count()).toBe(0);
      await expectFitsAndAccessible(page, `home, free account to verify, ${width} px`);

      // The dashboard says the same, and its premium calculators open their pages (locked for now).
      await dashboardPremium(page, unverifiedOffer(email), /^Locked\s*QDRO Calculator$/);
      await expectFitsAndAccessible(page, `dashboard, free account to verify, ${width} px`);

      // The owner opened the mailed link.
      expect(await toolkit.store.users.markEmailVerified(id, email, new Date())).toBe(true);
      const text = await homePremium(page, FREE_OFFER);
      expect(text).not.toMatch(/Verify your email|A free account includes/);
      expect(await premiumSection(page).getByRole('button', { name: 'Create a free account' }).count()).toBe(0);
      await expectFitsAndAccessible(page, `home, free account, ${width} px`);
      await dashboardPremium(page, FREE_OFFER, 'QDRO Calculator');
      expect(await page.getByRole('main').getByRole('link', { name: /Locked/ }).count()).toBe(0);
      await expectFitsAndAccessible(page, `dashboard, free account, ${width} px`);
      await page.close();
    });

    it(`member at ${width} px: Full Access, no offer of free calculations or plans`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await register(page);
      await subscribe(page);
      const text = await homePremium(page, MEMBER_OFFER);
      expect(text).not.toMatch(/free premium calculations|See pricing|Create a free account|not available/);
      await expectFitsAndAccessible(page, `home, member, ${width} px`);
      await page.goto(`${toolkit.baseUrl}/about`);
      await page.getByText(MEMBER_OFFER).waitFor();
      await page.close();
    });
  }
});
