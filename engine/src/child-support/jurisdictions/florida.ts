import { count, money, note, percent, stepWith, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { onLine } from '../models/form-lines.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { FLORIDA_ABOVE_SCHEDULE_RATES, FLORIDA_SCHEDULE } from './data/florida-schedule.js';

const STATUTE: Source = {
  title: 'Florida Statutes § 61.30, Child support guidelines',
  section: 'Fla. Stat. § 61.30(3)-(11) (2025)',
  url: 'https://www.flsenate.gov/Laws/Statutes/2025/61.30',
};
const WORKSHEET: Source = {
  title: 'Florida Family Law Rules of Procedure Form 12.902(e), Child Support Guidelines Worksheet',
  section: 'Lines 1-9 (standard) and 10-21 (substantial time-sharing, gross-up method)',
  url: 'https://www.flcourts.gov/Resources-Services/Office-of-Family-Courts/Self-Help-Information/Family-Law-Forms',
};

/**
 * Form 12.902(e), the worksheet the steps follow (issue 26). Lines 1-9 as printed in worksheet copies that
 * reproduce the form line by line (scribd.com/document/656383120, "Child Support Guidelines Worksheet" for
 * Form 12.902(e); the pbclegal.com Florida worksheet calculator): 1 Present Net Monthly Income (each parent,
 * total); 2 Basic Monthly Obligation; 3 Percent of Financial Responsibility; 4 Share of Basic Monthly
 * Obligation; 5a-5c child care, health insurance, noncovered medical, 5d their total; 6 Additional Support
 * Payments (5d × 3); 7 Total Monthly Child Support Obligation (4 + 6); 8a-8c paid directly, 8d their total;
 * 9 Minimum Child Support Obligation (7 − 8d). Lines 10-21 (substantial time-sharing, gross-up method) as this
 * module already numbered them from the form (not read again for this change): 10 line 2 × 150%; 11 each
 * parent's increased basic obligation; 12 each parent's share of overnights; 13 line 11 × the other parent's
 * line 12; 14 child care and health costs; 18 each parent's add-on share less what that parent pays, not below
 * zero; 19 and 20 what each parent owes; 21 the child support to be paid.
 */
const FORM_12_902_E = {
  name: 'Child Support Guidelines Worksheet',
  number: 'Form 12.902(e)',
  url: WORKSHEET.url,
} as const;
/** Lines the form splits into a, b, c where the engine fills only the total. */
const TOTAL_LINE: Readonly<Record<string, string>> = { '5': '5d', '8': '8d' };
const LINE_PREFIX = /^Line (\d+)\. /;

/**
 * The steps with their Form 12.902(e) line: "Line 2. …" labels become line "2" with the label after it,
 * and each parent's net income for support is line 1 (1A/1B on the form).
 */
function withFormLines(steps: readonly Step[]): Step[] {
  return steps.map((step) => {
    const match = LINE_PREFIX.exec(step.label);
    if (match) {
      const number = match[1]!;
      return onLine(TOTAL_LINE[number] ?? number, stepWith(step, { label: step.label.slice(match[0].length) }));
    }
    return step.label.endsWith(': net income for support') ? onLine('1', step) : step;
  });
}

/** § 61.30(11)(b): substantial time-sharing when each parent has at least 20% of the overnights of the year. */
const SUBSTANTIAL_TIME_SHARING_SHARE = 0.2;
const OVERNIGHTS_PER_YEAR = 365;
/** § 61.30(11)(b)1: the basic obligation is multiplied by 1.5 before the cross-credit. */
const GROSS_UP = 1.5;
const SCHEDULE_TOP = 10_000;
const SCHEDULE_BOTTOM = 800;

const BETWEEN_ROWS_NOTE =
  '§ 61.30(6) prints rows every $50 and does not say how to read incomes between rows; the engine reads the nearest row, as the worksheet spreadsheets in circulation do (e.g. $5,843.37 for one child reads the $5,850 row, $1,107).';

function share(part: number, whole: number): number {
  // Worksheet line 3 is a percentage; we carry it to 0.01% (four decimals of the share).
  return whole === 0 ? 0 : roundToDecimals(part / whole, 4);
}

function basicObligation(
  combined: number,
  children: number,
  steps: Step[],
  approximations: string[],
): number {
  if (combined > SCHEDULE_TOP) {
    const top = readSchedule(FLORIDA_SCHEDULE, SCHEDULE_TOP, children, 'nearest-row').amount;
    const rate = FLORIDA_ABOVE_SCHEDULE_RATES[children - 1]!;
    const excess = roundToCents(combined - SCHEDULE_TOP);
    const amount = roundToCents(top + excess * rate);
    steps.push(
      money('Schedule amount at $10,000', top, undefined, '§ 61.30(6)'),
      money(
        'Line 2. Basic monthly obligation (above the schedule)',
        amount,
        `${top} + ${excess} × ${(rate * 100).toFixed(1)}%`,
        '§ 61.30(6): the $10,000 amount plus a percentage of the income over $10,000',
      ),
    );
    return amount;
  }
  const reading = readSchedule(FLORIDA_SCHEDULE, combined, children, 'nearest-row');
  if (combined < SCHEDULE_BOTTOM) {
    approximations.push(
      'Combined net income is below the schedule’s first row ($800): § 61.30(6) leaves the amount to the court, case by case, "to establish the principle of payment"; the first row is shown as a reference only.',
    );
  }
  steps.push(
    money(
      'Line 2. Basic monthly obligation',
      reading.amount,
      `schedule, ${children} child(ren), ${reading.description}`,
      '§ 61.30(6)',
    ),
  );
  return reading.amount;
}

function compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const incomes = guidelineIncomes(c, {
    labels: { custodial: 'Custodial parent', noncustodial: 'Noncustodial parent' },
    stateBasis: 'net',
    state: c.jurisdiction,
    deductionSource: '§ 61.30(3)',
  });
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);
  const combined = roundToCents(incomes.custodial + incomes.noncustodial);
  steps.push(
    money(
      'Line 1. Combined net monthly income',
      combined,
      `${incomes.custodial} + ${incomes.noncustodial}`,
      '§ 61.30(5)',
    ),
  );

  const basic = basicObligation(combined, c.children, steps, approximations);
  const ncpShare = share(incomes.noncustodial, combined);
  const cpShare = combined === 0 ? 0 : roundToDecimals(1 - ncpShare, 4);
  steps.push(
    percent(
      "Line 3. Noncustodial parent's percent of financial responsibility",
      roundToDecimals(ncpShare * 100, 2),
    ),
    percent(
      "Line 3. Custodial parent's percent of financial responsibility",
      roundToDecimals(cpShare * 100, 2),
    ),
  );

  const childcare = roundToCents(c.childcare.monthly);
  const health = roundToCents(c.healthInsurance.monthly);
  const addOnsTotal = roundToCents(childcare + health);
  const paidBy = (role: ParentRole) =>
    roundToCents(
      (c.childcare.paidBy === role ? childcare : 0) + (c.healthInsurance.paidBy === role ? health : 0),
    );

  const cpOvernightShare = c.custodial.timePercent / 100;
  const ncpOvernightShare = c.noncustodial.timePercent / 100;
  const substantial =
    cpOvernightShare >= SUBSTANTIAL_TIME_SHARING_SHARE && ncpOvernightShare >= SUBSTANTIAL_TIME_SHARING_SHARE;
  steps.push(
    count("Noncustodial parent's overnights per year", roundToDecimals(c.noncustodial.overnightsPerYear, 2)),
    note(
      'Substantial time-sharing',
      substantial
        ? `Yes: each parent has at least 20% of the overnights (${Math.ceil(OVERNIGHTS_PER_YEAR * SUBSTANTIAL_TIME_SHARING_SHARE)} a year); the gross-up method applies.`
        : 'No: a parent has fewer than 20% of the overnights; the standard worksheet applies.',
      '§ 61.30(11)(b)',
    ),
  );

  const baseAmount = roundToCents(basic * ncpShare);
  let noncustodialOwes: number;
  if (!substantial) {
    // Form 12.902(e) lines 4-9: each parent's share of the basic obligation and of the add-ons, less what the parent pays.
    const ncpAddOns = roundToCents(addOnsTotal * ncpShare);
    const ncpPaid = paidBy('noncustodial');
    noncustodialOwes = roundToCents(baseAmount + ncpAddOns - ncpPaid);
    steps.push(
      money(
        "Line 4. Noncustodial parent's share of the basic obligation",
        baseAmount,
        `${basic} × ${(ncpShare * 100).toFixed(2)}%`,
      ),
      money(
        'Line 5. Child care and children’s health insurance',
        addOnsTotal,
        `${childcare} + ${health}`,
        '§ 61.30(7), (8)',
      ),
      money(
        "Line 6. Noncustodial parent's share of them",
        ncpAddOns,
        `${addOnsTotal} × ${(ncpShare * 100).toFixed(2)}%`,
      ),
      money(
        'Line 7. Total monthly child support obligation',
        roundToCents(baseAmount + ncpAddOns),
        'line 4 + line 6',
      ),
      money('Line 8. Paid directly by the noncustodial parent', ncpPaid),
      money(
        "Line 9. Noncustodial parent's minimum child support obligation",
        noncustodialOwes,
        'line 4 + line 6 − line 8',
      ),
    );
  } else {
    const grossedUp = roundToCents(basic * GROSS_UP);
    const ncpIncreased = roundToCents(grossedUp * ncpShare);
    const cpIncreased = roundToCents(grossedUp * cpShare);
    const ncpForCpTime = roundToCents(ncpIncreased * cpOvernightShare);
    const cpForNcpTime = roundToCents(cpIncreased * ncpOvernightShare);
    const ncpAddOnShare = roundToCents(addOnsTotal * ncpShare);
    const cpAddOnShare = roundToCents(addOnsTotal - ncpAddOnShare);
    // Line 18: a parent's add-on share less what that parent pays directly; a negative result is entered as zero.
    const ncpAddOnTransfer = Math.max(0, roundToCents(ncpAddOnShare - paidBy('noncustodial')));
    const cpAddOnTransfer = Math.max(0, roundToCents(cpAddOnShare - paidBy('custodial')));
    const ncpTotal = roundToCents(ncpForCpTime + ncpAddOnTransfer);
    const cpTotal = roundToCents(cpForNcpTime + cpAddOnTransfer);
    noncustodialOwes = roundToCents(ncpTotal - cpTotal);
    steps.push(
      money('Line 10. Basic monthly obligation × 150%', grossedUp, `${basic} × 1.5`, '§ 61.30(11)(b)1'),
      money(
        "Line 11. Noncustodial parent's increased basic obligation",
        ncpIncreased,
        `${grossedUp} × ${(ncpShare * 100).toFixed(2)}%`,
      ),
      money(
        "Line 11. Custodial parent's increased basic obligation",
        cpIncreased,
        `${grossedUp} × ${(cpShare * 100).toFixed(2)}%`,
      ),
      percent(
        "Line 12. Custodial parent's share of overnights",
        roundToDecimals(cpOvernightShare * 100, 2),
        undefined,
        '§ 61.30(11)(b)2',
      ),
      percent(
        "Line 12. Noncustodial parent's share of overnights",
        roundToDecimals(ncpOvernightShare * 100, 2),
      ),
      money(
        "Line 13. Noncustodial parent's obligation × custodial parent's overnight share",
        ncpForCpTime,
        `${ncpIncreased} × ${(cpOvernightShare * 100).toFixed(2)}%`,
        '§ 61.30(11)(b)3',
      ),
      money(
        "Line 13. Custodial parent's obligation × noncustodial parent's overnight share",
        cpForNcpTime,
        `${cpIncreased} × ${(ncpOvernightShare * 100).toFixed(2)}%`,
      ),
      money(
        'Line 14. Child care and children’s health insurance',
        addOnsTotal,
        `${childcare} + ${health}`,
        '§ 61.30(7), (8), (11)(b)5',
      ),
      money("Line 18. Noncustodial parent's add-on transfer (share − paid, not below 0)", ncpAddOnTransfer),
      money("Line 18. Custodial parent's add-on transfer (share − paid, not below 0)", cpAddOnTransfer),
      money('Line 19. Owed by the noncustodial parent', ncpTotal, 'line 13 + line 18'),
      money('Line 20. Owed by the custodial parent', cpTotal, 'line 13 + line 18'),
    );
  }

  const payer: ParentRole | 'none' =
    noncustodialOwes > 0 ? 'noncustodial' : noncustodialOwes < 0 && substantial ? 'custodial' : 'none';
  // Outside substantial time-sharing the custodial parent's share is spent directly; a negative line 9 orders nothing.
  const monthlyPayment = payer === 'none' ? 0 : Math.abs(noncustodialOwes);
  steps.push(
    money(
      substantial ? 'Line 21. Child support to be paid' : 'Monthly child support',
      monthlyPayment,
      payer === 'none' ? undefined : `paid by the ${payer} parent`,
      substantial ? '§ 61.30(11)(b)4-6' : '§ 61.30(9), (10)',
    ),
  );
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps: withFormLines(steps),
    approximations,
    worksheetForm: FORM_12_902_E,
  };
}

