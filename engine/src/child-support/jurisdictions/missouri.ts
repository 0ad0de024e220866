import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { otherParent } from '../case.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { MISSOURI_SCHEDULE } from './data/missouri-schedule.js';

const FORM_14: Source = {
  title:
    'Supreme Court of Missouri, Rule 88.01 and Civil Procedure Form No. 14, Child Support Amount Calculation Worksheet, with Directions, Comments for Use and Examples and Assumptions (order of March 4, 2025, effective January 1, 2026)',
  section:
    'General directions A (whole dollars), C-D (parent receiving support; substantially equal time); lines 1-4 (income, 0.1% shares); line 5 (nearest schedule row, low-income second calculation); lines 6a-6e (child care tax credit table), 7-10; line 11 (overnight table and self-support caveat); line 12',
  url: 'https://www.courts.mo.gov/page.jsp?id=128693',
};
const FORM_14_ATTACHMENT: Source = {
  title: 'Form No. 14 with directions, comments for use, examples and assumptions (order attachment as published by The Missouri Bar)',
  section: 'Order of March 4, 2025, attachment A',
  url: 'https://images.magnetmail.net/images/clients/MOBAR/attach/Orders/3093a.pdf',
};
const SCHEDULE_SOURCE: Source = {
  title: 'Schedule of Basic Child Support Obligations, 2024 Child Support Guideline Review, Updated Schedule (order attachment as published by The Missouri Bar)',
  section: 'Combined adjusted gross income $0-1,300 to $40,000 in $50 steps, 1-6 children',
  url: 'https://images.magnetmail.net/images/clients/MOBAR/attach/Orders/3093b.pdf',
};

assertScheduleShape('Missouri Form 14 schedule', MISSOURI_SCHEDULE);

const TOP_OF_SCHEDULE = 40_000;

/**
 * Line 11 caveat and its note 2: the highest adjusted monthly gross income to which the self-support
 * reserve applies, by number of children. The same figures bound the schedule's shaded (low-income)
 * area that line 5's second calculation uses.
 */
const SELF_SUPPORT_TOP: readonly number[] = [1750, 2200, 2550, 2850, 3100, 3600];

/** Line 11 table: the adjustment percentage from the first overnight of each band (less than 36: none). */
const OVERNIGHT_BANDS: readonly { from: number; rate: number }[] = [
  { from: 36, rate: 0.06 },
  { from: 73, rate: 0.09 },
  { from: 92, rate: 0.1 },
  { from: 110, rate: 0.13 },
  { from: 116, rate: 0.15 },
  { from: 120, rate: 0.17 },
  { from: 126, rate: 0.2 },
  { from: 131, rate: 0.23 },
  { from: 137, rate: 0.25 },
  { from: 142, rate: 0.27 },
  { from: 148, rate: 0.28 },
  { from: 153, rate: 0.29 },
  { from: 159, rate: 0.3 },
  { from: 165, rate: 0.31 },
  { from: 171, rate: 0.32 },
  { from: 176, rate: 0.33 },
  { from: 181, rate: 0.34 },
];

/**
 * The top band (181-183 overnights) is the substantially equal time the directions speak of: when both
 * parents are in it, general direction D presumes the parent with the higher line 1 income pays.
 */
const EQUAL_TIME_NIGHTS = 181;

/** Line 6a comment B, Child Care Tax Credit Table (Form 2441, 2023): credit rate by the receiving parent's line 1 income. */
const CHILD_CARE_CREDIT: readonly { upTo: number; rate: number }[] = [
  { upTo: 1250, rate: 0.35 },
  { upTo: 1416, rate: 0.34 },
  { upTo: 1583, rate: 0.33 },
  { upTo: 1750, rate: 0.32 },
  { upTo: 1916, rate: 0.31 },
  { upTo: 2083, rate: 0.3 },
  { upTo: 2250, rate: 0.29 },
  { upTo: 2416, rate: 0.28 },
  { upTo: 2583, rate: 0.27 },
  { upTo: 2750, rate: 0.26 },
  { upTo: 2916, rate: 0.25 },
  { upTo: 3083, rate: 0.24 },
  { upTo: 3250, rate: 0.23 },
  { upTo: 3416, rate: 0.22 },
  { upTo: 3583, rate: 0.21 },
];
const CHILD_CARE_CREDIT_FLOOR_RATE = 0.2;
/** Line 6a comment B: the costs the credit applies to are capped at $250 for one child, $500 for more. */
const CHILD_CARE_CREDIT_CAP = { one: 250, more: 500 };

