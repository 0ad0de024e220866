import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const alabama = defineChildSupportRules({
  slug: 'alabama',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Alabama Rules of Judicial Administration, Rule 32 (Child Support Guidelines)', section: 'Rule 32' },
      summary: 'Income shares on combined gross income with the Rule 32 schedule.',
    }),
  ],
  examples: [],
});
