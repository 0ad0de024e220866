import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { worksheetOvernights } from '../overnights.js';
import { UTAH_BASE_COMBINED_TABLE, UTAH_LOW_INCOME_TABLE } from './data/utah-schedule.js';

const BASE_OBLIGATION: Source = {
  title:
    'Utah Code § 81-6-204, Determination of base combined child support obligation (effective 2024-09-01)',
  section: 'Utah Code § 81-6-204(1)-(5), (7)-(10) (figures rounded to the nearest dollar: (10))',
  url: 'https://le.utah.gov/xcode/Title81/Chapter6/81-6-S204.html',
};
const JOINT_CUSTODY: Source = {
  title: 'Utah Code § 81-6-206, Joint physical custody -- Obligation calculations (effective 2024-09-01)',
  section: 'Utah Code § 81-6-206(2)-(6)',
  url: 'https://le.utah.gov/xcode/Title81/Chapter6/81-6-S206.html',
};
const MEDICAL_AND_CHILD_CARE: Source = {
  title:
    'Utah Code §§ 81-6-208 and 81-6-209, Medical expenses and child care expenses in a child support order (effective 2024-09-01)',
  section:
    '§ 81-6-208(3)(d): each parent shares equally the premium actually paid for the child’s portion of health insurance; § 81-6-209(1): each parent shares equally reasonable work-related child care expenses',
  url: 'https://le.utah.gov/xcode/Title81/Chapter6/81-6-S209.html',
};
const TABLES: Source = {
  title:
    'Utah Code Title 81, chapter 6, part 3: base combined child support obligation table and low-income table (orders from 2023-01-01)',
  section: 'Utah Code §§ 81-6-302 to 81-6-305',
  url: 'https://le.utah.gov/xcode/Title81/Chapter6/81-6-P3.html',
};

const TABLE_CROSS_CHECK: Source = {
  title:
    'Independent transcription of the Utah Code §§ 81-6-304 and -305 tables (le.utah.gov), as pinned in that project’s tests (secondary)',
  section: 'row counts 221 and 88; whole-table sums 3,848,005 and 180,482; 7 base and 7 low-income rows (public code index file 68862179466)',
  lastChecked: '2026-11-26',
};

assertScheduleShape('Utah base combined table', UTAH_BASE_COMBINED_TABLE);
assertScheduleShape('Utah low-income table', UTAH_LOW_INCOME_TABLE);

/** The base combined table starts at the $1,951-$2,000 bracket; below it no amount is listed (§ 81-6-204(4)). */
const FIRST_LISTED_INCOME = 1951;
const TOP_OF_TABLE = 100_000;
/** Highest obligor income with a low-income amount, for 1-6 children (the last populated row of each column). */
const LOW_INCOME_LIMIT = [1960, 2250, 2250, 2300, 2350, 2450] as const;
/** § 81-6-206(4): reductions per overnight of the parent with fewer overnights. */
const JOINT_FIRST_BAND = { over: 110, nights: 20, rate: 0.0027 };
const JOINT_SECOND_BAND = { over: 130, rate: 0.0084 };

const ROLE: Record<ParentRole, string> = {
  custodial: "Custodial parent's",
  noncustodial: "Noncustodial parent's",
};

function baseCombined(combined: number, children: number, steps: Step[], approximations: string[]): number {
  if (combined < FIRST_LISTED_INCOME) {
    steps.push(
      money(
        'Base combined child support obligation',
        0,
        'below the table: no amount listed',
        '§ 81-6-204(4)',
      ),
    );
    return 0;
  }
  const reading = readSchedule(UTAH_BASE_COMBINED_TABLE, combined, children, 'next-higher-row');
  if (reading.aboveTable) {
    approximations.push(
      `Combined adjusted gross income is above the table's $${TOP_OF_TABLE.toLocaleString('en-US')} top; the top row was used, where the court sets support case by case.`,
    );
  }
  if (children === 1 && combined > 6600 && combined <= 6900) {
    approximations.push(
      'The one-child amounts at $6,701-$6,900 in the transcription we hold look inconsistent ($786, $786, then $841); the official table may differ here.',
    );
  }
  steps.push(
    money(
      'Base combined child support obligation',
      reading.amount,
      reading.amount === 0 ? `${reading.description}: no amount listed` : reading.description,
      '§ 81-6-204(1)(d), (4)',
    ),
  );
  return reading.amount;
}

