import { MESSAGES, checkMoney, checkPercentage } from '../shared/validation.js';
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

/** Spec part 1, section 5, child support form. */
export function validateChildSupport(v: ChildSupportValues): Partial<ChildSupportValues> {
  const errors: Partial<ChildSupportValues> = {};
  const put = (field: ChildSupportField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  put('custodialParentIncome', checkMoney(v.custodialParentIncome, 'Custodial parent’s monthly income', MESSAGES.income));
  put('nonCustodialParentIncome', checkMoney(v.nonCustodialParentIncome, 'Non-custodial parent’s monthly income', MESSAGES.income));
  put('custodialParentDeductions', checkMoney(v.custodialParentDeductions, 'Custodial parent’s monthly deductions'));
  put('nonCustodialParentDeductions', checkMoney(v.nonCustodialParentDeductions, 'Non-custodial parent’s monthly deductions'));
  if (!v.numberOfChildren) errors.numberOfChildren = MESSAGES.children;
  if (!v.custodyArrangement) errors.custodyArrangement = MESSAGES.custody;
  if (!v.state) errors.state = MESSAGES.state;
  if (v.timeMode === 'overnights') {
    const overnights = checkOvernights({ custodial: v.custodialParentOvernights, noncustodial: v.nonCustodialParentOvernights });
    put('custodialParentOvernights', overnights.custodial);
    put('nonCustodialParentOvernights', overnights.noncustodial);
    return errors;
  }
  put('custodialParentTime', checkPercentage(v.custodialParentTime));
  put('nonCustodialParentTime', checkPercentage(v.nonCustodialParentTime));
  if (!errors.custodialParentTime && !errors.nonCustodialParentTime && Math.abs(Number(v.custodialParentTime) + Number(v.nonCustodialParentTime) - 100) > 0.01) {
    errors.nonCustodialParentTime = MESSAGES.timeTotal;
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
