import type { PlanName } from '../store/schema.js';

export type { PlanName };

/** Full Access prices (spec part 1, sections 1 and 9): $19.99 a month or $149 a year (saves $90). */
export const PLANS = {
  monthly: { amountCents: 1999, interval: 'month' },
  yearly: { amountCents: 14900, interval: 'year' },
} as const satisfies Record<PlanName, { amountCents: number; interval: 'month' | 'year' }>;

export const PLAN_NAMES = ['monthly', 'yearly'] as const satisfies readonly PlanName[];

/** The one-time priority CDFA review (45 minutes; members are booked first). */
export const REVIEW_PRICE_CENTS = 9900;
export const REVIEW_SERVICE = 'cdfa-review';
export const CURRENCY = 'usd';

/** The money-back guarantee: a refund on request within this many days of the subscription's start. */
export const MONEY_BACK_DAYS = 7;

/** The end of a billing period that starts at `start` (calendar month or year, clamped to the month's last day). */
export function periodEnd(start: Date, plan: PlanName): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (plan === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
