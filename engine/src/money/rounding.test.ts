import { describe, expect, it } from 'vitest';
import { percentOf, roundToCents, roundToDecimals, roundToNearestDollar, truncateToDollar } from './rounding.js';
import { parseMoney } from './parse.js';

describe('rounding helpers', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [997.5, 997.5],
    [0.1 + 0.2, 0.3],
  ])('roundToCents(%s) = %s', (input, expected) => {
    expect(roundToCents(input)).toBe(expected);
  });

  it('rounds to the nearest dollar half away from zero', () => {
    expect(roundToNearestDollar(997.5)).toBe(998);
    expect(roundToNearestDollar(997.49)).toBe(997);
  });

  it('truncates cents', () => {
    expect(truncateToDollar(997.99)).toBe(997);
  });

  it('rounds shares to decimals and percentages', () => {
    expect(roundToDecimals(0.571428, 4)).toBe(0.5714);
    expect(percentOf(4000, 7000)).toBe(57.14);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe('parseMoney', () => {
  it.each([
    [3000, 3000],
    ['3000', 3000],
    ['$3,000', 3000],
    [' $1,234.50 ', 1234.5],
    ['0', 0],
  ])('parses %j as %s', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each(['abc', '-5', '3,00', '1.2.3', '', Number.NaN, null, {}])('rejects %j', (input) => {
    expect(parseMoney(input)).toBeUndefined();
  });
});
