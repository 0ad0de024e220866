import { money, note, type Step } from '../../explain/steps.js';
import type { JurisdictionSlug } from '../../jurisdictions.js';
import { roundToCents } from '../../money/rounding.js';
import type { FederalLine16Method } from '../../tax/federal/compute.js';
import { estimateMonthlyNetIncome, taxYearFor, type FilingStatus } from '../../tax/net-income.js';
import type { ChildSupportCase, ParentRole } from '../types.js';

/**
 * A parent's income in the terms a guideline starts from. The one place gross income becomes net
 * income for the net-income states (`netIncomeOf`); `guidelineIncome` builds on it for states whose
 * worksheet then only subtracts the deductions entered.
 */

export interface StateNetIncome {
  /** The income the state's guideline starts from, before the state's own further deductions. */
  net: number;
  steps: Step[];
  /** True when taxes were estimated from gross income (the caller adds an approximation). */
  estimated: boolean;
  /** The tax year whose rules the estimate used (only when estimated). */
  taxYear?: number;
  /** What the tax estimate itself approximates (a year not held, a state's simplified tax). */
  taxApproximations: string[];
}

export interface NetIncomeOptions {
  state: JurisdictionSlug;
  /**
   * Filing status for the tax estimate. Default: the custodial parent files as head of household
   * with the children as qualifying children, the other parent single, the usual case after a separation.
   */
  filingStatus?: FilingStatus;
  /** Qualifying children for the estimate; with an explicit filing status the default is none. */
  qualifyingChildren?: number;
  /** Name of the net income line, e.g. "monthly net income". */
  label: string;
  /** How the lines name the parent; default "Custodial parent's" / "Noncustodial parent's". */
  party?: string;
  /** Federal income tax by the Tax Table (default) or the rate schedule, where the state's rule says so. */
  federalLine16?: FederalLine16Method;
}

const ROLE_LABEL: Record<ParentRole, string> = {
  custodial: "Custodial parent's",
  noncustodial: "Noncustodial parent's",
};

function filingOf(c: ChildSupportCase, role: ParentRole, options: NetIncomeOptions) {
  if (options.filingStatus) {
    return { filingStatus: options.filingStatus, qualifyingChildren: options.qualifyingChildren ?? 0 };
  }
  const withChildren = role === 'custodial';
  return {
    filingStatus: withChildren ? ('head-of-household' as const) : ('single' as const),
    qualifyingChildren: options.qualifyingChildren ?? (withChildren ? c.children : 0),
  };
}

/**
 * A parent's income in net terms, as a net-income guideline needs it: as entered when the caller
 * sent net income, else gross less the year's federal, FICA and state income tax (filing status as
 * the state's rule prescribes or, failing that, the default above).
 */
export function netIncomeOf(c: ChildSupportCase, role: ParentRole, options: NetIncomeOptions): StateNetIncome {
  const party = options.party ?? ROLE_LABEL[role];
  const income = roundToCents(Math.max(0, c[role].monthlyIncome));
  if (c.incomeBasis === 'net') {
    return {
      net: income,
      steps: [money(`${party} ${options.label} (as entered)`, income)],
      estimated: false,
      taxApproximations: [],
    };
  }
  const { filingStatus, qualifyingChildren } = filingOf(c, role, options);
  const estimate = estimateMonthlyNetIncome({
    grossMonthly: income,
    state: options.state,
    taxYear: taxYearFor(c.asOf),
    filingStatus,
    qualifyingChildren,
    ...(options.federalLine16 ? { federalLine16: options.federalLine16 } : {}),
  });
  return {
    net: estimate.netMonthly,
    steps: [
      money(`${party} gross monthly income`, income),
      note(
        `${party} taxes`,
        `Estimated for tax year ${estimate.taxYear}, filing status ${filingStatus}: federal income tax ${estimate.federalIncomeTaxMonthly}, FICA ${estimate.ficaMonthly}, state income tax ${estimate.stateIncomeTaxMonthly} per month.`,
      ),
      money(
        `${party} ${options.label} (estimated)`,
        estimate.netMonthly,
        `${income} − ${estimate.federalIncomeTaxMonthly} − ${estimate.ficaMonthly} − ${estimate.stateIncomeTaxMonthly}`,
      ),
    ],
    estimated: true,
    taxYear: estimate.taxYear,
    taxApproximations: estimate.approximations,
  };
}

export interface GuidelineIncome {
  /** Monthly income in the state's own terms (gross or net), less the deductions entered, never below 0. */
  monthly: number;
  steps: Step[];
  /** Sentences for the outcome's approximations (a net income estimated from gross, for example). */
  approximations: string[];
}

/**
 * One parent's monthly income as the state's guideline starts from it: gross income, or net income
 * from `netIncomeOf` with the default filing status (the estimate is disclosed), less the deductions
 * the user entered.
 */
export function guidelineIncome(
  c: ChildSupportCase,
  role: ParentRole,
  options: { label: string; stateBasis: 'gross' | 'net'; state: JurisdictionSlug; deductionSource?: string },
): GuidelineIncome {
  const facts = c[role];
  const steps: Step[] = [];
  const approximations: string[] = [];
  const label = options.label;
  let income: number;
  if (options.stateBasis === 'net') {
    const net = netIncomeOf(c, role, { state: options.state, label: 'net income', party: `${label}:` });
    steps.push(...net.steps);
    income = net.net;
    if (net.estimated) {
      approximations.push(
        `${label}: net income was estimated from gross income with standard federal, FICA and state tax (${
          role === 'custodial' ? 'head of household with the children' : 'single'
        }, tax year ${net.taxYear}); the guideline uses the parent's actual taxes.`,
        ...net.taxApproximations.map((a) => `${label}: ${a}`),
      );
    }
  } else {
    income = facts.monthlyIncome;
    steps.push(money(`${label}: gross income`, roundToCents(income)));
  }
  const monthly = roundToCents(Math.max(0, income - facts.monthlyDeductions));
  if (facts.monthlyDeductions > 0) {
    steps.push(money(`${label}: deductions entered`, facts.monthlyDeductions, undefined, options.deductionSource));
  }
  steps.push(money(`${label}: ${options.stateBasis} income for support`, monthly, undefined, options.deductionSource));
  return { monthly, steps, approximations };
}

export interface GuidelineIncomes extends Record<ParentRole, number> {
  /** Both parents' income lines, custodial parent first. */
  steps: Step[];
  approximations: string[];
}

/** Both parents' `guidelineIncome`, custodial parent first, each named by `labels`. */
export function guidelineIncomes(
  c: ChildSupportCase,
  options: {
    labels: Record<ParentRole, string>;
    stateBasis: 'gross' | 'net';
    state: JurisdictionSlug;
    deductionSource?: string;
  },
): GuidelineIncomes {
  // Named fields rather than `{ labels, ...rest }` and `{ ...rest, label }`: the object rest and spread fell to V8's
  // slow generic copy here (issue 28 § 4). guidelineIncome reads a missing deductionSource and an undefined one alike.
  const { labels, stateBasis, state, deductionSource } = options;
  const cp = guidelineIncome(c, 'custodial', { stateBasis, state, deductionSource, label: labels.custodial });
  const ncp = guidelineIncome(c, 'noncustodial', { stateBasis, state, deductionSource, label: labels.noncustodial });
  return {
    custodial: cp.monthly,
    noncustodial: ncp.monthly,
    steps: [...cp.steps, ...ncp.steps],
    approximations: [...cp.approximations, ...ncp.approximations],
  };
}
