import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape } from '../models/schedule.js';
import { MAINE_TABLE_ANCHORS } from './data/maine-table-anchors.js';
import { lineIfPresent } from './test-support.js';


const base = {
  state: 'maine',
  custodialParentIncome: 2000,
  nonCustodialParentIncome: 3000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-11-01',
} as const;

describe('Maine table anchors (19-A M.R.S. § 2006)', () => {
  it('runs from $16,800 to $400,000 a year and rises in every column', () => {
    assertScheduleShape('maine', MAINE_TABLE_ANCHORS);
    expect(MAINE_TABLE_ANCHORS.incomes.at(-1)).toBe(400_000);
    MAINE_TABLE_ANCHORS.obligations.forEach((row, i) => {
      if (i > 0)
        row.forEach((v, col) =>
          expect(v).toBeGreaterThanOrEqual(MAINE_TABLE_ANCHORS.obligations[i - 1]![col]!),
        );
    });
  });
});

describe('Maine worksheet (estimate)', () => {
  it('multiplies the per-child weekly amount by the children and converts × 52 ÷ 12', () => {
    const r = calculateChildSupport(base);
    expect(lineIfPresent(r.steps, 'Weekly basic support per child')).toBe(149);
    expect(lineIfPresent(r.steps, 'Weekly basic support entitlement')).toBe(298);
    expect(lineIfPresent(r.steps, "Nonprimary parent's weekly share")).toBe(178.8);
    expect(r.monthlyPayment).toBe(774.8);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the self-support area on the nonprimary parent’s own income when lower', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 1500,
      numberOfChildren: 1,
    });
    expect(lineIfPresent(r.steps, 'Self-support reserve applies')).toBeDefined();
    // $18,000 row, one child: $40 a week × 52 ÷ 12.
    expect(r.monthlyPayment).toBe(173.33);
  });
});
