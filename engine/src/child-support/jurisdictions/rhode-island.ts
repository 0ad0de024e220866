import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const rhodeIsland = defineChildSupportRules({
  slug: 'rhode-island',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Rhode Island General Laws § 15-5-16.2 and Family Court Administrative Order', section: 'R.I. Gen. Laws § 15-5-16.2' },
      summary: 'Income shares with the Family Court schedule.',
    }),
  ],
  examples: [],
});
