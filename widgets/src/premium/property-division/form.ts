import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { MESSAGES } from '../../shared/validation.js';
import { formatPremiumMoney } from '../shared/money.js';
import { inputBoolean, inputMoney, inputRows, inputText, type EngineInput } from '../shared/initial-input.js';
import { withKey, withoutKeys, type Keyed } from '../shared/rows.js';
import { SPOUSE, spouses } from './spouses.js';

/** Whose an item is, and who keeps it (blank: not decided); the engine's ITEM_OWNERSHIPS and ITEM_KEEPERS. */
export const OWNERSHIP_OPTIONS = [
  { value: 'marital', label: 'Marital (divided)' },
  { value: 'spouse1-separate', label: spouses('spouse1', 'separate property') },
  { value: 'spouse2-separate', label: spouses('spouse2', 'separate property') },
] as const;
export const KEEPER_OPTIONS = [
  { value: 'spouse1', label: `${SPOUSE.spouse1.subject} keep it` },
  { value: 'spouse2', label: `${SPOUSE.spouse2.subject} keeps it` },
  { value: 'sell', label: 'Sell it' },
] as const;
export const TAX_TREATMENT_OPTIONS = [
  { value: 'pre-tax', label: 'Pre-tax (401(k), traditional IRA, pension)' },
  { value: 'roth', label: 'Roth' },
] as const;
/** Spec part 2, section 9: the division options, spouse 1 first. */
export const DIVISION_METHOD_OPTIONS = [
  { value: '50-50', label: '50/50 (equal)' },
  { value: '60-40', label: '60/40' },
  { value: '70-30', label: '70/30' },
  { value: 'custom', label: 'Custom' },
] as const;
export const DIVISION_METHOD_HELP =
  'The split of the net marital estate, your share (Spouse 1) first: 50/50 divides it equally; 60/40 and 70/30 give you the larger share; Custom takes your percentage.';

interface Assignment {
  ownership: string;
  keptBy: string;
}
export interface AccountRow extends Assignment {
  name: string;
  balance: string;
}
export interface RetirementRow extends AccountRow {
  taxTreatment: string;
}
export interface RealEstateRow extends Assignment {
  name: string;
  value: string;
  mortgage: string;
}
export interface VehicleRow extends Assignment {
  name: string;
  value: string;
  loan: string;
}

export const ACCOUNT_LISTS = ['checkingAccounts', 'savingsAccounts', 'investmentAccounts', 'creditCards', 'otherDebts'] as const;
export type AccountList = (typeof ACCOUNT_LISTS)[number];

export interface PropertyDivisionForm {
  primaryResidenceValue: string;
  primaryResidenceMortgage: string;
  primaryResidenceOwnership: string;
  primaryResidenceKeptBy: string;
  additionalRealEstate: Keyed<RealEstateRow>[];
  vehicles: Keyed<VehicleRow>[];
  checkingAccounts: Keyed<AccountRow>[];
  savingsAccounts: Keyed<AccountRow>[];
  retirementAccounts: Keyed<RetirementRow>[];
  investmentAccounts: Keyed<AccountRow>[];
  creditCards: Keyed<AccountRow>[];
  otherDebts: Keyed<AccountRow>[];
  divisionMethod: string;
  customPercentage: string;
  state: string;
  sellingCostPercent: string;
  sellingCostsOnKeptRealEstate: boolean;
  spouse1AnnualIncome: string;
  spouse2AnnualIncome: string;
}

export const blankAccount = (): AccountRow => ({ name: '', balance: '', ownership: 'marital', keptBy: '' });
export const blankRetirement = (): RetirementRow => ({ ...blankAccount(), taxTreatment: 'pre-tax' });
export const blankRealEstate = (): RealEstateRow => ({ name: '', value: '', mortgage: '', ownership: 'marital', keptBy: '' });
export const blankVehicle = (): VehicleRow => ({ name: '', value: '', loan: '', ownership: 'marital', keptBy: '' });

