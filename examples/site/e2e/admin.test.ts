import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenDigest } from '../../../api/src/auth/admin.js';
import type { MailMessage } from '../../../api/src/auth/mailer.js';
import { hashPassword } from '../../../api/src/auth/passwords.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

const ADMIN_TOKEN = 'browser-admin-token-0123456789abcdef';
const ADMIN = { email: 'site.admin@example.com', password: 'an admin passphrase here' };
const sent: MailMessage[] = [];

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([
    startToolkit({
      auth: {
        adminTokenDigest: adminTokenDigest(ADMIN_TOKEN),
        adminQuickLinks: [{ label: 'Payment dashboard', url: 'https://pay.example/' }],
      },
      // Mail is the boundary here: kept in memory so the test can read the confirmation link.
      mailer: { send: (message) => Promise.resolve(void sent.push(message)) },
    }),
    launchChromium(),
  ]);
  await toolkit.store.users.create({
    email: ADMIN.email,
    username: 'siteadmin',
    firstName: 'Sam',
    lastName: 'Admin',
    passwordHash: await hashPassword(ADMIN.password),
    role: 'admin',
  });
  const post = (path: string, json: unknown) =>
    fetch(`${toolkit.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  for (const lead of [
    {
      firstName: 'Morgan',
      lastName: 'Lee',
      email: 'morgan.lee.with.a.rather.long.address@lawfirm-example.com',
      leadType: 'professional-waitlist',
      profession: 'attorney',
    },
    {
      firstName: 'Ava',
      lastName: 'Stone',
      email: 'ava@example.com',
      leadType: 'newsletter',
      source: 'coming-soon-page',
    },
  ]) {
    expect((await post('/api/v1/leads', lead)).status).toBe(201);
  }
  expect(
    (await post('/api/data-deletion-request', { email: 'ava@example.com', reason: 'Privacy' })).status,
  ).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

const toastText = (page: Page) =>
  page
    .locator('securesplit-toasts')
    .evaluate((host) => host.shadowRoot?.textContent ?? host.textContent ?? '');

async function expectNoOverflowAt360(page: Page, state: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  const measured = await horizontalOverflow(page);
  expect(measured.offenders, state).toEqual([]);
  expect(measured.scrollWidth, state).toBeLessThanOrEqual(360);
}

describe('admin pages in the browser', () => {
  it('waitlist by token: empty token toast, a wrong token the error state (nothing echoed), Try Again, the right token the table, Logout', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${toolkit.baseUrl}/admin/waitlist`);
    await page.getByRole('button', { name: 'Access Waitlist' }).click();
    await expect.poll(() => toastText(page)).toContain('Please enter the admin token');

    const wrong = 'not-the-token-typed-by-someone';
    await page.getByLabel('Admin token').fill(wrong);
    await page.keyboard.press('Enter');
    await page.getByText('Error loading waitlist data. Please check your token and try again.').waitFor();
    expect(await page.content()).not.toContain(wrong);
    expect(await toastText(page)).not.toContain(wrong);
    await page.getByRole('button', { name: 'Try Again' }).click();

    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Access Waitlist' }).click();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('region', { name: 'Total Signups' }).textContent()).toContain('1');
    const mailto = page.getByRole('link', {
      name: 'morgan.lee.with.a.rather.long.address@lawfirm-example.com',
    });
    expect(await mailto.getAttribute('href')).toBe(
      'mailto:morgan.lee.with.a.rather.long.address@lawfirm-example.com',
    );
    expect(await page.getByRole('row').nth(1).textContent()).toMatch(
      /Morgan Lee.*professional-waitlist.*attorney.*[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoOverflowAt360(page, 'waitlist table');
    expect(await page.content()).not.toContain(ADMIN_TOKEN);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByLabel('Admin token').waitFor();
    await page.close();
  });

  it('dashboard by token: Access Denied without echo, then cards, period select, custom range, export, deletion, audit', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const statsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/stats')) statsRequests.push(new URL(request.url()).search);
    });
    await page.goto(`${toolkit.baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    const wrong = 'wrong-dashboard-token-guess';
    await page.getByLabel('Admin token').fill(wrong);
    await page.keyboard.press('Enter');
    await expect.poll(() => toastText(page)).toContain('Access Denied');
    expect(await toastText(page)).toContain('Invalid admin token.');
    expect(await toastText(page)).not.toContain(wrong);
    expect(await page.content()).not.toContain(wrong);

    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await page.keyboard.press('Enter');
    // Access Granted takes Access Denied's place at once (issue 33 §2).
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('Welcome to the admin dashboard');
    await page.getByRole('region', { name: 'Total Leads' }).waitFor();
    expect(await page.getByLabel('Period').inputValue()).toBe('30');
    expect([...new Set(statsRequests)]).toEqual(['?period=30']);
    expect(await page.getByRole('region', { name: 'Total Leads' }).textContent()).toContain('2');
    expect(await page.getByRole('region', { name: 'Conversion Rate' }).textContent()).toContain('0%');
    expect(await page.getByRole('img', { name: /^Daily signups: / }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Payment dashboard/ }).getAttribute('href')).toBe(
      'https://pay.example/',
    );

    // A custom range is fetched only once both dates are set.
    await page.getByLabel('Period').selectOption('custom');
    await page.getByText('Choose both a start and an end date').waitFor();
    const beforeDates = statsRequests.length;
    await page.getByLabel('Start date').fill('2026-01-01');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statsRequests).toHaveLength(beforeDates);
    await page.getByLabel('End date').fill('2026-01-05');
    await expect
      .poll(() => statsRequests.at(-1))
      .toBe('?period=custom&startDate=2026-01-01&endDate=2026-01-05');
    await expect.poll(() => page.getByRole('region', { name: 'Total Leads' }).textContent()).toContain('0');
    await page.getByLabel('Period').selectOption('7');
    await expect.poll(() => statsRequests.at(-1)).toBe('?period=7');
    const beforeRefresh = statsRequests.length;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => statsRequests.length).toBeGreaterThan(beforeRefresh);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`securesplit-data-${new Date().toISOString().slice(0, 10)}.json`);
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('All data has been downloaded successfully');

    expect(await seriousViolations(page)).toEqual([]);
    await expectNoOverflowAt360(page, 'dashboard');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The deletion request for ava@example.com, processed from the dashboard.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /Delete data \(request \d+\)/ }).click();
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('Deleted');
    await page.getByText(/Processed .* by admin:token; \d+ records deleted/).waitFor();
    expect(await toolkit.store.accountData.holdings('ava@example.com')).toEqual({});
    await page.getByRole('heading', { name: 'Recent Admin Activity' }).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Recent Admin Activity' }).first().textContent())
      .toContain('Processed a data deletion request');
    await page.close();
  });

  it('dashboard and waitlist by admin session; a member is refused', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${toolkit.baseUrl}/`);
    const login = await page.evaluate(
      async (credentials) =>
        (
          await fetch('/api/v1/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(credentials),
          })
        ).status,
      ADMIN,
    );
    expect(login).toBe(200);
    await page.goto(`${toolkit.baseUrl}/admin/dashboard`);
    await page.getByRole('button', { name: 'Continue as Sam' }).click();
    await expect.poll(() => toastText(page)).toContain('Welcome to the admin dashboard');
    await page.getByRole('region', { name: 'Total Leads' }).waitFor();
    expect(await page.getByText('Signed in with site.admin@example.com.').count()).toBe(1);

    await page.goto(`${toolkit.baseUrl}/admin/waitlist`);
    await page.getByRole('button', { name: 'Continue as Sam' }).click();
    await page.getByRole('table').waitFor();
    await context.close();

    const member = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const memberPage = await member.newPage();
    await memberPage.goto(`${toolkit.baseUrl}/`);
    const registered = await memberPage.evaluate(
      async () =>
        (
          await fetch('/api/v1/auth/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: 'plain.member@example.com',
              password: 'a member passphrase',
              firstName: 'Pat',
              lastName: 'Member',
              username: 'patmember',
            }),
          })
        ).status,
    );
    expect(registered).toBe(201);
    await memberPage.goto(`${toolkit.baseUrl}/admin/dashboard`);
    await memberPage.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await memberPage.getByRole('button', { name: /Continue as/ }).count()).toBe(0);
    await member.close();
  });

  it('the mailed link confirms a deletion request on the site', async () => {
    const email = 'link.person@example.com';
    const res = await fetch(`${toolkit.baseUrl}/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Link', lastName: 'Person', email, leadType: 'newsletter' }),
    });
    expect(res.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${toolkit.baseUrl}/data-deletion`);
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByRole('button', { name: 'Request Deletion' }).click();
    await expect.poll(() => toastText(page)).toContain('Data Deletion Request Submitted');
    await expect
      .poll(() => sent.find((m) => m.to === email)?.text ?? '')
      .toContain('/data-deletion/confirm?token=');
    expect(await toolkit.store.accountData.holdings(email)).toMatchObject({ leads: 1 });
    const link =
      /(http\S+\/data-deletion\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
        sent.find((m) => m.to === email)?.text ?? '',
      )?.[1] ?? '';
    await page.goto(link);
    await page.getByRole('button', { name: 'Delete My Data' }).click();
    await page.getByText('Your data has been deleted').first().waitFor();
    expect(await toolkit.store.accountData.holdings(email)).toEqual({});
    await expectNoOverflowAt360(page, 'deletion confirmed');
    await page.close();
  });
});
