import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const nevada = defineChildSupportRules({
  slug: 'nevada',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2020-02-01',
      stateModel: 'percentage-of-income',
      incomeBasis: 'gross',
      guideline: { title: "Nevada Administrative Code Chapter 425", section: "NAC 425.140" },
      summary: "Percentage of the obligor's gross income, tiered by income band.",
    }),
  ],
  examples: [],
});
