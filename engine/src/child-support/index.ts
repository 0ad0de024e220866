export { calculateChildSupport, calculateChildSupportFromValidInput } from './calculate.js';
export {
  ChildSupportInputSchema,
  ChildSupportResultSchema,
  CUSTODY_ARRANGEMENTS,
  type ChildSupportInput,
  type ChildSupportParsedInput,
  type ChildSupportResult,
} from './schema.js';
export { CHILD_SUPPORT_RULES, childSupportRulesFor } from './jurisdictions/index.js';
export { CHILD_SUPPORT_INCOMES_USED, sharesByIncome } from '../child-support-incomes.js';
export type {
  ChildSupportCase,
  ChildSupportJurisdictionRules,
  ChildSupportModelName,
  ChildSupportRuleVersion,
  GuidelineOutcome,
  WorkedExample,
  WorkedExampleKind,
} from './types.js';
export { ChildSupportSensitivitySchema, type ChildSupportSensitivity } from './sensitivity.js';
export { childSupportSensitivity, childSupportSensitivityFromValidInput } from './sensitivity-all-states.js';
