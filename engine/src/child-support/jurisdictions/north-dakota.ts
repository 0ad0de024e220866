import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const northDakota = defineChildSupportRules({
  slug: 'north-dakota',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-07-01',
      stateModel: 'percentage-of-income',
      incomeBasis: 'net',
      guideline: { title: "North Dakota Administrative Code 75-02-04.1", section: "N.D. Admin. Code 75-02-04.1-10" },
      summary: "Percentage of the obligor's net income by schedule.",
    }),
  ],
  examples: [],
});
