/**
 * Money as the forms send it: a number, or text such as "$3,000" or " 1,234.50 ".
 * Only a leading dollar sign, thousands separators and surrounding spaces are tolerated; anything
 * else (letters, a minus sign, two decimal points) is not a number we can trust.
 */
const MONEY_TEXT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

export function parseMoney(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!MONEY_TEXT.test(text)) return undefined;
  return Number(text.replace(/[$,\s]/g, ''));
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
