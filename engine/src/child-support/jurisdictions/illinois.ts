import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const illinois = defineChildSupportRules({
  slug: 'illinois',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2017-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: '750 ILCS 5/505 and the HFS schedule', section: '750 ILCS 5/505(a)' },
      summary: 'Income shares on net income; shared physical care at 146 overnights uses a 1.5 cross-credit.',
    }),
  ],
  examples: [],
});
