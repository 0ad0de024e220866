/**
 * Rounding helpers, each named by the rule it implements. Jurisdictions call the one their guideline
 * prescribes at the step where it prescribes it; nothing else in the engine rounds money.
 *
 * Floating point: amounts are dollars as doubles; each helper first snaps to 1e-9 so that values
 * such as 1.005 (stored as 1.00499999...) round the way a person with a calculator would.
 */
function snap(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

function roundHalfAwayFromZero(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = snap(Math.abs(value) * factor);
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** Ordinary rounding to the cent (half away from zero). */
export function roundToCents(value: number): number {
  return roundHalfAwayFromZero(value, 2);
}

/** Rounding to the whole dollar (half away from zero), as worksheets that show whole dollars do. */
export function roundToNearestDollar(value: number): number {
  return roundHalfAwayFromZero(value, 0);
}

/** Dropping the cents, as worksheets that truncate do. */
export function truncateToDollar(value: number): number {
  return Math.trunc(snap(value));
}

/** Rounding a share or rate to N decimal places (half away from zero). */
export function roundToDecimals(value: number, decimals: number): number {
  return roundHalfAwayFromZero(value, decimals);
}

/** A percentage (0-100) rounded to N decimals, e.g. 57.14 for 4000 of 7000. */
export function percentOf(part: number, whole: number, decimals = 2): number {
  if (whole === 0) return 0;
  return roundHalfAwayFromZero((part / whole) * 100, decimals);
}
