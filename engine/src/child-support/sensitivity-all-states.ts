import { EngineValidationError } from '../errors.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { calculateChildSupportFromValidInput } from './calculate.js';
import { ChildSupportInputSchema, type ChildSupportParsedInput } from './schema.js';
import { childSupportSensitivityWith, type ChildSupportSensitivity } from './sensitivity.js';

/** Validates like the calculator (same field errors) and computes the sensitivity. */
export function childSupportSensitivity(input: unknown, options: { today?: Date } = {}): ChildSupportSensitivity {
  const parsed = ChildSupportInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return childSupportSensitivityFromValidInput(parsed.data, options);
}

/** The sensitivity of input that has passed ChildSupportInputSchema, with every state's rules (the API's). */
export function childSupportSensitivityFromValidInput(valid: ChildSupportParsedInput, options: { today?: Date } = {}): ChildSupportSensitivity {
  return childSupportSensitivityWith((i) => calculateChildSupportFromValidInput(i), valid, options);
}
