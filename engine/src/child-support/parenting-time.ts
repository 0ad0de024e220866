import { roundToCents } from '../money/rounding.js';
import type { ChildSupportCase, GuidelineOutcome } from './types.js';

/**
 * The same case with the guideline's noncustodial parent (the obligor whose time earns a credit: the
 * parent entered as non-custodial, unless the other parent has primary custody or more than the shared
 * range of time) given no overnights at all: sole custody, so the guideline applies no parenting-time credit. Incomes, children
 * and add-ons stay as entered, so the difference from the real case is the effect of parenting time alone.
 */
export function withoutParentingTime(c: ChildSupportCase): ChildSupportCase {
  const allOvernights = c.custodial.overnightsPerYear + c.noncustodial.overnightsPerYear;
  return {
    ...c,
    custodyArrangement: 'primary',
    custodial: { ...c.custodial, overnightsPerYear: allOvernights, timePercent: 100 },
    noncustodial: { ...c.noncustodial, overnightsPerYear: 0, timePercent: 0 },
  };
}

/** What the guideline's noncustodial parent owes a month: negative when the custodial parent is the payer. */
export function owedByNoncustodial(outcome: Pick<GuidelineOutcome, 'monthlyPayment' | 'payer'>): number {
  if (outcome.payer === 'none') return 0;
  return outcome.payer === 'noncustodial' ? outcome.monthlyPayment : -outcome.monthlyPayment;
}

export interface ParentingTimeEffect {
  /** The guideline's outcome for the same case with no parenting-time credit. */
  withoutTime: GuidelineOutcome;
  /**
   * Amount without the time credit minus the amount with it, both as what the noncustodial parent owes
   * (so a payer that changes sides counts in full). Positive: parenting time lowered support.
   */
  adjustment: number;
}

/**
 * The real effect of parenting time in any state, whatever the guideline's own worksheet calls its base
 * amount: the case is computed again at sole custody and the two amounts are compared.
 */
export function parentingTimeEffect(
  c: ChildSupportCase,
  withTime: GuidelineOutcome,
  compute: (c: ChildSupportCase) => GuidelineOutcome,
): ParentingTimeEffect {
  const withoutTime = compute(withoutParentingTime(c));
  return { withoutTime, adjustment: roundToCents(owedByNoncustodial(withoutTime) - owedByNoncustodial(withTime)) };
}
