import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFullAccess } from '../../../api/src/billing/entitlement.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * The sandbox billing journey in Chromium against the real server (issue 12 §6): no card, the same code
 * paths after the provider call, the period end moved by the sandbox control.
 */

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit({ billingSandboxControls: true }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

/** Purchase events the page sent through `window.gtag` (the page has one only in this test). */
async function recordAnalytics(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { __purchases: unknown[] }).__purchases = events;
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args);
  });
}

function purchases(page: Page): Promise<[string, string, { value: number; currency: string; items: { item_name: string; item_category: string; quantity: number; price: number }[] }][]> {
  return page.evaluate(() => (window as unknown as { __purchases: never[] }).__purchases);
}

async function userByEmail(email: string) {
  const user = await toolkit.store.users.findByEmail(email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** The server's own rule, on the server's own records: what every premium request asks. */
async function fullAccess(email: string): Promise<boolean> {
  return hasFullAccess(toolkit.store, await userByEmail(email), new Date());
}

async function expectToast(page: Page, title: string): Promise<void> {
  await page.locator('securesplit-toasts').getByText(title, { exact: true }).waitFor();
}

async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const measured = await horizontalOverflow(page);
  expect(measured.offenders, what).toEqual([]);
  expect(measured.scrollWidth, what).toBeLessThanOrEqual(measured.viewport);
}

const section = (page: Page) => page.getByRole('region', { name: 'Subscription' });

describe('sandbox billing in the browser', () => {
  it('subscribes monthly with sign-up on the way, changes to yearly, cancels, reactivates, cancels and loses access at the period end', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await recordAnalytics(context);
    const page = await context.newPage();
    const email = `subscriber.${Date.now()}@example.com`;
    // Sandbox mode loads nothing from Stripe (Stripe.js comes only in Stripe mode).
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('stripe.com')) stripeRequests.push(request.url());
    });

    await page.goto(`${toolkit.baseUrl}/subscribe`);
    await page.getByRole('heading', { level: 1, name: 'Full Access' }).waitFor();
    const monthly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Monthly' }) });
    const yearly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Yearly' }) });
    // The heading shows while the plans still load ("Loading plans…"); the plans arrive after it.
    await monthly.waitFor();
    expect(await monthly.getByText('$19.99 per month').count()).toBe(1);
    expect(await yearly.getByText('$149 per year').count()).toBe(1);
    expect(await yearly.getByText('Save $90').count()).toBe(1);
    expect(await monthly.getByText('7-day money-back guarantee').count()).toBe(1);
    expect(await page.getByRole('main').getByText('Sandbox: no card is charged.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Signed out: choosing a plan opens the sign-up dialog; after sign-up the choice is retried on this page.
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    const auth = page.getByRole('dialog', { name: 'Create your account' });
    await auth.waitFor();
    await auth.getByLabel('First name').fill('Sam');
    await auth.getByLabel('Last name').fill('Subscriber');
    await auth.getByLabel('Username').fill(`sam${Date.now()}`);
    await auth.getByLabel('Email').fill(email);
    await auth.getByLabel('Password').fill('a long subscriber passphrase');
    await auth.getByRole('button', { name: 'Create Account' }).click();
    const payment = page.getByRole('dialog', { name: 'Full Access — Monthly' });
    await payment.waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscribe');
    expect(await payment.getByText('Sandbox: no card is charged.').count()).toBe(1);
    expect(await fullAccess(email)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await payment.getByRole('button', { name: /Start Subscription/ }).click();
    await page.waitForURL((url) => url.pathname === '/success');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Full Access!' }).waitFor();
    await expectToast(page, 'Welcome to Full Access!');
    expect(await fullAccess(email)).toBe(true);
    await expect.poll(() => purchases(page)).toHaveLength(1);
    const [[command, name, purchase]] = await purchases(page);
    expect([command, name, purchase.value, purchase.currency]).toEqual(['event', 'purchase', 19.99, 'USD']);

    // A premium calculator opens with unlimited use: the access the site's gate reads says full.
    const access = await page.request.get(`${toolkit.baseUrl}/api/v1/premium/access`);
    expect(((await access.json()) as { kind: string }).kind).toBe('full');
    await page.goto(`${toolkit.baseUrl}/property-division`);
    await page.getByText('Premium access: unlimited calculations.').waitFor();
    await page.locator('.premium-calculator').getByRole('button', { name: /Calculate/ }).first().waitFor();

    // The dashboard: premium, with the plan and the Account link (spec part 1 §2).
    await page.goto(`${toolkit.baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Sam (Premium)' }).waitFor();
    await page.getByText('Plan: Monthly').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Account', exact: true }).getAttribute('href')).toBe('/account');
    expect(await page.getByRole('heading', { name: 'Unlock All Premium Features' }).count()).toBe(0);

    // Subscribing again: Already Premium, nothing created.
    await page.goto(`${toolkit.baseUrl}/subscribe`);
    await page.getByRole('button', { name: 'Choose Yearly' }).click();
    await page.getByRole('heading', { name: 'Already Premium' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // /account: the subscription, then Change Plan to yearly (the current plan's button is disabled).
    await page.goto(`${toolkit.baseUrl}/account`);
    await section(page).getByText('Full Access — Monthly').waitFor();
    expect(await section(page).getByText('$19.99 per month').count()).toBe(1);
    expect(await section(page).getByText('Active', { exact: true }).count()).toBe(1);
    expect(await section(page).getByText('Next billing date').count()).toBe(1);
    await section(page).getByRole('button', { name: 'Change Plan' }).click();
    const change = page.getByRole('dialog', { name: 'Change Plan' });
    await change.waitFor();
    expect(await change.getByRole('button', { name: /^Monthly/ }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await change.getByRole('button', { name: /^Yearly/ }).click();
    await expectToast(page, 'Plan Changed');
    await section(page).getByText('Full Access — Yearly').waitFor();
    expect(await section(page).getByText('$149 per year').count()).toBe(1);

    // Cancel: Keep Subscription changes nothing and gives focus back; Cancel Subscription sets Canceling.
    const cancelButton = section(page).getByRole('button', { name: 'Cancel Subscription' });
    await cancelButton.click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByRole('button', { name: 'Keep Subscription' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await cancelButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await cancelButton.click();
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expectToast(page, 'Subscription Canceled');
    await section(page).getByText('Canceling', { exact: true }).waitFor();
    await section(page).getByText(/Your subscription ends on .+\. You keep premium access until then\./).waitFor();
    expect(await section(page).getByRole('button', { name: 'Change Plan' }).isDisabled()).toBe(true);
    expect(await fullAccess(email)).toBe(true);

    // Reactivate, then cancel again.
    await section(page).getByRole('button', { name: 'Reactivate Subscription' }).click();
    await expectToast(page, 'Subscription Reactivated');
    await section(page).getByText('Active', { exact: true }).waitFor();
    await section(page).getByRole('button', { name: 'Cancel Subscription' }).click();
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await section(page).getByText('Canceling', { exact: true }).waitFor();
    expect(await fullAccess(email)).toBe(true);

    // The sandbox clock passes the period end: access is gone, and the account says so.
    const ended = await page.request.post(`${toolkit.baseUrl}/api/v1/billing/sandbox/subscription/end-period`, { headers: { origin: toolkit.baseUrl }, data: {} });
    expect(ended.ok()).toBe(true);
    expect(await fullAccess(email)).toBe(false);
    const after = await page.request.get(`${toolkit.baseUrl}/api/v1/premium/access`);
    expect(((await after.json()) as { kind: string }).kind).toBe('free');
    await page.goto(`${toolkit.baseUrl}/property-division`);
    await page.getByText('2 free calculations left this month').waitFor();
    expect(await page.getByText('Premium access: unlimited calculations.').count()).toBe(0);
    await page.goto(`${toolkit.baseUrl}/account`);
    await section(page).getByText("You don't have an active subscription.").waitFor();
    expect(await section(page).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/subscribe');
    await page.goto(`${toolkit.baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Sam (Free)' }).waitFor();
    await page.getByRole('heading', { name: 'Unlock All Premium Features' }).waitFor();
    expect(stripeRequests).toEqual([]);
    await context.close();
  });

  it('buys the $99 priority review from a result through the sandbox checkout, and a forged session id finds no payment', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await recordAnalytics(context);
    const page = await context.newPage();
    const email = `review.${Date.now()}@example.com`;
    const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
      headers: { origin: toolkit.baseUrl },
      data: { email, password: 'a long reviewer passphrase', firstName: 'Rae', lastName: 'Viewer', username: `rae${Date.now()}` },
    });
    expect(registered.status()).toBe(201);

    await page.goto(`${toolkit.baseUrl}/`);
    const form = page.locator('form').filter({ has: page.locator('input[name=custodialParentIncome]') });
    await form.locator('input[name=custodialParentIncome]').fill('3000');
    await form.locator('input[name=nonCustodialParentIncome]').fill('4000');
    await form.locator('select[name=numberOfChildren]').selectOption('2');
    await form.locator('select[name=custodyArrangement]').selectOption('primary');
    await form.locator('select[name=state]').selectOption('maryland');
    await page.getByRole('button', { name: 'Calculate Child Support' }).click();
    await page.getByRole('button', { name: 'Book Priority CDFA Review ($99)' }).first().click();
    // First what the review is and who to contact (issue 33 §5; priority-review e2e covers the page itself).
    await page.waitForURL((url) => url.pathname === '/priority-review');
    await page.getByLabel('Best time to reach you').selectOption('any');
    await page.getByRole('button', { name: 'Continue to payment ($99)' }).click();

    await page.waitForURL(/\/sandbox-checkout\?session_id=/);
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await page.getByRole('main').getByText('Sandbox: no card is charged.').waitFor();
    expect(await page.getByText('$99', { exact: true }).count()).toBe(1);
    // Not paid yet: the success page does not confirm it.
    const early = await context.newPage();
    await early.goto(`${toolkit.baseUrl}/cdfa-review-success?session_id=${encodeURIComponent(sessionId)}`);
    await early.getByText('We cannot find the payment for this priority review.', { exact: false }).waitFor();
    expect(await purchases(early)).toEqual([]);
    await early.close();

    await page.getByRole('button', { name: 'Pay $99 (sandbox)' }).click();
    await page.waitForURL(/\/cdfa-review-success\?session_id=/);
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(sessionId);
    await page.getByRole('heading', { level: 1, name: 'Your priority CDFA review is booked' }).waitFor();
    expect(await page.getByText('A 45-minute review with a certified divorce financial analyst (CDFA)').count()).toBe(1);
    await expect.poll(() => purchases(page)).toHaveLength(1);
    const [[, name, purchase]] = await purchases(page);
    expect(name).toBe('purchase');
    expect(purchase).toMatchObject({ value: 99, currency: 'USD', items: [{ item_name: 'CDFA Review Session', item_category: 'consultation', quantity: 1, price: 99 }] });
    expect(await seriousViolations(page)).toEqual([]);

    // A made-up session id: no confirmation, no purchase event.
    const forged = await context.newPage();
    await forged.goto(`${toolkit.baseUrl}/cdfa-review-success?session_id=cs_forged_${Date.now()}`);
    await forged.getByText('We cannot find the payment for this priority review.', { exact: false }).waitFor();
    expect(await forged.getByRole('heading', { name: 'Your priority CDFA review is booked' }).count()).toBe(0);
    expect(await purchases(forged)).toEqual([]);
    await context.close();
  });

  it('says "Sandbox: no card is charged" on every page with a price (the footer of each), readable and in the layout at 320 px', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 740 } });
    // The home page (plans in its offer and FAQ, the $99 review on results), pricing, the premium calculators
    // (their offer), the review's pages and the account pages.
    const priced = ['/', '/subscribe', '/property-division', '/qdro', '/tax-impact', '/custody-costs', '/priority-review', '/cdfa-review-success', '/sandbox-checkout', '/dashboard', '/account'];
    for (const path of priced) {
      await page.goto(`${toolkit.baseUrl}${path}`);
      const note = page.getByRole('contentinfo').getByRole('note').filter({ hasText: 'Sandbox: no card is charged.' });
      await note.waitFor();
      expect(await note.count(), path).toBe(1);
      expect(await note.textContent(), path).toContain('the prices shown are not charged');
    }
    await page.goto(`${toolkit.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('note').waitFor();
    await expectNoOverflow(page, 'home with the sandbox notice at 320 px');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('lays out /subscribe, its payment dialog and /account with the subscription at 360 px without overflow', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const email = `phone.${Date.now()}@example.com`;
    const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
      headers: { origin: toolkit.baseUrl },
      data: { email, password: 'a long phone passphrase', firstName: 'Pat', lastName: 'Phone', username: `pat${Date.now()}` },
    });
    expect(registered.status()).toBe(201);
    await page.goto(`${toolkit.baseUrl}/subscribe`);
    await page.getByRole('button', { name: 'Choose Yearly' }).waitFor();
    await expectNoOverflow(page, '/subscribe at 360 px');
    await page.getByRole('button', { name: 'Choose Yearly' }).click();
    const payment = page.getByRole('dialog', { name: 'Full Access — Yearly' });
    await payment.waitFor();
    await expectNoOverflow(page, 'payment dialog at 360 px');
    await payment.getByRole('button', { name: /Start Subscription/ }).click();
    await page.waitForURL((url) => url.pathname === '/success');
    await page.goto(`${toolkit.baseUrl}/account`);
    await section(page).getByText('Full Access — Yearly').waitFor();
    await expectNoOverflow(page, '/account at 360 px');
    // By keyboard: Enter opens the dialog with focus inside it; Escape closes it and focus comes back.
    const changeButton = section(page).getByRole('button', { name: 'Change Plan' });
    await changeButton.focus();
    await page.keyboard.press('Enter');
    const change = page.getByRole('dialog', { name: 'Change Plan' });
    await change.waitFor();
    expect(await change.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await change.getByRole('note').filter({ hasText: 'Sandbox: no card is charged.' }).count()).toBe(1);
    await expectNoOverflow(page, 'Change Plan dialog at 360 px');
    await page.keyboard.press('Escape');
    await change.waitFor({ state: 'detached' });
    expect(await changeButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // The 7-day money-back guarantee: refunded and ended at once, access gone.
    expect(await fullAccess(email)).toBe(true);
    await section(page).getByRole('button', { name: 'Request Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund and end your subscription?' });
    await refund.getByRole('button', { name: 'Refund and End Now' }).click();
    await expectToast(page, 'Subscription Refunded');
    await section(page).getByText("You don't have an active subscription.").waitFor();
    expect(await fullAccess(email)).toBe(false);
    await expectNoOverflow(page, '/account without a subscription at 360 px');
    await context.close();
  });
});
