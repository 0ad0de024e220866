import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { defineChildSupportRules } from '../rules.js';

export const newYork = defineChildSupportRules({
  slug: 'new-york',
  versions: [
    combinedIncomeProxyEstimate({
      effectiveFrom: '2024-03-01',
      stateModel: 'new-york-cssa',
      incomeBasis: 'adjusted-gross',
      guideline: { title: 'New York Domestic Relations Law § 240(1-b)', section: 'DRL § 240(1-b)(b)(3)' },
      summary: 'CSSA percentage of combined parental income up to the cap, prorated by income.',
    }),
  ],
  examples: [],
});
