import { count, money, note } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { wholeOvernights, worksheetIncomes } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { ALABAMA_SCHEDULE_2022 } from './data/alabama-schedule.js';

const RULE_32: Source = {
  title: 'Alabama Rules of Judicial Administration, Rule 32 (Child-Support Guidelines), as amended effective 2022-05-01 and 2023-06-01',
  section:
    'Rule 32(A)(1)(a) (shared custody as a reason to deviate), (B) (gross and adjusted gross income), (B)(8) (child care), (C) (schedule, shares), (E) (forms CS-42 and CS-42-S)',
  url: 'https://judicial.alabama.gov/docs/library/rules/ja32.pdf',
};
const SCHEDULE: Source = {
  title: 'Schedule of Basic Child-Support Obligations, effective May 1, 2022 (Rule 32 appendix)',
  section:
    'Combined adjusted gross income $250-$30,000 in $50 rows, 1-6 children; transcribed by tcbmem-png/csg_tcblaw and checked cell by cell against JJWren/FairShare (see data/alabama-schedule.ts)',
  url: 'https://www.alacourt.gov/docs/ChildSupportObligations.512022.pdf',
};
const FORM_CS_42: Source = {
  title: 'Form CS-42, Child-Support Guidelines (Rev. 5/2022), Administrative Office of Courts Excel worksheet',
  section:
    'Lines 1-13: schedule row MAX(250, ROUND(income/50)*50), shares to 1%, line 8 to the dollar, line 10 not below $0, line 11 adjusted income − $981, line 12 85% (at least $50), line 13 the lesser (no gross income: $0). Formulas as read back from the workbook by JJWren/FairShare (src/FairShare.Domain/Calculators/CS42Calculator.cs, Golden/al-cs42-golden.json)',
};
const FORM_CS_42_S: Source = {
  title: 'Form CS-42-S, Child-Support Guidelines, Shared 50% Physical Custody (Eff. 6/2023), Administrative Office of Courts Excel worksheet',
  section:
    'Lines 1-14: 150% of the basic obligation, each parent’s share rounded to the dollar, less costs paid and a credit of half the line-5 amount; the higher line 13 is the order. Formulas as read back by JJWren/FairShare (CS42SCalculator.cs, Golden/al-cs42s-golden.json)',
};

assertScheduleShape('Alabama 2022 schedule', ALABAMA_SCHEDULE_2022);

/** Form CS-42 line 11: the self-support reserve subtracted from the obligor's adjusted gross income. */
const SELF_SUPPORT_RESERVE = 981;
/** Form CS-42 line 12: the share of income above the reserve available for support. */
const AVAILABLE_SHARE = 0.85;
/** Form CS-42 line 12: the least the form assigns a parent who has gross income. */
const MINIMUM_ORDER = 50;
/** Form CS-42-S line 5: the shared-custody obligation is 150% of the basic obligation. */
const SHARED_MULTIPLIER = 1.5;
/** Form CS-42-S line 12: each parent is credited with half of the shared-custody obligation. */
const SHARED_CREDIT = 0.5;
/** The workbook's schedule key: MAX(250, ROUND(income/50)*50). */
const ROW_STEP = 50;
const FIRST_ROW = 250;
const TOP_ROW = 30_000;

/**
 * Not an approximation of the rule but a limit of the official worksheet itself: the AOC workbook
 * rounds the plaintiff's percentage (CS-42-S: the defendant's) and gives the other parent the
 * remainder, so at an exact half percent its answer depends on which parent is the plaintiff.
 */
const SHARE_ROUNDING_NOTE =
  "Each parent's share is rounded to the nearest 1% (halves up) from the noncustodial parent's side; the AOC workbook rounds one named party's share and gives the other the remainder, so at an exact half percent (e.g. 62.5%) the workbook's answer can differ by that 1% depending on which parent is the plaintiff.";

interface ScheduleRead {
  amount: number;
  steps: Step[];
  approximations: string[];
}

