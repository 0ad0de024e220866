import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { OKLAHOMA_SCHEDULE } from './data/oklahoma-schedule.js';
import { line } from './test-support.js';

const base = { state: 'oklahoma', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const row = (income: number) => OKLAHOMA_SCHEDULE.obligations[OKLAHOMA_SCHEDULE.incomes.indexOf(income)];

describe('43 O.S. § 119 schedule', () => {
  it('holds 289 step rows from $0 to $15,000', () => {
    expect(OKLAHOMA_SCHEDULE.incomes.length).toBe(289);
    expect(row(0)).toEqual([50, 50, 50, 50, 50, 50]);
    expect(row(5000)).toEqual([654, 943, 1105, 1222, 1324, 1417]);
    expect(row(15000)).toEqual([1372, 1961, 2305, 2548, 2762, 2955]);
  });

  it('holds the OKDHS Pub. 01-38 value where the official texts differ (Scubdog/ok-child-support-schedule README)', () => {
    expect(row(7800)![1]).toBe(1281);
    expect(row(7850)![1]).toBe(1287);
    expect(row(11300)![2]).toBe(1989);
    expect(row(14250)![2]).toBe(2241);
  });
});

describe('Worked example (sole custody, worksheet lines)', () => {
  it('reproduces the $7,800 two-child computation line by line', () => {
    const r = run({ custodialParentIncome: 3120, nonCustodialParentIncome: 4680, numberOfChildren: 2 });
    expect(line(r, 'Adjusted gross income (custodial parent)')).toBe(3120);
    expect(line(r, 'Adjusted gross income (noncustodial parent)')).toBe(4680);
    expect(line(r, "Noncustodial parent's share of combined income")).toBe(60);
    expect(line(r, 'Total combined base monthly child support obligation')).toBe(1281);
    expect(line(r, "Custodial parent's base child support obligation")).toBe(512.4);
    expect(line(r, "Noncustodial parent's base child support obligation")).toBe(768.6);
    expect(r.monthlyPayment).toBe(768.6);
    expect(r.meta.confidence).toBe('official');
  });
});

describe('Oklahoma computation (§ 118D)', () => {
  it('reads the step row at or below the combined income and allocates by income share', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3049, numberOfChildren: 2 });
    // $5,049 is still in the $5,000 step.
    expect(line(r, 'Total combined base monthly child support obligation')).toBe(943);
    expect(line(r, "Noncustodial parent's share of combined income")).toBe(60.39);
    expect(r.monthlyPayment).toBe(569.48);
    expect(r.meta.confidence).toBe('official');
  });

  it('subtracts support paid for other children and adds childcare by share', () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3400,
      nonCustodialParentDeductions: 400,
      numberOfChildren: 2,
      childcareCostMonthly: 500,
      childcarePaidBy: 'custodial',
    });
    expect(line(r, 'Adjusted gross income (noncustodial parent)')).toBe(3000);
    // 565.80 + 500 × 60% = 865.80
    expect(r.monthlyPayment).toBe(865.8);
  });

  it('uses the top row above $15,000 and says so', () => {
    const r = run({ custodialParentIncome: 10000, nonCustodialParentIncome: 10000, numberOfChildren: 1 });
    expect(line(r, 'Total combined base monthly child support obligation')).toBe(1372);
    expect(r.meta.approximations.some((a) => a.includes('$15,000'))).toBe(true);
  });
});

describe('Parenting time adjustment (§ 118E)', () => {
  const shared = {
    custodyArrangement: 'shared',
    custodialParentIncome: 2000,
    nonCustodialParentIncome: 3000,
    numberOfChildren: 2,
    custodialParentTime: 58.9,
    nonCustodialParentTime: 41.1,
  } as const;

  it('does not apply below 121 overnights', () => {
    const r = run({ ...shared, custodialParentOvernights: 245, nonCustodialParentOvernights: 120 });
    expect(r.monthlyPayment).toBe(565.8);
    expect(r.meta.confidence).toBe('official');
  });

  it('multiplies the combined obligation by the factor and cross-multiplies by time', () => {
    const r = run({ ...shared, custodialParentOvernights: 215, nonCustodialParentOvernights: 150 });
    expect(line(r, 'Adjusted combined child support obligation')).toBe(1414.5);
    expect(line(r, "Noncustodial parent's adjusted obligation")).toBe(499.92);
    expect(line(r, "Custodial parent's adjusted obligation")).toBe(232.52);
    expect(r.monthlyPayment).toBe(267.4);
    // The factor table is the one part not cross-checked: such a result is labelled an estimate.
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/118E\(D\)\(2\) parenting time factors/);
  });

  it('reduces support as overnights rise through the factor bands', () => {
    let last = Infinity;
    for (const nights of [120, 121, 131, 132, 143, 144, 160, 182]) {
      const r = run({ ...shared, custodialParentOvernights: 365 - nights, nonCustodialParentOvernights: nights });
      expect(r.monthlyPayment).toBeLessThanOrEqual(last);
      last = r.monthlyPayment;
    }
  });

  it('swaps roles symmetrically', () => {
    const a = run({ ...shared, custodialParentOvernights: 215, nonCustodialParentOvernights: 150 });
    const b = run({ ...shared, custodialParentIncome: 3000, nonCustodialParentIncome: 2000, custodialParentTime: 41.1, nonCustodialParentTime: 58.9, custodialParentOvernights: 150, nonCustodialParentOvernights: 215 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
    expect(b.payer).toBe('custodial');
  });
});

describe('properties', () => {
  it('support never decreases as the paying parent\'s income rises', () => {
    let last = 0;
    for (let income = 0; income <= 16000; income += 125) {
      const r = run({ custodialParentIncome: 2500, nonCustodialParentIncome: income, numberOfChildren: 3 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });
});
