import { money } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';
import { WEST_VIRGINIA_MISSING_ROWS, WEST_VIRGINIA_SCHEDULE } from './data/west-virginia-schedule.js';

const STATUTE: Source = {
  title:
    'West Virginia Code Chapter 48, Article 13: Guidelines for child support awards (as amended by 2023 Acts ch. 112, SB 573)',
  section: 'W. Va. Code §§ 48-13-301 to 48-13-303, 48-13-403, 48-13-501 to 48-13-502',
  url: 'https://code.wvlegislature.gov/48-13/',
};
const ABOVE_TABLE: Source = {
  title:
    'W. Va. Code § 48-13-303, Incomes above the table (text as reproduced by Casetext, current through 2024)',
  section: 'W. Va. Code § 48-13-303(1)-(6)',
  url: 'https://code.wvlegislature.gov/48-13-303/',
};
const WORKSHEET_B: Source = {
  title:
    'W. Va. Code § 48-13-502, Extended shared parenting worksheet (Worksheet B), text as reproduced by WomensLaw.org (updated 2024-07-23) and FindLaw (current as of 2024-01-01)',
  section: 'W. Va. Code § 48-13-502, Worksheet B Part II lines 5-11 (line 5: shared parenting basic obligation = line 4 × 1.6)',
  url: 'https://www.womenslaw.org/laws/wv/statutes/48-13-502-extended-shared-parenting-worksheet',
};
const EXTENDED_SHARED: Source = {
  title:
    'W. Va. Code § 48-13-501, Extended shared parenting adjustment (text as reproduced by US Lawyer Database, undated copy)',
  section: 'W. Va. Code § 48-13-501 (each parent has the child more than 127 days a year, 35%)',
  url: 'https://law.uslawyerdatabase.com/48-13-501-extended-shared-parenting-adjustment',
};
const CHILD_CARE_CREDIT: Source = {
  title:
    'W. Va. Code § 48-13-601, Adjustment for child care tax credit (text as reproduced by LawServer, "current as of 2023", InstaLawyer, and the Legislature\'s 2014 code page)',
  section: 'W. Va. Code § 48-13-601(a)(1)-(6), (b); Worksheet A line 5a (0.75 × actual work-related child care costs)',
  url: 'https://code.wvlegislature.gov/48-13-601/',
};

assertScheduleShape('West Virginia § 48-13-301', WEST_VIRGINIA_SCHEDULE);

/** § 48-13-303: the $35,000 amount plus these shares of combined income above $35,000, for 1-6 children. */
const ABOVE_TABLE_RATES = [0.088, 0.129, 0.153, 0.169, 0.183, 0.196] as const;
/**
 * § 48-13-501: Worksheet B applies when each parent has the child for more than 127 days a year (35%).
 * The worksheet model applies its shared rule from a minimum, so the minimum sits just above 127: whole
 * nights qualify from 128, and 35% of the year (127.75 nights) qualifies.
 */
const EXTENDED_SHARED_PARENTING_DAYS = 127.000001;
/** § 48-13-502 Worksheet B line 5: the shared parenting basic obligation is the basic obligation × 1.6. */
const SHARED_PARENTING_MULTIPLIER = 1.6;
/** § 48-13-601(a): the share of work-related child care costs left after the federal tax credit. */
const CHILD_CARE_AFTER_CREDIT = 0.75;
/** § 48-13-601(a)(1)-(6): custodial parents with monthly gross income below these (1-6+ children) get no credit adjustment. */
const CHILD_CARE_CREDIT_INCOME_FLOOR = [1150, 1550, 1750, 1950, 2150, 2350] as const;
const FIRST_ROW = 550;

const worksheet = incomeSharesWorksheet({
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
    multiplier: SHARED_PARENTING_MULTIPLIER,
    source: '§ 48-13-501 (more than 127 days each); § 48-13-502 Worksheet B line 5 (× 1.6)',
  },
  selfSupport: {
    reserveMonthly: 997,
    minimumByChildren: [50],
    spendableShare: 0.8,
    source: '§ 48-13-403, Worksheet A part II (ability to pay)',
  },
  interpolateGaps: WEST_VIRGINIA_MISSING_ROWS,
  addOnsSource:
    '§§ 48-13-601(b), 48-13-602; Worksheet A lines 5-8: childcare (after the tax-credit adjustment) and health insurance shared by income',
  flags: (_c, { combined }) =>
    combined < FIRST_ROW
      ? [
          'Combined income is below the table’s $550 first row; § 48-13-302 leaves support to the court there, and the $550 row is shown.',
        ]
      : [],
});

