import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMailbox } from '../../../api/src/test-support/mailbox.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 25 §2 in the browser: a new account's "Verify your email" card with its resend button (limited),
 * the premium gate that waits for it, and the page the mailed link lands on (verified, then used).
 */

let toolkit: Toolkit;
let browser: Browser;
const mailbox = testMailbox();

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit({ mailer: mailbox.mailer }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

async function expectFitsAndAccessible(page: Page, state: string): Promise<void> {
  const measured = await horizontalOverflow(page);
  expect(measured.offenders, state).toEqual([]);
  expect(measured.scrollWidth, state).toBeLessThanOrEqual(measured.viewport);
  expect(await seriousViolations(page), state).toEqual([]);
}

interface VerificationMail {
  sentAt: string | null;
  nextLinkAt: string | null;
  limitedBy: string | null;
}

/** Signs up through the API in this context (its pages share the session); answers the account's verification mail state. */
async function signUp(context: BrowserContext, email: string): Promise<VerificationMail> {
  const registered = await context.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
    headers: { origin: toolkit.baseUrl },
    data: { email, password: 'a verifying passphrase', firstName: 'Vera', lastName: 'Fied', username: email.split('@')[0]!.replace(/\W/g, '') },
  });
  expect(registered.status()).toBe(201);
  return ((await registered.json()) as { verificationMail: VerificationMail }).verificationMail;
}

const askForLink = (context: BrowserContext) =>
  context.request.post(`${toolkit.baseUrl}/api/v1/account/email-verification`, { headers: { origin: toolkit.baseUrl } });

const verificationMails = (email: string) => mailbox.messages.filter((message) => message.to === email && message.text.includes('/verify-email?token='));

