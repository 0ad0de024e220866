import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine/constants';
import { formatMoney, type Locale, type MessageId, type Translate } from '@securesplit/engine/locale';
import { parseMoneyText } from '../ui/money-input.js';

/** The 14 monthly amounts of the budget form; the required ones carry spec part 1, section 5's message. */
export const BUDGET_FIELDS = [
  { name: 'primaryIncome', group: 'income', required: true },
  { name: 'childSupport', group: 'income' },
  { name: 'alimony', group: 'income' },
  { name: 'otherIncome', group: 'income' },
  { name: 'housingCost', group: 'expense', required: true },
  { name: 'utilities', group: 'expense', required: true },
  { name: 'insurance', group: 'expense', required: true },
  { name: 'groceries', group: 'expense', required: true },
  { name: 'transportation', group: 'expense', required: true },
  { name: 'healthcare', group: 'expense', required: true },
  { name: 'childcare', group: 'expense' },
  { name: 'personalCare', group: 'expense' },
  { name: 'entertainment', group: 'expense' },
  { name: 'miscellaneous', group: 'expense' },
] as const;

export type BudgetField = (typeof BUDGET_FIELDS)[number]['name'];
export type BudgetValues = Record<BudgetField, string>;
type RequiredBudgetField = Extract<(typeof BUDGET_FIELDS)[number], { required: true }>['name'];

/** A field's label message. */
export function budgetLabel(name: BudgetField): MessageId {
  return `budget.field.${name}`;
}

function requiredMessage(name: RequiredBudgetField): MessageId {
  return `budget.required.${name}`;
}

export function initialBudgetValues(): BudgetValues {
  return Object.fromEntries(BUDGET_FIELDS.map((f) => [f.name, ''])) as BudgetValues;
}

/**
 * Each amount in the reader's language (`t`): a blank required one gets its own message; anything that is not a
 * non-negative amount the money message; more than the engine's maximum "<label> must be at most $1,000,000,000",
 * the words the API uses.
 */
export function validateBudget(values: BudgetValues, t: Translate, locale: Locale = 'en'): Partial<BudgetValues> {
  const errors: Partial<BudgetValues> = {};
  for (const field of BUDGET_FIELDS) {
    const text = values[field.name];
    let message: string | undefined;
    if (text.trim() === '') {
      message = 'required' in field ? t(requiredMessage(field.name)) : undefined;
    } else {
      const amount = parseMoneyText(text);
      if (amount === undefined) message = t('validation.invalidMoney');
      else if (amount > MONEY_MAXIMUM_DOLLARS) message = t('validation.moneyMaximum', { field: t(budgetLabel(field.name)), maximum: formatMoney(MONEY_MAXIMUM_DOLLARS, locale) });
    }
    if (message) errors[field.name] = message;
  }
  return errors;
}
