import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { ALABAMA_SCHEDULE_2022 } from './data/alabama-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = { state: 'alabama', asOf: '2026-11-01', custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const row = (income: number) => ALABAMA_SCHEDULE_2022.obligations[ALABAMA_SCHEDULE_2022.incomes.indexOf(income)];

describe('Alabama 2022 schedule', () => {
  it('holds every $50 row from $250 to $30,000', () => {
    expect(ALABAMA_SCHEDULE_2022.incomes.length).toBe(596);
    ALABAMA_SCHEDULE_2022.incomes.forEach((income, i) => expect(income).toBe(250 + 50 * i));
    expectScheduleRises(ALABAMA_SCHEDULE_2022, { columns: 6, strictly: true });
  });

  it('matches the independent FairShare transcription at the cells the data header lists', () => {
    const cells: [income: number, children: number, amount: number][] = [
      [250, 1, 52],
      [250, 6, 128],
      [2200, 1, 414],
      [5000, 2, 1194],
      [7000, 2, 1370],
      [9300, 2, 1629],
      [10000, 4, 2216],
      [13400, 4, 2680],
      [30000, 1, 2456],
      [30000, 6, 5586],
    ];
    for (const [income, children, amount] of cells) expect(row(income)![children - 1], `${income}/${children}`).toBe(amount);
  });

  it('has the column totals of the FairShare transcription (all 596 rows agreed cell by cell)', () => {
    const totals = [0, 1, 2, 3, 4, 5].map((k) => ALABAMA_SCHEDULE_2022.obligations.reduce((sum, r) => sum + r[k]!, 0));
    expect(totals).toEqual([875130, 1292697, 1514751, 1691977, 1861180, 2023113]);
  });

  it("agrees with the first transcription's own worked examples", () => {
    expect(row(8000)![1]).toBe(1519);
    expect(row(8000)![2]).toBe(1782);
    expect(row(11550)![1]).toBe(1839);
    expect(row(10000)![0]).toBe(1155);
    expect(row(3550)![0]).toBe(640);
  });
});

