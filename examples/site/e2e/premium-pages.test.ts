import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/src/config.js';
import { testMailbox } from '../../../api/src/test-support/mailbox.js';
import { PREMIUM_PAGE_REDIRECTS } from '../../../api/src/web/premium-redirects.js';
import { calculateCustodyCosts, calculatePropertyDivision, calculateQdro, calculateTaxImpact } from '../../../engine/src/index.js';
import { formatMoney } from '../../../widgets/src/ui/format.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { PREMIUM_CALCULATOR_PAGES, PREMIUM_PATH_ALIASES, type PremiumPagePath } from '../src/premium/calculators.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';
import { textLines } from './text-lines.js';

const DEMO = { DEMO_LOGIN_EMAIL: 'demo.premium@example.com', DEMO_LOGIN_PASSWORD: 'a demo passphrase for tests' };

let toolkit: Toolkit;
let browser: Browser;
/** The mail the server sends (sign-up's verification link), read as its recipient would. */
const mailbox = testMailbox();

beforeAll(async () => {
  // The test login on, the way the server turns it on (DEMO_LOGIN_*): the premium journeys sign in with it.
  // Only the demo login from it: mail links point at this test server (the harness's address), not the development default.
  const { demoLogin } = loadConfig({ ...DEMO, DATABASE_URL: '' }).auth;
  [toolkit, browser] = await Promise.all([startToolkit({ auth: { demoLogin }, mailer: mailbox.mailer }), launchChromium()]);
});

/**
 * A free account's calculations wait for its email address: opens the link mailed at sign-up in a window of
 * its own (as from a mail program; the link needs no session), then asks the gate to check again.
 */
async function verifyEmailFromMail(page: Page, email: string): Promise<void> {
  await page.locator('.premium-access').getByRole('heading', { name: 'Verify your email to use your free calculations' }).waitFor();
  const tab = await browser.newPage();
  await tab.goto(mailbox.linkFor(email, '/verify-email'));
  await tab.getByText('Your email address is verified.').waitFor();
  await tab.close();
  await page.locator('.premium-access').getByRole('button', { name: 'I have verified: check again' }).click();
  await page.locator('.premium-access').getByRole('heading', { name: 'Verify your email to use your free calculations' }).waitFor({ state: 'detached' });
}

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

