import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const alaska = defineChildSupportRules({
  slug: 'alaska',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-08-01',
      stateModel: 'percentage-of-income',
      incomeBasis: 'net',
      guideline: { title: "Alaska Rules of Civil Procedure, Rule 90.3", section: "Rule 90.3(a)" },
      summary: "Percentage of the obligor's adjusted annual income (20%, 27%, 33% plus 3% per additional child); shared custody at 30% of overnights.",
    }),
  ],
  examples: [],
});