/** Form CS-42/CS-42-S line 4, the workbook's lookup: the nearest $50 row (halves up), never below the $250 row. */
function basicObligation(combined: number, children: number): ScheduleRead {
  const key = Math.max(FIRST_ROW, roundToDecimals(combined / ROW_STEP, 0) * ROW_STEP);
  const reading = readSchedule(ALABAMA_SCHEDULE_2022, Math.min(key, TOP_ROW), children, 'nearest-row');
  const label = 'Basic child-support obligation (schedule)';
  if (key <= TOP_ROW) {
    return {
      amount: reading.amount,
      steps: [money(label, reading.amount, `row ${key} (nearest $50, at least $250)`, 'Rule 32(C)(1); Form CS-42 line 4')],
      approximations: [],
    };
  }
  const text =
    'Combined adjusted gross income is above the $30,000 top of the schedule, where Rule 32(C)(1) leaves the amount to the court (the AOC workbook shows no amount); the top row was used.';
  return {
    amount: reading.amount,
    steps: [note('Above the schedule', text, 'Rule 32(C)(1)'), money(label, reading.amount, `top row (${TOP_ROW})`, 'Rule 32(C)(1); Form CS-42 line 4')],
    approximations: [text],
  };
}

function costsPaidBy(c: ChildSupportCase, role: ParentRole): number {
  return roundToCents((c.childcare.paidBy === role ? c.childcare.monthly : 0) + (c.healthInsurance.paidBy === role ? c.healthInsurance.monthly : 0));
}

