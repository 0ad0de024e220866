import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const newMexico = defineChildSupportRules({
  slug: 'new-mexico',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'New Mexico Statutes § 40-4-11.1', section: 'NMSA § 40-4-11.1' },
      summary: 'Income shares on gross income; shared responsibility when each parent has 35%.',
    }),
  ],
  examples: [],
});
