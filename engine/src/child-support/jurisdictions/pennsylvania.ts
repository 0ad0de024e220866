import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const pennsylvania = defineChildSupportRules({
  slug: 'pennsylvania',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Pennsylvania Rules of Civil Procedure 1910.16-1 to 1910.16-7', section: 'Pa.R.C.P. 1910.16-3' },
      summary: 'Income shares on net income with a shared custody adjustment at 40% of overnights.',
    }),
  ],
  examples: [],
});
