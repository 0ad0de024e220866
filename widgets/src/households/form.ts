import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine/constants';
import type { CalculatorInput } from '../shared/prefill.js';
import { toIsoDate } from '../ui/dates.js';
import { parseMoneyText } from '../ui/money-input.js';

/**
 * The households form. Every field is named by its path in the `POST /api/v1/households` body (`custodial.grossMonthly`,
 * `children.0.birthDate`, `alimony.agreementDate`), so a field error the API answers lands on the field that caused it
 * and the error summary's links find their field by name.
 */
export type HouseholdsValues = Record<string, string>;

export type Role = 'custodial' | 'noncustodial';
export const ROLES: readonly Role[] = ['custodial', 'noncustodial'];
export const HOME_LABEL: Record<Role, string> = { custodial: 'Custodial parent’s home', noncustodial: 'Non-custodial parent’s home' };
export const PARENT_LABEL: Record<Role, string> = { custodial: 'Custodial parent', noncustodial: 'Non-custodial parent' };
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: PARENT_LABEL[role] }));
export const FILING_STATUS_OPTIONS = [
  { value: 'head-of-household', label: 'Head of household' },
  { value: 'single', label: 'Single' },
] as const;

/** The engine's largest case (engine/src/households/schema.ts MAXIMUM_HOUSEHOLD_CHILDREN). */
export const MAXIMUM_CHILDREN = 6;
const DAYS_IN_YEAR = 365;

/** A child's "date of birth or age" field: MM/DD/YYYY, or a whole number of years. */
const AGE = /^\d{1,2}$/;

export function childFields(index: number): { born: string; livesWith: string; claimedBy: string } {
  return { born: `children.${index}.birthDate`, livesWith: `children.${index}.livesWith`, claimedBy: `children.${index}.claimedBy` };
}

export function childCount(values: HouseholdsValues): number {
  const count = Number(values.childCount);
  return Number.isInteger(count) && count >= 1 && count <= MAXIMUM_CHILDREN ? count : 0;
}

export function initialHouseholdsValues(state = ''): HouseholdsValues {
  const values: HouseholdsValues = {
    state,
    'custodial.grossMonthly': '',
    // The parent the children live with usually qualifies as head of household (IRC § 2(b)); the other files single.
    'custodial.filingStatus': 'head-of-household',
    'noncustodial.grossMonthly': '',
    'noncustodial.filingStatus': 'single',
    childCount: '1',
    'custody.custodyArrangement': 'primary',
    timeMode: 'percent',
    'custody.custodialParentTime': '80',
    'custody.nonCustodialParentTime': '20',
    'custody.custodialParentOvernights': '292',
    'custody.nonCustodialParentOvernights': '73',
    'alimony.monthlyAmount': '',
    'alimony.paidBy': 'noncustodial',
    'alimony.agreementDate': '',
    'alimony.endDate': '',
    'childSupport.monthlyAmount': '',
    'childSupport.paidBy': 'noncustodial',
  };
  for (let index = 0; index < MAXIMUM_CHILDREN; index++) {
    const child = childFields(index);
    values[child.born] = '';
    values[child.livesWith] = 'custodial';
    values[child.claimedBy] = 'custodial';
  }
  return values;
}

/** The label each field has on the form, for the error summary's list. */
export function fieldLabel(path: string): string {
  const child = /^children\.(\d+)\.(\w+)$/.exec(path);
  if (child) {
    const n = Number(child[1]) + 1;
    return child[2] === 'livesWith' ? `Child ${n} lives with` : child[2] === 'claimedBy' ? `Child ${n} claimed by` : `Child ${n}’s date of birth or age`;
  }
  return LABELS[path] ?? path;
}

const LABELS: Record<string, string> = {
  state: 'State',
  'custodial.grossMonthly': 'Custodial parent’s gross monthly income',
  'custodial.filingStatus': 'Custodial parent’s filing status',
  'noncustodial.grossMonthly': 'Non-custodial parent’s gross monthly income',
  'noncustodial.filingStatus': 'Non-custodial parent’s filing status',
  childCount: 'Number of children',
  children: 'Children',
  'custody.custodyArrangement': 'Custody arrangement',
  'custody.custodialParentTime': 'Custodial parent’s time (%)',
  'custody.nonCustodialParentTime': 'Non-custodial parent’s time (%)',
  'custody.custodialParentOvernights': 'Custodial parent’s overnights a year',
  'custody.nonCustodialParentOvernights': 'Non-custodial parent’s overnights a year',
  'alimony.monthlyAmount': 'Monthly alimony',
  'alimony.paidBy': 'Alimony paid by',
  'alimony.agreementDate': 'Date of the divorce or separation agreement',
  'alimony.endDate': 'First month without alimony',
  'childSupport.monthlyAmount': 'Child support ordered or agreed',
  'childSupport.paidBy': 'Child support paid by',
};

