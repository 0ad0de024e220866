import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const vermont = defineChildSupportRules({
  slug: 'vermont',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'net',
      guideline: { title: 'Vermont Statutes Title 15, §§ 653-659', section: '15 V.S.A. § 654' },
      summary: 'Income shares on available (net) income; shared custody at 30%.',
    }),
  ],
  examples: [],
});
