import { z } from 'zod';
import { ConfidenceSchema, EffectiveRangeSchema, SourceSchema } from '../rules/source.js';
import { assertNoOverlap } from '../rules/versions.js';
import type { AlimonyJurisdictionRules } from './types.js';

const RuleVersionDataSchema = z
  .object({
    effective: EffectiveRangeSchema,
    model: z.string().min(1),
    hasAmountFormula: z.boolean(),
    confidence: ConfidenceSchema,
    sources: z.array(SourceSchema).min(1, 'Every rule version cites at least one source'),
    approximations: z.array(z.string().min(10)),
    summary: z.string().min(20),
    compute: z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function'),
  })
  .refine((v) => v.confidence === 'official' || v.approximations.length > 0, {
    message: 'An estimate must say what it approximates',
    path: ['approximations'],
  })
  .refine((v) => v.hasAmountFormula || v.confidence === 'estimate', {
    message: 'A rule without an amount formula can only give an estimate',
    path: ['confidence'],
  });

const RulesDataSchema = z.object({
  slug: z.string(),
  versions: z.array(RuleVersionDataSchema).min(1),
});

/**
 * Validates a jurisdiction's alimony rule data when the module loads: a rule without a source, an
 * estimate that does not say what it approximates, or two versions in force on the same day fail loudly.
 */
export function defineAlimonyRules(rules: AlimonyJurisdictionRules): AlimonyJurisdictionRules {
  const parsed = RulesDataSchema.safeParse(rules);
  if (!parsed.success) {
    throw new Error(`Alimony rules for ${rules.slug} are invalid: ${z.prettifyError(parsed.error)}`);
  }
  assertNoOverlap(`alimony rules for ${rules.slug}`, rules.versions);
  return rules;
}
