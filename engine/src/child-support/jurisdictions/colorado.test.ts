import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { readSchedule } from '../models/schedule.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { COLORADO_2026_SCHEDULE, COLORADO_PARENTING_TIME_CREDIT } from './data/colorado-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = {
  state: 'colorado',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 2000,
  nonCustodialParentIncome: 3000,
  numberOfChildren: 2,
} as const;

const run = (input: Partial<ChildSupportInput>): ChildSupportResult => calculateChildSupport({ ...base, ...input });

const cell = (income: number, children: number) => readSchedule(COLORADO_2026_SCHEDULE, income, children, 'row-below').amount;

describe('Colorado 2026 schedule (HB25-1159)', () => {
  it('holds every $50 row from $50 to $40,000 for 1-6 children, rising along rows and columns', () => {
    expect(COLORADO_2026_SCHEDULE.incomes).toHaveLength(800);
    COLORADO_2026_SCHEDULE.incomes.forEach((income, i) => expect(income).toBe(50 * (i + 1)));
    for (const row of COLORADO_2026_SCHEDULE.obligations) expect(row).toHaveLength(6);
    expectScheduleRises(COLORADO_2026_SCHEDULE, { columns: 6, strictly: true });
  });

  it('matches the independent transcription at rows spread over the table (cross-check of 2026-11-21)', () => {
    // sadiyaqeen92639572-cloud/child-support-calculator-usa, data/schedules/colorado_schedule.json:
    // 34 rows agree in all six columns; these are a spread of them.
    const checked: readonly [number, readonly number[]][] = [
      [50, [11, 17, 20, 23, 25, 27]],
      [1450, [300, 456, 551, 616, 678, 736]],
      [5000, [934, 1404, 1685, 1882, 2071, 2251]],
      [9200, [1289, 1920, 2269, 2534, 2788, 3030]],
      [14650, [1742, 2564, 2994, 3344, 3678, 3998]],
      [21250, [2238, 3251, 3740, 4177, 4595, 4995]],
      [27850, [2642, 3911, 4594, 5131, 5645, 6136]],
      [34450, [3053, 4498, 5258, 5874, 6461, 7023]],
      [40000, [3398, 4992, 5817, 6498, 7148, 7769]],
    ];
    for (const [income, amounts] of checked) {
      amounts.forEach((amount, k) => expect(cell(income, k + 1), `${income}, ${k + 1} children`).toBe(amount));
    }
    // The 2026 guidance figure quoted by the first transcription's own accuracy check.
    expect(cell(10000, 2)).toBe(2001);
  });

  it('holds the (8)(h) table for every night, rising, 50% at 182.5 and antisymmetric', () => {
    expect(COLORADO_PARENTING_TIME_CREDIT).toHaveLength(367);
    const byNight = new Map(COLORADO_PARENTING_TIME_CREDIT.map(([n, p]) => [n, p]));
    for (let i = 1; i < COLORADO_PARENTING_TIME_CREDIT.length; i++) {
      expect(COLORADO_PARENTING_TIME_CREDIT[i]![1]).toBeGreaterThan(COLORADO_PARENTING_TIME_CREDIT[i - 1]![1]);
    }
    expect(byNight.get(182.5)).toBe(50);
    for (let n = 0; n <= 182; n++) expect(byNight.get(n)! + byNight.get(365 - n)!).toBeCloseTo(100, 6);
    // Points the second transcription agrees on.
    expect([20, 73, 146, 218, 291, 350].map((n) => byNight.get(n))).toEqual([1.56, 8.87, 32.32, 67.23, 90.93, 98.87]);
  });
});

describe('Colorado 2026 worksheet', () => {
  it('takes the credit for the noncustodial parent’s overnights off their income share', () => {
    const r = run({});
    expect(line(r, 'Basic child support obligation')).toBe(1404);
    expect(line(r, "Noncustodial parent's parenting-time credit")).toBe(8.87);
    expect(line(r, 'Parenting-time credit')).toBe(124.53);
    expect(r.monthlyPayment).toBe(717.87);
    expect(r.meta.rulesEffective.from).toBe('2026-03-01');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('gives the same result for overnights as for the equivalent percentage', () => {
    const byNights = run({ custodialParentOvernights: 292, nonCustodialParentOvernights: 73 });
    expect(byNights.monthlyPayment).toBe(717.87);
  });

  it('owes the whole share with no overnights and nothing at equal time and equal incomes', () => {
    expect(run({ custodialParentOvernights: 365, nonCustodialParentOvernights: 0 }).monthlyPayment).toBe(842.4);
    const equal = run({ custodialParentIncome: 2500, nonCustodialParentIncome: 2500, custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(equal.monthlyPayment).toBe(0);
    expect(equal.payer).toBe('none');
  });

  it('interpolates between $50 rows', () => {
    // 5,025: halfway between 5,000 (1,404) and 5,050 (1,416) = 1,410.
    const r = run({ custodialParentIncome: 2025, custodialParentOvernights: 365, nonCustodialParentOvernights: 0 });
    expect(line(r, 'Basic child support obligation')).toBe(1410);
  });

  it('uses the $40,000 row above the schedule and says so', () => {
    const r = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 30000 });
    expect(line(r, 'Basic child support obligation')).toBe(4992);
    expect(r.meta.approximations.some((a) => a.includes('$40,000'))).toBe(true);
  });

  it('applies the low-income bands to the paying parent', () => {
    const sole = { custodialParentOvernights: 365, nonCustodialParentOvernights: 0, numberOfChildren: 1 } as const;
    // At or below $650: the $10 minimum order.
    expect(run({ ...sole, nonCustodialParentIncome: 600 }).monthlyPayment).toBe(10);
    // At or below the $1,831.83 reserve: the reduced order ($50 for one child).
    expect(run({ ...sole, nonCustodialParentIncome: 1500 }).monthlyPayment).toBe(50);
    // Above it: 80% of the income over the reserve.
    const r = run({ ...sole, custodialParentIncome: 3000, nonCustodialParentIncome: 2000 });
    expect(line(r, 'Self-support reserve')).toBe(1831.83);
    expect(r.monthlyPayment).toBe(134.54);
    // Above full-time minimum wage ($2,627.73) the schedule amount stands.
    const above = run({ ...sole, custodialParentIncome: 3000, nonCustodialParentIncome: 3000 });
    expect(above.monthlyPayment).toBe(roundShare(cell(6000, 1), 0.5));
  });

  it('limits the order to 20% of an obligor’s income up to full-time minimum wage', () => {
    // NCP 2,500, CP 3,000, two children, 73 nights: 85% × (2,500 − 1,831.83) = 567.94 is above the
    // credited share; 20% of 2,500 = 500 binds.
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 2500 });
    expect(r.monthlyPayment).toBe(500);
  });

  it('keeps the earlier estimate for dates before 2026-03-01', () => {
    const r = run({ asOf: '2025-06-01' });
    expect(r.meta.rulesEffective.to).toBe('2026-02-28');
  });

  it('never lowers support when the paying parent earns more', () => {
    let previous = 0;
    for (let income = 700; income <= 42000; income += 350) {
      const r = run({ nonCustodialParentIncome: income });
      expect(r.monthlyPayment, `at ${income}`).toBeGreaterThanOrEqual(previous);
      previous = r.monthlyPayment;
    }
  });
});

function roundShare(amount: number, share: number): number {
  return Math.round(amount * share * 100) / 100;
}
