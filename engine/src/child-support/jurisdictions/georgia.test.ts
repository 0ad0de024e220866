import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { GEORGIA_LOW_INCOME_TABLE, GEORGIA_SCHEDULE_2026 } from './data/georgia-schedule.js';
import { georgia } from './georgia.js';
import { lineIfPresent } from './test-support.js';

const base = {
  state: 'georgia',
  custodialParentIncome: 5000,
  nonCustodialParentIncome: 6000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-06-01',
} as const;

describe('Georgia table data (§ 19-6-15(o), 2026)', () => {
  it('has 785 rows of six columns from $800 to $40,000 in $50 steps', () => {
    assertScheduleShape('georgia', GEORGIA_SCHEDULE_2026);
    expect(GEORGIA_SCHEDULE_2026.incomes).toHaveLength(785);
    expect(GEORGIA_SCHEDULE_2026.incomes.at(-1)).toBe(40_000);
    GEORGIA_SCHEDULE_2026.incomes.forEach((income, i) => expect(income).toBe(800 + 50 * i));
  });

  it.each([
    [800, 1, 170],
    [850, 2, 275],
    [11_000, 2, 2052],
    [20_400, 6, 4699],
    [40_000, 6, 7375],
  ])('reads $%d for %d child(ren) as $%d', (income, children, amount) => {
    expect(readSchedule(GEORGIA_SCHEDULE_2026, income, children, 'nearest-row').amount).toBe(amount);
  });

  it('low-income table runs from $1,550 to $3,950 in $50 steps', () => {
    expect(GEORGIA_LOW_INCOME_TABLE[0]!.income).toBe(1550);
    expect(GEORGIA_LOW_INCOME_TABLE.at(-1)!.income).toBe(3950);
  });
});

describe('Georgia worksheet (2026)', () => {
  it('computes adjusted income, pro rata shares and the basic obligation', () => {
    const result = calculateChildSupport(base);
    expect(lineIfPresent(result.steps, 'Combined adjusted income')).toBe(11_000);
    expect(result.nonCustodialPercentage).toBe(54.55);
    expect(lineIfPresent(result.steps, 'Basic child support obligation')).toBe(2052);
    expect(lineIfPresent(result.steps, "Noncustodial parent's share of the basic obligation")).toBe(1119.37);
    expect(result.monthlyPayment).toBe(1119.37);
    expect(result.meta.confidence).toBe('official');
  });

  it('subtracts the deductions entered (Schedule B) before the shares', () => {
    const result = calculateChildSupport({ ...base, nonCustodialParentDeductions: 1000 });
    expect(lineIfPresent(result.steps, 'Combined adjusted income')).toBe(10_000);
    expect(result.nonCustodialPercentage).toBe(50);
  });

  it('adds Schedule D expenses pro rata and credits the parent who pays them', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 300,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 200,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(lineIfPresent(result.steps, "Noncustodial parent's pro rata share of them")).toBe(272.75);
    expect(result.monthlyPayment).toBe(1192.12);
  });

  it('uses the top row above $40,000 and says a high-income deviation is the court’s call', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 20_000,
      nonCustodialParentIncome: 30_000,
    });
    expect(lineIfPresent(result.steps, 'Basic child support obligation')).toBe(4736);
    expect(lineIfPresent(result.steps, 'Above the table')).toBeDefined();
  });
});

describe('Georgia parenting time adjustment (§ 19-6-15(g), from 2026-01-01)', () => {
  it('cross-weights the shares by days^2.5', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentOvernights: 265,
      nonCustodialParentOvernights: 100,
    });
    expect(lineIfPresent(result.steps, 'Basic obligation after the parenting time adjustment')).toBe(954.31);
    expect(result.monthlyPayment).toBe(954.31);
  });

  it('halves the difference of the shares at equal time', () => {
    const result = calculateChildSupport({ ...base, custodialParentTime: 50, nonCustodialParentTime: 50 });
    expect(result.monthlyPayment).toBe(93.37); // (1119.37 − 932.63) ÷ 2
  });

  it('makes the custodial parent pay when the formula turns negative', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 5000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBe(93.37);
  });
});

