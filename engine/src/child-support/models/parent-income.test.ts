import { describe, expect, it } from 'vitest';
import { toChildSupportCase } from '../case.js';
import { ChildSupportInputSchema } from '../schema.js';
import { guidelineIncome } from './parent-income.js';

function caseOf(extra: Record<string, unknown>) {
  const parsed = ChildSupportInputSchema.parse({
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    nonCustodialParentDeductions: 200,
    numberOfChildren: 2,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state: 'pennsylvania',
    ...extra,
  });
  return toChildSupportCase(parsed, '2026-11-01');
}

describe('guidelineIncome', () => {
  it('subtracts the deductions entered from a gross-income state’s gross income', () => {
    const income = guidelineIncome(caseOf({}), 'noncustodial', { label: 'NCP', stateBasis: 'gross', state: 'ohio' });
    expect(income.monthly).toBe(4800);
    expect(income.approximations).toEqual([]);
  });

  it('uses net income as entered when the input is already net', () => {
    const income = guidelineIncome(caseOf({ incomeBasis: 'net' }), 'noncustodial', {
      label: 'NCP',
      stateBasis: 'net',
      state: 'pennsylvania',
    });
    expect(income.monthly).toBe(4800);
    expect(income.approximations).toEqual([]);
  });

  it('estimates net from gross for a net-income state and says so', () => {
    const income = guidelineIncome(caseOf({}), 'noncustodial', { label: 'NCP', stateBasis: 'net', state: 'pennsylvania' });
    expect(income.monthly).toBeLessThan(4800);
    expect(income.monthly).toBeGreaterThan(3000);
    expect(income.approximations[0]).toMatch(/net income was estimated from gross income/);
  });

  it('never goes below zero', () => {
    const income = guidelineIncome(caseOf({ nonCustodialParentIncome: 100, incomeBasis: 'net' }), 'noncustodial', {
      label: 'NCP',
      stateBasis: 'net',
      state: 'pennsylvania',
    });
    expect(income.monthly).toBe(0);
  });
});