/** General direction A: every amount on the worksheet is whole dollars, $X.50 rounded up. */
const dollars = roundToNearestDollar;

function overnightRate(nights: number): number {
  let rate = 0;
  for (const band of OVERNIGHT_BANDS) if (nights >= band.from) rate = band.rate;
  return rate;
}

function childCareCreditRate(line1Income: number): number {
  return CHILD_CARE_CREDIT.find((band) => line1Income <= band.upTo)?.rate ?? CHILD_CARE_CREDIT_FLOOR_RATE;
}

function pct(share: number): string {
  return `${roundToDecimals(share * 100, 1)}%`;
}

const ROLE_NAME: Record<'payer' | 'receiver', string> = {
  payer: 'parent paying support',
  receiver: 'parent receiving support',
};

interface Column {
  line7: number;
  steps: Step[];
}

/** Lines 6a-6e and 7 for one parent: the add-ons that parent pays for the children. */
function additionalCosts(
  c: ChildSupportCase,
  role: ParentRole,
  side: 'payer' | 'receiver',
  line1: number,
  context: { children: number },
): Column {
  const steps: Step[] = [];
  const who = ROLE_NAME[side];
  let line7 = 0;
  if (c.childcare.monthly > 0 && c.childcare.paidBy === role) {
    const cost = dollars(c.childcare.monthly);
    if (side === 'receiver') {
      // Line 6a: the receiving parent's work-related child care, less the child care tax credit. The
      // engine takes the child care entered as work-related care of all the children of this case,
      // under 13 (the credit's conditions), so the cap follows the number of children.
      const cap = context.children > 1 ? CHILD_CARE_CREDIT_CAP.more : CHILD_CARE_CREDIT_CAP.one;
      const rate = childCareCreditRate(line1);
      const credit = dollars(Math.min(cost, cap) * rate);
      const net = cost - credit;
      steps.push(
        money(`6a(1). Work-related child care costs (${who})`, cost, undefined, 'Form 14 line 6a'),
        money(
          `6a(2). Child care tax credit (${who})`,
          credit,
          `min(${cost}, ${cap}) × ${Math.round(rate * 100)}% (line 1 income ${line1})`,
          'Form 14 line 6a, comment B and Child Care Tax Credit Table',
        ),
        money(`6a. Adjusted child care costs (${who})`, net, `${cost} − ${credit}`, 'Form 14 line 6a'),
        note(
          'Child care tax credit',
          `The child care entered is taken as work-related care for the ${context.children === 1 ? 'child' : `${context.children} children`} of this case, under 13, which the credit requires.`,
          'Form 14 line 6a, comment B',
        ),
      );
      line7 += net;
    } else {
      steps.push(money(`6b. Work-related child care costs (${who})`, cost, undefined, 'Form 14 line 6b'));
      line7 += cost;
    }
  }
  if (c.healthInsurance.monthly > 0 && c.healthInsurance.paidBy === role) {
    const premium = dollars(c.healthInsurance.monthly);
    steps.push(money(`6c. Health insurance costs for the children (${who})`, premium, undefined, 'Form 14 line 6c'));
    line7 += premium;
  }
  return { line7, steps };
}

