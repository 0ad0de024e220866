import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { WEST_VIRGINIA_MISSING_ROWS, WEST_VIRGINIA_SCHEDULE } from './data/west-virginia-schedule.js';
import { line, expectScheduleRises } from './test-support.js';

const base = {
  state: 'west-virginia',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('West Virginia § 48-13-301 table', () => {
  it('holds 671 rows from $550 to $35,000 with 19 single rows missing', () => {
    expect(WEST_VIRGINIA_SCHEDULE.incomes.length).toBe(671);
    expect(WEST_VIRGINIA_SCHEDULE.incomes[0]).toBe(550);
    expect(WEST_VIRGINIA_SCHEDULE.incomes.at(-1)).toBe(35000);
    expect(WEST_VIRGINIA_MISSING_ROWS.length).toBe(19);
    for (const gap of WEST_VIRGINIA_MISSING_ROWS) expect(gap.to - gap.from).toBe(100);
  });

  it('its $35,000 row equals the base amounts of § 48-13-303', () => {
    expect(WEST_VIRGINIA_SCHEDULE.obligations.at(-1)).toEqual([2527, 3719, 4342, 4850, 5335, 5799]);
  });

  it('every column rises with income and with children', () => {
    expectScheduleRises(WEST_VIRGINIA_SCHEDULE, { columns: 6, strictly: true });
  });
});

describe('West Virginia Worksheet A (basic shared parenting)', () => {
  it('reads the table and prorates by adjusted gross income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Combined adjusted gross income')).toBe(7000);
    expect(line(r, 'Basic (combined) support obligation')).toBe(1382);
    expect(r.monthlyPayment).toBe(789.67);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('adds § 48-13-303 percentages above $35,000', () => {
    const r = run({ custodialParentIncome: 16000, nonCustodialParentIncome: 24000, numberOfChildren: 1 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(2967);
    expect(r.monthlyPayment).toBe(1780.2);
  });

  it('interpolates a row missing from the transcription and flags it', () => {
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 700, numberOfChildren: 1 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(128);
    expect(r.meta.approximations.join(' ')).toContain('missing');
  });

  it('limits a low-income obligor to 80% of income less the $997 reserve', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1500, numberOfChildren: 1 });
    // $4,500 → 722 × 33.33% = 240.64; 1,500 × 80% − 997 = 203.
    expect(line(r, 'Limited by the self-support reserve')).toBe(203);
    expect(r.monthlyPayment).toBe(203);
  });

  it('flags incomes below the $550 first row', () => {
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 500, numberOfChildren: 1 });
    expect(r.meta.approximations.join(' ')).toContain('§ 48-13-302');
    expect(r.monthlyPayment).toBe(50);
  });
});

describe('West Virginia Worksheet B (extended shared parenting)', () => {
  it('more than 127 days each: basic × 1.6 (§ 48-13-502 line 5), each share for the other parent’s time', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, 'Shared-care basic obligation')).toBe(2211.2);
    // 1,263.48 × 60% = 758.09; 947.72 × 40% = 379.09
    expect(r.monthlyPayment).toBe(379);
  });

  it('127 days stays on Worksheet A; 128 days, or 35% of the year, is extended shared parenting', () => {
    const at127 = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 238,
      nonCustodialParentOvernights: 127,
    });
    expect(at127.monthlyPayment).toBe(789.67);
    const at128 = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 237,
      nonCustodialParentOvernights: 128,
    });
    expect(line(at128, 'Shared-care basic obligation')).toBe(2211.2);
    const byPercent = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentTime: 65,
      nonCustodialParentTime: 35,
    });
    expect(line(byPercent, 'Shared-care basic obligation')).toBe(2211.2);
  });
});

describe('West Virginia child care (§ 48-13-601)', () => {
  it('enters work-related child care at 75% for the tax credit', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      childcareCostMonthly: 400,
    });
    expect(line(r, 'Work-related child care adjusted for the federal tax credit')).toBe(300);
    // 789.67 + 300 × 57.14%
    expect(r.monthlyPayment).toBe(961.09);
  });

  it('enters it in full when the custodial parent earns below the floor ($1,550 for two children)', () => {
    const r = run({
      custodialParentIncome: 1500,
      nonCustodialParentIncome: 5500,
      numberOfChildren: 2,
      childcareCostMonthly: 400,
    });
    expect(line(r, 'Work-related child care adjusted for the federal tax credit')).toBe(400);
    // 1,382 × 78.57% = 1,085.84; 400 × 78.57% = 314.28
    expect(r.monthlyPayment).toBe(1400.12);
  });
});

describe('West Virginia properties', () => {
  it('swapping roles swaps the payer in shared parenting', () => {
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
