import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { VERMONT_SCHEDULE } from './data/vermont-schedule.js';
import { line, expectScheduleRises } from './test-support.js';

const base = {
  state: 'vermont',
  asOf: '2026-11-01',
  incomeBasis: 'net',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Vermont guideline table (15 V.S.A. § 654)', () => {
  it('holds 588 $50 brackets up to $30,024.99', () => {
    const incomes = VERMONT_SCHEDULE.incomes;
    expect(incomes.length).toBe(588);
    expect(incomes[1]).toBe(675);
    expect(incomes.at(-1)).toBe(29975);
    expect(incomes.slice(2).every((income, i) => income - incomes[i + 1]! === 50)).toBe(true);
  });

  it('every column rises with income and with children', () => {
    expectScheduleRises(VERMONT_SCHEDULE, { columns: 6, strictly: true });
  });
});

describe('Vermont sole custody', () => {
  it('reads the bracket holding combined available income and prorates', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Combined available income')).toBe(7000);
    expect(line(r, 'Basic (combined) support obligation')).toBe(1898);
    expect(r.monthlyPayment).toBe(1084.52);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('$7,024.99 is still in the same bracket; $7,025 is the next', () => {
    const same = run({ custodialParentIncome: 3024.99, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(same, 'Basic (combined) support obligation')).toBe(1898);
    const next = run({ custodialParentIncome: 3025, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(next, 'Basic (combined) support obligation')).toBe(1906);
  });

  it('leaves the obligor the self-support reserve', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1800, numberOfChildren: 1 });
    // $4,800 → 1,050 × 37.5% = 393.75; 1,800 − 1,596 = 204.
    expect(line(r, 'Limited by the self-support reserve')).toBe(204);
    expect(r.monthlyPayment).toBe(204);
  });

  it('estimates available income from gross and says so', () => {
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

describe('Vermont shared physical custody', () => {
  it('from 30% of the year each: basic × 1.5, each share for the other parent’s time', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, 'Shared-care basic obligation')).toBe(2847);
    // 1,626.78 × 60% = 976.07; 1,220.22 × 40% = 488.09
    expect(r.monthlyPayment).toBe(487.98);
  });

  it('109 overnights (under 30%) stays sole custody', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 256,
      nonCustodialParentOvernights: 109,
    });
    expect(r.monthlyPayment).toBe(1084.52);
  });
});

describe('Vermont rules read from the statute', () => {
  it('§ 657(c): shared custody never costs the payer more than the sole-custody amount', () => {
    const r = run({
      custodialParentIncome: 500,
      nonCustodialParentIncome: 9500,
      numberOfChildren: 1,
      custodyArrangement: 'shared',
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
    });
    // shared transfer 1,648.87 − 37.19 = 1,611.68 > sole 1,653 × 95% = 1,570.35
    expect(line(r, 'Basic support limited to the sole-custody guideline amount')).toBe(1570.35);
    expect(r.monthlyPayment).toBe(1570.35);
  });

  it('§ 657(b): 25% to under 30% is flagged (shared costs table not held)', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentTime: 73,
      nonCustodialParentTime: 27,
    });
    expect(r.monthlyPayment).toBe(1084.52);
    expect(r.meta.approximations.join(' ')).toContain('§ 657(b)');
  });

  it('§ 656(b): at or below the reserve the court sets a nominal amount (flagged, $0 shown)', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1500, numberOfChildren: 1 });
    expect(r.monthlyPayment).toBe(0);
    expect(r.meta.approximations.join(' ')).toContain('§ 656(b)');
  });

  it('self-support reserve: $1,565 until 2026-02-04, $1,596 from 2026-02-05 (rule 12P047)', () => {
    const before = run({ asOf: '2026-02-04', custodialParentIncome: 3000, nonCustodialParentIncome: 1800, numberOfChildren: 1 });
    expect(before.monthlyPayment).toBe(235);
    const after = run({ asOf: '2026-02-05', custodialParentIncome: 3000, nonCustodialParentIncome: 1800, numberOfChildren: 1 });
    expect(after.monthlyPayment).toBe(204);
  });
});

describe('Vermont properties', () => {
  it('swapping roles swaps the payer in shared custody', () => {
    const shared = {
      numberOfChildren: 1,
      custodyArrangement: 'shared' as const,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    };
    const a = run({ ...shared, custodialParentIncome: 6000, nonCustodialParentIncome: 3000 });
    const b = run({ ...shared, custodialParentIncome: 3000, nonCustodialParentIncome: 6000 });
    expect(a.payer).toBe('custodial');
    expect(b.payer).toBe('noncustodial');
    expect(a.monthlyPayment).toBe(b.monthlyPayment);
  });
});
