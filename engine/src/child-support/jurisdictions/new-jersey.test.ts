import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { readSchedule } from '../models/schedule.js';
import { NEW_JERSEY_2013_SCHEDULE, NEW_JERSEY_2025_SCHEDULE_ANCHORS } from './data/new-jersey-schedule.js';
import { expectScheduleRises, line } from './test-support.js';

const current = {
  custodyArrangement: 'primary',
  state: 'new-jersey',
  incomeBasis: 'net',
  asOf: '2026-11-01',
} as const;
const in2019 = { ...current, asOf: '2019-07-01' } as const;
const time8020 = { custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

describe('New Jersey Appendix IX-F (2013), NCCP Family Resource Simulator transcription', () => {
  const { incomes, obligations } = NEW_JERSEY_2013_SCHEDULE;

  it('has every $10 row from $180 to $3,600 for one to five children, rising both ways', () => {
    expect(incomes).toHaveLength(343);
    incomes.forEach((income, i) => expect(income).toBe(180 + 10 * i));
    obligations.forEach((row) => expect(row).toHaveLength(5));
    expectScheduleRises(NEW_JERSEY_2013_SCHEDULE, { columns: 5, strictly: false });
  });

  it('holds the transcribed cells across the range', () => {
    const cells: [number, number[]][] = [
      [180, [50, 59, 68, 75, 83]],
      [1000, [233, 257, 315, 350, 389]],
      [2000, [338, 374, 468, 520, 578]],
      [3000, [447, 478, 600, 663, 732]],
      [3600, [571, 589, 731, 803, 884]],
    ];
    for (const [income, amounts] of cells) {
      amounts.forEach((amount, k) =>
        expect(readSchedule(NEW_JERSEY_2013_SCHEDULE, income, k + 1, 'nearest-row').amount).toBe(amount),
      );
    }
  });

  it('agrees with the independent 2025 transcription on the one-child column up to one common factor (1.2560)', () => {
    // The two tables come from different transcribers; a slip in either one-child column would break this.
    NEW_JERSEY_2025_SCHEDULE_ANCHORS.incomes.forEach((income, i) => {
      const later = NEW_JERSEY_2025_SCHEDULE_ANCHORS.obligations[i]![0]!;
      const earlier = readSchedule(NEW_JERSEY_2013_SCHEDULE, income, 1, 'nearest-row').amount;
      expect(Math.abs(later - earlier * 1.256), `row ${income}`).toBeLessThanOrEqual(0.5);
    });
  });
});

describe('New Jersey 2025 Appendix IX-F rows (secondary transcription)', () => {
  it('no column decreases and more children never cost less', () => {
    expectScheduleRises(NEW_JERSEY_2025_SCHEDULE_ANCHORS, { columns: 6, strictly: false });
  });
});

describe('New Jersey sole-parenting worksheet, weekly (2025 schedule)', () => {
  const result = calculateChildSupport({
    ...current,
    ...time8020,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 4300,
    numberOfChildren: 1,
  });

  it('converts to weekly whole dollars, two-decimal shares, nearest $10 row, PAR time credit, × 4.3 (App. IX-A, IX-B)', () => {
    expect(line(result, 'Parent of primary residence: weekly net income')).toBe(698);
    expect(line(result, 'Parent of alternate residence: weekly net income')).toBe(1000);
    expect(line(result, 'Combined weekly net income')).toBe(1698);
    expect(line(result, "Parent of primary residence's income share")).toBe(0.41);
    expect(line(result, "Parent of alternate residence's income share")).toBe(0.59);
    expect(line(result, 'Basic child support amount (weekly)')).toBe(393);
    expect(line(result, "Parent of alternate residence's share (weekly)")).toBe(232);
    expect(line(result, "Parent of alternate residence's share of overnights")).toBe(0.2);
    expect(line(result, 'Adjustment for parenting time expenses (weekly)')).toBe(29);
    expect(line(result, 'Net child support obligation (weekly)')).toBe(203);
    expect(result.monthlyPayment).toBe(872.9);
    expect(result.payer).toBe('noncustodial');
    expect(result.meta.confidence).toBe('estimate');
  });

  it('adds child care and health insurance, shared by income, crediting the parent who pays', () => {
    const r = calculateChildSupport({
      ...current,
      ...time8020,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
      childcareCostMonthly: 430,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 86,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 393 + 100 + 20 = 513; × 0.59 = 302.67 → 303; − 29 PAR time − 20 premium paid = 254 a week.
    expect(line(r, 'Total child support amount (weekly)')).toBe(513);
    expect(line(r, "Parent of alternate residence's share (weekly)")).toBe(303);
    expect(line(r, 'Net child support obligation (weekly)')).toBe(254);
    expect(r.monthlyPayment).toBe(1092.2);
  });

  it('uses the 2025 schedule from 2025-09-01 and the 2013 schedule the day before', () => {
    const input = {
      ...time8020,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
    };
    const before = calculateChildSupport({ ...current, ...input, asOf: '2025-08-31' });
    const after = calculateChildSupport({ ...current, ...input, asOf: '2025-09-01' });
    expect(line(before, 'Basic child support amount (weekly)')).toBe(313);
    expect(line(after, 'Basic child support amount (weekly)')).toBe(393);
  });
});

describe('New Jersey sole-parenting worksheet with the 2013 schedule', () => {
  it('reads the nearest $10 row: $5 and more goes up (App. IX-B)', () => {
    // 2,988.50 ÷ 4.3 = 695; 695 + 1,000 = 1,695 → the $1,700 row. 2,984.20 ÷ 4.3 = 694 → 1,694 → $1,690.
    const up = calculateChildSupport({
      ...in2019,
      ...time8020,
      custodialParentIncome: 2988.5,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
    });
    const down = calculateChildSupport({
      ...in2019,
      ...time8020,
      custodialParentIncome: 2984.2,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
    });
    expect(line(up, 'Combined weekly net income')).toBe(1695);
    expect(line(up, 'Basic child support amount (weekly)')).toBe(313);
    expect(line(down, 'Combined weekly net income')).toBe(1694);
    expect(line(down, 'Basic child support amount (weekly)')).toBe(312);
  });

  it('reproduces the 2019 derived example line by line', () => {
    const r = calculateChildSupport({
      ...in2019,
      ...time8020,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
    });
    expect(line(r, "Parent of alternate residence's share (weekly)")).toBe(185);
    expect(line(r, 'Adjustment for parenting time expenses (weekly)')).toBe(23);
    expect(line(r, 'Net child support obligation (weekly)')).toBe(162);
    expect(r.monthlyPayment).toBe(696.6);
  });

  it('extends the missing six-children column from the five- and four-children columns, and says so', () => {
    const r = calculateChildSupport({
      ...in2019,
      ...time8020,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 6,
    });
    // Row 1,700: 533 × 533 ÷ 479 = 593.08 → 593.
    expect(line(r, 'Basic child support amount (weekly)')).toBe(593);
    expect(r.meta.approximations.join(' ')).toMatch(/six-children column of the 2013 schedule is not held/);
  });
});

describe('New Jersey self-support reserve, shared parenting and incomes outside the schedule', () => {
  it('limits the award to the obligor income above the reserve when the other parent keeps the reserve', () => {
    const r = calculateChildSupport({
      ...current,
      ...time8020,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 2150,
      numberOfChildren: 3,
    });
    // 2,150 ÷ 4.3 = 500 a week; award 149 − 42 = 107 would leave 393 < 451; 500 − 451 = 49.
    expect(line(r, 'Net child support obligation (weekly)')).toBe(107);
    expect(line(r, 'Self-support reserve (weekly)')).toBe(451);
    expect(line(r, 'Award limited by the self-support reserve (weekly)')).toBe(49);
    expect(r.monthlyPayment).toBe(210.7);
    expect(r.meta.approximations.join(' ')).toMatch(/2025 poverty guideline/);
  });

  it('keeps the $5 weekly floor below the reserve', () => {
    const r = calculateChildSupport({
      ...current,
      ...time8020,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 1000,
      numberOfChildren: 1,
    });
    expect(line(r, 'Award limited by the self-support reserve (weekly)')).toBe(5);
    expect(r.monthlyPayment).toBe(21.5);
  });

  it('does not reduce the award when the parent of primary residence would also fall below the reserve', () => {
    const r = calculateChildSupport({
      ...current,
      ...time8020,
      custodialParentIncome: 1500,
      nonCustodialParentIncome: 1500,
      numberOfChildren: 2,
    });
    // 349 + 349 = 698 → row 700: 275; 137.5 → 138 each; PAR time 102 × 0.20 = 20; 138 − 20 = 118.
    expect(line(r, 'Self-support reserve not applied')).toMatch(/349 − 138/);
    expect(r.monthlyPayment).toBe(507.4);
  });

  it('uses the reserve of 105% of the guideline before September 2021', () => {
    const r = calculateChildSupport({
      ...in2019,
      ...time8020,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 1000,
      numberOfChildren: 1,
    });
    // 105% × 12,490 ÷ 52 = 252.
    expect(line(r, 'Self-support reserve (weekly)')).toBe(252);
  });

  it('credits the variable expenses at two overnights a week and flags the shared-parenting worksheet', () => {
    const r = calculateChildSupport({
      ...current,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
      custodialParentOvernights: 261,
      nonCustodialParentOvernights: 104,
    });
    // 104 ÷ 365 = 0.28; 145 × 0.28 = 40.6 → 41; 232 − 41 = 191.
    expect(line(r, 'Adjustment for parenting time expenses (weekly)')).toBe(41);
    expect(r.monthlyPayment).toBe(821.3);
    expect(r.meta.approximations.join(' ')).toMatch(/shared-parenting worksheet \(App\. IX-D\)/);
  });

  it('uses the top row above $3,600 a week and says so', () => {
    const r = calculateChildSupport({
      ...current,
      ...time8020,
      custodialParentIncome: 10000,
      nonCustodialParentIncome: 10000,
      numberOfChildren: 2,
    });
    expect(line(r, 'Basic child support amount (weekly)')).toBe(719);
    expect(r.monthlyPayment).toBe(1320.1);
    expect(r.meta.approximations.join(' ')).toMatch(/above \$3600 a week/);
  });
});

/** The form lines the steps fill, in the order the result lists them (a line once, where it first appears). */
function formLines(steps: readonly { line?: string }[]): string[] {
  const lines: string[] = [];
  for (const { line: at } of steps) if (at !== undefined && lines.at(-1) !== at) lines.push(at);
  return lines;
}

describe('New Jersey worksheet lines (issue 26)', () => {
  it('follows the Sole Parenting Worksheet (Appendix IX-C) line by line and names the form', () => {
    const r = calculateChildSupport({
      ...current,
      ...time8020,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
      childcareCostMonthly: 430,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 86,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(r.meta.worksheetForm).toMatchObject({
      number: 'Appendix IX-C',
      name: expect.stringMatching(/Sole Parenting Worksheet/),
    });
    expect(formLines(r.steps)).toEqual([
      '6',
      '7',
      '8',
      '9',
      '10',
      '13',
      '14',
      '17',
      '20',
      '20a',
      '20b',
      '21',
    ]);
    const at = (n: string) => r.steps.filter((s) => s.line === n).map((s) => s.value);
    expect(at('6')).toEqual([698, 1000, 1698]);
    expect(at('7')).toEqual([0.41, 0.59]);
    expect(at('9')).toEqual([100]); // 430 ÷ 4.3
    expect(at('10')).toEqual([20]); // 86 ÷ 4.3
    expect(at('17')).toEqual([20]);
    // Line 21 is line 14 (the parent of alternate residence's share) less lines 16-20.
    const [, parShare] = at('14') as number[];
    expect(at('21')).toEqual([parShare! - 20 - (at('20')[0] as number)]);
  });

  it('credits child care the parent of alternate residence pays on line 16', () => {
    const r = calculateChildSupport({
      ...current,
      ...time8020,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4300,
      numberOfChildren: 1,
      childcareCostMonthly: 430,
      childcarePaidBy: 'noncustodial',
    });
    expect(formLines(r.steps)).toEqual(['6', '7', '8', '9', '13', '14', '16', '20', '20a', '20b', '21']);
  });
});
