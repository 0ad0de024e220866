import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { RHODE_ISLAND_SCHEDULE_ANCHORS } from './data/rhode-island-schedule-anchors.js';

const base = {
  state: 'rhode-island',
  custodialParentIncome: 4000,
  nonCustodialParentIncome: 6000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-11-01',
} as const;

describe('Rhode Island schedule anchors (AO 2023-02)', () => {
  it('runs from $1,350 to $40,000 and rises in every column', () => {
    assertScheduleShape('rhode-island', RHODE_ISLAND_SCHEDULE_ANCHORS);
    expect(RHODE_ISLAND_SCHEDULE_ANCHORS.incomes[0]).toBe(1350);
    expect(RHODE_ISLAND_SCHEDULE_ANCHORS.incomes.at(-1)).toBe(40_000);
    RHODE_ISLAND_SCHEDULE_ANCHORS.obligations.forEach((row, i) => {
      if (i > 0)
        row.forEach((v, col) =>
          expect(v).toBeGreaterThanOrEqual(RHODE_ISLAND_SCHEDULE_ANCHORS.obligations[i - 1]![col]!),
        );
    });
  });

  it('interpolates between rows ($9,750 two children lies between 1,952 and 1,988)', () => {
    expect(readSchedule(RHODE_ISLAND_SCHEDULE_ANCHORS, 9750, 2, 'interpolate').amount).toBe(1970);
  });
});

describe('Rhode Island worksheet (estimate)', () => {
  it('applies the noncustodial parent’s income share to the schedule amount', () => {
    const r = calculateChildSupport(base);
    expect(r.combinedIncome).toBe(10_000);
    expect(r.nonCustodialPercentage).toBe(60);
    expect(r.monthlyPayment).toBe(1192.8);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('uses the top row above $40,000', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 20_000,
      nonCustodialParentIncome: 30_000,
    });
    expect(r.monthlyPayment).toBe(Math.round(4819 * 0.6 * 100) / 100);
  });
});
