import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const oregon = defineChildSupportRules({
  slug: 'oregon',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Oregon Administrative Rules 137-050-0700 to -0765', section: 'OAR 137-050-0710' },
      summary: 'Income shares on gross income with a parenting time credit.',
    }),
  ],
  examples: [],
});
