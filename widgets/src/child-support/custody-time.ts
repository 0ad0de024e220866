import type { Translate } from '@securesplit/engine/locale';

/**
 * The custody arrangement and the parenting-time split. The amount follows the time, never the label:
 * these helpers give each arrangement a fitting starting split and say when the two disagree.
 */

export type CustodyArrangementValue = 'primary' | 'joint' | 'shared' | 'split';
export type TimeMode = 'percent' | 'overnights';

export interface TimeSplit {
  custodial: string;
  noncustodial: string;
}

/** Overnights in a year as the engine counts them (366 is accepted for a leap year). */
export const DAYS_PER_YEAR = 365;
const MAXIMUM_OVERNIGHTS = 366;

/**
 * The starting split for each arrangement, used only while the user has not typed a time (spec part 1:
 * "primary means 75%+ of time; shared means typically 35-65% each"). Primary keeps the form's own default,
 * 100/0; joint and shared start at equal time; split (each parent has at least one child) starts at equal
 * time too, the share of all the children's overnights when one child lives with each parent.
 */
export const TIME_DEFAULTS: Record<CustodyArrangementValue, TimeSplit> = {
  primary: { custodial: '100', noncustodial: '0' },
  joint: { custodial: '50', noncustodial: '50' },
  shared: { custodial: '50', noncustodial: '50' },
  split: { custodial: '50', noncustodial: '50' },
};

export function isArrangement(value: string): value is CustodyArrangementValue {
  return Object.hasOwn(TIME_DEFAULTS, value);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Percent of time as overnights a year: whole nights, adding up to 365. */
export function percentToOvernights(split: TimeSplit): TimeSplit | undefined {
  const custodial = Number(split.custodial);
  const noncustodial = Number(split.noncustodial);
  if (split.custodial.trim() === '' || split.noncustodial.trim() === '') return undefined;
  if (!Number.isFinite(custodial) || !Number.isFinite(noncustodial) || custodial < 0 || noncustodial < 0) return undefined;
  const total = custodial + noncustodial;
  if (total <= 0) return undefined;
  const custodialNights = Math.round((custodial / total) * DAYS_PER_YEAR);
  return { custodial: String(custodialNights), noncustodial: String(DAYS_PER_YEAR - custodialNights) };
}

/** Overnights as percentages to two decimals that add up to exactly 100 (what the engine checks). */
export function overnightsToPercent(split: TimeSplit): TimeSplit | undefined {
  const shares = overnightShares(split);
  if (!shares) return undefined;
  const custodial = round2(shares.custodial);
  return { custodial: String(custodial), noncustodial: String(round2(100 - custodial)) };
}

function wholeOvernights(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= MAXIMUM_OVERNIGHTS ? value : undefined;
}

/** Each parent's share of the overnights entered, 0-100, or undefined while they are not both valid. */
export function overnightShares(split: TimeSplit): { custodial: number; noncustodial: number } | undefined {
  const custodial = wholeOvernights(split.custodial);
  const noncustodial = wholeOvernights(split.noncustodial);
  if (custodial === undefined || noncustodial === undefined || custodial + noncustodial === 0) return undefined;
  const total = custodial + noncustodial;
  return { custodial: (custodial / total) * 100, noncustodial: (noncustodial / total) * 100 };
}

/** Editing one parent's overnights sets the other to 365 minus it, when the edit is a whole number 0-365. */
export function complementOvernights(edited: string): string | undefined {
  const value = wholeOvernights(edited);
  return value === undefined || value > DAYS_PER_YEAR ? undefined : String(DAYS_PER_YEAR - value);
}

/** The engine's overnight rules: both parents, whole numbers 0-366, adding up to 365 or 366 (messages through `t`). */
export function checkOvernights(split: TimeSplit, t: Translate): Partial<Record<'custodial' | 'noncustodial', string>> {
  const errors: Partial<Record<'custodial' | 'noncustodial', string>> = {};
  for (const role of ['custodial', 'noncustodial'] as const) {
    const text = split[role];
    if (text.trim() === '') errors[role] = t('validation.overnightsRequired');
    else if (wholeOvernights(text) === undefined) errors[role] = t('validation.overnightsInvalid');
  }
  if (!errors.custodial && !errors.noncustodial) {
    const total = Number(split.custodial) + Number(split.noncustodial);
    if (total < DAYS_PER_YEAR || total > MAXIMUM_OVERNIGHTS) errors.noncustodial = t('validation.overnightsTotal');
  }
  return errors;
}

const PRIMARY_MINIMUM_PERCENT = 75;
const SHARED_MINIMUM_PERCENT = 35;

function formatShare(value: number): string {
  return `${round2(value)}%`;
}

/**
 * A note when the arrangement chosen and the time entered disagree. The calculation uses the time, so a
 * label that says otherwise would otherwise go unnoticed (shared at 100/0 is computed as sole custody).
 */
export function custodyMismatch(arrangement: string, shares: { custodial: number; noncustodial: number } | undefined, t: Translate): string | undefined {
  if (!shares || !isArrangement(arrangement)) return undefined;
  const larger = Math.max(shares.custodial, shares.noncustodial);
  const smaller = Math.min(shares.custodial, shares.noncustodial);
  const entered = `${formatShare(shares.custodial)} / ${formatShare(shares.noncustodial)}`;
  switch (arrangement) {
    case 'primary':
      return larger < PRIMARY_MINIMUM_PERCENT ? t('childSupport.mismatch.primary', { entered }) : undefined;
    case 'shared':
      return smaller < SHARED_MINIMUM_PERCENT ? t('childSupport.mismatch.shared', { entered, sole: smaller === 0 ? 'yes' : 'no' }) : undefined;
    case 'joint':
    case 'split':
      return smaller === 0 ? t('childSupport.mismatch.sole', { arrangement, entered }) : undefined;
  }
}

/** Each parent's percentage when both are valid and add up to 100, else undefined. */
export function percentShares(split: TimeSplit): { custodial: number; noncustodial: number } | undefined {
  if (split.custodial.trim() === '' || split.noncustodial.trim() === '') return undefined;
  const custodial = Number(split.custodial);
  const noncustodial = Number(split.noncustodial);
  const valid = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;
  if (!valid(custodial) || !valid(noncustodial) || Math.abs(custodial + noncustodial - 100) > 0.01) return undefined;
  return { custodial, noncustodial };
}
