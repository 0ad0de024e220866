import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape } from '../models/schedule.js';
import { CONNECTICUT_2015_WEEKLY_SCHEDULE as SCHEDULE } from './data/connecticut-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = {
  state: 'connecticut',
  incomeBasis: 'net',
  custodialParentIncome: 2600,
  nonCustodialParentIncome: 3900,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-11-01',
} as const;

/** Monthly income whose weekly equivalent (× 12 ÷ 52) is `weekly`. */
const monthlyFor = (weekly: number) => (weekly * 52) / 12;

describe('Connecticut 2015 schedule (§ 46b-215a-2c), held in full', () => {
  it('has every $10 row from $50 to $4,000 and six child columns', () => {
    assertScheduleShape('connecticut', SCHEDULE);
    expect(SCHEDULE.incomes).toHaveLength(396);
    SCHEDULE.incomes.forEach((income, i) => expect(income).toBe(50 + 10 * i));
    SCHEDULE.obligations.forEach((row) => expect(row).toHaveLength(6));
  });

  it('rises (or stays level) along every row and down every column', () => {
    expectScheduleRises(SCHEDULE, { columns: 6, strictly: false });
  });

  // Cells spread over the range and the child columns, as transcribed (one secondary source; see
  // the data file header): these pin the copy, they are not an independent confirmation.
  it.each([
    [50, 1, 5],
    [160, 2, 23],
    [400, 6, 214],
    [1000, 3, 385],
    [1500, 2, 414],
    [2000, 4, 623],
    [2370, 5, 784],
    [3090, 3, 733],
    [3600, 6, 1025],
    [4000, 1, 482],
    [4000, 6, 1101],
  ])('row %i, %i children: %i a week', (income, children, amount) => {
    expect(SCHEDULE.obligations[SCHEDULE.incomes.indexOf(income)]![children - 1]).toBe(amount);
  });
});

describe('Connecticut worksheet (estimate)', () => {
  it('works in net weekly income and converts the result × 52 ÷ 12', () => {
    const r = calculateChildSupport(base);
    expect(line(r, "Noncustodial parent's net weekly income")).toBe(900);
    expect(line(r, 'Basic child support obligation (weekly)')).toBe(414);
    expect(line(r, "Noncustodial parent's share (weekly)")).toBe(248.4);
    expect(r.monthlyPayment).toBe(1076.4);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the row nearest the combined income, not a blend of two rows', () => {
    // 1,504 a week → the $1,500 row; 1,505 → the $1,510 row (ties go up).
    const below = calculateChildSupport({
      ...base,
      custodialParentIncome: monthlyFor(604),
      nonCustodialParentIncome: monthlyFor(900),
    });
    expect(line(below, 'Basic child support obligation (weekly)')).toBe(414);
    const tie = calculateChildSupport({
      ...base,
      custodialParentIncome: monthlyFor(605),
      nonCustodialParentIncome: monthlyFor(900),
    });
    expect(line(tie, 'Basic child support obligation (weekly)')).toBe(417);
  });

  it('uses the $4,000 amount as the minimum above the schedule and says what the maximum would be', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: monthlyFor(2000),
      nonCustodialParentIncome: monthlyFor(3000),
    });
    expect(line(r, 'Basic child support obligation (weekly)')).toBe(708);
    expect(String(line(r, 'Above the schedule'))).toMatch(/minimum presumptive obligation/);
    // 60% of 708 = 424.80 a week.
    expect(line(r, "Noncustodial parent's share (weekly)")).toBe(424.8);
  });

  it('reads the schedule on the obligor’s own income in the low-income obligor area', () => {
    // Obligor 250 a week, one child (limit 280): the $250 row, 59 a week, unprorated.
    const r = calculateChildSupport({
      ...base,
      nonCustodialParentIncome: monthlyFor(250),
      numberOfChildren: 1,
    });
    expect(line(r, 'Low-income obligor')).toBeDefined();
    expect(line(r, 'Weekly support (low-income obligor)')).toBe(59);
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({ ...base, incomeBasis: 'gross' });
    expect(r.meta.approximations.join(' ')).toMatch(/Net income was estimated/);
  });

  it('says the schedule rests on one secondary transcription', () => {
    const r = calculateChildSupport(base);
    expect(r.meta.approximations.join(' ')).toMatch(/one secondary transcription/);
  });
});
