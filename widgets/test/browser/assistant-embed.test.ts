import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ourViolations } from './axe.js';
import { hasChromium, launch, watchProblems } from './browser.js';
import { horizontalOverflow } from './overflow.js';
import { cspViolations, hostEvents, recordCspViolations } from './partner-page.js';
import { startPartnerSite, type PartnerSite } from './partner-origin.js';

/** The focused control through open shadow roots: `<host id> <tag> <aria-label or name>`. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const root = active.getRootNode();
    const host = root instanceof ShadowRoot ? root.host.id : '';
    return `${host} ${active.localName} ${active.getAttribute('aria-label') ?? active.getAttribute('name') ?? ''}`;
  });
}

describe.skipIf(!hasChromium)('<securesplit-assistant> on a partner’s own site (another origin, strict CSP, hostile CSS), against the real server', () => {
  let browser: Browser;
  let partner: PartnerSite;
  beforeAll(async () => {
    browser = await launch();
    partner = await startPartnerSite(inject('baseUrl'), 'localhost');
  });
  afterAll(async () => {
    await partner?.close();
    await browser?.close();
  });

  for (const width of [320, 1280]) {
    it(`by keyboard at ${width} px: opens, asks with the page's state, shows the engine's answer with sources and a link to our site's calculator in a new tab, closes with Escape; no CSP violation, no axe violation, nothing sideways`, async () => {
      const apiOrigin = inject('baseUrl');
      expect(new URL(partner.url).origin).not.toBe(apiOrigin);
      const page = await browser.newPage({ viewport: { width, height: 700 } });
      const problems = watchProblems(page);
      await recordCspViolations(page);
      const calls: { url: string; status: number; allowOrigin: string | undefined; body: unknown }[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/v1/assistant/messages') && response.request().method() === 'POST') {
          calls.push({ url: response.url(), status: response.status(), allowOrigin: response.headers()['access-control-allow-origin'], body: response.request().postDataJSON() });
        }
      });
      await page.goto(`${partner.url}/assistant.html`);
      const host = page.locator('#assistant');
      const launcher = host.locator('[part=launcher]');
      await launcher.waitFor({ timeout: 30_000 });
      // The partner's `button { padding: 30px !important }` does not reach it: still the 56 px round button in the corner.
      const corner = (await launcher.boundingBox())!;
      expect([Math.round(corner.width), Math.round(corner.height), Math.round(corner.x + corner.width), Math.round(corner.y + corner.height)]).toEqual([56, 56, width - 16, 700 - 16]);

      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('assistant button Open the financial assistant');
      await page.keyboard.press('Enter');
      const card = host.locator('[part=assistant-card]');
      await card.waitFor();
      expect(await focused(page)).toBe('assistant textarea message');
      await page.keyboard.type('What would I pay if I make $5,000 a month and we have two kids?');
      await page.keyboard.press('Enter');
      const replies = host.locator('[part=message][data-from=assistant]');
      await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(2);

      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ url: `${apiOrigin}/api/v1/assistant/messages`, status: 200, allowOrigin: '*' });
      const context = { page: '/assistant.html', jurisdiction: 'ohio' };
      expect(calls[0]!.body).toEqual({ message: 'What would I pay if I make $5,000 a month and we have two kids?', history: [], context });
      // Ohio shares the support by both incomes: the assistant asks for the other parent's, and the answer completes it.
      const question = (await replies.last().locator('.ss-bubble-text').textContent())!;
      expect(question).toMatch(/other parent's monthly income/);
      expect(await focused(page)).toBe('assistant textarea message');
      await page.keyboard.type('The other parent makes $3,000 a month.');
      await page.keyboard.press('Enter');
      await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(3);
      expect(calls[1]!.body).toEqual({
        message: 'The other parent makes $3,000 a month.',
        history: [
          { role: 'user', content: 'What would I pay if I make $5,000 a month and we have two kids?' },
          { role: 'assistant', content: question },
        ],
        context,
      });
      const answer = replies.last();
      expect(await answer.locator('.ss-bubble-text').textContent()).toMatch(/Ohio: about \$[\d,]+\.\d{2} a month/);
      expect(await answer.locator('[part=sources]').textContent()).toContain('Ohio');
      // A calculator on a partner's page is SecureSplit's: our address, in a new tab, the opener cut.
      const calculator = answer.locator('a[data-action=open-calculator]');
      const href = (await calculator.getAttribute('href'))!;
      expect(href.startsWith(`${apiOrigin}/?calculator=child-support&state=ohio&`)).toBe(true);
      expect(await calculator.getAttribute('target')).toBe('_blank');
      expect(await calculator.getAttribute('rel')).toBe('noopener noreferrer');

      const box = (await card.boundingBox())!;
      if (width < 480) expect([Math.round(box.x), Math.round(box.width)]).toEqual([8, width - 16]);
      else expect([Math.round(box.width), Math.round(box.height)]).toEqual([384, 500]);
      // No box or text of ours (nor a box of the partner's) reaches past the window. The partner's own event log
      // does at 320 px, and the page scrolls sideways: it prints "<securesplit-assistant>" as one word in the hostile
      // 22 px letter-spaced serif.
      const partnerLogText = (offender: string) => offender.startsWith('li "securesplit:') && offender.includes('" text "');
      expect((await horizontalOverflow(page)).offenders.filter((offender) => !partnerLogText(offender))).toEqual([]);
      expect(await ourViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('assistant button Open the financial assistant');
      expect((await hostEvents(page)).filter((event) => event.source === 'securesplit-assistant').map((event) => event.type)).toEqual(['securesplit:ready']);
      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
