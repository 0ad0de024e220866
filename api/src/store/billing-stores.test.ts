import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwner } from './account-data.js';
import type { Store } from './index.js';
import type { SubscriptionState } from './subscriptions.js';
import { storeTargets } from '../test-support/stores.js';

const T0 = new Date('2026-11-26T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(storeTargets())('billing stores on $name', (target) => {
  let store: Store;
  let people = 0;
  beforeAll(async () => {
    store = await target.open();
  });
  afterAll(async () => {
    await target.dispose(store);
  });

  async function person() {
    people += 1;
    const created = await store.users.create({
      email: `billing${people}@example.com`,
      username: `billing${people}`,
      firstName: 'Bill',
      lastName: 'Ing',
      passwordHash: 'not a real hash',
    });
    if ('conflict' in created) throw new Error('test user collided');
    return created;
  }

  const state = (userId: number, changes: Partial<SubscriptionState> = {}): SubscriptionState => ({
    userId,
    provider: 'stripe',
    providerCustomerId: `cus_${userId}`,
    providerSubscriptionId: `sub_${userId}_a`,
    plan: 'monthly',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: at(30 * 86_400),
    stateAt: at(10),
    ...changes,
  });

  it('never lets an older reading of a subscription replace a newer one', async () => {
    const user = await person();
    expect(await store.subscriptions.save(state(user.id, { status: 'active', stateAt: at(20) }))).toBe('saved');
    expect(await store.subscriptions.save(state(user.id, { status: 'incomplete', stateAt: at(10) }))).toBe('stale');
    expect(await store.subscriptions.findForUser(user.id)).toMatchObject({ status: 'active' });
    expect(await store.subscriptions.save(state(user.id, { cancelAtPeriodEnd: true, stateAt: at(20) }))).toBe('saved');
    expect(await store.subscriptions.findForUser(user.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('keeps the live subscription when another one of the account reports, unless told to replace it', async () => {
    const user = await person();
    await store.subscriptions.save(state(user.id));
    const other = state(user.id, { providerSubscriptionId: `sub_${user.id}_b`, status: 'incomplete_expired', stateAt: at(50) });
    expect(await store.subscriptions.save(other)).toBe('other-subscription');
    expect(await store.subscriptions.findForUser(user.id)).toMatchObject({ providerSubscriptionId: `sub_${user.id}_a` });
    const resubscribed = { ...other, status: 'incomplete' };
    expect(await store.subscriptions.save(resubscribed, { replace: true })).toBe('saved');
    expect(await store.subscriptions.findForUser(user.id)).toMatchObject({ providerSubscriptionId: `sub_${user.id}_b`, status: 'incomplete' });
    expect(await store.subscriptions.findByProviderId('stripe', `sub_${user.id}_b`)).toMatchObject({ userId: user.id });
    expect(await store.subscriptions.findByProviderId('stripe', `sub_${user.id}_a`)).toBeUndefined();
  });

  it('lets a new subscription replace one that has ended', async () => {
    const user = await person();
    await store.subscriptions.save(state(user.id, { status: 'canceled' }));
    const next = state(user.id, { providerSubscriptionId: `sub_${user.id}_c`, stateAt: at(5) });
    expect(await store.subscriptions.save(next)).toBe('saved');
    expect(await store.subscriptions.findForUser(user.id)).toMatchObject({ providerSubscriptionId: `sub_${user.id}_c`, status: 'active' });
  });

  it('claims a webhook event id once, and forgets the claim when its transaction fails', async () => {
    expect(await store.billingWebhookEvents.claim({ id: 'evt_once', type: 'invoice.paid' }, T0)).toBe(true);
    expect(await store.billingWebhookEvents.claim({ id: 'evt_once', type: 'invoice.paid' }, T0)).toBe(false);
    expect(await store.billingWebhookEvents.isProcessed('evt_once')).toBe(true);
    await expect(
      store.transaction(async (stores) => {
        expect(await stores.billingWebhookEvents.claim({ id: 'evt_rolled_back', type: 'invoice.paid' }, T0)).toBe(true);
        throw new Error('the effect failed');
      }),
    ).rejects.toThrow('the effect failed');
    expect(await store.billingWebhookEvents.isProcessed('evt_rolled_back')).toBe(false);
  });

  it('keeps one customer per account and provider, the first one stored', async () => {
    const user = await person();
    expect(await store.billingCustomers.save(user.id, 'stripe', 'cus_first')).toBe('cus_first');
    expect(await store.billingCustomers.save(user.id, 'stripe', 'cus_second')).toBe('cus_first');
    expect(await store.billingCustomers.findUserId('stripe', 'cus_first')).toBe(user.id);
    expect(await store.billingCustomers.findCustomerId(user.id, 'sandbox')).toBeUndefined();
  });

  it('marks a review purchase paid once, keeping the first payment time', async () => {
    const user = await person();
    const purchase = { provider: 'stripe' as const, sessionId: 'cs_test_once', userId: user.id, service: 'cdfa-review', amountCents: 9900, currency: 'usd' };
    await store.reviewPurchases.create(purchase);
    expect(await store.reviewPurchases.findBySession('stripe', 'cs_test_once')).toMatchObject({ status: 'open', paidAt: null });
    const first = await store.reviewPurchases.markPaid(purchase, { paidAt: at(1), memberPriority: true });
    expect(first).toMatchObject({ newlyPaid: true, purchase: { status: 'paid', memberPriority: true } });
    const again = await store.reviewPurchases.markPaid(purchase, { paidAt: at(99), memberPriority: false });
    expect(again.newlyPaid).toBe(false);
    expect(again.purchase.paidAt?.toISOString()).toBe(at(1).toISOString());
    // A session created elsewhere (the provider's dashboard) is recorded when it completes.
    const foreign = await store.reviewPurchases.markPaid({ ...purchase, sessionId: 'cs_test_foreign', userId: null }, { paidAt: at(2), memberPriority: false });
    expect(foreign).toMatchObject({ newlyPaid: true, purchase: { userId: null, amountCents: 9900, status: 'paid' } });
  });

  it('exports the billing rows of an account and deletes them with it, keeping paid reviews without the person', async () => {
    const user = await person();
    await store.billingCustomers.save(user.id, 'sandbox', `sandbox_cus_${user.id}`);
    await store.sandboxBilling.createSubscription({
      id: `sandbox_sub_${user.id}`,
      customerId: `sandbox_cus_${user.id}`,
      plan: 'yearly',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: T0,
      currentPeriodEnd: at(365 * 86_400),
      paymentIntentId: `sandbox_pi_${user.id}`,
      paidAt: T0,
      refundedAt: null,
      createdAt: T0,
    });
    await store.subscriptions.save(state(user.id, { provider: 'sandbox', providerSubscriptionId: `sandbox_sub_${user.id}`, plan: 'yearly' }));
    const purchase = { provider: 'sandbox' as const, sessionId: `sandbox_cs_${user.id}`, userId: user.id, service: 'cdfa-review', amountCents: 9900, currency: 'usd' };
    await store.reviewPurchases.markPaid(purchase, { paidAt: T0, memberPriority: true });

    const exported = await store.accountData.export(accountOwner(user));
    expect(exported.subscription).toMatchObject({ provider: 'sandbox', plan: 'yearly', status: 'active' });
    expect(exported.reviewPurchases).toEqual([expect.objectContaining({ amountCents: 9900, status: 'paid', memberPriority: true })]);

    await store.transaction((stores) => stores.accountData.erase(accountOwner(user)));
    expect(await store.subscriptions.findForUser(user.id)).toBeUndefined();
    expect(await store.billingCustomers.listForUser(user.id)).toEqual([]);
    expect(await store.sandboxBilling.findSubscription(`sandbox_sub_${user.id}`)).toBeUndefined();
    expect(await store.reviewPurchases.findBySession('sandbox', `sandbox_cs_${user.id}`)).toMatchObject({ userId: null, status: 'paid', amountCents: 9900 });
  });
});
