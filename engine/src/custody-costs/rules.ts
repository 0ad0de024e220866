import type { DatedParameter } from '../qdro/rules.js';
import type { Source } from '../rules/source.js';

/**
 * IRS standard mileage rate for business use, dollars per mile, by the date it applies from (the cost of driving
 * for exchanges). The calculation takes the rate in force on its date (`versionInForce`); after the last recorded
 * year the newest rate stays in use until a newer notice is recorded.
 */
export const MILEAGE_RATES: readonly DatedParameter<number>[] = [
  {
    value: 0.67,
    description: 'IRS standard mileage rate, business use: fixed and variable cost of driving a car one mile',
    unit: 'dollars',
    effective: { from: '2024-01-01', to: '2024-12-31' },
    source: { title: 'IRS Notice 2024-08: 2024 standard mileage rates', section: '67 cents per mile, business', url: 'https://www.irs.gov/pub/irs-drop/n-24-08.pdf', lastChecked: '2026-11-26' },
  },
  {
    value: 0.7,
    description: 'IRS standard mileage rate, business use: fixed and variable cost of driving a car one mile',
    unit: 'dollars',
    effective: { from: '2025-01-01', to: '2025-12-31' },
    source: { title: 'IRS Notice 2025-5: 2025 standard mileage rates', section: '70 cents per mile, business', url: 'https://www.irs.gov/pub/irs-drop/n-25-05.pdf', lastChecked: '2026-12-07' },
  },
  {
    value: 0.725,
    description: 'IRS standard mileage rate, business use: fixed and variable cost of driving a car one mile',
    unit: 'dollars',
    effective: { from: '2026-01-01' },
    source: { title: 'IRS Notice 2026-10: 2026 standard mileage rates', section: '72.5 cents per mile, business, from January 1, 2026', url: 'https://www.irs.gov/pub/irs-drop/n-26-10.pdf', lastChecked: '2026-12-07' },
  },
];

/** Exchange trips a month by schedule: 52 weeks ÷ 12, 26 fortnights ÷ 12, one a month. */
export const TRIPS_PER_MONTH = { weekly: 52 / 12, biweekly: 26 / 12, monthly: 1 } as const;

/** The custodial parent's share of the year by arrangement (the spec's tooltips: 70/30 is 5 days of 7, 80/20 gives the other parent weekends). */
export const ARRANGEMENT_SHARES: Record<'50-50' | '70-30' | '80-20' | 'every-other-weekend', { custodialPercent: number; basis: string }> = {
  '50-50': { custodialPercent: 50, basis: 'equal time' },
  '70-30': { custodialPercent: 70, basis: '5 days of 7 ≈ 70%' },
  '80-20': { custodialPercent: 80, basis: 'weekends with the other parent ≈ 20%' },
  'every-other-weekend': { custodialPercent: (12 / 14) * 100, basis: '2 overnights of every 14 with the other parent: 12 ÷ 14' },
};

/**
 * The children's share of a home. USDA counts a child's housing as the cost of an additional bedroom (what the
 * home costs beyond what the parent would need alone), not a per-person split of the whole home. Without the
 * homes' rents by size, each home's cost is spread over its rooms: a bedroom per child, the parent's bedroom, and
 * the kitchen, living room and bathroom counted as one room more; the children's bedrooms are their share. The
 * parent would have the last two alone, so they stay with the parent.
 */
export const HOUSING_ALLOCATION: Source = {
  title:
    "USDA's additional-bedroom approach to children's housing (Expenditures on Children by Families, 2015: a child's housing is the cost of an additional bedroom), applied to each home's cost",
  section: "children's bedrooms ÷ (children's bedrooms + the parent's bedroom + the shared rooms counted as one)",
  url: 'https://www.fns.usda.gov/cnpp/expenditures-children-families',
};

/** The rooms a home's cost is spread over besides the children's bedrooms: the parent's bedroom and the shared rooms. */
export const PARENT_ROOMS = 2;
