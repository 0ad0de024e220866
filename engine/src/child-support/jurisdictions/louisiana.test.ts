import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = { state: 'louisiana', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Louisiana R.S. 9:315 (estimate on schedule rows)', () => {
  it('prorates a schedule row by income share', () => {
    const r = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(536.4);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('uses worksheet B for about equal time: × 1.5, cross-multiplied and offset', () => {
    const r = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    // 894 × 1.5 = 1,341; 60% → 804.60 × 50% = 402.30; 40% → 536.40 × 50% = 268.20; 402.30 − 268.20 = 134.10
    expect(r.monthlyPayment).toBe(134.1);
    expect(r.payer).toBe('noncustodial');
  });

  it('adds childcare by income share', () => {
    const r = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2, childcareCostMonthly: 400, childcarePaidBy: 'custodial' });
    expect(r.monthlyPayment).toBe(776.4);
  });

  it("never decreases as the paying parent's income rises", () => {
    let last = 0;
    for (let income = 0; income <= 52000; income += 400) {
      const r = run({ custodialParentIncome: 1500, nonCustodialParentIncome: income, numberOfChildren: 2 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });
});
