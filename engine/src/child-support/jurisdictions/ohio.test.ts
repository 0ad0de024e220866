import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportResult } from '../schema.js';
import { OHIO_SCHEDULE_ANCHORS } from './data/ohio-schedule.js';

function step(result: ChildSupportResult, label: string): number | string {
  const found = result.steps.find((s) => s.label === label);
  if (!found) throw new Error(`No step "${label}" in ${result.steps.map((s) => s.label).join(' | ')}`);
  return found.value;
}

const base = { custodyArrangement: 'primary', state: 'ohio', asOf: '2026-11-01' } as const;

describe('Ohio JFS 07767 anchor rows (secondary transcription)', () => {
  const { incomes, obligations } = OHIO_SCHEDULE_ANCHORS;

  it('no column decreases and more children never cost less', () => {
    for (let i = 0; i < incomes.length; i++) {
      for (let k = 0; k < 6; k++) {
        if (i > 0) expect(obligations[i]![k]!).toBeGreaterThanOrEqual(obligations[i - 1]![k]!);
        if (k > 0) expect(obligations[i]![k]!).toBeGreaterThanOrEqual(obligations[i]![k - 1]!);
      }
    }
  });

  it('the low-income rows follow $960 plus 5%-15% of income over $8,400', () => {
    const rates = [0.05, 0.1, 0.12, 0.13, 0.14, 0.15];
    const row = incomes.indexOf(15000);
    rates.forEach((rate, k) => expect(obligations[row]![k]).toBe(Math.round(960 + rate * (15000 - 8400))));
  });
});

describe('Ohio worksheet (estimate), two children', () => {
  // $2,500 and $5,000 gross a month: $30,000 and $60,000 a year.
  const result = calculateChildSupport({
    ...base,
    custodialParentIncome: 2500,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
  });

  it('follows the worksheet on annual income and divides by 12', () => {
    expect(step(result, "Custodial parent's annual income")).toBe(30000);
    expect(step(result, "Noncustodial parent's annual income")).toBe(60000);
    expect(step(result, 'Combined annual income')).toBe(90000);
    expect(step(result, "Noncustodial parent's share of combined income")).toBe(66.67);
    expect(step(result, 'Basic combined child support obligation (annual, interpolated)')).toBe(18770);
    expect(step(result, "Noncustodial parent's share of the combined obligation")).toBe(12513.96);
    expect(step(result, 'Schedule amount at the noncustodial parent’s own income')).toBe(12926);
    expect(step(result, 'Annual obligation (the lower of the two)')).toBe(12513.96);
    expect(step(result, 'Monthly child support (annual ÷ 12)')).toBe(1042.83);
    expect(result.monthlyPayment).toBe(1042.83);
    expect(result.payer).toBe('noncustodial');
  });

  it('is labelled an estimate and says what it approximates', () => {
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/JFS 07767 schedule could not be obtained/);
  });
});

describe('Ohio parenting time adjustment (R.C. 3119.051)', () => {
  const input = {
    ...base,
    custodialParentIncome: 2500,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodialParentTime: 75,
    nonCustodialParentTime: 25,
  };

  it('takes 10% off the annual obligation at 90 overnights', () => {
    const r = calculateChildSupport({ ...input, custodialParentOvernights: 275, nonCustodialParentOvernights: 90 });
    expect(step(r, 'Parenting time adjustment (10%)')).toBe(-1251.4);
    // (12,513.96 − 1,251.40) ÷ 12 = 938.55
    expect(r.monthlyPayment).toBe(938.55);
  });

  it('does not apply at 89 overnights', () => {
    const r = calculateChildSupport({ ...input, custodialParentOvernights: 276, nonCustodialParentOvernights: 89 });
    expect(r.monthlyPayment).toBe(1042.83);
  });
});

describe('Ohio low and high incomes', () => {
  it('caps a low earner at the schedule amount for their own income (self-sufficiency)', () => {
    // $1,500 a month = $18,000 a year: the own-income row reads $1,920 for two children,
    // below the share of the combined obligation.
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 1500,
      numberOfChildren: 2,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(step(r, 'Schedule amount at the noncustodial parent’s own income')).toBe(1920);
    expect(step(r, 'Annual obligation (the lower of the two)')).toBe(1920);
    expect(r.monthlyPayment).toBe(160);
  });

  it('uses the top row above $336,000 and says so', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 15000,
      nonCustodialParentIncome: 20000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(step(r, 'Basic combined child support obligation (annual, interpolated)')).toBe(25697);
    expect(r.meta.approximations.join(' ')).toMatch(/above the schedule's top row/);
  });

  it('time percentages and the equivalent overnights agree', () => {
    const a = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 1,
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
    });
    const b = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 1,
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
      custodialParentOvernights: 255,
      nonCustodialParentOvernights: 110,
    });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
  });
});
