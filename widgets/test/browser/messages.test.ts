import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launch } from './browser.js';
import { startInProcessServer, type InProcessServer } from './in-process-server.js';
import { PARTNER_PAGE } from './partner-page.js';

const TOAST = 'securesplit-toasts [part=toast]';
const CANT_REACH = "We can’t reach SecureSplit right now; your entries are kept — try again.";

async function openPage(browser: Browser, base: string, width: number, waitFor: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 740 } });
  await page.goto(`${base}${PARTNER_PAGE}`);
  await page.locator(waitFor).first().waitFor();
  await page.locator('securesplit-toasts').waitFor({ state: 'attached' });
  return page;
}

/** Empties the queue (the first-visit greeting among others) so a test reads only its own message. */
async function clearToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const toaster = (globalThis as unknown as Record<symbol, { current(): unknown; dismiss(): void }>)[Symbol.for('securesplit.page-toaster.v1')]!;
    while (toaster.current()) toaster.dismiss();
  });
}

async function fillChildSupport(page: Page): Promise<void> {
  const host = page.locator('#child-support');
  await host.locator('input[name=custodialParentIncome]').fill('3000');
  await host.locator('input[name=nonCustodialParentIncome]').fill('5000');
  await host.locator('select[name=numberOfChildren]').selectOption('2');
  await host.locator('select[name=custodyArrangement]').selectOption('primary');
  await host.locator('input[name=custodialParentTime]').fill('80');
}

async function childSupportInputs(page: Page): Promise<string[]> {
  const host = page.locator('#child-support');
  return Promise.all(['custodialParentIncome', 'nonCustodialParentIncome', 'custodialParentTime'].map((name) => host.locator(`input[name=${name}]`).inputValue()));
}

