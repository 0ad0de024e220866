import { money, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import { estimateMonthlyNetIncome, taxYearFor } from '../../tax/net-income.js';
import type { ChildSupportCase, ParentRole } from '../types.js';

export interface ParentNetIncome {
  /** The parent's monthly income in the guideline's net terms, after the deductions entered. */
  net: number;
  steps: Step[];
  /** Non-empty when taxes were estimated: the calculation is then an estimate. */
  approximations: string[];
}

const ROLE_LABEL: Record<ParentRole, string> = { custodial: 'Custodial parent', noncustodial: 'Noncustodial parent' };

/**
 * The starting income of a net-income guideline for one parent. With `incomeBasis: 'net'` the entered
 * income is already net (only the entered deductions, such as support paid for other children, are
 * subtracted). With gross income the taxes are estimated: the custodial parent files as head of household
 * claiming the children, the noncustodial parent files single, wages are the only income.
 */
export function parentNetIncome(c: ChildSupportCase, role: ParentRole, deductionsLabel: string, source?: string): ParentNetIncome {
  const parent = c[role];
  const label = ROLE_LABEL[role];
  const steps: Step[] = [];
  const approximations: string[] = [];
  let beforeDeductions = parent.monthlyIncome;
  if (c.incomeBasis === 'gross') {
    const estimate = estimateMonthlyNetIncome({
      grossMonthly: parent.monthlyIncome,
      state: c.jurisdiction,
      taxYear: taxYearFor(c.asOf),
      filingStatus: role === 'custodial' ? 'head-of-household' : 'single',
      qualifyingChildren: role === 'custodial' ? c.children : 0,
    });
    beforeDeductions = estimate.netMonthly;
    steps.push(
      money(`${label}: gross monthly income`, roundToCents(parent.monthlyIncome)),
      money(`${label}: estimated federal income tax`, estimate.federalIncomeTaxMonthly),
      money(`${label}: estimated FICA`, estimate.ficaMonthly),
      money(`${label}: estimated state income tax`, estimate.stateIncomeTaxMonthly),
    );
    approximations.push(
      `Net income was estimated from gross income with standard federal, FICA and state tax (tax year ${estimate.taxYear}; custodial parent head of household claiming the children, noncustodial parent single; wages only). Enter net incomes with incomeBasis "net" for the guideline's own figure.`,
      ...estimate.approximations,
    );
  }
  const net = roundToCents(Math.max(0, beforeDeductions - parent.monthlyDeductions));
  if (parent.monthlyDeductions > 0) {
    steps.push(money(`${label}: ${deductionsLabel}`, roundToCents(parent.monthlyDeductions), undefined, source));
  }
  steps.push(
    money(
      `${label}: net monthly income`,
      net,
      c.incomeBasis === 'gross' ? 'gross − estimated taxes − deductions' : 'net income entered − deductions',
      source,
    ),
  );
  return { net, steps, approximations };
}
