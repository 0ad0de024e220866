/**
 * Moved to ./parent-income.js (one module for a parent's income in the guideline's terms). Kept as a
 * re-export for the callers still importing this path (Washington, North Dakota).
 */
export { netIncomeOf, type StateNetIncome } from './parent-income.js';
