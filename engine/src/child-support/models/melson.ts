import { money, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { ChildSupportCase, ParentRole } from '../types.js';
import { incomeShares } from './worksheet-steps.js';

/**
 * The Melson formula (Delaware, Hawaii and Montana use variants of it): each parent first keeps a
 * self-support allowance; the children's primary support need (a fixed allowance plus childcare and
 * health insurance) is shared in proportion to the income left over; then a standard-of-living
 * adjustment (SOLA) takes a percentage of what each parent has left after their primary share.
 */
export interface MelsonParameters {
  /** Monthly self-support allowance each parent keeps before anything else. */
  selfSupportAllowance: number;
  /** Monthly primary support allowance for the number of children (without add-ons). */
  primaryAllowance(children: number): number;
  /** SOLA percentage (0-1) for the number of children. */
  solaRate(children: number): number;
  source: string;
}

export interface MelsonParentResult {
  netAvailable: number;
  share: number;
  primary: number;
  sola: number;
  total: number;
}

export interface MelsonResult {
  custodial: MelsonParentResult;
  noncustodial: MelsonParentResult;
  primaryNeed: number;
  steps: Step[];
}

const LABEL: Record<ParentRole, string> = { custodial: 'custodial parent', noncustodial: 'noncustodial parent' };

/**
 * Runs the three Melson steps on each parent's monthly net income (already in the state's terms).
 * Childcare and the children's health insurance are part of the primary need, so each parent's total
 * includes their share of them; the caller credits the parent who pays those bills.
 */
export function melsonObligations(c: ChildSupportCase, net: Record<ParentRole, number>, p: MelsonParameters): MelsonResult {
  const steps: Step[] = [];
  const nai = (role: ParentRole) => roundToCents(Math.max(0, net[role] - p.selfSupportAllowance));
  const cpNai = nai('custodial');
  const ncpNai = nai('noncustodial');
  const { noncustodialShare: ncpShare, custodialShare: cpShare } = incomeShares(cpNai, ncpNai);
  const allowance = roundToCents(p.primaryAllowance(c.children));
  const primaryNeed = roundToCents(allowance + c.childcare.monthly + c.healthInsurance.monthly);
  const rate = p.solaRate(c.children);
  steps.push(
    money('Self-support allowance (each parent)', p.selfSupportAllowance, undefined, p.source),
    money('Net available income (custodial parent)', cpNai, `${net.custodial} − ${p.selfSupportAllowance}`, p.source),
    money('Net available income (noncustodial parent)', ncpNai, `${net.noncustodial} − ${p.selfSupportAllowance}`, p.source),
    percent("Noncustodial parent's share of net available income", roundToDecimals(ncpShare * 100, 2)),
    money('Primary support allowance', allowance, `${c.children} ${c.children === 1 ? 'child' : 'children'}`, p.source),
    money('Primary support need (allowance + childcare + health insurance)', primaryNeed),
    percent('Standard of living adjustment rate', roundToDecimals(rate * 100, 2), undefined, p.source),
  );
  const parent = (role: ParentRole, available: number, share: number): MelsonParentResult => {
    const primary = roundToCents(primaryNeed * share);
    const sola = roundToCents(Math.max(0, available - primary) * rate);
    const total = roundToCents(primary + sola);
    steps.push(
      money(`Primary support obligation (${LABEL[role]})`, primary, `${primaryNeed} × ${(share * 100).toFixed(2)}%`, p.source),
      money(`Standard of living adjustment (${LABEL[role]})`, sola, `(${available} − ${primary}) × ${(rate * 100).toFixed(2)}%`, p.source),
      money(`Total support obligation (${LABEL[role]})`, total),
    );
    return { netAvailable: available, share, primary, sola, total };
  };
  return {
    custodial: parent('custodial', cpNai, cpShare),
    noncustodial: parent('noncustodial', ncpNai, ncpShare),
    primaryNeed,
    steps,
  };
}

/**
 * The amount the obligor owes after the bills each parent pays directly: the obligor's total, less the
 * childcare and health insurance the obligor pays, plus nothing for what the other parent pays (that
 * is already inside the obligor's share of the primary need).
 */
export function melsonTransfer(c: ChildSupportCase, obligor: ParentRole, r: MelsonResult): number {
  const own = obligor === 'custodial' ? r.custodial.total : r.noncustodial.total;
  let paidDirectly = 0;
  if (c.childcare.paidBy === obligor) paidDirectly += c.childcare.monthly;
  if (c.healthInsurance.paidBy === obligor) paidDirectly += c.healthInsurance.monthly;
  return roundToCents(own - paidDirectly);
}