const PAGES = Object.values(PREMIUM_CALCULATOR_PAGES);

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${toolkit.baseUrl}${path}`);
  return page;
}

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const measured = await horizontalOverflow(page);
  expect(measured.offenders, state).toEqual([]);
  expect(measured.scrollWidth, state).toBeLessThanOrEqual(measured.viewport);
}

describe('the -calculator readings of the premium pages (issue 13, site)', () => {
  it('are the same five on the server and in the site', () => {
    expect(PREMIUM_PATH_ALIASES).toEqual(PREMIUM_PAGE_REDIRECTS);
  });

  it('are answered by the server with 301 to the page, keeping the query string', async () => {
    for (const [alias, target] of Object.entries(PREMIUM_PAGE_REDIRECTS)) {
      const response = await fetch(`${toolkit.baseUrl}${alias}?from=dashboard`, { redirect: 'manual' });
      expect(response.status, alias).toBe(301);
      expect(response.headers.get('location'), alias).toBe(`${target}?from=dashboard`);
    }
  });
});

describe('each premium page: the consumer-only note and the promo block', () => {
  it('the consumer-only note takes a professional to the waitlist', async () => {
    const page = await open('/qdro', 360);
    await page.getByRole('link', { name: 'join the professional waitlist' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#professional-waitlist') !== null)).toBe(true);
    expect(await page.locator('#professional-waitlist').getByRole('button', { name: 'Join the Pro Waitlist' }).isVisible()).toBe(true);
    await page.close();
  });

  for (const { path, leadSource } of PAGES) {
    it(`Book Professional Consultation on ${path} saves the lead with the source ${leadSource}`, async () => {
      const page = await open(path, 1280);
      await page.getByRole('button', { name: 'Book Professional Consultation' }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.locator('input[name=firstName]').fill('Robin');
      await dialog.locator('input[name=lastName]').fill('Lee');
      await dialog.locator('input[name=email]').fill(`robin${path.replace('/', '.')}@example.com`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/leads')),
        dialog.locator('button[type=submit]').click(),
      ]);
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const lead = await toolkit.store.leads.findById(id);
      expect(lead).toMatchObject({ source: leadSource, leadType: 'professional-consultation' });
      expect(lead?.tags).toContain('professional-consultation');
      await page.close();
    });
  }
});

/**
 * How each calculator is filled for a real result, the endpoint it calls, the answer's headline field
 * and the engine that must agree with it, and how the page shows that figure.
 */
interface Journey {
  endpoint: string;
  submit: string;
  /** Field name → value: a select gets the option, an input the text (as a person types it). */
  entries: [name: string, value: string][];
  /** Buttons to press before filling (a repeatable row to add). */
  add?: string[];
  /** Checkboxes to tick after filling. */
  check?: string[];
  /** What else the result must show (beyond the headline). */
  shows?(page: Page): Promise<void>;
  field: string;
  /** Entries changed to the largest amounts the form takes (within the engine's $1,000,000,000 limits), for the phone's longest headline. */
  largest: [name: string, value: string][];
  /** A distinctive entry as its field shows it after reopening the stored calculation from the dashboard. */
  reopened: [name: string, shown: string];
  engine(input: unknown): Record<string, unknown>;
  /** The headline as the page shows the field's value. */
  headline(value: number): string;
}

const JOURNEYS: Record<PremiumPagePath, Journey> = {
  '/property-division': {
    endpoint: '/calculators/property-division',
    submit: 'Calculate Property Division',
    add: ['Add Vehicle'],
    // House 150,000 net, car 20,000, accounts 125,000, card −5,000: a 290,000 net marital estate.
    entries: [
      ['primaryResidenceValue', '400000'],
      ['primaryResidenceMortgage', '250,000'],
      ['vehicles.0.name', 'Car'],
      ['vehicles.0.value', '30000'],
      ['vehicles.0.loan', '10000'],
      ['checkingAccounts.0.name', 'Joint checking'],
      ['checkingAccounts.0.balance', '5000'],
      ['savingsAccounts.0.balance', '20000'],
      ['retirementAccounts.0.name', '401(k)'],
      ['retirementAccounts.0.balance', '100000'],
      ['creditCards.0.name', 'Visa'],
      ['creditCards.0.balance', '5000'],
      ['state', 'texas'],
    ],
    largest: [['primaryResidenceValue', '999,999,999.99']],
    field: 'netWorth',
    reopened: ['primaryResidenceMortgage', '$250,000'],
    engine: (input) => calculatePropertyDivision(input as never) as unknown as Record<string, unknown>,
    headline: (value) => {
      expect(value).toBe(290_000);
      return formatMoney(value);
    },
  },
  '/qdro': {
    endpoint: '/calculators/qdro',
    submit: 'Calculate QDRO Division',
    // A $250,000 401(k), divided by default as half of its marital portion (issue 33): less than $125,000.
    entries: [
      ['currentBalance', '250000'],
      ['employeeAge', '45'],
      ['spouseAge', '43'],
      ['marriageDate', '06/15/2010'],
      ['separationDate', '03/01/2024'],
      ['employmentStartDate', '01/01/2008'],
      ['annualContribution', '12000'],
      ['state', 'california'],
    ],
    largest: [['currentBalance', '999,999,999.99']],
    field: 'spouseEntitlement',
    reopened: ['marriageDate', '06/15/2010'],
    engine: (input) => calculateQdro(input as never) as unknown as Record<string, unknown>,
    headline: (value) => {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(125_000);
      return formatMoney(value);
    },
  },
  '/tax-impact': {
    endpoint: '/calculators/tax-impact',
    submit: 'Calculate Tax Impact',
    entries: [
      ['annualIncome', '85000'],
      ['spouseIncome', '40,000'],
      ['numberOfChildren', '2'],
      ['childrenWithPrimaryParent', '1'],
      ['divorceYear', '2025'],
      ['state', 'new-york'],
    ],
    // Alimony received under a 2015 instrument is taxed: the largest increase the form can give.
    largest: [['alimonyReceived', '999,999,999.99'], ['alimonyInstrumentDate', '01/01/2015']],
    field: 'taxDifference',
    reopened: ['spouseIncome', '$40,000'],
    engine: (input) => calculateTaxImpact(input as never) as unknown as Record<string, unknown>,
    headline: (value) => (value > 0 ? `+${formatMoney(value)}` : formatMoney(Math.abs(value))),
  },
  '/custody-costs': {
    endpoint: '/calculators/custody-costs',
    submit: 'Calculate Custody Costs',
    entries: [
      ['custodyArrangement', 'every-other-weekend'],
      ['numberOfChildren', '2'],
      ['childAge1', '9'],
      ['childAge2', '4'],
      ['custodialHousingCost', '1800'],
      ['nonCustodialHousingCost', '1,200'],
      ['daycareCost', '650'],
      ['distanceBetweenHomes', '12'],
      ['areaType', 'rural'],
      ['state', 'ohio'],
    ],
    // USDA's typical amounts fill the empty categories (issue 13): the section and its table must fit 360 px too.
    check: ['useTypicalAmounts'],
    shows: async (page) => {
      const section = page.locator('#main [data-testid=typical-amounts]');
      await section.getByRole('heading', { name: 'Typical amounts (USDA)' }).waitFor();
      expect(await section.getByRole('region', { name: 'Your figures and USDA typical amounts, a month' }).count()).toBe(1);
      expect(await section.locator('[data-category=food]').textContent()).toContain('Added: USDA typical (estimate)');
      expect(await section.locator('[data-category=childCareAndEducation]').textContent()).toContain('Your figure');
      expect(await section.textContent()).toContain('Rural areas (USDA table 6)');
    },
    largest: [['custodialHousingCost', '999,999,999.99']],
    field: 'totalAnnualCost',
    reopened: ['nonCustodialHousingCost', '$1,200'],
    engine: (input) => calculateCustodyCosts(input as never) as unknown as Record<string, unknown>,
    headline: (value) => formatMoney(value),
  },
};

async function fill(page: Page, journey: Journey): Promise<void> {
  for (const button of journey.add ?? []) await page.locator('#main').getByRole('button', { name: button }).click();
  for (const [name, value] of journey.entries) {
    const field = page.locator(`#main [name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  for (const name of journey.check ?? []) await page.locator(`#main [name="${name}"]`).check();
}

