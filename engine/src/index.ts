// First: configures zod before any schema of the engine parses (rules are validated as they load).
import './validation/zod-config.js';
export * from './child-support/index.js';
export * from './alimony/index.js';
export * from './budget/index.js';
export * from './wellness-quiz/index.js';
export * from './accuracy/index.js';
export * from './tax/index.js';
export * from './qdro/index.js';
export * from './property-division/index.js';
export * from './tax-impact/index.js';
export * from './custody-costs/index.js';
export * from './parenting-schedule/index.js';
export * from './households/index.js';
export { JURISDICTIONS, JURISDICTION_SLUGS, isJurisdictionSlug, jurisdictionBySlug } from './jurisdictions.js';
export type { Jurisdiction, JurisdictionSlug } from './jurisdictions.js';
export { EngineValidationError, type FieldError } from './errors.js';
export { StepSchema, ResultMetaSchema, type Step, type ResultMeta } from './explain/steps.js';
export { SourceSchema, type Source, type Confidence, type EffectiveRange } from './rules/source.js';
export { parseMoney } from './money/parse.js';
export { MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage } from './validation/money-maximum.js';
export * from './assistant/index.js';
/** A number field of a request (JSON number or number text within a range), as the API's own bodies use it. */
export { optionalNumber } from './validation/fields.js';
