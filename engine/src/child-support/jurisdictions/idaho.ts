import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const idaho = defineChildSupportRules({
  slug: 'idaho',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2025-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Idaho Rules of Family Law Procedure, Rule 120', section: 'I.R.F.L.P. 120' },
      summary: 'Income shares on annual guidelines income; shared custody over 25% of overnights.',
    }),
  ],
  examples: [],
});
