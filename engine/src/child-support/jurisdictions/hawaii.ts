import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const hawaii = defineChildSupportRules({
  slug: 'hawaii',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-01-01',
      stateModel: 'melson',
      incomeBasis: 'net',
      guideline: { title: 'Hawaii Child Support Guidelines (2024)', section: 'HRS § 576D-7' },
      summary: 'Melson-type guideline with a self-support reserve and standard-of-living adjustment.',
    }),
  ],
  examples: [],
});
