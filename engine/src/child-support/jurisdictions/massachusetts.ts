import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';
import {
  CHILD_CARE_BENCHMARK_PER_CHILD,
  HARDSHIP_SHARE,
  INCOME_DISPARITY_STEP,
  MAX_COMBINED_WEEKLY,
  SHADED_AREA_LIMIT,
  TABLE_A,
  TABLE_B,
  TABLE_C,
  type TableABand,
} from './data/massachusetts-tables.js';

const GUIDELINES_2025: Source = {
  title:
    'Massachusetts Trial Court, 2025 Child Support Guidelines (effective December 1, 2025; they replace the October 4, 2021 Guidelines, in force through November 30, 2025)',
  section: 'Guidelines; Guidelines Chart',
  url: 'https://www.mass.gov/resource/2025-child-support-guidelines',
};
const WORKSHEET_2025: Source = {
  title:
    'Massachusetts Trial Court, Child Support Guidelines Worksheet, CJD 304 (12/1/25) CSG, read from the form template (XFA) archived at github.com/campbefs/checktheworksheet, data/cjd304-xfa.xml (commit 465dd322f09f)',
  section: 'Lines 1-8 with their calculation scripts; Tables A, B and C (page 4)',
  url: 'https://github.com/campbefs/checktheworksheet/blob/465dd322f09f44ddd500072da39c10e0f8949df5/data/cjd304-xfa.xml',
};
const CHART_2025: Source = {
  title:
    'Massachusetts Trial Court, 2025 Child Support Guidelines Chart (weekly, one child), as transcribed in github.com/campbefs/checktheworksheet, _site_review/data/guidelines-chart.json (commit 49336b676a11): second source for Table A',
  url: 'https://github.com/campbefs/checktheworksheet/blob/49336b676a1168fa429c8d0611891059246567c6/_site_review/data/guidelines-chart.json',
};
const BOWDITCH_2025: Source = {
  title:
    'Bowditch & Dewey, "They\'re Here! The 2025 Massachusetts Child Support Guidelines" (2025-11-10): $450,000 cap; "$346 plus 18% of income above $1,600"; the two parenting schedules of the worksheet',
  url: 'https://www.bowditch.com/2025/11/10/client-alert-theyre-here-the-2025-massachusetts-child-support-guidelines',
};

/** Worksheet heading: monthly × 12 ÷ 52 to a weekly amount; "Round all numbers to the nearest whole dollar or percentage." */
const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;
/**
 * Line 1b Box 1 is for parents who share parenting time "approximately equally"; the worksheet puts no
 * number on it. The engine reads 45% or more for each parent as approximately equal.
 */
const EQUAL_TIME_MIN_PERCENT = 45;
/** The worksheet covers at most five children (line 1a). */
const WORKSHEET_MAX_CHILDREN = 5;

const OTHER: Record<ParentRole, ParentRole> = { custodial: 'noncustodial', noncustodial: 'custodial' };
const NAME: Record<ParentRole, string> = {
  custodial: 'custodial parent',
  noncustodial: 'noncustodial parent',
};

function bandFor(income: number): TableABand {
  return TABLE_A.find((b) => income <= b.to) ?? TABLE_A[TABLE_A.length - 1]!;
}

/** Table A (line 3e): support for one child at a weekly available income of at most $8,654. */
export function tableA(weeklyIncome: number): { amount: number; band: TableABand; formula: string } {
  const income = Math.min(Math.max(0, roundToNearestDollar(weeklyIncome)), MAX_COMBINED_WEEKLY);
  const band = bandFor(income);
  const amount = band.base + roundToNearestDollar(band.rate * (income - band.over));
  const formula =
    band.rate === 0
      ? `${band.base} (Table A, $${band.from}-$${band.to})`
      : band.base === 0
        ? `${roundToDecimals(band.rate * 100, 0)}% × ${income}`
        : `${band.base} + ${roundToDecimals(band.rate * 100, 0)}% × (${income} − ${band.over})`;
  return { amount, band, formula };
}

/**
 * The shaded area of the Guidelines Chart read with one parent's available income (lines 5c, 6e,
 * 7b). The form's script starts from $15 and only replaces it within the shaded rows, so a parent
 * above $391 still gets the $15 floor on lines 6e and 7b.
 */
