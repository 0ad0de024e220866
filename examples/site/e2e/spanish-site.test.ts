import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishLeftIn } from '../../../widgets/test/browser/english-left.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 27 §2–3: the site in Spanish under /es/. The home at a phone's width says its language (<html lang>, hreflang
 * alternates), is axe-clean and shows no English message; the language switch keeps the page, the query and what was
 * typed, and the choice is remembered for the next visit to the bare home.
 */

const PHONE = { width: 360, height: 740 };

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

/** The page's text as read, with every FAQ answer open. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    return document.body.innerText;
  });
}

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel=alternate][hreflang]')].map((link) => [link.hreflang, link.href])));
}

async function openHome(page: Page, path: string): Promise<void> {
  await page.goto(`${toolkit.baseUrl}${path}`);
  await page.locator('[role=tabpanel]:visible input').first().waitFor();
}

describe('the Spanish site (issue 27)', () => {
  it('/es/ at 360 px says it is Spanish, links its English alternate, is axe-clean and shows no English', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const response = await page.goto(`${toolkit.baseUrl}/es/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Conozca las cifras antes de decidir' }).waitFor();
    await page.locator('[name=custodialParentIncome]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await alternates(page)).toEqual({ en: `${toolkit.baseUrl}/`, es: `${toolkit.baseUrl}/es/`, 'x-default': `${toolkit.baseUrl}/` });
    expect(await page.title()).toBe('Calculadoras financieras gratuitas para el divorcio — SecureSplit');
    // The calculators follow the page (locale="es").
    await page.getByRole('tab', { name: 'Manutención de los hijos' }).waitFor();
    // The header's links stay in Spanish.
    expect(await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ambos hogares' }).getAttribute('href')).toBe('/es/households');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    await page.close();
  });

  it('answers every page under /es/ and 404 for an unknown one', async () => {
    for (const path of ['/es', '/es/households', '/es/support', '/es/calculator-accuracy']) {
      const response = await fetch(`${toolkit.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<html lang="es">');
    }
    expect((await fetch(`${toolkit.baseUrl}/es/no-such-page`)).status).toBe(404);
    expect(await (await fetch(`${toolkit.baseUrl}/households`)).text()).toContain('<html lang="en">');
  });

  it('the switch keeps the page, its query and what was typed, and the choice is remembered', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openHome(page, '/?calculator=alimony');
    await page.getByRole('tab', { name: 'Alimony' }).and(page.locator('[aria-selected=true]')).waitFor();
    const payerIncome = page.locator('[role=tabpanel]:visible input[inputmode=decimal]').first();
    const name = await payerIncome.getAttribute('name');
    expect(name).toBeTruthy();
    await payerIncome.fill('4321');

    // Reached by keyboard from the header, labelled in its own language.
    const toSpanish = page.getByRole('link', { name: 'Español' });
    expect(await toSpanish.getAttribute('lang')).toBe('es');
    await toSpanish.focus();
    // As the field shows it once left ($4,321).
    const typed = await payerIncome.inputValue();
    expect(typed.replace(/\D/g, '')).toBe('4321');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${toolkit.baseUrl}/es/?calculator=alimony`);
    await page.getByRole('heading', { level: 1, name: 'Conozca las cifras antes de decidir' }).waitFor();
    const spanishField = page.locator(`[role=tabpanel]:visible [name="${name}"]`);
    await expect.poll(() => spanishField.inputValue()).toBe(typed);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // A later visit to the bare home opens the Spanish one; a deep link opens as linked.
    const next = await context.newPage();
    await next.goto(`${toolkit.baseUrl}/`);
    await next.waitForURL(`${toolkit.baseUrl}/es/`);
    await next.getByRole('heading', { level: 1, name: 'Conozca las cifras antes de decidir' }).waitFor();
    await next.goto(`${toolkit.baseUrl}/support`);
    expect(await next.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(new URL(next.url()).pathname).toBe('/support');

    // Back to English, on the same page, remembered too.
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${toolkit.baseUrl}/?calculator=alimony`);
    await page.getByRole('heading', { level: 1, name: 'Know the numbers before you decide' }).waitFor();
    await expect.poll(() => page.locator(`[role=tabpanel]:visible [name="${name}"]`).inputValue()).toBe(typed);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await next.goto(`${toolkit.baseUrl}/`);
    await next.getByRole('heading', { level: 1, name: 'Know the numbers before you decide' }).waitFor();
    expect(new URL(next.url()).pathname).toBe('/');
    await context.close();
  });

  it('a Spanish page other than the home keeps its page across the switch', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${toolkit.baseUrl}/es/support`);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${toolkit.baseUrl}/support`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await alternates(page)).toEqual({ en: `${toolkit.baseUrl}/support`, es: `${toolkit.baseUrl}/es/support`, 'x-default': `${toolkit.baseUrl}/support` });
    await page.close();
  });
});
