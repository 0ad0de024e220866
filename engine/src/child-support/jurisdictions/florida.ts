import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const florida = defineChildSupportRules({
  slug: 'florida',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2011-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Florida Statutes § 61.30', section: 'Fla. Stat. § 61.30(6)' },
      summary: 'Income shares on net income; substantial time-sharing (20% of overnights) uses a 1.5 cross-credit.',
    }),
  ],
  examples: [],
});
