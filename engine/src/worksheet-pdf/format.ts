import { formatIsoDate } from '../assistant/format.js';
import type { Step } from '../explain/steps.js';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Dollars as "$1,049.79" (cents kept, "-$12.00" below zero). */
export function formatMoney(dollars: number): string {
  return USD.format(dollars === 0 ? 0 : dollars); // never "-$0.00"
}

/** Dollars rounded to whole as "$1,050" (for schedule bands, never for a result). */
export function formatWholeMoney(dollars: number): string {
  return USD_WHOLE.format(dollars);
}

/** A percentage 0-100 as the engine gives it: "55.56%". */
export function formatPercent(value: number): string {
  return `${value}%`;
}

/** One worksheet step's value as printed: money with cents, percent with "%", text as is. */
export function formatStepValue(step: Step): string {
  if (typeof step.value === 'string') return step.value;
  switch (step.kind) {
    case 'money':
      return formatMoney(step.value);
    case 'percent':
      return formatPercent(step.value);
    default:
      return String(step.value);
  }
}

/** "2026-01-01" as "January 1, 2026" (read as a calendar date, no time zone shift); anything else as given. */
export function formatDate(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? formatIsoDate(iso.slice(0, 10)) : iso;
}

/** A moment as "December 7, 2026, 09:12 UTC". */
export function formatMoment(date: Date): string {
  const iso = date.toISOString();
  return `${formatDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/** "custodyArrangement" → "Custody arrangement"; "spouse1AnnualIncome" → "Spouse 1 annual income". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The figures a reader (or the verify page) finds in printed text: money "$1,049.79" (also "-$5.00") and
 * percentages "55.56%", in order.
 */
export const FIGURE_PATTERN = /-?\$\d[\d,]*(?:\.\d+)?|-?\d[\d,]*(?:\.\d+)?%/g;

export function figuresIn(text: string): string[] {
  return text.match(FIGURE_PATTERN) ?? [];
}
