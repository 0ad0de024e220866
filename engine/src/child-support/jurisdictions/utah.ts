import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const utah = defineChildSupportRules({
  slug: 'utah',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-09-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Utah Code Title 81, Chapter 6', section: 'Utah Code § 81-6-304' },
      summary: 'Income shares on adjusted gross income; joint physical custody at 111 overnights.',
    }),
  ],
  examples: [],
});