/** Spec part 2, section 3: one empty row in each account and debt list, no real estate or vehicle rows, 50-50. */
export function initialPropertyDivisionForm(state?: string): PropertyDivisionForm {
  const slug = state?.trim().toLowerCase() ?? '';
  return {
    primaryResidenceValue: '',
    primaryResidenceMortgage: '',
    primaryResidenceOwnership: 'marital',
    primaryResidenceKeptBy: '',
    additionalRealEstate: [],
    vehicles: [],
    checkingAccounts: [withKey(blankAccount())],
    savingsAccounts: [withKey(blankAccount())],
    retirementAccounts: [withKey(blankRetirement())],
    investmentAccounts: [withKey(blankAccount())],
    creditCards: [withKey(blankAccount())],
    otherDebts: [withKey(blankAccount())],
    divisionMethod: '50-50',
    customPercentage: '',
    state: isJurisdictionSlug(slug) ? slug : '',
    sellingCostPercent: '',
    sellingCostsOnKeptRealEstate: false,
    spouse1AnnualIncome: '',
    spouse2AnnualIncome: '',
  };
}

const money = formatPremiumMoney;
const ROW_MONEY = { value: money, mortgage: money, loan: money, balance: money } as const;

function formatRow<R extends object>(row: R): R {
  const out = { ...row } as Record<string, unknown>;
  for (const [field, format] of Object.entries(ROW_MONEY)) if (typeof out[field] === 'string') out[field] = format(out[field]);
  return out as R;
}

/** Every money field as its blur shows it, so what is sent is what the visitor sees (Enter without leaving a field). */
export function formatAllMoney(form: PropertyDivisionForm): PropertyDivisionForm {
  return {
    ...form,
    primaryResidenceValue: money(form.primaryResidenceValue),
    primaryResidenceMortgage: money(form.primaryResidenceMortgage),
    spouse1AnnualIncome: money(form.spouse1AnnualIncome),
    spouse2AnnualIncome: money(form.spouse2AnnualIncome),
    additionalRealEstate: form.additionalRealEstate.map(formatRow),
    vehicles: form.vehicles.map(formatRow),
    checkingAccounts: form.checkingAccounts.map(formatRow),
    savingsAccounts: form.savingsAccounts.map(formatRow),
    retirementAccounts: form.retirementAccounts.map(formatRow),
    investmentAccounts: form.investmentAccounts.map(formatRow),
    creditCards: form.creditCards.map(formatRow),
    otherDebts: form.otherDebts.map(formatRow),
  };
}

/** The engine's input (PropertyDivisionInputSchema field names); the engine reads "$3,000" itself. */
export function toPropertyDivisionInput(form: PropertyDivisionForm): Record<string, unknown> {
  const { sellingCostPercent, customPercentage, ...rest } = form;
  return {
    ...rest,
    additionalRealEstate: withoutKeys(form.additionalRealEstate),
    vehicles: withoutKeys(form.vehicles),
    checkingAccounts: withoutKeys(form.checkingAccounts),
    savingsAccounts: withoutKeys(form.savingsAccounts),
    retirementAccounts: withoutKeys(form.retirementAccounts),
    investmentAccounts: withoutKeys(form.investmentAccounts),
    creditCards: withoutKeys(form.creditCards),
    otherDebts: withoutKeys(form.otherDebts),
    customPercentage: form.divisionMethod === 'custom' ? customPercentage : '',
    sellingCostPercent,
  };
}

/** What the form checks before sending; the engine checks the rest and its messages come back by field. */
export function validatePropertyDivision(form: PropertyDivisionForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.divisionMethod === 'custom') {
    const value = Number(form.customPercentage.trim().replace(/%$/, ''));
    if (form.customPercentage.trim() === '') errors.customPercentage = 'Custom percentage is required';
    else if (!Number.isFinite(value) || value < 0 || value > 100) errors.customPercentage = 'Custom percentage must be from 0 to 100';
  }
  if (form.sellingCostPercent.trim() !== '') {
    const value = Number(form.sellingCostPercent.trim().replace(/%$/, ''));
    if (!Number.isFinite(value) || value < 0 || value > 15) errors.sellingCostPercent = 'Selling costs must be from 0 to 15';
  }
  if (!form.state) errors.state = MESSAGES.state;
  return errors;
}

