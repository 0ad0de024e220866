import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const districtOfColumbia = defineChildSupportRules({
  slug: 'district-of-columbia',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'District of Columbia Child Support Guideline', section: 'D.C. Code § 16-916.01' },
      summary: 'Income shares on annual gross income with a shared-custody adjustment.',
    }),
  ],
  examples: [],
});
