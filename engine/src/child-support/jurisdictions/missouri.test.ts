import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { MISSOURI_SCHEDULE } from './data/missouri-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = { state: 'missouri', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const row = (income: number) => MISSOURI_SCHEDULE.obligations[MISSOURI_SCHEDULE.incomes.indexOf(income)];

describe('Missouri schedule of basic child support obligations (effective 2026-01-01)', () => {
  it('holds all 775 rows, $1,300 to $40,000 in $50 steps, six columns, rising along rows and columns', () => {
    expect(MISSOURI_SCHEDULE.incomes.length).toBe(775);
    MISSOURI_SCHEDULE.incomes.forEach((income, i) => expect(income).toBe(1300 + 50 * i));
    for (const cells of MISSOURI_SCHEDULE.obligations) expect(cells.length).toBe(6);
    expectScheduleRises(MISSOURI_SCHEDULE, { columns: 6, strictly: false });
  });

  it('matches the rows the Form 14 line 5 directions print (3093a.pdf), $1,300-$3,600', () => {
    expect(row(1300)).toEqual([60, 60, 60, 60, 60, 60]);
    expect(row(1750)).toEqual([339, 362, 366, 371, 373, 375]);
    expect(row(2200)).toEqual([439, 663, 672, 681, 686, 690]);
    expect(row(2850)).toEqual([553, 842, 1019, 1130, 1137, 1145]);
    expect(row(3250)).toEqual([622, 948, 1147, 1282, 1410, 1425]);
    expect(row(3600)).toEqual([683, 1041, 1260, 1407, 1548, 1670]);
  });

  it('matches rows cross-checked against the sadiyaqeen transcription across the range', () => {
    expect(row(5000)).toEqual([918, 1390, 1670, 1866, 2052, 2231]);
    expect(row(7000)).toEqual([1131, 1705, 2040, 2279, 2507, 2725]);
    expect(row(10500)).toEqual([1384, 2054, 2417, 2700, 2970, 3228]);
    expect(row(15500)).toEqual([1778, 2617, 3054, 3412, 3753, 4079]);
    expect(row(21000)).toEqual([2204, 3223, 3736, 4173, 4590, 4990]);
    expect(row(29000)).toEqual([2670, 3958, 4656, 5201, 5721, 6219]);
    expect(row(40000)).toEqual([3332, 4905, 5728, 6398, 7038, 7651]);
  });
});

