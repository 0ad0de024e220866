import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const massachusetts = defineChildSupportRules({
  slug: 'massachusetts',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2025-12-01',
      stateModel: 'massachusetts-formula',
      incomeBasis: 'gross',
      guideline: { title: 'Massachusetts Child Support Guidelines (2025)', section: 'Guidelines § II and Worksheet' },
      summary: 'Massachusetts formula on weekly gross income with the guidelines table and child multipliers.',
    }),
  ],
  examples: [],
});
