import { roundToDecimals } from '../money/rounding.js';
import type { DurationOutcome } from './types.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "105 months (8 years 9 months)". */
export function describeMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(months, 'month');
  const inYears = rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`;
  return `${plural(months, 'month')} (${inYears})`;
}

/**
 * A share of the marriage in whole months. Statutes state these terms as maxima ("may not exceed"),
 * so a part month is dropped rather than rounded up.
 */
export function shareOfMarriage(marriageMonths: number, share: number): number {
  return Math.floor(roundToDecimals(marriageMonths * share, 6));
}

export function upTo(months: number, why?: string): DurationOutcome {
  return { text: `Up to ${describeMonths(months)}${why ? ` ${why}` : ''}`, months };
}

export function fixedTerm(months: number, why?: string): DurationOutcome {
  return { text: `${describeMonths(months)}${why ? ` ${why}` : ''}`, months };
}

export function openEnded(text: string): DurationOutcome {
  return { text, months: null };
}

export const UNTIL_JUDGMENT: DurationOutcome = openEnded(
  'Until the divorce is final or a further order (temporary support)',
);
