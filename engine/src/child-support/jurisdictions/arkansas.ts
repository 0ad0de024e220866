import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const arkansas = defineChildSupportRules({
  slug: 'arkansas',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2020-06-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Arkansas Supreme Court Administrative Order No. 10', section: 'Administrative Order No. 10' },
      summary: 'Income shares on gross income with the Administrative Order No. 10 schedule.',
    }),
  ],
  examples: [],
});
