import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportResult } from '../schema.js';
import { NEW_JERSEY_2025_SCHEDULE_ANCHORS } from './data/new-jersey-schedule.js';

function step(result: ChildSupportResult, label: string): number | string {
  const found = result.steps.find((s) => s.label === label);
  if (!found) throw new Error(`No step "${label}" in ${result.steps.map((s) => s.label).join(' | ')}`);
  return found.value;
}

const base = { custodyArrangement: 'primary', state: 'new-jersey', incomeBasis: 'net', asOf: '2026-11-01' } as const;

describe('New Jersey 2025 Appendix IX-F rows (secondary transcription)', () => {
  it('no column decreases and more children never cost less', () => {
    const { incomes, obligations } = NEW_JERSEY_2025_SCHEDULE_ANCHORS;
    for (let i = 0; i < incomes.length; i++) {
      for (let k = 0; k < 6; k++) {
        if (i > 0) expect(obligations[i]![k]!).toBeGreaterThanOrEqual(obligations[i - 1]![k]!);
        if (k > 0) expect(obligations[i]![k]!).toBeGreaterThanOrEqual(obligations[i]![k - 1]!);
      }
    }
  });
});

describe('New Jersey sole-parenting worksheet (estimate), weekly', () => {
  const result = calculateChildSupport({
    ...base,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 4300,
    numberOfChildren: 1,
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
  });

  it('converts to weekly whole dollars, two-decimal shares, and back with × 4.3 (App. IX-B)', () => {
    expect(step(result, 'Parent of primary residence: weekly net income')).toBe(698);
    expect(step(result, 'Parent of alternate residence: weekly net income')).toBe(1000);
    expect(step(result, 'Combined weekly net income')).toBe(1698);
    expect(step(result, "Parent of alternate residence's income share")).toBe(0.59);
    expect(step(result, 'Basic child support amount (weekly, interpolated)')).toBe(393);
    expect(step(result, "Parent of alternate residence's share (weekly)")).toBe(232);
    expect(step(result, 'Monthly support (weekly × 4.3)')).toBe(997.6);
    expect(result.monthlyPayment).toBe(997.6);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('reads a held row exactly', () => {
    // $4,300 + $4,300 a month: 1,000 + 1,000 a week = 2,000, a held row (425 for one child).
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 4300,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(step(r, 'Basic child support amount (weekly, interpolated)')).toBe(425);
    // 425 × 0.50 = 212.50 → 213 a week; × 4.3 = 915.90
    expect(r.monthlyPayment).toBe(915.9);
  });
});

describe('New Jersey self-support reserve and shared parenting', () => {
  it('limits the award to the obligor income above the reserve', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 2150,
      numberOfChildren: 3,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    // 2,150 ÷ 4.3 = 500 a week; 500 − 451 = 49.
    expect(step(r, 'Award limited by the self-support reserve (weekly)')).toBe(49);
    expect(r.monthlyPayment).toBe(210.7);
  });

  it('keeps the $5 weekly floor below the reserve', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 1000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(step(r, 'Award limited by the self-support reserve (weekly)')).toBe(5);
    expect(r.monthlyPayment).toBe(21.5);
  });

  it('flags the shared-parenting worksheet at two overnights a week', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
      custodialParentOvernights: 261,
      nonCustodialParentOvernights: 104,
    });
    expect(r.meta.approximations.join(' ')).toMatch(/shared-parenting worksheet applies/);
  });

  it('uses the top row above $3,600 a week and says so', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 10000,
      nonCustodialParentIncome: 10000,
      numberOfChildren: 2,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(step(r, 'Basic child support amount (weekly, interpolated)')).toBe(719);
    expect(r.meta.approximations.join(' ')).toMatch(/above \$3600 a week/);
  });
});
