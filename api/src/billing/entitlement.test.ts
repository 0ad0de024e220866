import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/index.js';
import type { SubscriptionState } from '../store/subscriptions.js';
import { storeTargets } from '../test-support/stores.js';
import { hasFullAccess } from './entitlement.js';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(storeTargets())('hasFullAccess on $name', (target) => {
  let store: Store;
  let people = 0;
  beforeAll(async () => {
    store = await target.open();
  });
  afterAll(async () => {
    await target.dispose(store);
  });

  async function person(isPremium = false) {
    people += 1;
    const created = await store.users.create({
      email: `entitled${people}@example.com`,
      username: `entitled${people}`,
      firstName: 'Ent',
      lastName: 'Itled',
      passwordHash: 'not a real hash',
      isPremium,
    });
    if ('conflict' in created) throw new Error('test user collided');
    return { id: created.id, isPremium: created.isPremium };
  }

  async function subscribed(state: Partial<SubscriptionState>, isPremium = false) {
    const user = await person(isPremium);
    const saved = await store.subscriptions.save({
      userId: user.id,
      provider: 'sandbox',
      providerCustomerId: `cus_${user.id}`,
      providerSubscriptionId: `sub_${user.id}`,
      plan: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(NOW.getTime() + 10 * DAY),
      stateAt: NOW,
      ...state,
    });
    expect(saved).toBe('saved');
    return user;
  }

  it('is false for a free account without a subscription', async () => {
    expect(await hasFullAccess(store, await person(), NOW)).toBe(false);
  });

  it('is true when an admin granted isPremium, with no subscription at all', async () => {
    expect(await hasFullAccess(store, await person(true), NOW)).toBe(true);
  });

  it('is true for an active or trialing subscription', async () => {
    expect(await hasFullAccess(store, await subscribed({ status: 'active' }), NOW)).toBe(true);
    expect(await hasFullAccess(store, await subscribed({ status: 'trialing' }), NOW)).toBe(true);
  });

  it('keeps access while cancelling at the period end, until the end, then not', async () => {
    const end = new Date(NOW.getTime() + 3 * DAY);
    const user = await subscribed({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: end });
    expect(await hasFullAccess(store, user, NOW)).toBe(true);
    expect(await hasFullAccess(store, user, new Date(end.getTime() - 1))).toBe(true);
    expect(await hasFullAccess(store, user, end)).toBe(false);
    expect(await hasFullAccess(store, user, new Date(end.getTime() + DAY))).toBe(false);
  });

  it('is false for every status that is not active or trialing, even with a period still running', async () => {
    for (const status of ['incomplete', 'incomplete_expired', 'past_due', 'unpaid', 'canceled', 'paused']) {
      const user = await subscribed({ status, cancelAtPeriodEnd: status === 'canceled' });
      expect({ status, access: await hasFullAccess(store, user, NOW) }).toEqual({ status, access: false });
    }
  });

  it('goes with the subscription as it changes: payment failed, then paid again', async () => {
    const user = await subscribed({ status: 'active' });
    const later = (ms: number) => new Date(NOW.getTime() + ms);
    const base = {
      userId: user.id,
      provider: 'sandbox' as const,
      providerCustomerId: `cus_${user.id}`,
      providerSubscriptionId: `sub_${user.id}`,
      plan: 'monthly' as const,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: later(10 * DAY),
    };
    await store.subscriptions.save({ ...base, status: 'past_due', stateAt: later(1000) });
    expect(await hasFullAccess(store, user, later(2000))).toBe(false);
    await store.subscriptions.save({ ...base, status: 'active', stateAt: later(3000) });
    expect(await hasFullAccess(store, user, later(4000))).toBe(true);
  });

  it('never lends one person’s subscription to another', async () => {
    await subscribed({ status: 'active' });
    expect(await hasFullAccess(store, await person(), NOW)).toBe(false);
  });
});
