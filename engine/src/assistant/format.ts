/** How the assistant writes figures and dates: US formatting, as everywhere in the product. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-09-01" → "September 1, 2025". */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** Dollars as the product shows them: "$1,234" for whole dollars, "$1,234.50" otherwise. */
export function formatDollars(value: number): string {
  const whole = Number.isInteger(value);
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}

/** A percentage 0-100 as the engine keeps it: "25%", "32.5%". */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
