import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { KENTUCKY_SCHEDULE } from './data/kentucky-schedule.js';
import { kentucky } from './kentucky.js';
import { line } from './test-support.js';

const base = {
  state: 'kentucky',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const row = (income: number) => KENTUCKY_SCHEDULE.obligations[KENTUCKY_SCHEDULE.incomes.indexOf(income)];

describe('KRS 403.212 table', () => {
  it('holds 301 rows from $0 to $30,000 in $100 steps', () => {
    expect(KENTUCKY_SCHEDULE.incomes.length).toBe(301);
    expect(KENTUCKY_SCHEDULE.incomes.at(-1)).toBe(30000);
  });

  it('matches rows cross-checked against the bibby/ky-child-support and sadiyaqeen transcriptions', () => {
    expect(row(900)).toEqual([60, 60, 60, 60, 60, 60]);
    expect(row(1000)).toEqual([85, 85, 85, 85, 85, 85]);
    expect(row(1600)).toEqual([262, 384, 464, 518, 570, 582]);
    expect(row(5400)).toEqual([799, 1172, 1415, 1581, 1739, 1890]);
    expect(row(8100)).toEqual([1000, 1429, 1709, 1908, 2099, 2282]);
    expect(row(13400)).toEqual([1348, 1861, 2238, 2500, 2750, 2990]);
    expect(row(20300)).toEqual([1710, 2282, 2728, 3047, 3352, 3643]);
    expect(row(26000)).toEqual([1895, 2570, 3047, 3404, 3744, 4070]);
    expect(row(27500)).toEqual([1944, 2645, 3131, 3498, 3847, 4182]);
    expect(row(29000)).toEqual([1984, 2704, 3197, 3571, 3930, 4272]);
    expect(row(30000)).toEqual([2003, 2730, 3227, 3604, 3968, 4314]);
  });
});

describe('Kentucky worksheet (CS-71), primary residence', () => {
  it('reads the row at or below the combined income and prorates by income', () => {
    const r = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(line(r, '5. Combined monthly adjusted parental gross income')).toBe(7000);
    expect(line(r, '6. Percentage of combined income')).toBe(42.86);
    expect(line(r, '7. Basic child support obligation')).toBe(1306);
    expect(line(r, "11. Obligor's share")).toBe(559.75);
    expect(r.monthlyPayment).toBe(559.75);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('does not round up between rows: $7,090 still reads the $7,000 row', () => {
    const r = run({ custodialParentIncome: 4090, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(line(r, '7. Basic child support obligation')).toBe(1306);
  });

  it('subtracts maintenance and prior-born support paid, then adds childcare and insurance by income share', () => {
    const r = run({
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 3500,
      nonCustodialParentDeductions: 500,
      numberOfChildren: 2,
      childcareCostMonthly: 300,
      childcarePaidBy: 'custodial',
    });
    expect(line(r, '4. Monthly adjusted gross income (noncustodial parent)')).toBe(3000);
    // 559.75 + 300 × 42.86% (128.58) = 688.33
    expect(r.monthlyPayment).toBe(688.33);
  });

  it('leaves incomes above $30,000 to discretion and says so (estimate)', () => {
    const r = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 20000, numberOfChildren: 1 });
    // 2,003 × 40,000 / 30,000 = 2,670.67; half = 1,335.33 (share 50%).
    expect(line(r, '7. Basic child support obligation (extended)')).toBe(2670.67);
    expect(r.meta.confidence).toBe('estimate');
  });
});

describe('Shared parenting time credit (KRS 403.2122)', () => {
  const shared = {
    custodialParentIncome: 4000,
    nonCustodialParentIncome: 6000,
    numberOfChildren: 1,
    custodyArrangement: 'shared',
    custodialParentTime: 67.12,
    nonCustodialParentTime: 32.88,
    custodialParentOvernights: 245,
    nonCustodialParentOvernights: 120,
  } as const;

  it('takes 20.5% of the table obligation off the obligor\'s share at 116-129 days', () => {
    const r = run(shared);
    expect(line(r, '7. Basic child support obligation')).toBe(1099);
    expect(line(r, "11. Obligor's share")).toBe(659.4);
    expect(line(r, '14. Shared parenting time credit percentage')).toBe(20.5);
    expect(line(r, '15. Shared parenting time credit')).toBe(225.3);
    expect(r.monthlyPayment).toBe(434.1);
  });

  it('starts at 88 days from 2024-07-15 (no credit at 80 days)', () => {
    const r = run({ ...shared, custodialParentOvernights: 285, nonCustodialParentOvernights: 80 });
    expect(r.monthlyPayment).toBe(659.4);
  });

  it('started at 73 days (10.5%) under KRS 403.2121 before 2024-07-15', () => {
    const r = run({ ...shared, custodialParentOvernights: 285, nonCustodialParentOvernights: 80, asOf: '2024-01-15' });
    // 1,099 × 10.5% = 115.395 → 115.40; 659.40 − 115.40 = 544.00
    expect(line(r, '15. Shared parenting time credit')).toBe(115.4);
    expect(r.monthlyPayment).toBe(544);
    expect(r.meta.rulesEffective.from).toBe('2023-03-31');
  });

  it('makes the higher earner the obligor when days are equal, with a 50% credit', () => {
    const r = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    // Combined 8,000 → $1,426; the custodial parent earns 62.5% → 891.25 − 713 = 178.25, paid by the custodial parent.
    expect(r.payer).toBe('custodial');
    expect(r.monthlyPayment).toBe(178.25);
  });

  it('swaps roles symmetrically', () => {
    const a = run(shared);
    const b = run({
      ...shared,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 4000,
      custodialParentTime: 32.88,
      nonCustodialParentTime: 67.12,
      custodialParentOvernights: 120,
      nonCustodialParentOvernights: 245,
    });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
    expect(b.payer).toBe('custodial');
  });
});

describe('Self-support reserve (shaded area)', () => {
  it('uses the table at the obligor\'s own income when it is lower, and flags the boundary as an estimate', () => {
    // Obligor $1,100, other parent $9,000: combined 10,100 → 1 child $1,104 × 10.89% = 120.23;
    // own income $1,100 → $148 is higher, so the prorated amount stands.
    const r = run({ custodialParentIncome: 9000, nonCustodialParentIncome: 1100, numberOfChildren: 1 });
    expect(line(r, "Self-support reserve: table amount at the obligor's own income")).toBe(148);
    expect(r.monthlyPayment).toBe(120.23);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('applies the lower own-income amount', () => {
    // Obligor $1,000 alone: combined 1,000 → $85 × 100% = 85; own income row 1,000 → 85.
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 1000, numberOfChildren: 3 });
    expect(r.monthlyPayment).toBe(85);
  });
});

describe('properties', () => {
  it('publishes its worked examples', () => {
    expect(kentucky.examples.length).toBeGreaterThanOrEqual(3);
  });
});
