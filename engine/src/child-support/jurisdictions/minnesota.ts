import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { MINNESOTA_SCHEDULE } from './data/minnesota-schedule.js';

const GUIDELINE: Source = {
  title:
    'Minnesota Statutes § 518A.35, Guideline used in child support determinations (text current through 2024)',
  section: 'Minn. Stat. § 518A.35 subd. 1(e), subd. 2',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.35',
  lastChecked: '2026-11-21',
};
const COMPUTATION: Source = {
  title: 'Minnesota Statutes § 518A.34, Computation of child support obligations',
  section: 'Minn. Stat. § 518A.34(b)-(e)',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.34',
  lastChecked: '2026-11-21',
};
const PARENTING_EXPENSE: Source = {
  title: 'Minnesota Statutes § 518A.36, Parenting expense adjustment',
  section: 'Minn. Stat. § 518A.36 subd. 2',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.36',
  lastChecked: '2026-11-21',
};
const LOW_INCOME: Source = {
  title: 'Minnesota Statutes § 518A.42, Ability to pay; self-support adjustment',
  section: 'Minn. Stat. § 518A.42 subd. 1-2',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.42',
  lastChecked: '2026-11-21',
};

assertScheduleShape('Minnesota § 518A.35', MINNESOTA_SCHEDULE);

/** § 518A.42 subd. 1: the self-support reserve is 120% of the HHS poverty guideline for one person (2025: $15,650 a year). */
const SELF_SUPPORT_RESERVE = roundToCents((15650 * 1.2) / 12);
/** § 518A.42 subd. 2: minimum basic support for 1-6 joint children (equal to the schedule's first row). */
const MINIMUM_BASIC_SUPPORT = [50, 60, 70, 80, 90, 100] as const;

export const minnesota = defineChildSupportRules({
  slug: 'minnesota',
  versions: [
    {
      effective: { from: '2023-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [GUIDELINE, COMPUTATION, PARENTING_EXPENSE, LOW_INCOME],
      approximations: [
        'The § 518A.35 guideline table comes from a secondary transcription of the statute (188 rows) that could not be checked against a second copy of the 2023 table.',
        "The parenting expense adjustment (§ 518A.36 subd. 2) is applied as each parent's share weighted by the cube of the other parent's overnights, as transcribed by two secondary sources; the statute text was not read.",
        'The self-support reserve uses 120% of the 2025 HHS poverty guideline for one person ($1,565 a month) and limits basic support only, not the § 518A.42 ordering of childcare and medical support.',
      ],
      summary:
        "Income shares on gross income less nonjoint-child credits (PICS), § 518A.35's $100-bracket table to $20,000 (capped above), a parenting expense adjustment on every case with overnights (cube of each parent's overnights), a self-support reserve with $50-$100 minimums, and childcare and medical support by PICS share.",
      compute: incomeSharesWorksheet({
        state: 'minnesota',
        stateBasis: 'gross',
        incomeLabel: 'parental income for determining child support (PICS)',
        deductionSource: '§ 518A.34(b)(2): the nonjoint-children credit and support paid',
        schedule: MINNESOTA_SCHEDULE,
        lookup: 'row-below',
        scheduleSource: '§ 518A.35 subd. 2',
        aboveSchedule: {
          kind: 'top-row',
          source: '§ 518A.35 subd. 1(e): incomes over $20,000 are read at $20,000',
        },
        parentingTime: { method: 'power-offset', exponent: 3, source: '§ 518A.36 subd. 2' },
        selfSupport: {
          reserveMonthly: SELF_SUPPORT_RESERVE,
          minimumByChildren: MINIMUM_BASIC_SUPPORT,
          source: '§ 518A.42 subd. 1-2',
        },
        addOnsSource: '§ 518A.40 (child care), § 518A.41 (medical support): divided by PICS share',
      }),
    },
  ],
  examples: [
    {
      name: 'Two children, $8,000 combined PICS, 73 overnights with the obligor',
      kind: 'derived',
      source: 'derived from Minn. Stat. §§ 518A.34(b), 518A.35 subd. 2 and 518A.36 subd. 2',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'minnesota',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 943.68, payer: 'noncustodial' },
      note: 'Bracket $8,000-$8,099, two children: $1,548; shares 62.5% / 37.5% → 967.50 / 580.50; overnights 292 / 73: (292³ × 967.50 − 73³ × 580.50) ÷ (292³ + 73³) = 943.68.',
    },
  ],
});
