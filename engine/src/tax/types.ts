import type { Confidence, Source } from '../rules/source.js';

export const FILING_STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** The tax years whose parameters we hold. */
export const TAX_YEARS = [2024, 2025, 2026] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

/**
 * One rate band: `rate` (a fraction, 0.22 for 22%) applies to taxable income above `over`. `addOn` is
 * a fixed amount added once income passes `over`, for schedules that print "$X plus Y% of the excess"
 * where $X is not the tax on the lower bands (Ohio's).
 */
export interface Bracket {
  over: number;
  rate: number;
  addOn?: number;
}
/** Bands in ascending order of `over`, the first starting at 0. */
export type Schedule = readonly Bracket[];

export type ByStatus<T> = Readonly<Record<FilingStatus, T>>;

/** The same value for every filing status. */
export function allStatuses<T>(value: T): ByStatus<T> {
  return { single: value, 'married-joint': value, 'married-separate': value, 'head-of-household': value };
}

/** Parameters published for one year, with where they come from. */
export interface DatedParameters {
  taxYear: number;
  sources: readonly Source[];
  confidence: Confidence;
  /** What the parameters leave out or approximate, in plain words (required when confidence is 'estimate'). */
  approximations: readonly string[];
}
