import type { Source } from './source.js';

/**
 * The HHS poverty guideline for a one-person household in the 48 contiguous states and DC: many states
 * set their self-support reserve or low-income thresholds as a share of it, each adopting a new year's
 * figure on its own date. The figures live here once; each state keeps its own adoption rule.
 */
export const HHS_POVERTY_GUIDELINE_SOURCE: Source = {
  title: 'U.S. HHS poverty guidelines, one-person household, 48 contiguous states and D.C. (annual)',
  section:
    '2024 $15,060 (89 FR 2961, 2024-01-17); 2025 $15,650 (2025-01-17); 2026 $15,960 (91 FR 1797, 2026-01-15)',
  url: 'https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines',
};

interface PovertyGuidelineYear {
  year: number;
  annual: number;
  /** Federal Register publication date, where a state's adoption rule counts from it. */
  published?: string;
}

const ONE_PERSON_GUIDELINES: readonly PovertyGuidelineYear[] = [
  { year: 2012, annual: 11_170 },
  { year: 2013, annual: 11_490 },
  { year: 2014, annual: 11_670 },
  { year: 2015, annual: 11_770 },
  { year: 2016, annual: 11_880 },
  { year: 2017, annual: 12_060 },
  { year: 2018, annual: 12_140 },
  { year: 2019, annual: 12_490 },
  { year: 2020, annual: 12_760 },
  { year: 2021, annual: 12_880 },
  { year: 2022, annual: 13_590 },
  { year: 2023, annual: 14_580, published: '2023-01-19' },
  { year: 2024, annual: 15_060, published: '2024-01-17' },
  { year: 2025, annual: 15_650, published: '2025-01-17' },
  { year: 2026, annual: 15_960, published: '2026-01-15' },
];

/**
 * The one-person guideline of `year`, with the year clamped to `from`..`to` (default: the years held),
 * so a state that has not adopted a newer figure, or whose rule began later, can say so.
 */
export function onePersonPovertyGuideline(
  year: number,
  bounds: { from?: number; to?: number } = {},
): { year: number; annual: number } {
  const first = Math.max(bounds.from ?? ONE_PERSON_GUIDELINES[0]!.year, ONE_PERSON_GUIDELINES[0]!.year);
  const last = Math.min(bounds.to ?? ONE_PERSON_GUIDELINES.at(-1)!.year, ONE_PERSON_GUIDELINES.at(-1)!.year);
  const held = Math.min(Math.max(year, first), last);
  const entry = ONE_PERSON_GUIDELINES.find((g) => g.year === held)!;
  return { year: entry.year, annual: entry.annual };
}

/**
 * The guideline a state uses on `asOf` when it adopts each year's figure `lagDays` after the Federal
 * Register publishes it; before the earliest dated year, that year's figure.
 */
export function povertyGuidelineAdoptedBy(asOf: string, lagDays: number): { year: number; annual: number } {
  const dated = ONE_PERSON_GUIDELINES.filter((g) => g.published !== undefined);
  const inForce = [...dated].reverse().find((g) => asOf >= addDays(g.published!, lagDays)) ?? dated[0]!;
  return { year: inForce.year, annual: inForce.annual };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
