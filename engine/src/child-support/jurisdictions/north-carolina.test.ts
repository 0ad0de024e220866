import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape } from '../models/schedule.js';
import { NORTH_CAROLINA_SCHEDULE_ANCHORS_2023 } from './data/north-carolina-schedule.js';
import { northCarolina } from './north-carolina.js';

type Steps = ReturnType<typeof calculateChildSupport>['steps'];
const line = (steps: Steps, label: string) => steps.find((s) => s.label.startsWith(label))?.value;

const base = {
  state: 'north-carolina',
  custodialParentIncome: 2000,
  nonCustodialParentIncome: 3000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  asOf: '2026-06-01',
} as const;

describe('North Carolina schedule rows (2023)', () => {
  it('holds ascending rows from $1,300 to $40,000 with the $50 minimum row first', () => {
    assertScheduleShape('north-carolina', NORTH_CAROLINA_SCHEDULE_ANCHORS_2023);
    expect(NORTH_CAROLINA_SCHEDULE_ANCHORS_2023.obligations[0]).toEqual([50, 50, 50, 50, 50, 50]);
    expect(NORTH_CAROLINA_SCHEDULE_ANCHORS_2023.incomes.at(-1)).toBe(40_000);
  });
});

describe('North Carolina Worksheet A', () => {
  it('computes the lines at a printed row', () => {
    const result = calculateChildSupport(base);
    expect(line(result.steps, 'Line 1. Combined adjusted gross income')).toBe(5000);
    expect(line(result.steps, 'Line 4. Basic child support obligation')).toBe(1349);
    expect(line(result.steps, "Line 5. Noncustodial parent's share")).toBe(809.4);
    expect(result.monthlyPayment).toBe(809.4);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('interpolates between rows', () => {
    const result = calculateChildSupport({ ...base, custodialParentIncome: 2250 });
    // 5,250 lies halfway between 5,000 (1,349) and 5,500 (1,445): 1,397.
    expect(line(result.steps, 'Line 4. Basic child support obligation')).toBe(1397);
  });

  it('adds child care and health insurance by income share, crediting what the obligor pays', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 809.40 + 500 × 60% (300) − 100 = 1,009.40
    expect(result.monthlyPayment).toBe(1009.4);
  });

  it('uses the obligor’s income alone in the shaded area, without add-ons', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 1600,
      numberOfChildren: 1,
      childcareCostMonthly: 300,
    });
    expect(result.monthlyPayment).toBe(239);
  });

  it('orders the $50 minimum below the self-support level', () => {
    const result = calculateChildSupport({ ...base, nonCustodialParentIncome: 1000 });
    expect(result.monthlyPayment).toBe(50);
  });
});

describe('North Carolina Worksheet B (123 nights each)', () => {
  it('multiplies the basic obligation by 1.5 and offsets by nights', () => {
    const result = calculateChildSupport({ ...base, custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(line(result.steps, 'Line 4. Shared custody basic obligation')).toBe(2023.5);
    expect(line(result.steps, "Line 13. Noncustodial parent's obligation")).toBe(607.05);
    expect(line(result.steps, "Line 13. Custodial parent's obligation")).toBe(404.7);
    expect(result.monthlyPayment).toBe(202.35);
  });

  it('starts at 123 nights, not 122', () => {
    const at = calculateChildSupport({
      ...base,
      custodialParentOvernights: 242,
      nonCustodialParentOvernights: 123,
    });
    const below = calculateChildSupport({
      ...base,
      custodialParentOvernights: 243,
      nonCustodialParentOvernights: 122,
    });
    expect(line(at.steps, 'Line 4. Shared custody')).toBeDefined();
    expect(line(below.steps, 'Line 4. Shared custody')).toBeUndefined();
  });

  it('makes the higher earner pay even as custodial parent', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    expect(result.payer).toBe('custodial');
  });
});

describe('North Carolina properties', () => {
  it('never lowers support when the paying parent earns more (outside the minimum-order step)', () => {
    let previous = 0;
    for (let income = 1200; income <= 45_000; income += 250) {
      const { monthlyPayment } = calculateChildSupport({ ...base, nonCustodialParentIncome: income });
      expect(monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = monthlyPayment;
    }
  });

  it('says above $40,000 is the court’s call', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 20_000,
      nonCustodialParentIncome: 25_000,
    });
    expect(result.meta.approximations.join(' ')).toMatch(/reasonable needs/);
  });

  it('carries its worked examples', () => {
    expect(northCarolina.examples.length).toBeGreaterThan(0);
  });
});
