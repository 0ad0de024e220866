import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { VIRGINIA_SCHEDULE } from './data/virginia-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const base = {
  state: 'virginia',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const row = (income: number) => VIRGINIA_SCHEDULE.obligations[VIRGINIA_SCHEDULE.incomes.indexOf(income)];

describe('Va. Code § 20-108.2(B) schedule (2025 Acts ch. 702)', () => {
  it('holds 844 rows from $350 to $42,500 in $50 steps, six columns each', () => {
    expect(VIRGINIA_SCHEDULE.incomes.length).toBe(844);
    VIRGINIA_SCHEDULE.incomes.forEach((income, i) => expect(income).toBe(350 + 50 * i));
    for (const cells of VIRGINIA_SCHEDULE.obligations) expect(cells.length).toBe(6);
  });

  it('rises along every row and down every column', () => {
    expectScheduleRises(VIRGINIA_SCHEDULE, { columns: 6, strictly: false });
  });

  it('matches rows cross-checked against the sadiyaqeen (90 rows) and third-calculator (8 rows) transcriptions', () => {
    expect(row(350)).toEqual([68, 104, 126, 141, 155, 169]);
    expect(row(500)).toEqual([97, 148, 179, 200, 220, 239]);
    expect(row(1000)).toEqual([206, 311, 389, 434, 478, 519]);
    expect(row(2700)).toEqual([504, 760, 950, 1061, 1167, 1269]);
    expect(row(5000)).toEqual([872, 1304, 1637, 1829, 2012, 2187]);
    expect(row(7400)).toEqual([1095, 1619, 2043, 2282, 2510, 2729]);
    expect(row(10000)).toEqual([1251, 1824, 2308, 2578, 2835, 3082]);
    expect(row(14500)).toEqual([1595, 2317, 2900, 3239, 3563, 3873]);
    expect(row(20000)).toEqual([1990, 2853, 3525, 3937, 4331, 4708]);
    expect(row(27000)).toEqual([2410, 3506, 4360, 4870, 5357, 5823]);
    expect(row(30000)).toEqual([2581, 3763, 4673, 5220, 5742, 6242]);
    expect(row(36000)).toEqual([2929, 4257, 5246, 5860, 6446, 7007]);
    expect(row(42500)).toEqual([3306, 4792, 5867, 6554, 7209, 7837]);
  });
});

describe('Virginia guideline, sole custody (§ 20-108.2(G)(1), worksheet DC-637)', () => {
  it('is official and prorates the schedule amount by income', () => {
    const r = run({});
    expect(r.meta.confidence).toBe('official');
    expect(r.meta.approximations).toEqual([]);
    expect(line(r, 'Monthly basic child support obligation')).toBe(1600);
    expect(line(r, 'Percent obligation (noncustodial parent)')).toBe(57.14);
    expect(r.monthlyPayment).toBe(914.24);
    expect(r.payer).toBe('noncustodial');
  });

  it('extrapolates between rows, as § 20-108.2(B) prescribes', () => {
    // $7,025 between $7,000 (1,600) and $7,050 (1,604): 1,602.
    const r = run({ custodialParentIncome: 3025 });
    expect(line(r, 'Monthly basic child support obligation')).toBe(1602);
  });

  it('rounds monthly figures to the nearest dollar first (worksheet instructions)', () => {
    const r = run({ custodialParentIncome: 2999.5, nonCustodialParentIncome: 4000.49 });
    expect(line(r, 'Monthly gross income (custodial parent)')).toBe(3000);
    expect(line(r, 'Monthly gross income (noncustodial parent)')).toBe(4000);
    expect(r.monthlyPayment).toBe(914.24);
  });

  it('adds childcare and health care by income share, crediting the parent who pays', () => {
    const byCustodial = run({ childcareCostMonthly: 700, childcarePaidBy: 'custodial' });
    // 914.24 + 700 × 57.14% (399.98)
    expect(byCustodial.monthlyPayment).toBe(1314.22);
    const byNoncustodial = run({ healthInsuranceMonthly: 200, healthInsurancePaidBy: 'noncustodial' });
    // (1,600 + 200) × 57.14% − 200 = 914.24 − 200 × 42.86% (85.72)
    expect(byNoncustodial.monthlyPayment).toBe(828.52);
  });

  it('applies the statutory minimum of the lowest row for the number of children', () => {
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 100, numberOfChildren: 3 });
    // $6,100, three children: 1,892 × 1.64% = 31.03, below the minimum of 126.
    expect(line(r, 'Sole custody child support obligation')).toBe(31.03);
    expect(line(r, 'Presumptive minimum')).toBe(126);
    expect(r.monthlyPayment).toBe(126);
    const none = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 0, numberOfChildren: 1 });
    expect(none.monthlyPayment).toBe(68);
  });

  it('reads the lowest row at or below $350 combined', () => {
    const r = run({ custodialParentIncome: 100, nonCustodialParentIncome: 200, numberOfChildren: 4 });
    expect(line(r, 'Monthly basic child support obligation')).toBe(141);
  });

  it('adds 2.6%-5.0% of the income above $42,500', () => {
    const r = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 30000, numberOfChildren: 1 });
    // 3,306 + 7,500 × 2.6% = 3,501; × 60% = 2,100.60.
    expect(line(r, 'Monthly basic child support obligation (above the schedule)')).toBe(3501);
    expect(r.monthlyPayment).toBe(2100.6);
    const six = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 30000, numberOfChildren: 6 });
    // 7,837 + 7,500 × 5% = 8,212.
    expect(line(six, 'Monthly basic child support obligation (above the schedule)')).toBe(8212);
  });
});

