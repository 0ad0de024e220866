import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantServiceFor } from '../../../api/src/assistant/from-config.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 15 §3: the floating assistant on the site, against the real server and its offline answer engine
 * (with a booking page configured, as ASSISTANT_BOOKING_URL does).
 */
const BOOKING_URL = 'https://booking.example/securesplit/cdfa';
const CHAT_ERROR = "Sorry, I'm having trouble responding right now. Please try again or contact our support team.";

const LAUNCHER = '.ss-assistant-launcher';
const CARD = '.ss-assistant-card';
const BOX = '.ss-assistant-card textarea[name=message]';
const MESSAGES = '.ss-assistant-card [part=message]';

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([
    startToolkit({ assistant: assistantServiceFor({ bookingUrl: BOOKING_URL, llm: undefined }, pino({ level: 'silent' })) }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

/** A page whose visitor has been here before (no first-visit greeting over the corner), with its problems recorded. */
async function openPage(width: number, path = '/about', base = toolkit.baseUrl): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 640 : 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A signed-out visitor's account check answers 401 by design; Chromium logs every such answer.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => localStorage.setItem('securesplit:visited', '1'));
  await page.goto(`${base}${path}`);
  await page.locator('h1').first().waitFor();
  return { page, problems };
}

/** The element the keyboard is on: its tag and accessible name or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.localName} ${active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim() ?? ''}` : '';
  });
}

async function answers(page: Page): Promise<number> {
  return page.locator(`${MESSAGES}[data-from=assistant]`).count();
}

describe('the assistant on the site (issue 15 §3)', () => {
  it('adds nothing to the first download: a stand-in holds the corner (a press on it opens the card once the code arrives), the code comes after the page has loaded, and the real button takes the same place', async () => {
    // The chunk is held back until the stand-in has been measured (on an idle machine it arrives at once).
    let release: () => void = () => undefined;
    const measured = new Promise<void>((resolve) => (release = resolve));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(/\/assets\/assistant-chunk-[\w-]+\.js$/, async (route) => {
      await measured;
      await route.continue();
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${toolkit.baseUrl}/`);
    await page.waitForLoadState('load');
    const standIn = page.locator('.assistant-stand-in');
    await standIn.waitFor();
    const before = (await standIn.boundingBox())!;
    // A press before the code has arrived is kept: the card opens with the focus in it once it has.
    await standIn.click();
    release();
    await page.locator(CARD).waitFor({ timeout: 20_000 });
    await expect.poll(() => focused(page)).toBe('textarea message');
    expect(await standIn.count()).toBe(0);
    await page.keyboard.press('Escape');
    const after = (await page.locator(LAUNCHER).boundingBox())!;
    expect(after).toEqual(before);
    expect(await focused(page)).toBe('button Open the financial assistant');
    // The assistant's chunk was asked for only after the page had loaded.
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/assets\/assistant-chunk-[\w-]+\.js$/.test(entry.name));
      return { loadEnd: navigation.loadEventEnd, chunkStart: chunk?.startTime ?? null };
    });
    expect(timing.chunkStart).not.toBeNull();
    expect(timing.chunkStart!).toBeGreaterThanOrEqual(timing.loadEnd);
    // And none of its code is in what index.html loads up front.
    const html = await (await fetch(`${toolkit.baseUrl}/`)).text();
    const upFront = [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]!);
    expect(upFront.length).toBeGreaterThan(0);
    for (const script of upFront) expect(await (await fetch(`${toolkit.baseUrl}${script}`)).text(), script).not.toContain('ss-assistant-card');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('by keyboard: Shift+Tab reaches the button, Enter opens with the focus in the box, Shift+Enter adds a line, Enter sends, the answer and its sources are announced, Escape closes and the focus returns; Space opens again (1280 px, axe clean)', async () => {
    const { page, problems } = await openPage(1280);
    await page.locator(LAUNCHER).waitFor({ timeout: 20_000 });
    // The button is the page's last control: one Shift+Tab from the start of the page.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button Open the financial assistant');
    await page.keyboard.press('Enter');
    await page.locator(CARD).waitFor();
    expect(await focused(page)).toBe('textarea message');
    expect(await page.locator(BOX).getAttribute('placeholder')).toBe('Ask about calculations, laws, or planning...');
    expect(await page.locator(`${CARD} h2`).textContent()).toBe('Divorce Financial Assistant');
    expect(await page.locator(MESSAGES).first().textContent()).toContain('What would you like to know?');
    const card = (await page.locator(CARD).boundingBox())!;
    expect([Math.round(card.width), Math.round(card.height)]).toEqual([384, 500]);
    expect(Math.round(card.x + card.width)).toBe(1280 - 16);

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/assistant/messages')) sent.push(request.postDataJSON());
    });
    await page.keyboard.type('How is child support calculated');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('in Ohio?');
    expect(await page.locator(BOX).inputValue()).toBe('How is child support calculated\nin Ohio?');
    expect(sent).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => answers(page), { timeout: 15_000 }).toBe(2);
    expect(sent).toEqual([{ message: 'How is child support calculated\nin Ohio?', history: [], context: { page: '/about' } }]);
    const answer = page.locator(`${MESSAGES}[data-from=assistant]`).last();
    expect(await answer.locator('.ss-bubble-text').textContent()).toMatch(/^Ohio calculates child support with the income shares model/);
    expect(await answer.locator('[part=sources] li').first().textContent()).toContain('Ohio Revised Code 3119.021');
    expect(await answer.locator('[part=sources] a').first().getAttribute('target')).toBe('_blank');
    // Announced, and the box is ready for the next question with the focus still in it.
    expect(await page.locator('.ss-assistant [aria-live=polite][aria-atomic=true]').textContent()).toMatch(/^Assistant: Ohio calculates child support/);
    expect(await focused(page)).toBe('textarea message');
    expect(await page.locator(BOX).inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.locator(CARD).waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('button Open the financial assistant');
    await page.keyboard.press('Space');
    await page.locator(CARD).waitFor();
    expect(await focused(page)).toBe('textarea message');
    // The conversation is still there.
    expect(await answers(page)).toBe(2);
    // The close button too, and the focus returns the same way.
    await page.locator('.ss-assistant-close').focus();
    await page.keyboard.press('Enter');
    await page.locator(CARD).waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('button Open the financial assistant');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a calculator answer at 320 px: the engine’s figure with its source, the booking link in a new tab, and the link that opens the child support calculator filled in to the same amount', async () => {
    const { page, problems } = await openPage(320);
    await page.locator(LAUNCHER).click({ timeout: 20_000 });
    await page.locator(CARD).waitFor();
    await page.locator(BOX).fill('What would I pay in Texas if I make $5,000 a month and we have two kids?');
    await page.locator(BOX).press('Enter');
    await expect.poll(() => answers(page), { timeout: 15_000 }).toBe(2);
    const answer = page.locator(`${MESSAGES}[data-from=assistant]`).last();
    const text = (await answer.locator('.ss-bubble-text').textContent())!;
    const figure = /about (\$[\d,]+\.\d{2}) a month/.exec(text)?.[1];
    expect(figure, text).toBeDefined();
    expect(await answer.locator('[part=sources]').textContent()).toContain('Tex. Fam. Code § 154.125');

    const booking = answer.locator('a[data-action=book-consultation]');
    expect(await booking.getAttribute('href')).toBe(BOOKING_URL);
    expect(await booking.getAttribute('target')).toBe('_blank');
    expect(await booking.getAttribute('rel')).toBe('noopener noreferrer');

    // The card fits the phone: its width less 8 px each side, nothing sideways.
    const card = (await page.locator(CARD).boundingBox())!;
    expect([Math.round(card.x), Math.round(card.width)]).toEqual([8, 304]);
    expect(card.y).toBeGreaterThanOrEqual(0);
    const overflow = await horizontalOverflow(page);
    expect(overflow.offenders).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(320);
    expect(await seriousViolations(page)).toEqual([]);

    // The link's inputs, sent to the calculator endpoint itself, give the figure the answer states.
    const calculator = answer.locator('a[data-action=open-calculator]');
    const href = (await calculator.getAttribute('href'))!;
    expect(href).toMatch(/^\/\?calculator=child-support&state=texas&.*#calculators$/);
    const input = Object.fromEntries([...new URL(href, toolkit.baseUrl).searchParams].filter(([name]) => name !== 'calculator'));
    const engine = (await (await fetch(`${toolkit.baseUrl}/api/v1/calculators/child-support`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })).json()) as { monthlyPayment: number };
    expect(figure).toBe(`$${engine.monthlyPayment.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

    await calculator.click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('calculator') === 'child-support');
    const form = page.locator('#calculators [role=tabpanel]:not([hidden])');
    await form.locator('select[name=state]').waitFor();
    expect(await form.locator('select[name=state]').inputValue()).toBe('texas');
    expect(await form.locator('input[name=nonCustodialParentIncome]').inputValue()).toMatch(/^\$?5,?000$/);
    expect(await form.locator('select[name=numberOfChildren]').inputValue()).toBe('2');
    expect(await form.locator('select[name=custodyArrangement]').inputValue()).toBe('primary');
    await form.locator('button[type=submit]').click();
    expect(await form.locator('[part=amount]').textContent({ timeout: 15_000 })).toBe(figure);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the assistant when the server cannot answer (issue 15 §3)', () => {
  let limited: Toolkit;
  let stopped = false;
  beforeAll(async () => {
    // One write a minute: the first question is answered, the second gets the server's 429.
    limited = await startToolkit({ rateLimit: { max: 1, windowMs: 60_000 } });
  });
  afterAll(async () => {
    if (!stopped) await limited?.close();
  });

  it('a 429 shows a toast saying how long to wait; a server that is gone shows the chat error toast; each time nothing is appended and the question stays in the box', async () => {
    const { page } = await openPage(1280, '/about', limited.baseUrl);
    await page.locator(LAUNCHER).click({ timeout: 20_000 });
    await page.locator(BOX).fill('Is alimony taxable?');
    await page.locator(BOX).press('Enter');
    await expect.poll(() => answers(page), { timeout: 15_000 }).toBe(2);

    await page.locator(BOX).fill('Do I need a QDRO for an IRA?');
    await page.locator(BOX).press('Enter');
    const toast = page.locator('securesplit-toasts [part=toast]');
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.textContent()).toMatch(/Please wait a moment.*Too many questions from your connection — try again in \d+ seconds?\. Your question is kept\./);
    expect(await page.locator(MESSAGES).count()).toBe(3);
    expect(await page.locator(BOX).inputValue()).toBe('Do I need a QDRO for an IRA?');
    expect(await page.locator(BOX).getAttribute('aria-disabled')).toBe('false');
    expect(await page.locator('.ss-bubble-thinking').count()).toBe(0);
    // The toast keeps off the question box: it moved to the top edge.
    const box = (await page.locator('.ss-assistant-form').boundingBox())!;
    const shown = (await toast.boundingBox())!;
    expect(shown.y + shown.height <= box.y || shown.y >= box.y + box.height).toBe(true);
    await toast.locator('button[aria-label="Dismiss notification"]').click();

    stopped = true;
    await limited.close();
    await page.locator(BOX).press('Enter');
    await toast.waitFor({ timeout: 20_000 });
    expect(await toast.textContent()).toContain(CHAT_ERROR);
    expect(await page.locator(MESSAGES).count()).toBe(3);
    expect(await page.locator(BOX).inputValue()).toBe('Do I need a QDRO for an IRA?');
    await page.close();
  });
});
