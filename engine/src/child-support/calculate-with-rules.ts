import type { z } from 'zod';
import { money, note } from '../explain/steps.js';
import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { roundToDecimals } from '../money/rounding.js';
import { todayIso, versionInForce } from '../rules/versions.js';
import { sharingNetIncomeEstimates } from '../tax/net-income.js';
import { otherParent, toChildSupportCase, withCustodialParentFirst } from './case.js';
import { parentingTimeEffect } from './parenting-time.js';
import type { ChildSupportInputSchema, ChildSupportResult } from './schema.js';
import type { ChildSupportJurisdictionRules, ParentRole } from './types.js';

/** The rules of one jurisdiction, looked up by its slug: every state's for the API, the one loaded state's on a device. */
export type ChildSupportRulesLookup = (slug: JurisdictionSlug) => ChildSupportJurisdictionRules;

/**
 * Child support for input that has passed ChildSupportInputSchema, under the rules `rulesFor` gives for its state:
 * the one calculation behind the API (every state's rules loaded) and the on-device calculators (one state's).
 */
export function calculateChildSupportWithRules(
  valid: z.output<typeof ChildSupportInputSchema>,
  rulesFor: ChildSupportRulesLookup,
  options: { today?: Date } = {},
): ChildSupportResult {
  const asOf = valid.asOf ?? todayIso(options.today);
  const { case: c, swapped } = withCustodialParentFirst(toChildSupportCase(valid, asOf));
  const rules = rulesFor(c.jurisdiction);
  const { version, appliedEarliest } = versionInForce(rules.versions, asOf);
  // The case as entered and again at sole custody: the same incomes, so their tax estimates are made once.
  const { outcome, timeEffect } = sharingNetIncomeEstimates(() => {
    const entered = version.compute(c);
    return { outcome: entered, timeEffect: parentingTimeEffect(c, entered, (sole) => version.compute(sole)) };
  });
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
      ...(outcome.worksheetForm ? { worksheetForm: outcome.worksheetForm } : {}),
    },
  };
}
