import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = {
  state: 'montana',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

function line(result: ChildSupportResult, label: string): number | string | undefined {
  return result.steps.find((s) => s.label.startsWith(label))?.value;
}

describe('Montana worksheet A (Melson, figures as reported)', () => {
  it('keeps the personal allowance, shares the primary allowance and adds SOLA', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, 'Self-support allowance (each parent)')).toBe(1695.42);
    expect(line(r, "Noncustodial parent's share of net available income")).toBe(71.7);
    expect(line(r, 'Primary support allowance')).toBe(508.63);
    expect(line(r, 'Primary support obligation (noncustodial parent)')).toBe(364.69);
    expect(line(r, 'Standard of living adjustment (noncustodial parent)')).toBe(411.58);
    expect(line(r, 'Minimum contribution')).toBe(600);
    expect(r.monthlyPayment).toBe(776.27);
    expect(r.meta.model).toBe('melson');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('uses the SOLA factor and primary share for the number of children', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 3 });
    expect(line(r, 'Standard of living adjustment rate')).toBe(27);
    expect(line(r, 'Primary support allowance')).toBe(1186.79);
  });

  it('raises the obligation to 12% of income after deductions when the formula is lower (ARM 37.62.126(1)(b))', () => {
    const r = run({ custodialParentIncome: 20_000, nonCustodialParentIncome: 1800, numberOfChildren: 1 });
    expect(line(r, 'Minimum applies')).toBeDefined();
    expect(r.monthlyPayment).toBe(216);
  });

  it('flags an obligor at or below the personal allowance', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1200, numberOfChildren: 1 });
    expect(r.meta.approximations.join(' ')).toMatch(/personal allowance/);
  });

  it('credits the obligor for the health insurance the obligor pays', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      healthInsuranceMonthly: 150,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(line(r, 'Credit for supplements the obligor pays')).toBe(150);
    const total = line(r, 'Total support obligation (noncustodial parent)') as number;
    expect(r.monthlyPayment).toBe(Math.round((total - 150) * 100) / 100);
  });

  it('flags more than 110 days with the obligor', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      custodialParentTime: 65,
      nonCustodialParentTime: 35,
    });
    expect(r.meta.approximations.join(' ')).toMatch(/110 days/);
  });
});
