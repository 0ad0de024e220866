import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const tennessee = defineChildSupportRules({
  slug: 'tennessee',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2021-10-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Tennessee Comp. R. & Regs. 1240-02-04', section: 'Rule 1240-02-04-.08' },
      summary: 'Income shares on adjusted gross income with parenting-time adjustments.',
    }),
  ],
  examples: [],
});
