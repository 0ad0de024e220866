import type { ChildSupportParsedInput } from './schema.js';
import type { ChildSupportCase } from './types.js';

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
