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
    expect(lineIfPresent(result.steps, 'Combined monthly adjusted gross income')).toBe(5000);
    expect(lineIfPresent(result.steps, 'Basic child support obligation')).toBe(1349);
    expect(lineIfPresent(result.steps, "Noncustodial parent's share of the basic obligation")).toBe(809.4);
    expect(result.monthlyPayment).toBe(809.4);
    expect(result.meta.confidence).toBe('official');
  });

  it('reads the $5,250 row', () => {
    const result = calculateChildSupport({ ...base, custodialParentIncome: 2250 });
    // Combined 5,250 → 1,403 (two children); 3,000 / 5,250 = 57.14%; 1,403 × 57.14% = 801.67.
    expect(lineIfPresent(result.steps, 'Basic child support obligation')).toBe(1403);
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
    expect(lineIfPresent(result.steps, 'Shared custody basic obligation')).toBe(2023.5);
    expect(lineIfPresent(result.steps, "Noncustodial parent's adjusted support obligation")).toBe(607.05);
    expect(lineIfPresent(result.steps, "Custodial parent's adjusted support obligation")).toBe(404.7);
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
    expect(lineIfPresent(at.steps, 'Shared custody basic obligation')).toBeDefined();
    expect(lineIfPresent(below.steps, 'Shared custody basic obligation')).toBeUndefined();
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

/** The form lines the steps fill, in the order the result lists them (a line once, where it first appears). */
function formLines(steps: readonly { line?: string }[]): string[] {
  const lines: string[] = [];
  for (const { line } of steps) if (line !== undefined && lines.at(-1) !== line) lines.push(line);
  return lines;
}

describe('North Carolina worksheet lines (issue 26)', () => {
  it('follows Worksheet A (AOC-CV-627) line by line and names the form', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(result.meta.worksheetForm).toMatchObject({
      number: 'AOC-CV-627',
      name: expect.stringMatching(/^Worksheet A/),
    });
    expect(formLines(result.steps)).toEqual(['1', '2', '3', '4', '5a', '5b', '5d', '6', '7', '8', '9']);
    const at = (line: string) => result.steps.filter((s) => s.line === line).map((s) => s.value);
    expect(at('2')).toEqual([2000, 3000, 5000]);
    expect(at('4')).toEqual([1349]);
    expect(at('6')).toEqual([1849]); // 1,349 + 400 + 100
    expect(at('7')).toEqual([1109.4]); // 809.40 + 500 × 60%
    expect(at('8')).toEqual([100]);
    expect(at('9')).toEqual([result.monthlyPayment]);
    expect(result.monthlyPayment).toBe(1009.4);
  });

  it('follows Worksheet B (AOC-CV-628) when each parent has 123 nights', () => {
    const result = calculateChildSupport({ ...base, custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(result.meta.worksheetForm).toMatchObject({
      number: 'AOC-CV-628',
      name: expect.stringMatching(/^Worksheet B/),
    });
    expect(formLines(result.steps)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10d',
      '11',
      '13',
      '14',
    ]);
    const at = (line: string) => result.steps.filter((s) => s.line === line).map((s) => s.value);
    expect(at('5')).toEqual([2023.5]);
    expect(at('9')).toEqual([404.7, 607.05]);
    expect(at('14')).toEqual([202.35]);
  });

  it('puts the shaded-area amount on line 4 and the order on line 9', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 1600,
      numberOfChildren: 1,
    });
    expect(formLines(result.steps)).toEqual(['1', '2', '3', '4', '9']);
    expect(result.steps.find((s) => s.line === '9')?.value).toBe(239);
  });
});
