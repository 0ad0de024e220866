import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportResult } from '../schema.js';
import { PENNSYLVANIA_2026_SCHEDULE_ANCHORS } from './data/pennsylvania-schedule.js';
import { sharedCustodyPercentage } from './pennsylvania.js';

function step(result: ChildSupportResult, label: string): number | string {
  const found = result.steps.find((s) => s.label === label);
  if (!found) throw new Error(`No step "${label}" in ${result.steps.map((s) => s.label).join(' | ')}`);
  return found.value;
}

const base = { custodyArrangement: 'primary', state: 'pennsylvania', incomeBasis: 'net', asOf: '2026-11-01' } as const;

describe('Pennsylvania 2026 schedule rows (secondary transcription)', () => {
  const { incomes, obligations } = PENNSYLVANIA_2026_SCHEDULE_ANCHORS;

  it('no column decreases and more children never cost less', () => {
    for (let i = 0; i < incomes.length; i++) {
      for (let k = 0; k < 6; k++) {
        if (i > 0) expect(obligations[i]![k]!).toBeGreaterThanOrEqual(obligations[i - 1]![k]!);
        if (k > 0) expect(obligations[i]![k]!).toBeGreaterThanOrEqual(obligations[i]![k - 1]!);
      }
    }
  });

  it.each([
    [8000, [1438, 2122, 2484, 2775, 3052, 3318]],
    [20000, [2748, 4060, 4759, 5316, 5848, 6356]],
  ])('row %i matches the second transcription', (income, row) => {
    expect(obligations[incomes.indexOf(income)]).toEqual(row);
  });
});

describe('Pennsylvania worksheet (estimate), 2026', () => {
  const result = calculateChildSupport({
    ...base,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
  });

  it('follows Pa.R.C.P. 1910.16-4 line by line', () => {
    expect(step(result, 'Combined monthly net income')).toBe(8000);
    expect(step(result, "Obligor's percentage of combined income")).toBe(62.5);
    expect(step(result, 'Basic child support obligation (interpolated)')).toBe(2122);
    expect(step(result, "Obligor's share of the basic obligation")).toBe(1326.25);
    expect(step(result, "Schedule amount at the obligor's income alone")).toBe(1629);
    expect(result.monthlyPayment).toBe(1326.25);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('interpolates between rows it holds', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5250,
      numberOfChildren: 2,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    // 8,250 lies halfway between 8,000 (2,122) and 8,500 (2,222).
    expect(step(r, 'Basic child support obligation (interpolated)')).toBe(2172);
  });
});

describe('Pennsylvania shared custody (Pa.R.C.P. 1910.16-4(c))', () => {
  it('reproduces the rule example of 33 Pa.B. 6016: 68% becomes 58%, 53% and 48%', () => {
    expect(sharedCustodyPercentage(68, 39)).toBe(68);
    expect(sharedCustodyPercentage(68, 40)).toBe(58);
    expect(sharedCustodyPercentage(68, 45)).toBe(53);
    expect(sharedCustodyPercentage(68, 50)).toBe(48);
  });

  const input = {
    ...base,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
  };

  it('does not adjust below 40% of overnights', () => {
    const r = calculateChildSupport({ ...input, custodialParentTime: 61, nonCustodialParentTime: 39 });
    expect(r.monthlyPayment).toBe(1326.25);
  });

  it('reduces the obligor percentage by the points above 30% at 40% or more', () => {
    const r = calculateChildSupport({ ...input, custodialParentTime: 55, nonCustodialParentTime: 45 });
    expect(step(r, "Obligor's adjusted percentage (shared custody)")).toBe(47.5);
    // 2,122 × 47.5% = 1,007.95
    expect(r.monthlyPayment).toBe(1007.95);
  });
});

describe('Pennsylvania low income, high income and versions', () => {
  it('caps a low-income obligor at the schedule amount for their income alone', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 1500,
      numberOfChildren: 2,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(step(r, "Schedule amount at the obligor's income alone")).toBe(223);
    expect(r.monthlyPayment).toBe(223);
  });

  it('uses the top row above $30,000 and says so', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 15000,
      nonCustodialParentIncome: 20000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(step(r, 'Basic child support obligation (interpolated)')).toBe(3749);
    expect(r.meta.approximations.join(' ')).toMatch(/1910\.16-3\.1/);
  });

  it('applies the 2022-2025 proxy before 2026', () => {
    const r = calculateChildSupport({
      ...base,
      asOf: '2025-06-01',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(r.meta.rulesEffective).toEqual({ from: '2022-01-01', to: '2025-12-31' });
    expect(r.meta.confidence).toBe('estimate');
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 6000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(r.combinedIncome).toBeLessThan(10000);
    expect(r.meta.approximations.join(' ')).toMatch(/net income was estimated from gross income/);
  });
});
