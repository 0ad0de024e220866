import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape } from '../models/schedule.js';
import { ILLINOIS_SCHEDULE_ANCHORS_2026 } from './data/illinois-schedule.js';
import { illinois } from './illinois.js';

type Steps = ReturnType<typeof calculateChildSupport>['steps'];
const line = (steps: Steps, label: string) => steps.find((s) => s.label.startsWith(label))?.value;

const base = {
  state: 'illinois',
  incomeBasis: 'net',
  custodialParentIncome: 2000,
  nonCustodialParentIncome: 3000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  asOf: '2026-06-01',
} as const;

describe('Illinois schedule rows (HFS 2026)', () => {
  it('holds ascending rows up to $27,375', () => {
    assertScheduleShape('illinois', ILLINOIS_SCHEDULE_ANCHORS_2026);
    expect(ILLINOIS_SCHEDULE_ANCHORS_2026.incomes.at(-1)).toBe(27_375);
  });
});

describe('Illinois income shares (750 ILCS 5/505(a)(1.5))', () => {
  it('computes the basic obligation and the noncustodial share from net incomes', () => {
    const result = calculateChildSupport(base);
    expect(result.combinedIncome).toBe(5000);
    expect(line(result.steps, 'Basic child support obligation')).toBe(1674);
    expect(result.monthlyPayment).toBe(1004.4);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('adds child care and health insurance by income share, crediting what the obligor pays', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 500,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 1,004.40 + 600 × 60% (360) − 100 = 1,264.40
    expect(result.monthlyPayment).toBe(1264.4);
  });

  it('estimates net income from gross income and says so', () => {
    const result = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4500,
    });
    expect(result.combinedIncome).toBeLessThan(7500);
    expect(result.meta.approximations.join(' ')).toMatch(/net income was estimated/);
  });

  it('orders $40 per child (at most $120) for an obligor at or below 75% of the poverty guideline', () => {
    const two = calculateChildSupport({ ...base, incomeBasis: 'gross', nonCustodialParentIncome: 900 });
    const four = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      nonCustodialParentIncome: 900,
      numberOfChildren: 4,
    });
    expect(two.monthlyPayment).toBe(80);
    expect(four.monthlyPayment).toBe(120);
  });
});

describe('Illinois shared physical care (505(a)(3.8))', () => {
  it('multiplies by 1.5 and cross-multiplies by time at 146 overnights each', () => {
    const result = calculateChildSupport({ ...base, custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(line(result.steps, 'Shared care child support obligation')).toBe(2511);
    expect(result.monthlyPayment).toBe(251.1);
  });

  it('starts at 146 overnights, not 145', () => {
    const at = calculateChildSupport({
      ...base,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    const below = calculateChildSupport({
      ...base,
      custodialParentOvernights: 220,
      nonCustodialParentOvernights: 145,
    });
    expect(line(at.steps, 'Shared care child support obligation')).toBeDefined();
    expect(line(below.steps, 'Shared care child support obligation')).toBeUndefined();
  });

  it('swaps roles symmetrically', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 2000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBe(251.1);
  });
});

describe('Illinois properties', () => {
  it('carries its worked examples', () => {
    expect(illinois.examples.length).toBeGreaterThan(0);
  });
});
