import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const ohio = defineChildSupportRules({
  slug: 'ohio',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-03-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Ohio Revised Code Chapter 3119', section: 'R.C. 3119.021 and 3119.051' },
      summary: 'Income shares on annual gross income; 10% reduction at 90 overnights.',
    }),
  ],
  examples: [],
});