/**
 * § 48-13-601(a) and Worksheet A line 5a: work-related child care enters the worksheet at 75% of its
 * cost (the federal credit the custodial parent can realize), unless the custodial parent's monthly
 * gross income is below the floor for the number of children, in which case it enters in full.
 */
function computeWithChildCareCredit(c: ChildSupportCase): GuidelineOutcome {
  if (c.childcare.monthly <= 0) return worksheet(c);
  const floor = CHILD_CARE_CREDIT_INCOME_FLOOR[Math.min(c.children, CHILD_CARE_CREDIT_INCOME_FLOOR.length) - 1]!;
  const custodialGross = roundToCents(c.custodial.monthlyIncome);
  const credited = custodialGross >= floor;
  const cost = credited ? roundToCents(c.childcare.monthly * CHILD_CARE_AFTER_CREDIT) : roundToCents(c.childcare.monthly);
  const step = money(
    'Work-related child care adjusted for the federal tax credit',
    cost,
    credited
      ? `${roundToCents(c.childcare.monthly)} × ${CHILD_CARE_AFTER_CREDIT}`
      : `${roundToCents(c.childcare.monthly)} in full: the custodial parent's gross income ${custodialGross} is below $${floor}`,
    '§ 48-13-601(a)',
  );
  const outcome = worksheet({ ...c, childcare: { ...c.childcare, monthly: cost } });
  const at = outcome.steps.findIndex((s) => s.label.startsWith('Childcare'));
  const steps = [...outcome.steps];
  steps.splice(at < 0 ? steps.length - 1 : at, 0, step);
  return { ...outcome, steps };
}

export const westVirginia = defineChildSupportRules({
  slug: 'west-virginia',
  versions: [
    {
      effective: { from: '2023-06-09' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'estimate',
      sources: [STATUTE, ABOVE_TABLE, WORKSHEET_B, EXTENDED_SHARED, CHILD_CARE_CREDIT],
      approximations: [
        'The § 48-13-301 table comes from a secondary transcription missing 19 rows (interpolated here); only its $35,000 row was checked against the statute text (§ 48-13-303). Incomes between rows are read at the next higher row.',
        'Worksheet B multiplies the basic obligation by 1.6, as the § 48-13-502 worksheet prints it (2024 copies); an undated copy of § 48-13-501 still says 1.5, and the current text of § 48-13-501 was not read.',
        'The ability-to-pay limit (Worksheet A part II: spendable income of 80% of adjusted gross income, less a $997 self-support reserve, at least $50) follows secondary sources; the part of the statutory worksheet that prints it was not read.',
      ],
      summary:
        'Income shares on adjusted gross income with the § 48-13-301 table to $35,000 and the § 48-13-303 formula above it; extended shared parenting when each parent has more than 127 days (Worksheet B: × 1.6, cross-multiplied); child care at 75% for the tax credit (§ 48-13-601); an ability-to-pay limit for low-income obligors; childcare and health insurance shared by income.',
      compute: computeWithChildCareCredit,
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
    {
      name: 'Worksheet B, two children, $7,000 combined, 146 overnights with the other parent',
      kind: 'derived',
      source: 'derived from W. Va. Code § 48-13-501 (more than 127 days each) and § 48-13-502 Worksheet B lines 5-11 (× 1.6)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        custodialParentOvernights: 219,
        nonCustodialParentOvernights: 146,
        state: 'west-virginia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 379.0, payer: 'noncustodial' },
      note: '1,382 × 1.6 = 2,211.20; shares 57.14% / 42.86% → 1,263.48 / 947.72; line 10: 1,263.48 × 60% = 758.09 and 947.72 × 40% = 379.09; transfer 758.09 − 379.09 = 379.00.',
    },
  ],
});
