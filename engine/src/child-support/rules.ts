import { z } from 'zod';
import { ConfidenceSchema, EffectiveRangeSchema, SourceSchema } from '../rules/source.js';
import { assertNoOverlap } from '../rules/versions.js';
import type { ChildSupportJurisdictionRules } from './types.js';

const RuleVersionDataSchema = z
  .object({
    effective: EffectiveRangeSchema,
    model: z.string().min(1),
    incomeBasis: z.enum(['gross', 'net', 'adjusted-gross']),
    confidence: ConfidenceSchema,
    sources: z.array(SourceSchema).min(1, 'Every rule version cites at least one source'),
    approximations: z.array(z.string().min(10)),
    summary: z.string().min(20),
    compute: z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function'),
  })
  .refine((v) => v.confidence === 'official' || v.approximations.length > 0, {
    message: 'An estimate must say what it approximates',
    path: ['approximations'],
  });

const RulesDataSchema = z.object({
  slug: z.string(),
  versions: z.array(RuleVersionDataSchema).min(1),
  examples: z.array(
    z.object({
      name: z.string().min(3),
      source: z.string().min(10),
      kind: z.enum(['official', 'secondary', 'derived']),
      input: z.record(z.string(), z.unknown()),
      expected: z.object({ monthlyPayment: z.number().nonnegative() }).loose(),
    }).loose(),
  ),
});

/**
 * Validates a jurisdiction's rule data when the module loads: a rule without a source, an estimate
 * that does not say what it approximates, or two versions in force on the same day fail loudly.
 */
export function defineChildSupportRules(rules: ChildSupportJurisdictionRules): ChildSupportJurisdictionRules {
  const parsed = RulesDataSchema.safeParse(rules);
  if (!parsed.success) {
    throw new Error(`Child support rules for ${rules.slug} are invalid: ${z.prettifyError(parsed.error)}`);
  }
  assertNoOverlap(`child support rules for ${rules.slug}`, rules.versions);
  return rules;
}
