import { money, note, type Step } from '../../explain/steps.js';
import type { JurisdictionSlug } from '../../jurisdictions.js';
import { roundToCents } from '../../money/rounding.js';
import { estimateMonthlyNetIncome, taxYearFor, type FilingStatus } from '../../tax/net-income.js';
import type { ChildSupportCase, ParentRole } from '../types.js';

export interface StateNetIncome {
  /** The income the state's guideline starts from, before the state's own further deductions. */
  net: number;
  steps: Step[];
  /** True when taxes were estimated from gross income (the caller adds an approximation). */
  estimated: boolean;
}

const ROLE_LABEL: Record<ParentRole, string> = {
  custodial: "Custodial parent's",
  noncustodial: "Noncustodial parent's",
};

/**
 * A parent's income in net terms, as a net-income guideline needs it: as entered when the caller
 * sent net income, else gross less the year's federal, FICA and state income tax (filing status as
 * the state's rule prescribes or, failing that, as the caller chooses).
 */
export function netIncomeOf(
  c: ChildSupportCase,
  role: ParentRole,
  options: { state: JurisdictionSlug; filingStatus: FilingStatus; qualifyingChildren?: number; label: string },
): StateNetIncome {
  const parent = c[role];
  const income = roundToCents(Math.max(0, parent.monthlyIncome));
  if (c.incomeBasis === 'net') {
    return {
      net: income,
      steps: [money(`${ROLE_LABEL[role]} ${options.label} (as entered)`, income)],
      estimated: false,
    };
  }
  const estimate = estimateMonthlyNetIncome({
    grossMonthly: income,
    state: options.state,
    taxYear: taxYearFor(c.asOf),
    filingStatus: options.filingStatus,
    qualifyingChildren: options.qualifyingChildren ?? 0,
  });
  return {
    net: estimate.netMonthly,
    steps: [
      money(`${ROLE_LABEL[role]} gross monthly income`, income),
      note(
        `${ROLE_LABEL[role]} taxes`,
        `Estimated for tax year ${estimate.taxYear}, filing status ${options.filingStatus}: federal income tax ${estimate.federalIncomeTaxMonthly}, FICA ${estimate.ficaMonthly}, state income tax ${estimate.stateIncomeTaxMonthly} per month.`,
      ),
      money(
        `${ROLE_LABEL[role]} ${options.label} (estimated)`,
        estimate.netMonthly,
        `${income} − ${estimate.federalIncomeTaxMonthly} − ${estimate.ficaMonthly} − ${estimate.stateIncomeTaxMonthly}`,
      ),
    ],
    estimated: true,
  };
}
