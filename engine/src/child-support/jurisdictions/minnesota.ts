import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const minnesota = defineChildSupportRules({
  slug: 'minnesota',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2023-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Minnesota Statutes §§ 518A.26-518A.78', section: 'Minn. Stat. § 518A.35' },
      summary: 'Income shares (PICS) on gross income with a parenting expense adjustment.',
    }),
  ],
  examples: [],
});
