import { money, note, percent } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import type { ChildSupportModelName, ChildSupportRuleVersion, IncomeBasisOfState } from '../types.js';
import { finishIncomeShares } from './worksheet-steps.js';

/**
 * Wisconsin's percentage-of-income standard, the most completely documented percentage model
 * (Wis. Admin. Code DCF 150.03(1)): used as a proxy share of combined income where a state's own
 * schedule is not implemented yet.
 */
const PROXY_RATES_BY_CHILDREN = [0.17, 0.25, 0.29, 0.31, 0.34, 0.34] as const;
const PROXY_SOURCE: Source = {
  title: 'Wisconsin Administrative Code, DCF 150 (percentage standard used as a proxy)',
  section: 'DCF 150.03(1)',
  url: 'https://docs.legis.wisconsin.gov/code/admin_code/dcf/101_199/150',
};
/** Shared-care proxy: a 1.5 cross-credit once each parent has 25% of overnights (92), as many states do. */
const SHARED_CARE_OVERNIGHTS = 92;
const SHARED_CARE_MULTIPLIER = 1.5;

export interface EstimateOptions {
  effectiveFrom: string;
  /** The model the state's own guideline uses, which this estimate stands in for. */
  stateModel: ChildSupportModelName;
  incomeBasis: IncomeBasisOfState;
  /** The state's guideline, cited so a reader can check the real rule. */
  guideline: Source;
  /** What is known of the state's rule, in a sentence or two. */
  summary: string;
}

/**
 * A clearly labelled estimate for a jurisdiction whose official schedule or formula is not
 * implemented: the proxy percentage of combined income, split by income share, with a 1.5
 * cross-credit for shared care and add-ons shared by income.
 */
export function combinedIncomeProxyEstimate(options: EstimateOptions): ChildSupportRuleVersion {
  const approximations = [
    `The state's own ${describeModel(options.stateModel)} is not implemented yet; the basic obligation is approximated as a percentage of combined income (17%, 25%, 29%, 31%, 34% for 1-5+ children, Wisconsin's standard).`,
    `Shared care is approximated with a 1.5 cross-credit once each parent has at least ${SHARED_CARE_OVERNIGHTS} overnights; the state's own threshold and method may differ.`,
    ...(options.incomeBasis === 'net'
      ? ['The state starts from net income; this estimate uses the incomes as entered, less the deductions entered, without estimating taxes.']
      : []),
  ];
  return {
    effective: { from: options.effectiveFrom },
    model: options.stateModel,
    incomeBasis: options.incomeBasis,
    confidence: 'estimate',
    sources: [options.guideline, PROXY_SOURCE],
    approximations,
    summary: options.summary,
    compute(c) {
      const custodialIncome = Math.max(0, c.custodial.monthlyIncome - c.custodial.monthlyDeductions);
      const noncustodialIncome = Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions);
      const combined = roundToCents(custodialIncome + noncustodialIncome);
      const ncpShare = combined === 0 ? 0 : roundToDecimals(noncustodialIncome / combined, 4);
      const rate = PROXY_RATES_BY_CHILDREN[c.children - 1] ?? 0.34;
      const basic = roundToCents(combined * rate);
      const steps = [
        note('Estimate', approximations[0]!),
        money("Custodial parent's income less deductions", custodialIncome),
        money("Noncustodial parent's income less deductions", noncustodialIncome),
        money('Combined income', combined),
        percent("Noncustodial parent's share of income", roundToDecimals(ncpShare * 100, 2)),
        money('Estimated basic obligation', basic, `${combined} × ${(rate * 100).toFixed(0)}%`, PROXY_SOURCE.section),
      ];
      const baseAmount = roundToCents(basic * ncpShare);
      steps.push(money("Noncustodial parent's share of the basic obligation", baseAmount));

      let noncustodialOwes = baseAmount;
      const shared =
        c.custodial.overnightsPerYear >= SHARED_CARE_OVERNIGHTS &&
        c.noncustodial.overnightsPerYear >= SHARED_CARE_OVERNIGHTS;
      if (shared) {
        const adjusted = roundToCents(basic * SHARED_CARE_MULTIPLIER);
        const ncpPart = roundToCents(adjusted * ncpShare * (c.custodial.timePercent / 100));
        const cpPart = roundToCents(adjusted * (1 - ncpShare) * (c.noncustodial.timePercent / 100));
        noncustodialOwes = roundToCents(ncpPart - cpPart);
        steps.push(
          money('Shared-care obligation (basic × 1.5)', adjusted),
          money("Noncustodial parent's part for the custodial parent's time", ncpPart),
          money("Custodial parent's part for the noncustodial parent's time", cpPart),
        );
      }
      return finishIncomeShares(c, {
        incomes: { combined, noncustodialShare: ncpShare },
        noncustodialBasic: noncustodialOwes,
        baseAmount,
        steps,
        approximations: [],
        finalLabel: 'Estimated monthly support',
      });
    },
  };
}

function describeModel(model: ChildSupportModelName): string {
  switch (model) {
    case 'income-shares':
      return 'income-shares schedule';
    case 'melson':
      return 'Melson formula';
    case 'percentage-of-income':
      return "percentage-of-obligor's-income table";
    default:
      return 'guideline formula';
  }
}
