import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { MISSOURI_SCHEDULE_ANCHORS } from './data/missouri-schedule-anchors.js';
import { line } from './test-support.js';

const base = { state: 'missouri', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Missouri Form 14 (estimate on schedule rows)', () => {
  it('holds 83 schedule rows from $1,300 to $40,000', () => {
    expect(MISSOURI_SCHEDULE_ANCHORS.incomes.length).toBe(83);
    expect(MISSOURI_SCHEDULE_ANCHORS.obligations[0]).toEqual([60, 60, 60, 60, 60, 60]);
    expect(MISSOURI_SCHEDULE_ANCHORS.obligations.at(-1)).toEqual([3332, 4905, 5728, 6398, 7038, 7651]);
  });

  it('reads a schedule row, prorates and takes the line 11 adjustment', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Basic obligation')).toBe(1705);
    expect(line(r, "Noncustodial parent's share")).toBe(974.24);
    expect(line(r, 'Line 11: overnight visitation or custody adjustment percentage')).toBe(9);
    expect(r.monthlyPayment).toBe(820.79);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('raises the line 11 percentage with overnights (34% from 181)', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50, custodialParentOvernights: 182, nonCustodialParentOvernights: 183 });
    expect(line(r, 'Line 11: overnight visitation or custody adjustment percentage')).toBe(34);
    // 974.24 − 579.70 = 394.54
    expect(r.monthlyPayment).toBe(394.54);
  });

  it('adds childcare by income share', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, childcareCostMonthly: 700, childcarePaidBy: 'custodial' });
    // 820.79 + 700 × 57.14% (399.98) = 1,220.77
    expect(r.monthlyPayment).toBe(1220.77);
  });

  it("never decreases as the paying parent's income rises", () => {
    let last = 0;
    for (let income = 0; income <= 42000; income += 300) {
      const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: income, numberOfChildren: 2 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });
});
