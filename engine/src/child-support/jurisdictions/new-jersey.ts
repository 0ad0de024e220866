import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const newJersey = defineChildSupportRules({
  slug: 'new-jersey',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2025-09-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'New Jersey Court Rules, Appendix IX-A to IX-H', section: 'R. 5:6A, Appendix IX-F' },
      summary: 'Income shares on weekly net income with a shared-parenting worksheet.',
    }),
  ],
  examples: [],
});