function computeAlabama(c: ChildSupportCase, sharedForm: boolean): GuidelineOutcome {
  const incomes = worksheetIncomes(c, {
    state: 'alabama',
    basis: 'gross',
    // Form CS-42 line 3: ROUND(income / combined, 2), i.e. the nearest 1%.
    shareDecimals: 2,
    incomeLabel: 'Monthly adjusted gross income',
    deductionsLabel: 'Preexisting child support and periodic alimony paid',
    source: 'Rule 32(B); Form CS-42 lines 1-3',
  });
  const steps: Step[] = [...incomes.steps];
  const approximations = [...incomes.approximations];
  const basic = basicObligation(incomes.combined, c.children);
  steps.push(...basic.steps);
  approximations.push(...basic.approximations);

  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  steps.push(count('Overnights (custodial parent)', cpNights), count('Overnights (noncustodial parent)', ncpNights));
  const ncpBase = roundToCents(basic.amount * incomes.noncustodialShare);
  const childcare = roundToCents(c.childcare.monthly);
  const health = roundToCents(c.healthInsurance.monthly);
  const cpCosts = costsPaidBy(c, 'custodial');
  const ncpCosts = costsPaidBy(c, 'noncustodial');
  const pct = (share: number) => `${Math.round(share * 100)}%`;

  // Rule 32 as amended effective 2023-06-01: a court order for shared 50% physical custody (each
  // parent about half the time) is computed on Form CS-42-S. Equal overnights stand for that order.
  if (sharedForm && Math.abs(cpNights - ncpNights) <= 1) {
    const shared = roundToNearestDollar(basic.amount * SHARED_MULTIPLIER);
    const total = roundToCents(shared + cpCosts + ncpCosts);
    const cpObligation = roundToNearestDollar(total * incomes.custodialShare);
    const ncpObligation = roundToNearestDollar(total * incomes.noncustodialShare);
    const credit = roundToNearestDollar(shared * SHARED_CREDIT);
    const cpAdjusted = roundToCents(cpObligation - cpCosts - credit);
    const ncpAdjusted = roundToCents(ncpObligation - ncpCosts - credit);
    steps.push(
      note('Shared 50% physical custody', 'Each parent has the children half the time: Form CS-42-S applies.', 'Rule 32 (amended eff. 2023-06-01); Form CS-42-S'),
      money('Shared 50% physical-custody obligation (150%)', shared, `${basic.amount} × 150%`, 'Form CS-42-S line 5'),
      money('Child-care and health-care-coverage costs (both parents)', roundToCents(cpCosts + ncpCosts), `${cpCosts} + ${ncpCosts}`, 'Form CS-42-S lines 6-8'),
      money('Total child-support obligation', total, undefined, 'Form CS-42-S line 9'),
      money("Custodial parent's obligation", cpObligation, `${total} × ${pct(incomes.custodialShare)}`, 'Form CS-42-S line 10'),
      money("Noncustodial parent's obligation", ncpObligation, `${total} × ${pct(incomes.noncustodialShare)}`, 'Form CS-42-S line 10'),
      money('Credit for shared 50% physical custody (each parent)', credit, `${shared} × 50%`, 'Form CS-42-S line 12'),
      money("Custodial parent's adjusted obligation", cpAdjusted, `${cpObligation} − ${cpCosts} − ${credit}`, 'Form CS-42-S line 13'),
      money("Noncustodial parent's adjusted obligation", ncpAdjusted, `${ncpObligation} − ${ncpCosts} − ${credit}`, 'Form CS-42-S line 13'),
    );
    // Line 14: the higher line-13 amount is the order (a tie goes to the noncustodial column, as the
    // workbook's goes to the defendant); nothing is owed when it is not positive.
    const custodialPays = cpAdjusted > ncpAdjusted;
    const order = Math.max(0, custodialPays ? cpAdjusted : ncpAdjusted);
    const payer: ParentRole | 'none' = order === 0 ? 'none' : custodialPays ? 'custodial' : 'noncustodial';
    steps.push(money('Recommended child-support order', order, undefined, 'Form CS-42-S line 14'));
    return {
      monthlyPayment: order,
      payer,
      combinedIncome: incomes.combined,
      nonCustodialPercentage: Math.round(incomes.noncustodialShare * 100),
      baseAmount: ncpBase,
      adjustment: roundToCents(order - ncpBase),
      steps,
      approximations,
    };
  }

  if (ncpNights > 0 && Math.abs(cpNights - ncpNights) <= 1) {
    steps.push(note('Shared physical custody', 'Before June 1, 2023 Rule 32 had no shared-custody worksheet: Form CS-42 applies and the court may deviate.', 'Rule 32(A)(1)(a)'));
  } else if (c.custodyArrangement === 'shared') {
    steps.push(
      note(
        'Shared physical custody',
        'Form CS-42-S is for orders of shared 50% physical custody; with unequal time Form CS-42 applies, and time substantially beyond the customary is a reason the court may deviate.',
        'Rule 32(A)(1)(a)',
      ),
    );
  }
  const total = roundToCents(basic.amount + childcare + health);
  const ncpObligation = roundToNearestDollar(total * incomes.noncustodialShare);
  const ncpAdjusted = roundToCents(Math.max(0, ncpObligation - ncpCosts));
  const adjustedIncome = roundToCents(Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions));
  const afterReserve = roundToCents(Math.max(0, adjustedIncome - SELF_SUPPORT_RESERVE));
  const available = Math.max(MINIMUM_ORDER, roundToNearestDollar(afterReserve * AVAILABLE_SHARE));
  const hasGrossIncome = c.noncustodial.monthlyIncome > 0;
  const order = hasGrossIncome ? Math.min(ncpAdjusted, available) : 0;
  steps.push(
    money('Work-related child-care costs', childcare, undefined, 'Rule 32(B)(8); Form CS-42 line 5'),
    money('Health-care-coverage costs', health, undefined, 'Rule 32(B); Form CS-42 line 6'),
    money('Total child-support obligation', total, `${basic.amount} + ${childcare} + ${health}`, 'Form CS-42 line 7'),
    money("Noncustodial parent's child-support obligation", ncpObligation, `${total} × ${pct(incomes.noncustodialShare)}`, 'Form CS-42 line 8'),
    money('Costs paid by the noncustodial parent', ncpCosts, undefined, 'Form CS-42 line 9'),
    money("Noncustodial parent's adjusted obligation", ncpAdjusted, `max(0, ${ncpObligation} − ${ncpCosts})`, 'Form CS-42 line 10'),
    money('Income available after the self-support reserve', afterReserve, `max(0, ${adjustedIncome} − ${SELF_SUPPORT_RESERVE})`, 'Form CS-42 line 11'),
    money('Income available for support (85%, at least $50)', available, `max(${MINIMUM_ORDER}, ${afterReserve} × 85%)`, 'Form CS-42 line 12'),
  );
  if (!hasGrossIncome) steps.push(note('No gross income', 'A parent with no gross income is assigned $0 on the form.', 'Form CS-42 line 13'));
  steps.push(money('Recommended child-support order', order, hasGrossIncome ? `lesser of ${ncpAdjusted} and ${available}` : undefined, 'Form CS-42 line 13'));
  return {
    monthlyPayment: order,
    payer: order === 0 ? 'none' : 'noncustodial',
    combinedIncome: incomes.combined,
    nonCustodialPercentage: Math.round(incomes.noncustodialShare * 100),
    baseAmount: ncpBase,
    adjustment: roundToCents(order - ncpBase),
    steps,
    approximations,
  };
}

