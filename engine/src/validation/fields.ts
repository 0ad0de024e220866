import { z } from 'zod';
import { isBlank, parseMoney } from '../money/parse.js';
import { IsoDateSchema } from '../rules/source.js';
import { JURISDICTION_SLUGS, isJurisdictionSlug, type JurisdictionSlug } from '../jurisdictions.js';

/** The product form's message for a money field that is not a non-negative number. */
export const INVALID_MONEY_MESSAGE = 'Must be a valid positive number';

const moneyInput = z.union([z.number(), z.string()]);

function moneyOrIssue(raw: unknown, ctx: z.RefinementCtx, requiredMessage?: string): number | typeof z.NEVER {
  if (isBlank(raw)) {
    if (requiredMessage) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    return 0;
  }
  const amount = parseMoney(raw);
  if (amount === undefined || amount < 0) {
    ctx.addIssue({ code: 'custom', message: INVALID_MONEY_MESSAGE });
    return z.NEVER;
  }
  return amount;
}

/** A required money amount: a number or text such as "$3,000"; blank gives `requiredMessage`. */
export function requiredMoney(requiredMessage: string) {
  return moneyInput
    .nullable()
    .optional()
    .transform((raw, ctx) => moneyOrIssue(raw, ctx, requiredMessage))
    .meta({ description: 'US dollars: a number, or text such as "$3,000"', examples: [3000] });
}

/** An optional money amount; blank or absent counts as 0. */
export function optionalMoney() {
  return moneyInput
    .nullable()
    .optional()
    .transform((raw, ctx) => moneyOrIssue(raw, ctx))
    .meta({ description: 'US dollars: a number, or text such as "$250" (blank means 0)' });
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
