export { calculateQdro, calculateQdroFromValidInput, growTo } from './calculate.js';
export { QDRO_PARAMETERS, QDRO_SOURCES, type DatedParameter } from './rules.js';
export {
  QDRO_ACCOUNT_TYPES,
  QDRO_DIVISION_METHODS,
  QdroInputSchema,
  QdroResultSchema,
  type QdroAccountType,
  type QdroDivisionMethod,
  type QdroInput,
  type QdroParsedInput,
  type QdroResult,
} from './schema.js';
