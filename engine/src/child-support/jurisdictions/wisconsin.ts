import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { percentOf, roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { worksheetOvernights } from '../overnights.js';

const DCF_150: Source = {
  title: 'Wisconsin Administrative Code, ch. DCF 150, Child Support Percentage of Income Standard (as revised by CR 23-011, eff. 2024-01-01)',
  section: 'DCF 150.035(1)-(2), 150.04(1), (4), (5)',
  url: 'https://docs.legis.wisconsin.gov/code/admin_code/dcf/101_199/150',
};
const DCF_SHARED_CALCULATOR: Source = {
  title: 'Wisconsin DCF, Shared Placement Calculation worksheet (sh-place-calc.xlt)',
  section: 'Steps 1-5',
  url: 'https://dcf.wisconsin.gov/files/cs/order/sh-place-calc.xlt',
};

/** DCF 150.035(2): 17%, 25%, 29%, 31%, 34% of monthly income available for child support for 1 to 5+ children. */
const STANDARD_RATES = [0.17, 0.25, 0.29, 0.31, 0.34] as const;
/**
 * DCF 150.04(5)(c): rates for the part of a high-income payer's income above $7,000 up to $12,500.
 * The 2-5+ child rates (20/23/25/27%) are quoted from the code; the one-child rate, 14%, follows the
 * code's note that these rates are about 80% of the standard (0.8 × 17% = 13.6%) and is the value
 * Wisconsin publishes, but its subdivision text was not seen when this was written.
 */
const HIGH_INCOME_MIDDLE_RATES = [0.14, 0.2, 0.23, 0.25, 0.27] as const;
/** DCF 150.04(5)(d): rates for the part above $12,500 (about 60% of the standard). */
const HIGH_INCOME_TOP_RATES = [0.1, 0.15, 0.17, 0.19, 0.2] as const;
const HIGH_INCOME_FROM = 7000;
const HIGH_INCOME_TOP_FROM = 12500;
/** DCF 150.035(1)(a)1: shared placement when each parent has at least 25% (92 overnights). */
const SHARED_PLACEMENT_MIN_PERCENT = 25;
const SHARED_PLACEMENT_MIN_OVERNIGHTS = 92;
/** DCF 150.035(1)(b): the 150% accounts for household costs duplicated in both homes. */
const SHARED_PLACEMENT_MULTIPLIER = 1.5;
/**
 * DCF 150.04(4) and Appendix C: payers below 150% of the federal poverty guideline may be ordered the
 * low-income amount instead. 150% of the 2025 guideline for one person ($15,650) is $1,956.25 a month.
 */
const LOW_INCOME_MONTHLY = 1956.25;

function rateFor(rates: readonly number[], children: number): number {
  return rates[Math.min(children, rates.length) - 1]!;
}

/** A parent's percentage-standard obligation, with the high-income tiers of DCF 150.04(5) above $7,000. */
function percentageStandard(income: number, children: number): { amount: number; formula: string; tiered: boolean } {
  const standard = rateFor(STANDARD_RATES, children);
  if (income <= HIGH_INCOME_FROM) {
    return { amount: roundToCents(income * standard), formula: `${income} × ${(standard * 100).toFixed(0)}%`, tiered: false };
  }
  const middle = rateFor(HIGH_INCOME_MIDDLE_RATES, children);
  const top = rateFor(HIGH_INCOME_TOP_RATES, children);
  const middlePart = Math.min(income, HIGH_INCOME_TOP_FROM) - HIGH_INCOME_FROM;
  const topPart = Math.max(0, income - HIGH_INCOME_TOP_FROM);
  const amount = roundToCents(HIGH_INCOME_FROM * standard + middlePart * middle + topPart * top);
  const formula =
    `7000 × ${(standard * 100).toFixed(0)}% + ${roundToCents(middlePart)} × ${(middle * 100).toFixed(0)}%` +
    (topPart > 0 ? ` + ${roundToCents(topPart)} × ${(top * 100).toFixed(0)}%` : '');
  return { amount, formula, tiered: true };
}

function computeWisconsin(c: ChildSupportCase): GuidelineOutcome {
  // DCF 150.03(1), 150.04(1): gross monthly income available for child support, less support paid for prior families.
  const cpIncome = roundToCents(Math.max(0, c.custodial.monthlyIncome - c.custodial.monthlyDeductions));
  const ncpIncome = roundToCents(Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions));
  const combined = roundToCents(cpIncome + ncpIncome);
  const approximations: string[] = [];
  const steps: Step[] = [
    money('Monthly income available for child support (custodial parent)', cpIncome, undefined, 'DCF 150.03(1), 150.04(1)'),
    money('Monthly income available for child support (noncustodial parent)', ncpIncome, undefined, 'DCF 150.03(1), 150.04(1)'),
    percent('Percentage standard', rateFor(STANDARD_RATES, c.children) * 100, `${c.children} child(ren)`, 'DCF 150.035(2)'),
  ];
  const ncpStandard = percentageStandard(ncpIncome, c.children);
  const cpStandard = percentageStandard(cpIncome, c.children);

  const cpNights = worksheetOvernights(c, 'custodial');
  const ncpNights = worksheetOvernights(c, 'noncustodial');
  const totalNights = cpNights + ncpNights;
  const cpTime = totalNights === 0 ? 1 : cpNights / totalNights;
  const ncpTime = totalNights === 0 ? 0 : ncpNights / totalNights;
  const shared =
    Math.min(cpTime, ncpTime) * 100 >= SHARED_PLACEMENT_MIN_PERCENT ||
    Math.min(cpNights, ncpNights) >= SHARED_PLACEMENT_MIN_OVERNIGHTS;

  let ncpOwes: number;
  let baseAmount: number;
  if (!shared) {
    steps.push(
      note('Placement', 'Primary placement: one parent has less than 25% (92 overnights); the payer owes the percentage standard.', 'DCF 150.035(2)'),
      money("Noncustodial parent's obligation (percentage standard)", ncpStandard.amount, ncpStandard.formula, ncpStandard.tiered ? 'DCF 150.04(5)' : 'DCF 150.035(2)'),
    );
    ncpOwes = ncpStandard.amount;
    baseAmount = ncpStandard.amount;
    if (ncpStandard.tiered && c.children === 1) {
      approximations.push(
        'The one-child rate for income between $7,000 and $12,500 (14%, DCF 150.04(5)(c)1) was derived from the code note (about 80% of 17%), not read from the code text.',
      );
    }
  } else {
    // DCF 150.035(1)(b): each parent's standard × 150% × the other parent's share of placement, offset.
    const cpExpenditure = roundToCents(cpStandard.amount * SHARED_PLACEMENT_MULTIPLIER);
    const ncpExpenditure = roundToCents(ncpStandard.amount * SHARED_PLACEMENT_MULTIPLIER);
    const cpObligation = roundToCents(cpExpenditure * ncpTime);
    const ncpObligation = roundToCents(ncpExpenditure * cpTime);
    const offset = roundToCents(ncpObligation - cpObligation);
    steps.push(
      note('Placement', 'Shared placement: each parent has at least 25% (92 overnights).', 'DCF 150.035(1)(a)'),
      money('1. Percentage standard (custodial parent)', cpStandard.amount, cpStandard.formula, DCF_SHARED_CALCULATOR.section),
      money('1. Percentage standard (noncustodial parent)', ncpStandard.amount, ncpStandard.formula, DCF_SHARED_CALCULATOR.section),
      money('2. × 150% (custodial parent)', cpExpenditure),
      money('2. × 150% (noncustodial parent)', ncpExpenditure),
      count('Overnights with the custodial parent', cpNights),
      count('Overnights with the noncustodial parent', ncpNights),
      percent('3. Share of placement (custodial parent)', percentOf(cpNights, totalNights)),
      percent('3. Share of placement (noncustodial parent)', percentOf(ncpNights, totalNights)),
      money("4. Custodial parent's obligation for the other parent's time", cpObligation, `${cpExpenditure} × ${(ncpTime * 100).toFixed(2)}%`),
      money("4. Noncustodial parent's obligation for the other parent's time", ncpObligation, `${ncpExpenditure} × ${(cpTime * 100).toFixed(2)}%`),
      money('5. Offset (positive: noncustodial parent pays)', offset, `${ncpObligation} − ${cpObligation}`, 'DCF 150.035(1)(b)'),
    );
    // The shared-placement payer pays the lesser of the offset and their plain percentage amount.
    const payerCap = offset >= 0 ? ncpStandard.amount : cpStandard.amount;
    const limited = Math.min(Math.abs(offset), payerCap);
    if (limited < Math.abs(offset)) {
      steps.push(money("Limited to the payer's percentage-standard amount", limited, `min(${Math.abs(offset)}, ${payerCap})`, 'DCF 150.035(1)(b)'));
    }
    ncpOwes = offset >= 0 ? limited : -limited;
    baseAmount = ncpOwes;
    if ((ncpStandard.tiered || cpStandard.tiered) && c.children === 1) {
      approximations.push(
        'The one-child rate for income between $7,000 and $12,500 (14%, DCF 150.04(5)(c)1) was derived from the code note (about 80% of 17%), not read from the code text.',
      );
    }
  }
  if (c.custodyArrangement === 'split') {
    approximations.push(
      'Split placement (DCF 150.04(3)) needs the number of children placed with each parent, which this form does not collect; the case was computed from the overnights entered.',
    );
  }

  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const payerIncome = payer === 'custodial' ? cpIncome : ncpIncome;
  if (payer !== 'none' && payerIncome < LOW_INCOME_MONTHLY) {
    approximations.push(
      "The payer's income is below 150% of the federal poverty guideline; the court may instead order the low-income amount of DCF 150 Appendix C (updated each year), which is not reproduced here.",
    );
  }
  if (c.childcare.monthly > 0 || c.healthInsurance.monthly > 0) {
    steps.push(
      note(
        'Childcare and health insurance',
        "Wisconsin does not add these to the percentage amount: the court assigns the children's variable costs and health insurance separately (DCF 150.02(29), 150.035(1)(b)).",
        'DCF 150.035(1)(b)',
      ),
    );
  }
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(money('Monthly child support', monthlyPayment, undefined, 'DCF 150'));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: percentOf(ncpIncome, combined),
    baseAmount: Math.abs(baseAmount),
    adjustment: roundToCents(monthlyPayment - Math.abs(baseAmount)),
    steps,
    approximations,
  };
}

