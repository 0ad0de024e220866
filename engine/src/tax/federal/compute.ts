import { count, money, note, type Step } from '../../explain/steps.js';
import { wholeDollarsWithCommas } from '../../money/format.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import { describeSchedule, taxFromSchedule } from '../brackets.js';
import type { FilingStatus, TaxYear } from '../types.js';
import { FEDERAL_PARAMETERS, type FederalYearParameters } from './parameters.js';
import { TAX_TABLE_CEILING, TAX_TABLE_SOURCES, taxTableAmount, taxTableRow } from './tax-table.js';

export interface FederalTaxInput {
  taxYear: TaxYear;
  filingStatus: FilingStatus;
  /** Adjusted gross income (Form 1040 line 11). */
  adjustedGrossIncome: number;
  /** Earned income, for the refundable part of the child tax credit. */
  earnedIncome: number;
  itemizedDeductions: number;
  childrenUnder17: number;
  /**
   * How line 16 is computed. 'tax-table' (the default) follows the Form 1040 instructions: the Tax Table
   * under $100,000, the rate schedule from there. 'rate-schedule' applies the rate schedule at every income,
   * for rules that prescribe the tax rate itself (Tex. Fam. Code § 154.061(b), whose tax charts do).
   */
  line16?: FederalLine16Method;
}

/** Form 1040 line 16: the instructions' Tax Table under $100,000, or the rate schedule at every income. */
export type FederalLine16Method = 'tax-table' | 'rate-schedule';

export interface FederalTaxResult {
  deduction: number;
  deductionKind: 'standard' | 'itemized';
  taxableIncome: number;
  taxBeforeCredits: number;
  /** Total child tax credit allowed: the part that offsets tax plus the refundable part. */
  childTaxCredit: number;
  refundableChildTaxCredit: number;
  /** Tax after credits; negative when the refundable credit exceeds the tax (a net refund). */
  federalIncomeTax: number;
  marginalRate: number;
  steps: Step[];
  parameters: FederalYearParameters;
}

const CTC_SECTION = '26 U.S.C. §24; Schedule 8812';

/**
 * Form 1040 lines 11-24 for wage earners: deduction, taxable income, tax (the Tax Table under $100,000,
 * the rate schedule from there), child tax credit.
 */
export function computeFederalIncomeTax(input: FederalTaxInput): FederalTaxResult {
  const p = FEDERAL_PARAMETERS[input.taxYear];
  const rateSource = p.sources[0]!.title;
  const steps: Step[] = [
    money('Federal adjusted gross income', input.adjustedGrossIncome, undefined, 'Form 1040 line 11'),
  ];

  const standard = p.standardDeduction[input.filingStatus];
  const deductionKind = input.itemizedDeductions > standard ? 'itemized' : 'standard';
  const deduction = deductionKind === 'itemized' ? input.itemizedDeductions : standard;
  steps.push(
    money(
      deductionKind === 'standard'
        ? 'Standard deduction'
        : 'Itemized deductions (larger than the standard deduction)',
      deduction,
      deductionKind === 'itemized'
        ? `itemized ${input.itemizedDeductions} > standard ${standard}`
        : undefined,
      `${p.standardDeductionSource ?? rateSource}; Form 1040 line 12`,
    ),
  );

  const taxableIncome = roundToCents(Math.max(0, input.adjustedGrossIncome - deduction));
  steps.push(money('Taxable income', taxableIncome, 'AGI − deduction, not below 0', 'Form 1040 line 15'));

  const schedule = p.brackets[input.filingStatus];
  const scheduled = taxFromSchedule(schedule, taxableIncome);
  const marginalRate = scheduled.marginalRate;
  let taxBeforeCredits: number;
  const useTaxTable = (input.line16 ?? 'tax-table') === 'tax-table' && taxableIncome < TAX_TABLE_CEILING;
  if (useTaxTable) {
    const row = taxTableRow(taxableIncome);
    taxBeforeCredits = taxTableAmount(schedule, row);
    const table = TAX_TABLE_SOURCES[input.taxYear];
    steps.push(
      money(
        'Tax from the Tax Table',
        taxBeforeCredits,
        `taxable income under $${wholeDollarsWithCommas(TAX_TABLE_CEILING)}: the row at least $${wholeDollarsWithCommas(row.atLeast)} but less than $${wholeDollarsWithCommas(row.lessThan)}, the rate-schedule tax at its midpoint to the whole dollar (${describeSchedule(schedule)})`,
        `${table.title}; Form 1040 line 16`,
      ),
    );
  } else {
    taxBeforeCredits = scheduled.tax;
    steps.push(
      money(
        'Tax from the rate schedule',
        taxBeforeCredits,
        describeSchedule(schedule),
        taxableIncome < TAX_TABLE_CEILING
          ? `${rateSource}; the rate schedule at every income, as the rule using this estimate prescribes`
          : `${rateSource}; Form 1040 line 16 (Tax Computation Worksheet from $100,000)`,
      ),
    );
  }

  const ctc = childTaxCredit(p, input, taxBeforeCredits);
  steps.push(...ctc.steps);

  const federalIncomeTax = roundToCents(taxBeforeCredits - ctc.total);
  steps.push(
    money(
      'Federal income tax after credits',
      federalIncomeTax,
      'tax − child tax credit (negative is a net refund)',
    ),
  );

  return {
    deduction,
    deductionKind,
    taxableIncome,
    taxBeforeCredits,
    childTaxCredit: ctc.total,
    refundableChildTaxCredit: ctc.refundable,
    federalIncomeTax,
    marginalRate,
    steps,
    parameters: p,
  };
}

