import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { NEBRASKA_TABLE_1 } from './data/nebraska-schedule.js';
import { line, expectScheduleRises } from './test-support.js';

const base = {
  state: 'nebraska',
  asOf: '2026-11-01',
  incomeBasis: 'net',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Nebraska Table 1', () => {
  it('holds 391 rows from $500 to $20,000, $50 apart, with the $50 minimum to $1,300', () => {
    const incomes = NEBRASKA_TABLE_1.incomes;
    expect(incomes.length).toBe(391);
    expect(incomes[0]).toBe(500);
    expect(incomes.at(-1)).toBe(20000);
    expect(incomes.slice(1).every((income, i) => income - incomes[i]! === 50)).toBe(true);
    expect(NEBRASKA_TABLE_1.obligations[incomes.indexOf(1300)]).toEqual([50, 50, 50, 50, 50, 50]);
  });

  it('every column rises with income and with children', () => {
    expectScheduleRises(NEBRASKA_TABLE_1, { columns: 6, strictly: false });
  });

  it('matches the one-child amounts an independent calculator hand-verified (tborer/ne-child-support-calc tests)', () => {
    const oneChild = (income: number) => NEBRASKA_TABLE_1.obligations[NEBRASKA_TABLE_1.incomes.indexOf(income)]![0];
    expect(oneChild(7350)).toBe(1043);
    expect(oneChild(7950)).toBe(1122);
    expect(oneChild(9300)).toBe(1237);
    expect(oneChild(14550)).toBe(1741);
  });

  it('matches § 4-206’s own example: $2,000 combined, three children → $712', () => {
    const row = NEBRASKA_TABLE_1.obligations[NEBRASKA_TABLE_1.incomes.indexOf(2000)]!;
    expect(row[2]).toBe(712);
  });

  it('holds the $50 rows up to $1,300, so it was built with a limitation between $1,300 and $1,350 (2025 or 2026)', () => {
    const at = (income: number) => NEBRASKA_TABLE_1.obligations[NEBRASKA_TABLE_1.incomes.indexOf(income)]!;
    expect(at(1300)).toEqual([50, 50, 50, 50, 50, 50]);
    expect(at(1350)[0]).toBeGreaterThan(50);
  });
});

describe('Nebraska Worksheet 1 (sole custody)', () => {
  it('reads Table 1 and prorates by net income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Combined monthly net income')).toBe(7000);
    expect(line(r, 'Basic (combined) support obligation')).toBe(1438);
    expect(line(r, "Noncustodial parent's share of the basic obligation")).toBe(821.67);
    // § 4-221: the final amount in whole dollars
    expect(r.monthlyPayment).toBe(822);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the row at or below the income', () => {
    const below = run({ custodialParentIncome: 3040, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(below, 'Basic (combined) support obligation')).toBe(1438);
    const next = run({ custodialParentIncome: 3050, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(next, 'Basic (combined) support obligation')).toBe(1444);
  });

  it('keeps the obligor above the basic subsistence limitation, owing at least 10% of net income', () => {
    const r = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 1400, numberOfChildren: 1 });
    // $6,400 → 975 × 21.88% = 213.33; 1,400 − 1,330 = 70; minimum max($50, $140) = 140.
    expect(line(r, 'Limited by the self-support reserve')).toBe(140);
    expect(r.monthlyPayment).toBe(140);
    const poorer = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 400, numberOfChildren: 1 });
    expect(poorer.monthlyPayment).toBe(50);
  });

  it('§§ 4-206/4-207 example incomes: $712 basic, father’s 75% share 534, limited to 1,500 − 1,330 = 170', () => {
    const r = run({ custodialParentIncome: 500, nonCustodialParentIncome: 1500, numberOfChildren: 3 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(712);
    expect(line(r, "Noncustodial parent's share of the basic obligation")).toBe(534);
    // § 4-218 at HHS's 2026 one-person guideline: $15,960 / 12 = $1,330 a month
    expect(line(r, 'Limited by the self-support reserve')).toBe(1500 - 15960 / 12);
    expect(r.monthlyPayment).toBe(170);
  });

  it('estimates net income from gross and says so', () => {
    const r = run({
      incomeBasis: 'gross',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 6000,
      numberOfChildren: 2,
    });
    expect(r.combinedIncome).toBeLessThan(10000);
    expect(r.meta.approximations.join(' ')).toContain('net income was estimated');
  });
});

describe('Nebraska Worksheet 3 (joint physical custody)', () => {
  it('over 142 days each: Table 1 × 1.5, each share for the other parent’s time', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'joint',
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, 'Shared-care basic obligation')).toBe(2157);
    // 1,232.51 × 60% = 739.51; 924.49 × 40% = 369.80; 369.71 → 370 (§ 4-221)
    expect(r.monthlyPayment).toBe(370);
  });

  it('142 days stays on Worksheet 1', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 223,
      nonCustodialParentOvernights: 142,
    });
    expect(r.monthlyPayment).toBe(822);
  });
});

describe('Nebraska properties', () => {
  it('swapping roles swaps the payer in joint custody', () => {
    const joint = {
      numberOfChildren: 1,
      custodyArrangement: 'joint' as const,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    };
    const a = run({ ...joint, custodialParentIncome: 6000, nonCustodialParentIncome: 3000 });
    const b = run({ ...joint, custodialParentIncome: 3000, nonCustodialParentIncome: 6000 });
    expect(a.payer).toBe('custodial');
    expect(b.payer).toBe('noncustodial');
    expect(a.monthlyPayment).toBe(b.monthlyPayment);
  });
});
