import type { Source } from '../../rules/source.js';
import { anchoredIncomeSharesEstimate } from '../models/anchored-estimate.js';
import { defineChildSupportRules } from '../rules.js';
import { INDIANA_WEEKLY_SCHEDULE_ANCHORS } from './data/indiana-schedule-anchors.js';

const GUIDELINES: Source = {
  title: 'Indiana Child Support Rules and Guidelines (amended effective 2024-01-01)',
  section: 'Guideline 3 (weekly income, schedule), Guideline 6 (parenting time credit)',
  url: 'https://www.in.gov/courts/rules/child_support/',
  lastChecked: '2026-11-21',
};
const SECONDARY: Source = {
  title: 'Weekly schedule anchor rows and above-schedule percentages as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/indiana_schedule.json',
};

/** Above $9,200 a week: percentages of the excess for 1-6 children, as the secondary source gives them. */
const ABOVE_SCHEDULE_RATES = [0.081, 0.114, 0.131, 0.147, 0.162, 0.176] as const;

export const indiana = defineChildSupportRules({
  slug: 'indiana',
  versions: [
    anchoredIncomeSharesEstimate({
      effectiveFrom: '2024-01-01',
      incomeBasis: 'gross',
      sources: [GUIDELINES, SECONDARY],
      anchors: INDIANA_WEEKLY_SCHEDULE_ANCHORS,
      period: 'weekly',
      aboveSchedule: { rates: ABOVE_SCHEDULE_RATES },
      approximations: [
        "Indiana's 2024 weekly schedule is not held in full: the basic obligation is interpolated between 32 of its rows taken from a secondary transcription (not cross-checked); monthly amounts are converted × 12 ÷ 52 and back.",
        'The Parenting Time Credit (Guideline 6, from 52 overnights a year) is not applied, so support is overstated when the noncustodial parent has parenting time.',
        'Adjustments for subsequent-born children and the self-support limits are not applied; the above-schedule percentages come from the same secondary source.',
      ],
      summary:
        'Income shares on weekly gross income with the 2024 Guideline Schedules for Weekly Support Payments; a parenting time credit applies from 52 overnights a year.',
    }),
  ],
  examples: [
    {
      name: 'Two children, $1,000 a week combined (an anchor row), no parenting time credit',
      kind: 'derived',
      source: 'derived from the Indiana Child Support Guidelines (2024) with the $1,000 weekly row (two children $270) of the secondary transcription',
      input: {
        custodialParentIncome: 1733.33,
        nonCustodialParentIncome: 2600,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        state: 'indiana',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 702, payer: 'noncustodial' },
      note: 'Weekly incomes 400 and 600 (monthly × 12 ÷ 52); $1,000 row, two children $270; × 60% = 162 a week × 52 ÷ 12 = $702.',
    },
  ],
});