describe('Missouri Form 14 worksheet', () => {
  it('follows lines 1-12 in whole dollars with 0.1% shares', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, '3. Combined adjusted monthly gross income')).toBe(7000);
    expect(line(r, '4. Proportionate share (parent paying support)')).toBe(57.1);
    expect(line(r, '5. Basic child support amount')).toBe(1705);
    expect(line(r, "9. Paying parent's support obligation")).toBe(974);
    expect(line(r, '11. Overnight visitation or custody adjustment percentage')).toBe(9);
    expect(line(r, '11. Adjustment for overnight visitation or custody')).toBe(153);
    expect(r.monthlyPayment).toBe(821);
    expect(r.payer).toBe('noncustodial');
    expect(r.nonCustodialPercentage).toBe(57.1);
    expect(r.meta.confidence).toBe('official');
    expect(r.meta.approximations).toEqual([]);
  });

  it('rounds the combined income to the nearest $50 row, $25 rounding up', () => {
    const down = run({ custodialParentIncome: 3024, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(down, '5. Basic child support amount')).toBe(1705);
    const up = run({ custodialParentIncome: 3025, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(up, '5. Basic child support amount')).toBe(1709);
  });

  it('uses the $40,000 row above the schedule and says the court may deviate', () => {
    const r = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 30000, numberOfChildren: 1 });
    expect(line(r, '5. Basic child support amount')).toBe(3332);
    expect(line(r, 'Above the schedule')).toContain('$40,000');
    expect(r.meta.confidence).toBe('official');
  });

  it('applies the line 11 table bands', () => {
    const at = (ncpNights: number) =>
      run({
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentOvernights: 365 - ncpNights,
        nonCustodialParentOvernights: ncpNights,
      });
    expect(line(at(35), '11. Overnight visitation or custody adjustment')).toContain('fewer than 36');
    expect(line(at(36), '11. Overnight visitation or custody adjustment percentage')).toBe(6);
    expect(line(at(109), '11. Overnight visitation or custody adjustment percentage')).toBe(10);
    expect(line(at(110), '11. Overnight visitation or custody adjustment percentage')).toBe(13);
    expect(line(at(136), '11. Overnight visitation or custody adjustment percentage')).toBe(23);
    expect(line(at(180), '11. Overnight visitation or custody adjustment percentage')).toBe(33);
    expect(line(at(182), '11. Overnight visitation or custody adjustment percentage')).toBe(34);
  });

  it('gives no line 11 adjustment when the receiving parent is at or below the self-support figure', () => {
    // 1 child: receiving parent 1,500 ≤ 1,750; paying parent 5,000 − 843 is above it.
    const r = run({ custodialParentIncome: 1500, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, '5. Basic child support amount')).toBe(1096);
    expect(line(r, '4. Proportionate share (parent paying support)')).toBe(76.9);
    expect(line(r, '11. Overnight visitation or custody adjustment')).toContain('None');
    expect(r.monthlyPayment).toBe(843);
  });

  it('allows the adjustment when the paying parent would be left at or below the self-support figure', () => {
    // 1 child: receiving parent 1,000, paying parent 2,000 (row 2,000 is above the shaded 1,750).
    // Combined 3,000 → 579; share 66.7% → 386; 2,000 − 386 = 1,614 ≤ 1,750 → 9% × 579 = 52.11 → 52.
    const r = run({ custodialParentIncome: 1000, nonCustodialParentIncome: 2000, numberOfChildren: 1 });
    expect(line(r, '11. Adjustment for overnight visitation or custody')).toBe(52);
    expect(line(r, 'Line 11 caveat')).toContain('allowed');
    expect(r.monthlyPayment).toBe(334);
  });

  it('takes the lower low-income calculation when the paying parent is in the shaded area', () => {
    const r = run({ custodialParentIncome: 300, nonCustodialParentIncome: 1600, numberOfChildren: 1 });
    expect(line(r, '5. Basic child support amount')).toBe(385);
    expect(line(r, '12. Presumed child support amount')).toBe(289);
    expect(line(r, "5. Low income: schedule amount at the paying parent's income alone")).toBe(246);
    expect(line(r, '11. Low income: overnight adjustment')).toBe(22);
    expect(line(r, '12. Low income: presumed child support amount')).toBe(224);
    expect(line(r, 'Lower of the two calculations')).toContain('low-income');
    expect(r.monthlyPayment).toBe(224);
  });

  it('keeps the first calculation when it is the lower one', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1600, numberOfChildren: 1 });
    expect(line(r, '12. Presumed child support amount')).toBe(219);
    expect(line(r, '12. Low income: presumed child support amount')).toBe(224);
    expect(r.monthlyPayment).toBe(219);
  });

  it("reproduces the directions' child care tax credit example ($1,832, $650 for two children: credit $155, net $495)", () => {
    const r = run({ custodialParentIncome: 1832, nonCustodialParentIncome: 4000, numberOfChildren: 2, childcareCostMonthly: 650, childcarePaidBy: 'custodial' });
    expect(line(r, '6a(2). Child care tax credit')).toBe(155);
    expect(line(r, '6a. Adjusted child care costs')).toBe(495);
  });

  it('adds child care (after the credit) and health insurance, credits what the paying parent pays (line 10)', () => {
    const r = run({
      custodialParentIncome: 2500,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      custodialParentOvernights: 255,
      nonCustodialParentOvernights: 110,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 150,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(line(r, '6a(2). Child care tax credit')).toBe(68);
    expect(line(r, '7. Total additional child-rearing costs')).toBe(482);
    expect(line(r, '8. Total combined child support costs')).toBe(1645);
    expect(line(r, "9. Paying parent's support obligation")).toBe(1097);
    expect(line(r, '10. Credit for additional child-rearing costs paid')).toBe(150);
    expect(line(r, '11. Adjustment for overnight visitation or custody')).toBe(151);
    expect(r.monthlyPayment).toBe(796);
  });

  it("never turns line 12 negative: credits above the paying parent's share give $0", () => {
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 1500, numberOfChildren: 1, healthInsuranceMonthly: 900, healthInsurancePaidBy: 'noncustodial' });
    expect(line(r, '12. Presumed child support amount')).toBe(0);
    expect(r.monthlyPayment).toBe(0);
    expect(r.payer).toBe('none');
  });

  it('with substantially equal time, the parent with the higher gross income pays', () => {
    const r = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(line(r, 'Parent paying support')).toContain('higher monthly gross income');
    expect(line(r, '11. Overnight visitation or custody adjustment percentage')).toBe(34);
    expect(r.payer).toBe('custodial');
    expect(r.monthlyPayment).toBe(512);
  });

  it('in shared care the parent with fewer overnights pays, even when entered as custodial', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 40, nonCustodialParentTime: 60 });
    expect(r.payer).toBe('custodial');
    expect(line(r, 'Overnights per year with the parent paying support')).toBe(146);
  });

  it("never decreases as the paying parent's income rises", () => {
    for (const children of [1, 2, 3, 6]) {
      let last = 0;
      for (let income = 0; income <= 42000; income += 100) {
        const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: income, numberOfChildren: children });
        expect(r.monthlyPayment, `${children} children at ${income}`).toBeGreaterThanOrEqual(last);
        last = r.monthlyPayment;
      }
    }
  });
});
