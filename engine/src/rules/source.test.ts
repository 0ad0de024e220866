import { describe, expect, it } from 'vitest';
import { IsoDateSchema, isCalendarDate, isCalendarDateByDate, isIsoDate } from './source.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isCalendarDate', () => {
  it('agrees with the round trip through Date on every YYYY-MM-DD of the years that test the leap rules', () => {
    const years = [0, 1, 4, 100, 200, 400, 1582, 1899, 1900, 1999, 2000, 2001, 2023, 2024, 2025, 2026, 2100, 2400, 9999];
    for (let year = 2010; year <= 2032; year++) years.push(year);
    let checked = 0;
    for (const year of years) {
      for (let month = 0; month <= 19; month++) {
        for (let day = 0; day <= 39; day++) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isCalendarDate(text), text).toBe(isCalendarDateByDate(text));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30_000);
  });

  it('knows the short months and the leap years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('2026-6-1')).toBe(false);
  });

  it('keeps the schema’s messages for text that is not YYYY-MM-DD', () => {
    const messages = (text: string) => IsoDateSchema.safeParse(text).error?.issues.map((issue) => issue.message);
    expect(messages('2026-06-01x')).toEqual(['Use the date format YYYY-MM-DD', 'Not a real calendar date']);
    expect(messages('2026-13-01')).toEqual(['Not a real calendar date']);
    expect(messages('2026-06-01')).toBeUndefined();
  });
});
