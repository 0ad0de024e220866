import { isJurisdictionSlug } from '../jurisdictions.js';
import { isIsoDate } from '../rules/source.js';
import { MONEY_MAXIMUM_DOLLARS } from '../validation/money-maximum.js';
import { CUSTODY_ARRANGEMENTS, INCOME_BASES, PARENT_ROLES, type ChildSupportParsedInput } from './schema.js';

/**
 * The fast way in for {@link ChildSupportInputSchema}: input in its plain form (a plain object of JSON numbers and
 * exact choices, every field valid) gives exactly the object the schema's parse gives (same keys, same order, same
 * values); anything else (money or numbers as text, null or blank fields, a field present but undefined, any
 * invalid value) gives undefined, and the caller parses with the schema, which stays the one definition of the
 * input and of its messages. Why: in zod's strict-CSP (jitless) mode, which the embed needs, parsing the 17 fields
 * took longer than the whole guideline calculation of most states (issue 28 § 4). plain-input.test.ts checks this
 * reader against the schema on generated inputs.
 */
export function plainChildSupportInput(input: unknown): ChildSupportParsedInput | undefined {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
  const raw = input as Record<string, unknown>;
  const custodialParentIncome = money(raw.custodialParentIncome);
  const nonCustodialParentIncome = money(raw.nonCustodialParentIncome);
  const custodialParentDeductions = optional(raw, 'custodialParentDeductions', money, 0);
  const nonCustodialParentDeductions = optional(raw, 'nonCustodialParentDeductions', money, 0);
  const numberOfChildren = whole(raw.numberOfChildren, 1, 6);
  const custodyArrangement = choice(raw.custodyArrangement, CUSTODY_ARRANGEMENTS);
  const custodialParentTime = percentage(raw.custodialParentTime);
  const nonCustodialParentTime = percentage(raw.nonCustodialParentTime);
  const state = isJurisdictionSlug(raw.state) ? raw.state : undefined;
  const incomeBasis = optional(raw, 'incomeBasis', (value) => choice(value, INCOME_BASES), 'gross' as const);
  const custodialParentOvernights = optional(raw, 'custodialParentOvernights', overnights, ABSENT);
  const nonCustodialParentOvernights = optional(raw, 'nonCustodialParentOvernights', overnights, ABSENT);
  const childcareCostMonthly = optional(raw, 'childcareCostMonthly', money, 0);
  const childcarePaidBy = optional(raw, 'childcarePaidBy', (value) => choice(value, PARENT_ROLES), ABSENT);
  const healthInsuranceMonthly = optional(raw, 'healthInsuranceMonthly', money, 0);
  const healthInsurancePaidBy = optional(raw, 'healthInsurancePaidBy', (value) => choice(value, PARENT_ROLES), ABSENT);
  const asOf = optional(raw, 'asOf', (value) => (typeof value === 'string' && isIsoDate(value) ? value : undefined), ABSENT);
  if (
    custodialParentIncome === undefined ||
    nonCustodialParentIncome === undefined ||
    custodialParentDeductions === undefined ||
    nonCustodialParentDeductions === undefined ||
    numberOfChildren === undefined ||
    custodyArrangement === undefined ||
    custodialParentTime === undefined ||
    nonCustodialParentTime === undefined ||
    state === undefined ||
    incomeBasis === undefined ||
    custodialParentOvernights === undefined ||
    nonCustodialParentOvernights === undefined ||
    childcareCostMonthly === undefined ||
    childcarePaidBy === undefined ||
    healthInsuranceMonthly === undefined ||
    healthInsurancePaidBy === undefined ||
    asOf === undefined
  ) {
    return undefined;
  }
  // The schema's cross-field rules (its superRefine); a case that breaks one is left to the schema's messages.
  if (Math.abs(custodialParentTime + nonCustodialParentTime - 100) > 0.01) return undefined;
  if ((custodialParentOvernights === ABSENT) !== (nonCustodialParentOvernights === ABSENT)) return undefined;
  if (custodialParentOvernights !== ABSENT && nonCustodialParentOvernights !== ABSENT) {
    const total = custodialParentOvernights + nonCustodialParentOvernights;
    if (total < 365 || total > 366) return undefined;
  }
  // The schema's key order: its shape's, a field left out when absent and without a default. zod's output type
  // lists the overnights as present-but-maybe-undefined, while its parse leaves the key out: hence the assertion.
  const parsed = {
    custodialParentIncome,
    nonCustodialParentIncome,
    custodialParentDeductions,
    nonCustodialParentDeductions,
    numberOfChildren,
    custodyArrangement,
    custodialParentTime,
    nonCustodialParentTime,
    state,
    incomeBasis,
    ...(custodialParentOvernights === ABSENT ? {} : { custodialParentOvernights }),
    ...(nonCustodialParentOvernights === ABSENT ? {} : { nonCustodialParentOvernights }),
    childcareCostMonthly,
    ...(childcarePaidBy === ABSENT ? {} : { childcarePaidBy }),
    healthInsuranceMonthly,
    ...(healthInsurancePaidBy === ABSENT ? {} : { healthInsurancePaidBy }),
    ...(asOf === ABSENT ? {} : { asOf }),
  };
  return parsed as ChildSupportParsedInput;
}

/** A field the input leaves out and the schema gives no value: its key is not in the parsed object. */
const ABSENT: unique symbol = Symbol('absent');

/**
 * An optional field: `whenAbsent` when the key is not in the input at all, else what `read` makes of the value.
 * A key that is present with the value undefined is not plain (the schema keeps such keys), so it reads as undefined.
 */
function optional<T, A>(raw: Record<string, unknown>, key: string, read: (value: unknown) => T | undefined, whenAbsent: A): T | A | undefined {
  if (!Object.hasOwn(raw, key)) return key in raw ? undefined : whenAbsent;
  const value = raw[key];
  return value === undefined ? undefined : read(value);
}

/** A money amount as a JSON number, 0 to the maximum, as the schema's money fields accept it. */
function money(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MONEY_MAXIMUM_DOLLARS ? value : undefined;
}

/** A JSON number from 0 to 100, as the time percentages accept it. */
function percentage(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;
}

/** A whole JSON number from `min` to `max`. */
function whole(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function overnights(value: unknown): number | undefined {
  return whole(value, 0, 366);
}

function choice<const T extends readonly string[]>(value: unknown, values: T): T[number] | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}
