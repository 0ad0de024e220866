import type { DatedParameter } from '../qdro/rules.js';
import type { Source } from '../rules/source.js';

/** IRS standard mileage rate for business use, dollars per mile, by year (the cost of driving for exchanges). */
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
    effective: { from: '2025-01-01' },
    source: { title: 'IRS Notice 2025-5: 2025 standard mileage rates', section: '70 cents per mile, business', url: 'https://www.irs.gov/pub/irs-drop/n-25-05.pdf', lastChecked: '2026-11-26' },
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

export const HOUSING_ALLOCATION: Source = {
  title: 'Per-capita allocation of household housing costs to children (the method USDA names as an alternative to its additional-bedroom approach)',
  section: 'children ÷ (children + 1 parent) of each home',
  url: 'https://www.fns.usda.gov/cnpp/expenditures-children-families',
};