/** Submits the calculator: the answer's status and body, and what was sent. */
async function calculate(page: Page, journey: Journey): Promise<{ status: number; body: Record<string, unknown>; sent: unknown }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(journey.endpoint) && r.request().method() === 'POST'),
    page.getByRole('button', { name: journey.submit }).click(),
  ]);
  return { status: response.status(), body: (await response.json()) as Record<string, unknown>, sent: response.request().postDataJSON() };
}

/** A real result: the server's figure is the engine's for what was sent, and the page shows it. */
async function expectResult(page: Page, journey: Journey, answer: { body: Record<string, unknown>; sent: unknown }): Promise<string> {
  const value = answer.body[journey.field] as number;
  expect(value).toBe(journey.engine(answer.sent)[journey.field]);
  const headline = journey.headline(value);
  await expect.poll(() => page.locator('#main [part=amount]').first().textContent()).toBe(headline);
  return headline;
}

const accessLine = (page: Page) => page.locator('.premium-access');

/** How the dashboard's calculation history names each premium calculator. */
const HISTORY_NAMES: Record<string, string> = {
  '/property-division': 'Property division',
  '/qdro': 'Retirement division (QDRO)',
  '/tax-impact': 'Tax impact',
  '/custody-costs': 'Custody costs',
};

describe('premium journeys: signed out, premium, and a free account’s two calculations a month', () => {
  for (const width of [360, 1280]) {
    for (const { path, name, description, taxDisclaimer } of PAGES) {
      const journey = JOURNEYS[path];

      it(`${path} at ${width} px signed out: name, description, badge and notes; the gate offers sign-in and plans, and no calculator`, async () => {
        const page = await open(path, width);
        const main = page.locator('#main');
        await main.getByRole('heading', { level: 1, name, exact: true }).waitFor();
        expect(await page.title()).toBe(`${name} — SecureSplit`);
        expect(await main.getByText('Premium Calculator', { exact: true }).count()).toBe(1);
        expect(await main.getByText(description).count()).toBe(1);
        expect(await main.getByRole('note').filter({ hasText: 'For consumers’ personal planning only' }).count()).toBe(1);
        expect(await main.getByText('Not tax advice.').count()).toBe(taxDisclaimer ? 1 : 0);
        await main.getByRole('button', { name: 'Book Professional Consultation' }).waitFor();
        await main.getByRole('button', { name: 'Join the Pro Waitlist' }).waitFor();
        await main.getByRole('heading', { name: `Sign in to use the ${name}` }).waitFor();
        expect(await main.getByRole('button', { name: journey.submit }).count()).toBe(0);
        expect(await main.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscribe');
        await expectNoSidewaysScroll(page, `${path} signed out at ${width} px`);
        expect(await seriousViolations(page)).toEqual([]);
        await main.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('dialog').getByRole('heading', { name: 'Log in to SecureSplit' }).waitFor();
        await page.close();
      });

      it(`${path} at ${width} px with premium (test login): the calculator runs to a real result`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${toolkit.baseUrl}/test-login`);
        await page.getByLabel('Email').fill(DEMO.DEMO_LOGIN_EMAIL);
        await page.getByLabel('Password').fill(DEMO.DEMO_LOGIN_PASSWORD);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.waitForURL(`${toolkit.baseUrl}/`);
        await page.goto(`${toolkit.baseUrl}${path}`);
        await accessLine(page).getByText('Premium access: unlimited calculations.').waitFor();
        await fill(page, journey);
        const answer = await calculate(page, journey);
        expect(answer.status).toBe(200);
        expect(answer.body.access).toEqual({ kind: 'full', freeCalculationsRemaining: null });
        const headline = await expectResult(page, journey, answer);
        // The answer is on the screen after Calculate, not above it (issue 33 §3).
        const onScreen = await page.locator('#main .ss-headline').first().evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { top: Math.round(box.top), bottom: Math.round(box.bottom), viewport: window.innerHeight };
        });
        expect(onScreen.top >= 0 && onScreen.bottom <= onScreen.viewport, `${path} at ${width} px: ${JSON.stringify(onScreen)}`).toBe(true);
        await journey.shows?.(page);
        await expectNoSidewaysScroll(page, `${path} premium result at ${width} px`);
        expect(await seriousViolations(page)).toEqual([]);
        if (width === 360) {
          // The largest amounts: the headline figure stays on one line (a broken one reads as two numbers) down to 320 px.
          await fill(page, { ...journey, add: [], check: [], entries: journey.largest });
          const largest = await calculate(page, journey);
          expect(largest.status).toBe(200);
          expect(largest.body[journey.field]).toBe(journey.engine(largest.sent)[journey.field]);
          const figure = page.locator('#main [part=amount]').first();
          await expect.poll(() => figure.textContent()).not.toBe(headline);
          for (const phone of [360, 320]) {
            await page.setViewportSize({ width: phone, height: 900 });
            expect(await textLines(figure), `${path}: ${await figure.textContent()} at ${phone} px`).toBe(1);
            await expectNoSidewaysScroll(page, `${path} largest amounts at ${phone} px`);
          }
          expect(await seriousViolations(page)).toEqual([]);
        }
        if (width === 1280) {
          // The calculation belongs to the account: the dashboard's history names it in words.
          await page.goto(`${toolkit.baseUrl}/dashboard`);
          const row = page.getByRole('row').filter({ hasText: HISTORY_NAMES[path] }).first();
          await row.waitFor();
          // Open reopens it on its page with what was entered, and calculating again gives the same figure.
          const link = row.getByRole('link', { name: /^Open/ });
          expect(await link.getAttribute('href')).toMatch(new RegExp(`^${path}\\?reopen=\\d+$`));
          await link.click();
          await page.waitForURL((url) => url.pathname === path);
          const [reopenedField, shown] = journey.reopened;
          await expect.poll(() => page.locator(`#main [name="${reopenedField}"]`).inputValue(), { timeout: 10_000 }).toBe(shown);
          expect(await page.locator('#main [role=alert]').filter({ hasText: 'could not be opened' }).count()).toBe(0);
          const again = await calculate(page, journey);
          expect(again.status).toBe(200);
          expect(await expectResult(page, journey, again)).toBe(headline);
        }
        await context.close();
      });

      it(`${path} at ${width} px, a new free account: 2 → 1 → 0 free calculations, then the subscribe offer`, async () => {
        const page = await open(path, width);
        const main = page.locator('#main');
        // Signing up from the gate leaves the person on the page, with the calculator open.
        await main.getByRole('button', { name: 'Create a free account' }).click();
        const dialog = page.getByRole('dialog');
        const suffix = `${width}${path.replace(/\W/g, '')}${Date.now()}`;
        await dialog.getByLabel('First name').fill('Sam');
        await dialog.getByLabel('Last name').fill('Free');
        await dialog.getByLabel('Username').fill(`sam${suffix}`);
        await dialog.getByLabel('Email').fill(`sam.${suffix}@example.com`);
        await dialog.getByLabel('Password').fill('a free account passphrase');
        await dialog.getByRole('button', { name: 'Create Account' }).click();
        await dialog.waitFor({ state: 'detached' });
        await verifyEmailFromMail(page, `sam.${suffix}@example.com`);
        await accessLine(page).getByText('2 free calculations left this month').waitFor();
        await fill(page, journey);

        const first = await calculate(page, journey);
        expect(first.status).toBe(200);
        expect(first.body.access).toEqual({ kind: 'free', freeCalculationsRemaining: 1 });
        const headline = await expectResult(page, journey, first);
        await accessLine(page).getByText('1 free calculation left this month').waitFor();
        // The count shows once: the calculator leaves its own line to the page (hideFreeCalculationsLeft).
        expect(await main.getByText(/free (premium )?calculations? left this month/).count()).toBe(1);
        expect(page.url()).toBe(`${toolkit.baseUrl}${path}`);

        const second = await calculate(page, journey);
        expect(second.body.access).toEqual({ kind: 'free', freeCalculationsRemaining: 0 });
        await accessLine(page).getByText('0 free calculations left this month').waitFor();
        await accessLine(page).getByRole('heading', { name: 'Subscribe for unlimited premium calculations' }).waitFor();
        expect(await accessLine(page).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscribe');
        await expectNoSidewaysScroll(page, `${path} free, none left, at ${width} px`);
        expect(await seriousViolations(page)).toEqual([]);

        // A third try is refused by the server (403); the result and the entries stay, the offer too.
        const third = await calculate(page, journey);
        expect(third.status).toBe(403);
        expect(third.body.subscribeUrl).toBe('/subscribe');
        await main.getByRole('link', { name: 'Subscribe to Premium' }).waitFor();
        expect(await main.locator('[part=amount]').first().textContent()).toBe(headline);
        await accessLine(page).getByRole('heading', { name: 'Subscribe for unlimited premium calculations' }).waitFor();

        // Coming back this month, the gate stays shut: the offer, no calculator.
        await page.reload();
        await accessLine(page).getByRole('heading', { name: 'Subscribe for unlimited premium calculations' }).waitFor();
        expect(await main.getByRole('button', { name: journey.submit }).count()).toBe(0);
        await page.close();
      });
    }
  }
});

