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
export type {
  ChildSupportCase,
  ChildSupportJurisdictionRules,
  ChildSupportModelName,
  ChildSupportRuleVersion,
  GuidelineOutcome,
  WorkedExample,
  WorkedExampleKind,
} from './types.js';
