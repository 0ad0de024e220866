import { describe, expect, it } from 'vitest';
import '../validation/zod-config.js';
import { JURISDICTION_SLUGS } from '../jurisdictions.js';
import { plainChildSupportInput } from './plain-input.js';
import { ChildSupportInputSchema } from './schema.js';

/** A small seeded generator (mulberry32), so a failure names a case that can be run again. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = [
  'custodialParentIncome',
  'nonCustodialParentIncome',
  'custodialParentDeductions',
  'nonCustodialParentDeductions',
  'numberOfChildren',
  'custodyArrangement',
  'custodialParentTime',
  'nonCustodialParentTime',
  'state',
  'incomeBasis',
  'custodialParentOvernights',
  'nonCustodialParentOvernights',
  'childcareCostMonthly',
  'childcarePaidBy',
  'healthInsuranceMonthly',
  'healthInsurancePaidBy',
  'asOf',
] as const;

/** Values near every field's edges, of every JSON type, and the forms only the schema reads (text, blank, null). */
const ODD_VALUES: unknown[] = [
  undefined, null, '', ' ', 0, -0, -1, 0.5, 1, 6, 7, 100, 100.5, 365, 366, 367, 1e9, 1e9 + 1, Number.NaN,
  Number.POSITIVE_INFINITY, '3000', '$3,000', '5+', '50%', 'primary', 'shared', 'split', 'gross', 'net', 'custodial',
  'noncustodial', 'maryland', 'Maryland', 'atlantis', '2026-06-01', '2026-02-30', '2024-02-29', '2026-6-1', true, {}, [],
];

function plainCase(random: () => number) {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const custodialTime = int(0, 100);
  const input: Record<string, unknown> = {
    custodialParentIncome: random() < 0.2 ? Math.round(random() * 2_000_000) / 100 : int(0, 40_000),
    nonCustodialParentIncome: int(0, 40_000),
    numberOfChildren: int(1, 6),
    custodyArrangement: pick(['primary', 'joint', 'shared', 'split']),
    custodialParentTime: custodialTime,
    nonCustodialParentTime: 100 - custodialTime,
    state: pick(JURISDICTION_SLUGS),
  };
  if (random() < 0.4) input.custodialParentDeductions = int(0, 3000);
  if (random() < 0.4) input.nonCustodialParentDeductions = int(0, 3000);
  if (random() < 0.3) input.incomeBasis = pick(['gross', 'net']);
  if (random() < 0.4) {
    const nights = int(0, 365);
    input.custodialParentOvernights = nights;
    input.nonCustodialParentOvernights = (random() < 0.2 ? 366 : 365) - nights;
  }
  if (random() < 0.4) input.childcareCostMonthly = int(0, 2000);
  if (random() < 0.3) input.childcarePaidBy = pick(['custodial', 'noncustodial']);
  if (random() < 0.4) input.healthInsuranceMonthly = int(0, 900);
  if (random() < 0.3) input.healthInsurancePaidBy = pick(['custodial', 'noncustodial']);
  if (random() < 0.7) input.asOf = `${int(2000, 2030)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 31)).padStart(2, '0')}`;
  if (random() < 0.1) input.unknownField = 'ignored';
  return input;
}

/** A plain case with one to three fields changed to an odd value or removed. */
function oddCase(random: () => number) {
  const input = plainCase(random);
  for (let i = 0; i < 1 + Math.floor(random() * 3); i++) {
    const field = FIELDS[Math.floor(random() * FIELDS.length)]!;
    if (random() < 0.2) delete input[field];
    else input[field] = ODD_VALUES[Math.floor(random() * ODD_VALUES.length)];
  }
  return input;
}

/** The plain reader either declines or gives exactly the schema's parsed object: same keys in the same order. */
function expectSameAsSchema(input: unknown): 'plain' | 'schema' {
  const plain = plainChildSupportInput(input);
  if (plain === undefined) return 'schema';
  const parsed = ChildSupportInputSchema.safeParse(input);
  expect(parsed.success, JSON.stringify(input)).toBe(true);
  expect(Object.entries(plain), JSON.stringify(input)).toStrictEqual(Object.entries(parsed.data!));
  return 'plain';
}

describe('plainChildSupportInput', () => {
  it('gives the schema’s parsed object for plain input', () => {
    const random = seeded(28);
    const taken = Array.from({ length: 3000 }, () => expectSameAsSchema(plainCase(random)));
    // Most generated cases are valid (some dates are not real): the fast way must actually be taken.
    expect(taken.filter((t) => t === 'plain').length).toBeGreaterThan(2000);
  });

  it('declines, or agrees with the schema, when fields are odd, missing or invalid', () => {
    const random = seeded(4);
    const taken = Array.from({ length: 6000 }, () => expectSameAsSchema(oddCase(random)));
    expect(taken.filter((t) => t === 'schema').length).toBeGreaterThan(3000);
  });

  it('declines input the schema would read differently or reject', () => {
    const base = {
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
      state: 'maryland',
    };
    expect(plainChildSupportInput(base)).toBeDefined();
    for (const odd of [
      { custodialParentIncome: '3000' },
      { asOf: undefined },
      { custodialParentDeductions: null },
      { nonCustodialParentTime: 30 },
      { custodialParentOvernights: 300 },
      { custodialParentOvernights: 300, nonCustodialParentOvernights: 100 },
      { asOf: '2026-02-30' },
      { numberOfChildren: '5+' },
    ]) {
      expect(plainChildSupportInput({ ...base, ...odd }), JSON.stringify(odd)).toBeUndefined();
    }
    expect(plainChildSupportInput(Object.assign(Object.create({ inherited: 1 }) as object, base))).toBeUndefined();
    expect(plainChildSupportInput([base])).toBeUndefined();
    expect(plainChildSupportInput(null)).toBeUndefined();
  });
});