function computeMissouri(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const k = Math.min(c.children, 6);
  const selfSupportTop = SELF_SUPPORT_TOP[k - 1]!;

  // Lines 1-3, whole dollars: gross income, less the adjustments entered (other child support,
  // maintenance paid, support of other children at home), never below zero.
  const line1 = (role: ParentRole) => dollars(Math.max(0, c[role].monthlyIncome));
  const line2 = (role: ParentRole) => dollars(Math.max(0, c[role].monthlyDeductions));
  const line3 = (role: ParentRole) => Math.max(0, line1(role) - line2(role));

  // General directions C-D: the parent with most of the parenting time receives support; with
  // substantially equal time the parent with the higher line 1 income is presumed to pay.
  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  const equalTime = cpNights >= EQUAL_TIME_NIGHTS && ncpNights >= EQUAL_TIME_NIGHTS;
  const payer: ParentRole = equalTime
    ? line1('custodial') > line1('noncustodial')
      ? 'custodial'
      : 'noncustodial'
    : cpNights < ncpNights
      ? 'custodial'
      : 'noncustodial';
  const receiver = otherParent(payer);
  if (equalTime) {
    steps.push(
      note(
        'Parent paying support',
        `Both parents have substantially equal time (${cpNights} and ${ncpNights} overnights): the parent with the higher monthly gross income (line 1) is presumed to be the parent paying support${payer === 'custodial' ? ', here the parent entered as custodial' : ''}.`,
        'Form 14 general direction D',
      ),
    );
  } else if (payer === 'custodial') {
    steps.push(note('Parent paying support', 'The parent entered as custodial has fewer overnights, so that parent pays support.', 'Form 14 general direction C'));
  }

  const income = { payer: line3(payer), receiver: line3(receiver) };
  for (const [side, role] of [['receiver', receiver], ['payer', payer]] as const) {
    const who = ROLE_NAME[side];
    steps.push(money(`1. Monthly gross income (${who})`, line1(role), undefined, 'Form 14 line 1'));
    if (line2(role) > 0) {
      steps.push(money(`2. Adjustments: other support, maintenance paid, other children (${who})`, line2(role), undefined, 'Form 14 lines 2a-2c'));
    }
    steps.push(money(`3. Adjusted monthly gross income (${who})`, income[side], undefined, 'Form 14 line 3'));
  }
  const combined = income.payer + income.receiver;
  // Line 4: each parent's share to the nearest tenth of one percent.
  const payerShare = combined === 0 ? 0.5 : roundToDecimals(income.payer / combined, 3);
  const receiverShare = roundToDecimals(1 - payerShare, 3);
  steps.push(
    money('3. Combined adjusted monthly gross income', combined, `${income.receiver} + ${income.payer}`, 'Form 14 line 3'),
    percent('4. Proportionate share (parent receiving support)', roundToDecimals(receiverShare * 100, 1), undefined, 'Form 14 line 4'),
    percent('4. Proportionate share (parent paying support)', roundToDecimals(payerShare * 100, 1), `${income.payer} / ${combined}`, 'Form 14 line 4'),
  );

  // Line 5: the combined income is rounded to the nearest schedule row ($25 and $75 round up); above
  // $40,000 the nearest row is the top one, and the court may deviate (line 12 comment A(3)).
  const reading = readSchedule(MISSOURI_SCHEDULE, combined, c.children, 'nearest-row');
  const line5 = reading.amount;
  if (combined > TOP_OF_SCHEDULE) {
    steps.push(
      note(
        'Above the schedule',
        'Combined income is above $40,000, the last row of the schedule: the presumed amount uses that row, and the court may deviate from it.',
        'Form 14 line 5; line 12 comment A(3)',
      ),
    );
  }
  steps.push(
    money('5. Basic child support amount', line5, `schedule, ${reading.description}, ${k} ${k === 1 ? 'child' : 'children'}`, 'Form 14 line 5 and schedule'),
  );

  // Lines 6-7: each parent's additional child-rearing costs.
  const receiverCosts = additionalCosts(c, receiver, 'receiver', line1(receiver), { children: c.children });
  const payerCosts = additionalCosts(c, payer, 'payer', line1(payer), { children: c.children });
  steps.push(...receiverCosts.steps, ...payerCosts.steps);
  const line7 = receiverCosts.line7 + payerCosts.line7;
  if (line7 > 0) {
    steps.push(money('7. Total additional child-rearing costs', line7, `${receiverCosts.line7} + ${payerCosts.line7}`, 'Form 14 line 7'));
  }

  // Lines 8-10: total costs, the paying parent's share of them, and credit for what that parent pays.
  const line8 = line5 + line7;
  const line9 = dollars(line8 * payerShare);
  const line10 = payerCosts.line7;
  steps.push(
    money('8. Total combined child support costs', line8, `${line5} + ${line7}`, 'Form 14 line 8'),
    money("9. Paying parent's support obligation", line9, `${line8} × ${pct(payerShare)}`, 'Form 14 line 9'),
  );
  if (line10 > 0) steps.push(money('10. Credit for additional child-rearing costs paid', line10, undefined, 'Form 14 line 10'));

  // Line 5, low-income cases: when the paying parent's own income falls in the shaded (self-support
  // reserve) area, a second calculation uses the schedule amount at that parent's income alone, paid
  // 100%, plus that parent's share of line 7; line 4 and the line 11 percentage stay as in the first
  // (the direction: "the line 11 overnight percentage credit shall remain the same in both
  // calculations"), so the second line 11 is that percentage of the second basic amount. The lower wins.
  const ownReading = readSchedule(MISSOURI_SCHEDULE, income.payer, c.children, 'nearest-row');
  const shaded = ownReading.rowIncome <= selfSupportTop;
  const secondLine9 = shaded ? dollars(ownReading.amount + line7 * payerShare) : undefined;

  // Line 11 caveat: no adjustment unless the receiving parent's line 3 income is above the
  // self-support figure, or the paying parent's line 3 income less line 12 is at or below it. Line 12
  // depends on line 11, so that test reads line 12 before the adjustment.
  const payerNights = payer === 'custodial' ? cpNights : ncpNights;
  const rate = overnightRate(payerNights);
  steps.push(count('Overnights per year with the parent paying support', payerNights, undefined, 'Form 14 line 11'));
  let line11 = 0;
  let allowedRate = 0;
  if (rate > 0) {
    const beforeAdjustment = Math.max(0, Math.min(line9, secondLine9 ?? line9) - line10);
    const receiverAbove = income.receiver > selfSupportTop;
    const payerLow = income.payer - beforeAdjustment <= selfSupportTop;
    if (receiverAbove || payerLow) {
      allowedRate = rate;
      line11 = dollars(line5 * rate);
      steps.push(
        percent('11. Overnight visitation or custody adjustment percentage', roundToDecimals(rate * 100, 0), `${payerNights} overnights`, 'Form 14 line 11 table'),
        money('11. Adjustment for overnight visitation or custody', line11, `${line5} × ${Math.round(rate * 100)}%`, 'Form 14 line 11'),
      );
      if (!receiverAbove) {
        steps.push(
          note(
            'Line 11 caveat',
            `The receiving parent's income (${income.receiver}) is not above $${selfSupportTop}, but the paying parent's income less the support before the adjustment (${income.payer} − ${beforeAdjustment}) is at or below it, so the adjustment is allowed.`,
            'Form 14 line 11 caveat (2)',
          ),
        );
      }
    } else {
      steps.push(
        note(
          '11. Overnight visitation or custody adjustment',
          `None: the receiving parent's adjusted income (${income.receiver}) is not above $${selfSupportTop} for ${k} ${k === 1 ? 'child' : 'children'}, and the paying parent's income less the support (${income.payer} − ${beforeAdjustment}) is above it (unless the receiving parent's expenses are paid by a cohabitant).`,
          'Form 14 line 11 caveat',
        ),
      );
    }
  } else {
    steps.push(note('11. Overnight visitation or custody adjustment', 'None: fewer than 36 overnights a year.', 'Form 14 line 11 table'));
  }

  // Line 12: never below zero.
  const line12 = Math.max(0, line9 - line10 - line11);
  steps.push(money('12. Presumed child support amount', line12, `${line9} − ${line10} − ${line11}`, 'Form 14 line 12'));
  let presumed = line12;
  if (secondLine9 !== undefined) {
    const secondLine11 = dollars(ownReading.amount * allowedRate);
    const secondLine12 = Math.max(0, secondLine9 - line10 - secondLine11);
    steps.push(
      money(
        "5. Low income: schedule amount at the paying parent's income alone",
        ownReading.amount,
        `schedule, ${ownReading.description} (shaded area, to $${selfSupportTop})`,
        'Form 14 line 5',
      ),
      money('9. Low income: paying parent pays 100% plus its share of line 7', secondLine9, `${ownReading.amount} + ${line7} × ${pct(payerShare)}`, 'Form 14 line 5'),
      money('11. Low income: overnight adjustment', secondLine11, `${ownReading.amount} × ${Math.round(allowedRate * 100)}%`, 'Form 14 line 5'),
      money('12. Low income: presumed child support amount', secondLine12, `${secondLine9} − ${line10} − ${secondLine11}`, 'Form 14 line 5'),
    );
    if (secondLine12 < presumed) {
      presumed = secondLine12;
      steps.push(note('Lower of the two calculations', 'The low-income calculation is lower and is the presumed amount.', 'Form 14 line 5'));
    }
  }

  const ncpShare = payer === 'noncustodial' ? payerShare : receiverShare;
  const baseAmount = dollars(line5 * payerShare);
  const paying: ParentRole | 'none' = presumed === 0 ? 'none' : payer;
  steps.push(money('Monthly child support', presumed, undefined, 'Form 14 line 12'));
  return {
    monthlyPayment: presumed,
    payer: paying,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 1),
    baseAmount,
    adjustment: presumed - baseAmount,
    steps,
    approximations: [],
  };
}

