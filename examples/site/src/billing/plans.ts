import { formatCents, type BillingConfig, type PlanId } from './billing-api.js';

/** What each plan is called and how its price reads, from the server's prices (C4 config). */
export const PLAN_NAMES: Record<PlanId, string> = { monthly: 'Monthly', yearly: 'Yearly' };

export const INTERVAL_WORD: Record<'month' | 'year', string> = { month: 'month', year: 'year' };

/** "$19.99 per month" from the plan's price in cents. */
export function pricePerInterval(config: BillingConfig, plan: PlanId): string {
  const { amountCents, interval } = config.plans[plan];
  return `${formatCents(amountCents)} per ${INTERVAL_WORD[interval]}`;
}

/**
 * What the yearly plan saves against twelve monthly payments, in whole dollars rounded down
 * ($239.88 − $149 = $90.88 → "Save $90", as the product has always said).
 */
export function yearlySavingDollars(config: BillingConfig): number {
  return Math.floor((config.plans.monthly.amountCents * 12 - config.plans.yearly.amountCents) / 100);
}
