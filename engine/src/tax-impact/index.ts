export { calculateTaxImpact, calculateTaxImpactFromValidInput } from './calculate.js';
export { SALT_CAP, TAX_IMPACT_RULES, saltCapFor, type SaltCap } from './rules.js';
export {
  TaxImpactInputSchema,
  TaxImpactResultSchema,
  type TaxImpactInput,
  type TaxImpactParsedInput,
  type TaxImpactResult,
} from './schema.js';
