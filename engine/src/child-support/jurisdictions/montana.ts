import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const montana = defineChildSupportRules({
  slug: 'montana',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'melson',
      incomeBasis: 'net',
      guideline: { title: 'Administrative Rules of Montana 37.62.101-146', section: 'ARM 37.62.110' },
      summary: 'Melson formula with primary support allowance and standard-of-living adjustment.',
    }),
  ],
  examples: [],
});
