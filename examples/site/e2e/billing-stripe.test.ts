import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFullAccess } from '../../../api/src/billing/entitlement.js';
import { stripeBilling } from '../../../api/src/billing/stripe.js';
import { siteContentSecurityPolicy } from '../../../api/src/http/security-headers.js';
import { startFakeStripe, TEST_PRICES, type FakeStripe } from '../../../api/src/test-support/stripe-api.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Stripe mode in Chromium: the server runs the real Stripe adapter (the official SDK) against a local
 * server playing Stripe's API, and the browser's Stripe.js is a stand-in served at its real address
 * (js.stripe.com, through the page's own Content-Security-Policy) whose confirmation goes to
 * api.stripe.com, answered here from the same fake Stripe. Stripe's network is the only thing replaced.
 */

let fakeStripe: FakeStripe;
let toolkit: Toolkit;
let browser: Browser;

const PUBLISHABLE_KEY = 'pk_test_site_journey';

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  const billing = stripeBilling({
    secretKey: 'sk_test_site_journey',
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: 'whsec_site_journey',
    prices: TEST_PRICES,
    api: { host: '127.0.0.1', port: fakeStripe.port, protocol: 'http' },
  });
  [toolkit, browser] = await Promise.all([startToolkit({ billing }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
  await fakeStripe?.close();
});

/** Stands in for Stripe.js: a Payment Element with one card field, and a confirmation sent to Stripe's API. */
const FAKE_STRIPE_JS = `
window.Stripe = function (publishableKey) {
  var clientSecret = null;
  return {
    elements: function (options) {
      clientSecret = options.clientSecret;
      return {
        create: function (type) {
          return {
            mount: function (target) {
              var label = document.createElement('label');
              label.textContent = 'Card number';
              var input = document.createElement('input');
              input.name = 'cardnumber';
              label.appendChild(input);
              target.appendChild(label);
              window.__paymentElement = { publishableKey: publishableKey, clientSecret: clientSecret, type: type };
            },
            destroy: function () {},
          };
        },
        submit: function () { return Promise.resolve({}); },
      };
    },
    confirmPayment: function (options) {
      var intent = clientSecret.split('_secret_')[0];
      return fetch('https://api.stripe.com/v1/payment_intents/' + intent + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'key=' + encodeURIComponent(publishableKey) + '&redirect=' + options.redirect,
      })
        .then(function (response) { return response.json(); })
        .then(function (body) {
          return body.error ? { error: body.error } : { paymentIntent: { id: intent, status: body.status } };
        });
    },
  };
};
`;

/** How Stripe answers the browser's confirmation this time. */
let nextConfirmation: 'decline' | 'pay' = 'pay';

async function playStripeInTheBrowser(page: Page): Promise<string[]> {
  const stripeRequests: string[] = [];
  await page.route('https://js.stripe.com/**', (route: Route) => {
    stripeRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route('https://api.stripe.com/**', (route: Route) => {
    stripeRequests.push(route.request().url());
    const headers = { 'access-control-allow-origin': '*' };
    if (nextConfirmation === 'decline') {
      return route.fulfill({ status: 402, headers, contentType: 'application/json', body: JSON.stringify({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }) });
    }
    const waiting = [...fakeStripe.subscriptions.entries()].filter(([, subscription]) => subscription.status === 'incomplete');
    if (waiting.length !== 1) return route.fulfill({ status: 500, headers, body: '{}' });
    fakeStripe.paySubscription(waiting[0]![0]);
    return route.fulfill({ status: 200, headers, contentType: 'application/json', body: JSON.stringify({ status: 'succeeded' }) });
  });
  return stripeRequests;
}

describe('Stripe mode in the browser', () => {
  it('loads Stripe.js from Stripe under the page policy, shows a declined card, then pays and activates without leaving the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const stripeRequests = await playStripeInTheBrowser(page);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    const email = `stripe.${Date.now()}@example.com`;
    const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
      headers: { origin: toolkit.baseUrl },
      data: { email, password: 'a long stripe passphrase', firstName: 'Sky', lastName: 'Stripe', username: `sky${Date.now()}` },
    });
    expect(registered.status()).toBe(201);

    const response = await page.goto(`${toolkit.baseUrl}/subscribe`);
    expect(response?.headers()['content-security-policy']).toBe(siteContentSecurityPolicy({ stripe: true }));
    await page.getByRole('button', { name: 'Choose Monthly' }).waitFor();
    expect(await page.getByText(/Sandbox/).count()).toBe(0);
    // Nothing is loaded from Stripe before the payment step needs it.
    expect(stripeRequests).toEqual([]);

    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    const payment = page.getByRole('dialog', { name: 'Full Access — Monthly' });
    await payment.getByLabel('Card number').waitFor();
    const mounted = await page.evaluate(() => (window as unknown as { __paymentElement: { publishableKey: string; clientSecret: string; type: string } }).__paymentElement);
    expect(mounted.publishableKey).toBe(PUBLISHABLE_KEY);
    expect(mounted.type).toBe('payment');
    expect(mounted.clientSecret).toMatch(/^pi_\d+_secret_/);
    expect(stripeRequests).toEqual(['https://js.stripe.com/v3/']);
    expect(await payment.getByText(/Sandbox/).count()).toBe(0);

    nextConfirmation = 'decline';
    await payment.getByRole('button', { name: 'Pay $19.99 per month' }).click();
    await page.locator('securesplit-toasts').getByText('Payment Failed', { exact: true }).waitFor();
    await page.locator('securesplit-toasts').getByText('Your card was declined.').waitFor();
    expect(await hasFullAccess(toolkit.store, (await toolkit.store.users.findByEmail(email))!, new Date())).toBe(false);

    nextConfirmation = 'pay';
    await payment.getByRole('button', { name: 'Pay $19.99 per month' }).click();
    await page.waitForURL((url) => url.pathname === '/success');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Full Access!' }).waitFor();
    expect(await hasFullAccess(toolkit.store, (await toolkit.store.users.findByEmail(email))!, new Date())).toBe(true);
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
