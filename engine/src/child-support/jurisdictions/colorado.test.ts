import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = {
  state: 'colorado',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 2000,
  nonCustodialParentIncome: 3000,
  numberOfChildren: 2,
} as const;

const run = (input: Partial<ChildSupportInput>): ChildSupportResult => calculateChildSupport({ ...base, ...input });

describe('Colorado (estimates by date)', () => {
  it('uses the 2026 anchor rows and the overnight credit from 2026-03-01', () => {
    const r = run({});
    // $5,000 row, two children 1,404: 842.40 × (1 − 8.87%) = 767.68; 561.60 × (1 − 91.11%) = 49.94.
    expect(r.monthlyPayment).toBe(717.74);
    expect(r.meta.rulesEffective.from).toBe('2026-03-01');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('owes the full share with no overnights and nothing at equal time and equal incomes', () => {
    expect(run({ custodialParentOvernights: 365, nonCustodialParentOvernights: 0 }).monthlyPayment).toBe(842.4);
    const equal = run({ custodialParentIncome: 2500, nonCustodialParentIncome: 2500, custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(equal.monthlyPayment).toBe(0);
  });

  it('keeps the earlier estimate for dates before 2026-03-01', () => {
    const r = run({ asOf: '2025-06-01' });
    expect(r.meta.rulesEffective.to).toBe('2026-02-28');
  });

  it('never lowers support when the paying parent earns more', () => {
    let previous = 0;
    for (let income = 100; income <= 42000; income += 1700) {
      const r = run({ nonCustodialParentIncome: income });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = r.monthlyPayment;
    }
  });
});