const base = { custodyArrangement: 'primary', state: 'alabama', asOf: '2026-11-01', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;
const WORKBOOK = 'values read back from the AOC workbook by JJWren/FairShare';

export const alabama = defineChildSupportRules({
  slug: 'alabama',
  versions: [
    {
      effective: { from: '2022-05-01', to: '2023-05-31' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [RULE_32, SCHEDULE, FORM_CS_42],
      approximations: [SHARE_ROUNDING_NOTE],
      summary:
        'Income shares on combined adjusted gross income with the 2022 schedule to $30,000 (nearest $50 row), shares to 1%; child care and health insurance shared by income with credit to the parent who pays; the order is at most 85% of the obligor’s adjusted income above $981 (at least $50). Shared custody was only a reason to deviate.',
      compute: (c) => computeAlabama(c, false),
    },
    {
      effective: { from: '2023-06-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [RULE_32, SCHEDULE, FORM_CS_42, FORM_CS_42_S],
      approximations: [SHARE_ROUNDING_NOTE],
      summary:
        'Income shares on combined adjusted gross income with the 2022 schedule to $30,000 (nearest $50 row), shares to 1%; child care and health insurance shared by income with credit to the parent who pays; the order is at most 85% of the obligor’s adjusted income above $981 (at least $50). Shared 50% physical custody uses Form CS-42-S (150% of the schedule, each parent credited half, offset).',
      compute: (c) => computeAlabama(c, true),
    },
  ],
  examples: [
    {
      name: 'CS-42-S workbook case: shared custody, six children, $20,000 and $10,000 gross a month',
      kind: 'secondary',
      source: "the Alabama AOC Form CS-42-S (Eff. 6/2023) Excel worksheet as run by JJWren/FairShare: case \"schedule-ceiling-30000\" of src/FairShare.Tests/Domain/Golden/al-cs42s-golden.json (values read back from the workbook; read 2026-11-26)",
      input: {
        custodialParentIncome: 10000,
        nonCustodialParentIncome: 20000,
        numberOfChildren: 6,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        state: 'alabama',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1424, payer: 'noncustodial' },
      note: 'The shared-custody worksheet (CS-42-S) at equal time: the higher earner pays $1,424 (the workbook’s result).',
    },
    {
      name: 'CS-42-S workbook case: shared custody, one child, $1,225 and $1,000 gross a month',
      kind: 'secondary',
      source: "the Alabama AOC Form CS-42-S (Eff. 6/2023) Excel worksheet as run by JJWren/FairShare: case \"bracket-boundary-2225\" of src/FairShare.Tests/Domain/Golden/al-cs42s-golden.json (values read back from the workbook; read 2026-11-26)",
      input: {
        custodialParentIncome: 1000,
        nonCustodialParentIncome: 1225,
        numberOfChildren: 1,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        state: 'alabama',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 31, payer: 'noncustodial' },
      note: 'The shared-custody worksheet (CS-42-S) at equal time, combined $2,225 at a schedule row boundary: the higher earner pays $31 (the workbook’s result).',
    },
    {
      name: 'CS-42 workbook case: four children, $15,000 and $14,000 gross a month',
      kind: 'secondary',
      source: "the Alabama AOC Form CS-42 (Rev. 5/2022) Excel worksheet as run by JJWren/FairShare: case \"high-income-29000\" of src/FairShare.Tests/Domain/Golden/al-cs42-golden.json (values read back from the workbook; read 2026-11-26)",
      input: {
        custodialParentIncome: 15000,
        nonCustodialParentIncome: 14000,
        numberOfChildren: 4,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'alabama',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 2190, payer: 'noncustodial' },
      note: 'Combined $29,000: schedule $4,562 for four children; the paying parent’s share 48%: $2,190 (the workbook’s line 13).',
    },
    {
      name: 'CS-42 workbook case: six children, $10,000 and $20,000 gross a month (top of the schedule)',
      kind: 'secondary',
      source: "the Alabama AOC Form CS-42 (Rev. 5/2022) Excel worksheet as run by JJWren/FairShare: case \"schedule-ceiling-30000\" of src/FairShare.Tests/Domain/Golden/al-cs42-golden.json (values read back from the workbook; read 2026-11-26)",
      input: {
        custodialParentIncome: 10000,
        nonCustodialParentIncome: 20000,
        numberOfChildren: 6,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'alabama',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 3743, payer: 'noncustodial' },
      note: 'Combined $30,000, the top row: $5,586 for six children; the paying parent’s share 67%: $3,743.',
    },
    {
      name: 'CS-42 workbook case: one child, $900 and $800 gross a month (both below the self-support reserve)',
      kind: 'secondary',
      source: "the Alabama AOC Form CS-42 (Rev. 5/2022) Excel worksheet as run by JJWren/FairShare: case \"both-below-self-support-reserve\" of src/FairShare.Tests/Domain/Golden/al-cs42-golden.json (values read back from the workbook; read 2026-11-26)",
      input: {
        custodialParentIncome: 900,
        nonCustodialParentIncome: 800,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'alabama',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 50, payer: 'noncustodial' },
      note: 'Combined $1,700: schedule $327 for one child; the paying parent’s $800 lies below the self-support reserve, and the workbook’s line 13 gives $50.',
    },
    {
      name: 'Form CS-42: $4,000 and $3,000, two children, child care and insurance paid by the custodial parent',
      kind: 'derived',
      source: `derived from Rule 32 and Form CS-42 (Rev. 5/2022); the same case is "repo-regression-4000-3000" in JJWren/FairShare Golden/al-cs42-golden.json (${WORKBOOK}: $718)`,
      input: { ...base, custodialParentIncome: 4000, nonCustodialParentIncome: 3000, numberOfChildren: 2, childcareCostMonthly: 200, childcarePaidBy: 'custodial', healthInsuranceMonthly: 100, healthInsurancePaidBy: 'custodial' },
      expected: { monthlyPayment: 718, payer: 'noncustodial' },
      note: 'Row 7,000, two children: 1,370; total 1,370 + 200 + 100 = 1,670; share 3,000 / 7,000 = 43%; 1,670 × 43% = 718.10 → 718; line 11: 3,000 − 981 = 2,019, 85% = 1,716; lesser is 718.',
    },
    {
      name: 'Form CS-42: obligor near the self-support reserve gets the $50 minimum',
      kind: 'derived',
      source: `derived from Form CS-42 lines 8-13; the inputs are the AOC workbook's own defaults ("workbook-defaults" in JJWren/FairShare Golden/al-cs42-golden.json, ${WORKBOOK}: $50)`,
      input: { ...base, custodialParentIncome: 1200, nonCustodialParentIncome: 1000, numberOfChildren: 1, childcareCostMonthly: 20, childcarePaidBy: 'noncustodial', healthInsuranceMonthly: 100, healthInsurancePaidBy: 'custodial' },
      expected: { monthlyPayment: 50, payer: 'noncustodial' },
      note: 'Row 2,200, one child: 414; total 534; share 1,000 / 2,200 = 45%: 240.30 → 240, less 20 paid = 220; line 11: 1,000 − 981 = 19, 85% = 16, raised to the $50 minimum; lesser is 50.',
    },
    {
      name: 'Form CS-42-S: shared 50% physical custody, four children',
      kind: 'derived',
      source: `derived from Form CS-42-S (Eff. 6/2023); the same case is "repo-regression-4244-9173" in JJWren/FairShare Golden/al-cs42s-golden.json (${WORKBOOK}: $661 from the higher earner)`,
      input: {
        ...base,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        custodialParentIncome: 4244,
        nonCustodialParentIncome: 9173,
        numberOfChildren: 4,
        healthInsuranceMonthly: 195,
        healthInsurancePaidBy: 'noncustodial',
      },
      expected: { monthlyPayment: 661, payer: 'noncustodial' },
      note: 'Combined 13,417 → row 13,400, four children: 2,680; × 150% = 4,020; + 195 = 4,215; shares 32% / 68%: 1,349 and 2,866; credit 2,010 each; 1,349 − 0 − 2,010 = −661; 2,866 − 195 − 2,010 = 661.',
    },
  ],
});
