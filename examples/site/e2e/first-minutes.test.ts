import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenDigest } from '../../../api/src/auth/admin.js';
import type { MailMessage } from '../../../api/src/auth/mailer.js';
import { hashPassword } from '../../../api/src/auth/passwords.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 33 (§4 and §6): what a parent meets in the first minutes, at a phone's and a laptop's width, each screen
 * axe-clean: greetings that fit a new account, a tax saving that reads as a saving, drawn icons, the members'
 * group for members only, the support page's quick help, times, prices and booking, the quiz's next steps, a used
 * reset link said up front, a newsletter address already subscribed, the notify wording, the admin dashboard's words.
 */

const WIDTHS = [360, 1280] as const;
const ADMIN_TOKEN = 'first-minutes-admin-token-0123456789';
const GROUP_URL = 'https://www.facebook.com/groups/securesplit-members-e2e';
const MEMBER = { email: 'member.first-minutes@example.com', password: 'a member passphrase for tests', firstName: 'Morgan' };

const sent: MailMessage[] = [];
let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([
    startToolkit({
      auth: { adminTokenDigest: adminTokenDigest(ADMIN_TOKEN), membersGroupUrl: GROUP_URL },
      mailer: { send: (message) => Promise.resolve(void sent.push(message)) },
    }),
    launchChromium(),
  ]);
  const member = (await toolkit.store.users.create({
    email: MEMBER.email,
    username: 'morgan-member',
    firstName: MEMBER.firstName,
    lastName: 'Lee',
    passwordHash: await hashPassword(MEMBER.password),
    isPremium: true,
  })) as { id: number };
  expect(member.id).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${toolkit.baseUrl}${path}`);
  return page;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/login`, {
    data: { email, password },
    headers: { origin: toolkit.baseUrl },
  });
  expect(response.status()).toBe(200);
}

