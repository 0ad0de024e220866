/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD), as statutes count time: G.L. c. 208 § 48 counts "the
 * number of months from the date of legal marriage to the date of service", Fla. Stat. § 61.08 years
 * "from the date of marriage until the date of filing". A month is complete on the same day of the next
 * month, or on that month's last day when it has no such day (January 31 → February 28 or 29).
 */

interface CalendarDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

function parse(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayNumber(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY;
}

/** `start` moved on by `months` calendar months, on the last day of the month where that day is missing. */
function addMonths(start: CalendarDate, months: number): CalendarDate {
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

function notAfter(a: CalendarDate, b: CalendarDate): boolean {
  return dayNumber(a) <= dayNumber(b);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(parse(to)) - dayNumber(parse(from));
}

/** Whole calendar months completed from `from` to `to` (0 when `to` is not after `from`). */
export function wholeCalendarMonths(from: string, to: string): number {
  const start = parse(from);
  const end = parse(to);
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  // At most one too many: the day of `end` may fall before the (clamped) day of the start.
  while (months > 0 && !notAfter(addMonths(start, months), end)) months--;
  return Math.max(0, months);
}

/**
 * Years from `from` to `to` as a number: whole calendar years completed, plus the part of the current
 * year (days since the last anniversary ÷ days until the next one). Exactly 20 at the 20th anniversary,
 * a little over 15 a day after the 15th.
 */
export function calendarYears(from: string, to: string): { whole: number; exact: number } {
  const whole = Math.floor(wholeCalendarMonths(from, to) / 12);
  const start = parse(from);
  const lastAnniversary = addMonths(start, whole * 12);
  const nextAnniversary = addMonths(start, (whole + 1) * 12);
  const into = dayNumber(parse(to)) - dayNumber(lastAnniversary);
  const span = dayNumber(nextAnniversary) - dayNumber(lastAnniversary);
  return { whole, exact: into > 0 ? whole + into / span : whole };
}
