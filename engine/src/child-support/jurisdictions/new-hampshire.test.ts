import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape } from '../models/schedule.js';
import { NEW_HAMPSHIRE_TABLE_ANCHORS } from './data/new-hampshire-table-anchors.js';

type Steps = ReturnType<typeof calculateChildSupport>['steps'];
const line = (steps: Steps, label: string) => steps.find((s) => s.label.startsWith(label))?.value;

const base = {
  state: 'new-hampshire',
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 5000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-11-01',
} as const;

describe('New Hampshire table anchors (RSA 458-C)', () => {
  it('runs from $1,690 to $31,080 and rises in every column', () => {
    assertScheduleShape('new-hampshire', NEW_HAMPSHIRE_TABLE_ANCHORS);
    NEW_HAMPSHIRE_TABLE_ANCHORS.obligations.forEach((row, i) => {
      if (i > 0)
        row.forEach((v, col) =>
          expect(v).toBeGreaterThanOrEqual(NEW_HAMPSHIRE_TABLE_ANCHORS.obligations[i - 1]![col]!),
        );
    });
  });
});

describe('New Hampshire worksheet (estimate)', () => {
  it('reads the table on combined income and applies the income share', () => {
    const r = calculateChildSupport(base);
    expect(line(r.steps, 'Total child support obligation')).toBe(1861.6);
    expect(r.monthlyPayment).toBe(1163.5);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('uses the 4+ column for five children', () => {
    const r = calculateChildSupport({ ...base, numberOfChildren: 5 });
    expect(line(r.steps, 'Total child support obligation')).toBe(2399.64);
  });

  it('orders the $50 minimum below the self-support reserve', () => {
    const r = calculateChildSupport({ ...base, nonCustodialParentIncome: 1500 });
    expect(r.monthlyPayment).toBe(50);
  });

  it('keeps the self-support reserve for the paying parent', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 9000,
      nonCustodialParentIncome: 1800,
      numberOfChildren: 4,
    });
    expect(line(r.steps, 'Limited to income above the self-support reserve')).toBe(105);
  });
});
