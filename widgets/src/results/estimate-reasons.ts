/**
 * An estimate's reasons in one plain sentence. A result's `meta.approximations` are exact but legal and long (up to
 * twelve for a state: rule numbers, schedule rows, tax years); a parent first needs how sure the figure is and why, in
 * words, with the list itself behind "Why an estimate?". The sentence is built from that list: whether it estimates the
 * parents' taxes from gross pay (the engine words every such note "... estimated/computed from gross income ..."), and
 * how many other points it approximates.
 */

/** A note the engine writes once per parent starts with whose it is ("Custodial parent's: ..."). */
const PARENT_PREFIX = /^[^:]{0,60}\b(parent|obligor|obligee)('s)?(\s\([^)]*\))?:\s*/i;
const TAX_ESTIMATE = /\b(estimated|computed) from gross income\b/i;

/** What an estimate's approximations come to: taxes estimated from gross pay, and how many other details. */
export function estimateReasons(approximations: readonly string[]): { taxes: boolean; otherDetails: number } {
  const details = new Set(approximations.map((text) => text.replace(PARENT_PREFIX, '')));
  const taxes = [...details].some((text) => TAX_ESTIMATE.test(text));
  const otherDetails = [...details].filter((text) => !TAX_ESTIMATE.test(text)).length;
  return { taxes, otherDetails };
}

/** The sentence on top of an estimate: how sure the figure is, and why. */
export function estimateSentence(jurisdictionName: string, approximations: readonly string[]): string {
  const { taxes, otherDetails } = estimateReasons(approximations);
  const others = otherDetails === 1 ? 'one other point is approximated' : `${otherDetails} other points are approximated`;
  if (taxes && otherDetails === 0) return `A close estimate for ${jurisdictionName}: taxes are worked out from gross pay, where the rule uses actual taxes.`;
  if (taxes) return `An estimate for ${jurisdictionName}, not an official figure: taxes are worked out from gross pay, and ${others}.`;
  if (otherDetails > 0) return `An estimate for ${jurisdictionName}, not an official figure: ${otherDetails === 1 ? 'one point is approximated' : `${otherDetails} points are approximated`}.`;
  return `An estimate for ${jurisdictionName}, not an official figure.`;
}
