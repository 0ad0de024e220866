import { money } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Step } from '../../explain/steps.js';

export interface CrossCreditInput {
  /** The basic obligation from the schedule (both parents together). */
  basicObligation: number;
  /** The multiplier the state applies for the cost of two homes (1.5 in most cross-credit states, 1.4 in Virginia). */
  multiplier: number;
  /** Each parent's share of combined income, 0-1. */
  custodialIncomeShare: number;
  noncustodialIncomeShare: number;
  /** Each parent's share of parenting time (overnights), 0-1. */
  custodialTimeShare: number;
  noncustodialTimeShare: number;
  source?: string;
}

/**
 * The cross-credit method used by many income-shares states for shared care: the basic obligation
 * is raised by the multiplier, each parent owes their income share of it for the time the children
 * spend with the other parent, and the two amounts are offset. Positive: the noncustodial parent pays.
 */
export function crossCreditOffset(input: CrossCreditInput): { noncustodialOwes: number; steps: Step[] } {
  const adjusted = roundToCents(input.basicObligation * input.multiplier);
  const noncustodialPart = roundToCents(adjusted * input.noncustodialIncomeShare);
  const custodialPart = roundToCents(adjusted * input.custodialIncomeShare);
  const noncustodialOwesForCustodialTime = roundToCents(noncustodialPart * input.custodialTimeShare);
  const custodialOwesForNoncustodialTime = roundToCents(custodialPart * input.noncustodialTimeShare);
  return {
    noncustodialOwes: roundToCents(noncustodialOwesForCustodialTime - custodialOwesForNoncustodialTime),
    steps: [
      money('Shared-care basic obligation', adjusted, `${input.basicObligation} × ${input.multiplier}`, input.source),
      money("Noncustodial parent's share of it", noncustodialPart, undefined, input.source),
      money("Custodial parent's share of it", custodialPart, undefined, input.source),
      money(
        "Noncustodial parent's obligation for the custodial parent's time",
        noncustodialOwesForCustodialTime,
        `${noncustodialPart} × ${(input.custodialTimeShare * 100).toFixed(2)}%`,
        input.source,
      ),
      money(
        "Custodial parent's obligation for the noncustodial parent's time",
        custodialOwesForNoncustodialTime,
        `${custodialPart} × ${(input.noncustodialTimeShare * 100).toFixed(2)}%`,
        input.source,
      ),
    ],
  };
}
