export { calculateAlimony, calculateAlimonyFromValidInput } from './calculate.js';
export {
  AlimonyInputSchema,
  AlimonyResultSchema,
  ALIMONY_TYPES,
  type AlimonyInput,
  type AlimonyParsedInput,
  type AlimonyResult,
} from './schema.js';
export { ALIMONY_RULES, alimonyRulesFor } from './jurisdictions/index.js';
export type {
  AlimonyCase,
  AlimonyJurisdictionRules,
  AlimonyModelName,
  AlimonyOutcome,
  AlimonyRuleVersion,
  AlimonyType,
} from './types.js';