export const florida = defineChildSupportRules({
  slug: 'florida',
  versions: [
    {
      effective: { from: '2011-01-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'official',
      sources: [STATUTE, WORKSHEET],
      approximations: [BETWEEN_ROWS_NOTE],
      summary:
        'Income shares on combined net income (§ 61.30(6) schedule, $800-$10,000; above it 5%-12.5% of the excess); substantial time-sharing when each parent has 20% of overnights: basic × 1.5, each share × the other parent’s overnight share, offset, then child care and health insurance.',
      compute,
    },
  ],
  examples: [
    {
      name: "Law firm blog: $200 + $600 net, one child, the schedule's first row",
      kind: 'secondary',
      source:
        'Law Office of Cosmo (attorneycosmo.com), "How to calculate child support in Florida" (2019-02-07), https://attorneycosmo.com/2019/02/07/how-to-calculate-child-support-in-florida/ (read 2026-11-27): "if party A make $200.00 per month and party B makes $600.00 per month … A=25% and B=75% of the total combined income … If your total support obligation for one child is $190.00 per month, then Party A pays … $47.50 per month … and, B pays … $142.50 per month"; with A holding the majority time-sharing, "Party B then pays to Party A the remaining amount of $142.50"',
      input: {
        state: 'florida',
        incomeBasis: 'net',
        custodialParentIncome: 200,
        nonCustodialParentIncome: 600,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 90,
        nonCustodialParentTime: 10,
        asOf: '2019-02-07',
      },
      expected: { monthlyPayment: 142.5, payer: 'noncustodial' },
      note: 'A law firm\'s blog, so secondary. The page says the incomes are net and that the obligation is read "on the chart provided in Statute 61.30"; it puts the $190 as "If your total support obligation … is", but $190 is the § 61.30(6) schedule\'s amount for one child at $800 combined, its first row, which the engine reads. Its "(75% of $800.00)" is a slip for 75% of $190: the dollars it prints, $47.50 and $142.50, are 25% and 75% of $190. It names no overnight count; the case it describes, B paying his share with nothing grossed up, is the standard worksheet, used below 73 overnights (20%), so B is entered at 10%. The same figures hold on every date since 2011-01-01.',
    },
    {
      name: 'Standard worksheet, $3,000 + $4,000 net, two children, child care and insurance paid by the custodial parent',
      source: 'derived from Fla. Stat. § 61.30(6)-(10) and Form 12.902(e) lines 1-9',
      kind: 'derived',
      input: {
        state: 'florida',
        incomeBasis: 'net',
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 85,
        nonCustodialParentTime: 15,
        childcareCostMonthly: 400,
        childcarePaidBy: 'custodial',
        healthInsuranceMonthly: 150,
        healthInsurancePaidBy: 'custodial',
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 1391.36, payer: 'noncustodial' },
      note: 'Combined 7,000 → schedule 1,885 (2 children); share 4,000/7,000 = 57.14%; 1,885 × 57.14% = 1,077.09; add-ons 550 × 57.14% = 314.27; total 1,391.36.',
    },
    {
      name: 'Substantial time-sharing 60/40, $3,000 + $4,000 net, two children',
      source: 'derived from Fla. Stat. § 61.30(11)(b) and Form 12.902(e) lines 10-21',
      kind: 'derived',
      input: {
        state: 'florida',
        incomeBasis: 'net',
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 484.63, payer: 'noncustodial' },
      note: '1,885 × 1.5 = 2,827.50; noncustodial 57.14% = 1,615.63 × 60% = 969.38; custodial 42.86% = 1,211.87 × 40% = 484.75; 969.38 − 484.75 = 484.63.',
    },
    {
      name: 'Above the schedule: $4,000 + $8,000 net, one child',
      source: 'derived from Fla. Stat. § 61.30(6) (income over $10,000)',
      kind: 'derived',
      input: {
        state: 'florida',
        incomeBasis: 'net',
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 8000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 90,
        nonCustodialParentTime: 10,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 1024.72, payer: 'noncustodial' },
      note: '1,437 + (12,000 − 10,000) × 5% = 1,537; share 8,000/12,000 = 66.67%; 1,537 × 66.67% = 1,024.72.',
    },
  ],
});
