import { describe, expect, it } from 'vitest';
import { estimateMonthlyNetIncome } from '../../tax/net-income.js';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { line } from './test-support.js';

const base = {
  state: 'alaska',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 3000,
  incomeBasis: 'net',
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Alaska Rule 90.3(a) primary custody', () => {
  it.each([
    [1, 800], // 48,000 × 20% ÷ 12
    [2, 1080], // × 27%
    [3, 1320], // × 33%
    [4, 1440], // × 36%
    [5, 1560], // × 39%
    [6, 1680], // × 42%
  ])('%i child(ren) on $4,000 a month after taxes', (children, expected) => {
    const r = run({ nonCustodialParentIncome: 4000, numberOfChildren: children });
    expect(line(r, 'Noncustodial parent: adjusted annual income')).toBe(48000);
    expect(r.monthlyPayment).toBe(expected);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('subtracts prior support and work-related childcare the obligor pays (Rule 90.3(a)(1)(C), (E))', () => {
    const r = run({ nonCustodialParentIncome: 4000, nonCustodialParentDeductions: 300, childcareCostMonthly: 200, childcarePaidBy: 'noncustodial', numberOfChildren: 1 });
    // (4,000 − 300 − 200) × 12 = 42,000 × 20% = 8,400 a year = 700 a month.
    expect(line(r, 'Noncustodial parent: adjusted annual income')).toBe(42000);
    expect(r.monthlyPayment).toBe(700);
  });

  it('orders at least $50 a month (Rule 90.3(c)(3))', () => {
    const r = run({ nonCustodialParentIncome: 150, numberOfChildren: 1 });
    // 1,800 × 20% = 360 a year = 30 a month → 50.
    expect(r.monthlyPayment).toBe(50);
  });

  it('estimates taxes from gross income (no Alaska income tax) and says so', () => {
    const r = run({ nonCustodialParentIncome: 6000, incomeBasis: 'gross', numberOfChildren: 2 });
    const net = estimateMonthlyNetIncome({ grossMonthly: 6000, state: 'alaska', taxYear: 2026, filingStatus: 'single' });
    const annual = Math.round(net.netMonthly * 12 * 100) / 100;
    expect(line(r, 'Noncustodial parent: adjusted annual income')).toBe(annual);
    expect(r.monthlyPayment).toBe(Math.round(((Math.round(annual * 0.27 * 100) / 100) / 12) * 100) / 100);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('flags incomes above the unverified Rule 90.3(c)(2) limit', () => {
    const r = run({ nonCustodialParentIncome: 15000, numberOfChildren: 1 });
    expect(r.monthlyPayment).toBe(3000);
    expect(r.meta.approximations.join(' ')).toMatch(/90\.3\(c\)\(2\)/);
  });
});

describe('Alaska Rule 90.3(b) shared custody', () => {
  it('cross-multiplies by the other parent\'s time and multiplies the difference by 1.5', () => {
    const r = run({ nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 60, nonCustodialParentTime: 40 });
    // 60,000 × 27% = 16,200 × 60% = 9,720; 36,000 × 27% = 9,720 × 40% = 3,888; (9,720 − 3,888) × 1.5 = 8,748 a year.
    expect(line(r, 'Difference × 1.5')).toBe(8748);
    expect(r.monthlyPayment).toBe(729);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('starts at 30% of the year', () => {
    const below = run({ nonCustodialParentIncome: 5000, numberOfChildren: 2, custodialParentTime: 71, nonCustodialParentTime: 29 });
    expect(below.monthlyPayment).toBe(1350);
    const at = run({ nonCustodialParentIncome: 5000, numberOfChildren: 2, custodialParentTime: 70, nonCustodialParentTime: 30 });
    expect(String(line(at, 'Custody'))).toMatch(/Shared/);
  });

  it('makes the higher-earning custodial parent pay at equal time', () => {
    const r = run({ custodialParentIncome: 8000, nonCustodialParentIncome: 2000, numberOfChildren: 1, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    // 96,000 × 20% = 19,200 × 50% = 9,600; 24,000 × 20% = 4,800 × 50% = 2,400; 7,200 × 1.5 = 10,800 a year.
    expect(r.payer).toBe('custodial');
    expect(r.monthlyPayment).toBe(900);
  });
});
