import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Where the toast showing `title` is, and whether a person can reach it (hit, focus, in view, announced). */
function inspectToast(page: Page, title: string) {
  return page.evaluate((wanted) => {
    const region = document.querySelector('securesplit-toasts');
    const box = [...(region?.shadowRoot?.querySelectorAll<HTMLElement>('[part=toast]') ?? [])].find((toast) => toast.textContent?.includes(wanted));
    if (!region || !box) return null;
    const rect = box.getBoundingClientRect();
    // Hit-test in the region's own shadow root: the document would answer the region's host either way.
    const hit = region.shadowRoot!.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const dismiss = box.querySelector('button')!;
    dismiss.focus();
    return {
      insideOpenDialog: region.parentElement?.matches('dialog[open]') ?? false,
      hitsToast: hit !== null && box.contains(hit),
      inViewport: rect.top >= 0 && rect.bottom <= window.innerHeight && rect.left >= 0 && rect.right <= window.innerWidth,
      focusable: region.shadowRoot!.activeElement === dismiss,
    };
  }, title);
}

describe('toasts above the site’s own dialogs (issue 11)', () => {
  for (const width of [360, 1280]) {
    it(`shows 'Login Failed' inside the open log-in dialog, reachable, and the region goes back to the page after, at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${toolkit.baseUrl}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Email').fill('nobody@example.com');
      await dialog.getByLabel('Password').fill('not the right passphrase');
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Login Failed' }).waitFor();
      expect(await inspectToast(page, 'Login Failed')).toEqual({ insideOpenDialog: true, hitsToast: true, inViewport: true, focusable: true });

      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.querySelector('body > securesplit-toasts') !== null)).toBe(true);
      await page.close();
    });
  }

  it('shows a toast raised in the delete-account confirmation inside it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${toolkit.baseUrl}/`);
    const email = `toasts.${Date.now()}@example.com`;
    const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
      headers: { origin: toolkit.baseUrl },
      data: { email, password: 'a long enough passphrase', firstName: 'Toast', lastName: 'Tester', username: `toast${Date.now()}` },
    });
    expect(registered.status()).toBe(201);
    await page.goto(`${toolkit.baseUrl}/account`);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await page.evaluate(() => {
      const toaster = (globalThis as unknown as Record<symbol, { show(toast: { title: string }): void }>)[Symbol.for('securesplit.page-toaster.v1')]!;
      toaster.show({ title: 'News while confirming' });
    });
    await page.getByRole('status').filter({ hasText: 'News while confirming' }).waitFor();
    expect(await inspectToast(page, 'News while confirming')).toEqual({ insideOpenDialog: true, hitsToast: true, inViewport: true, focusable: true });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus went back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete My Account');
    await page.close();
  });
});
