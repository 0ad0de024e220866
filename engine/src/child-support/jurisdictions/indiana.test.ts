import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { INDIANA_PARENTING_TIME_TABLE, INDIANA_WEEKLY_SCHEDULE } from './data/indiana-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = {
  state: 'indiana',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  custodialParentIncome: 1733.33,
  nonCustodialParentIncome: 2600,
  numberOfChildren: 2,
} as const;

const run = (input: Partial<ChildSupportInput>): ChildSupportResult => calculateChildSupport({ ...base, ...input });
const row = (income: number) => INDIANA_WEEKLY_SCHEDULE.obligations[INDIANA_WEEKLY_SCHEDULE.incomes.indexOf(income)];
/** Monthly income that is exactly `weekly` a week (× 52 ÷ 12). */
const monthly = (weekly: number) => Math.round(((weekly * 52) / 12) * 100) / 100;

describe('Indiana Guideline Schedules for Weekly Support Payments (2024)', () => {
  it('holds 911 rows, $100 to $9,200 in $10 steps, 8 children columns, rising', () => {
    expect(INDIANA_WEEKLY_SCHEDULE.incomes.length).toBe(911);
    INDIANA_WEEKLY_SCHEDULE.incomes.forEach((income, i) => expect(income).toBe(100 + 10 * i));
    for (const r of INDIANA_WEEKLY_SCHEDULE.obligations) expect(r.length).toBe(8);
    expectScheduleRises(INDIANA_WEEKLY_SCHEDULE, { columns: 8, strictly: false });
  });

  it('matches the second transcription (sadiyaqeen, columns 1-6) on rows across the range', () => {
    const checked: [number, number[]][] = [
      [100, [12, 18, 22, 24, 25, 27]],
      [550, [96, 123, 137, 154, 165, 181]],
      [1000, [180, 270, 338, 380, 395, 416]],
      [1740, [255, 383, 478, 538, 572, 623]],
      [2550, [320, 480, 600, 675, 717, 782]],
      [3780, [406, 609, 761, 856, 910, 992]],
      [5000, [497, 701, 806, 903, 993, 1082]],
      [6650, [593, 836, 962, 1077, 1185, 1291]],
      [9110, [740, 1043, 1200, 1344, 1478, 1611]],
      [9200, [745, 1050, 1208, 1353, 1488, 1622]],
    ];
    for (const [income, cells] of checked) expect(row(income)!.slice(0, 6), `row ${income}`).toEqual(cells);
  });

  it('records the one unresolved conflict: $700 row, 5 and 6 children', () => {
    // The second transcription prints 232 and 250 here (this table's $690 values).
    expect(row(690)!.slice(4, 6)).toEqual([232, 250]);
    expect(row(700)).toEqual([129, 184, 210, 227, 237, 256, 269, 286]);
    expect(row(710)!.slice(4, 6)).toEqual([242, 261]);
  });

  it('Parenting Time Table runs from 52 to 183 overnights without gaps, both columns rising', () => {
    expect(INDIANA_PARENTING_TIME_TABLE[0]!.from).toBe(52);
    expect(INDIANA_PARENTING_TIME_TABLE.at(-1)!.to).toBe(183);
    for (let i = 1; i < INDIANA_PARENTING_TIME_TABLE.length; i++) {
      const [prev, band] = [INDIANA_PARENTING_TIME_TABLE[i - 1]!, INDIANA_PARENTING_TIME_TABLE[i]!];
      expect(band.from).toBe(prev.to + 1);
      expect(band.total).toBeGreaterThan(prev.total);
      expect(band.duplicated).toBeGreaterThanOrEqual(prev.duplicated);
    }
  });
});

