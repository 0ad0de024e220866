import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { SOUTH_DAKOTA_SCHEDULE } from './data/south-dakota-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = {
  state: 'south-dakota',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('South Dakota SDCL 25-7-6.2 schedule (as transcribed)', () => {
  it('holds every $50 row from $1,100 to $20,000, six children', () => {
    const { incomes, obligations } = SOUTH_DAKOTA_SCHEDULE;
    expect(incomes).toHaveLength(379);
    incomes.forEach((income, i) => expect(income).toBe(1100 + 50 * i));
    obligations.forEach((row) => expect(row).toHaveLength(6));
    expectScheduleRises(SOUTH_DAKOTA_SCHEDULE, { columns: 6, strictly: true });
  });

  it('agrees with rows read separately before, spread over the range', () => {
    // Same transcription read twice: this checks the copy, not the source (see the data header).
    const row = (income: number) =>
      SOUTH_DAKOTA_SCHEDULE.obligations[SOUTH_DAKOTA_SCHEDULE.incomes.indexOf(income)];
    expect(row(1100)).toEqual([216, 279, 312, 335, 357, 379]);
    expect(row(3250)).toEqual([779, 1125, 1321, 1476, 1623, 1765]);
    expect(row(7450)).toEqual([1172, 1669, 1934, 2161, 2377, 2583]);
    expect(row(10500)).toEqual([1333, 1883, 2165, 2418, 2660, 2891]);
    expect(row(16000)).toEqual([1747, 2460, 2821, 3151, 3466, 3768]);
    expect(row(20000)).toEqual([2101, 2963, 3405, 3804, 4184, 4548]);
  });
});

describe('South Dakota worksheet (estimate)', () => {
  it('prorates a schedule row by net income share', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(812.4);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the $50 band holding the income (its top row), not an interpolation', () => {
    // $5,020 lies in the $5,001-$5,050 band: two children $1,360.
    const r = run({ custodialParentIncome: 2020, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(line(r, 'Combined child support obligation')).toBe(1360);
    // $12,330, three children: the $12,350 row, $2,288.
    const s = run({ custodialParentIncome: 4200, nonCustodialParentIncome: 8130, numberOfChildren: 3 });
    expect(line(s, 'Combined child support obligation')).toBe(2288);
    expect(s.monthlyPayment).toBe(1508.71);
  });

  it('uses the first row below $1,100 and the top row above $20,000', () => {
    const low = run({ custodialParentIncome: 300, nonCustodialParentIncome: 600, numberOfChildren: 1 });
    expect(line(low, 'Combined child support obligation')).toBe(216);
    const high = run({ custodialParentIncome: 10000, nonCustodialParentIncome: 15000, numberOfChildren: 6 });
    expect(line(high, 'Combined child support obligation')).toBe(4548);
    expect(high.meta.approximations.join(' ')).toContain('$20,000');
  });

  it('says the schedule held may not be the one in force', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(r.meta.approximations.join(' ')).toContain('$871');
  });

  it('cross-credits shared parenting from 180 nights each', () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    // 1,354 × 1.5 = 2,031; 60% → 1,218.60 × 50% = 609.30; 40% → 812.40 × 50% = 406.20; 609.30 − 406.20 = 203.10
    expect(r.monthlyPayment).toBe(203.1);
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 1,
    });
    expect(r.meta.approximations.some((a) => a.startsWith('Net income was estimated'))).toBe(true);
  });

  it("never decreases as the paying parent's income rises", () => {
    let last = 0;
    for (let income = 0; income <= 22000; income += 200) {
      const r = run({ custodialParentIncome: 1500, nonCustodialParentIncome: income, numberOfChildren: 2 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });
});
