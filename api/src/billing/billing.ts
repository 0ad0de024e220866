import type { BillingProviderName, PlanName } from '../store/schema.js';

/** A subscription as the payment provider holds it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  plan: PlanName;
  /** The provider's status: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** When the subscription started (the money-back guarantee counts from here). */
  startedAt: Date;
}

/** A $99 review checkout session as the provider holds it. */
export interface ProviderCheckout {
  id: string;
  paid: boolean;
  amountCents: number;
  currency: string;
  service: string;
  /**
   * The account that started it, when the provider keeps it (Stripe: the session's metadata; the
   * sandbox: null, as our own purchase row already names it).
   */
  userId: number | null;
}

export interface NewCustomer {
  userId: number;
  email: string;
  name: string;
}

export interface NewReviewCheckout {
  amountCents: number;
  service: string;
  successUrl: string;
  cancelUrl: string;
  userId: number | null;
  customerEmail: string | null;
}

/** A provider webhook event after its signature was checked, reduced to what billing acts on. */
export type BillingEvent =
  | { id: string; type: string; kind: 'subscription'; subscriptionId: string }
  | { id: string; type: string; kind: 'checkout'; checkout: ProviderCheckout }
  | { id: string; type: string; kind: 'ignored' };

/** The provider refused on purpose (not ours, not in a state that allows it): the client gets this status and message. */
export class BillingRefusal extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409 = 409,
  ) {
    super(message);
    this.name = 'BillingRefusal';
  }
}

export class WebhookSignatureError extends Error {
  /** `message` is shown to the caller (our words); `cause` keeps the provider's own error for the log. */
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A payment provider, as billing uses it. Two implementations: Stripe (stripe.ts) and the sandbox
 * (sandbox.ts). Every method talks to the provider only; what the server records afterwards is the
 * same code for both (service.ts).
 */
export interface Billing {
  readonly provider: BillingProviderName;
  /** The public key the browser's payment form needs; null in the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(customer: NewCustomer): Promise<string>;
  /** An incomplete subscription and the client secret the payment form confirms. */
  createSubscription(customerId: string, plan: PlanName, userId: number): Promise<{ subscription: ProviderSubscription; clientSecret: string }>;
  /**
   * The subscription after the browser confirmed its first payment, checked with the provider: it is
   * the customer's, the payment intent is its own, and the provider's status says whether it is paid.
   */
  confirmSubscription(customerId: string, subscriptionId: string, paymentIntentId: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Switches the price; the difference is prorated on the next invoice. */
  changePlan(subscriptionId: string, plan: PlanName): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** The money-back guarantee: refunds every payment of the subscription in full and ends it now. */
  refundAndCancel(subscriptionId: string): Promise<{ subscription: ProviderSubscription; refundedCents: number }>;
  /** Ends it now without a refund (the account is being deleted). */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  createReviewCheckout(checkout: NewReviewCheckout): Promise<{ sessionId: string; url: string }>;
  /** The session, or undefined when the provider does not know it. */
  retrieveReviewCheckout(sessionId: string): Promise<ProviderCheckout | undefined>;
  /** Checks a webhook's signature on the raw body (Stripe only); throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string): BillingEvent;
}
