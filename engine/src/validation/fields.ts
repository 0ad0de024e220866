import { z } from 'zod';
import { isBlank, parseMoney } from '../money/parse.js';
import { ISO_DATE_PATTERN, IsoDateSchema } from '../rules/source.js';
import { JURISDICTION_SLUGS, isJurisdictionSlug, type JurisdictionSlug } from '../jurisdictions.js';
import { MONEY_MAXIMUM_DOLLARS, MONEY_MAXIMUM_TEXT, moneyMaximumMessage } from './money-maximum.js';
import { BLANK_TEXT_PATTERN, inRange, numberFromText, numberRangeSchema, numberTextPattern, type NumberRange } from './wire.js';

/** The product form's message for a money field that is not a non-negative number. */
export const INVALID_MONEY_MESSAGE = 'Must be a valid positive number';

// Re-exported beside the schemas; the package index takes them from money-maximum.js (no zod for the widgets).
export { MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage };

/** zod rejects NaN and ±Infinity as numbers; they, and any other type, get the form's message. */
const moneyInput = z.union([z.number(), z.string()], { error: INVALID_MONEY_MESSAGE });

/**
 * Money text within the maximum ({@link MONEY_MAXIMUM_DOLLARS}, a power of ten): the forms' text
 * ("$3,000", " 1,234.50 ") with at most as many whole digits as the maximum has less one, or the
 * maximum itself with a fraction of zeros. Money text outside it that is still money text is too large.
 */
const MAXIMUM_DIGITS = String(MONEY_MAXIMUM_DOLLARS).length;
if (10 ** (MAXIMUM_DIGITS - 1) !== MONEY_MAXIMUM_DOLLARS) throw new Error('The money maximum must be a power of ten');
const MAXIMUM_WITH_COMMAS = MONEY_MAXIMUM_DOLLARS.toLocaleString('en-US');
const COMMA_GROUPS = Math.floor((MAXIMUM_DIGITS - 2) / 3);
const MONEY_TEXT_WITHIN_MAXIMUM =
  '^\\s*\\$?\\s*(?:' +
  `(?:0*[0-9]{1,${MAXIMUM_DIGITS - 1}}|[0-9]{1,3}(?:,[0-9]{3}){1,${COMMA_GROUPS}})(?:\\.[0-9]+)?` +
  `|(?:0*${MONEY_MAXIMUM_DOLLARS}|${MAXIMUM_WITH_COMMAS})(?:\\.0+)?` +
  ')\\s*$';
const moneyTextWithinMaximum = new RegExp(MONEY_TEXT_WITHIN_MAXIMUM);

/** The two forms a money amount may take, as the document shows them. */
const MONEY_FORMS = [
  { type: 'number', minimum: 0, maximum: MONEY_MAXIMUM_DOLLARS },
  { type: 'string', pattern: MONEY_TEXT_WITHIN_MAXIMUM },
];
/** An optional amount may also be blank text or null (both mean not given). */
const BLANK_FORMS = [
  { type: 'string', pattern: BLANK_TEXT_PATTERN },
  { type: 'null' },
];

/**
 * A money amount as a number, or the issue that says why not: not a number (or not finite), below
 * zero, or above the maximum. Blank is `requiredMessage` when given, else 0 (or `blankValue`).
 */
function moneyOrIssue<Blank extends number | undefined>(
  raw: unknown,
  ctx: z.RefinementCtx,
  label: string,
  blank: { requiredMessage: string } | { value: Blank },
): number | Blank | typeof z.NEVER {
  if (isBlank(raw)) {
    if ('requiredMessage' in blank) {
      ctx.addIssue({ code: 'custom', message: blank.requiredMessage });
      return z.NEVER;
    }
    return blank.value;
  }
  const amount = parseMoney(raw);
  if (amount === undefined || amount < 0) {
    ctx.addIssue({ code: 'custom', message: INVALID_MONEY_MESSAGE });
    return z.NEVER;
  }
  if (amount > MONEY_MAXIMUM_DOLLARS || (typeof raw === 'string' && !moneyTextWithinMaximum.test(raw))) {
    ctx.addIssue({ code: 'custom', message: moneyMaximumMessage(label) });
    return z.NEVER;
  }
  return amount;
}

