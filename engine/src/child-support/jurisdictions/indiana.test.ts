import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';

const base = {
  state: 'indiana',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  custodialParentIncome: 1733.33,
  nonCustodialParentIncome: 2600,
  numberOfChildren: 2,
} as const;

const run = (input: Partial<ChildSupportInput>): ChildSupportResult => calculateChildSupport({ ...base, ...input });

describe('Indiana (estimate: weekly schedule anchors)', () => {
  it('works weekly and converts back to a monthly amount', () => {
    const r = run({});
    expect(r.steps.find((s) => s.label === 'Combined weekly income')?.value).toBe(1000);
    // $1,000 row, two children 270 × 60% = 162 a week × 52 ÷ 12 = 702.
    expect(r.monthlyPayment).toBe(702);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/Parenting Time Credit/);
  });

  it('adds the percentage of the excess above $9,200 a week', () => {
    // Weekly 4,600 + 5,600 = 10,200: 1,050 + 1,000 × 11.4% = 1,164; × 54.9% = 639.04 a week.
    const r = run({ custodialParentIncome: 19933.33, nonCustodialParentIncome: 24266.67 });
    expect(r.steps.find((s) => s.label.startsWith('Basic obligation (weekly, above'))?.value).toBe(1164);
  });

  it('never lowers support when the paying parent earns more', () => {
    let previous = 0;
    for (let income = 300; income <= 45000; income += 1900) {
      const r = run({ nonCustodialParentIncome: income });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = r.monthlyPayment;
    }
  });
});
