import type { EffectiveRange } from './source.js';

export interface Versioned {
  effective: EffectiveRange;
}

/** Throws when two versions are in force on the same day: a rule set must be unambiguous. */
export function assertNoOverlap(owner: string, versions: readonly Versioned[]): void {
  const sorted = [...versions].sort((a, b) => a.effective.from.localeCompare(b.effective.from));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (previous.effective.to === undefined || previous.effective.to >= current.effective.from) {
      throw new Error(
        `${owner}: the rule version from ${previous.effective.from} overlaps the one from ${current.effective.from}`,
      );
    }
  }
}

/**
 * The version in force on `asOf`. Before the first version we apply the earliest one we have and
 * the caller says so (`appliedEarliest`), because refusing would help nobody.
 */
export function versionInForce<V extends Versioned>(
  versions: readonly V[],
  asOf: string,
): { version: V; appliedEarliest: boolean } {
  const sorted = [...versions].sort((a, b) => a.effective.from.localeCompare(b.effective.from));
  const inForce = sorted.filter(
    (v) => v.effective.from <= asOf && (v.effective.to === undefined || asOf <= v.effective.to),
  );
  const match = inForce[inForce.length - 1];
  if (match) return { version: match, appliedEarliest: false };
  const later = sorted.filter((v) => v.effective.from > asOf);
  if (later.length > 0) return { version: later[0]!, appliedEarliest: true };
  // Past the end of every dated range: the newest version is the best we have.
  return { version: sorted[sorted.length - 1]!, appliedEarliest: false };
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