const base = { state: 'missouri', asOf: '2026-11-01' } as const;

export const missouri = defineChildSupportRules({
  slug: 'missouri',
  versions: [
    {
      effective: { from: '2026-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [FORM_14, FORM_14_ATTACHMENT, SCHEDULE_SOURCE],
      approximations: [],
      summary:
        'Income shares on adjusted monthly gross income with the Form 14 schedule ($1,300 to $40,000, nearest $50 row, self-support reserve in the low rows and a second calculation at the payer\'s own income); whole-dollar worksheet; the paying parent\'s share is reduced by the line 11 overnight adjustment, 6% (36 overnights) to 34% (181 or more) of the basic amount.',
      compute: computeMissouri,
    },
  ],
  examples: [
    {
      name: 'Two children, $7,000 combined, 73 overnights (9%)',
      kind: 'derived',
      source: 'derived from Form 14 lines 1-12 (order of March 4, 2025) and the 2026 schedule ($7,000 row)',
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 },
      expected: { monthlyPayment: 821, payer: 'noncustodial' },
      note: 'Line 4: 4,000 / 7,000 = 57.1%. Line 5: $7,000 row, 2 children = 1,705. Line 9: 1,705 × 57.1% = 973.56 → 974. Line 11: 73 overnights → 9%; receiving parent 3,000 > 2,200, so allowed: 1,705 × 9% = 153.45 → 153. Line 12: 974 − 153 = $821.',
    },
    {
      name: 'One child, child care with the tax credit, health insurance paid by the paying parent, 110 overnights (13%)',
      kind: 'derived',
      source: 'derived from Form 14 lines 5-12, the line 6a Child Care Tax Credit Table and the 2026 schedule ($7,500 row)',
      input: {
        ...base,
        custodialParentIncome: 2500,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 69.86,
        nonCustodialParentTime: 30.14,
        custodialParentOvernights: 255,
        nonCustodialParentOvernights: 110,
        childcareCostMonthly: 400,
        childcarePaidBy: 'custodial',
        healthInsuranceMonthly: 150,
        healthInsurancePaidBy: 'noncustodial',
      },
      expected: { monthlyPayment: 796, payer: 'noncustodial' },
      note: 'Line 4: 5,000 / 7,500 = 66.7%. Line 5: $7,500 row, 1 child = 1,163. Line 6a: 400 less credit min(400, 250) × 27% (income 2,417-2,583) = 67.50 → 68: 332. Line 6c: 150. Line 7: 482. Line 8: 1,645. Line 9: 1,645 × 66.7% = 1,097.22 → 1,097. Line 10: 150. Line 11: 110 overnights → 13% × 1,163 = 151.19 → 151. Line 12: 1,097 − 150 − 151 = $796.',
    },
    {
      name: 'Low income: the paying parent in the shaded area pays the lower second calculation',
      kind: 'derived',
      source: 'derived from Form 14 line 5 (low-income second calculation) and the 2026 schedule ($4,600 and $1,600 rows)',
      input: { ...base, custodialParentIncome: 300, nonCustodialParentIncome: 1600, numberOfChildren: 1, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 },
      expected: { monthlyPayment: 224, payer: 'noncustodial' },
      note: 'Line 4: 1,600 / 1,900 = 84.2%. Line 5: $1,900 row, 1 child = 385; line 9: 385 × 84.2% = 324.17 → 324. Line 11: receiving parent 300 is not above 1,750, but 1,600 − 246 (the lower line 12 before the adjustment) = 1,354 is, at or below it, so 9% applies: 385 × 9% = 34.65 → 35; line 12: 289. Paying parent 1,600 ≤ 1,750 (shaded, 1 child): schedule at $1,600 = 246 paid 100%, line 11 at the same 9%: 22.14 → 22, line 12: 224. Lower: $224.',
    },
    {
      name: 'Substantially equal time: the parent with the higher gross income pays, 34% adjustment',
      kind: 'derived',
      source: 'derived from Form 14 general direction D, line 11 table (181-183 overnights: 34%) and the 2026 schedule ($8,000 row)',
      input: { ...base, custodialParentIncome: 5000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 },
      expected: { monthlyPayment: 512, payer: 'custodial' },
      note: 'Both parents 183 overnights: the parent entered as custodial has the higher income (5,000) and pays. Line 4: 62.5%. Line 5: $8,000 row, 2 children = 1,795. Line 9: 1,795 × 62.5% = 1,121.88 → 1,122. Line 11: 34% × 1,795 = 610.30 → 610 (receiving parent 3,000 > 2,200). Line 12: 1,122 − 610 = $512.',
    },
  ],
});
