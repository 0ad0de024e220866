import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { NORTH_CAROLINA_SCHEDULE_2023 } from './data/north-carolina-schedule.js';
import { northCarolina } from './north-carolina.js';
import { lineIfPresent } from './test-support.js';


const base = {
  state: 'north-carolina',
  custodialParentIncome: 2000,
  nonCustodialParentIncome: 3000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  asOf: '2026-06-01',
} as const;

const schedule = NORTH_CAROLINA_SCHEDULE_2023;
const row = (income: number) => schedule.obligations[schedule.incomes.indexOf(income)];

describe('North Carolina Schedule of Basic Child Support Obligations (AOC-A-162, 2023)', () => {
  it('holds every $50 row from $1,300 to $40,000 with the $50 minimum row first', () => {
    assertScheduleShape('north-carolina', schedule);
    expect(schedule.incomes).toHaveLength(775);
    schedule.incomes.forEach((income, i) => expect(income).toBe(1300 + 50 * i));
    expect(schedule.obligations[0]).toEqual([50, 50, 50, 50, 50, 50]);
  });

  it('reads the printed cells', () => {
    expect(row(1350)).toEqual([65, 66, 67, 67, 68, 69]);
    expect(row(1850)).toEqual([367, 418, 422, 427, 431, 436]);
    expect(row(5250)).toEqual([929, 1403, 1683, 1880, 2068, 2247]);
    expect(row(17850)).toEqual([1897, 2777, 3222, 3599, 3959, 4303]);
    expect(row(40000)).toEqual([3246, 4768, 5554, 6204, 6824, 7418]);
  });

  it('never decreases down a column or across a row', () => {
    schedule.obligations.forEach((cells, i) => {
      cells.forEach((cell, c) => {
        if (c > 0) expect(cell).toBeGreaterThanOrEqual(cells[c - 1]!);
        if (i > 0) expect(cell).toBeGreaterThanOrEqual(schedule.obligations[i - 1]![c]!);
      });
    });
  });

  it('interpolates between rows, as the guidelines prescribe', () => {
    // $5,225 lies halfway between $5,200 (1,394) and $5,250 (1,403) for two children.
    expect(readSchedule(schedule, 5225, 2, 'interpolate').amount).toBe(1398.5);
  });
});

describe('North Carolina Worksheet A', () => {
  it('computes the lines at a printed row', () => {
    const result = calculateChildSupport(base);
    expect(lineIfPresent(result.steps, 'Line 1. Combined adjusted gross income')).toBe(5000);
    expect(lineIfPresent(result.steps, 'Line 4. Basic child support obligation')).toBe(1349);
    expect(lineIfPresent(result.steps, "Line 5. Noncustodial parent's share")).toBe(809.4);
    expect(result.monthlyPayment).toBe(809.4);
    expect(result.meta.confidence).toBe('official');
  });

  it('reads the $5,250 row', () => {
    const result = calculateChildSupport({ ...base, custodialParentIncome: 2250 });
    // Combined 5,250 → 1,403 (two children); 3,000 / 5,250 = 57.14%; 1,403 × 57.14% = 801.67.
    expect(lineIfPresent(result.steps, 'Line 4. Basic child support obligation')).toBe(1403);
    expect(result.monthlyPayment).toBe(801.67);
  });

  it('adds child care and health insurance by income share, crediting what the obligor pays', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 809.40 + 500 × 60% (300) − 100 = 1,009.40
    expect(result.monthlyPayment).toBe(1009.4);
  });

  it('uses the obligor’s income alone in the shaded area, without add-ons', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 1600,
      numberOfChildren: 1,
      childcareCostMonthly: 300,
    });
    expect(result.monthlyPayment).toBe(239);
  });

  it('orders the $50 minimum at or below the schedule’s $50 rows ($1,300)', () => {
    expect(calculateChildSupport({ ...base, nonCustodialParentIncome: 1000 }).monthlyPayment).toBe(50);
    expect(calculateChildSupport({ ...base, nonCustodialParentIncome: 1300 }).monthlyPayment).toBe(50);
    // Between the $1,300 (50) and $1,350 (66) rows for two children, obligor income alone: 50 + 16 × 0.4.
    expect(calculateChildSupport({ ...base, nonCustodialParentIncome: 1320 }).monthlyPayment).toBe(56.4);
  });
});

describe('North Carolina Worksheet B (123 nights each)', () => {
  it('multiplies the basic obligation by 1.5 and offsets by nights', () => {
    const result = calculateChildSupport({ ...base, custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(lineIfPresent(result.steps, 'Line 4. Shared custody basic obligation')).toBe(2023.5);
    expect(lineIfPresent(result.steps, "Line 13. Noncustodial parent's obligation")).toBe(607.05);
    expect(lineIfPresent(result.steps, "Line 13. Custodial parent's obligation")).toBe(404.7);
    expect(result.monthlyPayment).toBe(202.35);
  });

  it('starts at 123 nights, not 122', () => {
    const at = calculateChildSupport({
      ...base,
      custodialParentOvernights: 242,
      nonCustodialParentOvernights: 123,
    });
    const below = calculateChildSupport({
      ...base,
      custodialParentOvernights: 243,
      nonCustodialParentOvernights: 122,
    });
    expect(lineIfPresent(at.steps, 'Line 4. Shared custody')).toBeDefined();
    expect(lineIfPresent(below.steps, 'Line 4. Shared custody')).toBeUndefined();
  });

  it('makes the higher earner pay even as custodial parent', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    expect(result.payer).toBe('custodial');
  });
});

describe('North Carolina properties', () => {
  it('never lowers support when the paying parent earns more (outside the minimum-order step)', () => {
    let previous = 0;
    for (let income = 1200; income <= 45_000; income += 250) {
      const { monthlyPayment } = calculateChildSupport({ ...base, nonCustodialParentIncome: income });
      expect(monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = monthlyPayment;
    }
  });

  it('says above $40,000 is the court’s call', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 20_000,
      nonCustodialParentIncome: 25_000,
    });
    expect(result.meta.approximations.join(' ')).toMatch(/reasonable needs/);
  });

  it('carries its worked examples', () => {
    expect(northCarolina.examples.length).toBeGreaterThan(0);
  });
});
