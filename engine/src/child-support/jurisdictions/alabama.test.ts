import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { ALABAMA_SCHEDULE_2022 } from './data/alabama-schedule.js';
import { line } from './test-support.js';

const base = { state: 'alabama', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const row = (income: number) => ALABAMA_SCHEDULE_2022.obligations[ALABAMA_SCHEDULE_2022.incomes.indexOf(income)];

describe('Alabama 2022 schedule', () => {
  it('holds every $50 row from $300 to $30,000 after the first row', () => {
    expect(ALABAMA_SCHEDULE_2022.incomes.length).toBe(596);
    expect(ALABAMA_SCHEDULE_2022.incomes[0]).toBe(250);
    ALABAMA_SCHEDULE_2022.incomes.slice(1).forEach((income, i) => expect(income).toBe(300 + 50 * i));
  });

  it('reads the cells its source\'s worked examples print', () => {
    expect(row(8000)![1]).toBe(1519);
    expect(row(8000)![2]).toBe(1782);
    expect(row(11550)![1]).toBe(1839);
    expect(row(30000)![0]).toBe(2456);
    expect(row(10000)![0]).toBe(1155);
    expect(row(3550)![0]).toBe(640);
  });
});

describe('Form CS-42 (estimate: single transcription)', () => {
  it('reproduces Example A line by line: nearest-$50 row, 1% shares, add-ons, whole dollars', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 133,
      healthInsurancePaidBy: 'custodial',
    });
    expect(line(r, "Noncustodial parent's share of combined income")).toBe(63);
    expect(line(r, 'Basic child-support obligation')).toBe(1519);
    expect(line(r, "Noncustodial parent's share of the basic obligation")).toBe(956.97);
    expect(r.monthlyPayment).toBe(1293);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/one secondary transcription/);
  });

  it('reads the nearest $50 row (ties go up)', () => {
    const at8024 = run({ custodialParentIncome: 3024, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(at8024, 'Basic child-support obligation')).toBe(1519);
    const at8025 = run({ custodialParentIncome: 3025, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(at8025, 'Basic child-support obligation')).toBe(1522);
  });

  it('limits the order to 85% above the $981 reserve, at least $50', () => {
    const low = run({ custodialParentIncome: 2800, nonCustodialParentIncome: 750, numberOfChildren: 1 });
    expect(low.monthlyPayment).toBe(50);
    // Obligor $1,200: 219 above the reserve, 85% = 186.15; share 1,200 / 4,000 = 30% of $685 (row 4,000) = 205.50.
    const near = run({ custodialParentIncome: 2800, nonCustodialParentIncome: 1200, numberOfChildren: 1 });
    expect(line(near, 'Most the order may take')).toBe(186.15);
    expect(near.monthlyPayment).toBe(186);
  });

  it('uses the top row above $30,000 and says so', () => {
    const r = run({ custodialParentIncome: 2500, nonCustodialParentIncome: 50000, numberOfChildren: 1 });
    expect(line(r, 'Basic child-support obligation')).toBe(2456);
    expect(r.monthlyPayment).toBe(2333);
  });

  it('says when shared physical custody would change the worksheet', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 55, nonCustodialParentTime: 45 });
    expect(r.steps.some((s) => s.label === 'Shared physical custody')).toBe(true);
  });
});

describe('properties', () => {
  it("never decreases as the paying parent's income rises", () => {
    let last = 0;
    for (let income = 0; income <= 32000; income += 250) {
      const r = run({ custodialParentIncome: 1500, nonCustodialParentIncome: income, numberOfChildren: 3 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last - 0.01);
      last = r.monthlyPayment;
    }
  });
});