function lowIncomeAmount(income: number, children: number): number | undefined {
  if (income > LOW_INCOME_LIMIT[Math.min(children, 6) - 1]!) return undefined;
  const amount = readSchedule(UTAH_LOW_INCOME_TABLE, income, children, 'next-higher-row').amount;
  return amount > 0 ? amount : undefined;
}

function compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const incomes = guidelineIncomes(c, {
    labels: ROLE,
    stateBasis: 'gross',
    state: 'utah',
    deductionSource:
      '§ 81-6-204(1)(a): alimony previously ordered and paid, child support previously ordered',
  });
  steps.push(...incomes.steps);
  // § 81-6-204(10): on every worksheet, income and award figures are whole dollars.
  const income: Record<ParentRole, number> = {
    custodial: roundToNearestDollar(incomes.custodial),
    noncustodial: roundToNearestDollar(incomes.noncustodial),
  };
  const combined = income.custodial + income.noncustodial;
  const shares: Record<ParentRole, number> = {
    noncustodial: combined === 0 ? 0.5 : roundToDecimals(income.noncustodial / combined, 4),
    custodial: 0,
  };
  shares.custodial = roundToDecimals(1 - shares.noncustodial, 4);
  steps.push(
    money(
      'Combined monthly adjusted gross income',
      combined,
      `${income.custodial} + ${income.noncustodial} (each to the nearest dollar)`,
      '§ 81-6-204(1)(c), (10)',
    ),
    percent("Custodial parent's percentage of combined income", roundToDecimals(shares.custodial * 100, 2)),
    percent(
      "Noncustodial parent's percentage of combined income",
      roundToDecimals(shares.noncustodial * 100, 2),
    ),
  );
  const base = baseCombined(combined, c.children, steps, approximations);

  // The parent with fewer overnights owes, unless the joint-custody reduction turns the award negative.
  const lesser: ParentRole =
    worksheetOvernights(c, 'noncustodial') <= worksheetOvernights(c, 'custodial') ? 'noncustodial' : 'custodial';
  const lesserNights = worksheetOvernights(c, lesser);
  const lesserShare = roundToNearestDollar(base * shares[lesser]);
  steps.push(
    count(`${ROLE[lesser]} overnights (the parent with fewer)`, lesserNights),
    money(
      `${ROLE[lesser]} share of the base combined obligation`,
      lesserShare,
      `${base} × ${(shares[lesser] * 100).toFixed(2)}%, to the nearest dollar`,
      '§ 81-6-204(10)',
    ),
  );
  if (worksheetOvernights(c, 'noncustodial') === worksheetOvernights(c, 'custodial')) {
    approximations.push(
      'The parents have equal overnights; § 81-6-206(4) works from the parent with fewer overnights, and the noncustodial parent was taken as that parent.',
    );
  }

  let lesserOwes: number;
  if (lesserNights > JOINT_FIRST_BAND.over) {
    const firstBand = Math.min(lesserNights - JOINT_FIRST_BAND.over, JOINT_FIRST_BAND.nights);
    const secondBand = Math.max(0, lesserNights - JOINT_SECOND_BAND.over);
    const firstReduction = roundToCents(firstBand * JOINT_FIRST_BAND.rate * base);
    const secondReduction = roundToCents(secondBand * JOINT_SECOND_BAND.rate * base);
    lesserOwes = base === 0 ? 0 : roundToNearestDollar(lesserShare - firstReduction - secondReduction);
    steps.push(
      note('Joint physical custody', 'The parent with fewer overnights has more than 110.', '§ 81-6-206(1)'),
      money(
        'Reduction for overnights 111-130',
        firstReduction,
        `${firstBand} × ${JOINT_FIRST_BAND.rate} × ${base}`,
        '§ 81-6-206(4)(a)-(b)',
      ),
      money(
        'Reduction for overnights over 130',
        secondReduction,
        `${secondBand} × ${JOINT_SECOND_BAND.rate} × ${base}`,
        '§ 81-6-206(4)(c)-(d)',
      ),
      money(
        'Base child support award (positive: the parent with fewer overnights pays)',
        lesserOwes,
        `${lesserShare} − ${firstReduction} − ${secondReduction}, to the nearest dollar`,
        '§ 81-6-206(4)(e)-(6); § 81-6-204(10)',
      ),
    );
    if (lowIncomeAmount(income[lesser], c.children) !== undefined) {
      approximations.push(
        "The low-income table's interplay with joint physical custody is not modelled; the base table was used.",
      );
    }
  } else {
    const low = lowIncomeAmount(income[lesser], c.children);
    if (low !== undefined) {
      lesserOwes = low;
      approximations.push(
        "The obligor's income is in the low-income table's range: its amount, read at the obligor's own income, was used in place of the prorated share (the rule as a secondary source describes it).",
      );
      steps.push(
        money(
          'Base child support award (low-income table)',
          low,
          `obligor's income ${income[lesser]}`,
          '§ 81-6-305',
        ),
      );
    } else {
      lesserOwes = lesserShare;
      steps.push(money('Base child support award', lesserOwes, undefined, '§ 81-6-204(5)'));
    }
  }

  // Signed from the noncustodial parent's side, then the add-ons.
  let ncpOwes = lesser === 'noncustodial' ? lesserOwes : -lesserOwes;
  for (const item of [
    { label: 'Work-related childcare', ...c.childcare },
    { label: "Children's health insurance premium", ...c.healthInsurance },
  ]) {
    if (item.monthly <= 0) continue;
    const half = roundToCents(item.monthly / 2);
    ncpOwes = roundToCents(ncpOwes + (item.paidBy === 'custodial' ? half : -half));
    steps.push(
      money(
        `${item.label}: the other parent's half (paid by the ${item.paidBy} parent)`,
        half,
        `${item.monthly} ÷ 2`,
        item.label === 'Work-related childcare' ? '§ 81-6-209(1)' : '§ 81-6-208(3)(d)',
      ),
    );
  }
  const monthlyPayment = Math.abs(ncpOwes);
  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const baseAmount = Math.abs(lesserOwes);
  steps.push(
    money(
      'Monthly child support',
      monthlyPayment,
      undefined,
      payer === 'none' ? undefined : `${ROLE[payer]} payment`,
    ),
  );
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(shares.noncustodial * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

export const utah = defineChildSupportRules({
  slug: 'utah',
  versions: [
    {
      effective: { from: '2023-01-01' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'estimate',
      sources: [BASE_OBLIGATION, JOINT_CUSTODY, MEDICAL_AND_CHILD_CARE, TABLES, TABLE_CROSS_CHECK],
      approximations: [
        'The base combined and low-income tables come from a secondary transcription (221 and 88 rows), not from the statute’s own text; an independent transcription of the le.utah.gov tables agrees on both whole-table sums and on 14 pinned rows (utah.test.ts).',
        "The low-income table is read at the obligor's own income and replaces the prorated share below 111 overnights, as a secondary source describes § 81-6-205(3)-(4); that text was not read.",
        'Split custody (§ 81-6-207) and the reduction for extended parent-time are not modelled.',
        'Child care beyond the equal split of actual costs (§ 81-6-209(1)) is not modelled: the 2025-2026 amendments add an ongoing child care expense or minimal child care award set from Office of Recovery Services cost tables (§ 81-6-209.5 from July 1, 2026; § 81-6-209(1)(a)(ii) for orders from January 1, 2027).',
      ],
      summary:
        'Income shares on adjusted gross income (less alimony and prior child support) with the base combined table read by bracket; a low-income table at the obligor’s own income; joint physical custody above 110 overnights reduces the award by 0.27% of the base per overnight to 130 and 0.84% beyond (§ 81-6-206); incomes and awards in whole dollars (§ 81-6-204(10)); childcare and the children’s insurance premium split equally (§§ 81-6-208, 81-6-209).',
      compute,
    },
  ],
  examples: [
    {
      name: 'Sole custody, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from Utah Code § 81-6-204(1) and the base combined table (bracket $6,901-$7,000)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'utah',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 801, payer: 'noncustodial' },
      note: 'Bracket $6,901-$7,000, two children: $1,402; noncustodial share 4,000 / 7,000 = 57.14%; 1,402 × 0.5714 = 801.10, to the nearest dollar (§ 81-6-204(10)) $801.',
    },
    {
      name: 'Joint physical custody, 146 overnights, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from Utah Code § 81-6-206(3)-(5)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'joint',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        custodialParentOvernights: 219,
        nonCustodialParentOvernights: 146,
        state: 'utah',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 537, payer: 'noncustodial' },
      note: 'Share 1,402 × 0.5714 = 801.10 → $801; 20 × 0.0027 × 1,402 = 75.71; 16 × 0.0084 × 1,402 = 188.43; 801 − 75.71 − 188.43 = 536.86 → $537 (§ 81-6-204(10)).',
    },
  ],
});
