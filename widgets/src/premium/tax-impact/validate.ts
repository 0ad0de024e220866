import { TAX_YEARS } from '@securesplit/engine/constants';
import { MESSAGES, checkMoney } from '../../shared/validation.js';
import { toIsoDate } from '../../ui/dates.js';
import { inputMoney, inputText, inputUsDate, type EngineInput } from '../shared/initial-input.js';

export const TAX_IMPACT_FIELDS = [
  'annualIncome',
  'spouseIncome',
  'alimonyPaid',
  'alimonyReceived',
  'alimonyInstrumentDate',
  'currentFilingStatus',
  'projectedFilingStatus',
  'numberOfChildren',
  'childrenWithPrimaryParent',
  'childrenReleasedToOtherParent',
  'childrenReleasedToYou',
  'mortgageInterest',
  'propertyTaxes',
  'charitableDeductions',
  'businessExpenses',
  'divorceYear',
  'state',
] as const;
export type TaxImpactField = (typeof TAX_IMPACT_FIELDS)[number];
export type TaxImpactValues = Record<TaxImpactField, string>;

/** Spec part 2, section 3: the money fields and the labels their messages use (the engine's labels). */
export const TAX_MONEY_LABELS = {
  annualIncome: 'Annual income',
  spouseIncome: 'Spouse income',
  alimonyPaid: 'Alimony paid',
  alimonyReceived: 'Alimony received',
  mortgageInterest: 'Mortgage interest',
  propertyTaxes: 'Property taxes',
  charitableDeductions: 'Charitable deductions',
  businessExpenses: 'Business expenses',
} as const satisfies Partial<Record<TaxImpactField, string>>;

/** The tax year the form starts on: this year (spec part 2, section 9), within the years whose rules we hold. */
export function defaultDivorceYear(today: Date = new Date()): string {
  const year = today.getFullYear();
  const first = TAX_YEARS[0];
  const last = TAX_YEARS[TAX_YEARS.length - 1]!;
  return String(Math.min(last, Math.max(first, year)));
}

/** Spec part 2, section 9: married filing jointly now, single afterwards, no children, this year. */
export function initialTaxImpactValues(state = '', today: Date = new Date()): TaxImpactValues {
  return {
    annualIncome: '',
    spouseIncome: '',
    alimonyPaid: '',
    alimonyReceived: '',
    alimonyInstrumentDate: '',
    currentFilingStatus: 'married-joint',
    projectedFilingStatus: 'single',
    numberOfChildren: '0',
    childrenWithPrimaryParent: '',
    childrenReleasedToOtherParent: '0',
    childrenReleasedToYou: '0',
    mortgageInterest: '',
    propertyTaxes: '',
    charitableDeductions: '',
    businessExpenses: '',
    divorceYear: defaultDivorceYear(today),
    state,
  };
}

const MAX_CHILDREN = 20;

function wholeCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_CHILDREN ? value : undefined;
}

/** Children counted by the form: blank "living with you" means all of them, as the engine reads it. */
export function childCounts(v: TaxImpactValues): { children: number; withYou: number; withOther: number } {
  const children = wholeCount(v.numberOfChildren) ?? 0;
  const withYou = v.childrenWithPrimaryParent.trim() === '' ? children : Math.min(children, wholeCount(v.childrenWithPrimaryParent) ?? children);
  return { children, withYou, withOther: children - withYou };
}

/** Whether the alimony instrument's date matters: only when alimony is paid or received. */
export function hasAlimony(v: TaxImpactValues): boolean {
  return v.alimonyPaid.trim() !== '' || v.alimonyReceived.trim() !== '';
}

