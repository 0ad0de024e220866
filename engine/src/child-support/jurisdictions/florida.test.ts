import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { FLORIDA_SCHEDULE } from './data/florida-schedule.js';
import { florida } from './florida.js';

/** The value on Form 12.902(e) line `line` (whose label starts with `label`, where a line has two columns). */
function onForm(steps: { line?: string; label: string; value: number | string }[], line: string, label = '') {
  return steps.find((s) => s.line === line && s.label.startsWith(label))?.value;
}


const base = {
  state: 'florida',
  incomeBasis: 'net',
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 85,
  nonCustodialParentTime: 15,
  asOf: '2026-06-01',
} as const;

describe('Florida schedule data (§ 61.30(6))', () => {
  it('has 185 rows of six columns from $800 to $10,000 in $50 steps', () => {
    assertScheduleShape('florida', FLORIDA_SCHEDULE);
    expect(FLORIDA_SCHEDULE.incomes).toHaveLength(185);
    expect(FLORIDA_SCHEDULE.incomes[0]).toBe(800);
    expect(FLORIDA_SCHEDULE.incomes.at(-1)).toBe(10_000);
    for (const row of FLORIDA_SCHEDULE.obligations) expect(row).toHaveLength(6);
  });

  it.each([
    [800, 1, 190],
    [1000, 3, 397],
    [5000, 2, 1551],
    [7000, 2, 1885],
    [10_000, 6, 3666],
  ])('reads $%d for %d child(ren) as $%d', (income, children, amount) => {
    expect(readSchedule(FLORIDA_SCHEDULE, income, children, 'nearest-row').amount).toBe(amount);
  });
});

describe('Florida Form 12.902(e), standard worksheet', () => {
  it('computes lines 1-9 (derived example: $3,000 + $4,000 net, two children, child care and insurance)', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 150,
      healthInsurancePaidBy: 'custodial',
    });
    expect(onForm(result.steps, '1', 'Combined')).toBe(7000);
    expect(onForm(result.steps, '2')).toBe(1885);
    expect(result.nonCustodialPercentage).toBe(57.14);
    expect(onForm(result.steps, '4')).toBe(1077.09); // 1885 × 57.14%
    expect(onForm(result.steps, '6')).toBe(314.27); // 550 × 57.14%
    expect(result.monthlyPayment).toBe(1391.36);
    expect(result.payer).toBe('noncustodial');
    expect(result.meta.confidence).toBe('official');
  });

  it('credits add-ons the noncustodial parent pays directly (line 8)', () => {
    const result = calculateChildSupport({
      ...base,
      healthInsuranceMonthly: 150,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 1077.09 + 150 × 57.14% (85.71) − 150 = 1012.80
    expect(result.monthlyPayment).toBe(1012.8);
  });

  it('reads the nearest $50 row between rows', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 1843.37,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 1,
    });
    expect(onForm(result.steps, '2')).toBe(1107); // 5,843.37 → $5,850 row
  });

  it('adds the statutory percentage of income above $10,000', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 8000,
      numberOfChildren: 1,
    });
    expect(onForm(result.steps, '2', 'Basic monthly obligation (above the schedule)')).toBe(1537); // 1437 + 2000 × 5%
    expect(result.monthlyPayment).toBe(1024.72); // 1537 × 66.67%
  });

  it('flags combined income below the schedule as case by case (an estimate)', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 200,
      nonCustodialParentIncome: 500,
    });
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/case by case/);
  });
});

describe('Florida substantial time-sharing (§ 61.30(11)(b), lines 10-21)', () => {
  it('applies the 1.5 gross-up and cross-credit when each parent has 20% of overnights', () => {
    const result = calculateChildSupport({ ...base, custodialParentTime: 60, nonCustodialParentTime: 40 });
    expect(onForm(result.steps, '10')).toBe(2827.5);
    expect(onForm(result.steps, '11', 'Noncustodial')).toBe(1615.63); // 2827.50 × 57.14%
    expect(onForm(result.steps, '11', 'Custodial')).toBe(1211.87); // 2827.50 × 42.86%
    expect(onForm(result.steps, '13', 'Noncustodial')).toBe(969.38); // × 60%
    expect(onForm(result.steps, '13', 'Custodial')).toBe(484.75); // × 40%
    expect(result.monthlyPayment).toBe(484.63);
    expect(result.payer).toBe('noncustodial');
  });

  it('starts at 73 overnights (20% of 365) and not at 72', () => {
    const at = calculateChildSupport({
      ...base,
      custodialParentOvernights: 292,
      nonCustodialParentOvernights: 73,
    });
    const below = calculateChildSupport({
      ...base,
      custodialParentOvernights: 293,
      nonCustodialParentOvernights: 72,
    });
    expect(onForm(at.steps, '10')).toBeDefined();
    expect(onForm(below.steps, '10')).toBeUndefined();
  });

  it('makes the custodial parent pay when the offset flips', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 8000,
      nonCustodialParentIncome: 2000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBeGreaterThan(0);
  });
});

describe('Florida income basis', () => {
  it('estimates net income from gross income and says so', () => {
    const result = calculateChildSupport({ ...base, incomeBasis: 'gross' });
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/net income was estimated/);
    expect(result.combinedIncome).toBeLessThan(7000);
  });
});

describe('Florida properties', () => {
  it('swaps roles symmetrically in 50/50 time-sharing', () => {
    const a = calculateChildSupport({ ...base, custodialParentTime: 50, nonCustodialParentTime: 50 });
    const b = calculateChildSupport({
      ...base,
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 3000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    expect(b.monthlyPayment).toBeCloseTo(a.monthlyPayment, 1);
    expect(b.payer).toBe('custodial');
  });

  it('carries its worked examples', () => {
    expect(florida.examples.length).toBeGreaterThan(0);
  });
});

describe('Form 12.902(e) lines (issue 26)', () => {
  const numbered = (steps: { line?: string; label: string; value: number | string }[]) =>
    steps.filter((s) => s.line !== undefined).map((s) => [s.line, s.value]);

  it('names the form and numbers the standard worksheet 1-9 in its order', () => {
    const result = calculateChildSupport({
      ...base,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 150,
      healthInsurancePaidBy: 'custodial',
    });
    expect(result.meta.worksheetForm).toEqual({
      name: 'Child Support Guidelines Worksheet',
      number: 'Form 12.902(e)',
      url: 'https://www.flcourts.gov/Resources-Services/Office-of-Family-Courts/Self-Help-Information/Family-Law-Forms',
    });
    expect(numbered(result.steps)).toEqual([
      ['1', 3000],
      ['1', 4000],
      ['1', 7000],
      ['2', 1885],
      ['3', 57.14],
      ['3', 42.86],
      ['4', 1077.09],
      ['5d', 550],
      ['6', 314.27],
      ['7', 1391.36],
      ['8d', 0],
      ['9', 1391.36],
    ]);
    expect(result.steps.every((s) => !/^Line \d/.test(s.label))).toBe(true);
    expect(result.monthlyPayment).toBe(1391.36);
  });

  it('numbers the substantial time-sharing lines 10-21 in the form order', () => {
    const result = calculateChildSupport({
      ...base,
      custodyArrangement: 'shared',
      custodialParentTime: 60,
      nonCustodialParentTime: 40,
    });
    expect(result.steps.filter((s) => s.line !== undefined).map((s) => s.line)).toEqual([
      '1', '1', '1', '2', '3', '3', '10', '11', '11', '12', '12', '13', '13', '14', '18', '18', '19', '20', '21',
    ]);
    expect(onForm(result.steps, '21')).toBe(484.63);
  });
});
