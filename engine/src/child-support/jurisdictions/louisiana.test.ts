import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { LOUISIANA_SCHEDULE } from './data/louisiana-schedule.js';
import { line } from './test-support.js';

const base = { state: 'louisiana', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const row = (income: number) => LOUISIANA_SCHEDULE.obligations[LOUISIANA_SCHEDULE.incomes.indexOf(income)];

describe('La. R.S. 9:315.19 schedule (2025)', () => {
  it('holds every $50 row from $1,050 to $50,000 with six columns', () => {
    expect(LOUISIANA_SCHEDULE.incomes.length).toBe(980);
    LOUISIANA_SCHEDULE.incomes.forEach((income, i) => expect(income).toBe(1050 + 50 * i));
    expect(LOUISIANA_SCHEDULE.obligations.every((r) => r.length === 6)).toBe(true);
  });

  it('reads the cells both transcriptions print', () => {
    expect(row(1050)).toEqual([43, 43, 44, 44, 45, 45]);
    expect(row(2650)).toEqual([519, 797, 971, 1085, 1193, 1297]);
    expect(row(3000)).toEqual([582, 894, 1089, 1217, 1339, 1455]);
    expect(row(7000)).toEqual([1127, 1715, 2072, 2315, 2546, 2768]);
    expect(row(13350)).toEqual([1646, 2475, 2954, 3299, 3629, 3945]);
    expect(row(50000)).toEqual([3737, 5563, 6576, 7346, 8080, 8783]);
  });

  it('never falls as income rises', () => {
    LOUISIANA_SCHEDULE.obligations.forEach((r, i) => {
      if (i > 0) r.forEach((v, k) => expect(v).toBeGreaterThanOrEqual(LOUISIANA_SCHEDULE.obligations[i - 1]![k]!));
    });
  });
});

describe('Worksheet A (R.S. 9:315.8), sole custody', () => {
  it('reproduces the $3,000 two-child worksheet line by line', () => {
    const r = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2 });
    expect(line(r, 'Monthly adjusted gross income (custodial parent)')).toBe(1200);
    expect(line(r, 'Monthly adjusted gross income (noncustodial parent)')).toBe(1800);
    expect(line(r, "Noncustodial parent's share of combined income")).toBe(60);
    expect(line(r, 'Basic child support obligation (schedule)')).toBe(894);
    expect(line(r, "Noncustodial parent's share of the basic obligation")).toBe(536.4);
    expect(r.monthlyPayment).toBe(536.4);
    expect(r.meta.confidence).toBe('official');
  });

  it('extrapolates between two rows (R.S. 9:315.13(B))', () => {
    const r = run({ custodialParentIncome: 2810, nonCustodialParentIncome: 4215, numberOfChildren: 3 });
    expect(line(r, 'Basic child support obligation (schedule)')).toBe(2075);
    expect(r.monthlyPayment).toBe(1245);
  });

  it('subtracts preexisting support paid and adds child care by share, flagging net child care', () => {
    const r = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 2100, nonCustodialParentDeductions: 300, numberOfChildren: 2, childcareCostMonthly: 400, childcarePaidBy: 'custodial' });
    expect(line(r, 'Monthly adjusted gross income (noncustodial parent)')).toBe(1800);
    // 536.40 + 400 × 60% = 776.40
    expect(r.monthlyPayment).toBe(776.4);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/tax credit/);
  });

  it('says when the court decides below and above the schedule', () => {
    const low = run({ custodialParentIncome: 300, nonCustodialParentIncome: 600, numberOfChildren: 1 });
    expect(line(low, 'Basic child support obligation')).toBe(36);
    expect(low.meta.approximations.join(' ')).toMatch(/9:315\.13\(A\)/);
    const high = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 40000, numberOfChildren: 1 });
    expect(line(high, 'Basic child support obligation (schedule)')).toBe(3737);
    expect(high.meta.confidence).toBe('estimate');
  });
});

describe('Time with the paying parent', () => {
  it('uses worksheet B for about equal time: × 1.5, cross-multiplied and offset', () => {
    const r = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    // 894 × 1.5 = 1,341; 60% → 804.60 × 50% = 402.30; 40% → 536.40 × 50% = 268.20; 402.30 − 268.20 = 134.10
    expect(line(r, 'Shared-care basic obligation')).toBe(1341);
    expect(r.monthlyPayment).toBe(134.1);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('flags the discretionary joint custody credit above 73 days', () => {
    const at73 = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2, custodialParentOvernights: 292, nonCustodialParentOvernights: 73 });
    expect(at73.meta.confidence).toBe('official');
    const at100 = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2, custodialParentOvernights: 265, nonCustodialParentOvernights: 100 });
    expect(at100.monthlyPayment).toBe(536.4);
    expect(at100.meta.approximations.join(' ')).toMatch(/73 days/);
  });
});

describe('properties', () => {
  it("never decreases as the paying parent's income rises", () => {
    let last = 0;
    for (let income = 0; income <= 52000; income += 400) {
      const r = run({ custodialParentIncome: 1500, nonCustodialParentIncome: income, numberOfChildren: 2 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });

  it('swaps roles symmetrically in shared custody', () => {
    const a = run({ custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2, custodialParentOvernights: 200, nonCustodialParentOvernights: 165 });
    const b = run({ custodialParentIncome: 1800, nonCustodialParentIncome: 1200, numberOfChildren: 2, custodialParentOvernights: 165, nonCustodialParentOvernights: 200 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
    expect(b.payer).not.toBe(a.payer);
  });
});
