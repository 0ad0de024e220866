import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const maine = defineChildSupportRules({
  slug: 'maine',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Maine Revised Statutes Title 19-A, §§ 2001-2012', section: '19-A M.R.S. § 2006' },
      summary: 'Income shares on annual gross income with the Maine support table.',
    }),
  ],
  examples: [],
});