describe('Form CS-42 (standard custody)', () => {
  it('walks the form line by line (workbook case $4,200 / $5,100, two children)', () => {
    const r = run({
      custodialParentIncome: 4200,
      nonCustodialParentIncome: 5100,
      numberOfChildren: 2,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 250,
      healthInsurancePaidBy: 'custodial',
    });
    expect(line(r, "Noncustodial parent's share of combined income")).toBe(55);
    expect(line(r, 'Basic child-support obligation')).toBe(1629);
    expect(line(r, 'Total child-support obligation')).toBe(2279);
    // 2,279 × 55% = 1,253.45 → 1,253 (the workbook's defendant column: 2,279 − 1,026).
    expect(line(r, "Noncustodial parent's child-support obligation")).toBe(1253);
    expect(r.monthlyPayment).toBe(1253);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('reads the nearest $50 row (halves up) and never below the $250 row', () => {
    const at8024 = run({ custodialParentIncome: 3024, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(at8024, 'Basic child-support obligation')).toBe(1519);
    const at8025 = run({ custodialParentIncome: 3025, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(at8025, 'Basic child-support obligation')).toBe(1522);
    const tiny = run({ custodialParentIncome: 0, nonCustodialParentIncome: 100, numberOfChildren: 3 });
    expect(line(tiny, 'Basic child-support obligation')).toBe(96);
  });

  it('limits the order to 85% of adjusted income above $981, at least $50 (lines 11-13)', () => {
    // Obligor $1,200: share 1,200 / 4,000 = 30% of $685 = 205.50 → 206; 219 above the reserve, 85% = 186.15 → 186.
    const near = run({ custodialParentIncome: 2800, nonCustodialParentIncome: 1200, numberOfChildren: 1 });
    expect(line(near, "Noncustodial parent's child-support obligation")).toBe(206);
    expect(line(near, 'Income available after the self-support reserve')).toBe(219);
    expect(line(near, 'Income available for support')).toBe(186);
    expect(near.monthlyPayment).toBe(186);
    // Obligor $750: nothing above the reserve, so the $50 minimum.
    expect(run({ custodialParentIncome: 2800, nonCustodialParentIncome: 750, numberOfChildren: 1 }).monthlyPayment).toBe(50);
  });

  it('takes the reserve from adjusted income (after preexisting support and alimony)', () => {
    const r = run({ custodialParentIncome: 2800, nonCustodialParentIncome: 1500, nonCustodialParentDeductions: 300, numberOfChildren: 1 });
    expect(line(r, 'Income available after the self-support reserve')).toBe(219);
    expect(r.monthlyPayment).toBe(186);
  });

  it('assigns $0 to a parent with no gross income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 0, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(0);
    expect(r.payer).toBe('none');
  });

  it('does not go below $0 when the noncustodial parent pays the costs (line 10)', () => {
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 2000, numberOfChildren: 1, childcareCostMonthly: 900, childcarePaidBy: 'noncustodial' });
    // Row 8,000 one child 1,027 + 900 = 1,927 × 25% = 481.75 → 482, less 900 paid: 0.
    expect(line(r, "Noncustodial parent's adjusted obligation")).toBe(0);
    expect(r.monthlyPayment).toBe(0);
  });

  it('uses the top row above $30,000 and says so', () => {
    const r = run({ custodialParentIncome: 2500, nonCustodialParentIncome: 50000, numberOfChildren: 1 });
    expect(line(r, 'Basic child-support obligation')).toBe(2456);
    expect(r.monthlyPayment).toBe(2333);
    expect(r.meta.approximations.join(' ')).toMatch(/above the \$30,000 top/);
    // $30,024 still rounds to the $30,000 row.
    const edge = run({ custodialParentIncome: 10024, nonCustodialParentIncome: 20000, numberOfChildren: 1 });
    expect(edge.meta.approximations.join(' ')).not.toMatch(/above the \$30,000 top/);
  });
});

describe('Form CS-42-S (shared 50% physical custody, from 2023-06-01)', () => {
  const shared = { custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 } as const;

  it('reproduces the workbook defaults: the lower earner owes $2', () => {
    const r = run({ ...shared, custodialParentIncome: 1200, nonCustodialParentIncome: 1000, numberOfChildren: 1, childcareCostMonthly: 20, childcarePaidBy: 'noncustodial', healthInsuranceMonthly: 100, healthInsurancePaidBy: 'custodial' });
    expect(line(r, 'Shared 50% physical-custody obligation')).toBe(621);
    expect(line(r, "Custodial parent's obligation")).toBe(408);
    expect(line(r, "Noncustodial parent's obligation")).toBe(333);
    expect(line(r, 'Credit for shared 50% physical custody')).toBe(311);
    expect(line(r, "Custodial parent's adjusted obligation")).toBe(-3);
    expect(line(r, "Noncustodial parent's adjusted obligation")).toBe(2);
    expect(r.monthlyPayment).toBe(2);
    expect(r.payer).toBe('noncustodial');
  });

  it('has the higher earner pay, whichever label that parent has', () => {
    const r = run({ ...shared, custodialParentIncome: 9173, nonCustodialParentIncome: 4244, numberOfChildren: 4, healthInsuranceMonthly: 195, healthInsurancePaidBy: 'custodial' });
    expect(r.monthlyPayment).toBe(661);
    expect(r.payer).toBe('custodial');
  });

  it('owes nothing between identical parents', () => {
    const r = run({ ...shared, custodialParentIncome: 5000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(0);
    expect(r.payer).toBe('none');
  });

  it('keeps Form CS-42 for unequal time and for cases before June 2023', () => {
    const unequal = run({ custodyArrangement: 'shared', custodialParentTime: 60, nonCustodialParentTime: 40, custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(unequal.steps.some((s) => s.label === 'Shared physical custody')).toBe(true);
    expect(unequal.steps.some((s) => s.label.startsWith('Credit for shared'))).toBe(false);
    const before = run({ ...shared, asOf: '2023-01-15', custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    expect(before.steps.some((s) => s.label.startsWith('Credit for shared'))).toBe(false);
    // Row 5,000 two children 1,194 × 60% = 716.40 → 716.
    expect(before.monthlyPayment).toBe(716);
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
