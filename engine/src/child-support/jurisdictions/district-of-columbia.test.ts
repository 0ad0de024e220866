import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { lineIfPresent } from './test-support.js';
import {
  DC_SCHEDULE,
  DC_SCHEDULE_AS_PRINTED,
  DC_SCHEDULE_CORRECTIONS,
} from './data/district-of-columbia-schedule.js';


const base = {
  state: 'district-of-columbia',
  custodialParentIncome: 2500,
  nonCustodialParentIncome: 4030,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-06-01',
} as const;

describe('D.C. schedule (§ 16-916.01a, Appendix I)', () => {
  it('has 381 annual rows, $12,382 then $12,600-$240,000 in $600 steps', () => {
    assertScheduleShape('dc', DC_SCHEDULE);
    expect(DC_SCHEDULE.incomes).toHaveLength(381);
    expect(DC_SCHEDULE.incomes[0]).toBe(12_382);
    DC_SCHEDULE.incomes.slice(1).forEach((income, i) => expect(income).toBe(12_600 + 600 * i));
  });

  it('rises in every column once the two printed slips are corrected', () => {
    DC_SCHEDULE.obligations.forEach((row, i) => {
      if (i > 0)
        row.forEach((amount, col) =>
          expect(amount).toBeGreaterThanOrEqual(DC_SCHEDULE.obligations[i - 1]![col]!),
        );
    });
    for (const [income, children, printed, fixed] of DC_SCHEDULE_CORRECTIONS) {
      expect(readSchedule(DC_SCHEDULE_AS_PRINTED, income, children, 'next-higher-row').amount).toBe(printed);
      expect(readSchedule(DC_SCHEDULE, income, children, 'next-higher-row').amount).toBe(fixed);
    }
  });

  it.each([
    [12_382, 1, 3261],
    [84_000, 2, 18_877],
    [120_000, 1, 18_681],
    [240_000, 4, 53_429],
    [78_360, 1, 13_178],
  ])('reads $%d for %d child(ren) as $%d (next higher amount)', (income, children, amount) => {
    expect(readSchedule(DC_SCHEDULE, income, children, 'next-higher-row').amount).toBe(amount);
  });
});

describe('D.C. Worksheet A (sole physical custody)', () => {
  it('annualises income, reads the next higher row and divides by 12', () => {
    const result = calculateChildSupport(base);
    expect(lineIfPresent(result.steps, 'Combined adjusted gross income')).toBe(78_360);
    expect(lineIfPresent(result.steps, "Noncustodial parent's percentage share")).toBe(61.72);
    expect(lineIfPresent(result.steps, 'Basic child support obligation (annual)')).toBe(13_178);
    expect(lineIfPresent(result.steps, "Noncustodial parent's share of the basic obligation")).toBe(8133.46);
    expect(result.monthlyPayment).toBe(677.79);
    expect(result.meta.confidence).toBe('official');
  });

  it('shares child care and health insurance by income and credits the parent who pays', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 500,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'noncustodial',
    });
    // Child care: 500 × 61.72% = 308.60 owed; insurance: the custodial parent's 38.28% of 100 = 38.28 credited.
    expect(lineIfPresent(result.steps, 'Health insurance and child care adjustment (annual)')).toBe(
      roundTo((308.6 - 38.28) * 12),
    );
    expect(result.monthlyPayment).toBe(roundTo((8133.46 + (308.6 - 38.28) * 12) / 12));
  });

  it('limits support to 35% of the paying parent’s income (§ 16-916.01(n))', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 20_000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 4,
      childcareCostMonthly: 6000,
    });
    expect(lineIfPresent(result.steps, 'Limited to 35%')).toBe(12_600);
    expect(result.monthlyPayment).toBe(1050);
  });

  it('presumes $75 a month when income leaves less than $900 above the self-support reserve (§ 16-916.01(g), (m)(2))', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 1800,
    });
    expect(lineIfPresent(result.steps, 'Self-support reserve (annual)')).toBe(20_815);
    expect(result.monthlyPayment).toBe(75);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('applies the lesser of the obligation and the ability to pay (§ 16-916.01(m)(3))', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 2000,
    });
    expect(lineIfPresent(result.steps, 'Maximum ability to pay (annual)')).toBe(3185);
    expect(result.monthlyPayment).toBe(265.42);
  });

  it('uses the $240,000 amount as a floor above the schedule (§ 16-916.01(h))', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 10_000,
      nonCustodialParentIncome: 15_000,
    });
    expect(lineIfPresent(result.steps, 'Basic child support obligation (annual)')).toBe(33_051);
    expect(result.meta.confidence).toBe('estimate');
  });
});

describe('D.C. Worksheet B (shared physical custody, § 16-916.01(q))', () => {
  const shared = {
    ...base,
    custodyArrangement: 'shared',
    custodialParentTime: 60,
    nonCustodialParentTime: 40,
    custodialParentIncome: 4000,
    nonCustodialParentIncome: 6000,
  } as const;

  it('multiplies by 1.5 and cross-credits by time when each parent has 35% or more', () => {
    const result = calculateChildSupport(shared);
    expect(lineIfPresent(result.steps, 'Shared-care basic obligation')).toBe(28_021.5);
    expect(lineIfPresent(result.steps, "Noncustodial parent's obligation for the custodial parent's time")).toBe(
      10_087.74,
    );
    expect(lineIfPresent(result.steps, "Custodial parent's obligation for the noncustodial parent's time")).toBe(
      4483.44,
    );
    expect(result.monthlyPayment).toBe(467.03);
  });

  it('uses sole custody below 35% (34/66)', () => {
    const result = calculateChildSupport({ ...shared, custodialParentTime: 66, nonCustodialParentTime: 34 });
    expect(lineIfPresent(result.steps, 'Shared-care basic obligation')).toBeUndefined();
    expect(result.monthlyPayment).toBe(roundTo((18_681 * 0.6) / 12));
  });

  it('makes the custodial parent pay when the cross credit flips', () => {
    const result = calculateChildSupport({
      ...shared,
      custodialParentTime: 40,
      nonCustodialParentTime: 60,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 4000,
    });
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBe(467.03);
  });
});

function roundTo(value: number): number {
  return Math.round(value * 100) / 100;
}
