import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const virginia = defineChildSupportRules({
  slug: 'virginia',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2025-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Code of Virginia § 20-108.2', section: 'Va. Code § 20-108.2' },
      summary: 'Income shares on gross income; shared custody over 90 days uses a 1.4 cross-credit.',
    }),
  ],
  examples: [],
});
