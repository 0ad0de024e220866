export { calculateBudget, calculateBudgetFromValidInput, TIGHT_SURPLUS_THRESHOLD } from './calculate.js';
export { BudgetInputSchema, BudgetResultSchema, type BudgetInput, type BudgetResult } from './schema.js';
