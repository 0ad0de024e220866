import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { onLine, withLines } from '../models/form-lines.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { crossCreditOffset } from '../models/shared-care.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { worksheetOvernights } from '../overnights.js';
import { VIRGINIA_SCHEDULE } from './data/virginia-schedule.js';

const STATUTE: Source = {
  title:
    'Code of Virginia § 20-108.2 (guideline for determination of child support), as amended by 2025 Acts ch. 702 (SB 805)',
  section:
    '§ 20-108.2(B) schedule, extrapolation and statutory minimum; (C) gross income; (E), (F) health care and child care; (G)(1) sole custody; (G)(3) shared custody',
  url: 'https://law.lis.virginia.gov/vacode/title20/chapter6/section20-108.2/',
};
const SB_805: Source = {
  title:
    'SB 805 (2025 Session): child support; updates amounts in the schedule of basic support obligations (2025 Acts ch. 702), effective 2025-07-01',
  section: 'Schedule extended from $35,000 to $42,500 of combined monthly gross income',
  url: 'https://legiequity.us/va/bill/1900795/sb805-child-support-updates-amounts-in-the-schedule-of-basic-support-obligations',
};
const WORKSHEETS: Source = {
  title:
    'Virginia Child Support Guidelines Worksheets DC-637 (sole custody) and DC-640 (shared custody), with instructions (DC-640 rev. 10/15)',
  section:
    'Instructions, General: monthly figures rounded to the nearest dollar; DC-640 lines 15-19 (schedule amount × 1.40, days of 365, custody shares)',
  url: 'https://forms.justia.com/virginia/statewide/district-court/child-and-spousal-support/child-support-guidelines-worksheet-shared-custody-22643.html',
};
const HB_933_2014: Source = {
  title:
    'Livesay & Myers, "HB 933" (2014 update of Va. Code § 20-108.2): the flat $65 minimum replaced by a minimum that rises with the number of children; 150% of poverty level discretion',
  url: 'https://livesaymyers.com/?p=17708',
};
const SCHEDULE_TRANSCRIPTION: Source = {
  title:
    'Schedule rows transcribed by fitzaustin22/clearpath-app (all 844 rows), cross-checked against sadiyaqeen92639572-cloud/child-support-calculator-usa (90 rows) and a third calculator (8 rows)',
  section: 'src/lib/supportGuidelines/va_child_support_schedule.js; data/schedules/virginia_schedule.json',
};

assertScheduleShape('Virginia § 20-108.2(B)', VIRGINIA_SCHEDULE);

/**
 * The worksheet forms the steps follow, with the lines they print (issue 26).
 *
 * DC-637 (sole custody), read in the transcription of "FORM DC-637 (MASTER, PAGE ONE OF TWO) 10/15" at
 * pdf4pro.com/view/child-support-guidelines-worksheet-case-no-3dc7bc.html, the same lines as the demos at
 * supportsolver.com/demo.htm and vasupportcalc.com/Va_Sole_Support_DC-637.htm: 1 Monthly Gross Income;
 * 2-4 adjustments (spousal support, support of other children, deductions allowable by law); 5a Available
 * monthly income; 5b Combined monthly available income; 6 Number of children; 7a Monthly basic child support
 * obligation (from schedule); 7b health care; 7c child care; 8 Total (7a + 7b + 7c); 9 Percent obligation of
 * each party (5a ÷ 5b); 10 each party's obligation (8 × 9); 11 deduction for health care the noncustodial
 * parent pays; 12 adjustments; 13 Each party's adjusted share. The engine prorates the schedule amount and
 * each add-on separately (the same total), so lines 7b, 7c, 8, 10 and 11 have no step of their own.
 *
 * DC-640 (shared custody), read in the copies of the form at forms.justia.com (…shared-custody-22643.html)
 * and formsbirds.com (free-child-support-guidelines-worksheet-shared-custody-virginia): each cell is
 * numbered, Mother's column first: (1)/(2) Monthly Gross Income; (3)-(8) adjustments and deductions;
 * (9)/(10) Available Gross Income, (11) combined; (12)/(13) Percentage of Combined Gross Income; (14) Number
 * of children; (15) Child support from guideline table; (16) Total shared support, line (15) × 1.40;
 * (17)/(18) Total days in year each parent has custody; (19) Each parent's custody share. The engine fills
 * the first column with the custodial parent. The copies read stop at line (19), so the cross-multiplied
 * lines after it are left without a number rather than guessed.
 */
