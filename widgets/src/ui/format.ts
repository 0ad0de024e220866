const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** US money with thousands separators; cents only when the amount has them (spec part 1, section 1). */
export function formatMoney(value: number): string {
  return Number.isInteger(value) ? dollars.format(value) : cents.format(value);
}

/** A signed amount, as the custody adjustment and the budget's cash flow show it: "+$120", "−$85". */
export function formatSignedMoney(value: number): string {
  if (value === 0) return formatMoney(0);
  return `${value > 0 ? '+' : '−'}${formatMoney(Math.abs(value))}`;
}

export function formatPercent(value: number): string {
  return `${plain.format(value)}%`;
}

export function formatNumber(value: number): string {
  return plain.format(value);
}

/** YYYY-MM-DD as "January 1, 2025", without a time-zone shift. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
