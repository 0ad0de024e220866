import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { nevadaBaseObligation } from './nevada.js';

const base = {
  state: 'nevada',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 3000,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Nevada NAC 425.140 schedule', () => {
  it.each([
    // children, income, expected
    [1, 5000, 800], // 5,000 × 16%
    [1, 12000, 1360], // 960 + 4,000 × 8% + 2,000 × 4%
    [2, 8000, 1540], // 1,320 + 2,000 × 11%
    [3, 10000, 2080], // 1,560 + 4,000 × 13%
    [4, 15000, 2590], // 1,680 + 560 + 5,000 × 7%
    [5, 15000, 2775], // 6,000 × 30% + 4,000 × 15% + 5,000 × 7.5% = 1,800 + 600 + 375
    [6, 6000, 1920], // 6,000 × 32%
  ])('%i child(ren) on $%i: $%i', (children, income, expected) => {
    expect(nevadaBaseObligation(income, children).amount).toBe(expected);
  });

  it('says the reported late-2024 amendment was not applied and keeps the NAC 425.140 result', () => {
    const r = run({ nonCustodialParentIncome: 8000, numberOfChildren: 2 });
    const notes = r.meta.approximations.join(' ');
    expect(notes).toContain('late-2024 amendment');
    expect(notes).toContain('not applied');
    expect(r.monthlyPayment).toBe(1540);
  });

  it('applies to the noncustodial parent in primary custody', () => {
    const r = run({ nonCustodialParentIncome: 8000, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(1540);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
    expect(r.steps.find((s) => s.label === "Noncustodial parent's base obligation")?.formula).toBe('6000 × 22% + 2000 × 11%');
  });

  it('has no cap: high incomes keep the 4-7% top bracket', () => {
    const r = run({ nonCustodialParentIncome: 50000, numberOfChildren: 1 });
    // 960 + 320 + 40,000 × 4% = 2,880
    expect(r.monthlyPayment).toBe(2880);
  });
});

describe('Nevada joint physical custody (NAC 425.115(3))', () => {
  it('offsets both obligations at 40% each', () => {
    const r = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 12000, numberOfChildren: 1, custodyArrangement: 'joint', custodialParentTime: 60, nonCustodialParentTime: 40 });
    expect(r.steps.find((s) => s.label === "Custodial parent's base obligation")?.value).toBe(640);
    expect(r.steps.find((s) => s.label === "Noncustodial parent's base obligation")?.value).toBe(1360);
    expect(r.monthlyPayment).toBe(720);
  });

  it('does not apply below 40%', () => {
    const r = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 12000, numberOfChildren: 1, custodialParentTime: 61, nonCustodialParentTime: 39 });
    expect(r.monthlyPayment).toBe(1360);
  });

  it('makes the higher-earning custodial parent the payer', () => {
    const r = run({ custodialParentIncome: 9000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodyArrangement: 'joint', custodialParentTime: 50, nonCustodialParentTime: 50 });
    // 1,320 + 3,000 × 11% = 1,650 against 660.
    expect(r.payer).toBe('custodial');
    expect(r.monthlyPayment).toBe(990);
  });
});

describe('Nevada low-income payers (NAC 425.145)', () => {
  it('flags the discretionary low-income schedule', () => {
    const r = run({ nonCustodialParentIncome: 1800, numberOfChildren: 1 });
    expect(r.monthlyPayment).toBe(288);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/NAC 425.145/);
  });
});

describe('Nevada properties', () => {
  it('never lowers support when the payer earns more', () => {
    for (const children of [1, 2, 4, 6]) {
      let previous = 0;
      for (let income = 0; income <= 30000; income += 900) {
        const amount = nevadaBaseObligation(income, children).amount;
        expect(amount).toBeGreaterThanOrEqual(previous);
        previous = amount;
      }
    }
  });
});
