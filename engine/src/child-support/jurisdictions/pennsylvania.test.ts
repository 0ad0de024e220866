import { describe, expect, it } from 'vitest';
import { roundToDecimals } from '../../money/rounding.js';
import { calculateChildSupport } from '../calculate.js';
import {
  PENNSYLVANIA_2022_PRINTED_CELLS,
  PENNSYLVANIA_2022_SELF_SUPPORT_RESERVE,
  PENNSYLVANIA_2026_SCHEDULE_ANCHORS,
  PENNSYLVANIA_2026_SELF_SUPPORT_RESERVE,
} from './data/pennsylvania-schedule.js';
import { scheduleAmount, sharedCustodyPercentage } from './pennsylvania.js';
import { expectScheduleRises, line } from './test-support.js';

const base = {
  custodyArrangement: 'primary',
  state: 'pennsylvania',
  incomeBasis: 'net',
  asOf: '2026-11-01',
} as const;

describe('Pennsylvania 2026 schedule rows (secondary transcription)', () => {
  const { incomes, obligations } = PENNSYLVANIA_2026_SCHEDULE_ANCHORS;

  it('rises along every row and down every column', () => {
    expectScheduleRises(PENNSYLVANIA_2026_SCHEDULE_ANCHORS, { columns: 6, strictly: false });
  });

  // The twelve rows a second transcription (todd-ui/clearly-website) agrees with in all six columns.
  it.each([
    [1300, [41, 41, 41, 42, 42, 43]],
    [2000, [461, 678, 685, 693, 700, 708]],
    [5000, [1080, 1629, 1949, 2177, 2394, 2603]],
    [8000, [1438, 2122, 2484, 2775, 3052, 3318]],
    [20000, [2748, 4060, 4759, 5316, 5848, 6356]],
    [30000, [3749, 4981, 5803, 6482, 7130, 7750]],
  ])('row %i matches the second transcription', (income, row) => {
    expect(obligations[incomes.indexOf(income)]).toEqual(row);
  });

  it('agrees with the cells a law firm quotes from the 2025 order ($5,000 two children; $30,000 one to three)', () => {
    expect(obligations[incomes.indexOf(5000)]![1]).toBe(1629);
    expect(obligations[incomes.indexOf(30000)]!.slice(0, 3)).toEqual([3749, 4981, 5803]);
  });

  it('opens with 90% of income above the $1,255 self-support reserve in the one-child column', () => {
    for (const income of [1300, 1400, 1500, 1600]) {
      const expected = roundToDecimals(0.9 * (income - PENNSYLVANIA_2026_SELF_SUPPORT_RESERVE), 0);
      expect(obligations[incomes.indexOf(income)]![0], `row ${income}`).toBe(expected);
    }
  });
});

describe('Pennsylvania schedule reading', () => {
  it('interpolates between rows it holds', () => {
    // 8,250 lies halfway between 8,000 (2,122) and 8,500 (2,222).
    expect(scheduleAmount(8250, 2)).toBe(2172);
  });

  it('falls in a straight line to nothing at the self-support reserve below the first row', () => {
    expect(scheduleAmount(PENNSYLVANIA_2026_SELF_SUPPORT_RESERVE, 1)).toBe(0);
    expect(scheduleAmount(1000, 3)).toBe(0);
    // 1,280 is 25/45 of the way from 1,255 (0) to 1,300 (41).
    expect(scheduleAmount(1280, 1)).toBe(22.78);
    expect(scheduleAmount(1300, 1)).toBe(41);
  });

  it('reads the sixth column for more than six children', () => {
    expect(scheduleAmount(8000, 8)).toBe(3318);
  });
});

describe('Pennsylvania worksheet (estimate), 2026', () => {
  const result = calculateChildSupport({
    ...base,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
  });

  it('follows Pa.R.C.P. 1910.16-4 line by line', () => {
    expect(line(result, 'Combined total monthly net income')).toBe(8000);
    expect(line(result, "Obligor's percentage share of combined income")).toBe(62.5);
    expect(line(result, 'Basic child support obligation (interpolated)')).toBe(2122);
    expect(line(result, "Obligor's monthly share of the basic child support obligation")).toBe(1326.25);
    expect(line(result, "Schedule amount at the obligor's income alone")).toBe(1629);
    expect(result.monthlyPayment).toBe(1326.25);
    expect(result.meta.confidence).toBe('estimate');
  });
});

