import { money, type Step } from '../../explain/steps.js';
import type { JurisdictionSlug } from '../../jurisdictions.js';
import { roundToCents } from '../../money/rounding.js';
import { estimateMonthlyNetIncome, taxYearFor } from '../../tax/net-income.js';
import type { ChildSupportCase, ParentRole } from '../types.js';

export interface GuidelineIncome {
  /** Monthly income in the state's own terms (gross or net), less the deductions entered, never below 0. */
  monthly: number;
  steps: Step[];
  /** Sentences for the outcome's approximations (a net income estimated from gross, for example). */
  approximations: string[];
}

/**
 * One parent's monthly income as the state's guideline starts from it. For a net-income state given
 * gross income, net income is estimated with standard federal, FICA and state tax (the custodial parent
 * as head of household with the children, the other parent single) and the estimate is disclosed.
 * The deductions the user entered are then subtracted.
 */
export function guidelineIncome(
  c: ChildSupportCase,
  role: ParentRole,
  options: { label: string; stateBasis: 'gross' | 'net'; state: JurisdictionSlug; deductionSource?: string },
): GuidelineIncome {
  const facts = c[role];
  const steps: Step[] = [];
  const approximations: string[] = [];
  let income = facts.monthlyIncome;
  const label = options.label;
  if (options.stateBasis === 'net' && c.incomeBasis === 'gross') {
    const estimate = estimateMonthlyNetIncome({
      grossMonthly: facts.monthlyIncome,
      state: options.state,
      taxYear: taxYearFor(c.asOf),
      filingStatus: role === 'custodial' ? 'head-of-household' : 'single',
      qualifyingChildren: role === 'custodial' ? c.children : 0,
    });
    income = estimate.netMonthly;
    steps.push(
      money(`${label}: gross monthly income`, facts.monthlyIncome),
      money(
        `${label}: federal income tax, FICA and state income tax (estimated)`,
        roundToCents(estimate.federalIncomeTaxMonthly + estimate.ficaMonthly + estimate.stateIncomeTaxMonthly),
      ),
    );
    approximations.push(
      `${label}: net income was estimated from gross income with standard federal, FICA and state tax (${
        role === 'custodial' ? 'head of household with the children' : 'single'
      }, tax year ${estimate.taxYear}); the guideline uses the parent's actual taxes.`,
      ...estimate.approximations.map((a) => `${label}: ${a}`),
    );
  }
  const monthly = roundToCents(Math.max(0, income - facts.monthlyDeductions));
  const kind = options.stateBasis === 'net' ? 'net' : 'gross';
  steps.push(money(`${label}: ${kind} income`, roundToCents(income)));
  if (facts.monthlyDeductions > 0) {
    steps.push(money(`${label}: deductions entered`, facts.monthlyDeductions, undefined, options.deductionSource));
  }
  steps.push(money(`${label}: ${kind} income for support`, monthly, undefined, options.deductionSource));
  return { monthly, steps, approximations };
}
