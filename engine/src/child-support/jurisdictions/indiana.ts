import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';
import {
  INDIANA_PARENTING_TIME_TABLE,
  INDIANA_WEEKLY_SCHEDULE,
  type ParentingTimeBand,
} from './data/indiana-schedule.js';

const GUIDELINES: Source = {
  title: 'Indiana Child Support Rules and Guidelines (amended effective January 1, 2024)',
  section:
    'Guideline 3A-3G (weekly gross and adjusted income, Worksheet lines 1-8), Guideline Schedules for Weekly Support Payments',
  url: 'https://www.in.gov/judiciary/rules/child_support/',
};
const GUIDELINE_3F: Source = {
  title: "Indiana Child Support Guidelines, Guideline 3F. Computation of Parent's Child Support Obligation",
  section: 'Guideline 3F(1): division by income; near-equal parenting time may reverse the direction of payment',
  url: 'https://rules.incourts.gov/Content/child-support/guideline3f/current.htm',
};
const GUIDELINE_6: Source = {
  title: 'Indiana Child Support Guidelines, Guideline 6. Parenting Time Credit (effective January 1, 2024)',
  section: 'Credit from 52 annual overnights; Parenting Time Table (total and duplicated expenses); Parenting Time Credit Worksheet',
  url: 'https://rules.incourts.gov/Content/child-support/guideline6/current.htm',
};
const SCHEDULE_TRANSCRIPTION: Source = {
  title:
    'Guideline Schedules for Weekly Support Payments (2024) and Parenting Time Table as transcribed by quantelyx-dev/Tool-website (secondary)',
  section: 'lib/indiana-child-support/schedule.json (911 rows, 1-8 children) and lib/indiana-child-support/table-pt.ts',
};
const SCHEDULE_CROSS_CHECK: Source = {
  title:
    'Weekly schedule rows as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary, used to cross-check 32 rows)',
  section: 'data/schedules/indiana_schedule.json',
};

assertScheduleShape('Indiana weekly schedule', INDIANA_WEEKLY_SCHEDULE);

/** Monthly amounts become weekly ones × 12 ÷ 52 and back (Guideline 3A works in weekly income). */
const WEEKS_PER_MONTH = 52 / 12;
const TOP_ROW = INDIANA_WEEKLY_SCHEDULE.incomes[INDIANA_WEEKLY_SCHEDULE.incomes.length - 1]!;
/** Guideline 6: no credit below 52 annual overnights. */
const FIRST_CREDIT_OVERNIGHT = INDIANA_PARENTING_TIME_TABLE[0]!.from;
/** The table's last band (181-183 overnights) is equal parenting time. */
const EQUAL_TIME_BAND = INDIANA_PARENTING_TIME_TABLE[INDIANA_PARENTING_TIME_TABLE.length - 1]!;

const toWeekly = (monthly: number) => roundToCents(monthly / WEEKS_PER_MONTH);
const toMonthly = (weekly: number) => roundToCents(weekly * WEEKS_PER_MONTH);

const ROLE: Record<ParentRole, string> = { custodial: 'custodial parent', noncustodial: 'noncustodial parent' };
const OTHER: Record<ParentRole, ParentRole> = { custodial: 'noncustodial', noncustodial: 'custodial' };

function bandFor(overnights: number): ParentingTimeBand | undefined {
  return INDIANA_PARENTING_TIME_TABLE.find((band) => overnights >= band.from && overnights <= band.to);
}

/**
 * The Indiana Child Support Obligation Worksheet in weekly terms, with the Parenting Time Credit
 * Worksheet for the parent with fewer overnights (Guideline 6 gives the credit to the noncustodial
 * parent; with equal overnights the parent entered as noncustodial keeps that role).
 */