export function shadedAreaAmount(weeklyIncome: number): number {
  return weeklyIncome <= SHADED_AREA_LIMIT ? tableA(weeklyIncome).amount : TABLE_A[0]!.base;
}

function weekly(monthly: number): number {
  return roundToNearestDollar((monthly * MONTHS_PER_YEAR) / WEEKS_PER_YEAR);
}

function monthlyFromWeekly(weeklyAmount: number): number {
  return roundToCents((weeklyAmount * WEEKS_PER_YEAR) / MONTHS_PER_YEAR);
}

function wholePercent(share: number): number {
  return roundToDecimals(share * 100, 0);
}

interface Column {
  role: ParentRole;
  label: string;
  children: number;
  available: number;
  childCarePaid: number;
}

function computeMassachusetts(c: ChildSupportCase): GuidelineOutcome {
  const approximations: string[] = [];
  const steps: Step[] = [
    note(
      'Worksheet period',
      'All amounts are weekly: monthly amounts × 12 ÷ 52, rounded to the dollar; the order is converted back × 52 ÷ 12.',
      'CJD 304, heading',
    ),
  ];

  // Line 1b: Box 1 (approximately equal time) or Box 2 (the children primarily reside with one parent).
  const shared =
    c.custodial.timePercent >= EQUAL_TIME_MIN_PERCENT && c.noncustodial.timePercent >= EQUAL_TIME_MIN_PERCENT;
  const primary: ParentRole =
    c.noncustodial.timePercent > c.custodial.timePercent ? 'noncustodial' : 'custodial';
  const roleA: ParentRole = shared ? 'custodial' : primary;
  const roleB = OTHER[roleA];
  steps.push(
    note(
      '1b. Parenting',
      shared
        ? `Box 1: the parents share parenting time approximately equally (${roundToDecimals(c.custodial.timePercent, 1)}% / ${roundToDecimals(c.noncustodial.timePercent, 1)}%; the engine reads ${EQUAL_TIME_MIN_PERCENT}% or more each as approximately equal). Parent A is the ${NAME[roleA]}.`
        : `Box 2: the children primarily reside with the ${NAME[roleA]} (Parent A); the ${NAME[roleB]} is Parent B.`,
      'CJD 304, line 1b',
    ),
  );
  const otherTime = c[roleB].timePercent;
  if (!shared && otherTime > 100 / 3 + 5) {
    steps.push(
      note(
        'Parenting time between one-third and equal',
        'The 2025 Guidelines let the court deviate when the other parent has substantially more than one-third of the parenting time but less than equal time; the worksheet amount (Box 2) is shown.',
        '2025 Guidelines (parenting time deviations)',
      ),
    );
  }
  if (c.custodyArrangement === 'split') {
    approximations.push(
      'Split custody (worksheet Box 3) needs the number of children living with each parent, which the input does not give; the case was computed with the parenting-time box instead.',
    );
  }
  if (c.children > WORKSHEET_MAX_CHILDREN) {
    approximations.push(
      `The worksheet covers at most ${WORKSHEET_MAX_CHILDREN} children; ${c.children} children were computed with the five-children factor of Table B.`,
    );
  }
  steps.push(
    note(
      '1d-1e. Ages',
      'All children are taken as under 18 (the input has no ages), so Table C makes no adjustment.',
      'CJD 304, lines 1d-1e, 4',
    ),
  );

  // Lines 2-3a: weekly gross income less other support, health care and dental/vision premiums paid.
  const columns = {} as Record<'A' | 'B', Column>;
  for (const [key, role] of [
    ['A', roleA],
    ['B', roleB],
  ] as const) {
    const label = `${NAME[role]} (Parent ${key})`;
    const gross = weekly(c[role].monthlyIncome);
    const otherSupport = weekly(c[role].monthlyDeductions);
    const health = c.healthInsurance.paidBy === role ? weekly(c.healthInsurance.monthly) : 0;
    const childCarePaid = c.childcare.paidBy === role ? weekly(c.childcare.monthly) : 0;
    steps.push(
      money(
        `2a. Gross weekly income, ${label}`,
        gross,
        `${roundToCents(c[role].monthlyIncome)} × 12 ÷ 52`,
        'CJD 304, line 2a',
      ),
    );
    if (otherSupport > 0)
      steps.push(
        money(`2d. Other support obligations paid, ${label}`, otherSupport, undefined, 'CJD 304, line 2d'),
      );
    if (health > 0)
      steps.push(money(`2e. Health care premium paid, ${label}`, health, undefined, 'CJD 304, line 2e'));
    if (childCarePaid > 0)
      steps.push(money(`2g. Child care cost paid, ${label}`, childCarePaid, undefined, 'CJD 304, line 2g'));
    const available = Math.max(0, roundToNearestDollar(gross - otherSupport - health));
    steps.push(
      money(
        `3a. Available income, ${label}`,
        available,
        '2a − 2d − 2e − 2f, not less than $0',
        'CJD 304, line 3a',
      ),
    );
    columns[key] = {
      role,
      label,
      children: key === 'A' || shared ? c.children : 0,
      available,
      childCarePaid,
    };
  }
  const A = columns.A;
  const B = columns.B;

  const combined = A.available + B.available;
  const shareOf = (col: Column): number =>
    col.available === 0 ? 0 : Math.max(0, roundToDecimals(col.available / combined, 2));
  const shareA = shareOf(A);
  const shareB = shareOf(B);
  const applicable = Math.min(combined, MAX_COMBINED_WEEKLY);
  const table = tableA(applicable);
  steps.push(
    money('3b. Combined available income', combined, 'A 3a + B 3a', 'CJD 304, line 3b'),
    percent(
      `3c. Share of combined available income, ${A.label}`,
      wholePercent(shareA),
      '3a ÷ 3b, whole percent',
      'CJD 304, line 3c',
    ),
    percent(
      `3c. Share of combined available income, ${B.label}`,
      wholePercent(shareB),
      '3a ÷ 3b, whole percent',
      'CJD 304, line 3c',
    ),
    money(
      '3d. Applicable available income',
      applicable,
      `3b or $${MAX_COMBINED_WEEKLY}, whichever is less`,
      'CJD 304, line 3d',
    ),
    money('3e. Support amount for one child', table.amount, table.formula, 'CJD 304, Table A'),
  );
  if (combined > MAX_COMBINED_WEEKLY) {
    steps.push(
      money(
        '8a. Combined additional income above $8,654',
        combined - MAX_COMBINED_WEEKLY,
        undefined,
        'CJD 304, line 8',
      ),
      note(
        'Above $450,000 a year',
        'Support on combined income above $8,654 a week is at the court’s discretion; the worksheet amount is the minimum presumptive order.',
        '2025 Guidelines (income cap)',
      ),
    );
  }

  // Lines 3f-5b: per column, Table B × Table A, less Table C, split by income share.
  const childrenInColumn = (col: Column): number => Math.min(col.children, WORKSHEET_MAX_CHILDREN);
  const adjusted = (col: Column): number => {
    const factor = TABLE_B[childrenInColumn(col)]!;
    const combinedSupport = roundToNearestDollar(table.amount * factor);
    const ageAdjustment = roundToNearestDollar(combinedSupport * TABLE_C[childrenInColumn(col)]![0]!);
    return combinedSupport - ageAdjustment;
  };
  const support4c = { A: adjusted(A), B: adjusted(B) };
  steps.push(
    count(
      `3f. Adjustment for ${c.children} ${c.children === 1 ? 'child' : 'children'}`,
      TABLE_B[childrenInColumn(A)]!,
      undefined,
      'CJD 304, Table B',
    ),
  );
  steps.push(
    money(
      `4c. Adjusted combined support amount, ${A.label}`,
      support4c.A,
      `3e × 3f, rounded; less Table C (0%)`,
      'CJD 304, lines 3g-4c',
    ),
  );
  if (shared)
    steps.push(
      money(
        `4c. Adjusted combined support amount, ${B.label}`,
        support4c.B,
        `3e × 3f, rounded`,
        'CJD 304, lines 3g-4c',
      ),
    );

  const ownShareA = roundToNearestDollar(shareA * support4c.A);
  const ownShareB = roundToNearestDollar(shareB * support4c.B);
  const otherShare = { A: support4c.A - ownShareA, B: support4c.B - ownShareB };
  // Line 5c: a paying parent with at most $391 pays the shaded-area amount for their own income.
  const lowIncome = (payorIncome: number, share: number): number =>
    payorIncome > SHADED_AREA_LIMIT ? share : shadedAreaAmount(payorIncome);
  const line5c = {
    A: lowIncome(B.available, otherShare.A),
    B: shared ? lowIncome(A.available, otherShare.B) : 0,
  };
  steps.push(
    money(
      `5b. Share of support owed by the ${B.label}`,
      otherShare.A,
      `4c − ${wholePercent(shareA)}% × 4c`,
      'CJD 304, lines 5a-5b',
    ),
  );
  steps.push(
    money(
      `5c. Share owed by the ${B.label}, low-income payor adjustment`,
      line5c.A,
      B.available > SHADED_AREA_LIMIT
        ? '5b (Parent B 3a above $391)'
        : `shaded area of the Guidelines Chart for ${B.available}`,
      'CJD 304, line 5c',
    ),
  );
  if (shared) {
    steps.push(
      money(
        `5b. Share of support owed by the ${A.label}`,
        otherShare.B,
        `4c − ${wholePercent(shareB)}% × 4c`,
        'CJD 304, lines 5a-5b',
      ),
    );
    steps.push(
      money(
        `5c. Share owed by the ${A.label}, low-income payor adjustment`,
        line5c.B,
        A.available > SHADED_AREA_LIMIT
          ? '5b (Parent A 3a above $391)'
          : `shaded area of the Guidelines Chart for ${A.available}`,
        'CJD 304, line 5c',
      ),
    );
  }

  // Line 6a: child care counts up to $430 a week per child. The input gives one total, taken as spread evenly over the children.
  const benchmarkChildren = Math.max(1, Math.min(c.children, WORKSHEET_MAX_CHILDREN));
  const benchmark = (paid: number): number =>
    paid / benchmarkChildren <= CHILD_CARE_BENCHMARK_PER_CHILD
      ? paid
      : CHILD_CARE_BENCHMARK_PER_CHILD * benchmarkChildren;
  const careA = benchmark(A.childCarePaid);
  const careB = benchmark(B.childCarePaid);
  if (
    (A.childCarePaid > CHILD_CARE_BENCHMARK_PER_CHILD || B.childCarePaid > CHILD_CARE_BENCHMARK_PER_CHILD) &&
    benchmarkChildren > 1
  ) {
    approximations.push(
      'Line 6a caps child care at $430 a week per child; the input gives one total for all children, which was taken as spread evenly over them.',
    );
  }
  const careShare = { A: roundToNearestDollar(shareB * careA), B: roundToNearestDollar(shareA * careB) };
  if (careA > 0 || careB > 0) {
    steps.push(
      money(
        `6a. Child care cost benchmark amount, ${A.label}`,
        careA,
        `up to $${CHILD_CARE_BENCHMARK_PER_CHILD} a week per child`,
        'CJD 304, line 6a',
      ),
      money(
        `6a. Child care cost benchmark amount, ${B.label}`,
        careB,
        `up to $${CHILD_CARE_BENCHMARK_PER_CHILD} a week per child`,
        'CJD 304, line 6a',
      ),
      money(
        `6b. Share of the ${A.label}'s child care owed by the ${B.label}`,
        careShare.A,
        `${wholePercent(shareB)}% × ${careA}`,
        'CJD 304, line 6b',
      ),
      money(
        `6b. Share of the ${B.label}'s child care owed by the ${A.label}`,
        careShare.B,
        `${wholePercent(shareA)}% × ${careB}`,
        'CJD 304, line 6b',
      ),
    );
  }
  const line6c = {
    A: roundToNearestDollar(line5c.A + careShare.A),
    B: roundToNearestDollar(line5c.B + careShare.B),
  };
  steps.push(money(`6c. Support owed to the ${A.label}`, line6c.A, '5c + 6b', 'CJD 304, line 6c'));
  if (shared || line6c.B > 0)
    steps.push(money(`6c. Support owed to the ${B.label}`, line6c.B, '5c + 6b', 'CJD 304, line 6c'));

  // Lines 6d-6e (Box 1 only): support under 10% of the receiving parent's income is limited by the income disparity.
  const disparity = (owed: number, receiver: Column, payer: Column): number => {
    const ratio = receiver.available === 0 ? 1 : roundToDecimals(owed / receiver.available, 2);
    if (ratio >= INCOME_DISPARITY_STEP) return owed;
    const limited = Math.max(
      Math.min(owed, (ratio + INCOME_DISPARITY_STEP) * payer.available),
      shadedAreaAmount(payer.available),
    );
    steps.push(
      percent(
        `6d. Support as % of the ${receiver.label}'s available income`,
        wholePercent(ratio),
        '6c ÷ 3a',
        'CJD 304, line 6d',
      ),
      money(
        `6e. Support owed to the ${receiver.label} after the income-disparity adjustment`,
        roundToCents(limited),
        `6c or (6d + 10%) × ${payer.available}, whichever is less, not less than the shaded-area amount`,
        'CJD 304, line 6e',
      ),
    );
    return limited;
  };
  const line6e = shared ? { A: disparity(line6c.A, A, B), B: disparity(line6c.B, B, A) } : line6c;

  // Line 6f: the recipient is the column with the higher 6e (Box 2: Parent A); 6g nets the two.
  const recipientKey: 'A' | 'B' = shared ? (line6e.A >= line6e.B ? 'A' : 'B') : 'A';
  const payorKey: 'A' | 'B' = recipientKey === 'A' ? 'B' : 'A';
  const recipient = columns[recipientKey];
  const payor = columns[payorKey];
  const netted = Math.max(line6e[recipientKey] - line6e[payorKey], 0);
  steps.push(
    money(
      '6g. Payor’s adjusted share of support',
      roundToCents(netted),
      shared ? `${roundToCents(line6e[recipientKey])} − ${roundToCents(line6e[payorKey])}` : undefined,
      'CJD 304, lines 6f-6g',
    ),
  );

  // Lines 7a-7b (Box 2 only): the same 10% income-disparity rule on the netted amount.
  let line7b = netted;
  if (!shared) {
    const ratio = recipient.available === 0 ? 1 : roundToDecimals(netted / recipient.available, 2);
    steps.push(
      percent(
        '7a. Support as % of Recipient’s available income',
        wholePercent(ratio),
        '6g ÷ Recipient 3a',
        'CJD 304, line 7a',
      ),
    );
    if (ratio < INCOME_DISPARITY_STEP) {
      line7b = Math.max(
        Math.min(line6e[recipientKey], netted, (ratio + INCOME_DISPARITY_STEP) * payor.available),
        shadedAreaAmount(payor.available),
      );
      steps.push(
        money(
          '7b. Payor’s support obligation after the income-disparity adjustment',
          roundToCents(line7b),
          `6e, 6g or (7a + 10%) × ${payor.available}, whichever is less, not less than the shaded-area amount`,
          'CJD 304, line 7b',
        ),
      );
    }
  }
  const weeklyOrder = Math.max(0, roundToNearestDollar(line7b));
  steps.push(
    money(
      '7d. Payor’s final weekly support obligation',
      weeklyOrder,
      `Payor: ${payor.label}`,
      'CJD 304, line 7d',
    ),
  );
  const hardship = payor.available === 0 ? 1 : roundToDecimals(weeklyOrder / payor.available, 2);
  steps.push(
    percent(
      '7e. Support as % of Payor’s available income',
      wholePercent(hardship),
      '7d ÷ Payor 3a',
      'CJD 304, line 7e',
    ),
  );
  if (hardship >= HARDSHIP_SHARE) {
    steps.push(
      note(
        'Substantial hardship',
        'The order is 40% or more of the payor’s available income: a rebuttable presumption of substantial hardship justifying a deviation exists.',
        'CJD 304, line 7e',
      ),
    );
  }

  const monthlyPayment = monthlyFromWeekly(weeklyOrder);
  steps.push(money('Monthly equivalent', monthlyPayment, `${weeklyOrder} × 52 ÷ 12`));
  const baseWeekly = Math.max(0, line5c[recipientKey] - line5c[payorKey]);
  const baseAmount = monthlyFromWeekly(baseWeekly);
  const noncustodial = columns.A.role === 'noncustodial' ? A : B;

  return {
    monthlyPayment,
    payer: weeklyOrder > 0 ? payor.role : 'none',
    combinedIncome: monthlyFromWeekly(combined),
    nonCustodialPercentage: wholePercent(shareOf(noncustodial)),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

const version2025: ChildSupportRuleVersion = {
  effective: { from: '2025-12-01' },
  model: 'massachusetts-formula',
  incomeBasis: 'gross',
  confidence: 'official',
  sources: [GUIDELINES_2025, WORKSHEET_2025, CHART_2025, BOWDITCH_2025],
  approximations: [],
  summary:
    'Weekly worksheet CJD 304: gross income less other support and health premiums; Table A on combined available income (cap $8,654/week) × Table B, split by whole-percent income shares; low-income payors pay the shaded-area amount; child care shared up to $430/week per child; 10% income-disparity limit; Box 2 (children primarily with one parent) or Box 1 (approximately equal time, 45%+ each here: each parent’s share owed to the other, netted). Social Security dependency benefits, children 18+ (Table C) and split custody are not taken by the input.',
  compute: computeMassachusetts,
};

const exampleCase = {
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 67,
  nonCustodialParentTime: 33,
  state: 'massachusetts',
  asOf: '2026-11-01',
} as const;

/**
 * Weekly figures of the checktheworksheet comparison (Parent A $570 gross and $33 health premium, Parent B
 * $3,865.38 gross and $43 premium, three children) as monthly input: 570 × 52 ÷ 12 = 2,470;
 * 3,865.38 × 52 ÷ 12 = 16,749.98; Parent A's premium is her health insurance (143 a month) and Parent B's
 * is entered as his deduction (186.33 a month), which line 3a subtracts the same way.
 */
const xfaCase = {
  ...exampleCase,
  numberOfChildren: 3,
  custodialParentIncome: 2470,
  nonCustodialParentIncome: 16749.98,
  healthInsuranceMonthly: 143,
  healthInsurancePaidBy: 'custodial',
  nonCustodialParentDeductions: 186.33,
} as const;

export const massachusetts = defineChildSupportRules({
  slug: 'massachusetts',
  versions: [version2025],
  examples: [
    {
      name: 'Combined $2,000 a week, one child, children primarily with one parent',
      source:
        'derived from CJD 304 (12/1/25) lines 3-7 and Table A; the $1,601-$2,400 band is also quoted by Bowditch & Dewey (2025-11-10): "$346 plus 18% of income above $1,600"',
      kind: 'derived',
      // 5,200 and 3,466.67 a month are 1,200 and 800 a week.
      input: { ...exampleCase, nonCustodialParentIncome: 5200, custodialParentIncome: 3466.67 },
      expected: { monthlyPayment: 1087.67, payer: 'noncustodial' },
      note: '3b 2,000; 3c 40% / 60%; 3e 346 + 18% × 400 = 418; 5a 40% × 418 = 167; 5b = 5c = 6c = 6g = 251; 7a 251 ÷ 800 = 31% ≥ 10%, so 7d = 251 a week; × 52 ÷ 12 = 1,087.67.',
    },
    {
      name: 'Three children, Box 2, no child care (official worksheet scripts: 1,091 a week)',
      source:
        'derived from CJD 304 (12/1/25); the official form’s calculate scripts give 7d = $1,091 for these figures (campbefs/checktheworksheet, model/runs/official-xfa-vs-model-2026-09-05.txt, case 2)',
      kind: 'derived',
      input: xfaCase,
      expected: { monthlyPayment: 4727.67, payer: 'noncustodial' },
      note: '3a 537 / 3,822; 3b 4,359; 3c 12% / 88%; 3e 644 + round(11% × 859) = 738; × 1.68 = 1,240; 5a 12% × 1,240 = 149; 5b = 6g = 1,091; 7a 203% ≥ 10%; 7d 1,091 a week × 52 ÷ 12 = 4,727.67.',
    },
    {
      name: 'Three children, Box 1 (equal time): income-disparity limit on the lower earner’s side (official worksheet scripts: 1,016 a week)',
      source:
        'derived from CJD 304 (12/1/25); the official form’s calculate scripts give 7d = $1,016 for these figures (campbefs/checktheworksheet, model/runs/official-xfa-vs-model-2026-09-05.txt, case 1)',
      kind: 'derived',
      input: {
        ...xfaCase,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
      },
      expected: { monthlyPayment: 4402.67, payer: 'noncustodial' },
      note: 'Parent A column 6c = 1,091 (6d 203%); Parent B column 5b = 1,240 − 1,091 = 149, 6d 149 ÷ 3,822 = 4% < 10%, so 6e = min(149, 14% × 537 = 75.18) = 75.18; 6g = 1,091 − 75.18 = 1,015.82; 7d 1,016 a week × 52 ÷ 12 = 4,402.67.',
    },
  ],
});