export const wisconsin = defineChildSupportRules({
  slug: 'wisconsin',
  versions: [
    {
      effective: { from: '2024-01-01' },
      model: 'percentage-of-income',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [DCF_150, DCF_SHARED_CALCULATOR],
      approximations: [],
      summary:
        "Percentage of the payer's gross income (17/25/29/31/34%), lower marginal rates above $7,000 and $12,500 a month; shared placement from 25% (92 overnights) each: each parent's amount × 150% × the other parent's time, offset, never more than the plain percentage amount.",
      compute: computeWisconsin,
    },
  ],
  examples: [
    {
      name: 'Shared placement, two children, 219/146 days (DCF 150.035 note)',
      kind: 'official',
      source:
        'Wis. Admin. Code DCF 150.035(1)(b), Note: shared-placement example (Parent A $2,000, 219 days; Parent B $3,000, 146 days; two children → Parent B pays $375), https://docs.legis.wisconsin.gov/code/admin_code/dcf/101_199/150',
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        custodialParentOvernights: 219,
        nonCustodialParentOvernights: 146,
        state: 'wisconsin',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 375, payer: 'noncustodial' },
    },
    {
      name: 'Primary placement, two children, $4,000 payer income',
      kind: 'derived',
      source: 'derived from Wis. Admin. Code DCF 150.035(2) (25% for two children)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'wisconsin',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1000, payer: 'noncustodial' },
      note: '4,000 × 25% = $1,000.',
    },
  ],
});

/** Exposed for tests of the tiers. */
export const wisconsinPercentageStandard = percentageStandard;
