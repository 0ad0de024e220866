import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { normalizeEmail } from '../email-address.js';
import type { PlanName } from '../store/schema.js';
import { BillingRefusal, WebhookSignatureError, type Billing, type BillingEvent, type ProviderCheckout, type ProviderSubscription } from './billing.js';
import { CURRENCY } from './plans.js';

/** Stripe's own default; the same value is checked here so the rule is visible (issue 12 §4). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Price ids (price_...) of the monthly ($19.99) and yearly ($149) Full Access prices. */
  prices: Record<PlanName, string>;
  /** Where the API is; tests point the real SDK at a local server playing Stripe. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of failed network calls (the SDK's backoff); default 2. */
  maxNetworkRetries?: number;
}

/**
 * The Stripe-Signature header's timestamp must be within the tolerance on either side of now. The SDK
 * refuses only old signatures; one dated in the future would stay replayable until that time came and
 * went (a leaked secret's events pre-signed for later), so those are refused here, by the real clock as
 * Stripe signs by it.
 */
export function checkSignedAt(signature: string, nowMs: number): void {
  const stamp = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature)?.[1];
  if (stamp === undefined) throw new WebhookSignatureError('the Stripe-Signature header has no timestamp');
  const ageSeconds = Math.floor(nowMs / 1000) - Number(stamp);
  if (ageSeconds > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError(`it was signed more than ${WEBHOOK_TOLERANCE_SECONDS} seconds ago`);
  }
  if (ageSeconds < -WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError(`it is dated more than ${WEBHOOK_TOLERANCE_SECONDS} seconds in the future`);
  }
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed', 'invoice.payment_succeeded']);
const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

/**
 * Billing through Stripe with the official SDK: a customer per account; subscriptions created
 * incomplete (payment_behavior default_incomplete) and confirmed in the browser with the Payment
 * Element through the invoice's confirmation secret; plan changes prorated on the next invoice;
 * cancellation at the period end; the money-back refund; the $99 review as a Checkout Session.
 */
export function stripeBilling(settings: StripeSettings): Billing {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'SecureSplit' },
    ...(settings.api ?? {}),
  });
  const planOfPrice = new Map<string, PlanName>(Object.entries(settings.prices).map(([plan, price]) => [price, plan as PlanName]));

  function toProvider(subscription: Stripe.Subscription): ProviderSubscription {
    const item = subscription.items.data[0];
    const priceId = item?.price.id;
    const plan = (priceId !== undefined ? planOfPrice.get(priceId) : undefined) ?? subscription.metadata?.plan;
    if (plan !== 'monthly' && plan !== 'yearly') {
      throw new Error(`Stripe subscription ${subscription.id} has price ${priceId ?? '(none)'}, which is neither configured plan`);
    }
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      plan,
      status: subscription.status,
      // Newer API versions may express "cancel at the period end" as cancel_at set to that time.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.status !== 'canceled'),
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      startedAt: new Date(subscription.start_date * 1000),
    };
  }

  function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
    const userId = Number(session.metadata?.userId ?? session.client_reference_id ?? Number.NaN);
    return {
      id: session.id,
      paid: session.payment_status === 'paid',
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? CURRENCY,
      service: session.metadata?.service ?? '',
      userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    };
  }

  return {
    provider: 'stripe',
    publishableKey: settings.publishableKey,
    async createCustomer({ userId, email, name }) {
      // The idempotency key makes a retried request (a timeout) return the same customer, not a second one.
      // It names the email too: a database started afresh reuses account ids, and Stripe keeps keys a day.
      const emailDigest = createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 16);
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId: String(userId) } },
        { idempotencyKey: `securesplit-customer-${userId}-${emailDigest}` },
      );
      return customer.id;
    },
    async createSubscription(customerId, plan, userId) {
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: settings.prices[plan] }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { userId: String(userId), plan },
      });
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === 'object' && invoice !== null ? invoice.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} came back without a confirmation secret`);
      return { subscription: toProvider(subscription), clientSecret };
    },
    async confirmSubscription(customerId, subscriptionId, paymentIntentId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] });
      if (idOf(subscription.customer) !== customerId) throw new BillingRefusal('This payment does not belong to your subscription.', 404);
      const invoice = subscription.latest_invoice;
      const payments = typeof invoice === 'object' && invoice !== null ? (invoice.payments?.data ?? []) : [];
      if (!payments.some((payment) => idOf(payment.payment.payment_intent) === paymentIntentId)) {
        throw new BillingRefusal('This payment does not belong to your subscription.', 404);
      }
      return toProvider(subscription);
    },
    async retrieveSubscription(subscriptionId) {
      return toProvider(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async changePlan(subscriptionId, plan) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: settings.prices[plan] }],
        proration_behavior: 'create_prorations',
      });
      return toProvider(updated);
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return toProvider(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },
    async refundAndCancel(subscriptionId) {
      // Refund first, each payment with its own idempotency key: if ending the subscription then fails,
      // trying again refunds nothing twice and ends it.
      const invoices = await stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100, expand: ['data.payments'] });
      let refundedCents = 0;
      for (const invoice of invoices.data) {
        for (const payment of invoice.payments?.data ?? []) {
          const paymentIntent = idOf(payment.payment.payment_intent);
          if (payment.status !== 'paid' || paymentIntent === undefined) continue;
          const refund = await stripe.refunds.create(
            { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { subscription: subscriptionId, rule: 'money-back-7-days' } },
            { idempotencyKey: `securesplit-money-back-${paymentIntent}` },
          );
          refundedCents += refund.amount;
        }
      }
      const canceled = await stripe.subscriptions.cancel(subscriptionId);
      return { subscription: toProvider(canceled), refundedCents };
    },
    async cancelNow(subscriptionId) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (current.status === 'canceled' || current.status === 'incomplete_expired') return toProvider(current);
      return toProvider(await stripe.subscriptions.cancel(subscriptionId));
    },
    async createReviewCheckout(checkout) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: checkout.amountCents,
              product_data: { name: 'Priority CDFA review (45 minutes)' },
            },
          },
        ],
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
        ...(checkout.userId !== null ? { client_reference_id: String(checkout.userId) } : {}),
        metadata: { service: checkout.service, ...(checkout.userId !== null ? { userId: String(checkout.userId) } : {}) },
      });
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} came back without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async retrieveReviewCheckout(sessionId) {
      try {
        return toCheckout(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
        throw error;
      }
    },
    parseWebhook(rawBody, signature): BillingEvent {
      checkSignedAt(signature, Date.now());
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        // Our own words, not the SDK's (its text names its internals and links its docs); the cause keeps it for the log.
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError('no signature matches the body and the signing secret', { cause: error });
        }
        throw new WebhookSignatureError('the event could not be read', { cause: error });
      }
      const { id, type } = event;
      const object = event.data.object as unknown;
      if (SUBSCRIPTION_EVENTS.has(type)) {
        return { id, type, kind: 'subscription', subscriptionId: (object as Stripe.Subscription).id };
      }
      if (INVOICE_EVENTS.has(type)) {
        const subscriptionId = idOf((object as Stripe.Invoice).parent?.subscription_details?.subscription);
        return subscriptionId !== undefined ? { id, type, kind: 'subscription', subscriptionId } : { id, type, kind: 'ignored' };
      }
      if (CHECKOUT_EVENTS.has(type)) {
        return { id, type, kind: 'checkout', checkout: toCheckout(object as Stripe.Checkout.Session) };
      }
      return { id, type, kind: 'ignored' };
    },
  };
}
