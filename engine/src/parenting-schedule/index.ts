export { calculateParentingTime, calculateParentingTimeFromValidInput } from './calculate.js';
export {
  PARENTING_PATTERNS,
  PARENT_ROLES,
  MINIMUM_SCHEDULE_YEAR,
  MAXIMUM_SCHEDULE_YEAR,
  ParentingTimeInputSchema,
  ParentingTimeResultSchema,
  NightSchema,
  type Night,
  type ParentRole,
  type ParentingPattern,
  type ParentingTimeInput,
  type ParentingTimeParsedInput,
  type ParentingTimeResult,
} from './schema.js';
