import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const maryland = defineChildSupportRules({
  slug: 'maryland',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2022-07-01',
      stateModel: 'income-shares',
      incomeBasis: 'adjusted-gross',
      guideline: { title: 'Maryland Code, Family Law §§ 12-201 to 12-204', section: 'Fam. Law § 12-204(e)' },
      summary: 'Income shares on adjusted actual income; shared custody at 92 overnights uses a 1.5 cross-credit.',
    }),
  ],
  examples: [],
});
