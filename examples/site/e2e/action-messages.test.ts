import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenDigest } from '../../../api/src/auth/admin.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 33 §2: no message contradicts what just happened. A success replaces an earlier failure (or an
 * earlier outcome) of the same action at once; it never waits behind it, and the older one never shows again.
 */

const ADMIN_TOKEN = 'action-messages-admin-token-0123456789';
const PASSWORD = 'a long enough passphrase';

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([
    startToolkit({ auth: { adminTokenDigest: adminTokenDigest(ADMIN_TOKEN) }, billingSandboxControls: true }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

/** The page toaster's state: the title on screen, then the waiting ones, each with its description. */
function toasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toaster = (globalThis as unknown as Record<symbol, { current(): { title: string; description?: string } | null; waiting(): { title: string; description?: string }[] }>)[
      Symbol.for('securesplit.page-toaster.v1')
    ];
    if (!toaster) return [];
    const current = toaster.current();
    return [...(current ? [current] : []), ...toaster.waiting()].map((toast) => `${toast.title}: ${toast.description ?? ''}`);
  });
}

/**
 * The toast on screen is `current`, and nothing on screen or waiting says `stale` (other news, such as
 * the first visit's greeting, may wait its turn).
 */
async function expectReplaced(page: Page, current: string, stale: string): Promise<void> {
  const [shown, ...waiting] = await toasts(page);
  expect(shown).toBe(current);
  expect(waiting.filter((toast) => toast.includes(stale))).toEqual([]);
}

/** What the notification region shows a person right now. */
function shownToast(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('securesplit-toasts')?.shadowRoot?.textContent ?? '');
}

let unique = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now()}${(unique += 1)}`;

async function register(page: Page, email: string): Promise<void> {
  const response = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
    headers: { origin: toolkit.baseUrl },
    data: { email, password: PASSWORD, firstName: 'Robin', lastName: 'Reader', username: uniqueName('robin') },
  });
  expect(response.status()).toBe(201);
}

describe('messages that belong to the action that raised them (issue 33 §2)', () => {
  for (const width of [360, 1280]) {
    it(`after a refused sign-up, a good one shows only the welcome, on the dashboard too, at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const taken = `${uniqueName('taken.')}@example.com`;
      await register(page, taken);
      await page.context().clearCookies();
      await page.goto(`${toolkit.baseUrl}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create your account' });
      await dialog.getByLabel('First name').fill('Robin');
      await dialog.getByLabel('Last name').fill('Reader');
      await dialog.getByLabel('Username').fill(uniqueName('robin'));
      await dialog.getByLabel('Email').fill(taken);
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => shownToast(page)).toContain('Registration Failed');

      await dialog.getByLabel('Email').fill(`${uniqueName('fresh.')}@example.com`);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => shownToast(page)).toContain('Welcome to SecureSplit!');
      await expectReplaced(page, 'Welcome to SecureSplit!: Your account has been created.', 'Registration Failed');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await shownToast(page)).not.toContain('Failed');
      expect((await toasts(page)).join('\n')).not.toContain('Registration Failed');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });

    it(`after a wrong password, a good log-in shows 'Welcome back!' and never 'Login Failed' again, at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const email = `${uniqueName('login.')}@example.com`;
      await register(page, email);
      await page.context().clearCookies();
      await page.goto(`${toolkit.baseUrl}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in to SecureSplit' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password').fill('not the right passphrase');
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect.poll(() => shownToast(page)).toContain('Login Failed');

      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect.poll(() => shownToast(page)).toContain('Welcome back!');
      await expectReplaced(page, "Welcome back!: You've successfully logged in.", 'Login Failed');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(await shownToast(page)).not.toContain('Login Failed');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });

    it(`admin: 'Access Granted' replaces 'Access Denied' at once, at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${toolkit.baseUrl}/admin/dashboard`);
      await page.getByLabel('Admin token').fill('a wrong admin token guess');
      await page.keyboard.press('Enter');
      await expect.poll(() => shownToast(page)).toContain('Access Denied');
      await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Total Leads' }).waitFor();
      await expect.poll(() => shownToast(page)).toContain('Access Granted');
      await expectReplaced(page, 'Access Granted: Welcome to the admin dashboard', 'Access Denied');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });

    it(`after cancelling, a refund's message replaces "You keep Full Access until then", at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await register(page, `${uniqueName('refund.')}@example.com`);
      await page.goto(`${toolkit.baseUrl}/subscribe`);
      await page.getByRole('button', { name: 'Choose Monthly' }).click();
      const payment = page.getByRole('dialog', { name: 'Full Access — Monthly' });
      await payment.getByRole('button', { name: /Start Subscription/ }).click();
      await page.waitForURL((url) => url.pathname === '/success');

      await page.goto(`${toolkit.baseUrl}/account`);
      const section = page.getByRole('region', { name: 'Subscription' });
      await section.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect.poll(() => shownToast(page)).toContain('You keep Full Access until then');

      await section.getByRole('button', { name: 'Request Refund' }).click();
      await page.getByRole('dialog', { name: 'Refund and end your subscription?' }).getByRole('button', { name: 'Refund and End Now' }).click();
      await section.getByText("You don't have an active subscription.").waitFor();
      await expect.poll(() => shownToast(page)).toContain('Subscription Refunded');
      expect(await shownToast(page)).not.toContain('Full Access until then');
      expect((await toasts(page)).join('\n')).not.toContain('Full Access until then');
      expect(await page.getByText('Free Account').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
