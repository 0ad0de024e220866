import { hasFullAccess } from './entitlement.js';
import type { Billing, BillingEvent, ProviderCheckout, ProviderSubscription } from './billing.js';
import type { SandboxControls } from './sandbox.js';
import { REVIEW_SERVICE } from './plans.js';
import type { Store, Stores } from '../store/index.js';
import type { ReviewPurchase } from '../store/review-purchases.js';
import { ENDED_STATUSES, type SaveOutcome, type SubscriptionState } from '../store/subscriptions.js';

/** What billing operations need: the provider, and the sandbox's own controls when it is the sandbox. */
export interface BillingDeps {
  billing: Billing;
  sandbox: SandboxControls | undefined;
  /** POST /api/v1/billing/sandbox/subscription/end-period answers (sandbox only; tests and local runs). */
  sandboxControls: boolean;
}

export function subscriptionState(userId: number, billing: Billing, subscription: ProviderSubscription, readAt: Date): SubscriptionState {
  return {
    userId,
    provider: billing.provider,
    providerCustomerId: subscription.customerId,
    providerSubscriptionId: subscription.id,
    plan: subscription.plan,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    stateAt: readAt,
  };
}

/**
 * Records what the provider answered. `readAt` is the time the provider call was made (before it):
 * a reading started later sees every change made before it started, so it may replace this one, and
 * never the other way round. A change that lands while a reading is on the wire is fixed by its own
 * webhook event, which reads the subscription again.
 */
export async function recordSubscription(
  store: Store,
  billing: Billing,
  userId: number,
  subscription: ProviderSubscription,
  readAt: Date,
  options: { replace?: boolean } = {},
): Promise<SaveOutcome> {
  return store.transaction((stores) => stores.subscriptions.save(subscriptionState(userId, billing, subscription, readAt), options));
}

/** The account's customer at the provider, created on first use. */
export async function customerFor(store: Store, billing: Billing, user: { id: number; email: string; firstName: string; lastName: string }): Promise<string> {
  const known = await store.billingCustomers.findCustomerId(user.id, billing.provider);
  if (known !== undefined) return known;
  const created = await billing.createCustomer({ userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` });
  // Two first subscriptions at once would make two customers; the first one stored is the account's.
  return store.billingCustomers.save(user.id, billing.provider, created);
}

/** Records a paid review: the buyer (if signed in when buying) is a member at this moment gets priority. */
export async function recordPaidReview(stores: Stores, billing: Billing, checkout: ProviderCheckout, now: Date): Promise<ReviewPurchase> {
  const existing = await stores.reviewPurchases.findBySession(billing.provider, checkout.id);
  let userId = existing ? existing.userId : checkout.userId;
  const buyer = userId !== null ? await stores.users.findById(userId) : undefined;
  if (!buyer) userId = null;
  const memberPriority = buyer ? await hasFullAccess(stores, buyer, now) : false;
  const { purchase } = await stores.reviewPurchases.markPaid(
    { provider: billing.provider, sessionId: checkout.id, userId, service: checkout.service, amountCents: checkout.amountCents, currency: checkout.currency },
    { paidAt: now, memberPriority },
  );
  return purchase;
}

export type WebhookOutcome = 'processed' | 'duplicate';

/**
 * Applies a verified webhook event once. Subscription events do not trust the event's copy of the
 * subscription: it is read again from the provider (so events arriving late, twice or out of order
 * leave the newest state), then the event id and the effect are stored in one transaction. If any
 * of it fails, nothing is stored and the error reaches the caller (5xx: the provider sends it again).
 */
export async function processWebhookEvent(store: Store, billing: Billing, event: BillingEvent, now: () => Date): Promise<WebhookOutcome> {
  if (await store.billingWebhookEvents.isProcessed(event.id)) return 'duplicate';
  let effect: (stores: Stores) => Promise<unknown> = async () => undefined;
  if (event.kind === 'subscription') {
    const readAt = now();
    const subscription = await billing.retrieveSubscription(event.subscriptionId);
    const userId = await store.billingCustomers.findUserId(billing.provider, subscription.customerId);
    // A subscription of a customer we never made (another app on the same Stripe account) is not ours.
    if (userId !== undefined) effect = (stores) => stores.subscriptions.save(subscriptionState(userId, billing, subscription, readAt));
  } else if (event.kind === 'checkout') {
    const { checkout } = event;
    if (checkout.paid && checkout.service === REVIEW_SERVICE) effect = (stores) => recordPaidReview(stores, billing, checkout, now());
  }
  return store.transaction(async (stores) => {
    if (!(await stores.billingWebhookEvents.claim(event, now()))) return 'duplicate';
    await effect(stores);
    return 'processed';
  });
}

/**
 * Before an account is deleted: its live subscription is ended at the provider now (no refund), so
 * nobody is charged for an account that no longer exists. Throws when the provider cannot do it; the
 * deletion then stops before anything is deleted, and can be asked for again.
 */
export async function endSubscriptionOfDeletedAccount(store: Store, billing: Billing, userId: number, logger: { warn(o: object, m: string): void }): Promise<void> {
  const row = await store.subscriptions.findForUser(userId);
  if (!row || ENDED_STATUSES.has(row.status)) return;
  if (row.provider !== billing.provider) {
    // Made under the other billing mode (e.g. the sandbox before Stripe was configured): not reachable from here.
    logger.warn({ userId, provider: row.provider }, 'account deleted with a subscription of another billing mode; end it there');
    return;
  }
  await billing.cancelNow(row.providerSubscriptionId);
}
