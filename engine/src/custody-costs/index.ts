export { calculateCustodyCosts, calculateCustodyCostsFromValidInput } from './calculate.js';
export { ARRANGEMENT_SHARES, MILEAGE_RATES, TRIPS_PER_MONTH } from './rules.js';
export {
  CUSTODY_COST_ARRANGEMENTS,
  TRANSPORTATION_FREQUENCIES,
  CustodyCostsInputSchema,
  CustodyCostsResultSchema,
  type CustodyCostsInput,
  type CustodyCostsParsedInput,
  type CustodyCostsResult,
} from './schema.js';