describe('a session that ends while the calculator is open', () => {
  it('answers the 401 with the log-in dialog on the page; signing in again keeps the entries and calculates', async () => {
    const journey = JOURNEYS['/qdro'];
    const page = await open('/qdro', 1280);
    const main = page.locator('#main');
    await main.getByRole('button', { name: 'Create a free account' }).click();
    const dialog = page.getByRole('dialog');
    const email = `ended.${Date.now()}@example.com`;
    await dialog.getByLabel('First name').fill('Kim');
    await dialog.getByLabel('Last name').fill('Ended');
    await dialog.getByLabel('Username').fill(`kim${Date.now()}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('a free account passphrase');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await verifyEmailFromMail(page, email);
    await accessLine(page).getByText('2 free calculations left this month').waitFor();
    await fill(page, journey);

    // The session ends on the server (as after the idle expiry); the page still shows the calculator.
    const logout = await page.context().request.post(`${toolkit.baseUrl}/api/v1/auth/logout`, { headers: { origin: toolkit.baseUrl } });
    expect(logout.ok()).toBe(true);
    const refused = await calculate(page, journey);
    expect(refused.status).toBe(401);
    await dialog.getByRole('heading', { name: 'Log in to SecureSplit' }).waitFor();
    await accessLine(page).getByRole('heading', { name: 'You are signed out' }).waitFor();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('a free account passphrase');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing was counted for the refused try; the entries are still there.
    await accessLine(page).getByText('2 free calculations left this month').waitFor();
    expect(await page.locator('[name=currentBalance]').inputValue()).toBe('$250,000');
    const answer = await calculate(page, journey);
    expect(answer.status).toBe(200);
    await expectResult(page, journey, answer);
    await accessLine(page).getByText('1 free calculation left this month').waitFor();
    expect(page.url()).toBe(`${toolkit.baseUrl}/qdro`);
    await page.close();
  });
});