describe('verifying the email address', () => {
  for (const width of [360, 1280]) {
    it(`asks for it on the account page and the premium gate, resends within the limit, and lands on the link at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const email = `vera.${width}.${Date.now()}@example.com`;
      await signUp(context, email);
      expect(verificationMails(email)).toHaveLength(1);

      await page.goto(`${toolkit.baseUrl}/account`);
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Verify your email' }) });
      await card.waitFor();
      expect(await card.textContent()).toContain(email);
      expect(await page.getByText('Not verified yet').count()).toBe(1);
      await expectFitsAndAccessible(page, `account, unverified, ${width} px`);

      // Two more links, then the server's limit (3 an hour, sign-up included), said in words.
      const resend = card.getByRole('button', { name: 'Send a new link' });
      await resend.click();
      await card.getByRole('status').getByText(`We have sent a new verification link to ${email}.`).waitFor();
      await resend.click();
      await expect.poll(() => verificationMails(email).length).toBe(3);
      await resend.click();
      const refusal = card.getByRole('alert');
      await refusal.getByText(/We have sent 3 verification emails to this address in the last hour/).waitFor();
      expect(verificationMails(email)).toHaveLength(3);
      const box = await resend.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await expectFitsAndAccessible(page, `account, resend limited, ${width} px`);

      // The free premium calculations wait for the address.
      await page.goto(`${toolkit.baseUrl}/qdro`);
      const gate = page.locator('.premium-access');
      await gate.getByRole('heading', { name: 'Verify your email to use your free calculations' }).waitFor();
      expect(await gate.getByText('2 free calculations left this month').count()).toBe(1);
      expect(await page.locator('#main').getByRole('button', { name: /^Calculate/ }).count()).toBe(0);
      await expectFitsAndAccessible(page, `qdro gate, unverified, ${width} px`);

      // The newest link, opened as from the mail (a tab of its own): verified at once.
      const link = mailbox.linkFor(email, '/verify-email');
      expect(link.startsWith(`${toolkit.baseUrl}/verify-email?token=`)).toBe(true);
      const landing = await context.newPage();
      await landing.goto(link);
      await landing.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
      await landing.getByText('Your email address is verified.').waitFor();
      await landing.getByRole('link', { name: 'Go to your account' }).waitFor();
      await expectFitsAndAccessible(landing, `verify-email landing, verified, ${width} px`);

      // The same link again: used, and this browser's account is already verified.
      await landing.reload();
      await landing.getByText('This link has already been used or has expired.').waitFor();
      await landing.getByText('Your email address is already verified.').waitFor();
      await expectFitsAndAccessible(landing, `verify-email landing, used, ${width} px`);
      await landing.close();

      // Back on the gate: "check again" opens the calculator with the month's two.
      await gate.getByRole('button', { name: 'I have verified: check again' }).click();
      await gate.getByText('2 free calculations left this month').waitFor();
      await gate.getByRole('heading', { name: 'Verify your email to use your free calculations' }).waitFor({ state: 'detached' });
      await page.locator('#main').getByRole('button', { name: /^Calculate/ }).first().waitFor();

      await page.goto(`${toolkit.baseUrl}/account`);
      await page.getByText('Verified', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(0);
      await context.close();
    }, 120_000);
  }

  it('tells a signed-out visitor with an old link how to get a new one', async () => {
    const owner = await browser.newContext();
    const email = `old.link.${Date.now()}@example.com`;
    await signUp(owner, email);
    const first = mailbox.linkFor(email, '/verify-email');
    const resent = await owner.request.post(`${toolkit.baseUrl}/api/v1/account/email-verification`, { headers: { origin: toolkit.baseUrl } });
    expect(resent.status()).toBe(200);
    const newest = mailbox.linkFor(email, '/verify-email');
    await owner.close();

    const stranger = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await stranger.newPage();
    // The newest link works signed out too; then the older one is void (one proof per address).
    await page.goto(newest);
    await page.getByText('Your email address is verified.').waitFor();
    await page.locator('#main').getByRole('button', { name: 'Log In' }).waitFor();
    await page.goto(first);
    await page.getByRole('alert').getByText('This link has already been used or has expired.').waitFor();
    await page.getByText('Log in, then send yourself a new link from your account page.').waitFor();
    await expectFitsAndAccessible(page, 'verify-email landing, signed out, old link, 360 px');
    await stranger.close();
  });

  it('never says a link was sent when the hourly limits held it back, and says when one can be asked for', async () => {
    // An office behind one address: sign-ups until the network's first links are used up (the other tests' count too).
    const mailed: BrowserContext[] = [];
    const signUpHeld = async (name: string) => {
      for (let i = 0; i < 30; i += 1) {
        const context = await browser.newContext({ viewport: { width: 360, height: 900 } });
        const email = `${name}.${i}.${Date.now()}@example.com`;
        const state = await signUp(context, email);
        if (state.sentAt === null) return { context, email };
        mailed.push(context);
      }
      throw new Error('every sign-up got its mail: the first-link limit never held one back');
    };
    const held = await signUpHeld('office');
    expect(verificationMails(held.email)).toHaveLength(0);

    const page = await held.context.newPage();
    await page.goto(`${toolkit.baseUrl}/account`);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Verify your email' }) });
    await card.getByText('We couldn’t send your verification link').waitFor();
    expect(await card.textContent()).not.toContain('We sent a link');
    expect(await card.textContent()).toContain(held.email);
    expect(await card.textContent()).toContain('Ask for it with the button below.');
    await expectFitsAndAccessible(page, 'account, first link held back, 360 px');

    // Resends are counted apart from sign-ups: the link goes out, and only now the card says it was sent.
    await card.getByRole('button', { name: 'Send the link' }).click();
    await card.getByRole('status').getByText(`We have sent a new verification link to ${held.email}.`).waitFor();
    await card.getByText('We sent a link to').waitFor();
    expect(verificationMails(held.email)).toHaveLength(1);

    // The network's resends used up too: a newcomer reads that nothing was sent and when to ask.
    const later = await signUpHeld('newcomer');
    for (const context of mailed) {
      if ((await askForLink(context)).status() === 429) break;
    }
    const state = await later.context.request.get(`${toolkit.baseUrl}/api/v1/auth/user`);
    const mail = ((await state.json()) as { verificationMail: VerificationMail }).verificationMail;
    expect(mail).toMatchObject({ sentAt: null, limitedBy: 'network' });
    const laterPage = await later.context.newPage();
    await laterPage.goto(`${toolkit.baseUrl}/account`);
    const at = await laterPage.evaluate((iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }), mail.nextLinkAt!);
    const laterCard = laterPage.locator('section', { has: laterPage.getByRole('heading', { name: 'Verify your email' }) });
    await laterCard.getByText(`You can ask for one at ${at}.`).waitFor();
    expect(await laterCard.textContent()).not.toContain('We sent a link');

    // The premium gate says the same.
    await laterPage.goto(`${toolkit.baseUrl}/qdro`);
    const gate = laterPage.locator('.premium-access');
    await gate.getByRole('heading', { name: 'Verify your email to use your free calculations' }).waitFor();
    await gate.getByText(`You can ask for one at ${at}.`).waitFor();
    expect(await gate.textContent()).not.toMatch(/We sent a link|link we sent/);
    await expectFitsAndAccessible(laterPage, 'qdro gate, no link sent, 360 px');
    // And the home page's premium offer.
    await laterPage.goto(`${toolkit.baseUrl}/`);
    const offer = laterPage.locator('.premium-offer').filter({ hasText: 'Verify your email' });
    await offer.getByText(`You can ask for one at ${at}.`).waitFor();
    expect(await offer.textContent()).not.toMatch(/We sent a link|link we sent/);

    await Promise.all([held.context, later.context, ...mailed].map((context) => context.close()));
  }, 180_000);
});
