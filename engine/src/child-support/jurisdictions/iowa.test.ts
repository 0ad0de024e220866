import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { IOWA_SCHEDULE } from './data/iowa-schedule.js';
import { line, expectScheduleRises } from './test-support.js';

const base = {
  state: 'iowa',
  asOf: '2026-11-01',
  incomeBasis: 'net',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Iowa Rule 9.26 schedule (rows held)', () => {
  it('holds 116 rows from $100 to $30,000', () => {
    expect(IOWA_SCHEDULE.incomes.length).toBe(116);
    expect(IOWA_SCHEDULE.incomes[0]).toBe(100);
    expect(IOWA_SCHEDULE.incomes.at(-1)).toBe(30000);
    expect(IOWA_SCHEDULE.obligations.at(-1)).toEqual([3509, 5078, 5941, 6636, 7300]);
  });

  it('rises with income and with children', () => {
    expectScheduleRises(IOWA_SCHEDULE, { columns: 5, strictly: false });
  });
});

describe('Iowa sole physical care', () => {
  it('two children, $5,000 combined: 1,651 × 60% = 990.60', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(1651);
    expect(r.monthlyPayment).toBe(990.6);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('interpolates between the rows held', () => {
    // $5,250: halfway between 1,651 ($5,000) and 1,714 ($5,500) for two children.
    const r = run({ custodialParentIncome: 2250, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(1682.5);
  });

  it('a low-income obligor pays no more than the schedule at their own income', () => {
    // $5,500 → 1,141 × 27.27% = 311.15; the schedule at $1,500 alone is 249.
    const r = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 1500, numberOfChildren: 1 });
    expect(line(r, "Limited to the schedule amount at the obligor's own income")).toBe(249);
    expect(r.monthlyPayment).toBe(249);
  });

  it('uses the 2026 rows from 2026 and the earlier proxy estimate before', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    const earlier = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 2,
      asOf: '2025-06-01',
    });
    expect(r.meta.rulesEffective).toEqual({ from: '2026-01-01' });
    expect(earlier.meta.rulesEffective).toEqual({ from: '2023-01-01', to: '2025-12-31' });
  });
});

describe('Iowa parenting time', () => {
  const common = { custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 };

  it('127 overnights: no credit; 128: 15%; 148: 20%; 167: 25%', () => {
    const at = (nights: number) =>
      run({ ...common, custodialParentOvernights: 365 - nights, nonCustodialParentOvernights: nights })
        .monthlyPayment;
    expect(at(127)).toBe(990.6);
    expect(at(128)).toBe(842.01); // 990.60 − 148.59
    expect(at(148)).toBe(792.48); // 990.60 − 198.12
    expect(at(167)).toBe(742.95); // 990.60 − 247.65
  });

  it('equally shared physical care offsets the two shares', () => {
    const r = run({
      ...common,
      custodyArrangement: 'shared',
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    // 990.60 − 660.40
    expect(r.monthlyPayment).toBe(330.2);
    expect(r.payer).toBe('noncustodial');
  });

  it('swapping roles swaps the payer in equal care', () => {
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
