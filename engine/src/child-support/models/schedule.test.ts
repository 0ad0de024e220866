import { describe, expect, it } from 'vitest';
import { readSchedule, type ScheduleTable } from './schedule.js';

const table: ScheduleTable = {
  incomes: [1000, 1100, 1200],
  obligations: [
    [200, 300],
    [220, 330],
    [240, 360],
  ],
};

describe('readSchedule', () => {
  it('reads an exact row', () => {
    expect(readSchedule(table, 1100, 2, 'interpolate').amount).toBe(330);
  });

  it.each([
    ['interpolate', 225],
    ['next-higher-row', 240],
    ['row-below', 220],
    ['nearest-row', 220],
  ] as const)('reads 1125 for one child by %s as %s', (lookup, amount) => {
    expect(readSchedule(table, 1125, 1, lookup).amount).toBe(amount);
  });

  it('uses the last column for more children than the row lists', () => {
    expect(readSchedule(table, 1000, 4, 'interpolate').amount).toBe(300);
  });

  it('flags incomes above the top row', () => {
    const reading = readSchedule(table, 5000, 1, 'interpolate');
    expect(reading.aboveTable).toBe(true);
    expect(reading.amount).toBe(240);
  });

  it('reads an infinite income as the top row, above the table', () => {
    expect(readSchedule(table, Number.POSITIVE_INFINITY, 1, 'interpolate')).toMatchObject({ amount: 240, aboveTable: true });
  });

  it('refuses a combined income that is not a number instead of indexing a missing row', () => {
    expect(() => readSchedule(table, Number.NaN, 1, 'interpolate')).toThrow(RangeError);
  });
});