describe('issue 33 §4 and §6 at 360 and 1280 px', () => {
  it('admin: all-zero signups say so (not "the tallest bar is 1"); the activity log speaks words', async () => {
    for (const width of WIDTHS) {
      const page = await open('/admin/dashboard', width);
      if (width === WIDTHS[0]) {
        // A refused attempt first, so the log has one.
        await page.getByLabel('Admin token').fill('not-the-admin-token-typed-here');
        await page.keyboard.press('Enter');
        await page.getByText(/Access Denied/).first().waitFor();
      }
      await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
      await page.keyboard.press('Enter');
      const caption = page.locator('.admin-chart figcaption');
      await caption.waitFor();
      expect(await caption.textContent()).toContain('no signups on any of these days.');
      expect(await caption.textContent()).not.toContain('tallest bar is 1');
      const activity = page.getByRole('region', { name: 'Recent Admin Activity' }).first();
      await activity.getByRole('table').waitFor();
      const text = (await activity.textContent()) ?? '';
      expect(text).toContain('Opened the admin area');
      // A refused entry reads as one phrase, not "Refused Opened the admin area".
      expect(text).toMatch(/Refused\s*attempt to open the admin area/);
      expect(text).not.toMatch(/Refused\s*Opened/);
      expect(text).not.toMatch(/session\.check|checkrefused/);
      await expectAxeClean(page, `admin dashboard at ${width}`);
      await page.close();
    }
  });

  it('a new account is welcomed, not welcomed back; a saving reads as a saving; premium links start with drawn icons', async () => {
    for (const width of WIDTHS) {
      const page = await open('/', width);
      const firstName = `Avery${width}`;
      await page.locator('#main').getByRole('button', { name: 'Sign in to your account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Sign Up' }).click();
      await dialog.getByLabel('First name').fill(firstName);
      await dialog.getByLabel('Last name').fill('Quinn');
      await dialog.getByLabel('Username').fill(`avery${width}`);
      await dialog.getByLabel('Email').fill(`avery.${width}@example.com`);
      await dialog.getByLabel('Password').fill('a long sign-up passphrase');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/dashboard');
      const welcome = page.getByTestId('dashboard-welcome');
      await welcome.waitFor();
      expect(await welcome.textContent()).toBe(`Welcome, ${firstName}. This is your divorce financial planning dashboard.`);
      expect(await page.locator('#main').textContent()).not.toContain('Welcome back');

      // A tax impact that lowers the tax by $4,139.98, and a budget short by $250, as stored in the history.
      const user = await toolkit.store.users.findByEmail(`avery.${width}@example.com`);
      await toolkit.store.calculations.create({ type: 'tax-impact', input: { state: 'texas' }, result: { taxDifference: -4139.98 }, userId: user!.id });
      await toolkit.store.calculations.create({ type: 'budget', input: {}, result: { monthlySurplus: -250 }, userId: user!.id });
      await page.reload();
      const history = page.getByRole('region', { name: 'Your calculations' });
      await history.getByRole('row').nth(2).waitFor();
      const rows = (await history.textContent()) ?? '';
      expect(rows).toContain('Tax saving: $4,139.98 a year');
      expect(rows).toContain('Shortfall: $250.00 a month');
      expect(rows).not.toContain('-$4,139.98');

      // Every premium calculator link begins with a drawn icon that says what it means; no emoji.
      const links = page.locator('.dashboard-calculators').first().getByRole('link');
      expect(await links.count()).toBe(4);
      for (const link of await links.all()) {
        const svg = link.locator('svg').first();
        expect(await svg.count()).toBe(1);
        expect(await svg.evaluate((icon) => icon === icon.parentElement!.firstElementChild)).toBe(true);
        expect(await link.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
      }
      expect(await page.getByRole('link', { name: /^Locked\s*QDRO Calculator/ }).count()).toBe(1);
      // The members' group is for members.
      expect(await page.getByRole('link', { name: /Join the private group/ }).count()).toBe(0);
      await expectAxeClean(page, `new free dashboard at ${width}`);

      // The home page greets the same new account by name, without "back".
      await page.goto(`${toolkit.baseUrl}/`);
      await page.getByRole('heading', { name: `Welcome, ${firstName}` }).waitFor();
      // Logged out and in again in the same tab, they have come back.
      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.locator('#main').getByRole('button', { name: 'Sign in to your account' }).click();
      await page.getByRole('dialog').getByLabel('Email').fill(`avery.${width}@example.com`);
      await page.getByRole('dialog').getByLabel('Password').fill('a long sign-up passphrase');
      await page.getByRole('dialog').getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => page.getByTestId('dashboard-welcome').textContent()).toBe(`Welcome back, ${firstName}. This is your divorce financial planning dashboard.`);
      await page.close();
    }
  });

  it('a member: welcomed back by first name on the premium panel, and given the private group’s link', async () => {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await logIn(page, MEMBER.email, MEMBER.password);
      await page.goto(`${toolkit.baseUrl}/dashboard`);
      await page.getByRole('heading', { name: `${MEMBER.firstName} (Premium)` }).waitFor();
      expect(await page.getByRole('region', { name: 'Premium access', exact: true }).textContent()).toContain(`Welcome back, ${MEMBER.firstName}`);
      const group = page.getByRole('link', { name: /Join the private group/ });
      await group.waitFor();
      expect(await group.getAttribute('href')).toBe(GROUP_URL);
      expect(await group.getAttribute('target')).toBe('_blank');
      await expectAxeClean(page, `member dashboard at ${width}`);
      await page.close();
    }
  });

  it('support: quick help opens the assistant; response times, service prices and booking; 44 px FAQ rows', async () => {
    for (const width of WIDTHS) {
      const page = await open('/support', width);
      const main = page.locator('#main');
      const times = main.getByRole('region', { name: 'Response times' });
      expect((await times.textContent())?.replace(/\s+/g, ' ')).toBe('Response timesAI assistantInstantEmailWithin 24 business hoursProfessional consultationWithin 72 hours'.replace(/\s+/g, ' '));
      const services = (await main.getByRole('region', { name: 'Professional services' }).textContent()) ?? '';
      expect(services).toContain('Pension valuation$300 flat');
      expect(services).toContain('Analyst time (CDFA)$300–500 per hour');
      expect(services).toContain('MediationFrom $2,000');
      await main.getByRole('button', { name: 'Book a consultation' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      const heights = await main.locator('.faq-item summary').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
      expect(heights).toHaveLength(5);
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
      await expectAxeClean(page, `support at ${width}`);

      await main.getByRole('button', { name: 'Ask the assistant' }).click();
      await expect.poll(() => page.getByRole('textbox', { name: /ask|question|message/i }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.close();
    }
  });

  it('the quiz: introduced once, its next steps lead somewhere, none points at "the gaps below"', async () => {
    for (const width of WIDTHS) {
      const page = await open('/financial-wellness-quiz', width);
      await page.getByRole('button', { name: 'Start the Quiz' }).waitFor();
      expect(await page.getByText(/3.5 minutes/).count()).toBe(1);
      await expectAxeClean(page, `quiz intro at ${width}`);
      await page.getByRole('button', { name: 'Start the Quiz' }).click();
      for (let question = 0; question < 8; question++) {
        await page.getByRole('radio').first().check();
        await page.getByRole('button', { name: question === 7 ? 'Get Results' : 'Next' }).click();
      }
      const steps = page.locator('.ss-next-steps');
      await steps.waitFor();
      expect(await steps.textContent()).not.toContain('below');
      // The lowest level (every first answer): listing incomes and debts is the budget planner's work, and
      // estimating support opens the child support calculator, not the home page's top.
      const budget = steps.getByRole('link', { name: 'List every income, bill, account and debt you know of' });
      expect(await budget.getAttribute('href')).toBe('/?calculator=budget#calculators');
      const support = steps.getByRole('link', { name: 'Estimate child support and alimony to know what to expect' });
      expect(await support.getAttribute('href')).toBe('/?calculator=child-support#calculators');
      await steps.getByRole('button', { name: /consultation/i }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await expectAxeClean(page, `quiz result at ${width}`);
      if (width === WIDTHS[0]) {
        // The budget step opens the budget planner.
        await budget.click();
        await page.waitForURL((url) => url.searchParams.get('calculator') === 'budget');
        await page.getByRole('tab', { name: 'Budget Planner', selected: true }).first().waitFor();
      }
      await page.close();
    }
  });

  it('a used reset link says so before any password is typed, and offers a new link', async () => {
    const email = 'reset.first-minutes@example.com';
    await toolkit.store.users.create({ email, username: 'reset-person', firstName: 'Riley', lastName: 'Park', passwordHash: await hashPassword('an old long passphrase') });
    const request = await browser.newPage();
    expect((await request.request.post(`${toolkit.baseUrl}/api/v1/auth/password-reset`, { data: { email }, headers: { origin: toolkit.baseUrl } })).status()).toBe(200);
    await expect.poll(() => sent.filter((m) => m.to === email).length).toBe(1);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(sent.find((m) => m.to === email)!.text)![1]!;
    const used = await request.request.post(`${toolkit.baseUrl}/api/v1/auth/password-reset/confirm`, { data: { token, password: 'a brand new passphrase' }, headers: { origin: toolkit.baseUrl } });
    expect(used.status()).toBe(200);
    await request.close();
    for (const width of WIDTHS) {
      const page = await open(`/reset-password?token=${token}`, width);
      await page.getByRole('alert').filter({ hasText: 'This reset link has already been used' }).waitFor();
      expect(await page.getByLabel('New password').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Send Reset Link' }).count()).toBe(1);
      await expectAxeClean(page, `used reset link at ${width}`);
      await page.close();
    }
  });

  it('newsletter: an address already subscribed hears so; the notify form says "launches on Thursday."', async () => {
    for (const width of WIDTHS) {
      const page = await open('/', width);
      const newsletter = page.getByRole('region', { name: 'Newsletter' });
      for (const attempt of [1, 2]) {
        await newsletter.getByLabel('First name').fill('Sam');
        await newsletter.getByLabel('Last name').fill('Ortiz');
        await newsletter.getByLabel('Email').fill(`sam.${width}@example.com`);
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/v1/leads')),
          newsletter.getByRole('button', { name: 'Subscribe' }).click(),
        ]);
        expect(response.status()).toBe(attempt === 1 ? 201 : 409);
        await expect
          .poll(() => page.locator('[role=status], [role=alert]').allTextContents().then((t) => t.join(' ')))
          .toContain(attempt === 1 ? 'Welcome to our newsletter!' : "You're already subscribed");
      }
      await expectAxeClean(page, `home after a repeated newsletter signup at ${width}`);
      await page.close();

      const soon = await open('/coming-soon', width);
      await soon.getByLabel('Email address').fill(`notify.${width}@example.com`);
      await soon.getByRole('button', { name: 'Notify Me' }).click();
      await expect.poll(() => soon.getByRole('status').allTextContents().then((t) => t.join(' '))).toContain(
        "We'll notify you as soon as the mobile app launches on Thursday.",
      );
      await expectAxeClean(soon, `coming soon at ${width}`);
      await soon.close();
    }
  });
});
