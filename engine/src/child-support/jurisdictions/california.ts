import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const california = defineChildSupportRules({
  slug: 'california',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-09-01',
      stateModel: 'california-formula',
      incomeBasis: 'net',
      guideline: { title: 'California Family Code § 4055', section: 'Fam. Code § 4055' },
      summary: 'Statewide uniform guideline formula CS = K[HN − (H%)(TN)] on net disposable income.',
    }),
  ],
  examples: [],
});
