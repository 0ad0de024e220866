import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { OREGON_SCALE_ANCHORS } from './data/oregon-schedule-anchors.js';
import { oregonParentingTimeCredit } from './oregon.js';
import { lineIfPresent } from './test-support.js';


const base = {
  state: 'oregon',
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 5000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  asOf: '2026-11-01',
} as const;

describe('Oregon scale anchors (OAR 137-050-0725)', () => {
  it('runs from $1,000 to $30,000 and rises in every column', () => {
    assertScheduleShape('oregon', OREGON_SCALE_ANCHORS);
    expect(OREGON_SCALE_ANCHORS.incomes[0]).toBe(1000);
    expect(OREGON_SCALE_ANCHORS.incomes.at(-1)).toBe(30_000);
    OREGON_SCALE_ANCHORS.obligations.forEach((row, i) => {
      if (i > 0)
        row.forEach((v, col) =>
          expect(v).toBeGreaterThanOrEqual(OREGON_SCALE_ANCHORS.obligations[i - 1]![col]!),
        );
    });
  });

  it.each([
    [3000, 2, 808],
    [8000, 2, 1363],
    [30_000, 1, 1987],
  ])('reads $%d, %d child(ren) as $%d', (income, children, amount) => {
    expect(readSchedule(OREGON_SCALE_ANCHORS, income, children, 'interpolate').amount).toBe(amount);
  });
});

describe('Oregon parenting time credit (OAR 137-050-0730, formula as reported)', () => {
  it('is 0 with no overnights, 50% at half the year and 100% with all of them', () => {
    expect(oregonParentingTimeCredit(0)).toBe(0);
    expect(oregonParentingTimeCredit(182.5)).toBeCloseTo(0.5, 10);
    expect(oregonParentingTimeCredit(365)).toBeCloseTo(1, 3);
  });

  it('is symmetric: the two parents’ credits add up to 100%', () => {
    for (const nights of [30, 73, 100, 146]) {
      expect(oregonParentingTimeCredit(nights) + oregonParentingTimeCredit(365 - nights)).toBeCloseTo(1, 10);
    }
  });
});

describe('Oregon worksheet (estimate)', () => {
  it('subtracts the parenting time credit from the noncustodial parent’s share', () => {
    const r = calculateChildSupport(base);
    expect(lineIfPresent(r.steps, 'Basic child support obligation')).toBe(1363);
    expect(lineIfPresent(r.steps, "Noncustodial parent's share of the basic obligation")).toBe(851.88);
    expect(lineIfPresent(r.steps, 'Parenting time credit percentage')).toBe(8.86);
    expect(r.steps.find((s) => s.label === 'Parenting time credit')?.value).toBe(120.82);
    expect(r.monthlyPayment).toBe(731);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('owes nothing with equal incomes and equal time', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 4000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
      custodyArrangement: 'shared',
    });
    expect(r.monthlyPayment).toBe(0);
    expect(r.payer).toBe('none');
  });

  it('limits the share to income above the self-support reserve', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 1000,
      nonCustodialParentIncome: 2000,
      custodialParentTime: 100,
      nonCustodialParentTime: 0,
    });
    expect(lineIfPresent(r.steps, 'Limited to income available for support')).toBe(478);
    expect(r.monthlyPayment).toBe(478);
  });

  it('applies the $100 minimum order', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 9000,
      nonCustodialParentIncome: 1600,
      numberOfChildren: 1,
    });
    expect(lineIfPresent(r.steps, 'Minimum order')).toBe(100);
    expect(r.monthlyPayment).toBe(100);
  });
});
