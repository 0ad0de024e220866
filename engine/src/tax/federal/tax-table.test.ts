import { describe, expect, it } from 'vitest';
import { FILING_STATUSES, TAX_YEARS, type FilingStatus } from '../types.js';
import { computeFederalIncomeTax } from './compute.js';
import { FEDERAL_PARAMETERS } from './parameters.js';
import { TAX_TABLE_CEILING, TAX_TABLE_SOURCES, taxTableAmount, taxTableRow } from './tax-table.js';

type PrintedRow = readonly [atLeast: number, lessThan: number, single: number, joint: number, separate: number, household: number];

/**
 * Rows as printed in the Tax Table of the Instructions for Form 1040 (2024: i1040gi--2024.pdf; 2025:
 * irs.gov/instructions/i1040gi), read from the transcription in github.com/gideonsolutions/us-tax-brackets
 * (data/2024/tax_table.csv at 820129f, data/2025/tax_table.csv at f7d29fd; 2024 taken from the PDF, 2025
 * from the HTML page). On 2026-11-26 every one of the 2,062 rows × 4 statuses of both years (16,496
 * amounts) agreed with this module; these rows are the narrow rows at the bottom, the switch to $50 rows
 * at $3,000, each bracket edge under $100,000 and the last row.
 */
const PRINTED: Record<2024 | 2025, readonly PrintedRow[]> = {
  2024: [
    [0, 5, 0, 0, 0, 0],
    [5, 15, 1, 1, 1, 1],
    [15, 25, 2, 2, 2, 2],
    [25, 50, 4, 4, 4, 4],
    [75, 100, 9, 9, 9, 9],
    [2_975, 3_000, 299, 299, 299, 299],
    [3_000, 3_050, 303, 303, 303, 303],
    [11_600, 11_650, 1_163, 1_163, 1_163, 1_163],
    [11_900, 11_950, 1_199, 1_193, 1_199, 1_193],
    [16_550, 16_600, 1_757, 1_658, 1_757, 1_658],
    [23_200, 23_250, 2_555, 2_323, 2_555, 2_456],
    [25_300, 25_350, 2_807, 2_575, 2_807, 2_708],
    [47_150, 47_200, 5_432, 5_197, 5_432, 5_330],
    [63_100, 63_150, 8_941, 7_111, 8_941, 7_247],
    [94_300, 94_350, 15_805, 10_858, 15_805, 14_111],
    [99_950, 100_000, 17_048, 12_101, 17_048, 15_354],
  ],
  2025: [
    [0, 5, 0, 0, 0, 0],
    [5, 15, 1, 1, 1, 1],
    [15, 25, 2, 2, 2, 2],
    [25, 50, 4, 4, 4, 4],
    [75, 100, 9, 9, 9, 9],
    [2_975, 3_000, 299, 299, 299, 299],
    [3_000, 3_050, 303, 303, 303, 303],
    [11_900, 11_950, 1_193, 1_193, 1_193, 1_193],
    [17_000, 17_050, 1_805, 1_703, 1_805, 1_703],
    [23_850, 23_900, 2_627, 2_388, 2_627, 2_525],
    [25_300, 25_350, 2_801, 2_562, 2_801, 2_699],
    [48_450, 48_500, 5_579, 5_340, 5_579, 5_477],
    [64_850, 64_900, 9_187, 7_308, 9_187, 7_448],
    [96_950, 97_000, 16_249, 11_163, 16_249, 14_510],
    [99_950, 100_000, 16_909, 11_823, 16_909, 15_170],
  ],
};

const COLUMNS: readonly FilingStatus[] = ['single', 'married-joint', 'married-separate', 'head-of-household'];

