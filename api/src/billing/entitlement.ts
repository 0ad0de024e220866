import type { Stores } from '../store/index.js';
import type { Subscription } from '../store/subscriptions.js';

/** Subscription statuses that give Full Access (with the period rule below when cancelling). */
const PAID_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/**
 * Whether a subscription row gives Full Access at `now`: active or trialing, and when it is set to
 * cancel at the period end, only until that end. (Stripe keeps such a subscription `active` until it
 * sends `customer.subscription.deleted`; the period end decides even if that event comes late. The
 * sandbox ends it the same way, by its clock.)
 */
export function subscriptionGivesAccess(
  subscription: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  now: Date,
): boolean {
  if (!PAID_STATUSES.has(subscription.status)) return false;
  if (!subscription.cancelAtPeriodEnd) return true;
  return subscription.currentPeriodEnd !== null && new Date(subscription.currentPeriodEnd).getTime() > now.getTime();
}

/**
 * The one rule: subscription active|trialing, or cancelled at period end with the period not ended, or
 * users.isPremium (granted by an admin or the test login). Decided on the server from our own records,
 * never from what a client sends, on every request that needs it.
 */
export async function hasFullAccess(stores: Stores, user: { id: number; isPremium: boolean }, now: Date): Promise<boolean> {
  if (user.isPremium) return true;
  const subscription = await stores.subscriptions.findForUser(user.id);
  return subscription !== undefined && subscriptionGivesAccess(subscription, now);
}