describe('Indiana worksheet (weekly)', () => {
  it('converts to weekly income, reads the schedule and converts back', () => {
    const r = run({});
    expect(line(r, '1E. Combined weekly adjusted income')).toBe(1000);
    expect(line(r, '4. Basic child support obligation (weekly)')).toBe(270);
    expect(line(r, '6. Share of the total obligation')).toBe(162);
    // 162 a week × 52 ÷ 12 = 702.
    expect(r.monthlyPayment).toBe(702);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the nearest $10 row', () => {
    // 1,004 → $1,000 row (270); 1,006 → $1,010 row (272).
    expect(line(run({ custodialParentIncome: monthly(404) }), '4. Basic child support obligation (weekly)')).toBe(270);
    expect(line(run({ custodialParentIncome: monthly(406) }), '4. Basic child support obligation (weekly)')).toBe(272);
  });

  it('adds child care and health insurance by income share and credits the parent who pays', () => {
    const r = run({
      childcareCostMonthly: monthly(50),
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: monthly(20),
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(line(r, '5. Total child support obligation (weekly)')).toBe(340);
    // 340 × 60% = 204 − 20 premium paid = 184 a week × 52 ÷ 12 = 797.33.
    expect(line(r, '6. Share of the total obligation')).toBe(204);
    expect(r.monthlyPayment).toBe(797.33);
  });

  it('gives no parenting time credit below 52 overnights', () => {
    const r = run({ custodialParentTime: 86.03, nonCustodialParentTime: 13.97, custodialParentOvernights: 314, nonCustodialParentOvernights: 51 });
    expect(r.monthlyPayment).toBe(702);
  });

  it('applies the Parenting Time Credit Worksheet from 52 overnights', () => {
    const r = run({ custodialParentTime: 85.75, nonCustodialParentTime: 14.25, custodialParentOvernights: 313, nonCustodialParentOvernights: 52 });
    // 52-55 band: 270 × 0.063 = 17.01; 270 × 0.011 = 2.97 × 60% = 1.78; credit 15.23; 162 − 15.23 = 146.77 × 52 ÷ 12 = 636.00.
    expect(line(r, '7. Parenting time credit (weekly)')).toBe(15.23);
    expect(r.monthlyPayment).toBe(636);
  });

  it('98 overnights: credit 42.71 a week', () => {
    const r = run({ custodialParentTime: 73.15, nonCustodialParentTime: 26.85, custodialParentOvernights: 267, nonCustodialParentOvernights: 98 });
    expect(line(r, '7. Parenting time credit (weekly)')).toBe(42.71);
    expect(r.monthlyPayment).toBe(516.92);
  });

  it('with equal time the custodial parent with the larger income pays (Guideline 3F)', () => {
    const r = run({ custodialParentIncome: 5200, nonCustodialParentIncome: 1733.33, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(line(r, '7. Parenting time credit (weekly)')).toBe(206.18);
    expect(r.payer).toBe('custodial');
    expect(r.monthlyPayment).toBe(491.53);
  });

  it('sets a negative result to zero with less than equal time, and says so', () => {
    const r = run({
      custodialParentIncome: monthly(3000),
      nonCustodialParentIncome: monthly(100),
      custodialParentTime: 67.12,
      nonCustodialParentTime: 32.88,
      custodialParentOvernights: 245,
      nonCustodialParentOvernights: 120,
    });
    expect(r.monthlyPayment).toBe(0);
    expect(r.payer).toBe('none');
    expect(r.meta.approximations.join(' ')).toMatch(/set to zero/);
  });

  it('gives the credit to the parent with fewer overnights in a shared arrangement', () => {
    const shared = run({
      custodialParentIncome: 2600,
      nonCustodialParentIncome: 1733.33,
      custodyArrangement: 'shared',
      custodialParentTime: 40,
      nonCustodialParentTime: 60,
      custodialParentOvernights: 146,
      nonCustodialParentOvernights: 219,
    });
    // The parent entered as custodial (600 a week, 146 overnights) is the worksheet noncustodial parent:
    // 146-150 band: 270 × 0.615 = 166.05; 270 × 0.472 = 127.44 × 60% = 76.46; credit 89.59; 162 − 89.59 = 72.41 → 313.78.
    expect(shared.payer).toBe('custodial');
    expect(shared.monthlyPayment).toBe(313.78);
  });

  it('extends the schedule in proportion above $9,200 a week, disclosed', () => {
    // Weekly 4,600 + 5,600 = 10,200: 1,050 × 10,200 / 9,200 = 1,164.13.
    const r = run({ custodialParentIncome: monthly(4600), nonCustodialParentIncome: monthly(5600) });
    expect(line(r, '4. Basic child support obligation (weekly, above')).toBe(1164.13);
    expect(r.meta.approximations.join(' ')).toMatch(/above the schedule/);
  });
});
