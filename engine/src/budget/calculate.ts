import type { z } from 'zod';
import { EngineValidationError } from '../errors.js';
import { money, note, percent, type Step } from '../explain/steps.js';
import { percentOf, roundToCents } from '../money/rounding.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import {
  BudgetInputSchema,
  EXPENSE_FIELDS,
  INCOME_FIELDS,
  type BudgetResult,
  type ExpenseCategory,
} from './schema.js';

/** Surplus below this is "tight" (spec part 1, section 9). */
export const TIGHT_SURPLUS_THRESHOLD = 500;

const LABELS: Record<(typeof INCOME_FIELDS)[number] | ExpenseCategory, string> = {
  primaryIncome: 'Primary income',
  childSupport: 'Child support received',
  alimony: 'Alimony received',
  otherIncome: 'Other income',
  housingCost: 'Housing',
  utilities: 'Utilities',
  insurance: 'Insurance',
  groceries: 'Groceries',
  transportation: 'Transportation',
  healthcare: 'Healthcare',
  childcare: 'Childcare',
  personalCare: 'Personal care',
  entertainment: 'Entertainment',
  miscellaneous: 'Miscellaneous',
};

export function calculateBudget(input: unknown): BudgetResult {
  const parsed = BudgetInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateBudgetFromValidInput(parsed.data);
}

/**
 * calculateBudget for input that has already passed BudgetInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateBudgetFromValidInput(valid: z.output<typeof BudgetInputSchema>): BudgetResult {
  const values = valid;

  const totalIncome = roundToCents(INCOME_FIELDS.reduce((sum, field) => sum + values[field], 0));
  const totalExpenses = roundToCents(EXPENSE_FIELDS.reduce((sum, field) => sum + values[field], 0));
  const monthlySurplus = roundToCents(totalIncome - totalExpenses);
  const isDeficit = monthlySurplus < 0;
  const classification = isDeficit
    ? 'deficit'
    : monthlySurplus < TIGHT_SURPLUS_THRESHOLD
      ? 'tight'
      : 'healthy';

  const categories = EXPENSE_FIELDS.map((category) => ({
    category,
    label: LABELS[category],
    amount: roundToCents(values[category]),
    shareOfExpenses: percentOf(values[category], totalExpenses, 1),
  }));
  const housingShareOfIncome = totalIncome > 0 ? percentOf(values.housingCost, totalIncome, 1) : null;

  const steps: Step[] = [
    ...INCOME_FIELDS.filter((f) => values[f] > 0).map((f) => money(LABELS[f], values[f])),
    money('Total monthly income', totalIncome, INCOME_FIELDS.map((f) => LABELS[f]).join(' + ')),
    ...categories.filter((c) => c.amount > 0).map((c) => money(c.label, c.amount)),
    money('Total monthly expenses', totalExpenses),
    money('Net monthly cash flow', monthlySurplus, 'total income − total expenses'),
    ...(housingShareOfIncome === null ? [] : [percent('Housing as a share of income', housingShareOfIncome)]),
    note(
      'Classification',
      classification === 'deficit'
        ? 'Deficit: expenses exceed income'
        : classification === 'tight'
          ? `Tight: a surplus under $${TIGHT_SURPLUS_THRESHOLD}`
          : `Healthy: a surplus of $${TIGHT_SURPLUS_THRESHOLD} or more`,
    ),
  ];

  return {
    totalIncome,
    totalExpenses,
    monthlySurplus,
    isDeficit,
    classification,
    categories,
    housingShareOfIncome,
    steps,
  };
}
