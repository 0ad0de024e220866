import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  householdsInput,
  householdsQuery,
  householdsValuesFromChildSupport,
  initialHouseholdsValues,
  validateHouseholds,
} from './form.js';

function filled(changes: Record<string, string>) {
  return {
    ...initialHouseholdsValues('texas'),
    'custodial.grossMonthly': '$3,000',
    'noncustodial.grossMonthly': '5000',
    'children.0.birthDate': '10',
    ...changes,
  };
}

describe('households form', () => {
  it('sends overnights with the percentages they make, so child support counts the same nights', () => {
    const body = householdsInput(filled({ timeMode: 'overnights', 'custody.custodialParentOvernights': '313', 'custody.nonCustodialParentOvernights': '52' }));
    expect(body.custody).toEqual({ custodyArrangement: 'primary', custodialParentTime: 85.8, nonCustodialParentTime: 14.2, custodialParentOvernights: 313, nonCustodialParentOvernights: 52 });
    expect(body.custodial).toEqual({ grossMonthly: 3000, filingStatus: 'head-of-household' });
  });

  it('sends no alimony when none is entered, and a child-support order only when one is', () => {
    const none = householdsInput(filled({}));
    expect(none).not.toHaveProperty('alimony');
    expect(none).not.toHaveProperty('childSupport');
    const ordered = householdsInput(filled({ 'childSupport.monthlyAmount': '0', 'childSupport.paidBy': 'custodial' }));
    expect(ordered.childSupport).toEqual({ monthlyAmount: 0, paidBy: 'custodial' });
  });

  it('refuses percentages that do not make 100 and overnights that do not make a year', () => {
    expect(validateHouseholds(filled({ 'custody.custodialParentTime': '70', 'custody.nonCustodialParentTime': '20' }))).toEqual({
      'custody.nonCustodialParentTime': 'Custody time percentages must total 100%',
    });
    expect(validateHouseholds(filled({ timeMode: 'overnights', 'custody.custodialParentOvernights': '300', 'custody.nonCustodialParentOvernights': '52' }))).toEqual({
      'custody.nonCustodialParentOvernights': 'Overnights must add up to 365 (or 366 in a leap year)',
    });
  });

  it('takes a child as a date of birth or an age, nothing else', () => {
    expect(validateHouseholds(filled({ 'children.0.birthDate': '02/30/2015' }))).toEqual({
      'children.0.birthDate': 'Enter a date as MM/DD/YYYY, or an age in whole years',
    });
    expect(householdsInput(filled({ 'children.0.birthDate': '02/28/2015' })).children).toEqual([{ birthDate: '2015-02-28', livesWith: 'custodial', claimedBy: 'custodial' }]);
  });

  it('shows the API’s errors on the form’s fields: a child’s age or birth year on its one field', () => {
    expect(
      apiFieldErrors([
        { path: 'children.1.birthYear', message: 'Birth year must be a whole number from 1990 to 2100' },
        { path: ['alimony', 'agreementDate'], message: 'Agreement date is required with alimony' },
        { path: 'children', message: 'Add at least one child' },
      ]),
    ).toEqual({
      'children.1.birthDate': 'Birth year must be a whole number from 1990 to 2100',
      'alimony.agreementDate': 'Agreement date is required with alimony',
      childCount: 'Add at least one child',
    });
  });

  it('carries a child-support input through a link’s query and back into the form', () => {
    const input = { state: 'ohio', custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'split', custodialParentTime: 50, nonCustodialParentTime: 50, custodialParentDeductions: 200 };
    const query = householdsQuery(input);
    expect(query).toBe('state=ohio&custodialParentIncome=3000&nonCustodialParentIncome=5000&numberOfChildren=2&custodyArrangement=split&custodialParentTime=50&nonCustodialParentTime=50');
    // The site's page passes a link's query on as text.
    const values = householdsValuesFromChildSupport(Object.fromEntries(new URLSearchParams(query)));
    expect(values.state).toBe('ohio');
    expect(values['noncustodial.grossMonthly']).toBe('5000');
    expect(values.childCount).toBe('2');
    expect(values['custody.custodyArrangement']).toBe('split');
    expect(values.timeMode).toBe('percent');
  });
});