describe('Pennsylvania shared custody (Pa.R.C.P. 1910.16-4(c))', () => {
  it('reproduces the rule example of 33 Pa.B. 6016: 68% becomes 58%, 53% and 48%', () => {
    expect(sharedCustodyPercentage(68, 39)).toBe(68);
    expect(sharedCustodyPercentage(68, 40)).toBe(58);
    expect(sharedCustodyPercentage(68, 45)).toBe(53);
    expect(sharedCustodyPercentage(68, 50)).toBe(48);
  });

  const input = {
    ...base,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
  };

  it('does not adjust below 40% of overnights', () => {
    const r = calculateChildSupport({ ...input, custodialParentTime: 61, nonCustodialParentTime: 39 });
    expect(r.monthlyPayment).toBe(1326.25);
  });

  it('reduces the obligor percentage by the points above 30% at 40% or more', () => {
    const r = calculateChildSupport({ ...input, custodialParentTime: 55, nonCustodialParentTime: 45 });
    expect(line(r, "Obligor's adjusted percentage share")).toBe(47.5);
    // 2,122 × 47.5% = 1,007.95
    expect(r.monthlyPayment).toBe(1007.95);
  });

  it('starts at exactly 146 of 365 overnights', () => {
    const r = calculateChildSupport({
      ...input,
      custodialParentTime: 60,
      nonCustodialParentTime: 40,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, "Obligor's adjusted percentage share")).toBe(52.5);
  });
});

describe('Pennsylvania low income (Pa.R.C.P. 1910.16-2(e))', () => {
  it('caps a low-income obligor at the schedule amount for their income alone', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 1500,
      numberOfChildren: 2,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(line(r, "Schedule amount at the obligor's income alone")).toBe(223);
    expect(r.monthlyPayment).toBe(223);
    expect(r.meta.approximations.join(' ')).not.toMatch(/self-support reserve: support is left/);
  });

  it('leaves an obligor at or below the self-support reserve to the court and says so', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 1200,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(line(r, "Schedule amount at the obligor's income alone")).toBe(0);
    expect(r.monthlyPayment).toBe(0);
    expect(r.payer).toBe('none');
    expect(line(r, 'Self-support reserve')).toMatch(/\$1255 self-support reserve/);
  });
});

