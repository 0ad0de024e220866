import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { KANSAS_EXTENDED_FORMULA, KANSAS_SCHEDULE_12_18_ANCHORS } from './data/kansas-schedule.js';
import { kansas, kansasScheduleAmount } from './kansas.js';
import { line } from './test-support.js';

const base = {
  state: 'kansas',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentIncome: 4000,
  nonCustodialParentIncome: 6000,
  numberOfChildren: 2,
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const table = KANSAS_SCHEDULE_12_18_ANCHORS;
const row = (income: number) => table.obligations[table.incomes.indexOf(income)];

describe('Kansas schedule rows held (12-18 column, per child)', () => {
  it('holds 52 rows from $50 to $18,000 for one- to six-child families', () => {
    expect(table.incomes.length).toBe(52);
    expect(table.incomes[0]).toBe(50);
    expect(table.incomes.at(-1)).toBe(18000);
    for (const r of table.obligations) expect(r.length).toBe(6);
  });

  it('rises with income in every column, and the family total rises with the number of children', () => {
    for (let i = 1; i < table.obligations.length; i++) {
      for (let k = 0; k < 6; k++) expect(table.obligations[i]![k]!).toBeGreaterThanOrEqual(table.obligations[i - 1]![k]!);
    }
    for (const r of table.obligations) {
      for (let k = 1; k < 6; k++) expect(r[k]! * (k + 1)).toBeGreaterThan(r[k - 1]! * k);
    }
  });

  it('keeps the transcribed rows used by the examples and tests', () => {
    expect(row(2800)).toEqual([618, 493, 408, 336, 290, 256]);
    expect(row(3200)).toEqual([684, 543, 456, 384, 332, 292]);
    expect(row(4800)).toEqual([932, 724, 611, 524, 467, 424]);
    expect(row(5200)).toEqual([991, 767, 647, 555, 494, 450]);
    expect(row(10000)).toEqual([1632, 1222, 1037, 889, 792, 720]);
    expect(row(18000)).toEqual([2555, 1858, 1584, 1357, 1209, 1100]);
  });

  it('agrees with the two cells stated by the second secondary source (Juna-Jane specification)', () => {
    // Combined $3,000, one child, ages 6-11 → $612; combined $5,000, two-child families, ages 0-5 → $626.
    expect(kansasScheduleAmount(3000, 1, '6-11').perChild).toBe(612);
    expect(kansasScheduleAmount(5000, 2, '0-5').perChild).toBe(626);
  });

  it('meets the extended formula at the top row to the dollar in every column', () => {
    for (let k = 0; k < 6; k++) {
      const formula = KANSAS_EXTENDED_FORMULA.coefficients[k]! * 18000 ** KANSAS_EXTENDED_FORMULA.exponent;
      expect(Math.abs(formula - row(18000)![k]!)).toBeLessThan(1);
    }
  });
});

describe('Kansas worksheet, primary residency', () => {
  it('computes lines D.1-D.5 in whole dollars with shares to the tenth of a percent', () => {
    const r = run({});
    expect(line(r, 'D.2 Combined child support income')).toBe(10000);
    expect(line(r, "D.3 Noncustodial parent's proportionate share")).toBe(60);
    expect(line(r, 'Schedule amount per child')).toBe(1149);
    expect(line(r, 'D.4 Gross child support obligation')).toBe(2298);
    expect(line(r, "D.5 Noncustodial parent's share")).toBe(1379);
    expect(r.monthlyPayment).toBe(1379);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.rulesEffective.from).toBe('2025-07-01');
  });

  it('says that the children are taken in the 6-11 column', () => {
    const r = run({});
    expect(String(line(r, 'Age of the children'))).toContain('6-11');
    expect(r.meta.approximations.some((a) => a.includes('6-11 column'))).toBe(true);
  });

  it('interpolates between the rows held and rounds the share to the tenth', () => {
    // Combined 7,000 (3,000 + 4,000): two-child 12-18 between 6,800 (928) and 7,200 (967) → 947.5;
    // × 94% = 890.65 → 891 per child; D.4 1,782; share 4,000 / 7,000 = 57.1% → 1,017.52 → 1,018.
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000 });
    expect(line(r, "D.3 Noncustodial parent's proportionate share")).toBe(57.1);
    expect(line(r, 'D.4 Gross child support obligation')).toBe(1782);
    expect(r.monthlyPayment).toBe(1018);
  });

  it('subtracts court-ordered support and maintenance paid before the shares', () => {
    const r = run({ nonCustodialParentIncome: 6500, nonCustodialParentDeductions: 500 });
    expect(line(r, 'D.1 Child support income (noncustodial parent)')).toBe(6000);
    expect(r.monthlyPayment).toBe(1379);
  });

  it('shares health insurance by income and credits the parent who pays it', () => {
    // Premium 200 paid by the custodial parent: noncustodial share 60% → 120; 1,379 + 120 = 1,499.
    const paidByCp = run({ healthInsuranceMonthly: 200, healthInsurancePaidBy: 'custodial' });
    expect(paidByCp.monthlyPayment).toBe(1499);
    // Paid by the noncustodial parent: 1,379 + 120 − 200 = 1,299.
    const paidByNcp = run({ healthInsuranceMonthly: 200, healthInsurancePaidBy: 'noncustodial' });
    expect(paidByNcp.monthlyPayment).toBe(1299);
  });

  it('reduces child care by the child care credit before sharing it', () => {
    // Custodial parent earns 35,004 a year (24% band); $800 of care for two children: credit
    // 24% × min(800, 500) = 120 → net 680; noncustodial share 6,000 / 8,917 → 67.3% → 457.64 → 458.
    const r = run({ custodialParentIncome: 2917, childcareCostMonthly: 800, childcarePaidBy: 'custodial' });
    expect(line(r, 'G.1 Less the child care credit')).toBe(120);
    expect(line(r, 'G.1 Net child care cost')).toBe(680);
    expect(line(r, "G.2 Noncustodial parent's share of child care")).toBe(458);
  });

  it('uses the extended formula above $18,000 and flags it', () => {
    // 25,000 combined, one child: 4.8982 × 25,000^0.6386 = 3,151.82 (12-18); × 94% = 2,962.71 → 2,963.
    const r = run({ custodialParentIncome: 10000, nonCustodialParentIncome: 15000, numberOfChildren: 1 });
    expect(line(r, 'Schedule amount per child')).toBe(2963);
    expect(r.meta.approximations.some((a) => a.includes('extended formula'))).toBe(true);
  });
});

