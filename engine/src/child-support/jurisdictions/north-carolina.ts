import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const northCarolina = defineChildSupportRules({
  slug: 'north-carolina',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'North Carolina Child Support Guidelines (AOC-A-162)', section: 'G.S. 50-13.4(c1)' },
      summary: 'Income shares on gross income; Worksheet B at 123 overnights with a 1.5 cross-credit.',
    }),
  ],
  examples: [],
});
