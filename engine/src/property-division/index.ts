export { calculatePropertyDivision, calculatePropertyDivisionFromValidInput } from './calculate.js';
export {
  COMMUNITY_PROPERTY_STATES,
  DIVISION_PRESUMPTIONS,
  IRS_PUBLICATION_555,
  regimeFor,
  type PropertyRegime,
} from './regimes.js';
export {
  ITEM_KEEPERS,
  ITEM_OWNERSHIPS,
  PROPERTY_DIVISION_METHODS,
  PropertyDivisionInputSchema,
  PropertyDivisionResultSchema,
  type ItemKeeper,
  type ItemOwnership,
  type PropertyDivisionInput,
  type PropertyDivisionMethod,
  type PropertyDivisionParsedInput,
  type PropertyDivisionResult,
} from './schema.js';
