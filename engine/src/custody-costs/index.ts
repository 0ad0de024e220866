export { calculateCustodyCosts, calculateCustodyCostsFromValidInput } from './calculate.js';
export { ARRANGEMENT_SHARES, MILEAGE_RATES, TRIPS_PER_MONTH } from './rules.js';
export { AREA_TYPES, TYPICAL_LABEL, type AreaType } from './typical-amounts.js';
export {
  CUSTODY_COST_ARRANGEMENTS,
  TRANSPORTATION_FREQUENCIES,
  CustodyCostsInputSchema,
  CustodyCostsResultSchema,
  TypicalAmountsSchema,
  type TypicalAmounts,
  type CustodyCostsInput,
  type CustodyCostsParsedInput,
  type CustodyCostsResult,
} from './schema.js';