describe('Parenting time and shared residency', () => {
  it.each([
    [30, 1379],
    [35, 1241], // 1,379 − 137.9 → 138
    [40, 1103], // − 275.8 → 276
    [45, 965], // − 413.7 → 414
  ])('at %i%% of the time the non-primary parent pays %i', (ncpTime, expected) => {
    const r = run({ custodyArrangement: 'shared', custodialParentTime: 100 - ncpTime, nonCustodialParentTime: ncpTime });
    expect(r.monthlyPayment).toBe(expected);
  });

  it('applies the Shared Expense Formula at equal time, flagged as a deviation', () => {
    const r = run({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(line(r, 'E.2 Shared Expense Formula')).toBe(230);
    expect(r.monthlyPayment).toBe(230);
    expect(r.meta.approximations.some((a) => a.includes('Shared Expense Formula'))).toBe(true);
  });

  it('treats 182/183 overnights as equal time', () => {
    const r = run({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50, custodialParentOvernights: 183, nonCustodialParentOvernights: 182 });
    expect(r.monthlyPayment).toBe(230);
  });

  it('makes the parent with less time the payer within the shared range, symmetrically', () => {
    const a = run({ custodyArrangement: 'shared', custodialParentTime: 60, nonCustodialParentTime: 40 });
    const b = run({
      custodyArrangement: 'shared',
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 4000,
      custodialParentTime: 40,
      nonCustodialParentTime: 60,
    });
    expect(b.payer).toBe('custodial');
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
  });
});

describe('versions', () => {
  it('applies the same schedule for 2024-01-01 to 2025-06-30 and says so', () => {
    const r = run({ asOf: '2024-09-01' });
    expect(r.meta.rulesEffective).toEqual({ from: '2024-01-01', to: '2025-06-30' });
    expect(r.monthlyPayment).toBe(1379);
    expect(r.meta.approximations.some((a) => a.includes('2024-RL-068'))).toBe(true);
  });

  it('falls back to the earliest version held before 2024 (AO 307 schedules not held)', () => {
    const r = run({ asOf: '2023-06-01' });
    expect(r.meta.approximations.some((a) => a.includes('earliest version'))).toBe(true);
  });

  it('publishes derived worked examples', () => {
    expect(kansas.examples.length).toBeGreaterThanOrEqual(3);
  });
});