function computeIndiana(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];

  const nights: Record<ParentRole, number> = {
    custodial: wholeOvernights(c, 'custodial'),
    noncustodial: wholeOvernights(c, 'noncustodial'),
  };
  const payor: ParentRole = nights.custodial < nights.noncustodial ? 'custodial' : 'noncustodial';
  const other = OTHER[payor];
  if (payor === 'custodial') {
    steps.push(
      note(
        'Noncustodial parent for the guideline',
        'The parent entered as custodial has fewer overnights, so that parent is the noncustodial parent of the worksheet and receives the parenting time credit.',
        GUIDELINE_6.section,
      ),
    );
  }

  // Line 1: weekly gross income; lines 1A-1D: the deductions entered; line 1E: weekly adjusted income.
  const adjusted = {} as Record<ParentRole, number>;
  for (const role of ['custodial', 'noncustodial'] as const) {
    const gross = toWeekly(Math.max(0, c[role].monthlyIncome));
    const deductions = toWeekly(c[role].monthlyDeductions);
    adjusted[role] = roundToCents(Math.max(0, gross - deductions));
    steps.push(money(`1. Weekly gross income (${ROLE[role]})`, gross, `${roundToCents(c[role].monthlyIncome)} × 12 ÷ 52`, 'Guideline 3A'));
    if (deductions > 0) steps.push(money(`1A-1D. Deductions entered, weekly (${ROLE[role]})`, deductions, undefined, 'Guideline 3C'));
    steps.push(money(`1E. Weekly adjusted income (${ROLE[role]})`, adjusted[role], undefined, 'Guideline 3C'));
  }
  const combined = roundToCents(adjusted.custodial + adjusted.noncustodial);
  const payorShare = combined === 0 ? 0.5 : roundToDecimals(adjusted[payor] / combined, 4);
  steps.push(
    money('1E. Combined weekly adjusted income', combined, undefined, 'Guideline 3C'),
    percent(`2. Percentage share of income (${ROLE[payor]}, worksheet noncustodial parent)`, roundToDecimals(payorShare * 100, 2), undefined, 'Guideline 3F(1)'),
  );

  // Line 4: basic child support obligation from the weekly schedule.
  const reading = readSchedule(INDIANA_WEEKLY_SCHEDULE, combined, c.children, 'nearest-row');
  let basic = reading.amount;
  if (reading.aboveTable) {
    // The secondary transcriptions extend the schedule by each column's top-row percentage (745 / 9,200
    // = 8.1% for one child ...), which is the top row scaled in proportion to income.
    basic = roundToCents((reading.amount * combined) / TOP_ROW);
    const text = `Combined weekly adjusted income is above the schedule's $${TOP_ROW.toLocaleString('en-US')} top row; the obligation was extended in proportion to income from that row (${reading.amount}), the extension secondary sources use; the guideline text for incomes above the schedule was not seen.`;
    approximations.push(text);
    steps.push(
      note('Above the schedule', text, GUIDELINES.section),
      money('4. Basic child support obligation (weekly, above the schedule)', basic, `${reading.amount} × ${combined} / ${TOP_ROW}`),
    );
  } else {
    steps.push(
      money(
        '4. Basic child support obligation (weekly)',
        basic,
        `Guideline Schedules for Weekly Support Payments, ${reading.description}, ${c.children} ${c.children === 1 ? 'child' : 'children'}`,
        'Guideline 3D',
      ),
    );
  }

  // Lines 4A-4B and 5: work-related child care and the children's health insurance are added.
  const childcare = toWeekly(c.childcare.monthly);
  const insurance = toWeekly(c.healthInsurance.monthly);
  if (childcare > 0) steps.push(money('4A. Weekly work-related child care expense', childcare, undefined, 'Guideline 3E(1)'));
  if (insurance > 0) steps.push(money("4B. Weekly cost of the children's health insurance", insurance, undefined, 'Guideline 3E(2)'));
  const total = roundToCents(basic + childcare + insurance);
  steps.push(money('5. Total child support obligation (weekly)', total, undefined, 'Guideline 3E'));

  // Line 6: the worksheet noncustodial parent's share.
  const line6 = roundToCents(total * payorShare);
  steps.push(money(`6. Share of the total obligation (${ROLE[payor]})`, line6, `${total} × ${(payorShare * 100).toFixed(2)}%`, 'Guideline 3F(1)'));

  // Line 7: what that parent already pays directly, and the parenting time credit.
  let line7 = 0;
  const paidChildcare = c.childcare.paidBy === payor ? childcare : 0;
  const paidInsurance = c.healthInsurance.paidBy === payor ? insurance : 0;
  if (paidChildcare > 0) steps.push(money('7. Weekly child care paid by this parent', paidChildcare, undefined, 'Guideline 3G(2)'));
  if (paidInsurance > 0) steps.push(money('7. Weekly health insurance premium paid by this parent', paidInsurance, undefined, 'Guideline 3G(3)'));
  line7 += paidChildcare + paidInsurance;

  const payorNights = nights[payor];
  steps.push(count(`Annual overnights (${ROLE[payor]})`, payorNights, undefined, GUIDELINE_6.section));
  const band = bandFor(payorNights);
  let credit = 0;
  if (band) {
    // Parenting Time Credit Worksheet: expenses during parenting time (basic × total) less this
    // parent's income share of the duplicated expenses (basic × duplicated), which both households carry.
    const during = roundToCents(basic * band.total);
    const duplicated = roundToCents(basic * band.duplicated);
    const ownDuplicated = roundToCents(duplicated * payorShare);
    credit = roundToCents(during - ownDuplicated);
    steps.push(
      money('Parenting time credit: expenses during parenting time', during, `${basic} × ${band.total} (${band.from}-${band.to} overnights)`, GUIDELINE_6.section),
      money('Parenting time credit: duplicated expenses', duplicated, `${basic} × ${band.duplicated}`, GUIDELINE_6.section),
      money("Parenting time credit: this parent's share of duplicated expenses", ownDuplicated, `${duplicated} × ${(payorShare * 100).toFixed(2)}%`),
      money('7. Parenting time credit (weekly)', credit, `${during} − ${ownDuplicated}`, GUIDELINE_6.section),
    );
  } else {
    steps.push(note('Parenting time credit', `None: fewer than ${FIRST_CREDIT_OVERNIGHT} overnights a year.`, GUIDELINE_6.section));
  }
  line7 = roundToCents(line7 + credit);

  // Line 8: the weekly support obligation; a negative result is owed the other way.
  let weekly = roundToCents(line6 - line7);
  steps.push(money('8. Weekly support obligation before the direction of payment', weekly, `${line6} − ${line7}`));
  if (weekly < 0 && payorNights < EQUAL_TIME_BAND.from) {
    const text =
      "The credits exceed the noncustodial parent's share. Guideline 3F directs payment from the custodial parent to the noncustodial parent for near-equal parenting time; the text seen does not say what applies with less time, so the amount was set to zero.";
    approximations.push(text);
    steps.push(note('Credits above the share', text, GUIDELINE_3F.section));
    weekly = 0;
  } else if (weekly < 0) {
    steps.push(
      note(
        'Direction of payment',
        `With equal parenting time and the other parent's larger income, the ${ROLE[other]} pays.`,
        GUIDELINE_3F.section,
      ),
    );
  }

  const payorMonthly = toMonthly(weekly);
  const monthlyPayment = Math.abs(payorMonthly);
  const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : payorMonthly > 0 ? payor : other;
  steps.push(money('Monthly child support (weekly × 52 ÷ 12)', monthlyPayment, `${Math.abs(weekly)} × 52 ÷ 12`));

  if (c.custodyArrangement === 'split') {
    approximations.push('Split custody was computed as one worksheet for all the children, not one worksheet per household.');
  }

  const ncpShare = payor === 'noncustodial' ? payorShare : roundToDecimals(1 - payorShare, 4);
  const payorBasicMonthly = toMonthly(roundToCents(basic * payorShare));
  return {
    monthlyPayment,
    payer,
    combinedIncome: toMonthly(combined),
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: payorBasicMonthly,
    adjustment: roundToCents(monthlyPayment - payorBasicMonthly),
    steps,
    approximations,
  };
}

