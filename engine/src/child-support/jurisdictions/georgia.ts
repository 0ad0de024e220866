import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const georgia = defineChildSupportRules({
  slug: 'georgia',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2026-01-01',
      stateModel: 'income-shares',
      incomeBasis: 'gross',
      guideline: { title: 'Official Code of Georgia Annotated § 19-6-15', section: 'O.C.G.A. § 19-6-15' },
      summary: 'Income shares on gross income; parenting-time adjustment from 2026-01-01.',
    }),
  ],
  examples: [],
});
