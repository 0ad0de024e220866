import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const michigan = defineChildSupportRules({
  slug: 'michigan',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2025-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Michigan Child Support Formula Manual', section: 'MCSF 3.01-3.03' },
      summary: 'Michigan formula on net income with the parental time offset equation.',
    }),
  ],
  examples: [],
});
