import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { SOUTH_CAROLINA_SCHEDULE } from './data/south-carolina-schedule.js';
import { line, expectScheduleRises } from './test-support.js';

const base = {
  state: 'south-carolina',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('South Carolina 2024 schedule', () => {
  it('holds 785 rows from $750 to $40,000, $50 apart except the missing $31,350 row', () => {
    const incomes = SOUTH_CAROLINA_SCHEDULE.incomes;
    expect(incomes.length).toBe(785);
    expect(incomes[0]).toBe(750);
    expect(incomes.at(-1)).toBe(40000);
    const gaps = incomes.slice(1).filter((income, i) => income - incomes[i]! !== 50);
    expect(gaps).toEqual([31400]);
  });

  it('every column rises with income and with children', () => {
    expectScheduleRises(SOUTH_CAROLINA_SCHEDULE, { columns: 6, strictly: false });
  });
});

describe('South Carolina Worksheet A (sole custody)', () => {
  it('reads the schedule and prorates by income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Combined gross monthly income')).toBe(7000);
    expect(line(r, "Noncustodial parent's share of income")).toBe(57.14);
    expect(line(r, 'Basic (combined) support obligation')).toBe(1421);
    expect(r.monthlyPayment).toBe(811.96);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads an income between rows at the next higher row', () => {
    const r = run({ custodialParentIncome: 3010, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(1429); // $7,010 → $7,050
  });

  it('reads incomes up to $750 at the $100 first row', () => {
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 600, numberOfChildren: 3 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(100);
    expect(r.monthlyPayment).toBe(100);
  });

  it('limits a low-income obligor to the schedule at their own income (self-support area)', () => {
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 800, numberOfChildren: 2 });
    // $6,800 → 1,389 × 11.76% = 163.35; the schedule at $800 alone is $127.
    expect(line(r, "Limited to the schedule amount at the obligor's own income")).toBe(127);
    expect(r.monthlyPayment).toBe(127);
  });

  it('interpolates at the row missing from the transcription and flags it', () => {
    const r = run({ custodialParentIncome: 15000, nonCustodialParentIncome: 16350, numberOfChildren: 1 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(2607.5);
    expect(r.meta.approximations.join(' ')).toContain('missing');
  });

  it('adds childcare and the insurance premium by income share', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      childcareCostMonthly: 600,
      healthInsuranceMonthly: 200,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 811.96 + 600 × 57.14% − 200 × 42.86%
    expect(r.monthlyPayment).toBe(1069.08);
  });
});

describe('South Carolina Worksheet C (shared parenting)', () => {
  const shared = {
    custodyArrangement: 'shared',
    custodialParentTime: 60,
    nonCustodialParentTime: 40,
  } as const;

  it('above 109 overnights each (114-4730(A)): basic × 1.5, each share for the other parent’s time', () => {
    const r = run({
      ...shared,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, 'Shared-care basic obligation')).toBe(2131.5);
    expect(r.monthlyPayment).toBe(365.34);
  });

  it('109 overnights (not more than 109) stays on Worksheet A; 110 is shared', () => {
    const at = (nights: number) =>
      run({
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodialParentOvernights: 365 - nights,
        nonCustodialParentOvernights: nights,
      });
    expect(at(109).monthlyPayment).toBe(811.96);
    expect(line(at(110), 'Shared-care basic obligation')).toBe(2131.5);
  });

  it('a 30% time share counts as the 30% threshold', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
    });
    expect(line(r, 'Shared-care basic obligation')).toBe(2131.5);
  });
});

describe('South Carolina properties', () => {
  it('swapping roles swaps the payer in shared care', () => {
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
