import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const connecticut = defineChildSupportRules({
  slug: 'connecticut',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2015-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Connecticut Child Support and Arrearage Guidelines', section: 'Regs. Conn. State Agencies § 46b-215a' },
      summary: 'Income shares on combined net weekly income.',
    }),
  ],
  examples: [],
});