const DC_637 = {
  name: 'Child Support Guidelines Worksheet (sole custody)',
  number: 'DC-637',
  url: 'https://www.vacourts.gov/forms/district/dc637.pdf',
} as const;
const DC_640 = {
  name: 'Child Support Guidelines Worksheet – Shared Custody',
  number: 'DC-640',
  url: 'https://www.vacourts.gov/forms/district/dc640.pdf',
} as const;

const TOP_OF_SCHEDULE = 42500;
/**
 * § 20-108.2(B): above $42,500 the basic obligation is the $42,500 amount plus these percentages of
 * the excess (1-6 children). The stored copies of the statute stop before this paragraph; the three
 * independent transcriptions of the 2025 schedule (see data/virginia-schedule.ts) all give these rates.
 */
const ABOVE_SCHEDULE_RATES = [0.026, 0.034, 0.038, 0.042, 0.046, 0.05] as const;
/** § 20-108.2(G)(3): shared custody when each parent has the children for more than 90 days of the year. */
const SHARED_CUSTODY_MIN_DAYS_EXCLUSIVE = 90;
/** § 20-108.2(G)(3)(a); DC-640 line 16: the schedule amount × 1.40 is the shared custody basic obligation. */
const SHARED_CUSTODY_MULTIPLIER = 1.4;

/**
 * § 20-108.2(B): where the sole custody obligation is below "the statutory minimum", the presumptive
 * obligation is that minimum. Since 2014 (HB 933) the minimum rises with the number of children
 * instead of a flat $65; the amounts are those of the schedule's lowest row ($350), which carries the
 * same 68/104/126/141/155/169 the lowest row has carried since 2014.
 */
function statutoryMinimum(children: number): number {
  const lowest = VIRGINIA_SCHEDULE.obligations[0]!;
  return lowest[Math.min(children, lowest.length) - 1]!;
}

function basicObligation(combined: number, children: number): { amount: number; step: Step } {
  // § 20-108.2(B): amounts between rows "shall be extrapolated" — straight-line between the two rows.
  const reading = readSchedule(VIRGINIA_SCHEDULE, combined, children, 'interpolate');
  if (!reading.aboveTable) {
    return {
      amount: reading.amount,
      step: money(
        'Monthly basic child support obligation (schedule)',
        reading.amount,
        reading.description,
        '§ 20-108.2(B)',
      ),
    };
  }
  const rate = ABOVE_SCHEDULE_RATES[Math.min(children, ABOVE_SCHEDULE_RATES.length) - 1]!;
  const amount = roundToCents(reading.amount + (combined - TOP_OF_SCHEDULE) * rate);
  return {
    amount,
    step: money(
      'Monthly basic child support obligation (above the schedule)',
      amount,
      `${reading.amount} + (${combined} − ${TOP_OF_SCHEDULE}) × ${(rate * 100).toFixed(1)}%`,
      '§ 20-108.2(B)',
    ),
  };
}

/** The worksheet instructions: monthly figures are rounded to the nearest dollar before the calculation. */
function toWholeDollars(c: ChildSupportCase): ChildSupportCase {
  const parent = (p: ChildSupportCase['custodial']) => ({
    ...p,
    monthlyIncome: roundToNearestDollar(p.monthlyIncome),
    monthlyDeductions: roundToNearestDollar(p.monthlyDeductions),
  });
  return {
    ...c,
    custodial: parent(c.custodial),
    noncustodial: parent(c.noncustodial),
    childcare: { ...c.childcare, monthly: roundToNearestDollar(c.childcare.monthly) },
    healthInsurance: { ...c.healthInsurance, monthly: roundToNearestDollar(c.healthInsurance.monthly) },
  };
}

