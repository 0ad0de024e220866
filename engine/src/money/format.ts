/**
 * Whole dollars with thousands separators, exactly as `value.toLocaleString('en-US')` writes them ("1,234,500",
 * "-2,500"), without a trip through Intl on every worksheet line: number formatting was a measurable part of a
 * calculation (issue 28 § 4). Anything that is not a safe integer is left to `toLocaleString`.
 */
export function wholeDollarsWithCommas(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  // -0 is a safe integer whose toLocaleString is "-0".
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}
