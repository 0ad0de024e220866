import { note } from '../explain/steps.js';
import { EngineValidationError } from '../errors.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { todayIso, versionInForce } from '../rules/versions.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { toChildSupportCase } from './case.js';
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
  const c = toChildSupportCase(parsed.data, asOf);
  const rules = childSupportRulesFor(c.jurisdiction);
  const { version, appliedEarliest } = versionInForce(rules.versions, asOf);
  const outcome = version.compute(c);
  const approximations = [...version.approximations, ...outcome.approximations];
  const steps = [...outcome.steps];
  if (appliedEarliest) {
    const notice = `No rules we hold were in force on ${asOf}; the earliest version we have (from ${version.effective.from}) was applied.`;
    approximations.push(notice);
    steps.unshift(note('Rules applied', notice));
  }
  const jurisdiction = jurisdictionBySlug(c.jurisdiction);
  return {
    monthlyPayment: outcome.monthlyPayment,
    payer: outcome.payer,
    combinedIncome: outcome.combinedIncome,
    nonCustodialPercentage: outcome.nonCustodialPercentage,
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