function computeVirginia(input: ChildSupportCase): GuidelineOutcome {
  const c = toWholeDollars(input);
  const approximations: string[] = [];
  // § 20-108.2(G)(3)(c) counts 24-hour days (an overnight of under 24 hours with the parent who has fewer
  // overnights is half a day); overnights entered are taken as such days, a time percentage as its share of 365.
  const cpDays = worksheetOvernights(c, 'custodial');
  const ncpDays = worksheetOvernights(c, 'noncustodial');
  const shared = Math.min(cpDays, ncpDays) > SHARED_CUSTODY_MIN_DAYS_EXCLUSIVE;
  // The form's line for each step: DC-640 numbers each parent's cell (custodial parent in the first
  // column), DC-637 numbers the row.
  const at = shared
    ? {
        grossCp: '1',
        grossNcp: '2',
        availableCp: '9',
        availableNcp: '10',
        combined: '11',
        pctCp: '12',
        pctNcp: '13',
        children: '14',
        basic: '15',
      }
    : {
        grossCp: '1',
        grossNcp: '1',
        availableCp: '5a',
        availableNcp: '5a',
        combined: '5b',
        pctCp: '9',
        pctNcp: '9',
        children: '6',
        basic: '7a',
      };
  // § 20-108.2(C): gross income, less spousal support paid and support paid for other children (lines 3-8).
  const cpIncome = Math.max(0, c.custodial.monthlyIncome - c.custodial.monthlyDeductions);
  const ncpIncome = Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions);
  const combined = cpIncome + ncpIncome;
  const ncpShare = combined === 0 ? 0.5 : roundToDecimals(ncpIncome / combined, 4);
  const cpShare = roundToDecimals(1 - ncpShare, 4);
  const basic = basicObligation(combined, c.children);
  const percents = [
    onLine(at.pctCp, percent('Percent obligation (custodial parent)', roundToDecimals(cpShare * 100, 2))),
    onLine(
      at.pctNcp,
      percent('Percent obligation (noncustodial parent)', roundToDecimals(ncpShare * 100, 2)),
    ),
  ];
  const steps: Step[] = [
    onLine(
      at.grossCp,
      money(
        'Monthly gross income (custodial parent)',
        c.custodial.monthlyIncome,
        'rounded to the nearest dollar',
        '§ 20-108.2(C)',
      ),
    ),
    onLine(
      at.grossNcp,
      money(
        'Monthly gross income (noncustodial parent)',
        c.noncustodial.monthlyIncome,
        'rounded to the nearest dollar',
        '§ 20-108.2(C)',
      ),
    ),
    onLine(
      at.availableCp,
      money(
        'Available gross income (custodial parent)',
        cpIncome,
        `${c.custodial.monthlyIncome} − ${c.custodial.monthlyDeductions}`,
        '§ 20-108.2(C)',
      ),
    ),
    onLine(
      at.availableNcp,
      money(
        'Available gross income (noncustodial parent)',
        ncpIncome,
        `${c.noncustodial.monthlyIncome} − ${c.noncustodial.monthlyDeductions}`,
        '§ 20-108.2(C)',
      ),
    ),
    onLine(at.combined, money('Combined monthly available income', combined)),
    // DC-640 prints the percentages (12)/(13) before the children (14); DC-637 prints line 9 after line 7.
    ...(shared ? percents : []),
    onLine(at.children, count('Number of children', c.children)),
    onLine(at.basic, basic.step),
    ...(shared ? [] : percents),
  ];
  const basicNcpShare = roundToCents(basic.amount * ncpShare);
  const basicCpShare = roundToCents(basic.amount * cpShare);
  const addOns = prorateAddOns(c, ncpShare, '§ 20-108.2(E), (F)');
  const minimum = statutoryMinimum(c.children);
  if (c.custodyArrangement === 'split') {
    approximations.push(
      'Split custody (§ 20-108.2(G)(2), worksheet DC-638) needs the number of children living with each parent, which this form does not collect; the case was computed from the days entered as one household of children.',
    );
  }

  let ncpOwes: number;
  if (!shared) {
    steps.push(
      note(
        'Custody',
        'Sole custody: one parent has the children for 90 days of the year or fewer (worksheet DC-637).',
        '§ 20-108.2(G)(1)',
      ),
      money(
        "Noncustodial parent's share of the basic obligation",
        basicNcpShare,
        `${basic.amount} × ${(ncpShare * 100).toFixed(2)}%`,
        '§ 20-108.2(G)(1)',
      ),
      ...addOns.steps,
    );
    ncpOwes = roundToCents(basicNcpShare + addOns.netToNoncustodialObligation);
    steps.push(
      onLine(
        '13',
        money(
          "Sole custody child support obligation (noncustodial parent's adjusted share)",
          ncpOwes,
          undefined,
          '§ 20-108.2(G)(1)',
        ),
      ),
    );
    if (ncpOwes >= 0 && ncpOwes < minimum) {
      steps.push(
        money(
          'Presumptive minimum (statutory minimum)',
          minimum,
          `${c.children} child${c.children === 1 ? '' : 'ren'}: lowest row of the schedule`,
          '§ 20-108.2(B)',
        ),
        note(
          'Minimum order',
          'The minimum does not apply where a statutory exemption does (for example a parent unable to pay who is institutionalized, imprisoned for life or totally and permanently disabled); where the payer earns no more than 150% of the federal poverty level, the court may set a lower amount.',
          '§ 20-108.2(B)',
        ),
      );
      ncpOwes = minimum;
    }
  } else {
    const total = cpDays + ncpDays;
    const cross = crossCreditOffset({
      basicObligation: basic.amount,
      multiplier: SHARED_CUSTODY_MULTIPLIER,
      custodialIncomeShare: cpShare,
      noncustodialIncomeShare: ncpShare,
      custodialTimeShare: cpDays / total,
      noncustodialTimeShare: ncpDays / total,
      source: '§ 20-108.2(G)(3)',
    });
    // DC-640 line (16), the schedule amount × 1.40, comes before the days (17)/(18).
    const crossSteps = withLines(cross.steps, { 'Shared-care basic obligation': '16' });
    steps.push(
      note(
        'Custody',
        'Shared custody: each parent has the children for more than 90 days of the year (worksheet DC-640).',
        '§ 20-108.2(G)(3)',
      ),
      ...crossSteps.filter((s) => s.line !== undefined),
      onLine(
        '17',
        count('Days in the year with the custodial parent', cpDays, undefined, '§ 20-108.2(G)(3)(c)'),
      ),
      onLine(
        '18',
        count('Days in the year with the noncustodial parent', ncpDays, undefined, '§ 20-108.2(G)(3)(c)'),
      ),
      ...crossSteps.filter((s) => s.line === undefined),
      ...addOns.steps,
    );
    ncpOwes = roundToCents(cross.noncustodialOwes + addOns.netToNoncustodialObligation);
    steps.push(
      money(
        'Shared custody support (positive: noncustodial parent pays)',
        ncpOwes,
        undefined,
        '§ 20-108.2(G)(3)',
      ),
    );

    // § 20-108.2(G)(3): the lesser of shared and sole custody support, where the sole custody payer is
    // the parent with fewer days; if the shared calculation has the other parent paying, it stands.
    const primary: ParentRole = ncpDays > cpDays ? 'noncustodial' : 'custodial';
    const solePayerOwes =
      primary === 'custodial'
        ? roundToCents(basicNcpShare + addOns.netToNoncustodialObligation)
        : roundToCents(basicCpShare - addOns.netToNoncustodialObligation);
    const sharedPayerOwes = primary === 'custodial' ? ncpOwes : -ncpOwes;
    steps.push(
      money(
        `Sole custody support the ${primary === 'custodial' ? 'noncustodial' : 'custodial'} parent would pay`,
        solePayerOwes,
        undefined,
        '§ 20-108.2(G)(1)',
      ),
    );
    if (sharedPayerOwes > 0 && solePayerOwes >= 0 && sharedPayerOwes > solePayerOwes) {
      steps.push(
        money(
          'Lesser of shared and sole custody support',
          solePayerOwes,
          `min(${sharedPayerOwes}, ${solePayerOwes})`,
          '§ 20-108.2(G)(3)',
        ),
      );
      ncpOwes = primary === 'custodial' ? solePayerOwes : -solePayerOwes;
    }
    if (solePayerOwes >= 0 && solePayerOwes < minimum) {
      approximations.push(
        'The sole custody amount is below the statutory minimum; whether the presumptive minimum of § 20-108.2(B) replaces the shared custody amount is left to the court and was not applied.',
      );
    }
  }

  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(money('Presumptive monthly child support', monthlyPayment, undefined, '§ 20-108.2(A)'));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: basicNcpShare,
    adjustment: roundToCents(monthlyPayment - basicNcpShare),
    steps,
    approximations,
    worksheetForm: shared ? DC_640 : DC_637,
  };
}

