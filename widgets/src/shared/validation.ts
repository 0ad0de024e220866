import { MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage } from '@securesplit/engine/constants';
import { parseMoneyText } from '../ui/money-input.js';

/** Spec part 1, section 5. */
export const MESSAGES = {
  income: 'Income is required',
  invalidMoney: 'Must be a valid positive number',
  children: 'Number of children is required',
  custody: 'Custody arrangement is required',
  state: 'State is required',
  percentage: 'Must be a percentage between 0 and 100',
  timeTotal: 'Custody time percentages must total 100%',
  marriageDate: 'Marriage date is required',
  separationDate: 'Separation date is required',
  alimonyType: 'Alimony type is required',
  age: 'Age is required',
  invalidAge: 'Must be a valid age',
  invalidDate: 'Enter a real date as MM/DD/YYYY',
} as const;

/**
 * A money field: blank gives `requiredMessage` (none when optional); anything that is not a
 * non-negative amount the money message; more than the engine's maximum the field's own message,
 * "<label> must be at most $1,000,000,000", the same the API answers.
 */
export function checkMoney(text: string, label: string, requiredMessage?: string): string | undefined {
  if (text.trim() === '') return requiredMessage;
  const amount = parseMoneyText(text);
  if (amount === undefined) return MESSAGES.invalidMoney;
  return amount > MONEY_MAXIMUM_DOLLARS ? moneyMaximumMessage(label) : undefined;
}

export function checkPercentage(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) return MESSAGES.percentage;
  return undefined;
}

/** Ages must be above 0 and below 120 (spec part 1, section 9). */
export function checkAge(text: string): string | undefined {
  if (text.trim() === '') return MESSAGES.age;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 && value < 120 ? undefined : MESSAGES.invalidAge;
}

/** The lead forms' email rule (spec part 1, section 5): it must contain both "@" and ".". */
export function looksLikeEmail(text: string): boolean {
  return text.includes('@') && text.includes('.');
}

/** Money as the API takes it: a number, 0 for a blank optional field. */
export function moneyValue(text: string): number {
  return parseMoneyText(text) ?? 0;
}
