import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { MESSAGES } from '../../shared/validation.js';
import { toIsoDate } from '../../ui/dates.js';
import { formatPremiumMoney } from '../shared/money.js';
import { inputBoolean, inputMoney, inputText, inputUsDate, type EngineInput } from '../shared/initial-input.js';

/** Spec part 2, section 3: the account types (the engine's QDRO_ACCOUNT_TYPES) and division methods. */
export const ACCOUNT_TYPE_OPTIONS = [
  { value: '401k', label: '401(k)' },
  { value: '403b', label: '403(b)' },
  { value: '457', label: '457(b)' },
  { value: 'pension', label: 'Pension (defined benefit)' },
  { value: 'ira', label: 'Traditional IRA' },
  { value: 'roth-ira', label: 'Roth IRA' },
] as const;
export const QDRO_METHOD_OPTIONS = [
  { value: 'marital-portion', label: 'Share of the marital portion' },
  { value: 'percentage', label: 'Percentage of the whole account' },
  { value: 'dollar-amount', label: 'Dollar amount' },
] as const;

export const QDRO_TEXT_FIELDS = [
  'accountType',
  'currentBalance',
  'employeeAge',
  'spouseAge',
  'divisionMethod',
  'divisionPercentage',
  'divisionAmount',
  'marriageDate',
  'separationDate',
  'employmentStartDate',
  'annualContribution',
  'employerMatch',
  'expectedGrowthRate',
  'state',
  'spouseAnnualIncome',
] as const;
export type QdroTextField = (typeof QDRO_TEXT_FIELDS)[number];
export type QdroForm = Record<QdroTextField, string> & { immediateDistribution: boolean; survivorBenefits: boolean };

export const QDRO_MONEY_FIELDS = ['currentBalance', 'divisionAmount', 'annualContribution', 'employerMatch', 'spouseAnnualIncome'] as const;
const QDRO_DATE_FIELDS = ['marriageDate', 'separationDate', 'employmentStartDate'] as const;

/**
 * Spec part 2, sections 3 and 9: a 401(k), growth 7%, both checkboxes off. The division starts at half of the
 * marital portion (issue 33): 50% of the whole account would also hand over what was earned outside the marriage.
 */
export function initialQdroForm(state?: string): QdroForm {
  const slug = state?.trim().toLowerCase() ?? '';
  return {
    accountType: '401k',
    currentBalance: '',
    employeeAge: '',
    spouseAge: '',
    divisionMethod: 'marital-portion',
    divisionPercentage: '50',
    divisionAmount: '',
    marriageDate: '',
    separationDate: '',
    employmentStartDate: '',
    annualContribution: '',
    employerMatch: '',
    expectedGrowthRate: '7',
    state: isJurisdictionSlug(slug) ? slug : '',
    spouseAnnualIncome: '',
    immediateDistribution: false,
    survivorBenefits: false,
  };
}

export function formatQdroMoney(form: QdroForm): QdroForm {
  const out = { ...form };
  for (const field of QDRO_MONEY_FIELDS) out[field] = formatPremiumMoney(form[field]);
  return out;
}

/** The engine's input (QdroInputSchema field names): dates as YYYY-MM-DD, the hidden method's field blank. */
export function toQdroInput(form: QdroForm): Record<string, unknown> {
  const date = (text: string) => (text.trim() === '' ? '' : (toIsoDate(text) ?? text));
  return {
    ...form,
    divisionPercentage: form.divisionMethod === 'dollar-amount' ? '' : form.divisionPercentage,
    divisionAmount: form.divisionMethod === 'dollar-amount' ? form.divisionAmount : '',
    marriageDate: date(form.marriageDate),
    separationDate: date(form.separationDate),
    employmentStartDate: date(form.employmentStartDate),
  };
}

const REQUIRED: Partial<Record<QdroTextField, string>> = {
  currentBalance: 'Current balance is required',
  employeeAge: 'Employee age is required',
  spouseAge: 'Spouse age is required',
  marriageDate: MESSAGES.marriageDate,
  separationDate: MESSAGES.separationDate,
  annualContribution: 'Annual contribution is required',
  expectedGrowthRate: 'Expected growth rate is required',
  state: MESSAGES.state,
};

/** Spec part 2, section 5: the required fields' messages and the dates' shape; the engine checks ranges. */
export function validateQdro(form: QdroForm): Partial<Record<QdroTextField, string>> {
  const errors: Partial<Record<QdroTextField, string>> = {};
  for (const [field, message] of Object.entries(REQUIRED) as [QdroTextField, string][]) {
    if (form[field].trim() === '') errors[field] = message;
  }
  for (const field of QDRO_DATE_FIELDS) {
    if (!errors[field] && form[field].trim() !== '' && !toIsoDate(form[field])) errors[field] = MESSAGES.invalidDate;
  }
  if (form.divisionMethod === 'percentage' && form.divisionPercentage.trim() === '') errors.divisionPercentage = 'Division percentage is required';
  if (form.divisionMethod === 'dollar-amount' && form.divisionAmount.trim() === '') errors.divisionAmount = 'Dollar amount is required';
  return errors;
}

export const QDRO_FIELD_LABELS: Record<string, string> = {
  accountType: 'Account type',
  currentBalance: 'Current balance',
  employeeAge: 'Employee age',
  spouseAge: 'Spouse age',
  divisionMethod: 'Division method',
  divisionPercentage: 'Division percentage',
  divisionAmount: 'Dollar amount',
  marriageDate: 'Marriage date',
  separationDate: 'Separation date',
  employmentStartDate: 'Employment start date',
  annualContribution: 'Annual contribution',
  employerMatch: 'Employer match',
  expectedGrowthRate: 'Expected growth rate',
  state: 'State',
  spouseAnnualIncome: 'Spouse’s other annual income',
  immediateDistribution: 'Immediate distribution',
  survivorBenefits: 'Survivor benefits',
  '(body)': 'Form',
};

export const qdroFieldLabel = (path: string) => QDRO_FIELD_LABELS[path] ?? path;

/** A stored body of {@link toQdroInput} back as the form (reopening it from the history). */
export function qdroFormFromInput(input: EngineInput): QdroForm {
  const form = initialQdroForm();
  for (const field of QDRO_TEXT_FIELDS) form[field] = inputText(input, field, form[field]);
  for (const field of QDRO_MONEY_FIELDS) form[field] = inputMoney(input, field);
  for (const field of QDRO_DATE_FIELDS) form[field] = inputUsDate(input, field);
  if (form.divisionMethod === 'dollar-amount' && form.divisionPercentage === '') form.divisionPercentage = initialQdroForm().divisionPercentage;
  form.immediateDistribution = inputBoolean(input, 'immediateDistribution');
  form.survivorBenefits = inputBoolean(input, 'survivorBenefits');
  return form;
}
