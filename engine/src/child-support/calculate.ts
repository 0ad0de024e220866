import type { z } from 'zod';
import { money, note } from '../explain/steps.js';
import { EngineValidationError } from '../errors.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { roundToDecimals } from '../money/rounding.js';
import { todayIso, versionInForce } from '../rules/versions.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { otherParent, toChildSupportCase, withCustodialParentFirst } from './case.js';
import { childSupportRulesFor } from './jurisdictions/index.js';
import { parentingTimeEffect } from './parenting-time.js';
import { ChildSupportInputSchema, type ChildSupportResult } from './schema.js';
import type { ParentRole } from './types.js';

/**
 * Child support under the guideline of the chosen state, in force on `asOf` (default: today).
 * Throws EngineValidationError with the form's messages when the input is invalid.
 */
export function calculateChildSupport(input: unknown, options: { today?: Date } = {}): ChildSupportResult {
  const parsed = ChildSupportInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateChildSupportFromValidInput(parsed.data, options);
}

/**
 * calculateChildSupport for input that has already passed ChildSupportInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateChildSupportFromValidInput(
  valid: z.output<typeof ChildSupportInputSchema>,
  options: { today?: Date } = {},
): ChildSupportResult {
  const asOf = valid.asOf ?? todayIso(options.today);
  const { case: c, swapped } = withCustodialParentFirst(toChildSupportCase(valid, asOf));
  const rules = childSupportRulesFor(c.jurisdiction);
  const { version, appliedEarliest } = versionInForce(rules.versions, asOf);
  const outcome = version.compute(c);
  const timeEffect = parentingTimeEffect(c, outcome, (sole) => version.compute(sole));
  const approximations = [...version.approximations, ...outcome.approximations];
  const steps = [...outcome.steps];
  if (swapped) {
    steps.unshift(
      note(
        'Parenting time',
        'The parent entered as noncustodial has most of the parenting time, so the guideline treats that parent as the custodial parent; "custodial" and "noncustodial" in the lines below follow the guideline.',
      ),
    );
  }
  // The result speaks in the form's labels, whatever roles the guideline used.
  const inFormLabels = (role: ParentRole | 'none'): ParentRole | 'none' =>
    swapped && role !== 'none' ? otherParent(role) : role;
  const payer = inFormLabels(outcome.payer);
  const withoutTime = {
    monthlyPayment: timeEffect.withoutTime.monthlyPayment,
    payer: inFormLabels(timeEffect.withoutTime.payer),
  };
  if (timeEffect.adjustment !== 0) {
    // The effect of parenting time, computed the same way in every state: the case again at sole custody.
    // Worksheet lines speak in the guideline's roles (see the swap note above).
    steps.push(
      money(
        `Support with no parenting-time credit${timeEffect.withoutTime.payer === outcome.payer || timeEffect.withoutTime.payer === 'none' ? '' : ` (paid by the ${timeEffect.withoutTime.payer === 'custodial' ? 'custodial' : 'noncustodial'} parent)`}`,
        withoutTime.monthlyPayment,
        'the same case at sole custody: the noncustodial parent at no overnights',
      ),
      money('Parenting-time adjustment (negative: parenting time lowers support)', -timeEffect.adjustment),
    );
  }
  const nonCustodialPercentage =
    swapped && outcome.combinedIncome > 0
      ? roundToDecimals(100 - outcome.nonCustodialPercentage, 2)
      : outcome.nonCustodialPercentage;
  if (appliedEarliest) {
    const notice = `No rules we hold were in force on ${asOf}; the earliest version we have (from ${version.effective.from}) was applied.`;
    approximations.push(notice);
    steps.unshift(note('Rules applied', notice));
  }
  const jurisdiction = jurisdictionBySlug(c.jurisdiction);
  return {
    monthlyPayment: outcome.monthlyPayment,
    payer,
    combinedIncome: outcome.combinedIncome,
    nonCustodialPercentage,
    baseAmount: outcome.baseAmount,
    adjustment: outcome.adjustment,
    parentingTimeAdjustment: timeEffect.adjustment,
    withoutParentingTime: withoutTime,
    steps,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: version.model,
      rulesEffective: version.effective,
      sources: version.sources,
      confidence: appliedEarliest || outcome.approximations.length > 0 ? 'estimate' : version.confidence,
      approximations,
      asOf,
    },
  };
}
