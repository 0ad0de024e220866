import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launch } from './browser.js';
import { embedBuild } from './embed-build.js';
import { openPartnerPage } from './partner-page.js';

describe.skipIf(!hasChromium)('embedding: loader, lifecycle and layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads each element’s code once although embed.js is included twice', async () => {
    const { page, problems } = await openPartnerPage(browser, 1280);
    await page.waitForFunction(() => document.querySelector('securesplit-feedback')?.shadowRoot?.querySelector('.ss-root'));
    const requests = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(requests.filter((path) => path === '/embed/child-support.js')).toHaveLength(1);
    expect(requests.filter((path) => path.startsWith('/embed/chunks/runtime-'))).toHaveLength(1);
    const readies = await page.evaluate(() => (window as unknown as { securesplitEvents: { type: string; source: string }[] }).securesplitEvents.filter((e) => e.type === 'securesplit:ready' && e.source === 'securesplit-child-support').length);
    expect(readies).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it(`runs the elements on the ${embedBuild() === 'preact' ? 'Preact' : 'React'} build that /embed.js serves`, async () => {
    const { page, problems } = await openPartnerPage(browser, 1280);
    // Each renderer marks the element it renders into: React's root container carries a
    // `__reactContainer$<id>` property; Preact keeps the tree it rendered there as `__k` (its mangled `_children`).
    const renderer = await page.evaluate(() => {
      const mountPoint = document.querySelector('securesplit-child-support')!.shadowRoot!.querySelector('.ss-root')!.parentElement!;
      const keys = Object.keys(mountPoint);
      if (keys.some((key) => key.startsWith('__reactContainer$'))) return 'react';
      if ('__k' in mountPoint) return 'preact';
      return `neither: ${keys.join(', ')}`;
    });
    expect(renderer).toBe(embedBuild());
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fires securesplit:ready after the page’s deferred scripts ran, however soon the element renders', async () => {
    const page = await browser.newPage();
    const base = inject('baseUrl');
    await page.route(`${base}/ready-test.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Ready</title><script src="/embed.js"></script><script src="/ready-listener.js" defer></script></head><body><main><securesplit-newsletter></securesplit-newsletter></main></body></html>',
      }),
    );
    // The host's listener arrives well after the element's code (a slow script host): the page is parsed, the element renders, its script is still loading.
    let releaseListener!: () => void;
    const listenerHeld = new Promise<void>((resolve) => (releaseListener = resolve));
    await page.route(`${base}/ready-listener.js`, async (route) => {
      await listenerHeld;
      await route.fulfill({
        contentType: 'text/javascript',
        body: "window.readyEvents = []; document.addEventListener('securesplit:ready', (event) => window.readyEvents.push(event.target.localName));",
      });
    });
    await page.goto(`${base}/ready-test.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('securesplit-newsletter')?.shadowRoot?.querySelector('.ss-root'));
    releaseListener();
    await page.waitForFunction(() => 'readyEvents' in window);
    await expect.poll(() => page.evaluate(() => (window as unknown as { readyEvents: string[] }).readyEvents)).toEqual(['securesplit-newsletter']);
    await page.close();
  });

  it('keeps an element’s state when the host page moves it', async () => {
    const { page } = await openPartnerPage(browser, 1280);
    const host = page.locator('#child-support');
    await host.locator('input[name=custodialParentIncome]').fill('3100');
    await page.evaluate(() => document.querySelector('#events')!.prepend(document.querySelector('#child-support')!));
    await page.waitForTimeout(50);
    expect(await host.locator('input[name=custodialParentIncome]').inputValue()).toBe('$3,100');
    await page.evaluate(() => document.querySelector('#child-support')!.remove());
    await page.waitForTimeout(50);
    expect(await page.evaluate(() => document.querySelectorAll('securesplit-child-support').length)).toBe(0);
    await page.close();
  });

  it('mirrors attributes and properties', async () => {
    const { page } = await openPartnerPage(browser, 1280);
    const host = page.locator('#child-support');
    await expect.poll(() => host.locator('select[name=state]').inputValue()).toBe('texas');
    await page.evaluate(() => document.querySelector('#child-support')!.setAttribute('state', 'ohio'));
    // React renders the new prop asynchronously (a render, then the effect that applies it).
    await expect.poll(() => host.locator('select[name=state]').inputValue()).toBe('ohio');
    await page.evaluate(() => {
      (document.querySelector('#child-support') as unknown as { state: string }).state = 'iowa';
    });
    await expect.poll(() => host.locator('select[name=state]').inputValue()).toBe('iowa');
    await page.close();
  });

  it('keeps a property set on an element before its code loaded', async () => {
    const page = await browser.newPage();
    const base = inject('baseUrl');
    await page.route(`${base}/upgrade-test.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>Upgrade</title><script src="/embed.js"></script></head><body><main></main></body></html>' }),
    );
    await page.goto(`${base}/upgrade-test.html`);
    const before = await page.evaluate(() => {
      const element = document.createElement('securesplit-alimony') as HTMLElement & { state?: string };
      element.state = 'vermont';
      document.querySelector('main')!.append(element);
      return customElements.get('securesplit-alimony') === undefined;
    });
    expect(before).toBe(true);
    await expect.poll(() => page.locator('securesplit-alimony select[name=state]').inputValue(), { timeout: 15_000 }).toBe('vermont');
    expect(await page.evaluate(() => (document.querySelector('securesplit-alimony') as HTMLElement & { state?: string }).state)).toBe('vermont');
    await page.close();
  });

  for (const width of [1280, 360]) {
    it(`reserves each element’s space, so the page hardly shifts while the code arrives (${width} px)`, async () => {
      const { page } = await openPartnerPage(browser, width);
      await page.waitForFunction(() => document.querySelector('securesplit-feedback')?.shadowRoot?.querySelector('.ss-root'));
      await page.waitForTimeout(300);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );
      expect(shift).toBeLessThan(0.1);
      await page.close();
    });
  }
});
