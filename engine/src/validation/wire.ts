/**
 * What a request may send for a number, as text patterns the fields both check and document (their
 * OpenAPI `pattern`), so the reference says exactly what the calculators accept.
 *
 * Numbers may come as JSON numbers or as the text a form holds: digits with an optional fraction,
 * surrounded by spaces at most. Signs, exponents, hexadecimal and the like are not numbers a form types.
 */

/** Surrounding whitespace, as `String.prototype.trim` removes it (JavaScript's `\s` is the same set). */
const SPACE = '\\s*';

/**
 * Alternatives matching exactly the decimal integers lo..hi (no leading zeros), grouped by shared
 * leading digits so the pattern stays short: 0..366 is `[0-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-6]`.
 */
export function integerRangeAlternatives(lo: number, hi: number): string[] {
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 0 || hi < lo) throw new RangeError(`Bad range ${lo}..${hi}`);
  const parts: string[] = [];
  for (let digits = String(lo).length; digits <= String(hi).length; digits += 1) {
    const from = Math.max(lo, digits === 1 ? 0 : 10 ** (digits - 1));
    const to = Math.min(hi, 10 ** digits - 1);
    if (from <= to) parts.push(...sameLengthAlternatives(String(from), String(to)));
  }
  return parts;
}

const digitClass = (a: number, b: number) => (a === b ? String(a) : `[${a}-${b}]`);

/** Alternatives for a..b, two digit strings of the same length. */
function sameLengthAlternatives(a: string, b: string): string[] {
  if (a.length === 0) return [''];
  const first = Number(a[0]);
  const last = Number(b[0]);
  const rest = a.length - 1;
  const anyRest = rest === 0 ? '' : rest === 1 ? '[0-9]' : `[0-9]{${rest}}`;
  if (first === last) return sameLengthAlternatives(a.slice(1), b.slice(1)).map((tail) => `${first}${tail}`);
  const lowTail = a.slice(1);
  const highTail = b.slice(1);
  const lowIsFull = /^0*$/.test(lowTail);
  const highIsFull = /^9*$/.test(highTail);
  const parts: string[] = [];
  const middleFrom = lowIsFull ? first : first + 1;
  const middleTo = highIsFull ? last : last - 1;
  if (!lowIsFull) parts.push(...sameLengthAlternatives(lowTail, '9'.repeat(rest)).map((tail) => `${first}${tail}`));
  if (middleFrom <= middleTo) parts.push(`${digitClass(middleFrom, middleTo)}${anyRest}`);
  if (!highIsFull) parts.push(...sameLengthAlternatives('0'.repeat(rest), highTail).map((tail) => `${last}${tail}`));
  return parts;
}

const group = (alternatives: readonly string[]) => (alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`);

/** Digits, optionally with a fraction and a minus sign: what number text may be once trimmed. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;
/** Digits only, optionally with a minus sign: what whole-number text may be once trimmed. */
const INTEGER_TEXT = /^-?\d+$/;

/**
 * The number a text holds, or undefined when it is not digits with an optional fraction and minus
 * sign (after trimming); whole numbers only when `integer`.
 */
export function numberFromText(text: string, integer: boolean): number | undefined {
  const trimmed = text.trim();
  if (!(integer ? INTEGER_TEXT : DECIMAL_TEXT).test(trimmed)) return undefined;
  return Number(trimmed);
}

export interface NumberRange {
  min: number;
  max: number;
  /** The bounds themselves are outside the range. */
  exclusiveMin?: boolean;
  exclusiveMax?: boolean;
  integer?: boolean;
}

export function inRange(value: number, range: NumberRange): boolean {
  if (!Number.isFinite(value)) return false;
  if (range.integer && !Number.isInteger(value)) return false;
  if (range.exclusiveMin ? value <= range.min : value < range.min) return false;
  if (range.exclusiveMax ? value >= range.max : value > range.max) return false;
  return true;
}

/** Alternatives for the unsigned numbers lo..hi (0 <= lo <= hi, whole bounds), leading zeros left to the caller. */
function unsignedAlternatives(lo: number, hi: number, exclusiveLo: boolean, exclusiveHi: boolean, integer: boolean): string[] {
  if (integer) {
    const from = exclusiveLo ? lo + 1 : lo;
    const to = exclusiveHi ? hi - 1 : hi;
    return from <= to ? [group(integerRangeAlternatives(from, to))] : [];
  }
  const fraction = '(?:\\.[0-9]+)?';
  const alternatives: string[] = [];
  // The whole part decides, except at the bounds: lo itself needs a non-zero fraction when excluded,
  // hi itself may carry only zeros after the point (and is out when excluded).
  if (hi === lo) return exclusiveLo || exclusiveHi ? [] : [`${lo}(?:\\.0+)?`];
  alternatives.push(exclusiveLo ? `${lo}\\.[0-9]*[1-9][0-9]*` : `${lo}${fraction}`);
  if (hi - 1 >= lo + 1) alternatives.push(`${group(integerRangeAlternatives(lo + 1, hi - 1))}${fraction}`);
  if (!exclusiveHi) alternatives.push(`${hi}(?:\\.0+)?`);
  return alternatives;
}

/**
 * The text pattern of exactly the numbers in a range (whole-number bounds), as {@link numberFromText}
 * reads them: optional surrounding spaces and leading zeros, a minus sign where the range has
 * negatives, and for a decimal range any fraction within the bounds.
 */
export function numberTextPattern(range: NumberRange): string {
  const { min, max } = range;
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError('Text patterns need whole-number bounds');
  const integer = range.integer === true;
  const alternatives: string[] = [];
  if (min < 0) {
    // -x for x in 0..|min| (−0 is 0); then the non-negative part.
    const negative = unsignedAlternatives(0, -min, false, range.exclusiveMin === true, integer);
    if (negative.length > 0) alternatives.push(`-0*${group(negative)}`);
    const positive = max >= 0 ? unsignedAlternatives(0, max, false, range.exclusiveMax === true, integer) : [];
    if (positive.length > 0) alternatives.push(`0*${group(positive)}`);
  } else {
    const positive = unsignedAlternatives(min, max, range.exclusiveMin === true, range.exclusiveMax === true, integer);
    alternatives.push(`0*${group(positive)}`);
    // "-0" is zero, within a range that starts at 0.
    if (min === 0 && !range.exclusiveMin) alternatives.push(integer ? '-0+' : '-0+(?:\\.0+)?');
  }
  return `^${SPACE}${group(alternatives)}${SPACE}$`;
}

/** JSON Schema of the JSON-number form of a range. */
export function numberRangeSchema(range: NumberRange): Record<string, unknown> {
  return {
    type: range.integer ? 'integer' : 'number',
    ...(range.exclusiveMin ? { exclusiveMinimum: range.min } : { minimum: range.min }),
    ...(range.exclusiveMax ? { exclusiveMaximum: range.max } : { maximum: range.max }),
  };
}

/** Blank text, which optional fields read as not given. */
export const BLANK_TEXT_PATTERN = `^${SPACE}$`;
