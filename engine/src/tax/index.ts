export { calculateIncomeTax, calculateIncomeTaxFromValidInput } from './calculate.js';
export {
  IncomeTaxInputSchema,
  IncomeTaxResultSchema,
  type IncomeTaxInput,
  type IncomeTaxParsedInput,
  type IncomeTaxResult,
} from './schema.js';
export { estimateMonthlyNetIncome, taxYearFor, type NetIncomeEstimate } from './net-income.js';
export { FILING_STATUSES, TAX_YEARS, type FilingStatus, type TaxYear } from './types.js';
