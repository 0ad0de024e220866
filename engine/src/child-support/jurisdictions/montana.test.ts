import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { MONTANA_TABLES_2025, MONTANA_TABLES_2026, primaryAllowance, solaFactor } from './data/montana-tables.js';
import { line } from './test-support.js';

const base = {
  state: 'montana',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Montana tables (secondary transcriptions, see data/montana-tables.ts)', () => {
  it('reproduces the 2025 primary allowance table from the personal allowance', () => {
    // The 2025 table as transcribed by a public Montana worksheet calculator, 1-6 children.
    expect([1, 2, 3, 4, 5, 6].map((n) => primaryAllowance(MONTANA_TABLES_2025, n))).toEqual([
      6104, 10173, 14242, 16276, 18311, 20345,
    ]);
  });

  it('builds the 2026 table from the $20,748 personal allowance (130% of $15,960)', () => {
    expect(MONTANA_TABLES_2026.personalAllowance).toBe(Math.round(15_960 * 1.3));
    expect([1, 2, 3, 4, 5, 6].map((n) => primaryAllowance(MONTANA_TABLES_2026, n))).toEqual([
      6224, 10374, 14524, 16598, 18673, 20748,
    ]);
  });

  it('uses SOLA factors 14% to 39% for one to six children', () => {
    expect([1, 2, 3, 4, 5, 6].map(solaFactor)).toEqual([0.14, 0.21, 0.27, 0.31, 0.35, 0.39]);
  });
});

describe('Montana Worksheet A (annual, whole dollars)', () => {
  it('works the 2026 worksheet and pays a whole-dollar amount per child', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, 'Personal allowance (each parent, annual)')).toBe(20_748);
    expect(line(r, 'Income available for child support (noncustodial parent)')).toBe(39_252);
    expect(line(r, 'Income available for child support (custodial parent)')).toBe(15_252);
    expect(line(r, "Noncustodial parent's parental share")).toBe(72.02);
    expect(line(r, 'Primary child support allowance (annual)')).toBe(6224);
    expect(line(r, 'Share of the primary allowance (noncustodial parent)')).toBe(4483);
    expect(line(r, 'Standard of living adjustment (noncustodial parent)')).toBe(4868);
    expect(line(r, 'Total support amount (noncustodial parent, annual)')).toBe(9351);
    expect(line(r, 'Monthly transfer payment per child')).toBe(779);
    expect(r.monthlyPayment).toBe(779);
    expect(r.meta.model).toBe('melson');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('uses the 2025 tables before February 2026', () => {
    const r = run({ asOf: '2025-06-01', custodialParentIncome: 2500, nonCustodialParentIncome: 6000, numberOfChildren: 2 });
    expect(line(r, 'Personal allowance (each parent, annual)')).toBe(20_345);
    expect(line(r, 'Primary child support allowance (annual)')).toBe(10_173);
    expect(line(r, 'SOLA factor')).toBe(21);
    expect(line(r, 'Monthly transfer payment per child')).toBe(734);
    expect(r.monthlyPayment).toBe(1468);
  });

  it('counts the 12% minimum as income available when it exceeds the income above the allowance', () => {
    // 22,000 a year: 1,252 above the 2026 allowance, 12% minimum 2,640.
    const r = run({ custodialParentIncome: 22_000 / 12, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, 'Income above the personal allowance (custodial parent)')).toBe(1252);
    expect(line(r, 'Income available for child support (custodial parent)')).toBe(2640);
  });

  it('raises the total to the 12% minimum contribution (ARM 37.62.126(1)(b))', () => {
    const r = run({ custodialParentIncome: 20_000, nonCustodialParentIncome: 1800, numberOfChildren: 1 });
    expect(line(r, 'Minimum applies (noncustodial parent)')).toBeDefined();
    expect(line(r, 'Total support amount (noncustodial parent, annual)')).toBe(2592);
    expect(r.monthlyPayment).toBe(216);
  });

  it('flags a parent at or below the personal allowance (income-ratio table not applied)', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1200, numberOfChildren: 1 });
    expect(r.meta.approximations.join(' ')).toMatch(/income-ratio table/);
  });

  it('credits the obligor for the health insurance the obligor pays (ARM 37.62.123(3))', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      healthInsuranceMonthly: 150,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(line(r, 'Credit for supplements the obligor pays (annual)')).toBe(1800);
    const total = line(r, 'Total support amount (noncustodial parent, annual)') as number;
    expect(r.monthlyPayment).toBe(Math.round((total - 1800) / 12));
  });

  it('rounds each child’s monthly amount and adds them (ARM 37.62.134(2)(a)(ii))', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 3 });
    const perChild = line(r, 'Monthly transfer payment per child') as number;
    expect(Number.isInteger(perChild)).toBe(true);
    expect(r.monthlyPayment).toBe(perChild * 3);
  });

  it('flags more than 110 days with each parent (Worksheet B not applied)', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      custodialParentTime: 65,
      nonCustodialParentTime: 35,
    });
    expect(r.meta.approximations.join(' ')).toMatch(/110 days/);
  });
});
