import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const texas = defineChildSupportRules({
  slug: 'texas',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2025-09-01',
      stateModel: 'texas-net-resources',
      incomeBasis: 'net',
      guideline: { title: "Texas Family Code § 154.125", section: "Tex. Fam. Code § 154.125" },
      summary: "Percentage of the obligor's net resources up to the statutory cap.",
    }),
  ],
  examples: [],
});
