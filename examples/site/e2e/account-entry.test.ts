import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/src/config.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

const DEMO = { DEMO_LOGIN_EMAIL: 'demo.premium@example.com', DEMO_LOGIN_PASSWORD: 'a demo passphrase for tests' };

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  // The test login turned on the way the server does it: from DEMO_LOGIN_EMAIL and DEMO_LOGIN_PASSWORD.
  const { auth } = loadConfig({ ...DEMO, DATABASE_URL: '' });
  [toolkit, browser] = await Promise.all([startToolkit({ auth }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

async function expectLoginDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading', { name: 'Log in to SecureSplit' }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('ways into an account', () => {
  it('opens the log-in dialog from the home page’s returning-user prompt, /dashboard and /account', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${toolkit.baseUrl}/`);
    await page.getByRole('heading', { name: 'Been here before?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in to your account' }).click();
    await expectLoginDialog(page);

    for (const path of ['/dashboard', '/account']) {
      await page.goto(`${toolkit.baseUrl}${path}`);
      const inPage = page.locator('#main').getByRole('button', { name: 'Log In', exact: true });
      await inPage.click();
      await expectLoginDialog(page);
    }
    await page.close();
  });

  it('redirects the dashboard’s -calculator paths to the premium pages', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    for (const [alias, route, name] of [
      ['/qdro-calculator', '/qdro', 'QDRO Calculator'],
      ['/property-division-calculator', '/property-division', 'Property Division Calculator'],
      ['/tax-impact-calculator', '/tax-impact', 'Tax Impact Calculator'],
      ['/custody-cost-calculator', '/custody-costs', 'Custody Cost Calculator'],
      ['/custody-costs-calculator', '/custody-costs', 'Custody Cost Calculator'],
    ] as const) {
      const response = await page.goto(`${toolkit.baseUrl}${alias}`);
      // The server's 301 (premium-pages.test.ts checks it) lands on the page itself.
      expect(response?.status()).toBe(200);
      await page.waitForURL(`${toolkit.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    // The server answers the premium routes themselves with the page, not 404.
    expect((await page.request.get(`${toolkit.baseUrl}/qdro`)).status()).toBe(200);
    expect((await page.request.get(`${toolkit.baseUrl}/subscribe`)).status()).toBe(200);
    await page.close();
  });

  it('signs in the premium demo account at /test-login and shows the premium dashboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${toolkit.baseUrl}/test-login`);
    await page.getByRole('heading', { name: 'Premium Test Login' }).waitFor();
    await page.getByLabel('Email').fill(DEMO.DEMO_LOGIN_EMAIL);
    await page.getByLabel('Password').fill('not the demo passphrase');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid credentials. Please check your username and password.').waitFor();

    await page.getByLabel('Password').fill(DEMO.DEMO_LOGIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Welcome Demo! Premium access granted').waitFor();
    await page.waitForURL(`${toolkit.baseUrl}/`);
    await page.getByRole('heading', { name: 'Welcome back, Demo' }).waitFor();

    await page.goto(`${toolkit.baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Demo (Premium)' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Premium access', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Unlock All Premium Features' }).count()).toBe(0);
    const qdro = page.getByRole('link', { name: 'QDRO Calculator', exact: true });
    expect(await qdro.getAttribute('href')).toBe('/qdro');
    expect(await page.getByRole('link', { name: /locked/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await qdro.click();
    await page.getByRole('heading', { level: 1, name: 'QDRO Calculator', exact: true }).waitFor();
    expect((await toolkit.store.users.findByEmail(DEMO.DEMO_LOGIN_EMAIL))?.isPremium).toBe(true);
    await page.close();
  });
});
