import { describe, expect, it } from 'vitest';
import { spanishT, englishT } from '../test-support/translate.js';
import { complementTime, initialChildSupportValues, timeTotal, validateChildSupport as validateIn } from './validate.js';

const validateChildSupport = (values: Parameters<typeof validateIn>[0]) => validateIn(values, englishT);

const filled = { ...initialChildSupportValues('texas'), custodialParentIncome: '$3,000', nonCustodialParentIncome: '5000', numberOfChildren: '2', custodyArrangement: 'primary' };

describe('child support form rules (spec part 1, section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateChildSupport(filled)).toEqual({});
  });

  it('gives each missing field its own message', () => {
    expect(validateChildSupport(initialChildSupportValues())).toEqual({
      custodialParentIncome: 'Income is required',
      nonCustodialParentIncome: 'Income is required',
      numberOfChildren: 'Number of children is required',
      custodyArrangement: 'Custody arrangement is required',
      state: 'State is required',
    });
  });

  it('rejects amounts that are not positive numbers, deductions included', () => {
    expect(validateChildSupport({ ...filled, custodialParentIncome: 'lots', nonCustodialParentDeductions: '-200' })).toEqual({
      custodialParentIncome: 'Must be a valid positive number',
      nonCustodialParentDeductions: 'Must be a valid positive number',
    });
  });

  it('checks each time field and their total', () => {
    expect(validateChildSupport({ ...filled, custodialParentTime: '101' }).custodialParentTime).toBe('Must be a percentage between 0 and 100');
    expect(validateChildSupport({ ...filled, custodialParentTime: '60', nonCustodialParentTime: '30' }).nonCustodialParentTime).toBe('Custody time percentages must total 100%');
    expect(validateChildSupport({ ...filled, custodialParentTime: '66.67', nonCustodialParentTime: '33.33' })).toEqual({});
  });

  it('completes the other time field to 100 only for a number from 0 to 100', () => {
    expect(complementTime('60')).toBe('40');
    expect(complementTime('33.33')).toBe('66.67');
    expect(complementTime('0')).toBe('100');
    expect(complementTime('120')).toBeUndefined();
    expect(complementTime('abc')).toBeUndefined();
    expect(complementTime('')).toBeUndefined();
  });

  it('totals the two times for the live warning', () => {
    expect(timeTotal({ custodialParentTime: '70', nonCustodialParentTime: '20' })).toBe(90);
    expect(timeTotal({ custodialParentTime: '', nonCustodialParentTime: '20' })).toBeUndefined();
  });
});

describe('child support form rules in Spanish', () => {
  it('says each missing field in Spanish', () => {
    expect(validateIn(initialChildSupportValues(), spanishT, 'es')).toEqual({
      custodialParentIncome: 'El ingreso es obligatorio',
      nonCustodialParentIncome: 'El ingreso es obligatorio',
      numberOfChildren: 'El número de hijos es obligatorio',
      custodyArrangement: 'El tipo de custodia es obligatorio',
      state: 'El estado es obligatorio',
    });
  });

  it('names the field over the maximum in Spanish, with the amount as a US reader writes it', () => {
    expect(validateIn({ ...filled, custodialParentIncome: '2000000000' }, spanishT, 'es').custodialParentIncome).toBe(
      'Ingreso mensual del padre con custodia: el máximo es $1,000,000,000',
    );
  });
});
