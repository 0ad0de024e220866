import type { z } from 'zod';
import { EngineValidationError } from '../errors.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { calculateAlimonyWithRules } from './calculate-with-rules.js';
import { alimonyRulesFor } from './jurisdictions/index.js';
import { AlimonyInputSchema, type AlimonyResult } from './schema.js';

/**
 * Alimony under the rule of the chosen state in force on `asOf` (default: today): the state's guideline
 * formula where it has one, otherwise a labelled estimate. Throws EngineValidationError with the form's
 * messages when the input is invalid.
 */
export function calculateAlimony(input: unknown, options: { today?: Date } = {}): AlimonyResult {
  const parsed = AlimonyInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateAlimonyFromValidInput(parsed.data, options);
}

/**
 * calculateAlimony for input that has already passed AlimonyInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateAlimonyFromValidInput(
  valid: z.output<typeof AlimonyInputSchema>,
  options: { today?: Date } = {},
): AlimonyResult {
  return calculateAlimonyWithRules(valid, alimonyRulesFor, options);
}