type Box = { left: number; right: number; top: number; bottom: number };
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.skipIf(!hasChromium)('messages: one at a time, never hidden, saying what happened', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the encouragement, "Calculation Complete" and a widget toast one at a time, the others after it, never over the amount at 360 px', async () => {
    const page = await openPage(browser, inject('baseUrl'), 360, 'securesplit-child-support form');
    // Every toast on the page, whichever element raised it, is in the one region: count them as they change.
    await page.evaluate(() => {
      const root = document.querySelector('securesplit-toasts')!.shadowRoot!;
      const record = { seen: [] as string[], most: 0 };
      (window as unknown as { toastRecord: typeof record }).toastRecord = record;
      const look = () => {
        const shown = root.querySelectorAll('[part=toast]');
        record.most = Math.max(record.most, shown.length);
        const title = shown[0]?.querySelector('strong')?.textContent;
        if (title && record.seen[record.seen.length - 1] !== title) record.seen.push(title);
      };
      new MutationObserver(look).observe(root, { subtree: true, childList: true, characterData: true });
      look();
    });
    await fillChildSupport(page);
    const newsletter = page.locator('#newsletter');
    await newsletter.locator('input[name=firstName]').fill('Jordan');
    await newsletter.locator('input[name=lastName]').fill('Rivera');
    await newsletter.locator('input[name=email]').fill('jordan@example');
    // Both at once: the calculation's "Calculation Complete" and encouragement, and the newsletter's "Invalid Email".
    await page.evaluate(() => {
      const submit = (id: string) => document.querySelector(`#${id}`)!.shadowRoot!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
      submit('child-support');
      submit('newsletter');
    });
    const amount = page.locator('#child-support [part=amount]');
    await amount.waitFor({ timeout: 15_000 });

    const record = () => page.evaluate(() => (window as unknown as { toastRecord: { seen: string[]; most: number } }).toastRecord);
    const encouragement = /plan around|piece of the picture|estimate handy/;
    for (let step = 0; step < 12; step++) {
      const { seen } = await record();
      if (seen.includes('Calculation Complete') && seen.some((title) => encouragement.test(title)) && (await page.locator(TOAST).count()) === 0) break;
      expect(await page.locator(TOAST).count()).toBeLessThanOrEqual(1);
      await page
        .locator(`${TOAST} button[aria-label="Dismiss notification"]`)
        .click({ timeout: 3_000 })
        .catch(() => undefined);
    }
    const { seen, most } = await record();
    expect(most).toBe(1);
    const order = (title: string | RegExp) => seen.findIndex((t) => (typeof title === 'string' ? t === title : title.test(t)));
    expect(order('Invalid Email')).toBeGreaterThanOrEqual(0);
    expect(order('Calculation Complete')).toBeGreaterThan(order('Invalid Email'));
    expect(order(encouragement)).toBeGreaterThan(order('Calculation Complete'));
    // No element keeps a toast or an overlay of its own.
    const ownToasts = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*'))
        .filter((element) => element.localName.startsWith('securesplit-') && element.localName !== 'securesplit-toasts')
        .reduce((sum, element) => sum + (element.shadowRoot?.querySelectorAll('[part=toast], .ss-overlay').length ?? 0), 0),
    );
    expect(ownToasts).toBe(0);

    // Wherever the amount is on the phone's screen, the toast is not over it.
    for (const block of ['end', 'center', 'start'] as const) {
      await amount.evaluate((element, where) => element.scrollIntoView({ block: where, behavior: 'instant' }), block);
      await page.evaluate(() => {
        const toaster = (globalThis as unknown as Record<symbol, { show(toast: { title: string; description: string }): void }>)[Symbol.for('securesplit.page-toaster.v1')]!;
        toaster.show({ title: 'Calculation Complete', description: 'Your estimate is ready below.' });
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const toastBox = (await page.locator(TOAST).boundingBox())!;
      const amountBox = (await amount.boundingBox())!;
      const toast = { left: toastBox.x, right: toastBox.x + toastBox.width, top: toastBox.y, bottom: toastBox.y + toastBox.height };
      const figure = { left: amountBox.x, right: amountBox.x + amountBox.width, top: amountBox.y, bottom: amountBox.y + amountBox.height };
      expect(figure.bottom <= 741 && figure.top >= -1, `the amount ${JSON.stringify(figure)} is on screen (${block})`).toBe(true);
      expect(intersects(toast, figure), `toast ${JSON.stringify(toast)} over the amount ${JSON.stringify(figure)} (${block})`).toBe(false);
      expect(toastBox.width).toBeLessThanOrEqual(360);
      expect(toastBox.height).toBeLessThan(740 / 4);
      await clearToasts(page);
    }
    await page.close();
  });

  for (const [widget, open, submit, message] of [
    ['#feedback', 'Share Feedback', 'Send Feedback', 'Please fill in all required fields and provide a rating.'],
    ['#pro-waitlist', 'Join the Pro Waitlist', 'Join the Waitlist', 'Please fill in all required fields.'],
    ['#consultation', null, 'Continue to Scheduling', 'Please fill in all required fields.'],
  ] as const) {
    it(`shows 'Missing Information' inside the ${widget.slice(1)} dialog, next to the fields, announced, at 360 px`, async () => {
      const page = await openPage(browser, inject('baseUrl'), 360, `securesplit-${widget.slice(1)} button`);
      await clearToasts(page);
      const host = page.locator(widget);
      await (open ? host.getByRole('button', { name: open }) : host.locator('button').first()).click();
      const dialog = host.locator('dialog[open]');
      await dialog.getByRole('button', { name: submit }).click();
      const alert = dialog.getByRole('alert');
      expect(await alert.textContent()).toBe(`Missing Information ${message}`);
      expect(await alert.isVisible()).toBe(true);
      const alertBox = (await alert.boundingBox())!;
      expect(alertBox.y).toBeGreaterThanOrEqual(0);
      expect(alertBox.x + alertBox.width).toBeLessThanOrEqual(360);
      // The first empty required field has focus and is described by its own message.
      const focused = await host.evaluate((element) => {
        const active = element.shadowRoot!.activeElement as HTMLInputElement | null;
        return active ? { name: active.name, invalid: active.getAttribute('aria-invalid'), description: element.shadowRoot!.getElementById(active.getAttribute('aria-describedby') ?? '')?.textContent } : null;
      });
      expect(focused?.invalid).toBe('true');
      expect(focused?.description).toBe('This field is required.');
      // (The first-visit greeting may arrive meanwhile: it is the page's news, not this form's message.)
      expect(await page.locator(TOAST, { hasText: 'Missing Information' }).count()).toBe(0);
      await page.close();
    });
  }

  it('shows a page toast raised while the feedback dialog is open above its backdrop, clickable and announced, and back on the page after', async () => {
    const page = await openPage(browser, inject('baseUrl'), 360, 'securesplit-feedback button');
    await clearToasts(page);
    const host = page.locator('#feedback');
    await host.getByRole('button', { name: 'Share Feedback' }).click();
    await host.locator('dialog[open]').waitFor();
    await page.evaluate(() => {
      const toaster = (globalThis as unknown as Record<symbol, { show(toast: { title: string; description: string }): void }>)[Symbol.for('securesplit.page-toaster.v1')]!;
      toaster.show({ title: 'Saved elsewhere', description: 'Another part of the page has news.' });
    });
    const toast = page.locator(TOAST, { hasText: 'Saved elsewhere' });
    await toast.waitFor();
    const seen = await page.evaluate(() => {
      const region = document.querySelector('securesplit-feedback')!.shadowRoot!.querySelector('dialog[open] securesplit-toasts');
      const box = region?.shadowRoot?.querySelector('[part=toast]');
      if (!region || !box) return null;
      const rect = box.getBoundingClientRect();
      // Hit-test in the region's own shadow root: the document would answer the widget's host either way.
      const hit = region.shadowRoot!.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const dismiss = box.querySelector('button')!;
      dismiss.focus();
      return {
        hitsToast: hit !== null && box.contains(hit),
        inViewport: rect.top >= 0 && rect.bottom <= window.innerHeight && rect.left >= 0 && rect.right <= window.innerWidth,
        live: box.closest('[aria-live]')?.getAttribute('aria-live'),
        focusable: region.shadowRoot!.activeElement === dismiss,
      };
    });
    expect(seen).toEqual({ hitsToast: true, inViewport: true, live: 'polite', focusable: true });
    // Screen readers see it: it is in the accessibility tree (not inert behind the modal).
    expect(await page.getByRole('status').filter({ hasText: 'Saved elsewhere' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await host.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.querySelector('body > securesplit-toasts') !== null)).toBe(true);
    await page.close();
  });

  it('puts the server’s message for a 127-character name under the newsletter’s name field and keeps the entries', async () => {
    const base = inject('baseUrl');
    const name = 'N'.repeat(127);
    const expected = await fetch(`${base}/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: name, lastName: 'Rivera', email: 'jordan@example.com', leadType: 'newsletter', tags: ['newsletter'], source: 'newsletter-signup' }),
    }).then(async (response) => {
      expect(response.status).toBe(400);
      const problem = (await response.json()) as { errors: { path: string; message: string }[] };
      return problem.errors.find((error) => error.path === 'firstName')!.message;
    });
    const page = await openPage(browser, base, 360, 'securesplit-newsletter form');
    await clearToasts(page);
    const host = page.locator('#newsletter');
    await host.locator('input[name=firstName]').fill(name);
    await host.locator('input[name=lastName]').fill('Rivera');
    await host.locator('input[name=email]').fill('jordan@example.com');
    await host.getByRole('button', { name: 'Subscribe' }).click();
    const firstName = host.locator('input[name=firstName]');
    await expect.poll(() => firstName.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const describedBy = (await firstName.getAttribute('aria-describedby'))!;
    expect(await host.locator(`[id="${describedBy}"]`).textContent()).toBe(expected);
    expect(await page.locator(TOAST).textContent()).toMatch(/^Double-check your information/);
    expect(await firstName.inputValue()).toBe(name);
    expect(await host.locator('input[name=email]').inputValue()).toBe('jordan@example.com');
    await page.close();
  });

  describe('against servers of its own', () => {
    // A fresh embedded database takes a while on a loaded machine: both start once, side by side.
    let limited: InProcessServer;
    let stoppable: InProcessServer;
    /** The test below stops its server: a second try (vitest's retry) needs a running one again. */
    let stoppableStopped = false;
    beforeAll(async () => {
      [limited, stoppable] = await Promise.all([startInProcessServer({ rateLimitMax: 1 }), startInProcessServer({ rateLimitMax: 1000 })]);
    }, 180_000);
    afterAll(async () => {
      await Promise.all([limited?.stop(), stoppable?.stop()]);
    });

    it('says how long to wait when the server limits calculations (429), and keeps the entries and the result', async () => {
      const page = await openPage(browser, limited.url, 360, 'securesplit-child-support form');
      await fillChildSupport(page);
      const host = page.locator('#child-support');
      await host.getByRole('button', { name: 'Calculate Child Support' }).click();
      const amount = host.locator('[part=amount]');
      await amount.waitFor({ timeout: 15_000 });
      const first = await amount.textContent();
      const typed = await childSupportInputs(page);
      await clearToasts(page);
      await host.getByRole('button', { name: 'Calculate Child Support' }).click();
      await page.locator(TOAST, { hasText: 'Too many' }).waitFor({ timeout: 10_000 });
      const text = (await page.locator(TOAST).textContent())!;
      expect(text).toMatch(/Too many calculations from your connection — try again in (\d+) seconds\./);
      const seconds = Number(/try again in (\d+) seconds/.exec(text)![1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(text).not.toMatch(/Double-check/);
      expect(await childSupportInputs(page)).toEqual(typed);
      expect(await amount.textContent()).toBe(first);
      await page.close();
    });

    it('says SecureSplit cannot be reached when the server has stopped, and keeps what was typed', async () => {
      if (stoppableStopped) {
        stoppable = await startInProcessServer({ rateLimitMax: 1000 });
        stoppableStopped = false;
      }
      const page = await openPage(browser, stoppable.url, 360, 'securesplit-child-support form');
      // Load the newsletter's code before the server goes away: only the calls should fail.
      await page.locator('securesplit-newsletter form').waitFor();
      await fillChildSupport(page);
      const newsletter = page.locator('#newsletter');
      await newsletter.locator('input[name=firstName]').fill('Jordan');
      await newsletter.locator('input[name=lastName]').fill('Rivera');
      await newsletter.locator('input[name=email]').fill('jordan@example.com');
      const typed = await childSupportInputs(page);
      await clearToasts(page);
      await stoppable.stop();
      stoppableStopped = true;

      await page.locator('#child-support').getByRole('button', { name: 'Calculate Child Support' }).click();
      await page.locator(TOAST, { hasText: CANT_REACH }).waitFor({ timeout: 20_000 });
      expect(await page.locator(TOAST).getAttribute('role')).toBe('alert');
      expect(await childSupportInputs(page)).toEqual(typed);
      expect(typed).toEqual(['$3,000', '$5,000', '80']);
      await clearToasts(page);

      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await page.locator(TOAST, { hasText: CANT_REACH }).waitFor({ timeout: 20_000 });
      expect(await page.locator(TOAST).textContent()).not.toMatch(/Double-check|Failed to sign up/);
      expect(await Promise.all(['firstName', 'lastName', 'email'].map((name) => newsletter.locator(`input[name=${name}]`).inputValue()))).toEqual(['Jordan', 'Rivera', 'jordan@example.com']);
      await page.close();
    });
  });
});
