import type { ChildSupportParsedInput } from './schema.js';
import type { ChildSupportCase, ParentRole } from './types.js';

const DAYS_PER_YEAR = 365;

/** Turns validated input into the case every model works with; overnights win over percentages. */
export function toChildSupportCase(input: ChildSupportParsedInput, asOf: string): ChildSupportCase {
  const overnightsGiven =
    input.custodialParentOvernights !== undefined && input.nonCustodialParentOvernights !== undefined;
  const custodialOvernights = overnightsGiven
    ? input.custodialParentOvernights!
    : (input.custodialParentTime / 100) * DAYS_PER_YEAR;
  const noncustodialOvernights = overnightsGiven
    ? input.nonCustodialParentOvernights!
    : (input.nonCustodialParentTime / 100) * DAYS_PER_YEAR;
  const totalOvernights = custodialOvernights + noncustodialOvernights;
  return {
    jurisdiction: input.state,
    asOf,
    children: input.numberOfChildren,
    custodyArrangement: input.custodyArrangement,
    incomeBasis: input.incomeBasis,
    overnightsGiven,
    custodial: {
      monthlyIncome: input.custodialParentIncome,
      monthlyDeductions: input.custodialParentDeductions,
      overnightsPerYear: custodialOvernights,
      timePercent: overnightsGiven ? (custodialOvernights / totalOvernights) * 100 : input.custodialParentTime,
    },
    noncustodial: {
      monthlyIncome: input.nonCustodialParentIncome,
      monthlyDeductions: input.nonCustodialParentDeductions,
      overnightsPerYear: noncustodialOvernights,
      timePercent: overnightsGiven
        ? (noncustodialOvernights / totalOvernights) * 100
        : input.nonCustodialParentTime,
    },
    childcare: { monthly: input.childcareCostMonthly, paidBy: input.childcarePaidBy ?? 'custodial' },
    healthInsurance: { monthly: input.healthInsuranceMonthly, paidBy: input.healthInsurancePaidBy ?? 'custodial' },
  };
}

const OTHER: Record<ParentRole, ParentRole> = { custodial: 'noncustodial', noncustodial: 'custodial' };

export function otherParent(role: ParentRole): ParentRole {
  return OTHER[role];
}

/** Above this share of time a parent is no longer "shared" (35-65% each, the product's definition). */
const SHARED_TIME_LIMIT_PERCENT = 65;

/**
 * Guidelines call the parent with primary physical custody the custodial parent. When the form's
 * labels say otherwise (the parent entered as noncustodial has primary custody, or more than the
 * shared range of time), the case is computed with the roles swapped and the caller maps the payer
 * back to the form's labels. Within the shared range the labels the user chose stand: several
 * guidelines let the parents (or the court) name the custodial parent when time is near equal.
 */
export function withCustodialParentFirst(c: ChildSupportCase): { case: ChildSupportCase; swapped: boolean } {
  const noncustodialHasMore = c.noncustodial.overnightsPerYear > c.custodial.overnightsPerYear;
  const beyondShared = c.custodyArrangement === 'primary' || c.noncustodial.timePercent > SHARED_TIME_LIMIT_PERCENT;
  if (!noncustodialHasMore || !beyondShared) return { case: c, swapped: false };
  return {
    swapped: true,
    case: {
      ...c,
      custodial: c.noncustodial,
      noncustodial: c.custodial,
      childcare: { ...c.childcare, paidBy: OTHER[c.childcare.paidBy] },
      healthInsurance: { ...c.healthInsurance, paidBy: OTHER[c.healthInsurance.paidBy] },
    },
  };
}
