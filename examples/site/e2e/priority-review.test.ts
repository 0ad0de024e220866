import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenDigest } from '../../../api/src/auth/admin.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 33 §5: before paying $99 for the priority review, a person reads what it is, who contacts them
 * and when, and gives the contact details the analyst needs (filled in when signed in), checked on the
 * page; they are kept with the order and the analysts' queue in admin shows them.
 */

const ADMIN_TOKEN = 'priority-review-admin-token-0123456789';

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit({ auth: { adminTokenDigest: adminTokenDigest(ADMIN_TOKEN) } }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

let unique = 0;
const uniqueId = () => `${Date.now()}${(unique += 1)}`;

/** A child support result on the home page, whose panel offers the review. */
async function bookFromResult(page: Page): Promise<void> {
  await page.goto(`${toolkit.baseUrl}/`);
  const form = page.locator('form').filter({ has: page.locator('input[name=custodialParentIncome]') });
  await form.locator('input[name=custodialParentIncome]').fill('3000');
  await form.locator('input[name=nonCustodialParentIncome]').fill('4000');
  await form.locator('select[name=numberOfChildren]').selectOption('2');
  await form.locator('select[name=custodyArrangement]').selectOption('primary');
  await form.locator('select[name=state]').selectOption('maryland');
  await page.getByRole('button', { name: 'Calculate Child Support' }).click();
  await page.getByRole('button', { name: 'Book Priority CDFA Review ($99)' }).first().click();
  await page.waitForURL((url) => url.pathname === '/priority-review');
  await page.getByRole('heading', { level: 1, name: 'Priority review with a divorce financial analyst' }).waitFor();
}

async function expectExplained(page: Page): Promise<void> {
  const main = page.getByRole('main');
  expect(await main.getByText('$99, paid once').count()).toBe(1);
  expect(await main.getByRole('heading', { name: 'What you get' }).count()).toBe(1);
  expect(await main.getByText('A 45-minute call, by video or phone, with a CDFA from our team').count()).toBe(1);
  expect(await main.getByRole('heading', { name: 'What happens after you pay' }).count()).toBe(1);
  expect(await main.getByText(/Within 72 hours an analyst emails you at the address below \(and calls, if you give a phone number\)/).count()).toBe(1);
}

async function expectFitsAndAccessible(page: Page, what: string): Promise<void> {
  const measured = await horizontalOverflow(page);
  expect(measured.offenders, what).toEqual([]);
  expect(measured.scrollWidth, what).toBeLessThanOrEqual(measured.viewport);
  expect(await seriousViolations(page), what).toEqual([]);
}

/** Pays in the sandbox and waits for the confirmation; returns the session id. */
async function payInSandbox(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/sandbox-checkout');
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await page.getByRole('button', { name: 'Pay $99 (sandbox)' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your priority CDFA review is booked' }).waitFor();
  expect(await page.getByText(/Within 72 hours an analyst contacts you, at the email address \(or phone number\) you gave before paying/).count()).toBe(1);
  expect(await page.getByText('An analyst will email you within 72 hours').count()).toBe(0);
  return sessionId;
}

describe('paying for the $99 priority review (issue 33 §5)', () => {
  for (const width of [360, 1280]) {
    it(`signed in at ${width} px: explained first, details filled in and checked, kept with the order, in the analysts' queue`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const id = uniqueId();
      const email = `reviewee.${id}@example.com`;
      const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
        headers: { origin: toolkit.baseUrl },
        data: { email, password: 'a long reviewee passphrase', firstName: 'Rae', lastName: `Viewer${id}`, username: `rae${id}` },
      });
      expect(registered.status()).toBe(201);

      await bookFromResult(page);
      await expectExplained(page);
      const form = page.getByRole('region', { name: 'How should the analyst reach you?' });
      expect(await form.getByLabel('Your name').inputValue()).toBe(`Rae Viewer${id}`);
      expect(await form.getByLabel('Email').inputValue()).toBe(email);
      expect(await form.getByRole('button', { name: 'Log in' }).count()).toBe(0);
      await expectFitsAndAccessible(page, `booking page, signed in, ${width} px`);

      // Nothing goes to the checkout until the details are right; the first problem gets focus.
      await form.getByLabel('Phone (optional)').fill('12');
      await form.getByRole('button', { name: 'Continue to payment ($99)' }).click();
      await form.getByText('Enter a phone number of 7 to 15 digits', { exact: false }).waitFor();
      expect(await form.getByText('Please choose when we should contact you.').count()).toBe(1);
      expect(await form.getByLabel('Phone (optional)').evaluate((input) => input === document.activeElement)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/priority-review');
      await expectFitsAndAccessible(page, `booking page with errors, ${width} px`);

      await form.getByLabel('Phone (optional)').fill('+1 (555) 010-2030');
      await form.getByLabel('Best time to reach you').selectOption('weekday-evening');
      await form.getByRole('button', { name: 'Continue to payment ($99)' }).click();
      const sessionId = await payInSandbox(page);
      expect(await toolkit.store.reviewPurchases.findBySession('sandbox', sessionId)).toMatchObject({
        status: 'paid',
        contactName: `Rae Viewer${id}`,
        contactEmail: email,
        contactPhone: '+1 (555) 010-2030',
        preferredTime: 'weekday-evening',
        timeZone: expect.any(String),
      });

      // The analysts' queue shows who to contact, how and when.
      await page.goto(`${toolkit.baseUrl}/admin/dashboard`);
      await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
      await page.keyboard.press('Enter');
      const queue = page.getByRole('region', { name: 'Priority reviews to arrange' }).first();
      const row = queue.getByRole('row').filter({ hasText: `Rae Viewer${id}` });
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(email);
      expect(text).toContain('+1 (555) 010-2030');
      expect(text).toContain('Weekday evenings (5–8 pm)');
      expect(await row.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
      await expectFitsAndAccessible(page, `admin with the review queue, ${width} px`);
      await page.close();
    });

    it(`signed out at ${width} px: empty form with a way to log in, checked, then the checkout; "Not now" goes back`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await bookFromResult(page);
      await expectExplained(page);
      const form = page.getByRole('region', { name: 'How should the analyst reach you?' });
      expect(await form.getByLabel('Your name').inputValue()).toBe('');
      expect(await form.getByRole('button', { name: 'Log in' }).count()).toBe(1);
      await expectFitsAndAccessible(page, `booking page, signed out, ${width} px`);

      expect(await form.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/');
      await form.getByLabel('Your name').fill('Sam Visitor');
      await form.getByLabel('Email').fill('not an address');
      await form.getByLabel('Best time to reach you').selectOption('weekend');
      await form.getByRole('button', { name: 'Continue to payment ($99)' }).click();
      await form.getByText('Please enter a valid email address.').waitFor();
      expect(await form.getByLabel('Email').evaluate((input) => input === document.activeElement)).toBe(true);

      const email = `visitor.${uniqueId()}@example.com`;
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Continue to payment ($99)' }).click();
      const sessionId = await payInSandbox(page);
      expect(await toolkit.store.reviewPurchases.findBySession('sandbox', sessionId)).toMatchObject({
        userId: null,
        contactName: 'Sam Visitor',
        contactEmail: email,
        contactPhone: null,
        preferredTime: 'weekend',
      });
      await page.close();
    });
  }

  it('says why the server refused the checkout (a site address it may not return to), not "try again"', async () => {
    // The toolkit's site is configured at 127.0.0.1; the same server opened as localhost is not one of its return origins.
    const port = new URL(toolkit.baseUrl).port;
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`http://localhost:${port}/priority-review`);
    const form = page.getByRole('region', { name: 'How should the analyst reach you?' });
    await form.getByLabel('Your name').fill('Sam Visitor');
    await form.getByLabel('Email').fill(`visitor.${uniqueId()}@example.com`);
    await form.getByLabel('Best time to reach you').selectOption('weekend');
    await form.getByRole('button', { name: 'Continue to payment ($99)' }).click();
    await page.getByText(`The page to come back to after paying must be a page of this site (${toolkit.baseUrl})`).first().waitFor();
    expect(await page.getByText('Booking refused').count()).toBeGreaterThan(0);
    expect(await page.getByText('Unable to process your booking. Please try again.').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/priority-review');
    await page.close();
  });
});
