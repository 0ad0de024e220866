import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const colorado = defineChildSupportRules({
  slug: 'colorado',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2020-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'adjusted-gross',
      guideline: { title: 'Colorado Revised Statutes § 14-10-115', section: 'C.R.S. § 14-10-115' },
      summary: 'Income shares on adjusted gross income with a shared-physical-care formula.',
    }),
  ],
  examples: [],
});
