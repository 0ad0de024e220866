import { MESSAGES, checkMoney } from '../../shared/validation.js';
import { inputMoney, inputText, type EngineInput } from '../shared/initial-input.js';

/** The monthly cost fields by section, in the spec's order (part 2, sections 2 and 3), with their labels. */
export const COST_SECTIONS = [
  {
    title: 'Childcare Costs (monthly)',
    fields: [
      ['daycareCost', 'Daycare'],
      ['afterSchoolCare', 'After-school care'],
      ['summerCare', 'Summer care'],
      ['babysitterCosts', 'Babysitter'],
    ],
  },
  {
    title: 'Activities & Education (monthly)',
    fields: [
      ['schoolSupplies', 'School supplies'],
      ['extracurricularActivities', 'Extracurricular activities'],
      ['sportsEquipment', 'Sports equipment'],
      ['musicLessons', 'Music lessons'],
      ['tutoring', 'Tutoring'],
    ],
  },
  {
    title: 'Healthcare (monthly)',
    fields: [
      ['healthInsurance', 'Health insurance'],
      ['medicalCopays', 'Medical copays'],
      ['dentalCosts', 'Dental'],
      ['visionCosts', 'Vision'],
      ['therapyCosts', 'Therapy'],
    ],
  },
  {
    title: 'Other Expenses (monthly)',
    fields: [
      ['clothingCosts', 'Clothing'],
      ['entertainmentCosts', 'Entertainment'],
      ['vacationCosts', 'Vacations'],
      ['emergencyFund', 'Emergency fund'],
    ],
  },
] as const;

type SectionField = (typeof COST_SECTIONS)[number]['fields'][number][0];

export const CHILD_AGE_FIELDS = ['childAge1', 'childAge2', 'childAge3', 'childAge4'] as const;
export type ChildAgeField = (typeof CHILD_AGE_FIELDS)[number];

export const CUSTODY_COSTS_FIELDS = [
  'custodyArrangement',
  'custodialParentDays',
  'numberOfChildren',
  ...CHILD_AGE_FIELDS,
  'custodialHousingCost',
  'nonCustodialHousingCost',
  'distanceBetweenHomes',
  'transportationFrequency',
  'vehicleCosts',
  'publicTransportCosts',
  ...COST_SECTIONS.flatMap((section) => section.fields.map(([name]) => name)),
  'custodialParentIncome',
  'nonCustodialParentIncome',
  'areaType',
  'useTypicalAmounts',
  'state',
] as const;
export type CustodyCostsField = 'custodyArrangement' | 'custodialParentDays' | 'numberOfChildren' | ChildAgeField | 'custodialHousingCost' | 'nonCustodialHousingCost' | 'distanceBetweenHomes' | 'transportationFrequency' | 'vehicleCosts' | 'publicTransportCosts' | SectionField | 'custodialParentIncome' | 'nonCustodialParentIncome' | 'areaType' | 'useTypicalAmounts' | 'state';
export type CustodyCostsValues = Record<CustodyCostsField, string>;

/** Money fields outside the sections above, with their labels (the engine's). */
export const OTHER_MONEY_LABELS = {
  custodialHousingCost: 'Custodial parent housing cost',
  nonCustodialHousingCost: 'Non-custodial parent housing cost',
  vehicleCosts: 'Vehicle costs',
  publicTransportCosts: 'Public transport',
  custodialParentIncome: 'Custodial parent income',
  nonCustodialParentIncome: 'Non-custodial parent income',
} as const;

/** Spec part 2, section 9: 50-50, one child, weekly exchanges. */
export function initialCustodyCostsValues(state = ''): CustodyCostsValues {
  const values = Object.fromEntries(CUSTODY_COSTS_FIELDS.map((name) => [name, ''])) as CustodyCostsValues;
  // useTypicalAmounts is 'true' when the box is ticked, '' otherwise (the form holds text).
  return { ...values, custodyArrangement: '50-50', numberOfChildren: '1', transportationFrequency: 'weekly', areaType: 'urban', state };
}

/** How many child-age fields show: the selected count (1 to 4), else one. */
export function childCount(v: CustodyCostsValues): number {
  const count = Number(v.numberOfChildren);
  return Number.isInteger(count) && count >= 1 && count <= 4 ? count : 1;
}

