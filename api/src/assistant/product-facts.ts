import type { ProductFacts, ServiceOffer } from '@securesplit/engine';
import { MONEY_BACK_DAYS, PLANS, REVIEW_PRICE_CENTS } from '../billing/plans.js';
import { FREE_PREMIUM_CALCULATIONS_PER_MONTH } from '../premium/access.js';

const SPEC_SERVICES = { title: 'SecureSplit product specification, part 1', citation: '§1 What the product does; §9 Business constants' };

/**
 * The services the results screens promote (spec part 1 §1 and §9). The review's price is the one
 * billing charges; the others are not sold online, so their figures are the product's stated ones.
 */
export const SERVICES: readonly ServiceOffer[] = [
  {
    id: 'free-consultation',
    name: 'Free consultation',
    description:
      'A free 30-minute consultation with a certified divorce financial analyst (CDFA), by video or phone. Ask for one from any calculator result; an analyst calls back within 72 hours.',
    source: SPEC_SERVICES,
  },
  {
    id: 'priority-review',
    name: 'Priority CDFA review',
    priceCents: REVIEW_PRICE_CENTS,
    priceBasis: 'one-time',
    description:
      'A 45-minute review of your calculations and strategy with a CDFA, priority booking and a written summary of recommendations; Full Access members are booked first.',
    source: { title: 'SecureSplit billing: the priority review price', citation: 'api/src/billing/plans.ts REVIEW_PRICE_CENTS' },
  },
  {
    id: 'divorce-clarity-package',
    name: 'Divorce Clarity Package',
    priceCents: 199_700,
    priceBasis: 'flat fee',
    description:
      'A full financial plan for your divorce with a CDFA: 14-day turnaround and 30 days of follow-up, limited to 3-4 clients a month. Book a strategy session from any calculator result.',
    source: SPEC_SERVICES,
  },
];

/** The prices and services the assistant may state, from the data billing uses. */
export function productFacts(bookingUrl: string | undefined): ProductFacts {
  return {
    plans: {
      monthlyCents: PLANS.monthly.amountCents,
      yearlyCents: PLANS.yearly.amountCents,
      moneyBackDays: MONEY_BACK_DAYS,
      source: { title: 'SecureSplit billing: Full Access plans', citation: 'api/src/billing/plans.ts PLANS' },
    },
    freePremiumCalculationsPerMonth: FREE_PREMIUM_CALCULATIONS_PER_MONTH,
    services: SERVICES,
    ...(bookingUrl ? { bookingUrl } : {}),
  };
}
