import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from './browser.js';
import { hostEvents, openPartnerPage, typeAndTab } from './partner-page.js';

describe.skipIf(!hasChromium)('lead forms and the quiz on the partner page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up for the newsletter by keyboard and tells the host page without personal data', async () => {
    const { page, problems } = await openPartnerPage(browser, 360, 'securesplit-newsletter form');
    const host = page.locator('#newsletter');
    const leadAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/leads')) leadAnswers.push(`${response.status()}`);
    });
    await host.locator('input[name=firstName]').focus();
    await typeAndTab(page, 'Jordan');
    await typeAndTab(page, 'Rivera');
    await page.keyboard.type('jordan@example.com');
    await page.keyboard.press('Enter');
    // A toast lasts 5 s: on failure, name the server's answer too (a 409 "already subscribed" once came from rows an
    // earlier run had left in a shared database, and its toast had gone by the time the wait ended).
    const welcome = page.locator('securesplit-toasts [part=toast]', { hasText: 'Welcome to our newsletter!' });
    await welcome.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      const shown = await page.locator('securesplit-toasts [part=toast]').allTextContents();
      throw new Error(`No welcome toast; toasts shown: ${JSON.stringify(shown)}; /leads answered: ${JSON.stringify(leadAnswers)}`, { cause: error });
    });
    expect(await host.locator('input[name=firstName]').inputValue()).toBe('');
    const submitted = (await hostEvents(page)).filter((e) => e.type === 'securesplit:lead-submitted');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.detail).toEqual({ form: 'newsletter', source: 'newsletter-signup' });
    expect(JSON.stringify(submitted)).not.toMatch(/jordan|rivera/i);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses an email without a dot, with the spec’s toast and the message under the field', async () => {
    const { page } = await openPartnerPage(browser, 1280, 'securesplit-newsletter form');
    const host = page.locator('#newsletter');
    await host.locator('input[name=firstName]').fill('Jordan');
    await host.locator('input[name=lastName]').fill('Rivera');
    await host.locator('input[name=email]').fill('jordan@example');
    await host.locator('button[type=submit]').click();
    const toast = page.locator('securesplit-toasts [part=toast]');
    expect(await toast.textContent()).toMatch(/^Invalid Email.*Please enter a valid email address\.$/);
    const email = host.locator('input[name=email]');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    expect(await host.locator(`[id="${describedBy}"]`).textContent()).toBe('Please enter a valid email address.');
    expect(await email.evaluate((input) => input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).activeElement === input)).toBe(true);
    await page.close();
  });

  it('runs the quiz to its result with the keyboard', async () => {
    const { page, problems } = await openPartnerPage(browser, 1280, 'securesplit-wellness-quiz button');
    const host = page.locator('#wellness-quiz');
    await host.getByRole('button', { name: 'Start the Quiz' }).focus();
    await page.keyboard.press('Enter');
    for (let question = 1; question <= 8; question++) {
      await host.getByText(`Question ${question} of 8`).waitFor();
      expect(await host.getByRole('button', { name: question === 8 ? 'Get Results' : 'Next' }).isDisabled()).toBe(true);
      await host.locator('input[type=radio]').nth(2).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
    }
    const score = host.locator('[part=amount]');
    await score.waitFor({ timeout: 10_000 });
    expect(await score.textContent()).toBe('16 / 24');
    await host.getByRole('button', { name: 'Retake Quiz' }).click();
    await host.getByText('Question 1 of 8').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('books a consultation: the form, then the scheduling step after a second, reset on close', async () => {
    const { page } = await openPartnerPage(browser, 1280, 'securesplit-consultation button');
    const host = page.locator('#consultation');
    await host.getByRole('button', { name: 'Book Your Free 30-Minute Consultation' }).click();
    const dialog = host.locator('dialog[open]');
    await dialog.locator('input[name=firstName]').fill('Sam');
    await dialog.locator('input[name=lastName]').fill('Lee');
    await dialog.locator('input[name=email]').fill('sam@example.com');
    await dialog.getByRole('button', { name: 'Continue to Scheduling' }).click();
    await dialog.getByText('Opening the scheduler').waitFor();
    await dialog.getByText('within 72 hours').waitFor({ timeout: 3000 });
    await page.keyboard.press('Escape');
    await host.getByRole('button', { name: 'Book Your Free 30-Minute Consultation' }).click();
    expect(await host.locator('dialog[open] input[name=firstName]').inputValue()).toBe('');
    await page.close();
  });
});