function checkNumber(text: string, requiredMessage: string | undefined, rangeMessage: string, min: number, max: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return requiredMessage;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= min && value <= max ? undefined : rangeMessage;
}

/** Spec part 2, section 5, custody form (the engine's messages for ranges). */
export function validateCustodyCosts(v: CustodyCostsValues): Partial<CustodyCostsValues> {
  const errors: Partial<CustodyCostsValues> = {};
  const put = (field: CustodyCostsField, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  if (!v.custodyArrangement) put('custodyArrangement', 'Custody arrangement is required');
  if (v.custodyArrangement === 'custom') {
    put('custodialParentDays', checkNumber(v.custodialParentDays, 'Custodial parent days is required', 'Custodial parent days must be from 0 to 365', 0, 365));
  }
  if (v.numberOfChildren.trim() === '') put('numberOfChildren', 'Number of children is required');
  const count = childCount(v);
  for (let n = 1; n <= count; n++) {
    put(CHILD_AGE_FIELDS[n - 1]!, checkNumber(v[CHILD_AGE_FIELDS[n - 1]!], `Child ${n} age is required`, `Child ${n} age must be from 0 to 21`, 0, 21));
  }
  put('custodialHousingCost', checkMoney(v.custodialHousingCost, OTHER_MONEY_LABELS.custodialHousingCost, 'Custodial parent housing cost is required'));
  put('nonCustodialHousingCost', checkMoney(v.nonCustodialHousingCost, OTHER_MONEY_LABELS.nonCustodialHousingCost, 'Non-custodial parent housing cost is required'));
  put('distanceBetweenHomes', checkNumber(v.distanceBetweenHomes, 'Distance between homes is required', 'Distance between homes must be from 0 to 5,000 miles', 0, 5000));
  for (const field of ['vehicleCosts', 'publicTransportCosts', 'custodialParentIncome', 'nonCustodialParentIncome'] as const) {
    put(field, checkMoney(v[field], OTHER_MONEY_LABELS[field]));
  }
  for (const section of COST_SECTIONS) for (const [field, label] of section.fields) put(field, checkMoney(v[field], label));
  if (!v.state) put('state', MESSAGES.state);
  return errors;
}

/** The API body (the engine's input, contract C3): hidden fields (ages past the count, days unless custom) left out. */
export function custodyCostsPayload(v: CustodyCostsValues, money: (text: string) => number): Record<string, unknown> {
  const count = childCount(v);
  const body: Record<string, unknown> = {
    custodyArrangement: v.custodyArrangement,
    ...(v.custodyArrangement === 'custom' ? { custodialParentDays: Number(v.custodialParentDays) } : {}),
    numberOfChildren: count,
    custodialHousingCost: money(v.custodialHousingCost),
    nonCustodialHousingCost: money(v.nonCustodialHousingCost),
    distanceBetweenHomes: Number(v.distanceBetweenHomes),
    transportationFrequency: v.transportationFrequency,
    vehicleCosts: money(v.vehicleCosts),
    publicTransportCosts: money(v.publicTransportCosts),
    areaType: v.areaType || 'urban',
    useTypicalAmounts: v.useTypicalAmounts === 'true',
    state: v.state,
  };
  for (let n = 1; n <= count; n++) body[CHILD_AGE_FIELDS[n - 1]!] = Number(v[CHILD_AGE_FIELDS[n - 1]!]);
  for (const section of COST_SECTIONS) for (const [field] of section.fields) body[field] = money(v[field]);
  // Incomes are optional in the engine and "given" only when typed: blank ones are left out, not sent as 0.
  for (const field of ['custodialParentIncome', 'nonCustodialParentIncome'] as const) if (v[field].trim() !== '') body[field] = money(v[field]);
  return body;
}

/** A stored body of {@link custodyCostsPayload} back as the form's values (reopening it from the history). */
export function custodyCostsValuesFromInput(input: EngineInput): CustodyCostsValues {
  const values = initialCustodyCostsValues();
  for (const field of CUSTODY_COSTS_FIELDS) {
    if (field === 'useTypicalAmounts') {
      values[field] = input[field] === true ? 'true' : '';
      continue;
    }
    const money = field in OTHER_MONEY_LABELS || COST_SECTIONS.some((section) => section.fields.some(([name]) => name === field));
    const text = money ? inputMoney(input, field) : inputText(input, field, values[field]);
    values[field] = text;
  }
  return values;
}
