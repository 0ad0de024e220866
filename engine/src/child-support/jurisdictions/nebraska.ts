import { roundToCents, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';
import { NEBRASKA_TABLE_1 } from './data/nebraska-schedule.js';

const GUIDELINES: Source = {
  title: 'Nebraska Court Rules, Chapter 4, Article 2: Child Support Guidelines',
  section: 'Neb. Ct. R. §§ 4-203, 4-204, 4-209, 4-212, 4-214, 4-215, 4-218; Table 1; Worksheets 1 and 3',
  url: 'https://supremecourt.nebraska.gov/supreme-court-rules/chapter-4-domestic-relations/article-2-child-support-guidelines',
  lastChecked: '2026-11-21',
};
const ARTICLE_INDEX: Source = {
  title:
    'Nebraska Supreme Court, Article 2: Child Support Guidelines (index page listing §§ 4-201 to 4-222, Worksheets 1-6 and Table 1)',
  section: 'Neb. Ct. R. § 4-221 (Rounding to the nearest whole dollar), § 4-222 (Residence with third party)',
  url: 'https://supremecourt.nebraska.gov/supreme-court-rules/chapter-4-children-families/article-2-child-support-guidelines',
  lastChecked: '2026-11-21',
};
const TABLE_CHECK: Source = {
  title:
    'tborer/ne-child-support-calc (GitHub), tests/unit/calc.test.js and tests/calculation.spec.js: hand-verified Table 1 amounts used as inputs',
  section: 'Table 1, one child: $1,043 (row $7,350), $1,122 ($7,950), $1,237 ($9,300), $1,741 ($14,550)',
  url: 'https://github.com/tborer/ne-child-support-calc',
  lastChecked: '2026-11-21',
};

assertScheduleShape('Nebraska Table 1', NEBRASKA_TABLE_1);

/**
 * § 4-212: joint physical custody (Worksheet 3) when each parent's parenting time exceeds 142 days a year
 * (as a secondary source gives it). The model applies the rule from a minimum, so it sits just above 142:
 * whole days qualify from 143, and a time share over 142 days (39% = 142.35) qualifies.
 */
const JOINT_CUSTODY_DAYS = 142.000001;
/** § 4-218: basic subsistence limitation for 2026 (the one-person poverty guideline, monthly), as a secondary source gives it. */
const BASIC_SUBSISTENCE_LIMITATION = 1330;

const worksheet = incomeSharesWorksheet({
  state: 'nebraska',
  stateBasis: 'net',
  incomeLabel: 'monthly net income',
  deductionSource: '§ 4-205: previously ordered support and mandatory retirement contributions',
  schedule: NEBRASKA_TABLE_1,
  lookup: 'row-below',
  scheduleSource: 'Table 1',
  aboveSchedule: {
    kind: 'top-row',
    source: '§ 4-203(C): above $20,000 support may be more, but not less, than the $20,000 amount',
  },
  parentingTime: {
    method: 'cross-credit',
    minOvernights: JOINT_CUSTODY_DAYS,
    multiplier: 1.5,
    source: '§ 4-212; Worksheet 3',
  },
  selfSupport: {
    reserveMonthly: BASIC_SUBSISTENCE_LIMITATION,
    minimumByChildren: [50],
    minimumIncomeRate: 0.1,
    source: '§§ 4-209, 4-218',
  },
  addOnsSource: '§ 4-214 (childcare), § 4-215 (health insurance): shared by income',
});

/**
 * § 4-221 rounds to the nearest whole dollar; only its title was read, so the rounding is applied to the
 * final monthly amount (the worksheet's own lines keep cents).
 */
function roundedToWholeDollars(c: ChildSupportCase): GuidelineOutcome {
  const outcome = worksheet(c);
  const monthlyPayment = roundToNearestDollar(outcome.monthlyPayment);
  if (monthlyPayment === outcome.monthlyPayment) return outcome;
  const steps = outcome.steps.slice(0, -1);
  steps.push({
    ...outcome.steps.at(-1)!,
    value: monthlyPayment,
    formula: `${outcome.monthlyPayment} rounded to the nearest whole dollar`,
    source: '§ 4-221',
  });
  return {
    ...outcome,
    monthlyPayment,
    payer: monthlyPayment === 0 ? 'none' : outcome.payer,
    adjustment: roundToCents(monthlyPayment - outcome.baseAmount),
    steps,
  };
}

export const nebraska = defineChildSupportRules({
  slug: 'nebraska',
  versions: [
    {
      effective: { from: '2026-01-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [GUIDELINES, ARTICLE_INDEX, TABLE_CHECK],
      approximations: [
        'Table 1 comes from a secondary transcription (391 rows); only four one-child amounts ($7,350, $7,950, $9,300 and $14,550 rows) were matched against an independent calculator’s hand-verified figures, and the other columns and the 2026 effective date were not checked against the court’s table. Incomes between rows are read at the row below.',
        '§ 4-221 (rounding to the nearest whole dollar) is applied to the final monthly amount only; the section’s text was not read.',
        'The § 4-218 basic subsistence limitation ($1,330 a month for 2026) and the § 4-209 minimum (the greater of $50 or 10% of net income) follow a secondary source; Worksheet 3 (joint physical custody over 142 days each) is applied as basic × 1.5 cross-multiplied by the other parent’s time.',
      ],
      summary:
        'Income shares on monthly net income with Table 1 to $20,000; joint physical custody over 142 days each (Worksheet 3: × 1.5, cross-multiplied); obligor kept above the basic subsistence limitation but owing at least the greater of $50 or 10% of net income; childcare and the children’s health insurance shared by income; whole dollars (§ 4-221).',
      compute: roundedToWholeDollars,
    },
  ],
  examples: [
    {
      name: 'Worksheet 1, two children, $7,000 combined net income',
      kind: 'derived',
      source: 'derived from Neb. Ct. R. § 4-203 and Table 1 ($7,000 row), Worksheet 1',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        incomeBasis: 'net',
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'nebraska',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 822, payer: 'noncustodial' },
      note: 'Table 1 $7,000 row, two children: $1,438; noncustodial share 4,000 / 7,000 = 57.14%; 1,438 × 0.5714 = 821.67, rounded to the nearest whole dollar (§ 4-221): 822.',
    },
  ],
});
