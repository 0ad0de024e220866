import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { line, lineIfPresent } from './test-support.js';

const base = {
  state: 'hawaii',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Hawaii worksheet (Melson, 2024 figures as reported)', () => {
  it('keeps the self-support reserve, shares the primary need and adds SOLA', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Net available income (noncustodial parent)')).toBe(3307);
    expect(line(r, "Noncustodial parent's share of net available income")).toBe(71.67);
    expect(line(r, 'Primary support need')).toBe(910);
    expect(line(r, 'Standard of living adjustment rate')).toBe(20);
    expect(line(r, 'Primary support obligation (noncustodial parent)')).toBe(652.2);
    expect(line(r, 'Standard of living adjustment (noncustodial parent)')).toBe(530.96);
    expect(r.monthlyPayment).toBe(1183.16);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('caps SOLA at 30% from three children', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 4 });
    expect(line(r, 'Standard of living adjustment rate')).toBe(30);
    expect(line(r, 'Primary support allowance')).toBe(1820);
  });

  it('adds childcare to the need and credits the obligor who pays the insurance', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      childcareCostMonthly: 400,
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(line(r, 'Primary support need')).toBe(955);
    const total = line(r, 'Total support obligation (noncustodial parent)') as number;
    expect(r.monthlyPayment).toBe(Math.round((total - 100) * 100) / 100);
  });

  it('applies the minimum order of $91 a child to a low-income obligor', () => {
    const r = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 1500, numberOfChildren: 2 });
    expect(line(r, 'Minimum order')).toBe(182);
    expect(r.monthlyPayment).toBe(182);
  });

  it('flags the Extensive Time-Sharing Worksheet from 144 overnights with each parent, not at 143', () => {
    // The worksheet's lines 22-29 apply "if both parents have more than 143 overnights per year".
    const shared = (nights: number) =>
      run({
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 1,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        custodialParentOvernights: 365 - nights,
        nonCustodialParentOvernights: nights,
      });
    const at143 = shared(143);
    expect(lineIfPresent(at143.steps, 'Extensive time-sharing')).toBeUndefined();
    const at144 = shared(144);
    expect(line(at144, 'Extensive time-sharing')).toMatch(/more than 143 overnights/);
    expect(at144.meta.approximations.join(' ')).toMatch(/Extensive Time-Sharing Worksheet \(equal and extensive/);
    // Not applied: the amount is the standard worksheet's, the same as at 143 nights.
    expect(at144.monthlyPayment).toBe(at143.monthlyPayment);
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 6000,
      numberOfChildren: 1,
    });
    expect(r.meta.approximations.join(' ')).toMatch(/Table of Incomes/);
    expect(r.monthlyPayment).toBeGreaterThan(0);
  });
});
