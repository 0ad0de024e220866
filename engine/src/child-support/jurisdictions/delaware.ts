import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const delaware = defineChildSupportRules({
  slug: 'delaware',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-01-01',
      stateModel: 'melson',
      incomeBasis: 'net',
      guideline: { title: 'Delaware Family Court Child Support Guidelines (Melson formula)', section: 'Family Court Civil Rule 52(c)' },
      summary: 'Melson formula: self-support reserve, primary support allowance and standard-of-living adjustment.',
    }),
  ],
  examples: [],
});
