import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const mississippi = defineChildSupportRules({
  slug: 'mississippi',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '1994-07-01',
      stateModel: 'percentage-of-income',
      incomeBasis: 'adjusted-gross',
      guideline: { title: "Mississippi Code § 43-19-101", section: "Miss. Code § 43-19-101(1)" },
      summary: "Percentage of the obligor's adjusted gross income: 14%, 20%, 22%, 24%, 26% for 1-5+ children.",
    }),
  ],
  examples: [],
});
