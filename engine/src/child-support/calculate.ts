import { note } from '../explain/steps.js';
import { EngineValidationError } from '../errors.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { roundToDecimals } from '../money/rounding.js';
import { todayIso, versionInForce } from '../rules/versions.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { otherParent, toChildSupportCase, withCustodialParentFirst } from './case.js';
import { childSupportRulesFor } from './jurisdictions/index.js';
import { ChildSupportInputSchema, type ChildSupportResult } from './schema.js';

/**
 * Child support under the guideline of the chosen state, in force on `asOf` (default: today).
 * Throws EngineValidationError with the form's messages when the input is invalid.
 */
export function calculateChildSupport(input: unknown, options: { today?: Date } = {}): ChildSupportResult {
  const parsed = ChildSupportInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  const asOf = parsed.data.asOf ?? todayIso(options.today);
  const { case: c, swapped } = withCustodialParentFirst(toChildSupportCase(parsed.data, asOf));
  const rules = childSupportRulesFor(c.jurisdiction);
  const { version, appliedEarliest } = versionInForce(rules.versions, asOf);
  const outcome = version.compute(c);
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
  const payer = swapped && outcome.payer !== 'none' ? otherParent(outcome.payer) : outcome.payer;
  const nonCustodialPercentage =
    swapped && outcome.combinedIncome > 0 ? roundToDecimals(100 - outcome.nonCustodialPercentage, 2) : outcome.nonCustodialPercentage;
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
