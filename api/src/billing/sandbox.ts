import { randomBytes } from 'node:crypto';
import type { SandboxBillingStore, SandboxSubscription } from '../store/sandbox-billing.js';
import type { Billing, ProviderCheckout, ProviderSubscription } from './billing.js';
import { BillingRefusal, WebhookSignatureError } from './billing.js';
import { periodEnd, PLANS } from './plans.js';

/** Stripe lets an unpaid first invoice wait 23 hours before the subscription expires; the sandbox does too. */
const INCOMPLETE_EXPIRES_MS = 23 * 60 * 60 * 1000;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** What only the sandbox can do: pay a checkout without a card, and move a subscription to its period end. */
export interface SandboxControls {
  findCheckout(sessionId: string): Promise<{ id: string; amountCents: number; service: string; successUrl: string; cancelUrl: string; paid: boolean } | undefined>;
  /** Pays the session (no card) and answers it as the provider would after payment. */
  completeCheckout(sessionId: string): Promise<ProviderCheckout & { successUrl: string }>;
  /** The clock reaches the end of the current period: it renews, or ends when set to cancel. */
  endPeriod(subscriptionId: string): Promise<ProviderSubscription>;
}

function toProvider(row: SandboxSubscription): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    plan: row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: new Date(row.currentPeriodEnd),
    startedAt: new Date(row.createdAt),
  };
}

/** What the sandbox's clock has done to a subscription since it was last read. */
function settle(row: SandboxSubscription, now: Date): Partial<SandboxSubscription> | undefined {
  if (row.status === 'incomplete' && now.getTime() - new Date(row.createdAt).getTime() >= INCOMPLETE_EXPIRES_MS) {
    return { status: 'incomplete_expired' };
  }
  if ((row.status !== 'active' && row.status !== 'trialing') || now.getTime() < new Date(row.currentPeriodEnd).getTime()) return undefined;
  if (row.cancelAtPeriodEnd) return { status: 'canceled' };
  let start = new Date(row.currentPeriodEnd);
  let end = periodEnd(start, row.plan);
  while (end.getTime() <= now.getTime()) {
    start = end;
    end = periodEnd(start, row.plan);
  }
  return { currentPeriodStart: start, currentPeriodEnd: end };
}

/**
 * The sandbox payment provider: the default without STRIPE_SECRET_KEY, so billing works on a fresh
 * machine. No card and no money: a subscription is paid when the person confirms on the sandbox
 * payment step, periods are kept in the database and run by the server's clock. It keeps its own
 * records (sandbox_* tables), as Stripe would on its side; the server records what it answers
 * exactly as it records Stripe's answers.
 */
