export { parseMoney, isBlank } from './parse.js';
export {
  roundToCents,
  roundToNearestDollar,
  truncateToDollar,
  roundToDecimals,
  percentOf,
} from './rounding.js';
