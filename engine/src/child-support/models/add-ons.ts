import { money } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Step } from '../../explain/steps.js';
import type { ChildSupportCase } from '../types.js';

export interface AddOnShare {
  /** Signed: positive raises what the noncustodial parent owes, negative lowers it. */
  netToNoncustodialObligation: number;
  steps: Step[];
}

/**
 * Childcare and the children's health insurance shared in proportion to income, the common rule of
 * income-shares guidelines: each parent owes their share of every add-on, and the parent who pays the
 * bill is credited with it. Returns the effect on the noncustodial parent's obligation.
 */
export function prorateAddOns(c: ChildSupportCase, noncustodialShare: number, source?: string): AddOnShare {
  const steps: Step[] = [];
  let net = 0;
  const items = [
    { label: 'Childcare', ...c.childcare },
    { label: "Children's health insurance", ...c.healthInsurance },
  ];
  for (const item of items) {
    if (item.monthly <= 0) continue;
    const noncustodialPart = roundToCents(item.monthly * noncustodialShare);
    const custodialPart = roundToCents(item.monthly - noncustodialPart);
    // The parent who pays the bill is owed the other parent's part of it.
    const effect = item.paidBy === 'custodial' ? noncustodialPart : -custodialPart;
    net += effect;
    steps.push(
      money(
        `${item.label}: noncustodial parent's share (paid by the ${item.paidBy} parent)`,
        noncustodialPart,
        `${roundToCents(item.monthly)} × ${(noncustodialShare * 100).toFixed(2)}%`,
        source,
      ),
    );
  }
  return { netToNoncustodialObligation: roundToCents(net), steps };
}
