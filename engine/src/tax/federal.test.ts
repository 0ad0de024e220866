import { describe, expect, it } from 'vitest';
import { taxFromSchedule } from './brackets.js';
import { computeFederalIncomeTax } from './federal/compute.js';
import { FEDERAL_PARAMETERS } from './federal/parameters.js';
import { computeFica } from './fica.js';
import type { FilingStatus, TaxYear } from './types.js';

/**
 * The tax at the start of each bracket, as printed in the Rev. Proc. rate tables ("$X plus Y% of the
 * excess over $Z"): Rev. Proc. 2023-34 §3.01 Tables 1-3 (2024), Rev. Proc. 2024-40 §2.01 Tables 1-3 (2025).
 */
const PUBLISHED: Record<2024 | 2025, Partial<Record<FilingStatus, [number, number][]>>> = {
  2024: {
    single: [
      [11_600, 1_160],
      [47_150, 5_426],
      [100_525, 17_168.5],
      [191_950, 39_110.5],
      [243_725, 55_678.5],
      [609_350, 183_647.25],
    ],
    'married-joint': [
      [23_200, 2_320],
      [94_300, 10_852],
      [201_050, 34_337],
      [383_900, 78_221],
      [487_450, 111_357],
      [731_200, 196_669.5],
    ],
    'head-of-household': [
      [16_550, 1_655],
      [63_100, 7_241],
      [100_500, 15_469],
      [191_950, 37_417],
      [243_700, 53_977],
      [609_350, 181_954.5],
    ],
  },
  2025: {
    single: [
      [11_925, 1_192.5],
      [48_475, 5_578.5],
      [103_350, 17_651],
      [197_300, 40_199],
      [250_525, 57_231],
      [626_350, 188_769.75],
    ],
    'married-joint': [
      [23_850, 2_385],
      [96_950, 11_157],
      [206_700, 35_302],
      [394_600, 80_398],
      [501_050, 114_462],
      [751_600, 202_154.5],
    ],
    'head-of-household': [
      [17_000, 1_700],
      [64_850, 7_442],
      [103_350, 15_912],
      [197_300, 38_460],
      [250_500, 55_484],
      [626_350, 187_031.5],
    ],
  },
};

describe('federal rate schedules reproduce the Rev. Proc. tables', () => {
  for (const year of [2024, 2025] as const) {
    for (const [status, rows] of Object.entries(PUBLISHED[year]) as [FilingStatus, [number, number][]][]) {
      it(`${year} ${status}: tax at each bracket boundary`, () => {
        const schedule = FEDERAL_PARAMETERS[year].brackets[status];
        for (const [taxable, tax] of rows) expect(taxFromSchedule(schedule, taxable).tax).toBe(tax);
      });
    }
  }

  it('2024 single, $150,000 of taxable income: $17,168.50 + 24% of the excess over $100,525', () => {
    expect(taxFromSchedule(FEDERAL_PARAMETERS[2024].brackets.single, 150_000).tax).toBe(29_042.5);
  });

  it('2026 head of household: Rev. Proc. 2025-32 §4.01 Table 2 ("$39,207 plus 32% of the excess over $201,750")', () => {
    const schedule = FEDERAL_PARAMETERS[2026].brackets['head-of-household'];
    const rows: [number, number][] = [
      [17_700, 1_770],
      [67_450, 7_740],
      [105_700, 16_155],
      [201_750, 39_207],
      [256_200, 56_631],
      [640_600, 191_171],
    ];
    for (const [taxable, tax] of rows) expect(taxFromSchedule(schedule, taxable).tax).toBe(tax);
  });

  it('2026 single and joint 37% thresholds (Rev. Proc. 2025-32 §4.01): $640,600 and $768,700; separate $384,350', () => {
    const p = FEDERAL_PARAMETERS[2026].brackets;
    expect(p.single.at(-1)).toEqual({ over: 640_600, rate: 0.37 });
    expect(p['married-joint'].at(-1)).toEqual({ over: 768_700, rate: 0.37 });
    expect(p['married-separate'].at(-1)).toEqual({ over: 384_350, rate: 0.37 });
  });
});

