import { roundToDecimals } from '../money/rounding.js';
import type { ChildSupportCase, ParentRole } from './types.js';

/**
 * A parent's overnights for a worksheet that counts whole nights. Overnights entered are used as entered. From
 * time percentages, each parent's share of the year is rounded to the nearest night, unless the two rounded
 * counts would not add up to the year: a share half a night past a whole number on both sides (50% is 182.5
 * nights each, 10% is 36.5 and 328.5) would otherwise round up twice into a 366-night year. Then the exact
 * shares are kept, which is what the percentages entered say.
 */
export function worksheetOvernights(c: ChildSupportCase, role: ParentRole): number {
  if (c.overnightsGiven) return c[role].overnightsPerYear;
  const exact = { custodial: c.custodial.overnightsPerYear, noncustodial: c.noncustodial.overnightsPerYear };
  const rounded = { custodial: Math.round(exact.custodial), noncustodial: Math.round(exact.noncustodial) };
  const year = Math.round(exact.custodial + exact.noncustodial);
  return rounded.custodial + rounded.noncustodial === year ? rounded[role] : roundToDecimals(exact[role], 2);
}
