import { describe, expect, it } from 'vitest';
import { wholeDollarsWithCommas } from './format.js';

describe('wholeDollarsWithCommas', () => {
  it('writes what toLocaleString("en-US") writes for whole numbers of every length and sign', () => {
    const values = [0, -0, 1, -1, 999, 1000, -1000, 12_345, 100_000, 999_999, 1_000_000, -48_200, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    for (let digits = 1; digits <= 16; digits++) values.push(10 ** digits - 1, 10 ** digits, 7 * 10 ** (digits - 1) + 123);
    for (const value of values) expect(wholeDollarsWithCommas(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('leaves fractions and non-finite numbers to toLocaleString', () => {
    for (const value of [1234.5, 0.125, -9876.54321, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(wholeDollarsWithCommas(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('groups by threes', () => {
    expect(wholeDollarsWithCommas(1_234_567)).toBe('1,234,567');
    expect(wholeDollarsWithCommas(-12_345)).toBe('-12,345');
  });
});
