import { accountRequest } from '../account/auth.js';

/**
 * The billing calls (contract C4), all with the session cookie and the first-party Origin the browser
 * sends; a refusal becomes an AccountProblem (status, the problem's detail or title, field errors).
 */

export type PlanId = 'monthly' | 'yearly';

export interface BillingConfig {
  mode: 'sandbox' | 'stripe';
  publishableKey: string | null;
  plans: Record<PlanId, { amountCents: number; interval: 'month' | 'year' }>;
  reviewPriceCents: number;
}

export interface CreatedSubscription {
  clientSecret: string;
  subscriptionId: string;
}

export interface SubscriptionDetails {
  hasSubscription: boolean;
  currentPlan: PlanId | null;
  /** The plan's price in dollars as the server states it (e.g. 19.99). */
  amount: number | null;
  interval: 'month' | 'year' | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  /** ISO date-time the paid period ends (renews, or ends when cancelling). */
  currentPeriodEnd: string | null;
  /** Whether the account has Full Access now, by the server's one rule (subscription or admin grant). */
  fullAccess?: boolean;
  /** Until when the 7-day money-back guarantee refunds in full (null when it does not apply). */
  moneyBackUntil?: string | null;
}

export interface BillingActionResult {
  success: boolean;
  message: string;
}

/** When the buyer prefers the analyst to call (the server's REVIEW_PREFERRED_TIMES). */
export type ReviewPreferredTime = 'weekday-morning' | 'weekday-afternoon' | 'weekday-evening' | 'weekend' | 'any';

/** Who the analyst contacts to arrange the priority review (issue 33 §5); stored with the order. */
export interface ReviewContactInput {
  name: string;
  email: string;
  phone?: string;
  preferredTime: ReviewPreferredTime;
  /** The browser's IANA time zone, so "mornings" are the buyer's mornings. */
  timeZone?: string;
}

/** The buyer's consent to show chosen saved calculations and scenarios to the analyst (issue 32 §2); signed in only. */
export interface ReviewHandOffInput {
  consent: true;
  calculationIds?: number[];
  scenarioIds?: number[];
}

export interface CdfaCheckout {
  sessionId: string;
  url: string;
}

/** The sandbox's stand-in for a hosted checkout session (sandbox mode only). */
export interface SandboxCheckoutSession {
  sessionId: string;
  amountCents: number;
  service: string;
  paid: boolean;
  /** Where to go once paid, with the session id filled in. */
  successUrl: string;
  cancelUrl: string;
}

export interface CdfaCheckoutStatus {
  paid: boolean;
  amountCents: number;
  service: string;
}

const BASE = '/api/v1/billing';

export const billingApi = {
  config: () => accountRequest<BillingConfig>('GET', `${BASE}/config`),
  createSubscription: (plan: PlanId) => accountRequest<CreatedSubscription>('POST', `${BASE}/create-subscription`, { plan }),
  subscriptionSuccess: (body: { paymentIntentId: string; subscriptionId: string; plan: PlanId }) =>
    accountRequest<BillingActionResult>('POST', `${BASE}/subscription-success`, body),
  subscription: () => accountRequest<SubscriptionDetails>('GET', `${BASE}/subscription`),
  cancel: () => accountRequest<BillingActionResult>('POST', `${BASE}/subscription/cancel`, {}),
  reactivate: () => accountRequest<BillingActionResult>('POST', `${BASE}/subscription/reactivate`, {}),
  /** The 7-day money-back guarantee: refunds in full and ends the subscription now. */
  refund: () => accountRequest<BillingActionResult>('POST', `${BASE}/subscription/refund`, {}),
  changePlan: (newPlan: PlanId) => accountRequest<BillingActionResult>('POST', `${BASE}/subscription/change-plan`, { newPlan }),
  /** `amount` is in dollars (99); the server charges its own price whatever is sent and refuses another. */
  createCdfaCheckout: (body: { amount: number; service: 'cdfa-review'; successUrl: string; cancelUrl: string; contact: ReviewContactInput; handOff?: ReviewHandOffInput }) =>
    accountRequest<CdfaCheckout>('POST', `${BASE}/create-cdfa-checkout`, body),
  cdfaCheckout: (sessionId: string) => accountRequest<CdfaCheckoutStatus>('GET', `${BASE}/cdfa-checkout/${encodeURIComponent(sessionId)}`),
  sandboxCheckout: (sessionId: string) => accountRequest<SandboxCheckoutSession>('GET', `${BASE}/sandbox/checkout-sessions/${encodeURIComponent(sessionId)}`),
  completeSandboxCheckout: (sessionId: string) =>
    accountRequest<{ paid: true; sessionId: string; successUrl: string }>('POST', `${BASE}/sandbox/checkout-sessions/${encodeURIComponent(sessionId)}/complete`, {}),
};

/** Dollars from cents, formatted the US way ($19.99, $149). Whole dollars show no cents. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}
