import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const arizona = defineChildSupportRules({
  slug: 'arizona',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Arizona Child Support Guidelines (2022)', section: 'A.R.S. § 25-320, Appendix' },
      summary: 'Income shares on gross income with a parenting-time table adjusting the obligation.',
    }),
  ],
  examples: [],
});
