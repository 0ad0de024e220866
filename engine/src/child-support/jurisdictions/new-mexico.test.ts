import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { NEW_MEXICO_SCHEDULE, NEW_MEXICO_SHADED_AREA_TOP } from './data/new-mexico-schedule.js';
import { line, expectScheduleRises } from './test-support.js';

const base = {
  state: 'new-mexico',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('New Mexico 2024 schedule', () => {
  it('holds 574 rows from $1,450 to $35,050, $50 apart except the missing $25,100-$30,000', () => {
    const incomes = NEW_MEXICO_SCHEDULE.incomes;
    expect(incomes.length).toBe(574);
    expect(incomes[0]).toBe(1450);
    expect(incomes.at(-1)).toBe(35050);
    const gaps = incomes.slice(1).filter((income, i) => income - incomes[i]! !== 50);
    expect(gaps).toEqual([30050]);
  });

  it('every column rises with income and with children', () => {
    expectScheduleRises(NEW_MEXICO_SCHEDULE, { columns: 6, strictly: false });
  });

  it('the shaded-area edges sit where each column leaves the steep self-support line', () => {
    const { incomes, obligations } = NEW_MEXICO_SCHEDULE;
    const rise = (row: number, k: number) => obligations[row]![k]! - obligations[row - 1]![k]!;
    NEW_MEXICO_SHADED_AREA_TOP.forEach((top, k) => {
      const i = incomes.indexOf(top);
      // The three rows up to the edge climb at the reserve's rate ($33-$40 a row) ...
      for (const row of [i - 2, i - 1, i])
        expect(rise(row, k), `${k + 1} child(ren) at ${incomes[row]}`).toBeGreaterThanOrEqual(33);
      // ... and from the second row past it the column climbs at ordinary income-shares rates.
      for (const row of [i + 2, i + 3, i + 4])
        expect(rise(row, k), `${k + 1} child(ren) at ${incomes[row]}`).toBeLessThan(25);
    });
  });
});

describe('New Mexico Worksheet A (basic visitation)', () => {
  it('reads the schedule and prorates by income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Combined gross monthly income')).toBe(7000);
    expect(line(r, "Noncustodial parent's share of income")).toBe(57.14);
    expect(line(r, 'Basic (combined) support obligation')).toBe(1484);
    expect(r.monthlyPayment).toBe(847.96);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('rounds combined income to the nearest $50 row', () => {
    const down = run({ custodialParentIncome: 3020, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(down, 'Basic (combined) support obligation')).toBe(1484); // $7,020 → $7,000
    const up = run({ custodialParentIncome: 3030, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(up, 'Basic (combined) support obligation')).toBe(1487); // $7,030 → $7,050
  });

  it('a paying parent in the shaded area owes the schedule amount at their own income (8.50.108.10(B))', () => {
    const r = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 1500, numberOfChildren: 2 });
    // $1,500 row, two children: $90 (the worksheet share of $6,500 would be 1,445 × 23.08% = 333.51).
    expect(line(r, "Basic obligation at the paying parent's own income (shaded area)")).toBe(90);
    expect(r.monthlyPayment).toBe(90);
    expect(r.payer).toBe('noncustodial');
  });

  it('the shaded amount applies even where the income share would be less, and without add-ons', () => {
    const r = run({
      custodialParentIncome: 20000,
      nonCustodialParentIncome: 2510,
      numberOfChildren: 3,
      childcareCostMonthly: 800,
      healthInsuranceMonthly: 300,
    });
    // $2,510 → $2,500 row, three children: $795, shaded (three children to $2,500); childcare and the
    // premium are left out under the reserve method.
    expect(line(r, "Basic obligation at the paying parent's own income (shaded area)")).toBe(795);
    expect(r.monthlyPayment).toBe(795);
    expect(r.steps.some((s) => s.label.startsWith('Childcare and insurance not added'))).toBe(true);
  });

  it('just past the shaded edge the ordinary worksheet applies', () => {
    const r = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 2550, numberOfChildren: 3 });
    // $22,550 row, three children: 3,397 × 11.31% = 384.20
    expect(line(r, 'Basic (combined) support obligation')).toBe(3397);
    expect(r.monthlyPayment).toBe(384.2);
  });

  it('interpolates across the rows missing from the transcription and flags it', () => {
    const r = run({ custodialParentIncome: 12500, nonCustodialParentIncome: 15000, numberOfChildren: 1 });
    // $27,500: halfway-ish between 2,153 ($25,050) and 2,419 ($30,050).
    expect(line(r, 'Basic (combined) support obligation')).toBe(2283.34);
    expect(r.meta.approximations.join(' ')).toContain('missing');
  });

  it('adds the insurance premium and childcare by income share', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      childcareCostMonthly: 600,
      healthInsuranceMonthly: 200,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 847.96 + 600 × 57.14% − 200 × 42.86% = 847.96 + 342.84 − 85.72
    expect(r.monthlyPayment).toBe(1105.08);
  });
});

describe('New Mexico Worksheet B (shared responsibility)', () => {
  const shared = {
    custodyArrangement: 'shared',
    custodialParentTime: 60,
    nonCustodialParentTime: 40,
  } as const;

  it('from 35% of the year with each parent: basic × 1.5, each share for the other parent’s time', () => {
    const r = run({
      ...shared,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, 'Shared-care basic obligation')).toBe(2226);
    expect(r.monthlyPayment).toBe(381.54);
  });

  it('the self-support reserve method does not apply on Worksheet B (8.50.108.10(C))', () => {
    const r = run({
      ...shared,
      custodialParentIncome: 5000,
      nonCustodialParentIncome: 1500,
      numberOfChildren: 2,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(r.steps.some((s) => s.label.startsWith('Self-support reserve'))).toBe(false);
    expect(line(r, 'Shared-care basic obligation')).toBeGreaterThan(0);
  });

  it('127 days (under 35%) stays on Worksheet A', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 238,
      nonCustodialParentOvernights: 127,
    });
    expect(r.monthlyPayment).toBe(847.96);
  });
});

describe('New Mexico properties', () => {
  it('swapping roles swaps the payer in shared care', () => {
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
