import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const missouri = defineChildSupportRules({
  slug: 'missouri',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-04-05',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Missouri Supreme Court Rule 88.01 and Civil Procedure Form 14', section: 'Form 14' },
      summary: 'Income shares on gross income with the Form 14 schedule and an overnight credit.',
    }),
  ],
  examples: [],
});