function checkMoney(text: string, label: string, required: boolean): string | undefined {
  if (text.trim() === '') return required ? 'Gross monthly income is required' : undefined;
  const amount = parseMoneyText(text);
  if (amount === undefined) return 'Must be a valid positive number';
  return amount > MONEY_MAXIMUM_DOLLARS ? `${label} must be at most $${MONEY_MAXIMUM_DOLLARS.toLocaleString('en-US')}` : undefined;
}

function checkDate(text: string, required: string | undefined): string | undefined {
  if (text.trim() === '') return required;
  return toIsoDate(text.trim()) ? undefined : 'Enter a real date as MM/DD/YYYY';
}

/** The form's own checks before it asks the API (which checks the same and answers with the same paths). */
export function validateHouseholds(values: HouseholdsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | undefined) => {
    if (message) errors[path] = message;
  };
  if (!values.state) errors.state = 'State is required';
  for (const role of ROLES) put(`${role}.grossMonthly`, checkMoney(values[`${role}.grossMonthly`] ?? '', LABELS[`${role}.grossMonthly`]!, true));
  const children = childCount(values);
  if (children === 0) errors.childCount = 'Number of children is required';
  for (let index = 0; index < children; index++) {
    const born = (values[childFields(index).born] ?? '').trim();
    if (born === '') errors[childFields(index).born] = 'Give the child’s date of birth (MM/DD/YYYY) or age';
    else if (!AGE.test(born) && !toIsoDate(born)) errors[childFields(index).born] = 'Enter a date as MM/DD/YYYY, or an age in whole years';
  }
  if (!values['custody.custodyArrangement']) errors['custody.custodyArrangement'] = 'Custody arrangement is required';
  if (values.timeMode === 'overnights') {
    const nights = ['custody.custodialParentOvernights', 'custody.nonCustodialParentOvernights'].map((path) => {
      const n = Number(values[path]);
      if (!/^\d+$/.test((values[path] ?? '').trim()) || n > 366) errors[path] = 'Must be a whole number of overnights from 0 to 366';
      return n;
    });
    const total = nights[0]! + nights[1]!;
    if (!errors['custody.custodialParentOvernights'] && !errors['custody.nonCustodialParentOvernights'] && (total < DAYS_IN_YEAR || total > DAYS_IN_YEAR + 1)) {
      errors['custody.nonCustodialParentOvernights'] = 'Overnights must add up to 365 (or 366 in a leap year)';
    }
  } else {
    const shares = ['custody.custodialParentTime', 'custody.nonCustodialParentTime'].map((path) => {
      const text = (values[path] ?? '').trim();
      const n = Number(text);
      if (text === '' || !Number.isFinite(n) || n < 0 || n > 100) errors[path] = 'Must be a percentage between 0 and 100';
      return n;
    });
    if (!errors['custody.custodialParentTime'] && !errors['custody.nonCustodialParentTime'] && Math.abs(shares[0]! + shares[1]! - 100) > 0.01) {
      errors['custody.nonCustodialParentTime'] = 'Custody time percentages must total 100%';
    }
  }
  const alimony = values['alimony.monthlyAmount'] ?? '';
  put('alimony.monthlyAmount', checkMoney(alimony, LABELS['alimony.monthlyAmount']!, false));
  if ((parseMoneyText(alimony) ?? 0) > 0) {
    put('alimony.agreementDate', checkDate(values['alimony.agreementDate'] ?? '', 'The agreement’s date is required with alimony (it decides whether alimony is taxable)'));
    put('alimony.endDate', checkDate(values['alimony.endDate'] ?? '', undefined));
  }
  put('childSupport.monthlyAmount', checkMoney(values['childSupport.monthlyAmount'] ?? '', LABELS['childSupport.monthlyAmount']!, false));
  return errors;
}

/** A percentage of the year as overnights, and back, as the child-support calculator converts them (365 nights). */
function percentOf(nights: number, total: number): string {
  return String(Math.round((nights / total) * 1000) / 10);
}

