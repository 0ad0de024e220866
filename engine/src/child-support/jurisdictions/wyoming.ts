import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const wyoming = defineChildSupportRules({
  slug: 'wyoming',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2018-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Wyoming Statutes § 20-2-304', section: 'Wyo. Stat. § 20-2-304' },
      summary: 'Income shares on net income; shared responsibility above 25% of overnights.',
    }),
  ],
  examples: [],
});
