import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = {
  state: 'virginia',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

function line(result: ChildSupportResult, label: string): number | string {
  const step = result.steps.find((s) => s.label.startsWith(label));
  if (!step) throw new Error(`no step "${label}"`);
  return step.value;
}

describe('Virginia § 20-108.2 (estimate: schedule anchors)', () => {
  it('is labelled an estimate and says why', () => {
    const r = run({});
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/anchor rows/);
  });

  it('prorates the schedule amount in sole custody', () => {
    const r = run({});
    expect(line(r, 'Basic child support obligation')).toBe(1600);
    expect(r.monthlyPayment).toBe(914.24);
  });

  it('interpolates between rows, as § 20-108.2(B) prescribes', () => {
    // $7,100 lies between $7,000 (1,600) and $7,200 (1,614): 1,607.
    const r = run({ custodialParentIncome: 3100 });
    expect(line(r, 'Basic child support obligation')).toBe(1607);
  });

  it('applies shared custody (× 1.4) when each parent has more than 90 days', () => {
    const at90 = run({ nonCustodialParentIncome: 5000, custodialParentOvernights: 275, nonCustodialParentOvernights: 90 });
    expect(String(line(at90, 'Custody'))).toMatch(/Sole/);
    const at120 = run({ nonCustodialParentIncome: 5000, custodialParentOvernights: 245, nonCustodialParentOvernights: 120 });
    // Combined $8,000: 1,642 × 1.4 = 2,298.80; 1,436.75 × 245/365 − 862.05 × 120/365 = 964.39 − 283.41.
    expect(line(at120, 'Shared-care basic obligation')).toBe(2298.8);
    expect(at120.monthlyPayment).toBe(680.98);
    expect(at120.monthlyPayment).toBeLessThan(at90.monthlyPayment);
  });

  it('adds childcare by income share', () => {
    const r = run({ childcareCostMonthly: 700, childcarePaidBy: 'custodial' });
    // 914.24 + 700 × 57.14% = 914.24 + 399.98
    expect(r.monthlyPayment).toBe(1314.22);
  });

  it('never lowers support when the paying parent earns more', () => {
    let previous = 0;
    for (let income = 500; income <= 45000; income += 1300) {
      const r = run({ nonCustodialParentIncome: income });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = r.monthlyPayment;
    }
  });
});