describe('Virginia guideline, shared custody (§ 20-108.2(G)(3), worksheet DC-640)', () => {
  it('needs more than 90 days with each parent', () => {
    const at90 = run({
      nonCustodialParentIncome: 5000,
      custodialParentOvernights: 275,
      nonCustodialParentOvernights: 90,
    });
    expect(String(line(at90, 'Custody'))).toMatch(/Sole/);
    expect(at90.monthlyPayment).toBe(1026.25);
    const at91 = run({
      nonCustodialParentIncome: 5000,
      custodialParentOvernights: 274,
      nonCustodialParentOvernights: 91,
    });
    expect(String(line(at91, 'Custody'))).toMatch(/Shared/);
  });

  it('multiplies the schedule by 1.4 and cross-multiplies by the other parent’s days', () => {
    const r = run({
      nonCustodialParentIncome: 5000,
      custodialParentOvernights: 245,
      nonCustodialParentOvernights: 120,
    });
    // $8,000 two children 1,642 × 1.4 = 2,298.80; 1,436.75 × 245/365 − 862.05 × 120/365 = 964.39 − 283.41.
    expect(line(r, 'Shared-care basic obligation')).toBe(2298.8);
    expect(r.monthlyPayment).toBe(680.98);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('never charges the payer more than sole custody support', () => {
    // Near the threshold the shared formula (× 1.4) can exceed sole custody support.
    const r = run({
      custodialParentIncome: 1000,
      nonCustodialParentIncome: 9000,
      numberOfChildren: 1,
      custodialParentOvernights: 274,
      nonCustodialParentOvernights: 91,
    });
    // $10,000, one child 1,251. Shared: 1,751.40 × 90% = 1,576.26 × 274/365 = 1,183.27;
    // 175.14 × 91/365 = 43.67; 1,139.60. Sole: 1,251 × 90% = 1,125.90.
    expect(line(r, 'Shared custody support')).toBe(1139.6);
    expect(line(r, 'Lesser of shared and sole custody support')).toBe(1125.9);
    expect(r.monthlyPayment).toBe(1125.9);
  });

  it('lets the shared amount stand when it has the parent with more days paying', () => {
    const r = run({
      custodialParentIncome: 9000,
      nonCustodialParentIncome: 1000,
      numberOfChildren: 1,
      custodialParentOvernights: 200,
      nonCustodialParentOvernights: 165,
    });
    expect(r.payer).toBe('custodial');
    expect(() => line(r, 'Lesser of shared')).toThrow();
  });

  it('shares equal time between equal earners to nothing', () => {
    const r = run({
      custodialParentIncome: 4000,
      custodialParentOvernights: 183,
      nonCustodialParentOvernights: 182,
      custodyArrangement: 'shared',
    });
    expect(r.monthlyPayment).toBeLessThan(10);
  });
});

describe('Virginia guideline, what the form cannot say', () => {
  it('labels split custody an estimate: the children in each home are not collected', () => {
    const r = run({ custodyArrangement: 'split', custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/Split custody/);
  });
});

describe('Worksheet form lines (issue 26)', () => {
  const numbered = (r: ChildSupportResult) =>
    r.steps.filter((s) => s.line !== undefined).map((s) => [s.line, s.label.split(' (')[0]]);

  it('sole custody follows DC-637: lines 1, 5a, 5b, 6, 7a, 9 and 13 in the form order', () => {
    const r = run({});
    expect(r.meta.worksheetForm).toEqual({
      name: 'Child Support Guidelines Worksheet (sole custody)',
      number: 'DC-637',
      url: 'https://www.vacourts.gov/forms/district/dc637.pdf',
    });
    expect(numbered(r)).toEqual([
      ['1', 'Monthly gross income'],
      ['1', 'Monthly gross income'],
      ['5a', 'Available gross income'],
      ['5a', 'Available gross income'],
      ['5b', 'Combined monthly available income'],
      ['6', 'Number of children'],
      ['7a', 'Monthly basic child support obligation'],
      ['9', 'Percent obligation'],
      ['9', 'Percent obligation'],
      ['13', 'Sole custody child support obligation'],
    ]);
    expect(r.steps.find((s) => s.line === '7a')?.value).toBe(1600);
    expect(r.steps.find((s) => s.line === '13')?.value).toBe(914.24);
  });

  it('shared custody follows DC-640, custodial parent in the first column: cells 1-2, 9-18', () => {
    const r = run({
      custodyArrangement: 'shared',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      custodialParentTime: 67,
      nonCustodialParentTime: 33,
      custodialParentOvernights: 245,
      nonCustodialParentOvernights: 120,
    });
    expect(r.meta.worksheetForm?.number).toBe('DC-640');
    expect(r.meta.worksheetForm?.name).toMatch(/Shared Custody/);
    expect(r.steps.filter((s) => s.line !== undefined).map((s) => [s.line, s.value])).toEqual([
      ['1', 3000],
      ['2', 5000],
      ['9', 3000],
      ['10', 5000],
      ['11', 8000],
      ['12', 37.5],
      ['13', 62.5],
      ['14', 2],
      ['15', 1642],
      ['16', 2298.8],
      ['17', 245],
      ['18', 120],
    ]);
    expect(r.monthlyPayment).toBe(680.98);
  });
});
