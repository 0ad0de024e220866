// zod parses interpreted: partner pages forbid eval (see zod-config.ts). First, before any schema parses.
import './validation/zod-config.js';
import type { z } from 'zod';
import { calculateAlimonyWithRules } from './alimony/calculate-with-rules.js';
import { AlimonyInputSchema, type AlimonyResult } from './alimony/schema.js';
import type { AlimonyJurisdictionRules } from './alimony/types.js';
import { calculateBudgetFromValidInput } from './budget/calculate.js';
import { BudgetInputSchema, type BudgetResult } from './budget/schema.js';
import { calculateChildSupportWithRules } from './child-support/calculate-with-rules.js';
import { ChildSupportInputSchema, type ChildSupportResult } from './child-support/schema.js';
import { childSupportSensitivityWith, type ChildSupportSensitivity } from './child-support/sensitivity.js';
import type { ChildSupportJurisdictionRules } from './child-support/types.js';
import { EngineValidationError } from './errors.js';
import { calculateHouseholdsWith } from './households/calculate-with.js';
import { HouseholdsInputSchema, type HouseholdsResult } from './households/schema.js';
import type { JurisdictionSlug } from './jurisdictions.js';
import { ALIMONY_RULE_LOADERS, CHILD_SUPPORT_RULE_LOADERS } from './on-device/rule-loaders.js';
import { calculateParentingTimeFromValidInput } from './parenting-schedule/calculate.js';
import { ParentingTimeInputSchema, type ParentingTimeResult } from './parenting-schedule/schema.js';
import { issuesToFieldErrors } from './validation/issues.js';

/**
 * `@securesplit/engine/on-device`: the free calculators for a page that computes in the browser, so that the
 * figures never leave the device (issue 31 §5). The same schemas and the same calculation functions as the
 * API's, but each state's rules are loaded when a calculation first asks for that state, never all 51.
 * Every function validates like the API (EngineValidationError with the same field messages) and answers
 * what the API's calculation answers without its stored id.
 */

const loaded = new Map<string, Promise<unknown>>();

/** One load per state and topic for the page's lifetime; a failed load (a dropped connection) may be tried again. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = loaded.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

/** The child-support guideline of one state, loaded on first use. */
export function loadChildSupportRules(slug: JurisdictionSlug): Promise<ChildSupportJurisdictionRules> {
  return once(`child-support:${slug}`, CHILD_SUPPORT_RULE_LOADERS[slug]);
}

/** The alimony rule of one state, loaded on first use. */
export function loadAlimonyRules(slug: JurisdictionSlug): Promise<AlimonyJurisdictionRules> {
  return once(`alimony:${slug}`, ALIMONY_RULE_LOADERS[slug]);
}

/** A lookup that holds one state's rules: a case of any other state is a programming error, not a user's. */
function only<T extends { slug: string }>(rules: T): (slug: JurisdictionSlug) => T {
  return (slug) => {
    if (slug !== rules.slug) throw new Error(`Rules for ${rules.slug} were loaded, not for ${slug}`);
    return rules;
  };
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

export interface OnDeviceOptions {
  /** The day `asOf` defaults to (the device's today, as the API's is the server's). */
  today?: Date;
}

export async function calculateChildSupportOnDevice(input: unknown, options: OnDeviceOptions = {}): Promise<ChildSupportResult> {
  const valid = parse(ChildSupportInputSchema, input);
  const rules = await loadChildSupportRules(valid.state);
  return calculateChildSupportWithRules(valid, only(rules), options);
}

/** "What moves the amount", every figure from the same on-device calculator. */
export async function childSupportSensitivityOnDevice(input: unknown, options: OnDeviceOptions = {}): Promise<ChildSupportSensitivity> {
  const valid = parse(ChildSupportInputSchema, input);
  const lookup = only(await loadChildSupportRules(valid.state));
  return childSupportSensitivityWith((i) => calculateChildSupportWithRules(i, lookup), valid, options);
}

export async function calculateAlimonyOnDevice(input: unknown, options: OnDeviceOptions = {}): Promise<AlimonyResult> {
  const valid = parse(AlimonyInputSchema, input);
  const rules = await loadAlimonyRules(valid.state);
  return calculateAlimonyWithRules(valid, only(rules), options);
}

/** Both households after tax: the same arithmetic as the API's, with the state's child-support rules loaded first. */
export async function calculateHouseholdsOnDevice(input: unknown, options: OnDeviceOptions = {}): Promise<HouseholdsResult> {
  const valid = parse(HouseholdsInputSchema, input);
  const lookup = only(await loadChildSupportRules(valid.state));
  return calculateHouseholdsWith(valid, (childSupportInput) => calculateChildSupportWithRules(childSupportInput, lookup), options);
}

/** The budget has no state rules: nothing to load. */
export function calculateBudgetOnDevice(input: unknown): BudgetResult {
  return calculateBudgetFromValidInput(parse(BudgetInputSchema, input));
}

/** A parenting schedule as overnights: calendar arithmetic, no state rules. */
export function calculateParentingTimeOnDevice(input: unknown): ParentingTimeResult {
  return calculateParentingTimeFromValidInput(parse(ParentingTimeInputSchema, input));
}

export { EngineValidationError, type FieldError } from './errors.js';
export type { AlimonyResult, BudgetResult, ChildSupportResult, ChildSupportSensitivity, HouseholdsResult, ParentingTimeResult };
