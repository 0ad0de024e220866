import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine/constants';
import { formatMoney, type Locale, type MessageId, type Translate } from '@securesplit/engine/locale';
import { parseMoneyText } from '../ui/money-input.js';
import { checkOvernights } from './custody-time.js';

export const CHILD_SUPPORT_FIELDS = [
  'custodialParentIncome',
  'custodialParentDeductions',
  'nonCustodialParentIncome',
  'nonCustodialParentDeductions',
  'numberOfChildren',
  'custodyArrangement',
  'custodialParentTime',
  'nonCustodialParentTime',
  'timeMode',
  'custodialParentOvernights',
  'nonCustodialParentOvernights',
  'state',
] as const;
export type ChildSupportField = (typeof CHILD_SUPPORT_FIELDS)[number];
export type ChildSupportValues = Record<ChildSupportField, string>;

export function initialChildSupportValues(state = ''): ChildSupportValues {
  return {
    custodialParentIncome: '',
    custodialParentDeductions: '',
    nonCustodialParentIncome: '',
    nonCustodialParentDeductions: '',
    numberOfChildren: '',
    custodyArrangement: '',
    custodialParentTime: '100',
    nonCustodialParentTime: '0',
    /** `percent` or `overnights`: which pair of time fields the user fills in. */
    timeMode: 'percent',
    custodialParentOvernights: '365',
    nonCustodialParentOvernights: '0',
    state,
  };
}

/** The field labels, which the money maximum's message names as the API's does. */
export const CHILD_SUPPORT_LABELS = {
  custodialParentIncome: 'childSupport.field.custodialParentIncome',
  custodialParentDeductions: 'childSupport.field.custodialParentDeductions',
  nonCustodialParentIncome: 'childSupport.field.nonCustodialParentIncome',
  nonCustodialParentDeductions: 'childSupport.field.nonCustodialParentDeductions',
} as const satisfies Partial<Record<ChildSupportField, MessageId>>;

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

function checkPercentage(t: Translate, text: string): string | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100 ? t('validation.percentage') : undefined;
}

/** Spec part 1, section 5, child support form; the messages in the reader's language (`t`). */
export function validateChildSupport(v: ChildSupportValues, t: Translate, locale: Locale = 'en'): Partial<ChildSupportValues> {
  const errors: Partial<ChildSupportValues> = {};
  const put = (field: ChildSupportField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  for (const [field, label] of Object.entries(CHILD_SUPPORT_LABELS) as [keyof typeof CHILD_SUPPORT_LABELS, MessageId][]) {
    put(field, checkMoney(t, locale, v[field], label, field.endsWith('Income')));
  }
  if (!v.numberOfChildren) errors.numberOfChildren = t('validation.childrenRequired');
  if (!v.custodyArrangement) errors.custodyArrangement = t('validation.custodyRequired');
  if (!v.state) errors.state = t('validation.stateRequired');
  if (v.timeMode === 'overnights') {
    const overnights = checkOvernights({ custodial: v.custodialParentOvernights, noncustodial: v.nonCustodialParentOvernights }, t);
    put('custodialParentOvernights', overnights.custodial);
    put('nonCustodialParentOvernights', overnights.noncustodial);
    return errors;
  }
  put('custodialParentTime', checkPercentage(t, v.custodialParentTime));
  put('nonCustodialParentTime', checkPercentage(t, v.nonCustodialParentTime));
  if (!errors.custodialParentTime && !errors.nonCustodialParentTime && Math.abs(Number(v.custodialParentTime) + Number(v.nonCustodialParentTime) - 100) > 0.01) {
    errors.nonCustodialParentTime = t('validation.timeTotal');
  }
  return errors;
}

/**
 * Editing one parent's time sets the other to 100 minus it, when the edit is a number from 0 to 100
 * (spec part 1, section 2).
 */
export function complementTime(edited: string): string | undefined {
  if (edited.trim() === '') return undefined;
  const value = Number(edited);
  if (!Number.isFinite(value) || value < 0 || value > 100) return undefined;
  return String(Math.round((100 - value) * 100) / 100);
}

/** The two percentages added up, or undefined while one is blank or not a number. */
export function timeTotal(v: Pick<ChildSupportValues, 'custodialParentTime' | 'nonCustodialParentTime'>): number | undefined {
  const total = Number(v.custodialParentTime) + Number(v.nonCustodialParentTime);
  return v.custodialParentTime.trim() === '' || v.nonCustodialParentTime.trim() === '' || !Number.isFinite(total) ? undefined : Math.round(total * 100) / 100;
}