/** Spec part 2, section 5, tax form, with the engine's messages for the fields beyond the spec. */
export function validateTaxImpact(v: TaxImpactValues): Partial<TaxImpactValues> {
  const errors: Partial<TaxImpactValues> = {};
  const put = (field: TaxImpactField, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  put('annualIncome', checkMoney(v.annualIncome, TAX_MONEY_LABELS.annualIncome, 'Annual income is required'));
  for (const field of ['spouseIncome', 'alimonyPaid', 'alimonyReceived', 'mortgageInterest', 'propertyTaxes', 'charitableDeductions', 'businessExpenses'] as const) {
    put(field, checkMoney(v[field], TAX_MONEY_LABELS[field]));
  }
  if (hasAlimony(v) && v.alimonyInstrumentDate.trim() !== '' && !toIsoDate(v.alimonyInstrumentDate)) put('alimonyInstrumentDate', MESSAGES.invalidDate);

  if (v.numberOfChildren.trim() === '') put('numberOfChildren', 'Number of children is required');
  else if (wholeCount(v.numberOfChildren) === undefined) put('numberOfChildren', 'Number of children must be a whole number from 0 to 20');
  const { children, withYou, withOther } = childCounts(v);
  if (children > 0) {
    if (v.childrenWithPrimaryParent.trim() !== '') {
      const typed = wholeCount(v.childrenWithPrimaryParent);
      if (typed === undefined) put('childrenWithPrimaryParent', 'Children living with you must be a whole number from 0 to 20');
      else if (typed > children) put('childrenWithPrimaryParent', 'Children living with you cannot be more than the number of children');
    }
    const releasedByYou = wholeCount(v.childrenReleasedToOtherParent || '0');
    if (releasedByYou === undefined) put('childrenReleasedToOtherParent', 'Children released to the other parent must be a whole number from 0 to 20');
    else if (releasedByYou > withYou) put('childrenReleasedToOtherParent', 'You can release only children who live with you');
    const releasedToYou = wholeCount(v.childrenReleasedToYou || '0');
    if (releasedToYou === undefined) put('childrenReleasedToYou', 'Children released to you must be a whole number from 0 to 20');
    else if (releasedToYou > withOther) put('childrenReleasedToYou', 'The other parent can release only children who live with them');
  }
  if (v.divorceYear.trim() === '') put('divorceYear', 'Divorce year is required');
  else if (!(TAX_YEARS as readonly number[]).includes(Number(v.divorceYear))) put('divorceYear', `Divorce year must be one of ${TAX_YEARS.join(', ')}`);
  if (!v.state) put('state', MESSAGES.state);
  return errors;
}

/** The API body (the engine's input, contract C3): amounts as numbers, hidden fields left out. */
export function taxImpactPayload(v: TaxImpactValues, money: (text: string) => number): Record<string, unknown> {
  const { children, withYou, withOther } = childCounts(v);
  const instrumentDate = hasAlimony(v) ? toIsoDate(v.alimonyInstrumentDate) : undefined;
  return {
    annualIncome: money(v.annualIncome),
    spouseIncome: money(v.spouseIncome),
    alimonyPaid: money(v.alimonyPaid),
    alimonyReceived: money(v.alimonyReceived),
    ...(instrumentDate ? { alimonyInstrumentDate: instrumentDate } : {}),
    currentFilingStatus: v.currentFilingStatus,
    projectedFilingStatus: v.projectedFilingStatus,
    numberOfChildren: children,
    ...(children > 0 && v.childrenWithPrimaryParent.trim() !== '' ? { childrenWithPrimaryParent: withYou } : {}),
    ...(children > 0 && withYou > 0 ? { childrenReleasedToOtherParent: Number(v.childrenReleasedToOtherParent || '0') } : {}),
    ...(children > 0 && withOther > 0 ? { childrenReleasedToYou: Number(v.childrenReleasedToYou || '0') } : {}),
    mortgageInterest: money(v.mortgageInterest),
    propertyTaxes: money(v.propertyTaxes),
    charitableDeductions: money(v.charitableDeductions),
    businessExpenses: money(v.businessExpenses),
    divorceYear: Number(v.divorceYear),
    state: v.state,
  };
}

/** A stored body of {@link taxImpactPayload} back as the form's values (reopening it from the history). */
export function taxImpactValuesFromInput(input: EngineInput): TaxImpactValues {
  const values = initialTaxImpactValues();
  for (const field of TAX_IMPACT_FIELDS) {
    if (field in TAX_MONEY_LABELS) values[field] = inputMoney(input, field);
    else if (field === 'alimonyInstrumentDate') values[field] = inputUsDate(input, field);
    else values[field] = inputText(input, field, values[field]);
  }
  return values;
}
