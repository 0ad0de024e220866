import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const oklahoma = defineChildSupportRules({
  slug: 'oklahoma',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2021-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Oklahoma Statutes Title 43, § 118E', section: '43 O.S. § 118E' },
      summary: 'Income shares on gross income; shared parenting adjustment at 121 overnights.',
    }),
  ],
  examples: [],
});
