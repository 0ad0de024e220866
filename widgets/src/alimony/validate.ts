import { toIsoDate } from '../ui/dates.js';
import { MESSAGES, checkAge, checkMoney } from '../shared/validation.js';

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

function checkDate(text: string, requiredMessage: string): string | undefined {
  if (text.trim() === '') return requiredMessage;
  return toIsoDate(text) ? undefined : MESSAGES.invalidDate;
}

/** Spec part 1, section 5, alimony form. */
export function validateAlimony(v: AlimonyValues): Partial<AlimonyValues> {
  const errors: Partial<AlimonyValues> = {};
  const put = (field: AlimonyField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  put('marriageDate', checkDate(v.marriageDate, MESSAGES.marriageDate));
  put('separationDate', checkDate(v.separationDate, MESSAGES.separationDate));
  if (!errors.marriageDate && !errors.separationDate && toIsoDate(v.separationDate)! < toIsoDate(v.marriageDate)!) {
    errors.separationDate = 'Separation date cannot be before the marriage date';
  }
  put('payerIncome', checkMoney(v.payerIncome, 'Paying spouse’s monthly income', MESSAGES.income));
  put('recipientIncome', checkMoney(v.recipientIncome, 'Receiving spouse’s monthly income'));
  put('payerExpenses', checkMoney(v.payerExpenses, 'Paying spouse’s monthly expenses'));
  put('recipientExpenses', checkMoney(v.recipientExpenses, 'Receiving spouse’s monthly expenses'));
  if (!v.alimonyType) errors.alimonyType = MESSAGES.alimonyType;
  put('payerAge', checkAge(v.payerAge));
  put('recipientAge', checkAge(v.recipientAge));
  if (!v.state) errors.state = MESSAGES.state;
  return errors;
}
