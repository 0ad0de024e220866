import { describe, expect, it } from 'vitest';
import { calculateCustodyCosts } from './custody-costs/calculate.js';
import { calculatePropertyDivision } from './property-division/calculate.js';
import { calculateQdro } from './qdro/calculate.js';
import { calculateTaxImpact } from './tax-impact/calculate.js';
import { MONEY_MAXIMUM_DOLLARS as MAX } from './validation/money-maximum.js';

function nonFinite(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => nonFinite(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nonFinite(v, `${path}.${k}`));
  return [];
}

const row = { name: 'x', balance: MAX };
describe('premium calculators at the money maximum give finite results', () => {
  it.each([
    [
      'qdro',
      () =>
        calculateQdro({
          accountType: 'ira', currentBalance: MAX, employeeAge: 18, spouseAge: 18, divisionMethod: 'dollar-amount', divisionAmount: MAX,
          marriageDate: '2000-01-01', separationDate: '2020-01-01', annualContribution: MAX, employerMatch: MAX, expectedGrowthRate: 30,
          immediateDistribution: true, spouseAnnualIncome: MAX, state: 'california', valuationDate: '2025-01-01',
        }),
    ],
    [
      'property-division',
      () =>
        calculatePropertyDivision({
          primaryResidenceValue: MAX, primaryResidenceMortgage: MAX,
          additionalRealEstate: Array.from({ length: 100 }, () => ({ name: 'p', value: MAX, mortgage: 0, keptBy: 'sell' })),
          retirementAccounts: Array.from({ length: 100 }, () => row), creditCards: [row], otherDebts: [row],
          sellingCostPercent: 15, spouse1AnnualIncome: MAX, spouse2AnnualIncome: MAX, state: 'new-york', divisionMethod: 'custom', customPercentage: 33.3,
        }),
    ],
    [
      'tax-impact',
      () =>
        calculateTaxImpact({
          annualIncome: MAX / 2, spouseIncome: MAX / 2, alimonyPaid: MAX, alimonyReceived: MAX, alimonyInstrumentDate: '2017-01-01', numberOfChildren: 20,
          childrenWithPrimaryParent: 10, mortgageInterest: MAX / 2, propertyTaxes: MAX / 4, charitableDeductions: MAX / 4, businessExpenses: MAX, divorceYear: 2026, state: 'new-jersey',
        }),
    ],
    [
      'custody-costs',
      () =>
        calculateCustodyCosts({
          custodyArrangement: 'custom', custodialParentDays: 0, numberOfChildren: 4, childAge1: 0, childAge2: 1, childAge3: 2, childAge4: 21,
          custodialHousingCost: MAX, nonCustodialHousingCost: MAX, daycareCost: MAX, distanceBetweenHomes: 5000, healthInsurance: MAX,
          custodialParentIncome: MAX, nonCustodialParentIncome: 0, state: 'texas',
        }),
    ],
  ])('%s', (_name, run) => {
    expect(nonFinite(run())).toEqual([]);
  });
});
