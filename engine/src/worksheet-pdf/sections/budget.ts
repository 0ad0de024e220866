import type { BudgetInput, BudgetResult } from '../../budget/schema.js';
import { formatMoney, formatPercent } from '../format.js';
import type { Block } from '../types.js';
import { inputRows, stepsTable, type FieldLabel } from './common.js';

export const BUDGET_LABELS: Record<string, FieldLabel> = {
  primaryIncome: { label: 'Primary income', kind: 'money' },
  childSupport: { label: 'Child support received', kind: 'money' },
  alimony: { label: 'Alimony received', kind: 'money' },
  otherIncome: { label: 'Other income', kind: 'money' },
  housingCost: { label: 'Housing (rent or mortgage)', kind: 'money' },
  utilities: { label: 'Utilities', kind: 'money' },
  insurance: { label: 'Insurance', kind: 'money' },
  groceries: { label: 'Groceries', kind: 'money' },
  transportation: { label: 'Transportation', kind: 'money' },
  healthcare: { label: 'Healthcare', kind: 'money' },
  childcare: { label: 'Childcare', kind: 'money' },
  personalCare: { label: 'Personal care', kind: 'money' },
  entertainment: { label: 'Entertainment', kind: 'money' },
  miscellaneous: { label: 'Miscellaneous', kind: 'money' },
};

const CLASSIFICATION: Record<BudgetResult['classification'], string> = {
  deficit: 'Deficit: expenses are more than income.',
  tight: 'Tight: income covers expenses with little to spare.',
  healthy: 'Healthy: income covers expenses with room to save.',
};

export function budgetSummary(_input: BudgetInput, result: BudgetResult): Block[] {
  return [
    {
      kind: 'paragraph',
      text: 'What was calculated: one household’s monthly budget after the divorce — the income and expenses entered, what is left each month, and where the money goes.',
    },
    {
      kind: 'facts',
      rows: [
        {
          label: result.isDeficit ? 'Monthly deficit' : 'Monthly surplus',
          value: `${formatMoney(Math.abs(result.monthlySurplus))} per month`,
        },
        { label: 'Total monthly income', value: formatMoney(result.totalIncome) },
        { label: 'Total monthly expenses', value: formatMoney(result.totalExpenses) },
        { label: 'Overall', value: CLASSIFICATION[result.classification] },
        ...(result.housingShareOfIncome !== null
          ? [{ label: 'Housing as a share of income', value: formatPercent(result.housingShareOfIncome) }]
          : []),
        { label: 'Who pays whom', value: 'Not applicable: a budget plans one household’s own money.' },
        { label: 'How often', value: 'Every month.' },
        { label: 'Rules applied', value: 'None: arithmetic of the amounts entered; no law or guideline applies.' },
        { label: 'Confidence', value: 'Exact for the amounts entered: sums and shares, nothing estimated.' },
      ],
    },
    { kind: 'heading', level: 2, text: 'What this figure does not include' },
    {
      kind: 'paragraph',
      text: 'Taxes not already taken out of the income entered, yearly or irregular costs (car repairs, school fees, holidays) unless entered as a monthly amount, debts and their payments, and any change a court order may bring (support, the home, the division of property).',
    },
  ];
}

export function budgetDetail(input: BudgetInput, result: BudgetResult): Block[] {
  return [
    { kind: 'heading', level: 2, text: 'Where the money goes' },
    {
      kind: 'table',
      caption: 'Monthly expenses by category',
      columns: [{ header: 'Expense' }, { header: 'Monthly', align: 'right' }, { header: 'Share of expenses', align: 'right' }],
      rows: result.categories.map((category) => [category.label, formatMoney(category.amount), formatPercent(category.shareOfExpenses)]),
    },
    ...stepsTable(result.steps),
    { kind: 'heading', level: 2, text: 'What was entered' },
    { kind: 'facts', rows: inputRows(input, BUDGET_LABELS) },
  ];
}
