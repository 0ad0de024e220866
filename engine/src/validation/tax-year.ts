import { z } from 'zod';
import { isBlank } from '../money/parse.js';
import { TAX_YEARS, type TaxYear } from '../tax/types.js';
import { BLANK_TEXT_PATTERN } from './wire.js';

/**
 * A tax year whose parameters we hold, as a number or as its text ("2025"): the forms send text, as
 * for every number. Exactly these values; blank is `requiredMessage`, or undefined when optional.
 */
function parseTaxYear(raw: unknown, label: string, ctx: z.RefinementCtx, requiredMessage: string | undefined): TaxYear | undefined | typeof z.NEVER {
  if (isBlank(raw)) {
    if (requiredMessage === undefined) return undefined;
    ctx.addIssue({ code: 'custom', message: requiredMessage });
    return z.NEVER;
  }
  const year = TAX_YEARS.find((candidate) => candidate === raw || String(candidate) === raw);
  if (year === undefined) {
    ctx.addIssue({ code: 'custom', message: `${label} must be one of ${TAX_YEARS.join(', ')}` });
    return z.NEVER;
  }
  return year;
}

const yearInput = z.union([z.number(), z.string()]).nullable().optional();

/** The document's forms of a tax year: the number, or the same digits as text. */
const TAX_YEAR_FORMS = [
  { type: 'integer', enum: [...TAX_YEARS] },
  { type: 'string', enum: TAX_YEARS.map(String) },
];

/** A year whose tax parameters we hold, as a number or text; blank or null means the calculator picks one. */
export function optionalTaxYearField(label: string, description: string) {
  return yearInput
    .transform((raw, ctx): TaxYear | undefined => parseTaxYear(raw, label, ctx, undefined))
    .meta({ anyOf: [...TAX_YEAR_FORMS, { type: 'string', pattern: BLANK_TEXT_PATTERN }, { type: 'null' }], description });
}

/** The same, required: blank gives `requiredMessage`. */
export function requiredTaxYearField(label: string, requiredMessage: string, description: string) {
  return yearInput
    .transform((raw, ctx): TaxYear => parseTaxYear(raw, label, ctx, requiredMessage) as TaxYear)
    .meta({ anyOf: TAX_YEAR_FORMS, description });
}
