import { z } from 'zod';
import { StepSchema } from '../explain/steps.js';
import { optionalMoney, requiredMoney } from '../validation/fields.js';

/** The 14 monthly amounts of the budget form, with its messages (spec part 1, section 5). */
export const BudgetInputSchema = z.object({
  primaryIncome: requiredMoney('Primary income', 'Primary income is required'),
  childSupport: optionalMoney('Child support received'),
  alimony: optionalMoney('Alimony received'),
  otherIncome: optionalMoney('Other income'),
  housingCost: requiredMoney('Housing (rent or mortgage)', 'Housing cost is required'),
  utilities: requiredMoney('Utilities', 'Utilities cost is required'),
  insurance: requiredMoney('Insurance', 'Insurance cost is required'),
  groceries: requiredMoney('Groceries', 'Groceries cost is required'),
  transportation: requiredMoney('Transportation', 'Transportation cost is required'),
  healthcare: requiredMoney('Healthcare', 'Healthcare cost is required'),
  childcare: optionalMoney('Childcare'),
  personalCare: optionalMoney('Personal care'),
  entertainment: optionalMoney('Entertainment'),
  miscellaneous: optionalMoney('Miscellaneous'),
});
export type BudgetInput = z.input<typeof BudgetInputSchema>;

export const INCOME_FIELDS = ['primaryIncome', 'childSupport', 'alimony', 'otherIncome'] as const;
export const EXPENSE_FIELDS = [
  'housingCost',
  'utilities',
  'insurance',
  'groceries',
  'transportation',
  'healthcare',
  'childcare',
  'personalCare',
  'entertainment',
  'miscellaneous',
] as const;
export type ExpenseCategory = (typeof EXPENSE_FIELDS)[number];

export const BudgetResultSchema = z.object({
  totalIncome: z.number(),
  totalExpenses: z.number(),
  monthlySurplus: z.number().describe('Income minus expenses; negative for a deficit'),
  isDeficit: z.boolean(),
  classification: z.enum(['deficit', 'tight', 'healthy']),
  categories: z.array(
    z.object({
      category: z.enum(EXPENSE_FIELDS),
      label: z.string(),
      amount: z.number(),
      shareOfExpenses: z.number().describe('Percent 0-100 of total expenses'),
    }),
  ),
  housingShareOfIncome: z.number().nullable().describe('Housing cost as percent of income; null without income'),
  steps: z.array(StepSchema),
});
export type BudgetResult = z.infer<typeof BudgetResultSchema>;
