import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { line } from './test-support.js';

const base = { state: 'delaware', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Delaware Melson formula (Form 509)', () => {
  it('runs the self-support, primary support and SOLA steps', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Net available income (noncustodial parent)')).toBe(3400);
    expect(line(r, "Noncustodial parent's share of net available income")).toBe(70.83);
    expect(line(r, 'Primary support need')).toBe(1220);
    expect(line(r, 'Primary support obligation (noncustodial parent)')).toBe(864.13);
    expect(line(r, 'Standard of living adjustment (noncustodial parent)')).toBe(431.1);
    expect(r.monthlyPayment).toBe(1295.23);
    expect(r.meta.model).toBe('melson');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('puts childcare in the primary need and credits the parent who pays it', () => {
    const a = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1, childcareCostMonthly: 600, childcarePaidBy: 'custodial' });
    const b = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1, childcareCostMonthly: 600, childcarePaidBy: 'noncustodial' });
    expect(a.monthlyPayment - b.monthlyPayment).toBeCloseTo(600, 2);
  });

  it('keeps a parent below the self-support allowance out of the formula', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1500, numberOfChildren: 1 });
    expect(line(r, 'Net available income (noncustodial parent)')).toBe(0);
    expect(r.monthlyPayment).toBe(0);
  });

  it('credits 10% from 80 overnights and 30% from 125', () => {
    const shared = { custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'shared' } as const;
    const at100 = run({ ...shared, custodialParentTime: 72.6, nonCustodialParentTime: 27.4, custodialParentOvernights: 265, nonCustodialParentOvernights: 100 });
    const at130 = run({ ...shared, custodialParentTime: 64.4, nonCustodialParentTime: 35.6, custodialParentOvernights: 235, nonCustodialParentOvernights: 130 });
    expect(at100.monthlyPayment).toBe(1165.71);
    expect(at130.monthlyPayment).toBe(906.66);
  });
});