const VERSION_2024: ChildSupportRuleVersion = {
  effective: { from: '2024-01-01' },
  model: 'income-shares',
  incomeBasis: 'gross',
  confidence: 'estimate',
  sources: [GUIDELINES, GUIDELINE_3F, GUIDELINE_6, SCHEDULE_TRANSCRIPTION, SCHEDULE_CROSS_CHECK],
  approximations: [
    "The 2024 weekly schedule is held in full (911 rows, 1-8 children) from a secondary transcription, 190 of 192 cells cross-checked against a second one; the $700 row for 5 and 6 children differs between them (237/256 used, 232/250 in the other).",
    'Between the $10 rows the nearest row is read; the guideline text on incomes between rows was not seen.',
    "The Parenting Time Table's 2024 bands come from a single secondary transcription; Guideline 6's equal-parenting-time commentary and the averaging for children with different overnights are not applied beyond the table itself.",
    'Low-income provisions (any minimum order or self-support limit) and the adjustment for subsequent-born children are not applied; deductions are taken as entered.',
  ],
  summary:
    'Income shares on weekly gross income (monthly × 12 ÷ 52) with the 2024 Guideline Schedules for Weekly Support Payments; child care and health insurance added and credited to the parent who pays; Guideline 6 parenting time credit from 52 overnights a year (expenses during parenting time less the parent\'s share of duplicated expenses).',
  compute: computeIndiana,
};

