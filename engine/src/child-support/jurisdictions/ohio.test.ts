import { describe, expect, it } from 'vitest';
import { roundToCents, roundToNearestDollar } from '../../money/rounding.js';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { OHIO_SCHEDULE } from './data/ohio-schedule.js';
import { ohio } from './ohio.js';
import { line } from './test-support.js';

const base = {
  custodyArrangement: 'primary',
  state: 'ohio',
  asOf: '2026-11-01',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

const { incomes, obligations } = OHIO_SCHEDULE;
const row = (income: number) => obligations[incomes.indexOf(income)];

/**
 * R.C. 3119.021(B)(1)(a), one child (codes.ohio.gov, read 2026-11-21): above each threshold the
 * obligation is the threshold times its average rate plus the marginal rate on the excess. The bands
 * that could be read end at $161,342.28.
 */
const ONE_CHILD_BANDS: readonly (readonly [threshold: number, average: number, marginal: number])[] = [
  [11_510.4, 0.19193, 0.16047],
  [39_044.16, 0.16974, 0.14788],
  [49_984.92, 0.16496, 0.11039],
  [58_239.48, 0.15722, 0.07167],
  [66_433.56, 0.14667, 0.05915],
  [78_814.8, 0.13292, 0.08162],
  [91_196.16, 0.12596, 0.04377],
  [99_495.72, 0.1191, 0.02057],
  [108_267.96, 0.11112, 0.07636],
  [121_158.48, 0.10742, 0.08458],
  [133_213.56, 0.10535, 0.0562],
  [145_268.76, 0.10127, 0.06293],
];
const LAST_BAND_END = 161_342.28;

/** The one-child formula with every threshold multiplied by `factor` (1 = the statute as printed). */
function oneChildFormula(income: number, factor: number): number {
  const first = ONE_CHILD_BANDS[0]!;
  if (income <= first[0] * factor) return income * first[1];
  const band = [...ONE_CHILD_BANDS].reverse().find(([threshold]) => income > threshold * factor)!;
  return band[0] * factor * band[1] + band[2] * (income - band[0] * factor);
}

/** The factor by which the 6/2023 schedule raises the statutory thresholds (see data/ohio-schedule.ts). */
const THRESHOLD_FACTOR = 1.24636;
/** 116% of the HHS poverty guideline for one person: 2016 ($11,880) in the statute, 2023 ($14,580) in the 6/2023 form. */
const RESERVE_2016 = roundToCents(1.16 * 11_880);
const RESERVE_2023 = roundToCents(1.16 * 14_580);
const LOW_INCOME_RATES = [0.05, 0.1, 0.12, 0.13, 0.14, 0.15];

/** The self-sufficiency line: $960 plus a rate of income over $8,400, or 30% of income over the reserve. */
function selfSufficiencyLine(income: number, children: number, reserve: number): number {
  return Math.max(960 + LOW_INCOME_RATES[children - 1]! * (income - 8_400), 0.3 * (income - reserve));
}

/** Column sums of the form as read from the ODJFS PDF (2026-11-26): any edit to a cell fails here. */
const FORM_COLUMN_SUMS = [9_143_144, 13_399_060, 15_555_984, 17_177_386, 18_649_182, 20_005_009];

describe('Ohio JFS 07767 (Rev. 6/2023): the complete official schedule', () => {
  it('holds all 547 rows, $8,400 to $336,000 in $600 steps, with the form’s column sums', () => {
    expect(incomes.length).toBe(547);
    expect(incomes[0]).toBe(8_400);
    expect(incomes.at(-1)).toBe(336_000);
    incomes.forEach((income, i) => expect(income).toBe(8_400 + 600 * i));
    for (let column = 0; column < 6; column++) {
      expect(
        obligations.reduce((sum, r) => sum + r[column]!, 0),
        `${column + 1} children`,
      ).toBe(FORM_COLUMN_SUMS[column]);
    }
  });

  it('rises across every row and down every column, except the one cell the form prints lower', () => {
    incomes.forEach((income, i) => {
      const r = obligations[i]!;
      for (let c = 1; c < 6; c++) expect(r[c]!, `row ${income}`).toBeGreaterThanOrEqual(r[c - 1]!);
      if (i === 0) return;
      for (let c = 0; c < 6; c++) {
        const fallsAsPrinted = income === 241_200 && c === 2;
        if (fallsAsPrinted) expect([obligations[i - 1]![c], r[c]]).toEqual([38_526, 38_525]);
        else expect(r[c]!, `${c + 1} children at ${income}`).toBeGreaterThanOrEqual(obligations[i - 1]![c]!);
      }
    });
  });

  it('has the four cells the earlier transcription had wrong as the form prints them', () => {
    expect(row(102_000)![2]).toBe(23_563); // was 23,654
    expect(row(168_000)![2]).toBe(30_885); // was 30,934
    expect(row(324_000)![4]).toBe(53_364); // was 53,307
    expect(row(324_000)![5]).toBe(58_007); // was 57,945
  });

  it('reproduces R.C. 3119.021 as printed: $7,064 for one child at $42,000 (the 2019 basis)', () => {
    expect(roundToNearestDollar(oneChildFormula(42_000, 1))).toBe(7_064);
  });

  it('one child, $42,000 to $201,000: every row within $1.31 of the statutory formula with thresholds × 1.24636', () => {
    const checked = incomes.filter(
      (income) => income >= 42_000 && income <= LAST_BAND_END * THRESHOLD_FACTOR,
    );
    expect(checked.length).toBe(266);
    for (const income of checked) {
      const formula = oneChildFormula(income, THRESHOLD_FACTOR);
      expect(Math.abs(row(income)![0]! - formula), `one child at ${income}`).toBeLessThanOrEqual(1.31);
    }
  });

  it('one child at $80,400: $11,972 on the form, as a second source states ($10,605 in 2019)', () => {
    expect(row(80_400)![0]).toBe(11_972);
    expect(roundToNearestDollar(oneChildFormula(80_400, THRESHOLD_FACTOR))).toBe(11_972);
    expect(roundToNearestDollar(oneChildFormula(80_400, 1))).toBe(10_605);
    const r = run({ custodialParentIncome: 3350, nonCustodialParentIncome: 3350, numberOfChildren: 1 });
    expect(line(r, 'Basic combined child support obligation')).toBe(11_972);
  });

  it('every row to $39,600 is the self-sufficiency line with the 2023 reserve, and no cell is above it', () => {
    expect(RESERVE_2023).toBe(16_912.8);
    incomes.forEach((income, i) => {
      for (let children = 1; children <= 6; children++) {
        const limit = roundToNearestDollar(selfSufficiencyLine(income, children, RESERVE_2023));
        const cell = obligations[i]![children - 1]!;
        if (income <= 39_600) expect(cell, `${children} at ${income}`).toBe(limit);
        else expect(cell, `${children} at ${income}`).toBeLessThanOrEqual(limit);
      }
    });
  });

  it('the 2019 schedule used the same line with the 2016 reserve ($9,366 at $45,000 for three children)', () => {
    expect(RESERVE_2016).toBe(13_780.8);
    expect(roundToNearestDollar(selfSufficiencyLine(45_000, 3, RESERVE_2016))).toBe(9_366);
  });

  it('keeps the cross-checked cells', () => {
    expect(row(8_400)).toEqual([960, 960, 960, 960, 960, 960]);
    expect(row(15_000)).toEqual([1290, 1620, 1752, 1818, 1884, 1950]);
    expect(row(26_400)).toEqual([2846, 2846, 3120, 3300, 3480, 3660]);
    expect(row(39_600)).toEqual([6806, 6806, 6806, 6806, 6806, 6806]);
    expect(row(42_000)![0]).toBe(7191);
    expect(row(90_000)![0]).toBe(12570);
    expect(row(150_000)![0]).toBe(16145);
    expect(row(198_000)![0]).toBe(19402);
  });
});

describe('Ohio worksheet, two children', () => {
  // $2,500 and $5,000 gross a month: $30,000 and $60,000 a year.
  const result = run({ custodialParentIncome: 2500, nonCustodialParentIncome: 5000, numberOfChildren: 2 });

  it('follows the worksheet on annual income and divides by 12', () => {
    expect(line(result, "Custodial parent's adjusted annual gross income")).toBe(30000);
    expect(line(result, "Noncustodial parent's adjusted annual gross income")).toBe(60000);
    expect(line(result, 'Combined adjusted annual gross income')).toBe(90000);
    expect(line(result, "Noncustodial parent's income share")).toBe(66.67);
    expect(line(result, 'Basic combined child support obligation')).toBe(18770);
    expect(line(result, "Noncustodial parent's share of the combined obligation")).toBe(12513.96);
    expect(line(result, 'Schedule amount at the noncustodial parent’s own income')).toBe(12926);
    expect(line(result, 'Annual obligation (the lower of the two)')).toBe(12513.96);
    expect(line(result, 'Monthly child support (annual ÷ 12)')).toBe(1042.83);
    expect(result.monthlyPayment).toBe(1042.83);
    expect(result.payer).toBe('noncustodial');
  });

  it('is official on the full form and still lists what it approximates', () => {
    expect(ohio.versions.at(-1)!.confidence).toBe('official');
    expect(result.meta.approximations.join(' ')).toMatch(/Between two rows of the JFS 07767 schedule/);
  });
});

describe('Ohio parenting time adjustment (R.C. 3119.051)', () => {
  const input = {
    custodialParentIncome: 2500,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodialParentTime: 75,
    nonCustodialParentTime: 25,
  };

  it('takes 10% off the annual obligation at 90 overnights', () => {
    const r = run({ ...input, custodialParentOvernights: 275, nonCustodialParentOvernights: 90 });
    expect(line(r, 'Parenting time adjustment (10%)')).toBe(-1251.4);
    // (12,513.96 − 1,251.40) ÷ 12 = 938.55
    expect(r.monthlyPayment).toBe(938.55);
  });

  it('does not apply at 89 overnights', () => {
    const r = run({ ...input, custodialParentOvernights: 276, nonCustodialParentOvernights: 89 });
    expect(r.monthlyPayment).toBe(1042.83);
  });
});

describe('Ohio low and high incomes', () => {
  it('caps a low earner at the schedule amount for their own income (self-sufficiency)', () => {
    // $1,500 a month = $18,000 a year: the own-income row reads $1,920 for two children,
    // below the share of the combined obligation.
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 1500, numberOfChildren: 2 });
    expect(line(r, 'Schedule amount at the noncustodial parent’s own income')).toBe(1920);
    expect(line(r, 'Annual obligation (the lower of the two)')).toBe(1920);
    expect(r.monthlyPayment).toBe(160);
  });

  it('raises a very small obligation to the $80 minimum order (R.C. 3119.06)', () => {
    // $200 a month against $8,000: 2.44% of the combined obligation is about $477 a year.
    const r = run({ custodialParentIncome: 8000, nonCustodialParentIncome: 200, numberOfChildren: 2 });
    expect(line(r, 'Annual obligation (the lower of the two)')).toBeLessThan(960);
    expect(line(r, 'Minimum order (R.C. 3119.06)')).toBe(960);
    expect(r.monthlyPayment).toBe(80);
  });

  /**
   * JFS 07768 (3/2019) line 18d: "Enter the lower of Line 18a or Line 18c for each parent, if less than "960",
   * enter "960""; line 19b: "use the amount for that parent from Line 18d and multiply it by 10%"; line 22:
   * "Line 18d minus Line 19b ..." (rahulsaini022/data resources/views/computations/sole_shared.blade.php,
   * commit e2a9275e, a line-by-line reproduction of the form). R.C. 3119.022(A) (HB 366) makes the ODJFS
   * standard worksheet forms the ones "used in all courts and child support enforcement agencies"; R.C.
   * 3119.051(A) reduces "the annual individual support obligation" by ten per cent.
   */
  it('applies the $960 minimum on line 18d, before the 10% parenting time reduction (100 overnights)', () => {
    const low = { custodialParentIncome: 8000, nonCustodialParentIncome: 200, numberOfChildren: 2 };
    const r = run({ ...low, custodialParentOvernights: 265, nonCustodialParentOvernights: 100 });
    expect(line(r, 'Annual obligation (the lower of the two)')).toBeLessThan(960);
    const minimum = r.steps.find((s) => s.label.startsWith('Minimum order (R.C. 3119.06)'));
    expect(minimum?.value).toBe(960);
    expect(minimum?.line).toBe('18d');
    // Line 19b: 960 × 10% = 96; 960 − 96 = 864 a year, 72 a month (the engine gave 80 before: minimum after 19b).
    expect(line(r, 'Parenting time adjustment (10%)')).toBe(-96);
    expect(line(r, 'Monthly child support (annual ÷ 12)')).toBe(72);
    expect(r.monthlyPayment).toBe(72);
    // The minimum comes before the reduction in the steps, as on the form.
    const labels = r.steps.map((s) => s.label);
    expect(labels.findIndex((l) => l.startsWith('Minimum order'))).toBeLessThan(
      labels.findIndex((l) => l.startsWith('Parenting time adjustment')),
    );
    // Under 90 overnights the same case stays at the $80 minimum.
    expect(run({ ...low, custodialParentOvernights: 276, nonCustodialParentOvernights: 89 }).monthlyPayment).toBe(80);
  });

  it('does not lift a line 18d of $960 or more back to $960 after the 10% reduction', () => {
    // $750 a month = $9,000 a year: the own-income schedule amount is 960 + 10% × 600 = 1,020 (line 18a, lower
    // than the share of the combined obligation). Line 19b: 102. Line 22: 918 a year, 76.50 a month (the
    // engine gave 80 before, raising 918 to the minimum after the reduction).
    const r = run({
      custodialParentIncome: 8000,
      nonCustodialParentIncome: 750,
      numberOfChildren: 2,
      custodialParentOvernights: 265,
      nonCustodialParentOvernights: 100,
    });
    expect(line(r, 'Annual obligation (the lower of the two)')).toBe(1020);
    expect(r.steps.some((s) => s.label.startsWith('Minimum order'))).toBe(false);
    expect(line(r, 'Parenting time adjustment (10%)')).toBe(-102);
    expect(r.monthlyPayment).toBe(76.5);
  });

  it('uses the top row above $336,000 and says so', () => {
    const r = run({ custodialParentIncome: 15000, nonCustodialParentIncome: 20000, numberOfChildren: 1 });
    expect(line(r, 'Basic combined child support obligation')).toBe(25697);
    expect(r.meta.approximations.join(' ')).toMatch(/above the schedule's top row/);
  });

  it('time percentages and the equivalent overnights agree', () => {
    const input = {
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 1,
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
    };
    const a = run(input);
    const b = run({ ...input, custodialParentOvernights: 255, nonCustodialParentOvernights: 110 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
  });
});

describe('Ohio worked examples', () => {
  it('registers derived examples only (no official worked example was found)', () => {
    expect(ohio.examples.length).toBeGreaterThanOrEqual(2);
    for (const example of ohio.examples) expect(example.kind).toBe('derived');
  });
});

/** The form lines the steps fill, in the order the result lists them (a line once, where it first appears). */
function formLines(steps: readonly { line?: string }[]): string[] {
  const lines: string[] = [];
  for (const { line: at } of steps) if (at !== undefined && lines.at(-1) !== at) lines.push(at);
  return lines;
}

describe('Ohio worksheet lines (issue 26)', () => {
  it('follows JFS 07768 from line 7 to line 24 and names the form', () => {
    const r = run({ custodialParentIncome: 2500, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(r.meta.worksheetForm).toMatchObject({
      number: 'JFS 07768',
      name: 'Sole/Shared Child Support Computation Worksheet',
    });
    expect(formLines(r.steps)).toEqual(['7', '14', '16', '17', '18a', '18b', '18c', '18d', '24']);
    const at = (n: string) => r.steps.filter((s) => s.line === n).map((s) => s.value);
    expect(at('7')).toEqual([30000, 60000]);
    expect(at('16')).toEqual([90000]);
    expect(at('18a')).toEqual([12926]);
    expect(at('18b')).toEqual([18770]);
    expect(at('18c')).toEqual([12513.96]);
    expect(at('18d')).toEqual([12513.96]);
    expect(at('24')).toEqual([1042.83]);
  });

  it('puts the parenting time order and its 10% on lines 19a and 19b', () => {
    const r = run({
      custodialParentIncome: 2500,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
    });
    expect(formLines(r.steps)).toEqual([
      '7',
      '14',
      '16',
      '17',
      '18a',
      '18b',
      '18c',
      '18d',
      '19a',
      '19b',
      '24',
    ]);
    expect(r.steps.find((s) => s.line === '19b')?.value).toBe(-1251.4);
  });

  it('shows gross income on line 7 and income after the deductions entered on line 14', () => {
    const r = run({
      custodialParentIncome: 2500,
      nonCustodialParentIncome: 5000,
      nonCustodialParentDeductions: 500,
      numberOfChildren: 2,
    });
    const at = (n: string) => r.steps.filter((s) => s.line === n).map((s) => s.value);
    expect(at('7')).toEqual([30000, 60000]);
    expect(at('14')).toEqual([30000, 54000]);
  });
});