describe('standard deductions', () => {
  const cases: [TaxYear, FilingStatus, number][] = [
    // Rev. Proc. 2023-34 (standard deduction)
    [2024, 'single', 14_600],
    [2024, 'married-joint', 29_200],
    [2024, 'head-of-household', 21_900],
    // P.L. 119-21 §70102 (replacing Rev. Proc. 2024-40's 15,000 / 30,000 / 22,500)
    [2025, 'single', 15_750],
    [2025, 'married-joint', 31_500],
    [2025, 'head-of-household', 23_625],
    // Rev. Proc. 2025-32 (standard deduction)
    [2026, 'single', 16_100],
    [2026, 'married-joint', 32_200],
    [2026, 'head-of-household', 24_150],
  ];
  for (const [year, status, amount] of cases) {
    it(`${year} ${status}: $${amount}`, () => {
      const r = computeFederalIncomeTax({
        taxYear: year,
        filingStatus: status,
        adjustedGrossIncome: 100_000,
        earnedIncome: 100_000,
        itemizedDeductions: 0,
        childrenUnder17: 0,
      });
      expect(r.deduction).toBe(amount);
      expect(r.taxableIncome).toBe(100_000 - amount);
    });
  }

  it('itemized deductions replace the standard deduction only when larger', () => {
    const base = {
      taxYear: 2025 as const,
      filingStatus: 'single' as const,
      adjustedGrossIncome: 90_000,
      earnedIncome: 90_000,
      childrenUnder17: 0,
    };
    expect(computeFederalIncomeTax({ ...base, itemizedDeductions: 15_000 }).deduction).toBe(15_750);
    expect(computeFederalIncomeTax({ ...base, itemizedDeductions: 20_000 }).deductionKind).toBe('itemized');
  });
});

describe('child tax credit', () => {
  it('2024: $2,000 per child, reduced $50 per $1,000 or part of AGI over $400,000 joint', () => {
    const r = computeFederalIncomeTax({
      taxYear: 2024,
      filingStatus: 'married-joint',
      adjustedGrossIncome: 410_500,
      earnedIncome: 410_500,
      itemizedDeductions: 0,
      childrenUnder17: 2,
    });
    // 10,500 over the threshold is 11 started thousands: 11 × $50 = $550.
    expect(r.childTaxCredit).toBe(3_450);
    expect(r.federalIncomeTax).toBe(r.taxBeforeCredits - 3_450);
  });

  it('2025: $2,200 per child (P.L. 119-21 §70104)', () => {
    const r = computeFederalIncomeTax({
      taxYear: 2025,
      filingStatus: 'head-of-household',
      adjustedGrossIncome: 90_000,
      earnedIncome: 90_000,
      itemizedDeductions: 0,
      childrenUnder17: 2,
    });
    expect(r.childTaxCredit).toBe(4_400);
    expect(r.refundableChildTaxCredit).toBe(0);
  });

  it('2025 low income: the unused credit is refundable up to $1,700 per child and 15% of earnings over $2,500', () => {
    const r = computeFederalIncomeTax({
      taxYear: 2025,
      filingStatus: 'single',
      adjustedGrossIncome: 20_000,
      earnedIncome: 20_000,
      itemizedDeductions: 0,
      childrenUnder17: 1,
    });
    // Taxable 4,250 → Tax Table row 4,250–4,300: 10% of 4,275 = 427.50 → 428; credit used 428;
    // refundable min(1,772, 1,700, 2,625) = 1,700.
    expect(r.taxBeforeCredits).toBe(428);
    expect(r.refundableChildTaxCredit).toBe(1_700);
    expect(r.childTaxCredit).toBe(2_128);
    expect(r.federalIncomeTax).toBe(-1_700);
  });
});

describe('FICA', () => {
  it('2024 at the $168,600 wage base: 6.2% and 1.45%', () => {
    const r = computeFica(2024, 'single', 168_600);
    expect(r.socialSecurity).toBe(10_453.2);
    expect(r.medicare).toBe(2_444.7);
    expect(r.additionalMedicare).toBe(0);
  });

  it('2025 above the $176,100 base and the $200,000 additional Medicare threshold', () => {
    const r = computeFica(2025, 'single', 250_000);
    expect(r.socialSecurity).toBe(10_918.2);
    expect(r.medicare).toBe(3_625);
    expect(r.additionalMedicare).toBe(450);
    expect(r.total).toBe(14_993.2);
  });

  it('2026 wage base $184,500; joint additional Medicare threshold $250,000', () => {
    const r = computeFica(2026, 'married-joint', 300_000);
    expect(r.socialSecurity).toBe(11_439);
    expect(r.additionalMedicare).toBe(450);
  });
});