describe('Pennsylvania high income and versions', () => {
  it('uses the $30,000 row above the schedule and says so', () => {
    const r = calculateChildSupport({
      ...base,
      custodialParentIncome: 15000,
      nonCustodialParentIncome: 20000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(line(r, 'Basic child support obligation (interpolated)')).toBe(3749);
    expect(r.meta.approximations.join(' ')).toMatch(/1910\.16-3\.1/);
  });

  it('estimates 2022-2025 with the same worksheet on the 2026 rows and says so', () => {
    const r = calculateChildSupport({
      ...base,
      asOf: '2025-06-01',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(r.meta.rulesEffective).toEqual({ from: '2022-01-01', to: '2025-12-31' });
    expect(r.meta.confidence).toBe('estimate');
    expect(r.monthlyPayment).toBe(1326.25);
    expect(r.meta.approximations.join(' ')).toMatch(/2022 Basic Child Support Schedule is not held/);
  });

  it('uses every 2022 schedule cell the rule text prints (1910.16-1 Examples 1 and 2; the 1910.16-3.1(a) $30,000 row)', () => {
    const at = (cp: number, ncp: number, children: number) =>
      calculateChildSupport({
        ...base,
        asOf: '2024-06-01',
        custodialParentIncome: cp,
        nonCustodialParentIncome: ncp,
        numberOfChildren: children,
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
      });
    expect(PENNSYLVANIA_2022_PRINTED_CELLS.length).toBe(8);
    expect(line(at(3000, 2000, 1), 'Basic child support obligation (printed in the rule)')).toBe(993);
    expect(line(at(2500, 4000, 2), 'Basic child support obligation (printed in the rule)')).toBe(1733);
    const top = [2839, 3902, 4365, 4824, 5306, 5768];
    for (let children = 1; children <= 6; children++) {
      expect(line(at(10000, 20000, children), 'Basic child support obligation (printed in the rule)')).toBe(
        top[children - 1],
      );
    }
    // Example 1: the $2,000 parent owes 40% of $993, printed as $397.
    expect(at(3000, 2000, 1).monthlyPayment).toBe(397.2);
  });

  it('above $30,000 in 2022 adds the 1910.16-3.1(a) share of the excess to the $30,000 row', () => {
    const r = calculateChildSupport({
      ...base,
      asOf: '2024-06-01',
      custodialParentIncome: 15000,
      nonCustodialParentIncome: 20000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    // 2,839 + 8.6% × 5,000 = 3,269.
    expect(line(r, 'Basic child support obligation (above $30,000)')).toBe(3269);
    expect(r.meta.approximations.join(' ')).not.toMatch(/estimate's top row/);
  });

  it('applies the 2022 self-support reserve before 2026', () => {
    expect(PENNSYLVANIA_2022_SELF_SUPPORT_RESERVE).toBe(1063);
    const r = calculateChildSupport({
      ...base,
      asOf: '2025-06-01',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 1000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(line(r, 'Self-support reserve')).toMatch(/\$1063 self-support reserve/);
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 6000,
      numberOfChildren: 1,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(r.combinedIncome).toBeLessThan(10000);
    expect(r.meta.approximations.join(' ')).toMatch(/net income was estimated from gross income/);
  });
});

/** The form lines the steps fill, in the order the result lists them (a line once, where it first appears). */
function formLines(steps: readonly { line?: string }[]): string[] {
  const lines: string[] = [];
  for (const { line: at } of steps) if (at !== undefined && lines.at(-1) !== at) lines.push(at);
  return lines;
}

describe('Pennsylvania worksheet lines (issue 26)', () => {
  const input = {
    ...base,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
  } as const;

  it('follows Part I of the Pa.R.C.P. 1910.16-4(a) formula, from gross income to the obligor’s share', () => {
    const r = calculateChildSupport({ ...input, incomeBasis: 'gross' });
    expect(r.meta.worksheetForm).toMatchObject({
      number: 'Pa.R.C.P. 1910.16-4(a)',
      name: expect.stringMatching(/^Support guidelines formula/),
    });
    expect(formLines(r.steps)).toEqual(['1', '4', '5', '10', '11', '12']);
    const at = (n: string) => r.steps.filter((s) => s.line === n).map((s) => s.value);
    expect(at('1')).toEqual([3000, 5000]);
    const [obligee, obligor] = at('4') as number[];
    expect(at('5')).toEqual([roundToDecimals(obligee! + obligor!, 2)]);
  });

  it('numbers the monthly net income entered as line 4 and the share as line 12', () => {
    const r = calculateChildSupport(input);
    expect(formLines(r.steps)).toEqual(['4', '5', '10', '11', '12']);
    const at = (n: string) => r.steps.filter((s) => s.line === n).map((s) => s.value);
    expect(at('4')).toEqual([3000, 5000]);
    expect(at('5')).toEqual([8000]);
    expect(at('10')).toEqual([2122]);
    expect(at('11')).toEqual([62.5]);
    expect(at('12')).toEqual([1326.25]);
    expect(r.monthlyPayment).toBe(1326.25);
  });

  it('adds Part II, lines 13a-13d, at 40% or more of overnights', () => {
    const r = calculateChildSupport({ ...input, custodialParentTime: 55, nonCustodialParentTime: 45 });
    expect(formLines(r.steps)).toEqual(['4', '5', '10', '11', '12', '13a', '13b', '13c', '13d']);
    const at = (n: string) => r.steps.filter((s) => s.line === n).map((s) => s.value);
    expect(at('12')).toEqual([1326.25]);
    expect(at('13a')).toEqual([45]);
    expect(at('13b')).toEqual([30]);
    expect(at('13c')).toEqual([47.5]);
    expect(at('13d')).toEqual([1007.95]);
  });
});
