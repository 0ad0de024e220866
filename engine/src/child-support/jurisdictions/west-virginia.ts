import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const westVirginia = defineChildSupportRules({
  slug: 'west-virginia',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'West Virginia Code §§ 48-13-101 to 48-13-805', section: 'W. Va. Code § 48-13-301' },
      summary: 'Income shares on gross income; shared parenting at 127 overnights.',
    }),
  ],
  examples: [],
});
