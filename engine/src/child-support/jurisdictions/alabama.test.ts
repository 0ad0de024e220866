import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = { state: 'alabama', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Alabama Rule 32 (estimate on schedule rows)', () => {
  it('prorates a schedule row by income share', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(663);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('adds childcare and health insurance by income share', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, healthInsuranceMonthly: 200, healthInsurancePaidBy: 'noncustodial' });
    // 663 − 200 × 40% = 583
    expect(r.monthlyPayment).toBe(583);
  });

  it('says when shared physical custody would change the worksheet', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 55, nonCustodialParentTime: 45 });
    expect(r.steps.some((s) => s.label === 'Shared physical custody')).toBe(true);
    expect(r.monthlyPayment).toBe(663);
  });

  it("never decreases as the paying parent's income rises", () => {
    let last = 0;
    for (let income = 0; income <= 21000; income += 250) {
      const r = run({ custodialParentIncome: 1500, nonCustodialParentIncome: income, numberOfChildren: 3 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });
});
