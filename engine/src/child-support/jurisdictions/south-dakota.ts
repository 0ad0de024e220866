import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const southDakota = defineChildSupportRules({
  slug: 'south-dakota',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'South Dakota Codified Laws § 25-7-6.2', section: 'SDCL 25-7-6.2' },
      summary: 'Income shares on net income.',
    }),
  ],
  examples: [],
});
