import { describe, expect, it } from 'vitest';
import { estimateMonthlyNetIncome } from '../../tax/net-income.js';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { line } from './test-support.js';

const base = {
  state: 'mississippi',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 3000,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Mississippi § 43-19-101 percentages of adjusted gross income', () => {
  it.each([
    [1, 560],
    [2, 800],
    [3, 880],
    [4, 960],
    [5, 1040],
    [6, 1040],
  ])('%i child(ren): $4,000 × the percentage', (children, expected) => {
    const r = run({ nonCustodialParentIncome: 4000, incomeBasis: 'net', numberOfChildren: children });
    expect(line(r, "Absent parent's adjusted gross income")).toBe(4000);
    expect(r.monthlyPayment).toBe(expected);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('subtracts support paid under an existing order for other children (§ 43-19-101(3)(c))', () => {
    const r = run({ nonCustodialParentIncome: 4000, nonCustodialParentDeductions: 500, incomeBasis: 'net', numberOfChildren: 1 });
    // (4,000 − 500) × 14% = 490
    expect(r.monthlyPayment).toBe(490);
  });

  it('estimates taxes and Social Security from gross income and says so', () => {
    const r = run({ nonCustodialParentIncome: 5000, numberOfChildren: 3 });
    const net = estimateMonthlyNetIncome({ grossMonthly: 5000, state: 'mississippi', taxYear: 2026, filingStatus: 'single' });
    expect(line(r, "Absent parent's adjusted gross income")).toBe(net.netMonthly);
    expect(r.monthlyPayment).toBe(Math.round(net.netMonthly * 0.22 * 100) / 100);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/estimated from gross income/);
  });

  it('asks for a written finding above $100,000 and below $10,000 a year (§ 43-19-101(4))', () => {
    const high = run({ nonCustodialParentIncome: 9000, incomeBasis: 'net', numberOfChildren: 2 });
    expect(String(line(high, 'Written finding'))).toMatch(/above \$100,000/);
    expect(high.monthlyPayment).toBe(1800);
    const low = run({ nonCustodialParentIncome: 800, incomeBasis: 'net', numberOfChildren: 2 });
    expect(String(line(low, 'Written finding'))).toMatch(/below \$10,000/);
    const middle = run({ nonCustodialParentIncome: 4000, incomeBasis: 'net', numberOfChildren: 2 });
    expect(middle.steps.some((s) => s.label === 'Written finding')).toBe(false);
  });

  it('has no shared-custody formula: equal time leaves the guideline amount', () => {
    const r = run({ nonCustodialParentIncome: 4000, incomeBasis: 'net', numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(r.monthlyPayment).toBe(800);
    expect(String(line(r, 'Not in the formula'))).toMatch(/§ 43-19-103/);
  });
});
