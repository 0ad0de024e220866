import type { JurisdictionCatalogEntry } from '@securesplit/engine';

/**
 * The accuracy report's data comes from the API (GET /api/v1/jurisdictions: every state's rules and
 * worked examples, run by the server) and the standard scenario from the child support calculator,
 * so the page bundles none of the engine's rules (it bundled them all: 548 kB of gzip script).
 */
export type Jurisdiction = Pick<JurisdictionCatalogEntry, 'slug' | 'name' | 'code' | 'childSupport'>;
export type WorkedExample = Jurisdiction['childSupport']['examples'][number];
export type ExampleKind = WorkedExample['kind'];

export interface Catalog {
  asOf: string;
  jurisdictions: Jurisdiction[];
}

export async function fetchCatalog(signal: AbortSignal): Promise<Catalog> {
  const response = await fetch('/api/v1/jurisdictions', { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The report could not be loaded (${response.status}).`);
  return (await response.json()) as Catalog;
}

/** The spec's testing standard scenario (part 2, section 2): 3,000 and 4,000 a month, 2 children. */
export const STANDARD_SCENARIO = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
} as const;

export type ScenarioOutcome = { monthlyPayment: number; confidence: string } | { error: string };

/** The standard scenario in one state, by the calculator everyone uses (never in anyone's history: no cookies). */
export async function fetchScenario(state: string, signal: AbortSignal): Promise<ScenarioOutcome> {
  const response = await fetch('/api/v1/calculators/child-support', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...STANDARD_SCENARIO, state }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    monthlyPayment?: number;
    meta?: { confidence?: string };
    title?: string;
    detail?: string;
  } | null;
  if (!response.ok || typeof body?.monthlyPayment !== 'number') {
    return { error: body?.detail ?? body?.title ?? `The calculator answered ${response.status}.` };
  }
  return { monthlyPayment: body.monthlyPayment, confidence: body.meta?.confidence ?? 'official' };
}

export function countKinds(examples: readonly WorkedExample[]): Record<ExampleKind, number> {
  const count = (kind: ExampleKind) => examples.filter((e) => e.kind === kind).length;
  return { official: count('official'), secondary: count('secondary'), derived: count('derived') };
}

/** How many examples of each kind: printed in official material, printed by others, derived from the rule text. */
export function exampleKinds(examples: readonly WorkedExample[]): string {
  const kinds = countKinds(examples);
  return `${kinds.official} printed in official material, ${kinds.secondary} printed by others, ${kinds.derived} derived from the rule text`;
}