const MAXIMUM_NOTE = `at most ${MONEY_MAXIMUM_TEXT}`;

/**
 * A required money amount: a number or text such as "$3,000", from 0 to {@link MONEY_MAXIMUM_DOLLARS};
 * blank gives `requiredMessage`, too large gives "<label> must be at most $1,000,000,000".
 */
export function requiredMoney(label: string, requiredMessage: string) {
  return moneyInput
    .nullable()
    .optional()
    .transform((raw, ctx): number => moneyOrIssue(raw, ctx, label, { requiredMessage }))
    .meta({
      description: `US dollars: a number, or text such as "$3,000"; ${MAXIMUM_NOTE}`,
      examples: [3000],
      anyOf: MONEY_FORMS,
    });
}

/** An optional money amount, {@link MONEY_MAXIMUM_DOLLARS} at most; blank or absent counts as 0. */
export function optionalMoney(label: string) {
  return moneyInput
    .nullable()
    .optional()
    .transform((raw, ctx): number => moneyOrIssue(raw, ctx, label, { value: 0 }))
    .meta({
      description: `US dollars: a number, or text such as "$250" (blank or null means 0); ${MAXIMUM_NOTE}`,
      anyOf: [...MONEY_FORMS, ...BLANK_FORMS],
    });
}

/**
 * An optional money amount that stays `undefined` when blank, so "not given" differs from 0;
 * {@link MONEY_MAXIMUM_DOLLARS} at most.
 */
export function optionalGivenMoney(label: string, description: string) {
  return moneyInput
    .nullable()
    .optional()
    .transform((raw, ctx): number | undefined => moneyOrIssue(raw, ctx, label, { value: undefined }))
    .meta({ description: `${description}; ${MAXIMUM_NOTE}`, anyOf: [...MONEY_FORMS, ...BLANK_FORMS] });
}

/** A number range, and whether its text may end in "%" ("50%"). */
export interface NumberField extends NumberRange {
  percentSign?: boolean;
}

/** A number given as a JSON number or as number text ({@link numberFromText}), or undefined when not one. */
function readNumber(raw: unknown, range: NumberField): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return undefined;
  return numberFromText(range.percentSign ? raw.replace(/^(\s*-?[0-9.]+)%(\s*)$/, '$1$2') : raw, range.integer === true);
}

/** The document's forms of a number in `range`: the JSON number, and its text (with "%" when allowed). */
export function numberForms(range: NumberField) {
  const text = numberTextPattern(range);
  return [numberRangeSchema(range), { type: 'string', pattern: range.percentSign ? text.replace(/\\s\*\$$/, '%?\\s*$') : text }];
}

/**
 * A number sent as a number or number text, within `range`: blank (or null) gives `requiredMessage`,
 * anything else outside the range `rangeMessage`. The document shows both forms with their bounds.
 */
