import { calculateChildSupportFromValidInput } from '../child-support/calculate.js';
import { EngineValidationError } from '../errors.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { calculateHouseholdsWith } from './calculate-with.js';
import { HouseholdsInputSchema, type HouseholdsParsedInput, type HouseholdsResult } from './schema.js';

export { householdChildSupportInput, householdIncomeTaxInput } from './calculate-with.js';

/**
 * Each home's month after tax, child support and alimony, as of `asOf` and again whenever a child reaches the
 * state's age of emancipation or alimony ends. Child support is the child-support calculator's amount (or the
 * override); taxes are the income-tax calculator's on twelve months of wages, divided by twelve.
 * Throws EngineValidationError with field messages when the input is invalid.
 */
export function calculateHouseholds(input: unknown, options: { today?: Date } = {}): HouseholdsResult {
  const parsed = HouseholdsInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateHouseholdsFromValidInput(parsed.data, options);
}

/**
 * calculateHouseholds for input that has already passed HouseholdsInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateHouseholdsFromValidInput(valid: HouseholdsParsedInput, options: { today?: Date } = {}): HouseholdsResult {
  return calculateHouseholdsWith(valid, calculateChildSupportFromValidInput, options);
}