describe('Tax Table rows (Form 1040 line 16, taxable income under $100,000)', () => {
  it('has the printed rows: $0–5, $5–15, $15–25, $25 rows to $3,000, then $50 rows', () => {
    expect(taxTableRow(0)).toEqual({ atLeast: 0, lessThan: 5 });
    expect(taxTableRow(4.99)).toEqual({ atLeast: 0, lessThan: 5 });
    expect(taxTableRow(5)).toEqual({ atLeast: 5, lessThan: 15 });
    expect(taxTableRow(15)).toEqual({ atLeast: 15, lessThan: 25 });
    expect(taxTableRow(25)).toEqual({ atLeast: 25, lessThan: 50 });
    expect(taxTableRow(2_999.99)).toEqual({ atLeast: 2_975, lessThan: 3_000 });
    expect(taxTableRow(3_000)).toEqual({ atLeast: 3_000, lessThan: 3_050 });
    expect(taxTableRow(25_349)).toEqual({ atLeast: 25_300, lessThan: 25_350 });
    expect(taxTableRow(99_999.99)).toEqual({ atLeast: 99_950, lessThan: 100_000 });
    expect(() => taxTableRow(TAX_TABLE_CEILING)).toThrow(RangeError);
  });

  it('runs without a gap from $0 to $100,000 in 2,062 rows, as many as the printed tables have', () => {
    let rows = 0;
    for (let income = 0; income < TAX_TABLE_CEILING; ) {
      const row = taxTableRow(income);
      expect(row.atLeast).toBe(income);
      income = row.lessThan;
      rows++;
    }
    expect(rows).toBe(2_062);
  });

  for (const year of [2024, 2025] as const) {
    it(`reproduces rows printed in the ${year} Tax Table for every filing status`, () => {
      for (const [atLeast, lessThan, ...printed] of PRINTED[year]) {
        const row = taxTableRow(atLeast);
        expect(row).toEqual({ atLeast, lessThan });
        const amounts = COLUMNS.map((s) => taxTableAmount(FEDERAL_PARAMETERS[year].brackets[s], row));
        expect(amounts, `${year} row ${atLeast}–${lessThan}`).toEqual(printed);
      }
    });
  }

  it('rounds a midpoint tax ending in 50 cents up, as the printed $3,000–3,050 row ($302.50 → $303) does', () => {
    expect(taxTableAmount(FEDERAL_PARAMETERS[2026].brackets.single, { atLeast: 3_000, lessThan: 3_050 })).toBe(303);
  });

  it('cites the instructions for every year the engine holds', () => {
    for (const year of TAX_YEARS) expect(TAX_TABLE_SOURCES[year].section).toMatch(/Line 16/);
  });
});

describe('federal tax on Form 1040 line 16', () => {
  const input = (year: (typeof TAX_YEARS)[number], filingStatus: FilingStatus, taxableIncome: number) => ({
    taxYear: year,
    filingStatus,
    // No itemizing, so taxable income = AGI − the standard deduction.
    adjustedGrossIncome: taxableIncome + FEDERAL_PARAMETERS[year].standardDeduction[filingStatus],
    earnedIncome: 0,
    itemizedDeductions: 0,
    childrenUnder17: 0,
  });

  it("takes the Tax Table amount under $100,000 (2024 single, $25,300 taxable: $2,807, not the schedule's $2,804)", () => {
    const r = computeFederalIncomeTax(input(2024, 'single', 25_300));
    expect(r.taxableIncome).toBe(25_300);
    expect(r.taxBeforeCredits).toBe(2_807);
    const step = r.steps.find((s) => s.label === 'Tax from the Tax Table');
    expect(step?.source).toMatch(/2024 Instructions for Form 1040, Tax Table; Form 1040 line 16/);
    expect(step?.formula).toMatch(/at least \$25,300 but less than \$25,350/);
  });

  it('applies the rate schedule at every income when a rule asks for it (line16: rate-schedule)', () => {
    // 2024 single, $25,300 taxable: $1,160 + 12% × $13,700 = $2,804, where the Tax Table prints $2,807.
    const r = computeFederalIncomeTax({ ...input(2024, 'single', 25_300), line16: 'rate-schedule' });
    expect(r.taxBeforeCredits).toBe(2_804);
    expect(r.steps.some((s) => s.label === 'Tax from the Tax Table')).toBe(false);
    expect(r.steps.find((s) => s.label === 'Tax from the rate schedule')?.source).toMatch(/rate schedule at every income/);
    expect(computeFederalIncomeTax({ ...input(2024, 'single', 25_300), line16: 'tax-table' }).taxBeforeCredits).toBe(2_807);
  });

  it('gives the same amount anywhere in a row, and the printed amount for each year and status', () => {
    for (const year of [2024, 2025] as const) {
      for (const [atLeast, lessThan, ...printed] of PRINTED[year]) {
        COLUMNS.forEach((status, i) => {
          for (const income of [atLeast, (atLeast + lessThan) / 2, lessThan - 1]) {
            if (income <= 0) continue;
            expect(computeFederalIncomeTax(input(year, status, income)).taxBeforeCredits).toBe(printed[i]);
          }
        });
      }
    }
  });

  it('uses the rate schedule from $100,000 (Tax Computation Worksheet), to the cent', () => {
    const r = computeFederalIncomeTax(input(2024, 'single', 100_000));
    // 2024 single: $5,426 + 22% × ($100,000 − $47,150).
    expect(r.taxBeforeCredits).toBe(17_053);
    expect(r.steps.some((s) => s.label === 'Tax from the rate schedule')).toBe(true);
    expect(computeFederalIncomeTax(input(2024, 'single', 100_000.5)).taxBeforeCredits).toBe(17_053.11);
  });

  it('builds every year and status table the same way (2026 from Rev. Proc. 2025-32 until the IRS prints it)', () => {
    for (const year of TAX_YEARS) {
      for (const status of FILING_STATUSES) {
        const tax = computeFederalIncomeTax(input(year, status, 40_010)).taxBeforeCredits;
        expect(Number.isInteger(tax)).toBe(true);
        expect(tax).toBe(taxTableAmount(FEDERAL_PARAMETERS[year].brackets[status], { atLeast: 40_000, lessThan: 40_050 }));
      }
    }
  });
});
