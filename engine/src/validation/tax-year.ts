import { z } from 'zod';
import { isBlank } from '../money/parse.js';
import { TAX_YEARS, type TaxYear } from '../tax/types.js';

function parseTaxYear(raw: unknown, label: string, ctx: z.RefinementCtx, requiredMessage: string | undefined): TaxYear | undefined | typeof z.NEVER {
  if (isBlank(raw)) {
    if (requiredMessage === undefined) return undefined;
    ctx.addIssue({ code: 'custom', message: requiredMessage });
    return z.NEVER;
  }
  const year = Number(String(raw).trim());
  if (!(TAX_YEARS as readonly number[]).includes(year)) {
    ctx.addIssue({ code: 'custom', message: `${label} must be one of ${TAX_YEARS.join(', ')}` });
    return z.NEVER;
  }
  return year as TaxYear;
}

const yearInput = z.union([z.number(), z.string()]).nullable().optional();

/** A year whose tax parameters we hold, as a number or text; blank means the calculator picks one. */
export function optionalTaxYearField(label: string, description: string) {
  return yearInput
    .transform((raw, ctx): TaxYear | undefined => parseTaxYear(raw, label, ctx, undefined))
    .meta({ enum: [...TAX_YEARS], description });
}

/** The same, required: blank gives `requiredMessage`. */
export function requiredTaxYearField(label: string, requiredMessage: string, description: string) {
  return yearInput
    .transform((raw, ctx): TaxYear => parseTaxYear(raw, label, ctx, requiredMessage) as TaxYear)
    .meta({ enum: [...TAX_YEARS], description });
}
