import { checkMoney } from '../shared/validation.js';

/** The 14 monthly amounts of the budget form, with the messages of spec part 1, section 5. */
export const BUDGET_FIELDS = [
  { name: 'primaryIncome', label: 'Primary income', group: 'income', required: 'Primary income is required' },
  { name: 'childSupport', label: 'Child support received', group: 'income' },
  { name: 'alimony', label: 'Alimony received', group: 'income' },
  { name: 'otherIncome', label: 'Other income', group: 'income' },
  { name: 'housingCost', label: 'Housing (rent or mortgage)', group: 'expense', required: 'Housing cost is required' },
  { name: 'utilities', label: 'Utilities', group: 'expense', required: 'Utilities cost is required' },
  { name: 'insurance', label: 'Insurance', group: 'expense', required: 'Insurance cost is required' },
  { name: 'groceries', label: 'Groceries', group: 'expense', required: 'Groceries cost is required' },
  { name: 'transportation', label: 'Transportation', group: 'expense', required: 'Transportation cost is required' },
  { name: 'healthcare', label: 'Healthcare', group: 'expense', required: 'Healthcare cost is required' },
  { name: 'childcare', label: 'Childcare', group: 'expense' },
  { name: 'personalCare', label: 'Personal care', group: 'expense' },
  { name: 'entertainment', label: 'Entertainment', group: 'expense' },
  { name: 'miscellaneous', label: 'Miscellaneous', group: 'expense' },
] as const;

export type BudgetField = (typeof BUDGET_FIELDS)[number]['name'];
export type BudgetValues = Record<BudgetField, string>;

export function initialBudgetValues(): BudgetValues {
  return Object.fromEntries(BUDGET_FIELDS.map((f) => [f.name, ''])) as BudgetValues;
}

export function validateBudget(values: BudgetValues): Partial<BudgetValues> {
  const errors: Partial<BudgetValues> = {};
  for (const field of BUDGET_FIELDS) {
    const message = checkMoney(values[field.name], field.label, 'required' in field ? field.required : undefined);
    if (message) errors[field.name] = message;
  }
  return errors;
}
