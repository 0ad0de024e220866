import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const kentucky = defineChildSupportRules({
  slug: 'kentucky',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-03-24',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Kentucky Revised Statutes § 403.212', section: 'KRS 403.212 and 403.2122' },
      summary: 'Income shares on gross income with a shared parenting time credit.',
    }),
  ],
  examples: [],
});
