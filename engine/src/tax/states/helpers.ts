import type { Source } from '../../rules/source.js';
import { allStatuses, type ByStatus, type Schedule } from '../types.js';
import type { PerPerson } from './types.js';

/**
 * A state tax source. It carries no `lastChecked`: a check date is written by hand, on the source
 * literal, by whoever compared that state's figures with it on that day, never applied wholesale here.
 */
export function stateTaxSource(title: string, url?: string, section?: string): Source {
  return {
    title,
    ...(section ? { section } : {}),
    ...(url ? { url } : {}),
  };
}

/** A schedule from [threshold, rate] pairs, the first threshold 0. */
export function bands(...pairs: readonly (readonly [number, number])[]): Schedule {
  return pairs.map(([over, rate]) => ({ over, rate }));
}

/** One flat rate on all taxable income, for every filing status. */
export function flat(rate: number): ByStatus<Schedule> {
  return allStatuses(bands([0, rate]));
}

/** A schedule whose thresholds are multiplied (joint schedules that double the single one). */
export function scaled(schedule: Schedule, factor: number): Schedule {
  return schedule.map((b) => ({ ...b, over: b.over * factor }));
}

/** Single and separate use `single`; joint uses `joint`; head of household uses `hoh` (default: single). */
export function byStatus<T>(single: T, joint: T, hoh: T = single, separate: T = single): ByStatus<T> {
  return { single, 'married-joint': joint, 'married-separate': separate, 'head-of-household': hoh };
}

/** An extra rate on income above a threshold (a surtax bracket), merged into a schedule. */
export function withSurtax(schedule: Schedule, threshold: number, extraRate: number): Schedule {
  const out: { over: number; rate: number }[] = [];
  const thresholds = [...new Set([...schedule.map((b) => b.over), threshold])].sort((a, b) => a - b);
  for (const over of thresholds) {
    const base = [...schedule].reverse().find((b) => b.over <= over)!;
    out.push({ over, rate: roundRate(base.rate + (over >= threshold ? extraRate : 0)) });
  }
  return out;
}

function roundRate(rate: number): number {
  return Math.round(rate * 1e8) / 1e8;
}

/** Exemptions of `amount` per filer (two on a joint return) and `perDependent` per dependent. */
export function perFiler(amount: number, perDependent: number): PerPerson {
  return { filers: byStatus(amount, amount * 2), perDependent };
}

/**
 * Secondary compilations used to cross-check and, for a few 2026 figures, to supply them: public
 * research notes that quote the states' own publications (each figure there names its official source).
 */
export const SECONDARY_SOUTH_CENTRAL_2026: Source = {
  title:
    'Secondary: public research notes "South and Central states: 2026 figures and sources" (checked 2026-09-30), quoting state revenue publications',
};
export const SECONDARY_WEST_PLAINS_2026: Source = {
  title:
    'Secondary: public research notes "West and Plains states: 2026 figures and sources" (checked 2026-09-30), quoting state revenue publications',
};
