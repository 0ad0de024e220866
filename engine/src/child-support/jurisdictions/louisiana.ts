import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const louisiana = defineChildSupportRules({
  slug: 'louisiana',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-08-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Louisiana Revised Statutes § 9:315.19', section: 'La. R.S. 9:315.19' },
      summary: 'Income shares on gross income; shared custody uses a 1.5 cross-credit.',
    }),
  ],
  examples: [],
});
