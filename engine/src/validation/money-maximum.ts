/**
 * The largest amount any money field accepts, in US dollars, per field and per the period the field
 * is in (a monthly income of one billion dollars, say). Far above any real household, and far below
 * where sums of several fields could lose cents or overflow, so every calculation stays finite and
 * exact to the cent. Widgets validate with the same constant.
 *
 * Its own module, free of zod: the widgets' script-tag bundle imports it, and zod probes `new Function`
 * when loaded, which a partner page's CSP without 'unsafe-eval' reports as a violation.
 */
export const MONEY_MAXIMUM_DOLLARS = 1_000_000_000;

/** The maximum as the forms write it: "$1,000,000,000". */
export const MONEY_MAXIMUM_TEXT = `$${MONEY_MAXIMUM_DOLLARS.toLocaleString('en-US')}`;

/** The field's own message for an amount above {@link MONEY_MAXIMUM_DOLLARS}. */
export function moneyMaximumMessage(label: string): string {
  return `${label} must be at most ${MONEY_MAXIMUM_TEXT}`;
}
