import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine/constants';

/**
 * The premium calculators' money fields (spec part 2, sections 2 and 5): on blur, everything but the
 * digits and the decimal point is dropped, the number is rounded to whole dollars and shown with a
 * dollar sign and thousands separators; nothing numeric left empties the field.
 *
 * This differs from the free calculators' fields (ui/money-input.ts), which keep text they cannot read
 * so that its message shows beside it. One exception is kept here too: an amount above the engine's
 * maximum stays as typed, next to the field's own "must be at most" message, rather than becoming a
 * long figure with separators that looks accepted.
 */
export function formatPremiumMoney(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  // The first number in what is left: "1.2.3" reads as 1.2, "." as nothing.
  const match = /^\d*(\.\d*)?/.exec(kept)?.[0] ?? '';
  const amount = match === '' || match === '.' ? Number.NaN : Number(match);
  if (!Number.isFinite(amount)) return '';
  if (amount > MONEY_MAXIMUM_DOLLARS) return text;
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}
