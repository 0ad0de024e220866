import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine/constants';

/**
 * The forms' money rules (spec part 1, sections 2 and 5): a valid amount is a non-negative number
 * once the dollar sign, thousands separators and spaces are removed; on blur it is shown as "$3,000",
 * rounded to whole dollars for display.
 */
const MONEY_TEXT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$/;

export function parseMoneyText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!MONEY_TEXT.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

export function formatMoneyOnBlur(text: string): string {
  const value = parseMoneyText(text);
  // Above the maximum the field keeps what was typed, next to its own message, rather than a
  // 21-digit figure with separators that looks like an accepted amount.
  if (value === undefined || value > MONEY_MAXIMUM_DOLLARS) return text;
  return `$${Math.round(value).toLocaleString('en-US')}`;
}
