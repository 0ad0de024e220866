import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const southCarolina = defineChildSupportRules({
  slug: 'south-carolina',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-01-15',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'South Carolina Code of Regulations 114-4710 to 114-4750', section: 'S.C. Regs. 114-4720' },
      summary: 'Income shares on gross income; Worksheet C for shared parenting at 109 overnights.',
    }),
  ],
  examples: [],
});
