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
    // 2,400 × 25% − 200 × 30% = 600 − 60 = 540; 2,400 − 600 − 1,255 = 545 → 540 stands.
    expect(run({ payerNetIncome: 2_400, recipientNetIncome: 200, childSupportMonthly: 600 }).monthlyPayment).toBe(540);
    // 2,200 × 25% − 200 × 30% = 550 − 60 = 490; 2,200 − 600 − 1,255 = 345 → 345.
    expect(run({ payerNetIncome: 2_200, recipientNetIncome: 200, childSupportMonthly: 600 }).monthlyPayment).toBe(345);
    // 2,000 × 25% − 200 × 30% = 500 − 60 = 440; 2,000 − 600 − 1,255 = 145 → 145.
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

/**
 * Pa.R.C.P. 1910.16-4(a)(1) as amended by 49 Pa.B. 170 (orders from 2019-01-01), worked line by line:
 * Part B computes spousal support / APL first from each party's monthly net income (Part A line 4); line 6 deducts
 * only support owed to children or former spouses outside this action, so this action's child support is not
 * deducted. Part C then computes basic child support on the incomes adjusted by it.
 */
describe('Pennsylvania spousal support / APL with dependent children: computed first (Pa.R.C.P. 1910.16-4(a)(1) Parts B and C)', () => {
  // Obligor $5,000 and obligee $1,500 net a month, one action for spousal support and child support of $700.
  const r = run({ payerNetIncome: 5_000, recipientNetIncome: 1_500, childSupportMonthly: 700 });

  it('Part B on full net incomes: line 9 = 5,000 × 25% = 1,250; line 12 = 1,500 × 30% = 450; line 13 = 800', () => {
    expect(line(r, "25% of the obligor's net income")).toBe(1250);
    expect(line(r, "30% of the obligee's net income")).toBe(450);
    expect(line(r, 'Monthly spousal support / APL (not below 0)')).toBe(800);
    expect(r.monthlyPayment).toBe(800);
    // The child support of this action is not taken off first: (5,000 − 700) × 25% − 450 would be 625.
    expect(r.steps.some((s) => s.label === "Obligor's net income less child support")).toBe(false);
  });

  it('Part C: child support is computed on 5,000 − 800 = 4,200 and 1,500 + 800 = 2,300', () => {
    expect(line(r, "Obligor's net income for child support (less spousal support / APL)")).toBe(4200);
    expect(line(r, "Obligee's net income for child support (plus spousal support / APL)")).toBe(2300);
    const order = r.steps.find((s) => s.label === 'Order of calculation');
    expect(order?.value).toMatch(/Spousal support \/ APL is computed first/);
    expect(order?.source).toBe('1910.16-4(a)(1) Parts B and C');
  });

  it('says the obligee\'s 30% rests on secondary sources: the Bulletin prints 40% in both columns of line 11', () => {
    // 49 Pa.B. 170 (Doc. No. 19-39a): "11. Obligee's Net Income percentage for spousal support or alimony
    // pendente lite × 40% × 40%"; line 8 "× 33% × 25%". The engine keeps 30% with children (Cozen O'Connor 2019,
    // Ulmer Law 2020) and says so; without children the Bulletin's 33% and 40% apply (no flag).
    expect(r.meta.approximations.join(' ')).toMatch(/30% rate with dependent children.*49 Pa\.B\. 170.*40% for the obligee in both columns/);
    const titles = r.meta.sources.map((s) => s.title).join(' | ');
    expect(titles).toMatch(/Cozen O'Connor/);
    expect(titles).toMatch(/Ulmer Law/);
    const without = run({ payerNetIncome: 5_000, recipientNetIncome: 1_500 });
    expect(line(without, "40% of the obligee's net income")).toBe(600);
    expect(without.meta.approximations.join(' ')).not.toMatch(/30% rate with dependent children/);
  });

  it('pre-2019 orders (deductible, subdivision (2) Part IV) still deduct child support first', () => {
    // (5,000 − 700 − 1,500) × 30% = 840.
    const before = run({ payerNetIncome: 5_000, recipientNetIncome: 1_500, childSupportMonthly: 700, agreementDate: '2018-06-01' });
    expect(line(before, "Obligor's net income less child support")).toBe(4300);
    expect(before.monthlyPayment).toBe(840);
  });
});
