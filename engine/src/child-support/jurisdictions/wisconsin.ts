import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const wisconsin = defineChildSupportRules({
  slug: 'wisconsin',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-01-01',
      stateModel: 'percentage-of-income',
      incomeBasis: 'gross',
      guideline: { title: "Wisconsin Administrative Code, DCF 150", section: "DCF 150.03(1)" },
      summary: "Percentage of the payer's income; shared placement at 25% of overnights.",
    }),
  ],
  examples: [],
});