export function requiredNumber(requiredMessage: string, rangeMessage: string, min: number, max: number, options: Omit<NumberField, 'min' | 'max'> = {}) {
  const range: NumberField = { min, max, ...options };
  return z
    .union([z.number(), z.string()])
    .nullable()
    .optional()
    .transform((raw, ctx) => {
      if (isBlank(raw)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const value = readNumber(raw, range);
      if (value === undefined || !inRange(value, range)) {
        ctx.addIssue({ code: 'custom', message: rangeMessage });
        return z.NEVER;
      }
      return value;
    })
    .meta({ anyOf: numberForms(range) });
}

/**
 * An optional number in `range`: absent, null or blank text give `blankValue` (undefined unless
 * given); anything else outside the range gives `rangeMessage`.
 */
export function optionalNumber<Blank extends number | undefined = undefined>(
  rangeMessage: string,
  range: NumberField,
  blankValue?: Blank,
) {
  return z
    .union([z.number(), z.string()])
    .nullable()
    .optional()
    .transform((raw, ctx): number | Blank => {
      if (isBlank(raw)) return blankValue as Blank;
      const value = readNumber(raw, range);
      if (value === undefined || !inRange(value, range)) {
        ctx.addIssue({ code: 'custom', message: rangeMessage });
        return z.NEVER;
      }
      return value;
    })
    .meta({ anyOf: [...numberForms(range), ...BLANK_FORMS] });
}

/** One of a fixed list, exactly; blank (or null) gives `requiredMessage`, anything else lists the choices. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, requiredMessage: string) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((raw, ctx): T[number] => {
      if (isBlank(raw)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (!(values as readonly string[]).includes(raw!)) {
        ctx.addIssue({ code: 'custom', message: `Choose one of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return raw as T[number];
    })
    .meta({ type: 'string', enum: [...values] });
}

/**
 * One of a fixed list exactly, or not given (absent, null or blank text): then `fallback` (undefined
 * without one). Anything else lists the choices.
 */
export function optionalChoice<const T extends readonly [string, ...string[]], F extends T[number] | undefined = undefined>(
  values: T,
  description: string,
  fallback?: F,
) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((raw, ctx): T[number] | F => {
      if (isBlank(raw)) return fallback as F;
      if (!(values as readonly string[]).includes(raw!)) {
        ctx.addIssue({ code: 'custom', message: `Choose one of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return raw as T[number];
    })
    .meta({ anyOf: [{ type: 'string', enum: [...values] }, ...BLANK_FORMS], description });
}

const DATE_FORM = { type: 'string', format: 'date', pattern: ISO_DATE_PATTERN };

/** The date, or the issue that says why it is not a real YYYY-MM-DD date (`invalidMessage`, else the rule's). */
function dateOrIssue(raw: string, ctx: z.RefinementCtx, invalidMessage?: string): string {
  const parsed = IsoDateSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: invalidMessage ?? parsed.error.issues[0]!.message });
  return z.NEVER;
}

/**
 * A real date as YYYY-MM-DD. Blank (or null) gives `requiredMessage`; an invalid date `invalidMessage`,
 * else the date rule's own message.
 */
export function requiredDate(requiredMessage: string, invalidMessage?: string) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((raw, ctx): string => {
      if (isBlank(raw)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      return dateOrIssue(raw!, ctx, invalidMessage);
    })
    .meta({ ...DATE_FORM, description: 'Date as YYYY-MM-DD', examples: ['2010-06-15'] });
}

/** An optional real date as YYYY-MM-DD; blank or null is not given. */
export const optionalBlankDate = z
  .string()
  .nullable()
  .optional()
  .transform((raw, ctx): string | undefined => {
    return isBlank(raw) ? undefined : dateOrIssue(raw!, ctx);
  })
  .meta({ anyOf: [DATE_FORM, ...BLANK_FORMS] });

/** A US state or the District of Columbia as a lowercase hyphenated slug. */
export function stateField(requiredMessage = 'State is required') {
  return z
    .string()
    .nullable()
    .optional()
    .transform((raw, ctx): JurisdictionSlug => {
      if (isBlank(raw)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const slug = raw!;
      if (!isJurisdictionSlug(slug)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Choose one of the 50 states or the District of Columbia (for example new-york)',
        });
        return z.NEVER;
      }
      return slug;
    })
    .meta({ type: 'string', enum: [...JURISDICTION_SLUGS], description: 'Lowercase hyphenated state slug' });
}

/** An optional YYYY-MM-DD date, such as the date whose rules apply. */
export const optionalIsoDate = IsoDateSchema.optional().meta({ format: 'date' });
