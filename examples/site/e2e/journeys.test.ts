import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/site/', import.meta.url));

let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${toolkit.baseUrl}${path}`);
  return page;
}

/** Clicks and returns the API response the click causes, to read back the stored row by its id. */
async function clickAndRespond(page: Page, pathEnd: string, click: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(pathEnd)), click()]);
  return response;
}

describe('free calculator journeys from the home page', () => {
  for (const width of [1280, 360]) {
    it(`child support at ${width} px: result, worksheet with sources, stored calculation, printable report`, async () => {
      const page = await open('/', width);
      const form = page.locator('form').filter({ has: page.locator('input[name=custodialParentIncome]') });
      await form.locator('input[name=custodialParentIncome]').fill('3000');
      await form.locator('input[name=nonCustodialParentIncome]').fill('4000');
      await form.locator('select[name=numberOfChildren]').selectOption('2');
      await form.locator('select[name=custodyArrangement]').selectOption('primary');
      await form.locator('select[name=state]').selectOption('maryland');
      const response = await clickAndRespond(page, '/calculators/child-support', () =>
        page.getByRole('button', { name: 'Calculate Child Support' }).click(),
      );
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { id: number; monthlyPayment: number };
      const stored = await toolkit.store.calculations.findById(body.id);
      expect(stored?.type).toBe('child-support');

      const amount = page.locator('[part=amount]').first();
      await amount.waitFor({ timeout: 15_000 });
      expect(await amount.textContent()).toContain(
        body.monthlyPayment.toLocaleString('en-US', { style: 'currency', currency: 'USD' }).replace(/\.00$/, ''),
      );
      await page.getByText('Show the math').first().click();
      await expect.poll(() => page.getByText(/Md\. Code|Maryland Code/).count()).toBeGreaterThan(0);

      const pdf = await page.pdf({ format: 'Letter', printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
      writeFileSync(`${ARTIFACTS}child-support-report-${width}.pdf`, pdf);
      await page.close();
    });
  }

  it('alimony: the tab calculates from typed dates', async () => {
    const page = await open('/');
    await page.getByRole('tab', { name: 'Alimony' }).click();
    await page.locator('input[name=marriageDate]').fill('06/15/2010');
    await page.locator('input[name=separationDate]').fill('03/01/2024');
    await page.locator('input[name=payerIncome]').fill('9000');
    await page.locator('input[name=recipientIncome]').fill('3000');
    await page.locator('input[name=payerAge]').fill('45');
    await page.locator('input[name=recipientAge]').fill('43');
    await page.locator('select[name=alimonyType]').selectOption('temporary');
    await page.locator('form').filter({ has: page.locator('input[name=marriageDate]') }).locator('select[name=state]').selectOption('texas');
    const response = await clickAndRespond(page, '/calculators/alimony', () =>
      page.getByRole('button', { name: /Calculate Alimony/ }).click(),
    );
    expect(response.status()).toBe(200);
    await page.locator('[part=amount]').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('Income differential').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('budget: the tab classifies a deficit', async () => {
    const page = await open('/');
    await page.getByRole('tab', { name: 'Budget Planner' }).click();
    const values: Record<string, string> = {
      primaryIncome: '4000',
      housingCost: '2500',
      utilities: '300',
      insurance: '400',
      groceries: '800',
      transportation: '500',
      healthcare: '300',
    };
    for (const [name, value] of Object.entries(values)) await page.locator(`input[name=${name}]`).fill(value);
    const response = await clickAndRespond(page, '/calculators/budget', () =>
      page.locator('form').filter({ has: page.locator('input[name=primaryIncome]') }).locator('button[type=submit]').click(),
    );
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { classification: string }).classification).toBe('deficit');
    await expect.poll(() => page.locator('[part=amount]').first().textContent(), { timeout: 15_000 }).toBe('−$800');
    await page.close();
  });
});

describe('the wellness quiz', () => {
  it('runs from the first question to the results, then retakes', async () => {
    const page = await open('/financial-wellness-quiz');
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    for (let question = 1; question <= 8; question++) {
      await page.getByText(`Question ${question} of 8`).waitFor();
      await page.locator('input[type=radio]').nth(2).check();
      await page.getByRole('button', { name: question === 8 ? 'Get Results' : 'Next' }).click();
    }
    await expect.poll(() => page.locator('[part=amount]').first().textContent(), { timeout: 15_000 }).toBe('16 / 24');
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await page.getByText('Question 1 of 8').waitFor();
    await page.close();
  });
});

describe('home page lead forms store their rows', () => {
  it('newsletter', async () => {
    const page = await open('/');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await form.locator('input[name=firstName]').fill('Jordan');
    await form.locator('input[name=lastName]').fill('Rivera');
    await form.locator('input[name=email]').fill('jordan@example.com');
    const response = await clickAndRespond(page, '/leads', () => form.getByRole('button', { name: 'Subscribe' }).click());
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const lead = await toolkit.store.leads.findById(id);
    expect(lead).toMatchObject({ email: 'jordan@example.com', source: 'newsletter-signup' });
    await page.close();
  });

  it('professional waitlist, tagged with the profession', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Join the Pro Waitlist' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('input[name=firstName]').fill('Alex');
    await dialog.locator('input[name=lastName]').fill('Morgan');
    await dialog.locator('input[name=email]').fill('alex@lawfirm.example');
    await dialog.locator('select[name=profession]').selectOption('attorney');
    const response = await clickAndRespond(page, '/leads', () => dialog.getByRole('button', { name: 'Join the Waitlist' }).click());
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const lead = await toolkit.store.leads.findById(id);
    expect(lead?.profession).toBe('attorney');
    expect(lead?.tags).toContain('attorney');
    await page.close();
  });

  it('feedback with a star rating', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Share Feedback' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('input[name=name]').fill('Casey Jordan');
    await dialog.locator('input[name=email]').fill('casey@example.com');
    await dialog.getByRole('button', { name: '4 stars' }).click();
    await dialog.locator('textarea[name=message]').fill('The worksheet made it clear.');
    const response = await clickAndRespond(page, '/leads', () => dialog.getByRole('button', { name: 'Send Feedback' }).click());
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const lead = await toolkit.store.leads.findById(id);
    expect(lead).toMatchObject({ firstName: 'Casey', lastName: 'Jordan', email: 'casey@example.com' });
    expect(lead?.notes).toMatch(/4/);
    await page.close();
  });
});
