import { z } from 'zod';
import { isBlank, parseMoney } from '../money/parse.js';
import { IsoDateSchema } from '../rules/source.js';
import { JURISDICTION_SLUGS, isJurisdictionSlug, type JurisdictionSlug } from '../jurisdictions.js';
import { MONEY_MAXIMUM_DOLLARS, MONEY_MAXIMUM_TEXT, moneyMaximumMessage } from './money-maximum.js';

/** The product form's message for a money field that is not a non-negative number. */
export const INVALID_MONEY_MESSAGE = 'Must be a valid positive number';

// Re-exported beside the schemas; the package index takes them from money-maximum.js (no zod for the widgets).
export { MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage };

/** zod rejects NaN and ±Infinity as numbers; they, and any other type, get the form's message. */
const moneyInput = z.union([z.number(), z.string()], { error: INVALID_MONEY_MESSAGE });

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
  if (amount > MONEY_MAXIMUM_DOLLARS) {
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
      maximum: MONEY_MAXIMUM_DOLLARS,
    });
}

/** An optional money amount, {@link MONEY_MAXIMUM_DOLLARS} at most; blank or absent counts as 0. */
export function optionalMoney(label: string) {
  return moneyInput
    .nullable()
    .optional()
    .transform((raw, ctx): number => moneyOrIssue(raw, ctx, label, { value: 0 }))
    .meta({
      description: `US dollars: a number, or text such as "$250" (blank means 0); ${MAXIMUM_NOTE}`,
      maximum: MONEY_MAXIMUM_DOLLARS,
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
    .meta({ description: `${description}; ${MAXIMUM_NOTE}`, maximum: MONEY_MAXIMUM_DOLLARS });
}

/** A number sent as a number or numeric text, within [min, max]; blank gives `requiredMessage`. */
export function requiredNumber(requiredMessage: string, rangeMessage: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()])
    .nullable()
    .optional()
    .transform((raw, ctx) => {
      if (isBlank(raw)) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: rangeMessage });
        return z.NEVER;
      }
      return value;
    });
}

/** One of a fixed list; blank gives `requiredMessage`, anything else lists the choices. */
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
      const value = String(raw).trim();
      if (!(values as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: `Choose one of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return value as T[number];
    })
    .meta({ enum: [...values] });
}

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
      const slug = String(raw).trim().toLowerCase();
      if (!isJurisdictionSlug(slug)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Choose one of the 50 states or the District of Columbia (for example new-york)',
        });
        return z.NEVER;
      }
      return slug;
    })
    .meta({ enum: [...JURISDICTION_SLUGS], description: 'Lowercase hyphenated state slug' });
}

/** An optional YYYY-MM-DD date, such as the date whose rules apply. */
export const optionalIsoDate = IsoDateSchema.optional();
