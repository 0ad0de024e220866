import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const kansas = defineChildSupportRules({
  slug: 'kansas',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2025-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Kansas Child Support Guidelines (Supreme Court Administrative Order)', section: 'Section III' },
      summary: 'Income shares on domestic gross income with age-banded schedules and a parenting time adjustment.',
    }),
  ],
  examples: [],
});
