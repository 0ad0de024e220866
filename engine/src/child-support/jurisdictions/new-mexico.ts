import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { NEW_MEXICO_SCHEDULE } from './data/new-mexico-schedule.js';

const STATUTE: Source = {
  title: 'New Mexico Statutes 1978 § 40-4-11.1, Child support guidelines (version effective 2024-01-01)',
  section: 'NMSA § 40-4-11.1; Worksheet A (basic visitation) lines 1-11',
  url: 'https://print.casetext.com/statute/new-mexico-statutes-1978/chapter-40-domestic-affairs/article-4-dissolution-of-marriage/section-40-4-111-effective-112024-child-support-guidelines',
  lastChecked: '2026-11-21',
};
const WORKSHEETS: Source = {
  title: 'New Mexico Courts, child support worksheets A and B (2024 web worksheet)',
  section: 'Worksheet B (shared responsibility) lines 4-11: basic × 1.5, each share less the amount retained',
  url: 'https://csw.nmcourts.gov/csworksheet/web2024/worksheet.html',
  lastChecked: '2026-11-21',
};

assertScheduleShape('New Mexico § 40-4-11.1 schedule', NEW_MEXICO_SCHEDULE);

/** § 40-4-11.1: shared responsibility when the children spend at least 35% of the year in each home. */
const SHARED_RESPONSIBILITY_DAYS = 0.35 * 365;

export const newMexico = defineChildSupportRules({
  slug: 'new-mexico',
  versions: [
    {
      effective: { from: '2024-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [STATUTE, WORKSHEETS],
      approximations: [
        'The 2024 schedule comes from a secondary transcription (574 rows, missing $25,100-$30,000) that could not be checked against a second copy.',
        "Combined income is read at the nearest $50 row, as the worksheet instructions in circulation say; the shaded self-support area is applied as a limit of the obligor's share to the schedule amount at the obligor's own income.",
      ],
      summary:
        "Income shares on gross income (less court-ordered support for other children) with the 2024 schedule; Worksheet B when the children spend at least 35% of the year with each parent (basic × 1.5, each parent's share for the other parent's time, offset); insurance, childcare and additional expenses shared by income.",
      compute: incomeSharesWorksheet({
        state: 'new-mexico',
        stateBasis: 'gross',
        incomeLabel: 'gross monthly income',
        deductionSource: 'Worksheet A line 1: child support paid by court order for other children',
        schedule: NEW_MEXICO_SCHEDULE,
        lookup: 'nearest-row',
        scheduleSource: '§ 40-4-11.1 schedule (2024), Worksheet A line 4',
        aboveSchedule: {
          kind: 'top-row',
          source: 'Above $35,050 the court sets support case by case; the top row is shown',
        },
        parentingTime: {
          method: 'cross-credit',
          minOvernights: SHARED_RESPONSIBILITY_DAYS,
          multiplier: 1.5,
          source: 'Worksheet B lines 5-11',
        },
        ownIncomeLimit: { source: 'Self-support reserve (shaded area of the schedule)' },
        interpolateGaps: [{ from: 25050, to: 30050 }],
        addOnsSource:
          'Worksheet A lines 5-11: insurance premium, work-related childcare, additional expenses',
      }),
    },
  ],
  examples: [
    {
      name: 'Basic visitation, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from NMSA § 40-4-11.1 Worksheet A lines 1-4, 9 and the 2024 schedule ($7,000 row)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'new-mexico',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 847.96, payer: 'noncustodial' },
      note: '$7,000 row, two children: $1,484; other parent 4,000 / 7,000 = 57.14%; 1,484 × 0.5714 = 847.96.',
    },
    {
      name: 'Shared responsibility, 146 days, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from the New Mexico Worksheet B lines 4-11',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        custodialParentOvernights: 219,
        nonCustodialParentOvernights: 146,
        state: 'new-mexico',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 381.54, payer: 'noncustodial' },
      note: '1,484 × 1.5 = 2,226; shares 1,271.94 / 954.06; each for the other parent’s time: 1,271.94 × 60% = 763.16, 954.06 × 40% = 381.62; 763.16 − 381.62 = 381.54.',
    },
  ],
});
