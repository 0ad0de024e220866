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
});
export type ResultMeta = z.infer<typeof ResultMetaSchema>;

export function money(label: string, value: number, formula?: string, source?: string): Step {
  return { label, value, kind: 'money', ...(formula ? { formula } : {}), ...(source ? { source } : {}) };
}

export function percent(label: string, value: number, formula?: string, source?: string): Step {
  return { label, value, kind: 'percent', ...(formula ? { formula } : {}), ...(source ? { source } : {}) };
}

export function count(label: string, value: number, formula?: string, source?: string): Step {
  return { label, value, kind: 'number', ...(formula ? { formula } : {}), ...(source ? { source } : {}) };
}

export function note(label: string, value: string, source?: string): Step {
  return { label, value, kind: 'text', ...(source ? { source } : {}) };
}
