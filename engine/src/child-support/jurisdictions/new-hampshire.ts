import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const newHampshire = defineChildSupportRules({
  slug: 'new-hampshire',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'percentage-of-combined-income',
      incomeBasis: 'gross',
      guideline: { title: 'New Hampshire RSA 458-C', section: 'RSA 458-C:3' },
      summary: 'Percentage of combined adjusted income.',
    }),
  ],
  examples: [],
});
