import { describe, expect, it } from 'vitest';
import { EngineValidationError } from '../errors.js';
import { calculateChildSupport } from './calculate.js';

const valid = {
  custodialParentIncome: '$3,000',
  nonCustodialParentIncome: '4000',
  numberOfChildren: '2',
  custodyArrangement: 'primary',
  custodialParentTime: '80',
  nonCustodialParentTime: '20',
  state: 'wyoming',
};

function errorsOf(input: Record<string, unknown>) {
  try {
    calculateChildSupport(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  return [];
}

describe('child support input validation (the form messages, spec part 1 section 5)', () => {
  it('accepts money as formatted text', () => {
    expect(errorsOf(valid)).toEqual([]);
  });

  it.each([
    [{ custodialParentIncome: '' }, 'custodialParentIncome', 'Income is required'],
    [{ nonCustodialParentIncome: undefined }, 'nonCustodialParentIncome', 'Income is required'],
    [{ nonCustodialParentIncome: 'lots' }, 'nonCustodialParentIncome', 'Must be a valid positive number'],
    [{ custodialParentDeductions: '-10' }, 'custodialParentDeductions', 'Must be a valid positive number'],
    [{ numberOfChildren: '' }, 'numberOfChildren', 'Number of children is required'],
    [{ custodyArrangement: '' }, 'custodyArrangement', 'Custody arrangement is required'],
    [{ state: '' }, 'state', 'State is required'],
    [{ custodialParentTime: '120', nonCustodialParentTime: '-20' }, 'custodialParentTime', 'Must be a percentage between 0 and 100'],
    [{ custodialParentTime: '70', nonCustodialParentTime: '20' }, 'nonCustodialParentTime', 'Custody time percentages must total 100%'],
  ])('%j gives %s: %s', (change, path, message) => {
    expect(errorsOf({ ...valid, ...change })).toContainEqual({ path, message });
  });

  it('accepts totals within 0.01 of 100', () => {
    expect(errorsOf({ ...valid, custodialParentTime: 66.67, nonCustodialParentTime: 33.33 })).toEqual([]);
    expect(errorsOf({ ...valid, custodialParentTime: 66.66, nonCustodialParentTime: 33.32 })).toContainEqual({
      path: 'nonCustodialParentTime',
      message: 'Custody time percentages must total 100%',
    });
  });

  it('reads the form\'s "5+" as 5 children', () => {
    expect(errorsOf({ ...valid, numberOfChildren: '5+' })).toEqual([]);
  });

  it('rejects an unknown state with the list of what is accepted', () => {
    expect(errorsOf({ ...valid, state: 'Atlantis' })[0]?.message).toMatch(/50 states or the District of Columbia/);
  });

  it('requires both overnights or neither, adding up to a year', () => {
    expect(errorsOf({ ...valid, custodialParentOvernights: 200 })[0]?.path).toBe('nonCustodialParentOvernights');
    expect(errorsOf({ ...valid, custodialParentOvernights: 200, nonCustodialParentOvernights: 100 })[0]?.message).toMatch(
      /add up to 365/,
    );
  });
});
