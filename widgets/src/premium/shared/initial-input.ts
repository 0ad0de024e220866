import { formatPremiumMoney } from './money.js';

/**
 * Reading a stored engine input back into a premium form (issue 11: reopening a calculation from the
 * dashboard). The input is what the widget itself sent, but it comes back from storage, so every field
 * is read defensively: anything missing or of the wrong kind gives the form's own blank.
 */
export type EngineInput = Readonly<Record<string, unknown>>;

/** A stored value as a text field shows it: numbers as typed digits, strings as they are. */
export function inputText(input: EngineInput, field: string, fallback = ''): string {
  const value = input[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : fallback;
}

/**
 * A stored amount as a premium money field shows it after blur ("$250,000"). Amounts with cents keep
 * them (blur rounds what is typed, but an amount that was sent unrounded must come back unchanged).
 */
export function inputMoney(input: EngineInput, field: string): string {
  const value = input[field];
  if (typeof value === 'number' && Number.isFinite(value)) {
    return Number.isInteger(value) ? formatPremiumMoney(String(value)) : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  return typeof value === 'string' ? value : '';
}

/** A stored YYYY-MM-DD date as the forms type it (MM/DD/YYYY); anything else as it was stored. */
export function inputUsDate(input: EngineInput, field: string): string {
  const text = inputText(input, field);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : text;
}

export function inputBoolean(input: EngineInput, field: string): boolean {
  return input[field] === true;
}

/** A stored list of rows (objects only). */
export function inputRows(input: EngineInput, field: string): EngineInput[] {
  const value = input[field];
  return Array.isArray(value) ? value.filter((row): row is EngineInput => row !== null && typeof row === 'object' && !Array.isArray(row)) : [];
}
