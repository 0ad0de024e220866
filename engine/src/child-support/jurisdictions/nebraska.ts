import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const nebraska = defineChildSupportRules({
  slug: 'nebraska',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Nebraska Child Support Guidelines', section: 'Neb. Ct. R. §§ 4-201 to 4-220' },
      summary: 'Income shares on net income with a joint physical custody worksheet.',
    }),
  ],
  examples: [],
});
