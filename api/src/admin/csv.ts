/**
 * CSV (RFC 4180) for the admin export, safe to open in a spreadsheet: a cell that a spreadsheet would
 * read as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single
 * quote, as OWASP's CSV injection guidance advises, and any cell with a comma, quote or line break is
 * quoted with its quotes doubled.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function csvCell(value: unknown): string {
  let text = cellText(value);
  // Numbers are written by us, not typed by a visitor: a negative amount stays a number.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV with a header line of `columns`; lines end with CRLF as RFC 4180 says. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
