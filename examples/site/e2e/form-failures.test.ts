import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * The site's own forms against a real server that refuses (issue 9 §4): each failure says what
 * happened and what to do, the entries stay in the form, and a 400's field errors show under their
 * fields. The support ticket form stands for the others (they share useSubmitForm).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const ENTRIES = { Name: 'Ada Lovelace', Email: 'ada@example.com', Subject: 'Worksheet question', Message: 'Which line holds the time credit?' };

async function openSupport(toolkit: Toolkit): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${toolkit.baseUrl}/support`);
  await page.getByRole('heading', { name: 'Send us a request' }).waitFor();
  return page;
}

async function fill(page: Page, entries: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(entries)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function expectEntriesKept(page: Page, entries: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(entries)) expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
}

/** The page-wide toast region's current toast text (it lives in its own open shadow root). */
function toastText(page: Page): Promise<string> {
  return page.locator('securesplit-toasts [part=toast]').innerText();
}

function submit(page: Page): Promise<void> {
  return page.getByRole('button', { name: 'Submit Request' }).click();
}

describe('site forms when the server refuses or is gone', () => {
  it('a write rate limit says how long to wait and keeps the entries', async () => {
    const toolkit = await startToolkit({ rateLimit: { max: 1, windowMs: 60_000 } });
    try {
      const page = await openSupport(toolkit);
      await fill(page, ENTRIES);
      await submit(page);
      await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('Support Request Submitted');
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('');

      const second = { ...ENTRIES, Subject: 'A second question' };
      await fill(page, second);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/support-tickets'));
      await submit(page);
      expect((await answer).status()).toBe(429);
      await expect.poll(() => toastText(page), { timeout: 15_000 }).toMatch(/Too many requests from your connection — try again in \d+ seconds/);
      expect(await toastText(page)).not.toContain('Double-check');
      await expectEntriesKept(page, second);
      await page.close();
    } finally {
      await toolkit.close();
    }
  });

  it('a stopped server says SecureSplit cannot be reached and keeps the entries', async () => {
    const toolkit = await startToolkit();
    const page = await openSupport(toolkit);
    await toolkit.close();
    await fill(page, ENTRIES);
    await submit(page);
    await expect.poll(() => toastText(page), { timeout: 20_000 }).toContain("We can’t reach SecureSplit right now; your entries are kept — try again");
    await expectEntriesKept(page, ENTRIES);
    await page.close();
  });

  it("a 400 shows the server's message under its field and keeps the entries", async () => {
    const toolkit = await startToolkit();
    try {
      const longName = 'N'.repeat(201);
      // What the server says about this name, asked directly, so the test follows the server's wording.
      const direct = await fetch(`${toolkit.baseUrl}/api/v1/support-tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: longName, email: ENTRIES.Email, subject: ENTRIES.Subject, message: ENTRIES.Message }),
      });
      expect(direct.status).toBe(400);
      const problem = (await direct.json()) as { errors: { path: string; message: string }[] };
      const serverMessage = problem.errors.find((error) => error.path === 'name')?.message;
      expect(serverMessage).toBeTruthy();

      const page = await openSupport(toolkit);
      const entries = { ...ENTRIES, Name: longName };
      await fill(page, entries);
      await submit(page);
      const name = page.getByLabel('Name', { exact: true });
      await expect.poll(() => name.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
      const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText()).toBe(serverMessage);
      expect(await toastText(page)).toContain('Double-check your information');
      await expectEntriesKept(page, entries);
      await page.close();
    } finally {
      await toolkit.close();
    }
  });
});