const LIST_ITEMS: Record<string, string> = {
  additionalRealEstate: 'Property',
  vehicles: 'Vehicle',
  checkingAccounts: 'Checking account',
  savingsAccounts: 'Savings account',
  retirementAccounts: 'Retirement account',
  investmentAccounts: 'Investment account',
  creditCards: 'Credit card',
  otherDebts: 'Other debt',
};

export const FIELD_LABELS: Record<string, string> = {
  primaryResidenceValue: 'Primary residence value',
  primaryResidenceMortgage: 'Primary residence mortgage balance',
  primaryResidenceOwnership: 'Primary residence: whose property',
  primaryResidenceKeptBy: 'Primary residence: who keeps it',
  divisionMethod: 'Division method',
  customPercentage: 'Custom Percentage (You, Spouse 1)',
  state: 'State',
  sellingCostPercent: 'Selling costs (% of value)',
  spouse1AnnualIncome: spouses('spouse1', 'annual income'),
  spouse2AnnualIncome: spouses('spouse2', 'annual income'),
  name: 'Description',
  value: 'Value',
  mortgage: 'Mortgage balance',
  loan: 'Loan balance',
  balance: 'Balance',
  ownership: 'Whose property',
  keptBy: 'Who keeps it',
  taxTreatment: 'Tax treatment',
};

/** A field's name for the error list: `vehicles.0.value` → "Vehicle 1: Value". */
export function propertyFieldLabel(path: string): string {
  const [list, index, field] = path.split('.');
  if (list && index !== undefined && LIST_ITEMS[list]) {
    return `${LIST_ITEMS[list]} ${Number(index) + 1}${field ? `: ${FIELD_LABELS[field] ?? field}` : ''}`;
  }
  return FIELD_LABELS[path] ?? (path === '(body)' ? 'Form' : path);
}

function rowsFromInput<R extends object>(input: EngineInput, list: string, blank: () => R, money: readonly string[]): Keyed<R>[] {
  return inputRows(input, list).map((stored) => {
    const row = blank() as Record<string, string>;
    for (const field of Object.keys(row)) row[field] = money.includes(field) ? inputMoney(stored, field) : inputText(stored, field, row[field]);
    return withKey(row as R);
  });
}

/** A stored body of {@link toPropertyDivisionInput} back as the form, rows recreated (reopening it from the history). */
export function propertyDivisionFormFromInput(input: EngineInput): PropertyDivisionForm {
  const initial = initialPropertyDivisionForm();
  const accounts = (list: AccountList) => rowsFromInput(input, list, blankAccount, ['balance']);
  return {
    primaryResidenceValue: inputMoney(input, 'primaryResidenceValue'),
    primaryResidenceMortgage: inputMoney(input, 'primaryResidenceMortgage'),
    primaryResidenceOwnership: inputText(input, 'primaryResidenceOwnership', initial.primaryResidenceOwnership),
    primaryResidenceKeptBy: inputText(input, 'primaryResidenceKeptBy'),
    additionalRealEstate: rowsFromInput(input, 'additionalRealEstate', blankRealEstate, ['value', 'mortgage']),
    vehicles: rowsFromInput(input, 'vehicles', blankVehicle, ['value', 'loan']),
    checkingAccounts: accounts('checkingAccounts'),
    savingsAccounts: accounts('savingsAccounts'),
    retirementAccounts: rowsFromInput(input, 'retirementAccounts', blankRetirement, ['balance']),
    investmentAccounts: accounts('investmentAccounts'),
    creditCards: accounts('creditCards'),
    otherDebts: accounts('otherDebts'),
    divisionMethod: inputText(input, 'divisionMethod', initial.divisionMethod),
    customPercentage: inputText(input, 'customPercentage'),
    state: inputText(input, 'state'),
    sellingCostPercent: inputText(input, 'sellingCostPercent'),
    sellingCostsOnKeptRealEstate: inputBoolean(input, 'sellingCostsOnKeptRealEstate'),
    spouse1AnnualIncome: inputMoney(input, 'spouse1AnnualIncome'),
    spouse2AnnualIncome: inputMoney(input, 'spouse2AnnualIncome'),
  };
}
