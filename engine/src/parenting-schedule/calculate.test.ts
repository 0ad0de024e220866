import { describe, expect, it } from 'vitest';
import { EngineValidationError } from '../errors.js';
import { calculateParentingTime } from './calculate.js';
import { PARENTING_PATTERNS, ParentingTimeResultSchema } from './schema.js';

const nightsOf = (result: ReturnType<typeof calculateParentingTime>) => result.calendar.flatMap((m) => m.nights);

function fieldErrors(input: unknown) {
  try {
    calculateParentingTime(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('calculateParentingTime', () => {
  it('every other weekend (Friday and Saturday nights) in 2026 is 52 overnights for the noncustodial parent', () => {
    for (const startsWith of ['noncustodial', 'custodial'] as const) {
      const result = calculateParentingTime({ pattern: 'alternate-weekends', year: 2026, startsWith });
      expect(result.overnights).toEqual({ custodial: 313, noncustodial: 52 });
      expect(result.percentages).toEqual({ custodial: 85.8, noncustodial: 14.2 });
      const noncustodialNights = nightsOf(result).filter((n) => n.parent === 'noncustodial');
      expect(new Set(noncustodialNights.map((n) => n.weekday))).toEqual(new Set(['Fri', 'Sat']));
    }
  });

  it('starts with the given parent on the first Friday of the year by default', () => {
    const nc = calculateParentingTime({ pattern: 'alternate-weekends', year: 2026, startsWith: 'noncustodial' });
    expect(nc.rotationStart).toBe('2026-01-02');
    const jan = nc.calendar[0]?.nights ?? [];
    expect(jan.slice(0, 4).map((n) => n.parent)).toEqual(['custodial', 'noncustodial', 'noncustodial', 'custodial']);
    expect(jan[8]?.parent).toBe('custodial'); // Friday 9 January: the other parent's weekend
    const c = calculateParentingTime({ pattern: 'alternate-weekends', year: 2026, startsWith: 'custodial' });
    expect(c.calendar[0]?.nights[1]?.parent).toBe('custodial');
    expect(c.calendar[0]?.nights[8]?.parent).toBe('noncustodial');
  });

  it('every other weekend plus a Wednesday overnight adds the 52 Wednesdays of 2026', () => {
    const result = calculateParentingTime({ pattern: 'alternate-weekends-midweek', year: 2026, startsWith: 'noncustodial' });
    expect(result.overnights.noncustodial).toBe(104);
  });

  it.each(['week-on-week-off', '2-2-3', '2-2-5-5', '3-4-4-3'] as const)('%s splits a year 182/183', (pattern) => {
    for (const startsWith of ['custodial', 'noncustodial'] as const) {
      const { overnights, percentages } = calculateParentingTime({ pattern, year: 2026, startsWith });
      expect([overnights.custodial, overnights.noncustodial].sort()).toEqual([182, 183]);
      expect(percentages.custodial + percentages.noncustodial).toBeCloseTo(100, 10);
    }
  });

  it('week on / week off starts on the first Monday with the starting parent', () => {
    const result = calculateParentingTime({ pattern: 'week-on-week-off', year: 2026, startsWith: 'noncustodial' });
    expect(result.rotationStart).toBe('2026-01-05');
    const jan = result.calendar[0]?.nights ?? [];
    expect(jan.slice(4, 11).every((n) => n.parent === 'noncustodial')).toBe(true);
    expect(jan.slice(11, 18).every((n) => n.parent === 'custodial')).toBe(true);
  });

  it('2-2-3 follows Mon-Tue / Wed-Thu / Fri-Sun and swaps the next week', () => {
    const result = calculateParentingTime({
      pattern: '2-2-3',
      year: 2026,
      startsWith: 'custodial',
      rotationStart: '2026-03-02',
    });
    const march = (result.calendar[2]?.nights ?? []).slice(1, 15).map((n) => (n.parent === 'custodial' ? 'C' : 'N'));
    expect(march.join('')).toBe('CCNNCCCNNCCNNN');
  });

  it('a leap year (2028) has 366 nights', () => {
    for (const pattern of PARENTING_PATTERNS.filter((p) => p !== 'custom')) {
      const result = calculateParentingTime({ pattern, year: 2028, startsWith: 'custodial' });
      expect(result.overnights.custodial + result.overnights.noncustodial).toBe(366);
      expect(result.calendar[1]?.nights).toHaveLength(29);
      expect(ParentingTimeResultSchema.parse(result)).toEqual(result);
    }
  });

  it('a custom two-week grid is laid from the first Monday as written', () => {
    const custom = [...Array(10).fill('custodial'), ...Array(4).fill('noncustodial')];
    const result = calculateParentingTime({ pattern: 'custom', year: 2026, startsWith: 'custodial', custom });
    // 26 cycles of 4 noncustodial nights; 1 January 2026 (index 10 of the cycle before) is noncustodial too.
    expect(result.overnights.noncustodial).toBe(26 * 4 + 1);
    expect(result.calendar[0]?.nights[0]?.parent).toBe('noncustodial');
  });

  it('a summer block overrides the pattern and a holiday overrides both', () => {
    const base = calculateParentingTime({ pattern: 'alternate-weekends', year: 2026, startsWith: 'noncustodial' });
    const result = calculateParentingTime({
      pattern: 'alternate-weekends',
      year: 2026,
      startsWith: 'noncustodial',
      summer: { from: '2026-07-01', to: '2026-07-28', parent: 'noncustodial' },
      holidays: [
        { from: '2026-07-04', parent: 'custodial', label: 'Independence Day' },
        { from: '2026-12-24', to: '2026-12-25', parent: 'noncustodial', label: 'Christmas' },
      ],
    });
    const july = result.calendar[6]?.nights ?? [];
    const baseJuly = base.calendar[6]?.nights ?? [];
    const baseCustodialInBlock = baseJuly.slice(0, 28).filter((n) => n.parent === 'custodial').length;
    expect(july[0]).toMatchObject({ date: '2026-07-01', parent: 'noncustodial', source: 'summer' });
    expect(july[3]).toMatchObject({ parent: 'custodial', source: 'holiday', label: 'Independence Day' });
    expect(result.calendar[11]?.nights[23]).toMatchObject({ parent: 'noncustodial', label: 'Christmas' });
    // 28 summer nights move (less the custodial holiday); Dec 24 (Thu) and 25 (Fri) were: see base.
    const baseDec = base.calendar[11]?.nights ?? [];
    const christmasGain = baseDec.slice(23, 25).filter((n) => n.parent === 'custodial').length;
    expect(result.overnights.noncustodial).toBe(52 + baseCustodialInBlock - 1 + christmasGain);
    expect(result.overnights.custodial + result.overnights.noncustodial).toBe(365);
  });

  it('refuses bad input with field errors', () => {
    expect(fieldErrors({ pattern: 'every-day', year: 2026, startsWith: 'custodial' })).toEqual([
      expect.objectContaining({ path: 'pattern' }),
    ]);
    expect(fieldErrors({ pattern: '2-2-3', year: 1800, startsWith: 'custodial' })[0]?.path).toBe('year');
    expect(fieldErrors({ pattern: '2-2-3', year: 2026, startsWith: 'mom' })[0]?.path).toBe('startsWith');
    expect(fieldErrors({ pattern: 'custom', year: 2026, startsWith: 'custodial' })[0]).toEqual({
      path: 'custom',
      message: 'Custom grid is required for the custom pattern',
    });
    expect(
      fieldErrors({ pattern: 'custom', year: 2026, startsWith: 'custodial', custom: ['custodial'] })[0]?.path,
    ).toBe('custom');
    expect(
      fieldErrors({
        pattern: '2-2-3',
        year: 2026,
        startsWith: 'custodial',
        summer: { from: '2026-08-01', to: '2026-07-01', parent: 'custodial' },
        holidays: [{ from: '2025-12-25', parent: 'custodial' }],
      }).map((e) => e.path),
    ).toEqual(expect.arrayContaining(['summer.to', 'holidays.0.from']));
    expect(
      fieldErrors({ pattern: '2-2-3', year: 2026, startsWith: 'custodial', holidays: [{ from: '2026-02-30', parent: 'custodial' }] }),
    ).toEqual([{ path: 'holidays.0.from', message: 'From must be a real date written YYYY-MM-DD' }]);
  });
});