export const virginia = defineChildSupportRules({
  slug: 'virginia',
  versions: [
    {
      effective: { from: '2025-07-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [STATUTE, SB_805, WORKSHEETS, HB_933_2014, SCHEDULE_TRANSCRIPTION],
      approximations: [],
      summary:
        "Income shares on gross income with the 2025 schedule ($350-$42,500 in $50 steps, extrapolated between rows; above $42,500 the top row plus 2.6%-5.0% of the excess), presumptive minimum of the lowest row; shared custody when each parent has more than 90 days: schedule × 1.4 cross-multiplied by the other parent's days, never more than sole custody support.",
      compute: computeVirginia,
    },
  ],
  examples: [
    {
      name: 'Sole custody, two children, $7,000 combined (schedule row)',
      kind: 'derived',
      source:
        'derived from Va. Code § 20-108.2(B), (G)(1) and the $7,000 row of the 2025 schedule (two children: $1,600)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'virginia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 914.24, payer: 'noncustodial' },
      note: 'Noncustodial share 4,000 / 7,000 = 57.14%; 1,600 × 57.14% = $914.24.',
    },
    {
      name: 'Sole custody, one child, $5,125 combined (extrapolated), childcare paid by the custodial parent',
      kind: 'derived',
      source:
        'derived from Va. Code § 20-108.2(B), (F), (G)(1) and the $5,100 and $5,150 rows of the 2025 schedule (one child: $888, $896)',
      input: {
        custodialParentIncome: 2050,
        nonCustodialParentIncome: 3075,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 85,
        nonCustodialParentTime: 15,
        childcareCostMonthly: 400,
        childcarePaidBy: 'custodial',
        state: 'virginia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 775.2, payer: 'noncustodial' },
      note: 'Basic 888 + 25/50 × (896 − 888) = 892; share 3,075 / 5,125 = 60%; 892 × 60% = 535.20; childcare 400 × 60% = 240; 535.20 + 240 = $775.20.',
    },
    {
      name: 'Shared custody, two children, $8,000 combined, 245 and 120 days',
      kind: 'derived',
      source:
        'derived from Va. Code § 20-108.2(G)(3) and the $8,000 row of the 2025 schedule (two children: $1,642)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 67,
        nonCustodialParentTime: 33,
        custodialParentOvernights: 245,
        nonCustodialParentOvernights: 120,
        state: 'virginia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 680.98, payer: 'noncustodial' },
      note: '1,642 × 1.4 = 2,298.80; noncustodial 62.5% = 1,436.75 × 245/365 = 964.39; custodial 37.5% = 862.05 × 120/365 = 283.41; 964.39 − 283.41 = $680.98 (below sole custody support of 1,642 × 62.5% = 1,026.25).',
    },
  ],
});
