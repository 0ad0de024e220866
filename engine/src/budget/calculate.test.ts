import { describe, expect, it } from 'vitest';
import { EngineValidationError } from '../errors.js';
import { calculateBudget } from './calculate.js';

const base = {
  primaryIncome: '$4,000',
  housingCost: 1500,
  utilities: 200,
  insurance: 150,
  groceries: 600,
  transportation: 300,
  healthcare: 100,
};

describe('calculateBudget', () => {
  it('totals income and expenses and classifies a healthy surplus', () => {
    const result = calculateBudget({ ...base, childSupport: 500, entertainment: '' });
    expect(result.totalIncome).toBe(4500);
    expect(result.totalExpenses).toBe(2850);
    expect(result.monthlySurplus).toBe(1650);
    expect(result.isDeficit).toBe(false);
    expect(result.classification).toBe('healthy');
    expect(result.housingShareOfIncome).toBe(33.3);
    expect(result.categories.find((c) => c.category === 'housingCost')?.shareOfExpenses).toBe(52.6);
  });

  it.each([
    [650, 'healthy'],
    [651, 'tight'],
    [1150, 'tight'],
    [1151, 'deficit'],
  ])('with %s of miscellaneous spending the budget is %s', (misc, classification) => {
    // Income 4,000 and other expenses 2,850 leave 1,150 before miscellaneous; tight is a surplus under 500.
    const result = calculateBudget({ ...base, miscellaneous: misc });
    expect(result.classification).toBe(classification);
    expect(result.isDeficit).toBe(classification === 'deficit');
  });

  it('gives the form messages for missing required fields', () => {
    try {
      calculateBudget({ primaryIncome: '', housingCost: 'abc' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineValidationError);
      const errors = (error as EngineValidationError).errors;
      expect(errors).toContainEqual({ path: 'primaryIncome', message: 'Primary income is required' });
      expect(errors).toContainEqual({ path: 'housingCost', message: 'Must be a valid positive number' });
      expect(errors).toContainEqual({ path: 'utilities', message: 'Utilities cost is required' });
      expect(errors).toContainEqual({ path: 'healthcare', message: 'Healthcare cost is required' });
    }
  });
});