describe('Georgia low-income adjustment (§ 19-6-15(p), 2026)', () => {
  it('caps the presumptive amount at the percentage of income at or below $1,500', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 1000,
      nonCustodialParentIncome: 1400,
      numberOfChildren: 1,
    });
    // 459 × 58.33% = 267.73; cap 1,400 × 19% = 266.
    expect(lineIfPresent(result.steps, 'Low-income adjustment cap')).toBe(266);
    expect(result.monthlyPayment).toBe(266);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('reads the table row at or above the income from $1,550', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 9000,
      nonCustodialParentIncome: 2020,
      numberOfChildren: 2,
    });
    expect(lineIfPresent(result.steps, 'Low-income adjustment cap')).toBe(539); // row 2,050, two children
  });

  it('does not apply above $3,950', () => {
    const result = calculateChildSupport({ ...base, nonCustodialParentIncome: 4000 });
    expect(lineIfPresent(result.steps, 'Low-income adjustment cap')).toBeUndefined();
  });
});

describe('Georgia rule versions', () => {
  it('before 2026: no parenting time adjustment, an estimate with the 2026 table', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentTime: 72.6,
      nonCustodialParentTime: 27.4,
      asOf: '2025-06-01',
    });
    expect(result.monthlyPayment).toBe(1119.37);
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.rulesEffective.to).toBe('2025-12-31');
  });

  it('from 2026-01-01: the adjustment applies', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentTime: 72.6,
      nonCustodialParentTime: 27.4,
      asOf: '2026-01-01',
    });
    expect(result.monthlyPayment).toBeLessThan(1119.37);
    expect(result.meta.rulesEffective.from).toBe('2026-01-01');
  });
});

describe('Georgia properties', () => {
  it('carries its worked examples', () => {
    expect(georgia.examples.length).toBeGreaterThan(0);
  });
});

/** The form lines the steps fill, in the order the result lists them (a line once, where it first appears). */
function formLines(steps: readonly { line?: string }[]): string[] {
  const lines: string[] = [];
  for (const { line } of steps) if (line !== undefined && lines.at(-1) !== line) lines.push(line);
  return lines;
}

describe('Georgia worksheet lines (issue 26)', () => {
  it('numbers lines 1-6 of the 2026 worksheet, the parenting time adjustment on line 6', () => {
    // The Commission calculator case (worksheet 698904): line 5 718.75, line 6 −66.40, result 652.35.
    const result = calculateChildSupport({
      state: 'georgia',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      custodyArrangement: 'primary',
      custodialParentTime: 75,
      nonCustodialParentTime: 25,
      custodialParentOvernights: 275,
      nonCustodialParentOvernights: 90,
      asOf: '2026-06-16',
    });
    expect(result.meta.worksheetForm?.name).toMatch(
      /^Child Support Worksheet \(Georgia Child Support Commission/,
    );
    expect(formLines(result.steps)).toEqual(['1', '2', '3', '4', '5', '6']);
    const at = (line: string) => result.steps.filter((s) => s.line === line).map((s) => s.value);
    expect(at('4')).toEqual([1150]);
    expect(at('5')).toEqual([431.25, 718.75]);
    expect(at('6')).toEqual([-66.4]);
    expect(result.monthlyPayment).toBe(652.35);
  });

  it('follows lines 1-9a of the worksheet before 2026, with Schedule D on lines 6-8', () => {
    const result = calculateChildSupport({
      ...base,
      asOf: '2025-06-01',
      childcareCostMonthly: 300,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 200,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(result.meta.worksheetForm?.name).toBe(
      'Child Support Worksheet (Georgia Child Support Commission)',
    );
    expect(formLines(result.steps)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9a']);
    const at = (line: string) => result.steps.filter((s) => s.line === line).map((s) => s.value);
    expect(at('6')).toEqual([272.75]);
    expect(at('7')).toEqual([1119.37 + 272.75]);
    expect(at('8')).toEqual([200]);
    expect(at('9a')).toEqual([result.monthlyPayment]);
    expect(result.monthlyPayment).toBe(1192.12);
  });
});