function childTaxCredit(
  p: FederalYearParameters,
  input: FederalTaxInput,
  tax: number,
): { total: number; refundable: number; steps: Step[] } {
  const children = input.childrenUnder17;
  if (children <= 0) return { total: 0, refundable: 0, steps: [] };
  const c = p.childTaxCredit;
  const steps: Step[] = [count('Qualifying children under 17', children)];
  const maximum = c.perChild * children;
  steps.push(
    money('Child tax credit before the phase-out', maximum, `${children} × ${c.perChild}`, CTC_SECTION),
  );

  const threshold = c.phaseOutThreshold[input.filingStatus];
  const excess = Math.max(0, input.adjustedGrossIncome - threshold);
  // §24(b)(1): $50 for each $1,000 "or fraction thereof" over the threshold.
  const reduction = Math.ceil(roundToDecimals(excess / 1000, 6)) * c.phaseOutPerThousand;
  if (reduction > 0) {
    steps.push(
      money(
        'Phase-out reduction',
        reduction,
        `$${c.phaseOutPerThousand} per $1,000 (or part) of AGI over ${threshold}`,
        CTC_SECTION,
      ),
    );
  }
  const allowed = Math.max(0, maximum - reduction);
  const nonrefundable = Math.min(allowed, tax);
  steps.push(
    money(
      'Child tax credit used against tax',
      nonrefundable,
      'lesser of the credit and the tax',
      'Schedule 8812 line 14',
    ),
  );

  const unused = allowed - nonrefundable;
  let refundable = 0;
  if (unused > 0) {
    const earnedPart = roundToCents(
      Math.max(0, input.earnedIncome - c.earnedIncomeThreshold) * c.phaseInRate,
    );
    refundable = roundToCents(Math.min(unused, c.refundablePerChild * children, earnedPart));
    steps.push(
      money(
        'Additional (refundable) child tax credit',
        refundable,
        `least of unused credit ${roundToCents(unused)}, ${children} × ${c.refundablePerChild}, and ${c.phaseInRate * 100}% of earned income over ${c.earnedIncomeThreshold}`,
        'Schedule 8812 Part II-A',
      ),
    );
    if (children >= 3) {
      steps.push(
        note(
          'Three or more children',
          "Schedule 8812's alternative refundable amount (Social Security and Medicare taxes less the earned income credit) is not computed; the 15% of earned income method is used.",
        ),
      );
    }
  }
  const total = roundToCents(nonrefundable + refundable);
  steps.push(money('Child tax credit allowed', total));
  return { total, refundable, steps };
}

/** The marginal federal rate as a percentage, for display. */
export function ratePercent(rate: number): number {
  return roundToDecimals(rate * 100, 3);
}
