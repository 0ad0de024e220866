import { money, note, type Step } from '../explain/steps.js';
import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Confidence } from '../rules/source.js';
import { roundToCents } from '../money/rounding.js';
import { computeFederalIncomeTax } from './federal/compute.js';
import { computeFica } from './fica.js';
import { computeStateIncomeTax } from './state-tax.js';
import { TAX_YEARS, type FilingStatus, type TaxYear } from './types.js';

export type { FilingStatus } from './types.js';

export interface NetIncomeEstimate {
  taxYear: number;
  grossMonthly: number;
  federalIncomeTaxMonthly: number;
  ficaMonthly: number;
  stateIncomeTaxMonthly: number;
  netMonthly: number;
  steps: Step[];
  /** 'estimate' when any part rests on approximated or substituted figures (listed in `approximations`). */
  confidence: Confidence;
  approximations: string[];
}

const FIRST_YEAR = TAX_YEARS[0];
const LAST_YEAR = TAX_YEARS[TAX_YEARS.length - 1]!;

/** The year of `asOf` (YYYY-MM-DD, or any text starting with the year) clamped to the years we hold. */
export function taxYearFor(asOf: string): number {
  const year = Number.parseInt(asOf.slice(0, 4), 10);
  if (!Number.isFinite(year)) return LAST_YEAR;
  return Math.min(LAST_YEAR, Math.max(FIRST_YEAR, year));
}

function asTaxYear(year: number): TaxYear {
  return taxYearFor(String(Math.trunc(year))) as TaxYear;
}

/** The estimates made so far in the current {@link sharingNetIncomeEstimates} call, by their arguments. */
let shared: Map<string, NetIncomeEstimate> | undefined;

/**
 * Runs `calculate` with every {@link estimateMonthlyNetIncome} inside it made once per set of arguments: a child-support
 * calculation computes the guideline twice (as entered and at sole custody, for the effect of parenting time), with the
 * same incomes, and the tax estimate was its largest part (issue 28 § 4). Scoped to one synchronous calculation, so
 * nothing is kept between calculations; the estimate is a pure function of its arguments and its callers only read it.
 */
export function sharingNetIncomeEstimates<T>(calculate: () => T): T {
  if (shared) return calculate();
  shared = new Map();
  try {
    return calculate();
  } finally {
    shared = undefined;
  }
}

/**
 * Monthly take-home pay from monthly gross wages: the year's income taxes (federal, state) and
 * employee FICA on twelve months of wages, divided back by twelve. No pre-tax deductions, other
 * income or local taxes; the wages are the only income.
 */
export function estimateMonthlyNetIncome(args: {
  grossMonthly: number;
  state: JurisdictionSlug;
  taxYear: number;
  filingStatus?: FilingStatus;
  qualifyingChildren?: number;
  /** Form 1040 line 16 method; default the Tax Table under $100,000 (see `FederalTaxInput.line16`). */
  federalLine16?: 'tax-table' | 'rate-schedule';
}): NetIncomeEstimate {
  if (!shared) return estimate(args);
  const key = `${args.grossMonthly}|${args.state}|${args.taxYear}|${args.filingStatus}|${args.qualifyingChildren}|${args.federalLine16}`;
  let made = shared.get(key);
  if (!made) {
    made = estimate(args);
    shared.set(key, made);
  }
  return made;
}

function estimate(args: Parameters<typeof estimateMonthlyNetIncome>[0]): NetIncomeEstimate {
  const taxYear = asTaxYear(args.taxYear);
  const filingStatus = args.filingStatus ?? 'single';
  const children = Math.max(0, Math.trunc(args.qualifyingChildren ?? 0));
  const grossMonthly = roundToCents(Math.max(0, args.grossMonthly));
  const annual = roundToCents(grossMonthly * 12);
  const steps: Step[] = [];
  if (taxYear !== args.taxYear) {
    steps.push(note('Tax year', `Tax year ${args.taxYear} is not held; ${taxYear} figures were used.`));
  }
  steps.push(money('Annual wages', annual, `${grossMonthly} × 12`));

  const federal = computeFederalIncomeTax({
    taxYear,
    filingStatus,
    adjustedGrossIncome: annual,
    earnedIncome: annual,
    itemizedDeductions: 0,
    childrenUnder17: children,
    ...(args.federalLine16 ? { line16: args.federalLine16 } : {}),
  });
  steps.push(...federal.steps);

  const fica = computeFica(taxYear, filingStatus, annual);
  steps.push(...fica.steps);

  const state = computeStateIncomeTax({
    state: args.state,
    taxYear,
    filingStatus,
    federalAdjustedGrossIncome: annual,
    federalTaxableIncome: federal.taxableIncome,
    federalStandardDeduction: federal.parameters.standardDeduction[filingStatus],
    federalIncomeTax: federal.federalIncomeTax,
    dependents: children,
  });
  steps.push(...state.steps);

  const federalIncomeTaxMonthly = roundToCents(federal.federalIncomeTax / 12);
  const ficaMonthly = roundToCents(fica.total / 12);
  const stateIncomeTaxMonthly = roundToCents(state.stateIncomeTax / 12);
  const netMonthly = roundToCents(
    grossMonthly - federalIncomeTaxMonthly - ficaMonthly - stateIncomeTaxMonthly,
  );
  steps.push(
    money('Federal income tax per month', federalIncomeTaxMonthly, `${federal.federalIncomeTax} ÷ 12`),
    money('FICA per month', ficaMonthly, `${fica.total} ÷ 12`),
    money('State income tax per month', stateIncomeTaxMonthly, `${state.stateIncomeTax} ÷ 12`),
    money('Net monthly income', netMonthly, 'gross − federal income tax − FICA − state income tax'),
  );
  return {
    taxYear,
    grossMonthly,
    federalIncomeTaxMonthly,
    ficaMonthly,
    stateIncomeTaxMonthly,
    netMonthly,
    steps,
    confidence: state.confidence === 'official' && taxYear === args.taxYear ? 'official' : 'estimate',
    approximations: [
      ...(taxYear !== args.taxYear
        ? [`Tax year ${args.taxYear} is not held; ${taxYear} figures were used.`]
        : []),
      ...state.approximations,
    ],
  };
}
