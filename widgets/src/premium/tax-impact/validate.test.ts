import { calculateTaxImpact } from '@securesplit/engine';
import { describe, expect, it } from 'vitest';
import { moneyValue } from '../../shared/validation.js';
import { defaultDivorceYear, initialTaxImpactValues, taxImpactPayload, validateTaxImpact, type TaxImpactValues } from './validate.js';

const filled = (changes: Partial<TaxImpactValues> = {}): TaxImpactValues => ({
  ...initialTaxImpactValues('new-york', new Date(2026, 10, 26)),
  annualIncome: '$85,000',
  spouseIncome: '$40,000',
  ...changes,
});

describe('tax impact form: defaults and messages (spec part 2, sections 5 and 9)', () => {
  it('starts married filing jointly now, single afterwards, 0 children, this year', () => {
    const v = initialTaxImpactValues('', new Date(2026, 0, 1));
    expect(v).toMatchObject({ currentFilingStatus: 'married-joint', projectedFilingStatus: 'single', numberOfChildren: '0', divorceYear: '2026' });
    // Outside the years whose rules we hold, the nearest one.
    expect(defaultDivorceYear(new Date(2031, 5, 1))).toBe('2026');
    expect(defaultDivorceYear(new Date(2020, 5, 1))).toBe('2024');
  });

  it('gives the spec’s required messages', () => {
    const v = { ...initialTaxImpactValues(''), numberOfChildren: '', divorceYear: '' };
    expect(validateTaxImpact(v)).toEqual({
      annualIncome: 'Annual income is required',
      numberOfChildren: 'Number of children is required',
      divorceYear: 'Divorce year is required',
      state: 'State is required',
    });
  });

  it('checks the children split as the engine does', () => {
    expect(validateTaxImpact(filled({ numberOfChildren: '2', childrenWithPrimaryParent: '3' })).childrenWithPrimaryParent).toBe(
      'Children living with you cannot be more than the number of children',
    );
    expect(validateTaxImpact(filled({ numberOfChildren: '2', childrenWithPrimaryParent: '1', childrenReleasedToOtherParent: '2' })).childrenReleasedToOtherParent).toBe(
      'You can release only children who live with you',
    );
    expect(validateTaxImpact(filled({ numberOfChildren: '2', childrenWithPrimaryParent: '2', childrenReleasedToYou: '1' })).childrenReleasedToYou).toBe(
      'The other parent can release only children who live with them',
    );
    expect(validateTaxImpact(filled({ numberOfChildren: '2', childrenWithPrimaryParent: '1', childrenReleasedToOtherParent: '1', childrenReleasedToYou: '1' }))).toEqual({});
  });

  it('rejects a money field that is not an amount and an impossible instrument date', () => {
    const errors = validateTaxImpact(filled({ mortgageInterest: 'lots', alimonyPaid: '$12,000', alimonyInstrumentDate: '02/30/2017' }));
    expect(errors).toEqual({ mortgageInterest: 'Must be a valid positive number', alimonyInstrumentDate: 'Enter a real date as MM/DD/YYYY' });
  });
});

describe('tax impact payload', () => {
  it('is accepted by the engine as the form’s figures, hidden fields left out', () => {
    const v = filled({ numberOfChildren: '2', childrenWithPrimaryParent: '1', childrenReleasedToOtherParent: '1', alimonyReceived: '$18,000', alimonyInstrumentDate: '06/01/2017', propertyTaxes: '$9,000' });
    const body = taxImpactPayload(v, moneyValue);
    expect(body).toEqual({
      annualIncome: 85000,
      spouseIncome: 40000,
      alimonyPaid: 0,
      alimonyReceived: 18000,
      alimonyInstrumentDate: '2017-06-01',
      currentFilingStatus: 'married-joint',
      projectedFilingStatus: 'single',
      numberOfChildren: 2,
      childrenWithPrimaryParent: 1,
      childrenReleasedToOtherParent: 1,
      childrenReleasedToYou: 0,
      mortgageInterest: 0,
      propertyTaxes: 9000,
      charitableDeductions: 0,
      businessExpenses: 0,
      divorceYear: 2026,
      state: 'new-york',
    });
    const result = calculateTaxImpact(body);
    expect(result.scenarios.projected.childrenClaimed).toBe(0);
    expect(result.scenarios.spouseProjected?.childrenClaimed).toBe(2);
  });

  it('sends no instrument date without alimony and no split without children', () => {
    const body = taxImpactPayload(filled({ alimonyInstrumentDate: '06/01/2017' }), moneyValue);
    expect(body).not.toHaveProperty('alimonyInstrumentDate');
    expect(body).not.toHaveProperty('childrenWithPrimaryParent');
    expect(body).not.toHaveProperty('childrenReleasedToOtherParent');
    expect(body).not.toHaveProperty('childrenReleasedToYou');
  });
});
