import type { Source } from '../../rules/source.js';
import { anchoredIncomeSharesEstimate } from '../models/anchored-estimate.js';
import { defineChildSupportRules } from '../rules.js';
import { RHODE_ISLAND_SCHEDULE_ANCHORS } from './data/rhode-island-schedule-anchors.js';

const STATUTE: Source = {
  title:
    'Rhode Island General Laws § 15-5-16.2 (child support guidelines) and Family Court Administrative Order 2023-02',
  section: 'Schedule of Basic Child Support Obligations, effective 2023-07-01',
  url: 'https://webserver.rilegislature.gov/Statutes/TITLE15/15-5/15-5-16.2.htm',
};
const SECONDARY: Source = {
  title:
    'Schedule anchor rows as hand-transcribed from the scanned official schedule by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/rhode-island_schedule.json',
};

export const rhodeIsland = defineChildSupportRules({
  slug: 'rhode-island',
  versions: [
    anchoredIncomeSharesEstimate({
      effectiveFrom: '2023-07-01',
      incomeBasis: 'gross',
      sources: [STATUTE, SECONDARY],
      anchors: RHODE_ISLAND_SCHEDULE_ANCHORS,
      period: 'monthly',
      aboveSchedule: 'top-row',
      approximations: [
        "Rhode Island's 2023 schedule is not held in full: the basic obligation is interpolated between 50 of its rows (one secondary transcription of the scanned official schedule, not cross-checked), where the schedule rounds income up to the next $50 row.",
        'Secondary sources disagree whether the schedule is read on gross or on net income after the Family Court’s gross-to-net conversion; the income entered (less deductions) is used as is.',
        'The shared placement calculation is not applied: Family Court Administrative Order 2018-01 (signed 2018-01-31, per the Child Support Director’s account in the R.I. Bar Journal, Oct. 2018) sets it, and two secondary accounts (custodyxchange.com; a public calculator’s reading of the AO 2023-02 report) say it applies when each parent has at least 49% of the time, but the order’s steps were not found in any stored copy (searched 2026-11-27). Nor are the self-support reserve or the deviations for incomes above $40,000 a month; above $40,000 the top row is used.',
      ],
      summary:
        'Income shares with the Family Court schedule (Administrative Order 2023-02, to $40,000 a month), childcare and health insurance shared by income; a separate shared placement calculation applies when the parents share placement.',
    }),
  ],
  examples: [
    {
      name: 'Two children, $10,000 combined (a schedule row), primary placement',
      kind: 'derived',
      source:
        'derived from the Rhode Island schedule (AO 2023-02) with the $10,000 row (two children $1,988) as transcribed',
      input: {
        state: 'rhode-island',
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1192.8, payer: 'noncustodial' },
      note: 'Share 60%; 1,988 × 60% = 1,192.80.',
    },
  ],
});
