import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { MINNESOTA_SCHEDULE } from './data/minnesota-schedule.js';
import { line, expectScheduleRises } from './test-support.js';

const base = {
  state: 'minnesota',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Minnesota guideline table (§ 518A.35 subd. 2)', () => {
  it('holds 188 brackets from $0-$1,399 to $20,000', () => {
    expect(MINNESOTA_SCHEDULE.incomes.length).toBe(188);
    expect(MINNESOTA_SCHEDULE.incomes[1]).toBe(1400);
    expect(MINNESOTA_SCHEDULE.incomes.at(-1)).toBe(20000);
  });

  it('first row equals the § 518A.42 subd. 2 minimums; every column rises with income and children', () => {
    expect(MINNESOTA_SCHEDULE.obligations[0]).toEqual([50, 60, 70, 80, 90, 100]);
    expectScheduleRises(MINNESOTA_SCHEDULE, { columns: 6, strictly: true });
  });
});

describe('Minnesota worksheet (§ 518A.34)', () => {
  it('two children, $8,000 PICS, 73 overnights: the parenting expense adjustment lowers basic support', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Combined parental income')).toBe(8000);
    expect(line(r, "Noncustodial parent's share of income")).toBe(62.5);
    expect(line(r, 'Basic (combined) support obligation')).toBe(1548);
    expect(line(r, "Noncustodial parent's share of the basic obligation")).toBe(967.5);
    expect(line(r, "Custodial parent's share of the basic obligation")).toBe(580.5);
    // (292³ × 967.50 − 73³ × 580.50) ÷ (292³ + 73³)
    expect(r.monthlyPayment).toBe(943.68);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the bracket containing the income ($8,099 still reads $8,000-$8,099)', () => {
    const r = run({ custodialParentIncome: 3099, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(1548);
  });

  it('reads combined PICS over $20,000 at $20,000 (§ 518A.35 subd. 1(e))', () => {
    const r = run({ custodialParentIncome: 10000, nonCustodialParentIncome: 20000, numberOfChildren: 1 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(1839);
  });

  it('equal overnights split the difference of the two shares', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    // (967.50 − 580.50) ÷ 2
    expect(r.monthlyPayment).toBe(193.5);
  });

  it('§ 518A.42: limits the order to PICS less the 2026 reserve ($1,596), the minimum as a floor', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1700, numberOfChildren: 2 });
    // 4,700 → 2 children $1,049; NCP 36.17% → 379.42, the PEA lowers it; 120% × 15,960 ÷ 12 = 1,596: available 104.
    expect(line(r, 'Self-support reserve')).toBe(1596);
    expect(line(r, 'Income available for support')).toBe(104);
    expect(line(r, 'Reduced to income available for support')).toBe(104);
    expect(r.monthlyPayment).toBe(104);
    const poorer = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1000, numberOfChildren: 3 });
    expect(line(poorer, 'Minimum basic support')).toBe(70);
    expect(poorer.monthlyPayment).toBe(70);
  });

  it('uses the 2025 reserve ($1,565) before the 2026 guideline was published', () => {
    const r = run({ asOf: '2026-01-14', custodialParentIncome: 3000, nonCustodialParentIncome: 1700, numberOfChildren: 2 });
    expect(line(r, 'Self-support reserve')).toBe(1565);
    expect(r.monthlyPayment).toBe(135);
  });

  it('§ 518A.42 subd. 1(c): the reduction comes out of medical, then child care, then basic support', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 2200,
      numberOfChildren: 2,
      childcareCostMonthly: 300,
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'custodial',
    });
    // available 2,200 − 1,596 = 604; the whole order is limited to it, medical support reduced first
    expect(r.monthlyPayment).toBe(604);
    expect(String(r.steps.find((s) => s.label === 'Reduced to income available for support')?.formula)).toMatch(
      /medical support −42\.31, child care support −/,
    );
  });

  it('with the minimum, child care and medical support are presumed unpayable', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 1200,
      numberOfChildren: 1,
      childcareCostMonthly: 300,
    });
    expect(r.monthlyPayment).toBe(50);
  });

  it('adds childcare and medical support by PICS share', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      childcareCostMonthly: 400,
      healthInsuranceMonthly: 200,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 943.68 + 400 × 62.5% − 200 × 37.5% = 1,118.68
    expect(r.monthlyPayment).toBe(1118.68);
  });
});

describe('Minnesota properties', () => {
  it('swapping roles swaps the payer', () => {
    const shared = {
      numberOfChildren: 1,
      custodyArrangement: 'shared' as const,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    };
    const a = run({ ...shared, custodialParentIncome: 6000, nonCustodialParentIncome: 3000 });
    const b = run({ ...shared, custodialParentIncome: 3000, nonCustodialParentIncome: 6000 });
    expect(a.payer).toBe('custodial');
    expect(b.payer).toBe('noncustodial');
    expect(a.monthlyPayment).toBe(b.monthlyPayment);
  });
});
