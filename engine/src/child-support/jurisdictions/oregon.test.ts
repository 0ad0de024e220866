import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { OREGON_SCALE } from './data/oregon-schedule.js';
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

/** Column sums (1-10 children) of the scale as both transcriptions give it (compared 2026-11-26). */
const SCALE_COLUMN_SUMS = [763_187, 1_082_567, 1_250_603, 1_396_071, 1_534_647, 1_666_922, 1_795_416, 1_919_209, 2_039_615, 2_154_950];

describe('Oregon scale (OAR 137-050-0725 appendix), complete', () => {
  it('holds 581 rows: $0 (flat $50), then $1,001 to $29,951 in $50 steps, ten columns with the checked sums', () => {
    assertScheduleShape('oregon', OREGON_SCALE);
    expect(OREGON_SCALE.incomes.length).toBe(581);
    expect(OREGON_SCALE.incomes[0]).toBe(0);
    OREGON_SCALE.incomes.slice(1).forEach((income, i) => expect(income).toBe(1001 + 50 * i));
    expect(OREGON_SCALE.obligations[0]).toEqual(Array(10).fill(50));
    for (let column = 0; column < 10; column++) {
      expect(OREGON_SCALE.obligations.reduce((sum, row) => sum + row[column]!, 0), `${column + 1} children`).toBe(
        SCALE_COLUMN_SUMS[column],
      );
    }
    OREGON_SCALE.obligations.forEach((row, i) => {
      if (i > 0) row.forEach((v, col) => expect(v).toBeGreaterThanOrEqual(OREGON_SCALE.obligations[i - 1]![col]!));
    });
  });

  it.each([
    [1000.99, 1, 50],
    [1001, 1, 65],
    [3000, 2, 808],
    [3001, 2, 820],
    [3049.99, 2, 820],
    [8000, 2, 1363],
    [29_950, 10, 5573],
    [29_951, 10, 5578],
    [30_000, 1, 1987],
  ])('reads $%d, %d child(ren), at the row at or below: $%d (OAR 137-050-0725(5))', (income, children, amount) => {
    expect(readSchedule(OREGON_SCALE, income, children, 'row-below').amount).toBe(amount);
  });

  it('never interpolates: combined $3,040 for two children is the $3,001 row, $820', () => {
    const r = calculateChildSupport({ ...base, custodialParentIncome: 1040, nonCustodialParentIncome: 2000 });
    expect(lineIfPresent(r.steps, 'Basic child support obligation')).toBe(820);
  });

  it('reads the ten-child column for eleven or more children (OAR 137-050-0725(4))', () => {
    expect(readSchedule(OREGON_SCALE, 8000, 12, 'row-below').amount).toBe(2749);
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
    // The workbook rounds the credit percentage to 0.0886 first: 1,363 × 0.0886 = 120.76.
    expect(r.steps.find((s) => s.label === 'Parenting time credit')?.value).toBe(120.76);
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
    // 2,000 − 1,729 (the reserve from 2026-07-01) = 271.
    expect(lineIfPresent(r.steps, 'Limited to income available for support')).toBe(271);
    expect(r.monthlyPayment).toBe(271);
  });

  it('applies the $100 minimum order', () => {
    // $1,800 less the $1,729 reserve leaves $71 available: below $100, raised to it.
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 9000,
      nonCustodialParentIncome: 1800,
      numberOfChildren: 1,
    });
    expect(lineIfPresent(r.steps, 'Minimum order')).toBe(100);
    expect(r.monthlyPayment).toBe(100);
  });
});

describe('Oregon self-support reserve (OAR 137-050-0745(5))', () => {
  it('is the poverty guideline × 1.167, rounded: $1,522 with the 2025 guideline', () => {
    expect(Math.round((15_650 / 12) * 1.167)).toBe(1522);
    // The rule text current through March 2024 printed $1,418: the 2023 guideline ($14,580) by the same formula.
    expect(Math.round((14_580 / 12) * 1.167)).toBe(1418);
    const before = calculateChildSupport({ ...base, asOf: '2026-06-30', custodialParentIncome: 1000, nonCustodialParentIncome: 2000, custodialParentTime: 100, nonCustodialParentTime: 0 });
    expect(lineIfPresent(before.steps, 'Limited to income available for support')).toBe(2000 - 1522);
  });

  it('is $1,729 from 2026-07-01, the 2026 guideline × 1.30 of the DOJ workbook for the rules effective that day', () => {
    expect(Math.round((15_960 / 12) * 1.3)).toBe(1729);
    const r = calculateChildSupport({ ...base, asOf: '2026-07-01', custodialParentIncome: 1000, nonCustodialParentIncome: 2000, custodialParentTime: 100, nonCustodialParentTime: 0 });
    expect(lineIfPresent(r.steps, 'Limited to income available for support')).toBe(2000 - 1729);
  });

  it('reproduces the DOJ calculator’s low-income case: limited to $71, then the $100 minimum order', () => {
    const r = calculateChildSupport({ ...base, numberOfChildren: 1, custodialParentIncome: 2500, nonCustodialParentIncome: 1800, custodialParentTime: 83.56, nonCustodialParentTime: 16.44, custodialParentOvernights: 305, nonCustodialParentOvernights: 60 });
    expect(r.steps.find((s) => s.label === 'Parenting time credit')?.value).toBe(47.65);
    expect(lineIfPresent(r.steps, 'Limited to income available for support')).toBe(71);
    expect(r.monthlyPayment).toBe(100);
  });
});
