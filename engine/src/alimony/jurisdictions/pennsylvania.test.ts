import { describe, expect, it } from 'vitest';
import { calculateAlimony } from '../calculate.js';
import type { AlimonyInput } from '../schema.js';

const temporary = {
  state: 'pennsylvania',
  marriageDate: '2015-01-01',
  separationDate: '2025-01-01',
  alimonyType: 'temporary',
  payerIncome: 5_000,
  recipientIncome: 1_000,
  payerAge: 45,
  recipientAge: 43,
  asOf: '2026-06-01',
} satisfies Partial<AlimonyInput>;

function run(overrides: Partial<AlimonyInput>) {
  return calculateAlimony({ ...temporary, ...overrides });
}

function line(r: ReturnType<typeof run>, label: string): number | undefined {
  const step = r.steps.find((s) => s.label === label);
  return typeof step?.value === 'number' ? step.value : undefined;
}

describe('Pennsylvania spousal support / APL: self-support reserve (Pa.R.C.P. 1910.16-2(e)(1))', () => {
  it("reproduces the rule's example: $1,500 and $300 net, no children: $375 is reduced to $245 (obligor keeps $1,255)", () => {
    const r = run({ payerNetIncome: 1_500, recipientNetIncome: 300 });
    expect(line(r, 'Monthly spousal support / APL (not below 0)')).toBe(375);
    expect(line(r, 'Self-support reserve')).toBe(1255);
    expect(r.monthlyPayment).toBe(245);
    expect(r.monthlyRange).toEqual({ low: 245, high: 245 });
    expect(r.meta.confidence).toBe('official');
  });

  it('leaves the order alone when the obligor keeps more than the reserve', () => {
    // 5,000 × 33% − 1,500 × 40% = 1,050; 5,000 − 1,050 = 3,950 above 1,255.
    const r = run({ payerNetIncome: 5_000, recipientNetIncome: 1_500 });
    expect(r.monthlyPayment).toBe(1050);
    expect(r.steps.some((s) => s.label.startsWith('Monthly spousal support / APL, reduced'))).toBe(false);
  });

  it('with child support: the obligor keeps the reserve after both orders, spousal support giving way', () => {
    // (2,200 − 600) × 25% − 200 × 30% = 400 − 60 = 340; 2,200 − 600 − 1,255 = 345 → 340 stands.
    expect(run({ payerNetIncome: 2_200, recipientNetIncome: 200, childSupportMonthly: 600 }).monthlyPayment).toBe(340);
    // (2,000 − 600) × 25% − 200 × 30% = 350 − 60 = 290; 2,000 − 600 − 1,255 = 145 → 145.
    const r = run({ payerNetIncome: 2_000, recipientNetIncome: 200, childSupportMonthly: 600 });
    expect(line(r, "Obligor's net income less child support and the reserve")).toBe(145);
    expect(r.monthlyPayment).toBe(145);
  });

  it('nothing when child support already takes the obligor below the reserve', () => {
    const r = run({ payerNetIncome: 1_700, recipientNetIncome: 0, childSupportMonthly: 500 });
    expect(r.monthlyPayment).toBe(0);
  });

  it('uses the 2022 reserve of $1,063 for 2022-2025', () => {
    // 1,500 × 33% − 300 × 40% = 375; 1,500 − 1,063 = 437 → 375 stands in 2025.
    const r = run({ payerNetIncome: 1_500, recipientNetIncome: 300, asOf: '2025-06-01' });
    expect(line(r, 'Self-support reserve')).toBe(1063);
    expect(r.monthlyPayment).toBe(375);
    // 1,200 × 33% − 0 = 396; 1,200 − 1,063 = 137.
    expect(run({ payerNetIncome: 1_200, recipientNetIncome: 0, asOf: '2025-06-01' }).monthlyPayment).toBe(137);
  });

  it('says so, and does not reduce, before 2022 (the earlier reserve is not held)', () => {
    const r = run({ payerNetIncome: 1_500, recipientNetIncome: 300, asOf: '2021-06-01' });
    expect(r.monthlyPayment).toBe(375);
    expect(r.meta.approximations.join(' ')).toMatch(/before 2022 is not held/);
  });
});
