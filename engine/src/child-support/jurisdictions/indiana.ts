import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const indiana = defineChildSupportRules({
  slug: 'indiana',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Indiana Child Support Rules and Guidelines', section: 'Guideline 3 and 6' },
      summary: 'Income shares on weekly gross income with a parenting time credit from 52 overnights.',
    }),
  ],
  examples: [],
});
