import { describe, expect, it } from 'vitest';
import { moneyValue } from '../shared/validation.js';
import { custodyCostsPayload, custodyCostsValuesFromInput, initialCustodyCostsValues } from './custody-costs/validate.js';
import { formatAllMoney, initialPropertyDivisionForm, propertyDivisionFormFromInput, toPropertyDivisionInput } from './property-division/form.js';
import { formatQdroMoney, initialQdroForm, qdroFormFromInput, toQdroInput } from './qdro/form.js';
import { initialTaxImpactValues, taxImpactPayload, taxImpactValuesFromInput } from './tax-impact/validate.js';
import { withKey } from './shared/rows.js';

// Each premium form → the body it sends → the form a stored body reopens as → the body again: the same body.

describe('reopening a stored premium calculation (form → body → form → body)', () => {
  it('custody costs: custom days, three children, incomes, blank optional amounts', () => {
    const form = {
      ...initialCustodyCostsValues('texas'),
      custodyArrangement: 'custom',
      custodialParentDays: '250',
      numberOfChildren: '3',
      childAge1: '4',
      childAge2: '9',
      childAge3: '15',
      custodialHousingCost: '$1,850',
      nonCustodialHousingCost: '$1,400',
      distanceBetweenHomes: '12.5',
      transportationFrequency: 'biweekly',
      daycareCost: '$640',
      tutoring: '$120',
      custodialParentIncome: '$5,200',
    };
    const body = custodyCostsPayload(form, moneyValue);
    const reopened = custodyCostsValuesFromInput(body);
    expect(reopened.custodialHousingCost).toBe('$1,850');
    expect(reopened.custodialParentDays).toBe('250');
    expect(reopened.childAge3).toBe('15');
    expect(reopened.nonCustodialParentIncome).toBe('');
    expect(custodyCostsPayload(reopened, moneyValue)).toEqual(body);
  });

  it('tax impact: alimony with its instrument date, children released, deductions', () => {
    const form = {
      ...initialTaxImpactValues('california', new Date(Date.UTC(2025, 5, 1))),
      annualIncome: '$98,500',
      spouseIncome: '$41,000',
      alimonyPaid: '$1,200',
      alimonyInstrumentDate: '03/15/2018',
      projectedFilingStatus: 'head-of-household',
      numberOfChildren: '2',
      childrenWithPrimaryParent: '1',
      childrenReleasedToOtherParent: '1',
      childrenReleasedToYou: '0',
      mortgageInterest: '$9,000',
      charitableDeductions: '$750.25',
    };
    const body = taxImpactPayload(form, moneyValue);
    const reopened = taxImpactValuesFromInput(body);
    expect(reopened.annualIncome).toBe('$98,500');
    expect(reopened.alimonyInstrumentDate).toBe('03/15/2018');
    expect(reopened.charitableDeductions).toBe('$750.25');
    expect(taxImpactPayload(reopened, moneyValue)).toEqual(body);
  });

  it('QDRO: a pension divided by dollar amount, with dates and both checkboxes', () => {
    const form = formatQdroMoney({
      ...initialQdroForm('ohio'),
      accountType: 'pension',
      currentBalance: '312000',
      employeeAge: '52',
      spouseAge: '49',
      divisionMethod: 'dollar-amount',
      divisionAmount: '85000',
      marriageDate: '06/20/1998',
      separationDate: '01/31/2024',
      employmentStartDate: '09/01/1995',
      annualContribution: '6500',
      employerMatch: '3000',
      expectedGrowthRate: '6',
      spouseAnnualIncome: '45000',
      immediateDistribution: true,
      survivorBenefits: true,
    });
    const body = toQdroInput(form);
    const reopened = qdroFormFromInput(body);
    expect(reopened.currentBalance).toBe('$312,000');
    expect(reopened.marriageDate).toBe('06/20/1998');
    expect(reopened.survivorBenefits).toBe(true);
    expect(toQdroInput(reopened)).toEqual(body);
  });

  it('property division: the home, extra rows in several lists, a custom split', () => {
    const initial = initialPropertyDivisionForm('washington');
    const form = formatAllMoney({
      ...initial,
      primaryResidenceValue: '485000',
      primaryResidenceMortgage: '210000',
      primaryResidenceKeptBy: 'spouse1',
      additionalRealEstate: [withKey({ name: 'Cabin', value: '150000', mortgage: '40000', ownership: 'spouse2-separate', keptBy: 'spouse2' })],
      vehicles: [withKey({ name: 'Subaru', value: '18000', loan: '4000', ownership: 'marital', keptBy: 'sell' })],
      checkingAccounts: [withKey({ name: 'Joint checking', balance: '7300', ownership: 'marital', keptBy: '' }), withKey({ name: 'Credit union', balance: '1200', ownership: 'marital', keptBy: 'spouse2' })],
      retirementAccounts: [withKey({ name: '401(k)', balance: '96000', ownership: 'marital', keptBy: 'spouse1', taxTreatment: 'roth' })],
      creditCards: [withKey({ name: 'Visa', balance: '2450', ownership: 'marital', keptBy: '' })],
      divisionMethod: 'custom',
      customPercentage: '55',
      sellingCostPercent: '6',
      sellingCostsOnKeptRealEstate: true,
      spouse1AnnualIncome: '72000',
    });
    const body = toPropertyDivisionInput(form);
    const reopened = propertyDivisionFormFromInput(body);
    expect(reopened.primaryResidenceValue).toBe('$485,000');
    expect(reopened.checkingAccounts).toHaveLength(2);
    expect(reopened.additionalRealEstate[0]?.mortgage).toBe('$40,000');
    expect(reopened.customPercentage).toBe('55');
    expect(toPropertyDivisionInput(reopened)).toEqual(body);
  });

  it('reads the stored (server-parsed) input, where amounts are numbers and blank amounts are 0', () => {
    const reopened = qdroFormFromInput({ currentBalance: 250000, employerMatch: 0, divisionPercentage: 50, marriageDate: '2010-06-15', expectedGrowthRate: 7 });
    expect(reopened).toMatchObject({ currentBalance: '$250,000', employerMatch: '$0', divisionPercentage: '50', marriageDate: '06/15/2010', expectedGrowthRate: '7' });
  });

  it('reads a damaged stored input as blanks, never throwing', () => {
    const reopened = propertyDivisionFormFromInput({ vehicles: 'not a list', checkingAccounts: [null, 3, { balance: 'x' }] });
    expect(reopened.vehicles).toEqual([]);
    expect(reopened.checkingAccounts).toHaveLength(1);
    expect(custodyCostsValuesFromInput({ numberOfChildren: { two: 2 } }).numberOfChildren).toBe('1');
  });
});
