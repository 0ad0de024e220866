import type { z } from 'zod';
import { note } from '../explain/steps.js';
import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { todayIso, versionInForce } from '../rules/versions.js';
import { estimateMonthlyNetIncome, taxYearFor } from '../tax/net-income.js';
import { toAlimonyCase, type NetIncomeEstimator } from './case.js';
import type { AlimonyInputSchema, AlimonyResult } from './schema.js';
import type { AlimonyJurisdictionRules } from './types.js';

/** Net income from gross wages with the tax module: a single filer, the year of `asOf`. */
const estimateNet: NetIncomeEstimator = (grossMonthly, state, asOf) => {
  const estimate = estimateMonthlyNetIncome({ grossMonthly, state, taxYear: taxYearFor(asOf) });
  const caveats = estimate.approximations.length > 0 ? ` (${estimate.approximations.join(' ')})` : '';
  return {
    netMonthly: estimate.netMonthly,
    note: `${grossMonthly} gross less federal and state income tax and FICA for tax year ${estimate.taxYear}, single filer, wages only = ${estimate.netMonthly}${caveats}`,
  };
};

/** The rules of one jurisdiction, looked up by its slug: every state's for the API, the one loaded state's on a device. */
export type AlimonyRulesLookup = (slug: JurisdictionSlug) => AlimonyJurisdictionRules;

/**
 * Alimony for input that has passed AlimonyInputSchema, under the rules `rulesFor` gives for its state: the one
 * calculation behind the API (every state's rules loaded) and the on-device calculators (one state's).
 */
export function calculateAlimonyWithRules(
  valid: z.output<typeof AlimonyInputSchema>,
  rulesFor: AlimonyRulesLookup,
  options: { today?: Date } = {},
): AlimonyResult {
  const asOf = valid.asOf ?? todayIso(options.today);
  const c = toAlimonyCase(valid, asOf, estimateNet);
  const rules = rulesFor(c.jurisdiction);
  const { version, appliedEarliest } = versionInForce(rules.versions, asOf);
  const outcome = version.compute(c);
  const approximations = [...new Set([...version.approximations, ...outcome.approximations])];
  const steps = [...outcome.steps];
  if (c.payer.grossMonthly < c.recipient.grossMonthly) {
    steps.unshift(
      note(
        'Payer and recipient',
        'The spouse entered as payer earns less than the recipient; guidelines have the higher earner pay, so swap the two to see that case.',
      ),
    );
  }
  if (appliedEarliest) {
    const notice = `No rules we hold were in force on ${asOf}; the earliest version we have (from ${version.effective.from}) was applied.`;
    approximations.push(notice);
    steps.unshift(note('Rules applied', notice));
  }
  const sources = [...version.sources];
  for (const extra of outcome.extraSources ?? []) {
    if (!sources.some((s) => s.title === extra.title)) sources.push(extra);
  }
  const jurisdiction = jurisdictionBySlug(c.jurisdiction);
  const confidence =
    version.confidence === 'official' && outcome.isGuidelineFormula && approximations.length === 0
      ? 'official'
      : 'estimate';
  return {
    monthlyPayment: outcome.monthlyPayment,
    monthlyRange: outcome.monthlyRange,
    incomeDifferential: outcome.incomeDifferential,
    percentage: outcome.percentage,
    duration: outcome.duration.text,
    durationMonths: outcome.duration.months,
    isGuidelineFormula: outcome.isGuidelineFormula,
    amountIsCeiling: outcome.amountIsCeiling === true,
    steps,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: outcome.isGuidelineFormula ? version.model : 'estimate',
      rulesEffective: version.effective,
      sources,
      confidence,
      approximations,
      asOf,
    },
  };
}