export function sandboxBilling(options: { store: () => SandboxBillingStore; now: () => Date }): Billing & { sandbox: SandboxControls } {
  const { now } = options;
  const store = () => options.store();

  async function read(subscriptionId: string): Promise<SandboxSubscription> {
    const row = await store().findSubscription(subscriptionId);
    if (!row) throw new BillingRefusal(`No such subscription: ${subscriptionId}`, 404);
    const changes = settle(row, now());
    return changes ? store().updateSubscription(row.id, changes) : row;
  }

  async function live(subscriptionId: string): Promise<SandboxSubscription> {
    const row = await read(subscriptionId);
    if (row.status === 'canceled' || row.status === 'incomplete_expired') {
      throw new BillingRefusal('This subscription has ended.');
    }
    return row;
  }

  const checkoutOf = (row: { id: string; amountCents: number; service: string; paidAt: Date | null }, userId: number | null): ProviderCheckout => ({
    id: row.id,
    paid: row.paidAt !== null,
    amountCents: row.amountCents,
    currency: 'usd',
    service: row.service,
    userId,
  });

  return {
    provider: 'sandbox',
    publishableKey: null,
    async createCustomer() {
      return newId('sandbox_cus');
    },
    async createSubscription(customerId, plan) {
      const start = now();
      const paymentIntentId = newId('sandbox_pi');
      const row = await store().createSubscription({
        id: newId('sandbox_sub'),
        customerId,
        plan,
        status: 'incomplete',
        cancelAtPeriodEnd: false,
        currentPeriodStart: start,
        currentPeriodEnd: periodEnd(start, plan),
        paymentIntentId,
        paidAt: null,
        refundedAt: null,
        createdAt: start,
      });
      return { subscription: toProvider(row), clientSecret: `${paymentIntentId}_secret_${randomBytes(12).toString('base64url')}` };
    },
    async confirmSubscription(customerId, subscriptionId, paymentIntentId) {
      const row = await read(subscriptionId);
      if (row.customerId !== customerId || row.paymentIntentId !== paymentIntentId) {
        throw new BillingRefusal('This payment does not belong to your subscription.', 404);
      }
      if (row.status !== 'incomplete') return toProvider(row);
      // Paid (no card in the sandbox): the first period starts now.
      const paidAt = now();
      return toProvider(
        await store().updateSubscription(row.id, { status: 'active', paidAt, currentPeriodStart: paidAt, currentPeriodEnd: periodEnd(paidAt, row.plan) }),
      );
    },
    async retrieveSubscription(subscriptionId) {
      return toProvider(await read(subscriptionId));
    },
    async changePlan(subscriptionId, plan) {
      const row = await live(subscriptionId);
      if (row.plan === plan) return toProvider(row);
      // As at Stripe, a change of interval starts a new period now (the prorated difference is not charged here).
      const start = now();
      return toProvider(await store().updateSubscription(row.id, { plan, currentPeriodStart: start, currentPeriodEnd: periodEnd(start, plan) }));
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await live(subscriptionId);
      return toProvider(await store().updateSubscription(row.id, { cancelAtPeriodEnd: cancel }));
    },
    async refundAndCancel(subscriptionId) {
      const row = await live(subscriptionId);
      const refundedCents = row.paidAt !== null && row.refundedAt === null ? PLANS[row.plan].amountCents : 0;
      const ended = await store().updateSubscription(row.id, { status: 'canceled', refundedAt: now(), currentPeriodEnd: now() });
      return { subscription: toProvider(ended), refundedCents };
    },
    async cancelNow(subscriptionId) {
      const row = await read(subscriptionId);
      if (row.status === 'canceled' || row.status === 'incomplete_expired') return toProvider(row);
      return toProvider(await store().updateSubscription(row.id, { status: 'canceled', currentPeriodEnd: now() }));
    },
    async createReviewCheckout(checkout) {
      const id = newId('sandbox_cs');
      await store().createCheckoutSession({
        id,
        amountCents: checkout.amountCents,
        service: checkout.service,
        successUrl: checkout.successUrl,
        cancelUrl: checkout.cancelUrl,
        paidAt: null,
        createdAt: now(),
      });
      // The sandbox's "hosted checkout" is the site's own page on the same origin as the success page.
      const url = new URL('/sandbox-checkout', checkout.successUrl);
      url.searchParams.set('session_id', id);
      return { sessionId: id, url: url.href };
    },
    async retrieveReviewCheckout(sessionId) {
      const row = await store().findCheckoutSession(sessionId);
      return row ? checkoutOf(row, null) : undefined;
    },
    parseWebhook() {
      throw new WebhookSignatureError('The sandbox has no webhooks; set STRIPE_SECRET_KEY to use Stripe.');
    },
    sandbox: {
      async findCheckout(sessionId) {
        const row = await store().findCheckoutSession(sessionId);
        if (!row) return undefined;
        return { id: row.id, amountCents: row.amountCents, service: row.service, successUrl: row.successUrl, cancelUrl: row.cancelUrl, paid: row.paidAt !== null };
      },
      async completeCheckout(sessionId) {
        const row = await store().markCheckoutSessionPaid(sessionId, now());
        if (!row) throw new BillingRefusal(`No such checkout session: ${sessionId}`, 404);
        return { ...checkoutOf(row, null), successUrl: row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id) };
      },
      async endPeriod(subscriptionId) {
        const row = await live(subscriptionId);
        if (row.status === 'incomplete') throw new BillingRefusal('This subscription has not been paid yet.');
        const moved = await store().updateSubscription(row.id, { currentPeriodEnd: now() });
        const changes = settle(moved, now());
        return toProvider(changes ? await store().updateSubscription(row.id, changes) : moved);
      },
    },
  };
}