const base = {
  state: 'indiana',
  asOf: '2026-11-01',
  custodialParentIncome: 1733.33,
  nonCustodialParentIncome: 2600,
  numberOfChildren: 2,
} as const;

export const indiana = defineChildSupportRules({
  slug: 'indiana',
  versions: [VERSION_2024],
  examples: [
    {
      name: 'Two children, $1,000 a week combined, no parenting time credit',
      kind: 'derived',
      source: 'derived from Indiana Child Support Guidelines 3A-3F and the 2024 weekly schedule ($1,000 row, cross-checked)',
      input: { ...base, custodyArrangement: 'primary', custodialParentTime: 100, nonCustodialParentTime: 0 },
      expected: { monthlyPayment: 702, payer: 'noncustodial' },
      note: 'Weekly incomes 1,733.33 × 12 ÷ 52 = 400.00 and 2,600 × 12 ÷ 52 = 600; $1,000 row, two children $270; × 60% = 162 a week × 52 ÷ 12 = $702.',
    },
    {
      name: 'Two children, $1,000 a week combined, 98 overnights (parenting time credit)',
      kind: 'derived',
      source: 'derived from Indiana Child Support Guideline 6 (Parenting Time Credit Worksheet) with the 96-100 overnight band as transcribed',
      input: {
        ...base,
        custodyArrangement: 'primary',
        custodialParentTime: 73.15,
        nonCustodialParentTime: 26.85,
        custodialParentOvernights: 267,
        nonCustodialParentOvernights: 98,
      },
      expected: { monthlyPayment: 516.92, payer: 'noncustodial' },
      note: 'Basic 270; 96-100 band: 270 × 0.253 = 68.31, duplicated 270 × 0.158 = 42.66 × 60% = 25.60; credit 68.31 − 25.60 = 42.71; 162 − 42.71 = 119.29 a week × 52 ÷ 12 = $516.92.',
    },
    {
      name: 'Equal parenting time, custodial parent earns more: the custodial parent pays',
      kind: 'derived',
      source: 'derived from Indiana Child Support Guideline 3F(1) (near-equal time reverses payment) and Guideline 6 (181-183 band as transcribed)',
      input: {
        ...base,
        custodialParentIncome: 5200,
        nonCustodialParentIncome: 1733.33,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
      },
      expected: { monthlyPayment: 491.53, payer: 'custodial' },
      note: 'Weekly 1,200 and 400, combined 1,600 → two children $371; share 25% → 92.75. 183 overnights: 371 × 0.682 = 253.02; 371 × 0.505 = 187.36 × 25% = 46.84; credit 206.18; 92.75 − 206.18 = −113.43 a week, paid by the custodial parent: × 52 ÷ 12 = $491.53.',
    },
  ],
});
