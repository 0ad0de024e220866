import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { NEW_HAMPSHIRE_SCHEDULE } from './data/new-hampshire-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = {
  state: 'new-hampshire',
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 5000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-11-01',
} as const;

const band = (income: number) =>
  NEW_HAMPSHIRE_SCHEDULE.obligations[NEW_HAMPSHIRE_SCHEDULE.incomes.indexOf(income)];

describe('New Hampshire Guideline Calculation Table (as transcribed)', () => {
  it('holds every $10 band from $1,690 to $31,080, four columns, rising both ways', () => {
    const { incomes, obligations } = NEW_HAMPSHIRE_SCHEDULE;
    expect(incomes).toHaveLength(2940);
    incomes.forEach((income, i) => expect(income).toBe(1690 + 10 * i));
    obligations.forEach((row) => expect(row).toHaveLength(4));
    expectScheduleRises(NEW_HAMPSHIRE_SCHEDULE, { columns: 4, strictly: true });
  });

  it('agrees with the bands read separately before, spread over the range', () => {
    // Same transcription read twice: this checks the copy, not the source (see the data header).
    expect(band(1690)).toEqual([386.28, 537.28, 643.7, 681.71]);
    expect(band(3500)).toEqual([714.96, 997, 1205.2, 1279.84]);
    expect(band(7450)).toEqual([1273.86, 1775.14, 2131.72, 2280.29]);
    expect(band(9500)).toEqual([1550.87, 2109.92, 2553.02, 2737.65]);
    expect(band(18590)).toEqual([2614.14, 3577.24, 4265.17, 4609.14]);
    expect(band(20630)).toEqual([2868.6, 3925.45, 4680.34, 5057.79]);
    expect(band(31080)).toEqual([4121.01, 5639.28, 6723.76, 7266]);
  });

  it('runs in straight lines from $17,690 up, each cell within a cent of its line', () => {
    // A slip in one cell would stand out against the line through the ends of its run.
    const runs: [number, number][] = [
      [17690, 22120],
      [22130, 31080],
    ];
    for (const [from, to] of runs) {
      const first = band(from)!;
      const last = band(to)!;
      const steps = (to - from) / 10;
      for (let income = from; income <= to; income += 10) {
        const k = (income - from) / 10;
        band(income)!.forEach((cell, col) =>
          expect(
            Math.abs(cell - (first[col]! + ((last[col]! - first[col]!) * k) / steps)),
          ).toBeLessThanOrEqual(0.011),
        );
      }
    }
  });
});

describe('New Hampshire worksheet (estimate)', () => {
  it('reads the table on combined income and applies the income share', () => {
    const r = calculateChildSupport(base);
    expect(line(r, 'Total child support obligation')).toBe(1861.6);
    expect(r.monthlyPayment).toBe(1163.5);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the $10 band holding the income, not an interpolation', () => {
    // $8,007 lies in the $8,000-$8,009 band; $8,010 starts the next one.
    expect(
      line(calculateChildSupport({ ...base, custodialParentIncome: 3007 }), 'Total child support obligation'),
    ).toBe(1861.6);
    expect(
      line(calculateChildSupport({ ...base, custodialParentIncome: 3010 }), 'Total child support obligation'),
    ).toBe(1863.04);
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 8345,
      numberOfChildren: 3,
    });
    expect(line(r, 'Total child support obligation')).toBe(2990.41);
    expect(r.monthlyPayment).toBe(2021.52);
  });

  it('uses the 4+ column for five children', () => {
    const r = calculateChildSupport({ ...base, numberOfChildren: 5 });
    expect(line(r, 'Total child support obligation')).toBe(2399.64);
  });

  it('uses the top band above the table and says so', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 15000,
      nonCustodialParentIncome: 20000,
      numberOfChildren: 1,
    });
    expect(line(r, 'Total child support obligation')).toBe(4121.01);
    expect(line(r, 'Above the table')).toContain('31089');
  });

  it('orders the $50 minimum below the self-support reserve', () => {
    const r = calculateChildSupport({ ...base, nonCustodialParentIncome: 1500 });
    expect(r.monthlyPayment).toBe(50);
  });

  it('keeps the self-support reserve for the paying parent', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 9000,
      nonCustodialParentIncome: 1800,
      numberOfChildren: 4,
    });
    expect(line(r, 'Limited to income above the self-support reserve')).toBe(105);
  });
});
