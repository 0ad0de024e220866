import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const washington = defineChildSupportRules({
  slug: 'washington',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2026-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Revised Code of Washington Chapter 26.19', section: 'RCW 26.19.020' },
      summary: 'Income shares on net income with the economic table.',
    }),
  ],
  examples: [],
});
