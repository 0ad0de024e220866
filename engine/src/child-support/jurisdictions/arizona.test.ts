import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = {
  state: 'arizona',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 3050,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
} as const;

const run = (input: Partial<ChildSupportInput>): ChildSupportResult => calculateChildSupport({ ...base, ...input });

describe('Arizona (estimate: schedule anchors, secondary parenting-time table)', () => {
  it('prorates the anchor row and subtracts the parenting-time credit', () => {
    const r = run({});
    // $7,050 row, two children 1,551; share 56.74% = 880.04; 73 days → 10% = 155.10.
    expect(r.steps.find((s) => s.label === 'Parenting time credit')?.value).toBe(155.1);
    expect(r.monthlyPayment).toBe(724.94);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('gives no credit under 20 days and 50% at equal time', () => {
    const none = run({ custodialParentOvernights: 350, nonCustodialParentOvernights: 15 });
    expect(none.monthlyPayment).toBe(880.04);
    const equal = run({ custodialParentTime: 50, nonCustodialParentTime: 50 });
    // 880.04 − 775.50 = 104.54
    expect(equal.monthlyPayment).toBe(104.54);
  });

  it('never lowers support when the paying parent earns more', () => {
    let previous = 0;
    for (let income = 500; income <= 32000; income += 1500) {
      const r = run({ nonCustodialParentIncome: income });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = r.monthlyPayment;
    }
  });
});
