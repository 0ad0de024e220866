import { describe, expect, it } from 'vitest';
import {
  TIME_DEFAULTS,
  checkOvernights,
  complementOvernights,
  custodyMismatch,
  overnightShares,
  overnightsToPercent,
  percentShares,
  percentToOvernights,
} from './custody-time.js';
import { initialChildSupportValues, validateChildSupport } from './validate.js';
import { englishT } from '../test-support/translate.js';

describe('custody arrangement and time split', () => {
  it('starts shared, joint and split at equal time and primary at the spec’s 100/0', () => {
    expect(TIME_DEFAULTS.shared).toEqual({ custodial: '50', noncustodial: '50' });
    expect(TIME_DEFAULTS.joint).toEqual({ custodial: '50', noncustodial: '50' });
    expect(TIME_DEFAULTS.split).toEqual({ custodial: '50', noncustodial: '50' });
    expect(TIME_DEFAULTS.primary).toEqual({ custodial: '100', noncustodial: '0' });
  });

  it('notes an arrangement the time contradicts, and only then', () => {
    expect(custodyMismatch('shared', { custodial: 100, noncustodial: 0 }, englishT)).toMatch(/Shared custody usually means 35–65%.*100% \/ 0%, which is calculated as sole custody/);
    expect(custodyMismatch('shared', { custodial: 80, noncustodial: 20 }, englishT)).toMatch(/80% \/ 20%/);
    expect(custodyMismatch('shared', { custodial: 60, noncustodial: 40 }, englishT)).toBeUndefined();
    expect(custodyMismatch('primary', { custodial: 50, noncustodial: 50 }, englishT)).toMatch(/Primary custody means one parent has 75% or more/);
    expect(custodyMismatch('primary', { custodial: 20, noncustodial: 80 }, englishT)).toBeUndefined();
    expect(custodyMismatch('joint', { custodial: 100, noncustodial: 0 }, englishT)).toMatch(/Joint custody .* calculated as sole custody/);
    expect(custodyMismatch('joint', { custodial: 70, noncustodial: 30 }, englishT)).toBeUndefined();
    expect(custodyMismatch('split', { custodial: 0, noncustodial: 100 }, englishT)).toMatch(/Split custody/);
    expect(custodyMismatch('', { custodial: 100, noncustodial: 0 }, englishT)).toBeUndefined();
    expect(custodyMismatch('shared', undefined, englishT)).toBeUndefined();
  });

  it('converts between percentages and overnights without losing a night', () => {
    expect(percentToOvernights({ custodial: '60', noncustodial: '40' })).toEqual({ custodial: '219', noncustodial: '146' });
    expect(percentToOvernights({ custodial: '50', noncustodial: '50' })).toEqual({ custodial: '183', noncustodial: '182' });
    expect(percentToOvernights({ custodial: '', noncustodial: '40' })).toBeUndefined();
    expect(overnightsToPercent({ custodial: '219', noncustodial: '146' })).toEqual({ custodial: '60', noncustodial: '40' });
    const third = overnightsToPercent({ custodial: '243', noncustodial: '122' })!;
    expect(Number(third.custodial) + Number(third.noncustodial)).toBe(100);
    expect(overnightShares({ custodial: '300', noncustodial: 'x' })).toBeUndefined();
    expect(percentShares({ custodial: '70', noncustodial: '20' })).toBeUndefined();
    expect(percentShares({ custodial: '70', noncustodial: '30' })).toEqual({ custodial: 70, noncustodial: 30 });
  });

  it('completes the other parent’s overnights to 365 only for a whole number 0-365', () => {
    expect(complementOvernights('100')).toBe('265');
    expect(complementOvernights('365')).toBe('0');
    expect(complementOvernights('366')).toBeUndefined();
    expect(complementOvernights('12.5')).toBeUndefined();
    expect(complementOvernights('')).toBeUndefined();
  });

  it('checks overnights as the engine does: both, whole numbers 0-366, adding up to 365 or 366', () => {
    expect(checkOvernights({ custodial: '219', noncustodial: '146' }, englishT)).toEqual({});
    expect(checkOvernights({ custodial: '183', noncustodial: '183' }, englishT)).toEqual({});
    expect(checkOvernights({ custodial: '', noncustodial: '146' }, englishT)).toEqual({ custodial: 'Enter both parents’ overnights' });
    expect(checkOvernights({ custodial: '400', noncustodial: '-1' }, englishT)).toEqual({
      custodial: 'Overnights must be a whole number from 0 to 366',
      noncustodial: 'Overnights must be a whole number from 0 to 366',
    });
    expect(checkOvernights({ custodial: '200', noncustodial: '100' }, englishT)).toEqual({ noncustodial: 'Overnights must add up to 365 (or 366 in a leap year)' });
  });

  it('validates the overnights instead of the percentages in overnights mode', () => {
    const filled = { ...initialChildSupportValues('texas'), custodialParentIncome: '3000', nonCustodialParentIncome: '5000', numberOfChildren: '2', custodyArrangement: 'shared' };
    const overnights = { ...filled, timeMode: 'overnights', custodialParentTime: 'ignored', custodialParentOvernights: '200', nonCustodialParentOvernights: '100' };
    expect(validateChildSupport(overnights, englishT)).toEqual({ nonCustodialParentOvernights: 'Overnights must add up to 365 (or 366 in a leap year)' });
    expect(validateChildSupport({ ...overnights, nonCustodialParentOvernights: '165' }, englishT)).toEqual({});
  });
});
