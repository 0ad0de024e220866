import { z } from 'zod';
import { ConfidenceSchema, EffectiveRangeSchema, SourceSchema } from '../rules/source.js';

/**
 * One line of a worksheet. `kind` tells a reader how to show `value` (money in dollars, a percentage
 * 0-100, a plain number, or text).
 */
export const StepSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  kind: z.enum(['money', 'percent', 'number', 'text']).optional(),
  formula: z.string().optional(),
  source: z.string().optional(),
  /**
   * The line of the state's official worksheet form this step fills, as the form numbers it ("1", "3a", "Line 12"),
   * where the result follows a form (see `ResultMeta.worksheetForm`). Steps are then in the form's order.
   */
  line: z.string().optional(),
});
export type Step = z.infer<typeof StepSchema>;

export const ResultMetaSchema = z.object({
  jurisdiction: z.string(),
  jurisdictionName: z.string(),
  model: z.string(),
  rulesEffective: EffectiveRangeSchema,
  sources: z.array(SourceSchema),
  confidence: ConfidenceSchema,
  approximations: z.array(z.string()),
  asOf: z.string(),
  /** The state's official worksheet form the steps follow (name, form number, where to read it), when it has one. */
  worksheetForm: z
    .object({
      name: z.string(),
      number: z.string().optional(),
      url: z.string().optional(),
    })
    .optional(),
});
export type ResultMeta = z.infer<typeof ResultMetaSchema>;

// The step builders below assign the optional fields instead of spreading `{ formula }` objects: they run for every
// worksheet line of every calculation, and the spreads' throw-away objects were a visible share of a calculation's
// time and garbage (issue 28 § 4). The keys stay in the same order: label, value, kind, formula, source.

export function money(label: string, value: number, formula?: string, source?: string): Step {
  const step: Step = { label, value, kind: 'money' };
  if (formula) step.formula = formula;
  if (source) step.source = source;
  return step;
}

export function percent(label: string, value: number, formula?: string, source?: string): Step {
  const step: Step = { label, value, kind: 'percent' };
  if (formula) step.formula = formula;
  if (source) step.source = source;
  return step;
}

export function count(label: string, value: number, formula?: string, source?: string): Step {
  const step: Step = { label, value, kind: 'number' };
  if (formula) step.formula = formula;
  if (source) step.source = source;
  return step;
}

export function note(label: string, value: string, source?: string): Step {
  const step: Step = { label, value, kind: 'text' };
  if (source) step.source = source;
  return step;
}

/**
 * A copy of `step` with `changes` applied: what `{ ...step, ...changes }` gives, the same keys in the same order.
 * Copied key by key because the spread, reached by steps of many shapes, fell to V8's slow generic copy and was
 * the largest cost of the states that number their form's lines (New Jersey's guideline took 37 µs, 16 µs after).
 */
export function stepWith(step: Step, changes: Partial<Step>): Step {
  const copy: Record<string, unknown> = {};
  for (const key in step) copy[key] = step[key as keyof Step];
  for (const key in changes) copy[key] = changes[key as keyof Step];
  return copy as Step;
}
