import { describe, expect, it } from 'vitest';
import { autoSlashDate, marriageLength, toIsoDate } from './dates.js';
import { formatMoney, formatSignedMoney } from './format.js';
import { formatMoneyOnBlur, parseMoneyText } from './money-input.js';

describe('money fields', () => {
  it.each([
    ['3000', '$3,000'],
    ['$3,000', '$3,000'],
    ['1234.56', '$1,235'],
    [' 250 ', '$250'],
    ['12abc', '12abc'],
    ['-5', '-5'],
    ['', ''],
    ['1000000000', '$1,000,000,000'],
    // Above the engine's maximum the text stays as typed, next to the field's own message.
    ['606500060649999800000', '606500060649999800000'],
    ['1000000000.01', '1000000000.01'],
  ])('shows %j as %j once the field loses focus', (typed, shown) => {
    expect(formatMoneyOnBlur(typed)).toBe(shown);
  });

  it('reads only non-negative amounts', () => {
    expect(parseMoneyText('$12,500.50')).toBe(12500.5);
    expect(parseMoneyText('1,2,3')).toBeUndefined();
    expect(parseMoneyText('-10')).toBeUndefined();
  });

  it('formats money in US style, with a sign when asked', () => {
    expect(formatMoney(1049.79)).toBe('$1,049.79');
    expect(formatMoney(2000)).toBe('$2,000');
    expect(formatSignedMoney(-85)).toBe('−$85');
    expect(formatSignedMoney(120)).toBe('+$120');
  });
});

describe('MM/DD/YYYY dates', () => {
  it.each([
    ['0', '0'],
    ['061', '06/1'],
    ['06152', '06/15/2'],
    ['06152010', '06/15/2010'],
    ['06/15/20109', '06/15/2010'],
    ['ab06c15', '06/15'],
  ])('auto-slashes %j as %j', (typed, shown) => {
    expect(autoSlashDate(typed)).toBe(shown);
  });

  it('converts only complete, real dates', () => {
    expect(toIsoDate('06/15/2010')).toBe('2010-06-15');
    expect(toIsoDate('02/30/2020')).toBeUndefined();
    expect(toIsoDate('06/15/201')).toBeUndefined();
  });

  it('measures the marriage in 365.25-day years and 30.44-day months', () => {
    expect(marriageLength('2010-06-15', '2024-03-01')).toEqual({ years: 13, months: 8 });
    expect(marriageLength('2020-01-01', '2020-01-31')).toEqual({ years: 0, months: 0 });
    expect(marriageLength('2020-01-01', '2020-02-01')).toEqual({ years: 0, months: 1 });
    expect(marriageLength('2024-01-01', '2020-01-01')).toBeUndefined();
  });
});
