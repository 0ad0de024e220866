import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { primaryAllowanceComponents, primaryAllowanceFor } from './delaware.js';
import { line } from './test-support.js';

const base = { state: 'delaware', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const shared = { custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'shared' } as const;

describe('Delaware Rule 503(b)(1) primary allowance', () => {
  it('derives the per-child and per-household components from the Self Support Allowance', () => {
    // 2026: 400 + 20 = 420; 400 − 25 = 375 → 380.
    expect(primaryAllowanceComponents(1600)).toEqual({ perChild: 420, perHousehold: 380 });
    // 2025: 392.5 + 20 = 412.5 → 410; 392.5 − 25 = 367.5 → 370; one child 780, as a 2025 guide reports.
    expect(primaryAllowanceComponents(1570)).toEqual({ perChild: 410, perHousehold: 370 });
    expect(primaryAllowanceFor(1570, 1)).toBe(780);
  });
});

describe('Delaware Melson formula (Rules 502-506)', () => {
  it('runs the self-support, primary support and SOLA steps in whole dollars', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Net available income (noncustodial parent)')).toBe(3400);
    expect(line(r, "Noncustodial parent's primary share")).toBe(70.83);
    expect(line(r, 'Primary allowance')).toBe(1220);
    expect(line(r, 'Primary support obligation (noncustodial parent)')).toBe(864);
    expect(line(r, 'SOLA (noncustodial parent)')).toBe(431);
    expect(r.monthlyPayment).toBe(1295);
    expect(r.meta.model).toBe('melson');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('uses the 2025 allowance in 2025', () => {
    const r = run({ asOf: '2025-06-01', custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, 'Self Support Allowance (each parent)')).toBe(1570);
    expect(line(r, 'Primary allowance')).toBe(780);
  });

  it('puts child care in the primary need and credits the parent who pays it', () => {
    const a = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1, childcareCostMonthly: 600, childcarePaidBy: 'custodial' });
    const b = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1, childcareCostMonthly: 600, childcarePaidBy: 'noncustodial' });
    expect(a.monthlyPayment - b.monthlyPayment).toBe(600);
  });

  it('orders the minimum for an obligor below the Self Support Allowance (Rule 506(a))', () => {
    const one = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1500, numberOfChildren: 1 });
    expect(line(one, 'Net available income (noncustodial parent)')).toBe(0);
    expect(line(one, 'Minimum order')).toBe(160); // 20% of 800
    const three = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1500, numberOfChildren: 3 });
    expect(three.monthlyPayment).toBe(240); // 20% of the two-child 1,220, to a multiple of ten
  });

  it('caps the obligation at 50% of net available income (Rule 506(b))', () => {
    const r = run({ custodialParentIncome: 1600, nonCustodialParentIncome: 2200, numberOfChildren: 3 });
    expect(line(r, 'Self-support protection (50% of net available income)')).toBe(300);
    expect(r.monthlyPayment).toBe(300);
  });

  it('adjusts 10% from 80 and 30% from 125 overnights of the allowance and combined SOLA (Rule 505(c))', () => {
    const at100 = run({ ...shared, custodialParentTime: 72.6, nonCustodialParentTime: 27.4, custodialParentOvernights: 265, nonCustodialParentOvernights: 100 });
    const at130 = run({ ...shared, custodialParentTime: 64.4, nonCustodialParentTime: 35.6, custodialParentOvernights: 235, nonCustodialParentOvernights: 130 });
    expect(line(at100, 'Parenting time adjustment')).toBe(183);
    expect(at100.monthlyPayment).toBe(1112);
    expect(line(at130, 'Parenting time adjustment')).toBe(548);
    expect(at130.monthlyPayment).toBe(747);
  });

  it('flags shared placement at 164 overnights and drops the minimum order', () => {
    const r = run({ ...shared, custodialParentTime: 55, nonCustodialParentTime: 45, custodialParentOvernights: 200, nonCustodialParentOvernights: 165 });
    expect(r.meta.approximations.join(' ')).toMatch(/164 or more overnights/);
  });
});
