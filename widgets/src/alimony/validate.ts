import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine/constants';
import { formatMoney, type Locale, type MessageId, type Translate } from '@securesplit/engine/locale';
import { toIsoDate } from '../ui/dates.js';
import { parseMoneyText } from '../ui/money-input.js';

export const ALIMONY_FIELDS = [
  'marriageDate',
  'separationDate',
  'payerIncome',
  'recipientIncome',
  'payerExpenses',
  'recipientExpenses',
  'alimonyType',
  'payerAge',
  'recipientAge',
  'state',
] as const;
export type AlimonyField = (typeof ALIMONY_FIELDS)[number];
export type AlimonyValues = Record<AlimonyField, string>;

export function initialAlimonyValues(state = ''): AlimonyValues {
  return { marriageDate: '', separationDate: '', payerIncome: '', recipientIncome: '', payerExpenses: '', recipientExpenses: '', alimonyType: '', payerAge: '', recipientAge: '', state };
}

/** The money fields' labels, which the money maximum's message names as the API's does. */
export const ALIMONY_MONEY_LABELS = {
  payerIncome: 'alimony.field.payerIncome',
  recipientIncome: 'alimony.field.recipientIncome',
  payerExpenses: 'alimony.field.payerExpenses',
  recipientExpenses: 'alimony.field.recipientExpenses',
} as const satisfies Partial<Record<AlimonyField, MessageId>>;

/**
 * A money field in the reader's language: blank is required or fine; anything that is not a non-negative amount
 * gets the money message; more than the engine's maximum "<label> must be at most $1,000,000,000", as the API says.
 */
function checkMoney(t: Translate, locale: Locale, text: string, label: MessageId, required: boolean): string | undefined {
  if (text.trim() === '') return required ? t('validation.incomeRequired') : undefined;
  const amount = parseMoneyText(text);
  if (amount === undefined) return t('validation.invalidMoney');
  return amount > MONEY_MAXIMUM_DOLLARS ? t('validation.moneyMaximum', { field: t(label), maximum: formatMoney(MONEY_MAXIMUM_DOLLARS, locale) }) : undefined;
}

/** Ages must be above 0 and below 120 (spec part 1, section 9). */
function checkAge(t: Translate, text: string): string | undefined {
  if (text.trim() === '') return t('validation.ageRequired');
  const value = Number(text);
  return Number.isFinite(value) && value > 0 && value < 120 ? undefined : t('validation.invalidAge');
}

function checkDate(t: Translate, text: string, requiredMessage: MessageId): string | undefined {
  if (text.trim() === '') return t(requiredMessage);
  return toIsoDate(text) ? undefined : t('validation.invalidDate');
}

/** Spec part 1, section 5, alimony form; the messages in the reader's language (`t`). */
export function validateAlimony(v: AlimonyValues, t: Translate, locale: Locale = 'en'): Partial<AlimonyValues> {
  const errors: Partial<AlimonyValues> = {};
  const put = (field: AlimonyField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  put('marriageDate', checkDate(t, v.marriageDate, 'validation.marriageDateRequired'));
  put('separationDate', checkDate(t, v.separationDate, 'validation.separationDateRequired'));
  if (!errors.marriageDate && !errors.separationDate && toIsoDate(v.separationDate)! < toIsoDate(v.marriageDate)!) {
    errors.separationDate = t('validation.separationBeforeMarriage');
  }
  for (const [field, label] of Object.entries(ALIMONY_MONEY_LABELS) as [keyof typeof ALIMONY_MONEY_LABELS, MessageId][]) {
    put(field, checkMoney(t, locale, v[field], label, field === 'payerIncome'));
  }
  if (!v.alimonyType) errors.alimonyType = t('validation.alimonyTypeRequired');
  put('payerAge', checkAge(t, v.payerAge));
  put('recipientAge', checkAge(t, v.recipientAge));
  if (!v.state) errors.state = t('validation.stateRequired');
  return errors;
}
