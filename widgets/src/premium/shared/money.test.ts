import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine';
import { describe, expect, it } from 'vitest';
import { formatPremiumMoney } from './money.js';

describe('the premium money field on blur (spec part 2, sections 2 and 5)', () => {
  it.each([
    ['3000', '$3,000'],
    ['$3,000', '$3,000'],
    ['1234.56', '$1,235'],
    ['1234.49', '$1,234'],
    [' 250 ', '$250'],
    // Everything but digits and the point is dropped, not kept beside a message.
    ['12abc', '$12'],
    ['USD 4,500.00', '$4,500'],
    ['-5', '$5'],
    ['1.2.3', '$1'],
    ['.5', '$1'],
    ['0', '$0'],
    // Nothing numeric left: the field is emptied.
    ['abc', ''],
    ['$', ''],
    ['.', ''],
    ['', ''],
    ['1000000000', '$1,000,000,000'],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatPremiumMoney(typed)).toBe(shown);
  });

  it('leaves an amount above the engine maximum as typed, for its own message', () => {
    expect(MONEY_MAXIMUM_DOLLARS).toBe(1_000_000_000);
    expect(formatPremiumMoney('1000000000.6')).toBe('1000000000.6');
    expect(formatPremiumMoney('99999999999')).toBe('99999999999');
  });

  it('is stable: a formatted amount formats to itself', () => {
    for (const typed of ['3000', '1234.56', '12abc', '7']) {
      const once = formatPremiumMoney(typed);
      expect(formatPremiumMoney(once)).toBe(once);
    }
  });
});
