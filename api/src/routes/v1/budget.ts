import { BudgetInputSchema, BudgetResultSchema, calculateBudgetFromValidInput } from '@securesplit/engine';
import { calculatorOperation } from './calculator.js';

const budgetInput = BudgetInputSchema.meta({ id: 'BudgetInput' });
const budgetResult = BudgetResultSchema.meta({ id: 'BudgetResult' });

export const budgetOperation = calculatorOperation({
  type: 'budget',
  path: '/api/v1/calculators/budget',
  aliases: ['/api/calculate-budget'],
  operationId: 'calculateBudget',
  summary: 'Plan a post-divorce monthly budget',
  description:
    'Totals the monthly income and expenses, the surplus or deficit, and whether the budget is a deficit, ' +
    'tight (surplus under $500) or healthy.',
  tag: 'Calculators',
  inputSchema: budgetInput,
  resultSchema: budgetResult,
  calculate: calculateBudgetFromValidInput,
  example: {
    input: {
      primaryIncome: 5200,
      childSupport: 900,
      alimony: 0,
      otherIncome: 0,
      housingCost: 1850,
      utilities: 240,
      insurance: 310,
      groceries: 650,
      transportation: 420,
      healthcare: 280,
      childcare: 600,
      personalCare: 120,
      entertainment: 150,
      miscellaneous: 200,
    },
  },
});
