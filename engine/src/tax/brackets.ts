import { wholeDollarsWithCommas } from '../money/format.js';
import { roundToCents } from '../money/rounding.js';
import type { Schedule } from './types.js';

export interface BracketTax {
  tax: number;
  /** The rate of the band the last dollar falls in (a fraction). */
  marginalRate: number;
}

/**
 * Tax on `taxableIncome` from a rate schedule: each band's rate on the part of income inside it,
 * which is how the IRS and state rate schedules ("$X plus Y% of the excess over $Z") are built.
 */
export function taxFromSchedule(schedule: Schedule, taxableIncome: number): BracketTax {
  if (schedule.length === 0) return { tax: 0, marginalRate: 0 };
  const income = Math.max(0, taxableIncome);
  let tax = 0;
  let marginalRate = schedule[0]!.rate;
  for (let i = 0; i < schedule.length; i++) {
    const band = schedule[i]!;
    if (income <= band.over && i > 0) break;
    const top = schedule[i + 1]?.over ?? Number.POSITIVE_INFINITY;
    const inBand = Math.min(income, top) - band.over;
    if (income > band.over) tax += band.addOn ?? 0;
    if (inBand > 0) {
      tax += inBand * band.rate;
      marginalRate = band.rate;
    }
  }
  return { tax: roundToCents(tax), marginalRate };
}

/**
 * Each schedule's description, written once: schedules are rule data that never change after they load, and
 * writing the text on every calculation was the largest single cost of a gross-to-net estimate (issue 28 § 4).
 */
const descriptions = new WeakMap<Schedule, string>();

/** A readable form of a schedule for worksheet steps, e.g. "10% to $11,600; 12% to $47,150; 37% above". */
export function describeSchedule(schedule: Schedule): string {
  let description = descriptions.get(schedule);
  if (description === undefined) {
    description = schedule
      .map((band, i) => {
        const next = schedule[i + 1];
        const pct = `${band.addOn ? `$${band.addOn} plus ` : ''}${+(band.rate * 100).toFixed(4)}%`;
        return next ? `${pct} to $${wholeDollarsWithCommas(next.over)}` : `${pct} above`;
      })
      .join('; ');
    descriptions.set(schedule, description);
  }
  return description;
}
