import type { z } from 'zod';
import { EngineValidationError } from '../errors.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { calculateChildSupportWithRules } from './calculate-with-rules.js';
import { childSupportRulesFor } from './jurisdictions/index.js';
import { plainChildSupportInput } from './plain-input.js';
import { ChildSupportInputSchema, type ChildSupportResult } from './schema.js';

/**
 * Child support under the guideline of the chosen state, in force on `asOf` (default: today).
 * Throws EngineValidationError with the form's messages when the input is invalid.
 */
export function calculateChildSupport(input: unknown, options: { today?: Date } = {}): ChildSupportResult {
  const plain = plainChildSupportInput(input);
  if (plain) return calculateChildSupportFromValidInput(plain, options);
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
  return calculateChildSupportWithRules(valid, childSupportRulesFor, options);
}
