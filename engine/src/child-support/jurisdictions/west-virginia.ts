import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { WEST_VIRGINIA_MISSING_ROWS, WEST_VIRGINIA_SCHEDULE } from './data/west-virginia-schedule.js';

const STATUTE: Source = {
  title:
    'West Virginia Code Chapter 48, Article 13: Guidelines for child support awards (as amended by 2023 Acts ch. 112, SB 573)',
  section: 'W. Va. Code §§ 48-13-301 to 48-13-303, 48-13-403, 48-13-501 to 48-13-502',
  url: 'https://code.wvlegislature.gov/48-13/',
  lastChecked: '2026-11-21',
};
const ABOVE_TABLE: Source = {
  title:
    'W. Va. Code § 48-13-303, Incomes above the table (text as reproduced by Casetext, current through 2024)',
  section: 'W. Va. Code § 48-13-303(1)-(6)',
  url: 'https://code.wvlegislature.gov/48-13-303/',
  lastChecked: '2026-11-21',
};

assertScheduleShape('West Virginia § 48-13-301', WEST_VIRGINIA_SCHEDULE);

/** § 48-13-303: the $35,000 amount plus these shares of combined income above $35,000, for 1-6 children. */
const ABOVE_TABLE_RATES = [0.088, 0.129, 0.153, 0.169, 0.183, 0.196] as const;
/** Extended shared parenting (Worksheet B): each parent has the children at least 35% of the year (127 days). */
const EXTENDED_SHARED_PARENTING_DAYS = 127;
const FIRST_ROW = 550;

export const westVirginia = defineChildSupportRules({
  slug: 'west-virginia',
  versions: [
    {
      effective: { from: '2023-06-09' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'estimate',
      sources: [STATUTE, ABOVE_TABLE],
      approximations: [
        'The § 48-13-301 table comes from a secondary transcription missing 19 rows (interpolated here); only its $35,000 row was checked against the statute text. Incomes between rows are read at the next higher row.',
        'Worksheet B (extended shared parenting at 35% of the year each) is applied as basic × 1.5 cross-multiplied by the other parent’s time; sources disagree on the multiplier.',
        'The ability-to-pay limit (obligor’s spendable income, 80% of adjusted gross income, less the $997 self-support reserve, at least $50) follows a secondary source; the 25% childcare tax-credit adjustment (§ 48-13-601) is not applied.',
      ],
      summary:
        'Income shares on adjusted gross income with the § 48-13-301 table to $35,000 and the § 48-13-303 formula above it; extended shared parenting from 35% of the year each (Worksheet B); an ability-to-pay limit for low-income obligors; childcare and health insurance shared by income.',
      compute: incomeSharesWorksheet({
        state: 'west-virginia',
        stateBasis: 'gross',
        incomeLabel: 'adjusted gross income',
        deductionSource: 'Worksheet line 2: child support paid for other children and alimony paid',
        schedule: WEST_VIRGINIA_SCHEDULE,
        lookup: 'next-higher-row',
        scheduleSource: '§ 48-13-301 table',
        aboveSchedule: { kind: 'marginal', rates: ABOVE_TABLE_RATES, source: '§ 48-13-303' },
        parentingTime: {
          method: 'cross-credit',
          minOvernights: EXTENDED_SHARED_PARENTING_DAYS,
          multiplier: 1.5,
          source: '§§ 48-13-501, 48-13-502 (Worksheet B)',
        },
        selfSupport: {
          reserveMonthly: 997,
          minimumByChildren: [50],
          spendableShare: 0.8,
          source: '§ 48-13-403, Worksheet A part II (ability to pay)',
        },
        interpolateGaps: WEST_VIRGINIA_MISSING_ROWS,
        addOnsSource: '§§ 48-13-601, 48-13-602: childcare and health insurance shared by income',
        flags: (_c, { combined }) =>
          combined < FIRST_ROW
            ? [
                'Combined income is below the table’s $550 first row; § 48-13-302 leaves support to the court there, and the $550 row is shown.',
              ]
            : [],
      }),
    },
  ],
  examples: [
    {
      name: 'Worksheet A, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from W. Va. Code § 48-13-301 ($7,000 row) and § 48-13-403 (Worksheet A)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'west-virginia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 789.67, payer: 'noncustodial' },
      note: '$7,000 row, two children: $1,382; noncustodial share 4,000 / 7,000 = 57.14%; 1,382 × 0.5714 = 789.67.',
    },
    {
      name: 'Above the table: one child, $40,000 combined',
      kind: 'derived',
      source: 'derived from W. Va. Code § 48-13-303(1) (text reproduced verbatim by Casetext)',
      input: {
        custodialParentIncome: 16000,
        nonCustodialParentIncome: 24000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'west-virginia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1780.2, payer: 'noncustodial' },
      note: '$2,527 + 0.088 × ($40,000 − $35,000) = $2,967; noncustodial share 24,000 / 40,000 = 60%; 2,967 × 0.6 = 1,780.20.',
    },
  ],
});