/** The API body for the form's values (valid ones). */
export function householdsInput(values: HouseholdsValues): Record<string, unknown> {
  const money = (path: string) => parseMoneyText(values[path] ?? '') ?? 0;
  const children = Array.from({ length: childCount(values) }, (_, index) => {
    const child = childFields(index);
    const born = (values[child.born] ?? '').trim();
    return {
      ...(AGE.test(born) ? { age: Number(born) } : { birthDate: toIsoDate(born) }),
      livesWith: values[child.livesWith],
      claimedBy: values[child.claimedBy],
    };
  });
  let custody: Record<string, unknown>;
  if (values.timeMode === 'overnights') {
    const custodial = Number(values['custody.custodialParentOvernights']);
    const noncustodial = Number(values['custody.nonCustodialParentOvernights']);
    const total = custodial + noncustodial;
    const custodialShare = Number(percentOf(custodial, total));
    custody = {
      custodyArrangement: values['custody.custodyArrangement'],
      custodialParentTime: custodialShare,
      nonCustodialParentTime: Math.round((100 - custodialShare) * 10) / 10,
      custodialParentOvernights: custodial,
      nonCustodialParentOvernights: noncustodial,
    };
  } else {
    custody = {
      custodyArrangement: values['custody.custodyArrangement'],
      custodialParentTime: Number(values['custody.custodialParentTime']),
      nonCustodialParentTime: Number(values['custody.nonCustodialParentTime']),
    };
  }
  const alimony = money('alimony.monthlyAmount');
  const endDate = toIsoDate((values['alimony.endDate'] ?? '').trim());
  const childSupport = (values['childSupport.monthlyAmount'] ?? '').trim();
  return {
    state: values.state,
    custodial: { grossMonthly: money('custodial.grossMonthly'), filingStatus: values['custodial.filingStatus'] },
    noncustodial: { grossMonthly: money('noncustodial.grossMonthly'), filingStatus: values['noncustodial.filingStatus'] },
    children,
    custody,
    ...(alimony > 0
      ? { alimony: { monthlyAmount: alimony, paidBy: values['alimony.paidBy'], agreementDate: toIsoDate((values['alimony.agreementDate'] ?? '').trim()), ...(endDate ? { endDate } : {}) } }
      : {}),
    ...(childSupport !== '' ? { childSupport: { monthlyAmount: money('childSupport.monthlyAmount'), paidBy: values['childSupport.paidBy'] } } : {}),
  };
}

/**
 * Where an API field error shows: on the field of that path; a child's birth year or age (the API's other ways of
 * giving it) on the child's one field; a path the form has no field for on the nearest one it has.
 */
export function formPath(apiPath: string): string {
  const path = apiPath.replace(/^body\./, '');
  const child = /^children\.(\d+)\.(birthDate|birthYear|age)$/.exec(path);
  if (child) return childFields(Number(child[1])).born;
  if (path === 'children') return 'childCount';
  return path;
}

/** The API's field errors (problem+json `errors`) as the form's messages. */
export function apiFieldErrors(errors: readonly { path: string | readonly (string | number)[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = formPath(Array.isArray(error.path) ? error.path.join('.') : String(error.path));
    if (!(path in out)) out[path] = error.message;
  }
  return out;
}

/**
 * A child-support result's input (or a link's query, as text) as the households form's starting values: the state, both
 * incomes, the number of children and the parenting time. The children's ages, filing statuses and alimony are the
 * visitor's to add. Values the form cannot take are left at their defaults.
 */
export function householdsValuesFromChildSupport(input: CalculatorInput | undefined, start: HouseholdsValues = initialHouseholdsValues()): HouseholdsValues {
  if (!input) return start;
  const values = { ...start };
  const text = (name: string): string | undefined => {
    const value = input[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const take = (name: string, path: string) => {
    const value = text(name);
    if (value !== undefined) values[path] = value;
  };
  take('state', 'state');
  take('custodialParentIncome', 'custodial.grossMonthly');
  take('nonCustodialParentIncome', 'noncustodial.grossMonthly');
  const children = Number(text('numberOfChildren'));
  if (Number.isInteger(children) && children >= 1 && children <= MAXIMUM_CHILDREN) values.childCount = String(children);
  take('custodyArrangement', 'custody.custodyArrangement');
  take('custodialParentTime', 'custody.custodialParentTime');
  take('nonCustodialParentTime', 'custody.nonCustodialParentTime');
  const custodialNights = text('custodialParentOvernights');
  const noncustodialNights = text('nonCustodialParentOvernights');
  if (custodialNights !== undefined && noncustodialNights !== undefined) {
    values.timeMode = 'overnights';
    values['custody.custodialParentOvernights'] = custodialNights;
    values['custody.nonCustodialParentOvernights'] = noncustodialNights;
  }
  return values;
}

/** The query string a "See both households after tax" link carries: the child-support input's own field names. */
export const CHILD_SUPPORT_LINK_FIELDS = [
  'state',
  'custodialParentIncome',
  'nonCustodialParentIncome',
  'numberOfChildren',
  'custodyArrangement',
  'custodialParentTime',
  'nonCustodialParentTime',
  'custodialParentOvernights',
  'nonCustodialParentOvernights',
] as const;

export function householdsQuery(input: CalculatorInput): string {
  const query = new URLSearchParams();
  for (const name of CHILD_SUPPORT_LINK_FIELDS) {
    const value = input[name];
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) query.set(name, String(value));
  }
  return query.toString();
}
