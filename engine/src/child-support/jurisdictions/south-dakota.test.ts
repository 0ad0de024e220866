import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = { state: 'south-dakota', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('South Dakota SDCL 25-7-6.2 (estimate on schedule rows)', () => {
  it('prorates a schedule row by net income share', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(812.4);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('cross-credits shared parenting from 180 nights each', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    // 1,354 × 1.5 = 2,031; 60% → 1,218.60 × 50% = 609.30; 40% → 812.40 × 50% = 406.20; 609.30 − 406.20 = 203.10
    expect(r.monthlyPayment).toBe(203.1);
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({ ...base, incomeBasis: 'gross', custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 1 });
    expect(r.meta.approximations.some((a) => a.startsWith('Net income was estimated'))).toBe(true);
  });

  it("never decreases as the paying parent's income rises", () => {
    let last = 0;
    for (let income = 0; income <= 22000; income += 200) {
      const r = run({ custodialParentIncome: 1500, nonCustodialParentIncome: income, numberOfChildren: 2 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });
});
