import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { NORTH_DAKOTA_SCHEDULE } from './data/north-dakota-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = { state: 'north-dakota', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('N.D. Admin. Code § 75-02-04.1-10 schedule', () => {
  it('holds 242 rows from $800 to $24,900', () => {
    expect(NORTH_DAKOTA_SCHEDULE.incomes.length).toBe(242);
    expect(NORTH_DAKOTA_SCHEDULE.obligations[0]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(NORTH_DAKOTA_SCHEDULE.obligations.at(-1)).toEqual([3491, 4240, 4989, 5489, 5986, 6484]);
    NORTH_DAKOTA_SCHEDULE.incomes.forEach((income, i) => expect(income).toBe(800 + 100 * i));
    expectScheduleRises(NORTH_DAKOTA_SCHEDULE, { columns: 6, strictly: false });
  });

  it('matches the two cells a second source prints (Weerts law blog, 2018)', () => {
    const row = (income: number) => NORTH_DAKOTA_SCHEDULE.obligations[NORTH_DAKOTA_SCHEDULE.incomes.indexOf(income)]!;
    expect(row(16000)[1]).toBe(3403);
    expect(row(21000)[2]).toBe(4574);
  });
});

describe('North Dakota guideline amount', () => {
  it("reads the obligor's own net income; the other parent's income does not matter", () => {
    const a = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    const b = run({ custodialParentIncome: 9000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(a, "Schedule amount at the obligor's net income")).toBe(1131);
    expect(a.monthlyPayment).toBe(1131);
    expect(b.monthlyPayment).toBe(1131);
    expect(a.meta.confidence).toBe('estimate');
  });

  it('owes nothing at $800 net or less', () => {
    expect(run({ custodialParentIncome: 3000, nonCustodialParentIncome: 700, numberOfChildren: 1 }).monthlyPayment).toBe(0);
    expect(run({ custodialParentIncome: 3000, nonCustodialParentIncome: 849, numberOfChildren: 1 }).monthlyPayment).toBe(0);
  });

  it('rounds net income to the nearest $100 ($50 up) before reading the schedule (§ 75-02-04.1-02(5))', () => {
    expect(run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4049, numberOfChildren: 2 }).monthlyPayment).toBe(1131);
    expect(run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4050, numberOfChildren: 2 }).monthlyPayment).toBe(1159);
    expect(run({ custodialParentIncome: 3000, nonCustodialParentIncome: 3950, numberOfChildren: 2 }).monthlyPayment).toBe(1131);
  });

  it('reduces the amount for more than 100 overnights (flagged)', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 60, nonCustodialParentTime: 40, custodialParentOvernights: 225, nonCustodialParentOvernights: 140 });
    // (365 − 44.8) / 365 = 0.8773; 1,131 × 0.8773 = 992.23, to the whole dollar (§ 75-02-04.1-02(4)): 992
    expect(line(r, 'Extended parenting time factor')).toBe(87.73);
    expect(r.monthlyPayment).toBe(992);
    expect(r.meta.approximations.join(' ')).toMatch(/75-02-04.1-08.1/);
  });

  it('offsets both parents\' amounts with equal residential responsibility', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(r.monthlyPayment).toBe(317);
    expect(r.payer).toBe('noncustodial');
  });

  it('swaps roles symmetrically', () => {
    const a = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    const b = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentTime: 20, nonCustodialParentTime: 80 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
    expect(b.payer).toBe('custodial');
  });

  it('never decreases as the obligor\'s income rises', () => {
    let last = 0;
    for (let income = 0; income <= 26000; income += 150) {
      const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: income, numberOfChildren: 3 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last);
      last = r.monthlyPayment;
    }
  });
});
