import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenDigest } from '../../../api/src/auth/admin.js';
import { horizontalOverflow } from '../../../widgets/test/browser/overflow.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/** Issue 32 §2: the review page asks in one sentence to share saved work with the analyst; only then the queue shows it. */

const ADMIN_TOKEN = 'review-hand-off-admin-token-0123456789';
let toolkit: Toolkit;
let browser: Browser;

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit({ auth: { adminTokenDigest: adminTokenDigest(ADMIN_TOKEN) } }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

let unique = 0;

/** Signs up in the page's context, saves a Texas child support calculation, and books the review; consenting or not. */
async function buyReview(page: Page, lastName: string, consent: boolean): Promise<void> {
  const id = `${Date.now()}${(unique += 1)}`;
  const origin = { origin: toolkit.baseUrl };
  const registered = await page.request.post(`${toolkit.baseUrl}/api/v1/auth/register`, {
    headers: origin,
    data: { email: `handoff.${id}@example.com`, password: 'a long hand-off passphrase', firstName: 'Sam', lastName, username: `sam${id}` },
  });
  expect(registered.status()).toBe(201);
  const calculated = await page.request.post(`${toolkit.baseUrl}/api/v1/calculators/child-support`, {
    headers: origin,
    data: { custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20, state: 'texas' },
  });
  expect(calculated.status()).toBe(200);

  await page.goto(`${toolkit.baseUrl}/priority-review`);
  const form = page.getByRole('region', { name: 'How should the analyst reach you?' });
  const handOff = form.getByRole('group', { name: 'Share your saved work with the analyst (optional)' });
  await handOff.getByRole('checkbox', { name: /Child support \(Texas\)/ }).check();
  if (consent) await handOff.getByRole('checkbox', { name: /I agree to share the calculations and scenarios I ticked with the analyst/ }).check();
  await form.getByLabel('Best time to reach you').selectOption('weekend');
  const measured = await horizontalOverflow(page);
  expect(measured.offenders).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Continue to payment ($99)' }).click();
  await page.waitForURL((url) => url.pathname === '/sandbox-checkout');
  await page.getByRole('button', { name: 'Pay $99 (sandbox)' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your priority CDFA review is booked' }).waitFor();
}

describe('the review hand-off (issue 32 §2)', () => {
  it('at 360 px: the analysts’ queue shows the shared calculation only for the buyer who agreed', async () => {
    const agreed = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await buyReview(agreed, 'Consenting', true);
    const declined = await browser.newPage({ viewport: { width: 360, height: 800 } });
    // Ticked a calculation but not the sentence: nothing is shared.
    await buyReview(declined, 'Declining', false);

    await agreed.goto(`${toolkit.baseUrl}/admin/dashboard`);
    await agreed.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await agreed.keyboard.press('Enter');
    const shared = agreed.getByRole('region', { name: 'Calculations buyers shared with the analyst' });
    await shared.waitFor();
    const text = await shared.innerText();
    expect(text).toContain('Shared by Sam Consenting');
    expect(text).not.toContain('Declining');
    const worksheet = shared.locator('details').first();
    expect(await worksheet.locator('summary').innerText()).toContain('Child support worksheet');
    await worksheet.locator('summary').click();
    expect(await worksheet.innerText()).toContain('Texas');
    const measured = await horizontalOverflow(agreed);
    expect(measured.offenders).toEqual([]);
    expect(await seriousViolations(agreed)).toEqual([]);
    await agreed.close();
    await declined.close();
  }, 120_000);
});
