import type { Source } from '../../rules/source.js';
import type { ByStatus, DatedParameters, Schedule, TaxYear } from '../types.js';

/** The seven TCJA rates (26 U.S.C. §1(j)), made permanent by P.L. 119-21 §70101. */
const RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;

/** Builds a schedule from the six published thresholds where the 12%, 22%, ... 37% bands start. */
function schedule(thresholds: readonly [number, number, number, number, number, number]): Schedule {
  return RATES.map((rate, i) => ({ over: i === 0 ? 0 : thresholds[i - 1]!, rate }));
}

export interface ChildTaxCreditParameters {
  /** Credit per qualifying child under 17 (26 U.S.C. §24(h)(2), (i)(2) after P.L. 119-21). */
  perChild: number;
  /** Refundable maximum per child (additional child tax credit, §24(h)(5)). */
  refundablePerChild: number;
  /** The refundable part is 15% of earned income above $2,500 (§24(d)(1)(B)(i), (h)(6)). */
  earnedIncomeThreshold: number;
  phaseInRate: number;
  /** Modified AGI above which the credit falls by $50 per $1,000 or fraction (§24(b), (h)(3)). */
  phaseOutThreshold: ByStatus<number>;
  phaseOutPerThousand: number;
}

export interface FederalYearParameters extends DatedParameters {
  taxYear: TaxYear;
  standardDeduction: ByStatus<number>;
  /** Where the standard deduction comes from, when not the year's Rev. Proc. */
  standardDeductionSource?: string;
  brackets: ByStatus<Schedule>;
  childTaxCredit: ChildTaxCreditParameters;
}

const CTC_PHASE_OUT: ByStatus<number> = {
  single: 200_000,
  'married-joint': 400_000,
  'married-separate': 200_000,
  'head-of-household': 200_000,
};

const IRC_24: Source = {
  title: '26 U.S.C. §24, Child tax credit',
  section: '§24(b), (d), (h)',
  url: 'https://www.law.cornell.edu/uscode/text/26/24',
};

const OBBBA: Source = {
  title: 'Public Law 119-21 ("One Big Beautiful Bill Act"), July 4, 2025',
  section: '§70101 (rates), §70102 (standard deduction), §70104 (child tax credit)',
  url: 'https://www.congress.gov/bill/119th-congress/house-bill/1',
};

export const FEDERAL_PARAMETERS: Readonly<Record<TaxYear, FederalYearParameters>> = {
  2024: {
    taxYear: 2024,
    standardDeduction: {
      single: 14_600,
      'married-joint': 29_200,
      'married-separate': 14_600,
      'head-of-household': 21_900,
    },
    brackets: {
      single: schedule([11_600, 47_150, 100_525, 191_950, 243_725, 609_350]),
      'married-joint': schedule([23_200, 94_300, 201_050, 383_900, 487_450, 731_200]),
      'married-separate': schedule([11_600, 47_150, 100_525, 191_950, 243_725, 365_600]),
      'head-of-household': schedule([16_550, 63_100, 100_500, 191_950, 243_700, 609_350]),
    },
    childTaxCredit: {
      perChild: 2_000,
      refundablePerChild: 1_700,
      earnedIncomeThreshold: 2_500,
      phaseInRate: 0.15,
      phaseOutThreshold: CTC_PHASE_OUT,
      phaseOutPerThousand: 50,
    },
    sources: [
      {
        title: 'IRS Rev. Proc. 2023-34 (inflation adjustments for tax year 2024)',
        section: '§3.01 tax rate tables; standard deduction; child tax credit',
        url: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
      },
      IRC_24,
    ],
    confidence: 'official',
    approximations: [],
  },
  2025: {
    taxYear: 2025,
    // P.L. 119-21 §70102 raised the 2025 amounts that Rev. Proc. 2024-40 had set at 15,000 / 30,000 / 22,500.
    standardDeduction: {
      single: 15_750,
      'married-joint': 31_500,
      'married-separate': 15_750,
      'head-of-household': 23_625,
    },
    standardDeductionSource: 'P.L. 119-21 §70102 (26 U.S.C. §63(c)(7) as amended)',
    brackets: {
      single: schedule([11_925, 48_475, 103_350, 197_300, 250_525, 626_350]),
      'married-joint': schedule([23_850, 96_950, 206_700, 394_600, 501_050, 751_600]),
      'married-separate': schedule([11_925, 48_475, 103_350, 197_300, 250_525, 375_800]),
      'head-of-household': schedule([17_000, 64_850, 103_350, 197_300, 250_500, 626_350]),
    },
    childTaxCredit: {
      // P.L. 119-21 §70104 set $2,200 from tax year 2025.
      perChild: 2_200,
      refundablePerChild: 1_700,
      earnedIncomeThreshold: 2_500,
      phaseInRate: 0.15,
      phaseOutThreshold: CTC_PHASE_OUT,
      phaseOutPerThousand: 50,
    },
    sources: [
      {
        title: 'IRS Rev. Proc. 2024-40 (inflation adjustments for tax year 2025)',
        section: '§2.01 tax rate tables; additional child tax credit',
        url: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf',
      },
      OBBBA,
      IRC_24,
    ],
    confidence: 'official',
    approximations: [],
  },
  2026: {
    taxYear: 2026,
    standardDeduction: {
      single: 16_100,
      'married-joint': 32_200,
      'married-separate': 16_100,
      'head-of-household': 24_150,
    },
    brackets: {
      single: schedule([12_400, 50_400, 105_700, 201_775, 256_225, 640_600]),
      'married-joint': schedule([24_800, 100_800, 211_400, 403_550, 512_450, 768_700]),
      'married-separate': schedule([12_400, 50_400, 105_700, 201_775, 256_225, 384_350]),
      'head-of-household': schedule([17_700, 67_450, 105_700, 201_750, 256_200, 640_600]),
    },
    childTaxCredit: {
      perChild: 2_200,
      refundablePerChild: 1_700,
      earnedIncomeThreshold: 2_500,
      phaseInRate: 0.15,
      phaseOutThreshold: CTC_PHASE_OUT,
      phaseOutPerThousand: 50,
    },
    sources: [
      {
        title: 'IRS Rev. Proc. 2025-32 (inflation adjustments for tax year 2026)',
        section: '§4.01 tax rate tables; standard deduction; child tax credit',
        url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
      },
      OBBBA,
      IRC_24,
    ],
    confidence: 'official',
    approximations: [],
  },
};
