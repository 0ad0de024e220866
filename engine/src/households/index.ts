export { calculateHouseholds, calculateHouseholdsFromValidInput } from './calculate.js';
export { ASSUMED_EMANCIPATION_AGE, EMANCIPATION_RULES, type EmancipationRule } from './emancipation.js';
export {
  HOUSEHOLD_FILING_STATUSES,
  MAXIMUM_HOUSEHOLD_CHILDREN,
  HouseholdSchema,
  HouseholdsInputSchema,
  HouseholdsResultSchema,
  HouseholdsTimelineEntrySchema,
  type Household,
  type HouseholdFilingStatus,
  type HouseholdsInput,
  type HouseholdsParsedInput,
  type HouseholdsResult,
  type HouseholdsTimelineEntry,
} from './schema.js';
