import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const iowa = defineChildSupportRules({
  slug: 'iowa',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Iowa Court Rules, Chapter 9 (Child Support Guidelines)', section: 'Iowa Ct. R. 9.26' },
      summary: 'Income shares on net income with an extraordinary visitation credit.',
    }),
  ],
  examples: [],
});
