import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ELEMENTS } from '../../src/elements/registry.js';
import { startApiServer, type ApiServer } from './api-server.js';
import { hasChromium, launch, watchProblems } from './browser.js';
import { tabTo } from './keyboard.js';
import { cspViolations, hostEvents, recordCspViolations } from './partner-page.js';
import { startPartnerSite, type PartnerSite } from './partner-origin.js';

const PHONE = { width: 360, height: 800 };

type EmbedAnswer = { path: string; origin: string; allowOrigin: string | undefined };

/** Opens the page with every /embed* answer recorded from the first request on (a listener added after goto can miss the chunks). */
async function openPhonePage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; problems: string[]; embedAnswers: EmbedAnswer[] }> {
  const page = await browser.newPage({ viewport: PHONE });
  const problems = watchProblems(page);
  const embedAnswers: EmbedAnswer[] = [];
  page.on('response', (response) => {
    const answered = new URL(response.url());
    if (answered.pathname === '/embed.js' || answered.pathname.startsWith('/embed/')) {
      embedAnswers.push({
        path: answered.pathname,
        origin: answered.origin,
        allowOrigin: response.headers()['access-control-allow-origin'],
      });
    }
  });
  await recordCspViolations(page);
  await page.goto(url);
  return { page, problems, embedAnswers };
}

describe.skipIf(!hasChromium)(
  'the embed on a partner’s own site (another origin, strict CSP, hostile CSS)',
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
    });

    for (const host of ['127.0.0.1', 'localhost'] as const) {
      it(`renders every element and calculates Texas child support by keyboard at 360 px (partner on ${host}, another port)`, async () => {
        const apiOrigin = inject('baseUrl');
        const partner = await startPartnerSite(apiOrigin, host);
        try {
          expect(new URL(partner.url).origin).not.toBe(apiOrigin);
          const { page, problems, embedAnswers } = await openPhonePage(browser, `${partner.url}/`);
          // The premium calculators need a SecureSplit account session: not for partner pages. The floating
          // assistant has a page of its own on the partner's site (assistant-embed.test.ts).
          const tags = Object.entries(ELEMENTS).filter(([, element]) => !('premium' in element) && !('floating' in element)).map(([tag]) => tag);
          await page.waitForFunction(
            (all) => all.every((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('.ss-root')),
            tags,
            { timeout: 30_000 },
          );
          expect(await page.evaluate((all) => all.filter((tag) => !customElements.get(tag)), tags)).toEqual(
            [],
          );
          expect(embedAnswers.some((answer) => answer.path === '/embed/child-support.js')).toBe(true);
          for (const answer of embedAnswers) {
            expect(answer.origin).toBe(apiOrigin);
            expect(answer.allowOrigin, answer.path).toBe('*');
          }

          const calls: string[] = [];
          page.on('response', (response) => {
            if (new URL(response.url()).pathname.startsWith('/api/'))
              calls.push(`${response.request().method()} ${response.status()} ${response.url()}`);
          });
          await expect
            .poll(() => page.locator('#child-support select[name=state]').inputValue())
            .toBe('texas');
          await tabTo(page, 'child-support custodialParentIncome');
          await page.keyboard.type('3000');
          await tabTo(page, 'child-support nonCustodialParentIncome');
          await page.keyboard.type('5000');
          // A closed <select> takes arrow keys: the first choice after the placeholder.
          await tabTo(page, 'child-support numberOfChildren');
          await page.keyboard.press('ArrowDown');
          await tabTo(page, 'child-support custodyArrangement');
          await page.keyboard.press('ArrowDown');
          expect(await page.locator('#child-support select[name=numberOfChildren]').inputValue()).toBe('1');
          await tabTo(page, 'child-support Calculate Child Support');
          await page.keyboard.press('Space');

          const amount = page.locator('#child-support [part=amount]');
          await amount.waitFor({ timeout: 15_000 });
          expect(await amount.textContent()).toMatch(/^\$[\d,]+(\.\d{2})?$/);
          const calculated = (await hostEvents(page)).find(
            (event) => event.type === 'securesplit:calculated',
          );
          expect(calculated?.source).toBe('securesplit-child-support');
          expect(calculated?.detail.calculator).toBe('child-support');
          expect(calls.some((call) => call.startsWith(`POST 200 ${apiOrigin}/api/`))).toBe(true);

          expect(await cspViolations(page)).toEqual([]);
          expect(problems).toEqual([]);
          await page.close();
        } finally {
          await partner.close();
        }
      });
    }

    describe('with an API origin of its own, which the test stops', () => {
      let api: ApiServer;
      // A server of its own, started under the hook's longer timeout (a fresh embedded database takes a while).
      beforeAll(async () => {
        api = await startApiServer();
      });
      afterAll(async () => {
        await api?.stop();
      });

      it('shows a link to the site and fires securesplit:error (status 0) when the API origin has stopped before the element’s code loads', async () => {
        let partner: PartnerSite | undefined;
        try {
          partner = await startPartnerSite(api.url, '127.0.0.1');
          const { page, problems } = await openPhonePage(browser, `${partner.url}/late.html`);
          await page.waitForFunction(() => 'securesplitEvents' in window && '__securesplitEmbed' in window);
          // Content a partner puts inside an element shows only until the element renders.
          await page.waitForFunction(() => document.querySelector('#newsletter')?.shadowRoot?.querySelector('.ss-root'));
          expect(await page.locator('#partner-fallback').isVisible()).toBe(false);
          await api.stop();

          // The partner's app adds a calculator after our server went away: its code cannot load.
          await page.evaluate(() => {
            const element = document.createElement('securesplit-child-support');
            element.id = 'calculator';
            document.querySelector('#slot')!.append(element);
          });
          const message = page.locator('#calculator [role=status]');
          await message.waitFor({ timeout: 20_000 });
          expect(await message.textContent()).toBe(
            'The child support calculator could not load here. Use the child support calculator on SecureSplit.',
          );
          expect(await message.locator('a').getAttribute('href')).toBe(`${api.url}/#calculators`);
          // It keeps the space it reserved: the page does not collapse under the reader.
          expect((await page.locator('#calculator').boundingBox())!.height).toBeGreaterThanOrEqual(
            ELEMENTS['securesplit-child-support'].narrow,
          );

          const errors = () =>
            hostEvents(page).then((events) => events.filter((event) => event.type === 'securesplit:error'));
          expect(await errors()).toEqual([
            {
              type: 'securesplit:error',
              source: 'securesplit-child-support',
              detail: {
                element: 'securesplit-child-support',
                status: 0,
                title: 'The child support calculator could not load',
              },
            },
          ]);

          // One more of the same added later says the same at once.
          await page.evaluate(() => {
            const element = document.createElement('securesplit-child-support');
            element.id = 'second';
            document.querySelector('#slot')!.append(element);
          });
          await page.locator('#second [role=status] a').waitFor();
          await expect.poll(async () => (await errors()).length).toBe(2);

          // The link is reachable by keyboard.
          await tabTo(page, 'calculator Use the child support calculator on SecureSplit');

          expect(problems).toEqual([]);
          expect(await cspViolations(page)).toEqual([]);
          await page.close();
        } finally {
          await partner?.close();
        }
      });
    });
  },
);
