import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 25 §3: password changes and reset mails are limited. Past a limit the site passes on what the
 * server says (how long to wait) instead of a bare "failed" or "try again", which would only be refused again.
 */

let browser: Browser;
let toolkit: Toolkit;

beforeAll(async () => {
  [browser, toolkit] = await Promise.all([launchChromium(), startToolkit()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

function toastText(page: Page): Promise<string> {
  return page.locator('securesplit-toasts [part=toast]').innerText();
}

/** A write from the page itself (same origin, its cookies), as the site's own code sends it. */
function pagePost(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([target, json]) =>
      (await fetch(target, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) })).status,
    [path, body] as const,
  );
}

describe('limits the site explains', () => {
  it('says how long to wait after too many wrong current passwords', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${toolkit.baseUrl}/`);
    const stamp = Date.now();
    const person = { email: `limit.${stamp}@example.com`, password: 'a long passphrase here', firstName: 'Lee', lastName: 'Park', username: `limit${stamp}` };
    expect(await pagePost(page, '/api/v1/auth/register', person)).toBe(201);
    for (let i = 0; i < 5; i += 1) {
      expect(await pagePost(page, '/api/v1/account/password', { currentPassword: `wrong ${i}`, newPassword: `a new passphrase ${i}` })).toBe(400);
    }
    await page.goto(`${toolkit.baseUrl}/account`);
    await page.getByLabel('Current password').fill(person.password);
    await page.getByLabel('New password').fill('another new passphrase');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/account/password'));
    await page.getByRole('button', { name: 'Change Password' }).click();
    expect((await answer).status()).toBe(429);
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('Too many wrong current passwords. Please wait 15 minutes');
    await page.close();
  });

  it('says how long to wait after too many reset requests from one connection', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${toolkit.baseUrl}/reset-password`);
    for (let i = 0; i < 5; i += 1) expect(await pagePost(page, '/api/v1/auth/password-reset', { email: `someone${i}@example.com` })).toBe(200);
    await page.getByLabel('Email').fill('someone@example.com');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/password-reset'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect((await answer).status()).toBe(429);
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('Too many password reset requests from this address. Please wait 15 minutes');
    await page.close();
  });
});
