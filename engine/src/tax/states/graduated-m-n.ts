import type { Source } from '../../rules/source.js';
import { allStatuses } from '../types.js';
import {
  bands,
  byStatus,
  perFiler,
  scaled,
  SECONDARY_SOUTH_CENTRAL_2026,
  SECONDARY_WEST_PLAINS_2026,
  stateTaxSource,
} from './helpers.js';
import type { StateTaxRules, StateTaxYear } from './types.js';

/* Graduated-rate states, Maine to North Dakota. Thresholds are the lower edge of each band. */

const ME = stateTaxSource(
  '36 M.R.S. §5111 (rates, indexed), §5124-C (standard deduction), §5126-A (personal exemption); Maine Form 1040ME instructions',
  'https://www.maine.gov/revenue/taxes/income-estate-tax/individual-income-tax',
);
function maine(
  taxYear: number,
  single: readonly [number, number],
  joint: readonly [number, number],
  hoh: readonly [number, number],
  exemption: number,
): StateTaxYear {
  const make = (e: readonly [number, number]) => bands([0, 0.058], [e[0], 0.0675], [e[1], 0.0715]);
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(make(single), make(joint), make(hoh)),
    standardDeduction: 'federal',
    exemption: perFiler(exemption, exemption),
    sources: [ME],
    confidence: 'estimate',
    approximations: [
      'The standard deduction and personal exemption phase-outs at high incomes are not applied; the dependent exemption credit is not computed.',
      ...(taxYear >= 2025 ? ["Maine's use of the larger 2025 federal standard deduction is assumed."] : []),
    ],
  };
}
export const MAINE: StateTaxRules = {
  slug: 'maine',
  years: [
    maine(2024, [26_050, 61_600], [52_100, 123_250], [39_050, 92_450], 5_000),
    maine(2025, [26_800, 63_450], [53_600, 126_900], [40_200, 95_150], 5_150),
  ],
};

const MD = stateTaxSource(
  'Md. Tax-General §10-105 (rates), §10-217 (standard deduction), §10-211 (exemptions); Budget Reconciliation and Financing Act of 2025 (HB 352)',
  'https://www.marylandtaxes.gov/individual/income/',
);
const MD_2024_SINGLE = bands(
  [0, 0.02],
  [1_000, 0.03],
  [2_000, 0.04],
  [3_000, 0.0475],
  [100_000, 0.05],
  [125_000, 0.0525],
  [150_000, 0.055],
  [250_000, 0.0575],
);
const MD_2024_JOINT = bands(
  [0, 0.02],
  [1_000, 0.03],
  [2_000, 0.04],
  [3_000, 0.0475],
  [150_000, 0.05],
  [175_000, 0.0525],
  [225_000, 0.055],
  [300_000, 0.0575],
);
const MD_2025_SINGLE = bands(
  ...MD_2024_SINGLE.map((b) => [b.over, b.rate] as const),
  [500_000, 0.0625],
  [1_000_000, 0.065],
);
const MD_2025_JOINT = bands(
  ...MD_2024_JOINT.map((b) => [b.over, b.rate] as const),
  [600_000, 0.0625],
  [1_200_000, 0.065],
);
export const MARYLAND: StateTaxRules = {
  slug: 'maryland',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: byStatus(MD_2024_SINGLE, MD_2024_JOINT, MD_2024_JOINT),
      // 15% of AGI within $1,800-$2,700 ($3,650-$5,450 joint and head of household): the maximum is taken.
      standardDeduction: byStatus(2_700, 5_450, 5_450, 2_700),
      exemption: perFiler(3_200, 3_200),
      sources: [MD],
      confidence: 'estimate',
      approximations: [
        'County income taxes (2.25%-3.20%) are not included; they are substantial in Maryland.',
        'The standard deduction is taken at its maximum (reached at about $18,000 of AGI); exemptions are not reduced above $100,000 ($150,000 joint).',
      ],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: byStatus(MD_2025_SINGLE, MD_2025_JOINT, MD_2025_JOINT),
      standardDeduction: byStatus(3_350, 6_700, 6_700, 3_350),
      exemption: perFiler(3_200, 3_200),
      sources: [MD],
      confidence: 'estimate',
      approximations: [
        'County income taxes (2.25%-3.30%) and the 2% capital gains surtax are not included.',
        'Exemptions are not reduced above $100,000 ($150,000 joint).',
      ],
    },
  ],
};

const MN = stateTaxSource(
  'Minn. Stat. §290.06 subd. 2c (rates, indexed), §290.0123 (standard deduction), §290.0121 (dependent exemption); Minnesota Form M1 instructions',
  'https://www.revenue.state.mn.us/minnesota-income-tax-rates-and-brackets',
);
function minnesota(
  taxYear: number,
  single: readonly number[],
  joint: readonly number[],
  hoh: readonly number[],
  deduction: readonly [number, number, number],
  dependent: number,
): StateTaxYear {
  const rates = [0.0535, 0.068, 0.0785, 0.0985];
  const make = (e: readonly number[]) => rates.map((rate, i) => ({ over: i === 0 ? 0 : e[i - 1]!, rate }));
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(make(single), make(joint), make(hoh), make(joint.map((e) => e / 2))),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2], deduction[1] / 2),
    exemption: { filers: allStatuses(0), perDependent: dependent },
    sources: [MN, MN_RELEASES, SECONDARY_WEST_PLAINS_2026],
    confidence: 'estimate',
    approximations: [
      'The standard deduction and dependent exemption phase-outs at high incomes and the child tax credit are not computed.',
      "The figures agree with the Department of Revenue's annual inflation releases as reported by news and tax-practitioner pages; the releases themselves were not read.",
    ],
  };
}
const MN_RELEASES = stateTaxSource(
  'Minnesota Department of Revenue, annual releases "Minnesota income tax brackets, standard deduction and dependent exemption" (Dec. 12, 2023 for 2024; Dec. 2024 for 2025; Dec. 16, 2025 for 2026), as reported by Bloomberg Tax, Fox 9, WJON and tax-practitioner summaries',
  'https://www.revenue.state.mn.us/minnesota-income-tax-rates-and-brackets',
);
export const MINNESOTA: StateTaxRules = {
  slug: 'minnesota',
  years: [
    minnesota(
      2024,
      [31_690, 104_090, 193_240],
      [46_330, 184_040, 321_450],
      [39_010, 156_760, 256_880],
      [14_575, 29_150, 21_800],
      5_050,
    ),
    minnesota(
      2025,
      [32_570, 106_990, 198_630],
      [47_620, 189_180, 330_410],
      [40_100, 161_130, 264_050],
      [14_950, 29_900, 22_500],
      5_200,
    ),
    // Minnesota Department of Revenue release of Dec. 16, 2025 (2026 brackets, standard deduction, dependent exemption).
    minnesota(
      2026,
      [33_310, 109_430, 203_150],
      [48_700, 193_480, 337_930],
      [41_010, 164_800, 270_060],
      [15_300, 30_600, 23_000],
      5_300,
    ),
  ],
};

const MO = stateTaxSource(
  'RSMo §143.011 (rates, indexed), §143.131 (standard deduction = federal), §143.171 (federal income tax deduction); Form MO-1040 instructions',
  'https://dor.mo.gov/taxation/individual/',
);
/** Bands of equal width above a zero band, the top rate above the last (RSMo §143.011 as indexed). */
function missouriSchedule(width: number, top: number) {
  const rates = [0, 0.02, 0.025, 0.03, 0.035, 0.04, 0.045, top];
  return allStatuses(rates.map((rate, i) => ({ over: i * width, rate })));
}
function missouri(taxYear: number, width: number, top: number, extra: string[]): StateTaxYear {
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: missouriSchedule(width, top),
    standardDeduction: 'federal',
    // RSMo §143.171: a share of federal income tax, by Missouri AGI, capped at $5,000 ($10,000 joint).
    federalTaxDeduction: {
      share: 0,
      shareTiers: [
        { upTo: 25_000, share: 0.35 },
        { upTo: 50_000, share: 0.25 },
        { upTo: 100_000, share: 0.15 },
        { upTo: 125_000, share: 0.05 },
        { upTo: Number.POSITIVE_INFINITY, share: 0 },
      ],
      cap: byStatus(5_000, 10_000, 5_000, 5_000),
    },
    // RSMo §143.161(2): head of household exemption of $1,400.
    exemption: { filers: byStatus(0, 0, 1_400, 0), perDependent: 0 },
    sources: [
      MO,
      stateTaxSource(
        'Missouri DOR, Federal income tax deduction',
        'https://dor.mo.gov/personal/individual/fitdeduc.php',
      ),
      stateTaxSource(
        'Missouri DOR withholding formulas as reported by Bloomberg Tax: top rate 4.8% for 2024 (released Nov. 29, 2023) and 4.7% for 2025 (released Nov. 22, 2024); 2024 bracket width $1,273 per incometaxpro.com',
      ),
      SECONDARY_SOUTH_CENTRAL_2026,
    ],
    confidence: 'estimate',
    approximations: [
      'Federal income tax is deducted as computed here (after credits), not as actually paid.',
      ...extra,
    ],
  };
}
export const MISSOURI: StateTaxRules = {
  slug: 'missouri',
  years: [
    missouri(2024, 1_273, 0.048, []),
    missouri(2025, 1_313, 0.047, []),
    missouri(2026, 1_348, 0.047, [
      'The 2026 bracket width ($1,348) is from the 2026 withholding formula as quoted in a secondary compilation.',
    ]),
  ],
};

const MT = stateTaxSource(
  'MCA §15-30-2103 (rates), §15-30-2101 (taxable income from federal taxable income from 2024); Montana Form 2 instructions',
  'https://mtrevenue.gov/taxes/individual-income-tax/',
);
function montana(taxYear: number, edge: number, top = 0.059): StateTaxYear {
  const single = bands([0, 0.047], [edge, top]);
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-taxable-income',
    brackets: byStatus(single, scaled(single, 2), scaled(single, 1.5)),
    sources: [MT, SECONDARY_WEST_PLAINS_2026],
    confidence: 'estimate',
    approximations: ['Montana taxes net long-term capital gains at lower rates; not computed.'],
  };
}
export const MONTANA: StateTaxRules = {
  slug: 'montana',
  // HB 337 (2025): 4.7% to $47,500 ($95,000 joint, $71,250 head of household) and 5.65% above for 2026.
  years: [montana(2024, 20_500), montana(2025, 21_100), montana(2026, 47_500, 0.0565)],
};

const NE = stateTaxSource(
  'Neb. Rev. Stat. §77-2715.03 (rates), §77-2716.01 (standard deduction), §77-2716 (personal exemption credit); LB 754 (2023)',
  'https://revenue.nebraska.gov/individuals',
);
function nebraska(
  taxYear: number,
  single: readonly number[],
  joint: readonly number[],
  hoh: readonly number[],
  top: number,
  deduction: readonly [number, number, number],
  credit: number,
  approximations: string[],
  extraSources: readonly Source[] = [],
): StateTaxYear {
  const rates = [0.0246, 0.0351, 0.0501, top];
  const make = (e: readonly number[]) =>
    rates.map((rate, i) => ({ over: i === 0 ? 0 : e[i - 1]!, rate: Math.min(rate, top) }));
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(make(single), make(joint), make(hoh)),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2]),
    exemptionCredit: perFiler(credit, credit),
    sources: [NE, ...extraSources, SECONDARY_WEST_PLAINS_2026],
    confidence: 'estimate',
    approximations,
  };
}
const NE_2024_SCHEDULE = stateTaxSource(
  'Nebraska Department of Revenue, 2024 Nebraska Tax Calculation Schedule for Individual Income Tax (8-460-2024): head of household "$178.84 + 3.51% of the excess over $7,270", "$1,236.41 + 5.01% of the excess over $37,400", "$2,160.75 + 5.84% of the excess over $55,850"; eFile.com 2024 Nebraska brackets agree',
  'https://revenue.nebraska.gov/individuals',
  'Tax Calculation Schedule, all filing statuses',
);
export const NEBRASKA: StateTaxRules = {
  slug: 'nebraska',
  years: [
    // 2024 Nebraska Tax Calculation Schedule (8-460-2024): single and separate 3,900 / 23,370 / 37,670;
    // joint 7,790 / 46,760 / 75,340; head of household 7,270 / 37,400 / 55,850.
    nebraska(
      2024,
      [3_900, 23_370, 37_670],
      [7_790, 46_760, 75_340],
      [7_270, 37_400, 55_850],
      0.0584,
      [8_300, 16_600, 12_200],
      157,
      [
        'The 2024 standard deduction ($8,300 / $16,600 / $12,200) and $157 exemption credit were not checked against the 2024 Form 1040N.',
      ],
      [NE_2024_SCHEDULE],
    ),
    nebraska(
      2025,
      [4_030, 24_120, 38_870],
      [8_040, 48_250, 77_730],
      [7_510, 38_590, 57_630],
      0.052,
      [8_600, 17_200, 12_600],
      171,
      [
        'The 2025 figures agree with a secondary compilation but were not checked against the Nebraska tax tables.',
      ],
    ),
    // 2026 Form 1040N-ES and the Department of Revenue rate chronology (LB 754: 4.55% top rate for 2026).
    nebraska(
      2026,
      [4_130, 24_760, 39_900],
      [8_260, 49_520, 79_860],
      [7_700, 39_620, 59_160],
      0.0455,
      [8_850, 17_700, 12_950],
      176,
      ['The 2026 figures come from a secondary compilation quoting the 2026 Form 1040N-ES and tax tables.'],
    ),
  ],
};

const NJ = stateTaxSource(
  'N.J.S.A. 54A:2-1 (rates), 54A:3-1 (exemptions); NJ-1040 instructions (alimony received is income, alimony paid deductible)',
  'https://www.nj.gov/treasury/taxation/njit.shtml',
);
const NJ_SINGLE = bands(
  [0, 0.014],
  [20_000, 0.0175],
  [35_000, 0.035],
  [40_000, 0.05525],
  [75_000, 0.0637],
  [500_000, 0.0897],
  [1_000_000, 0.1075],
);
const NJ_JOINT = bands(
  [0, 0.014],
  [20_000, 0.0175],
  [50_000, 0.0245],
  [70_000, 0.035],
  [80_000, 0.05525],
  [150_000, 0.0637],
  [500_000, 0.0897],
  [1_000_000, 0.1075],
);
export const NEW_JERSEY: StateTaxRules = {
  slug: 'new-jersey',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: byStatus(NJ_SINGLE, NJ_JOINT, NJ_JOINT),
    exemption: { filers: byStatus(1_000, 2_000), perDependent: 1_500 },
    alimony: {
      rule: 'always-counted' as const,
      source:
        'NJ-1040 instructions: alimony and separate maintenance payments (New Jersey did not adopt the TCJA change)',
    },
    sources: [NJ],
    confidence: 'estimate' as const,
    approximations: [
      'New Jersey gross income is approximated by federal AGI (New Jersey does not allow most federal adjustments).',
      'The New Jersey child tax credit and property tax deduction are not computed.',
    ],
  })),
};

const NM = stateTaxSource(
  'NMSA §7-2-7 (rates), §7-2-2 (standard deduction = federal); HB 252 (2024)',
  'https://www.tax.newmexico.gov/individuals/personal-income-tax-information-overview/',
);
const NEW_MEXICO_YEARS: StateTaxYear[] = [
  {
    taxYear: 2024,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(
      bands([0, 0.017], [5_500, 0.032], [11_000, 0.047], [16_000, 0.049], [210_000, 0.059]),
      bands([0, 0.017], [8_000, 0.032], [16_000, 0.047], [24_000, 0.049], [315_000, 0.059]),
      bands([0, 0.017], [8_000, 0.032], [16_000, 0.047], [24_000, 0.049], [315_000, 0.059]),
      bands([0, 0.017], [4_000, 0.032], [8_000, 0.047], [12_000, 0.049], [157_500, 0.059]),
    ),
    standardDeduction: 'federal',
    sources: [NM],
    confidence: 'estimate',
    approximations: [
      'The $4,000 exemption for dependents after the first and low-income exemptions are not computed.',
    ],
  },
  {
    taxYear: 2025,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(
      bands([0, 0.015], [5_500, 0.032], [16_500, 0.043], [33_500, 0.047], [66_500, 0.049], [210_000, 0.059]),
      bands([0, 0.015], [8_000, 0.032], [25_000, 0.043], [50_000, 0.047], [100_000, 0.049], [315_000, 0.059]),
      bands([0, 0.015], [8_000, 0.032], [25_000, 0.043], [50_000, 0.047], [100_000, 0.049], [315_000, 0.059]),
      bands([0, 0.015], [4_000, 0.032], [12_500, 0.043], [25_000, 0.047], [50_000, 0.049], [157_500, 0.059]),
    ),
    standardDeduction: 'federal',
    sources: [NM],
    confidence: 'estimate',
    approximations: [
      'The $4,000 exemption for dependents after the first and low-income exemptions are not computed.',
      "New Mexico's use of the larger 2025 federal standard deduction is assumed.",
    ],
  },
];
export const NEW_MEXICO: StateTaxRules = {
  slug: 'new-mexico',
  // HB 252's schedules are not indexed and no 2026 change was enacted: the 2025 year also serves 2026.
  years: [...NEW_MEXICO_YEARS, { ...NEW_MEXICO_YEARS[1]!, taxYear: 2026 }],
};

const NY = stateTaxSource(
  'N.Y. Tax Law §601 (rates), §614 (standard deduction), §616 (dependent exemption); Form IT-201 instructions',
  'https://www.tax.ny.gov/pit/file/tax-tables/',
);
const NY_SINGLE = bands(
  [0, 0.04],
  [8_500, 0.045],
  [11_700, 0.0525],
  [13_900, 0.055],
  [80_650, 0.06],
  [215_400, 0.0685],
  [1_077_550, 0.0965],
  [5_000_000, 0.103],
  [25_000_000, 0.109],
);
const NY_JOINT = bands(
  [0, 0.04],
  [17_150, 0.045],
  [23_600, 0.0525],
  [27_900, 0.055],
  [161_550, 0.06],
  [323_200, 0.0685],
  [2_155_350, 0.0965],
  [5_000_000, 0.103],
  [25_000_000, 0.109],
);
const NY_HOH = bands(
  [0, 0.04],
  [12_800, 0.045],
  [17_650, 0.0525],
  [20_900, 0.055],
  [107_650, 0.06],
  [269_300, 0.0685],
  [1_616_450, 0.0965],
  [5_000_000, 0.103],
  [25_000_000, 0.109],
);
const NY_SCHEDULE = stateTaxSource(
  'New York State tax rate schedule (IT-201 instructions), single: "$600 plus 5.5% over $13,900"; "$4,271 plus 6% over $80,650" (2025), as quoted in an independent public implementation of Form IT-201; thresholds agree with PolicyEngine-US gov/states/ny/tax/income/main',
  'https://www.tax.ny.gov/pdf/current_forms/it/it201i.pdf',
  'New York State tax rate schedule',
);
const NY_2026 = stateTaxSource(
  'Secondary: public compilations citing NYS Department of Taxation and Finance, "Withholding tax rate changes" and Publication NYS-50-T-NYS (1/26): 2026 rates 3.9%, 4.4%, 5.15%, 5.4%, 5.9% on the five lowest brackets (Ch. 59 of 2025, Part A)',
  'https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nys.pdf',
);
/** The FY2026 budget lowered the five lowest rates by 0.1 point for 2026 (3.9%, 4.4%, 5.15%, 5.4%, 5.9%). */
function ny2026(schedule: typeof NY_SINGLE) {
  return schedule.map((b, i) => (i < 5 ? { ...b, rate: Math.round((b.rate - 0.001) * 1e6) / 1e6 } : b));
}
export const NEW_YORK: StateTaxRules = {
  slug: 'new-york',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets:
      taxYear === 2026
        ? byStatus(ny2026(NY_SINGLE), ny2026(NY_JOINT), ny2026(NY_HOH))
        : byStatus(NY_SINGLE, NY_JOINT, NY_HOH),
    standardDeduction: byStatus(8_000, 16_050, 11_200, 8_000),
    exemption: { filers: allStatuses(0), perDependent: 1_000 },
    alimony: {
      rule: 'always-counted' as const,
      source:
        'N.Y. Tax Law §612 as amended in 2019 (New York decoupled from the TCJA alimony change); Form IT-225 instructions',
    },
    sources: taxYear === 2026 ? [NY, NY_SCHEDULE, NY_2026] : [NY, NY_SCHEDULE],
    confidence: 'estimate' as const,
    approximations: [
      'The supplemental tax (recapture of lower brackets) above $107,650 of New York AGI is not computed, which understates tax at higher incomes.',
      'New York City and Yonkers income taxes are not included.',
      'The standard deduction ($8,000 / $16,050 / $11,200) and $1,000 dependent exemption were not checked against the IT-201 instructions for the year.',
      ...(taxYear === 2026
        ? [
            'The 2026 rate cut (0.1 point on the five lowest brackets, Chapter 59 of the Laws of 2025, Part A) is corroborated by several independent compilations citing NYS-50-T-NYS (1/26), but the 2026 schedule itself was not read.',
          ]
        : []),
    ],
  })),
};

const ND = stateTaxSource(
  'N.D.C.C. §57-38-30.3 (rates, indexed; starts from federal taxable income); HB 1158 (2023)',
  'https://www.tax.nd.gov/individual',
);
// Each schedule's printed base at the top bracket equals 1.95% of the middle band, which pins both edges.
const ND_2024_SCHEDULES = stateTaxSource(
  'North Dakota 2024 Individual Income Tax Booklet, 2024 Tax Rate Schedules (bases $3,725.48 single, $4,118.40 joint, $2,059.20 separate, $3,918.04 head of household = 1.95% × ($264,100 − $63,175)), quoted in public transcriptions',
  'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2024-iit/2024-individual-income-tax-booklet.pdf',
  '2024 Tax Rate Schedules (booklet p. 28)',
);
const ND_2025_SCHEDULES = stateTaxSource(
  'North Dakota 2025 Individual Income Tax Booklet, 2025 Tax Rate Schedules: single "$3,828.83 + 2.50% of amount over $244,825", joint $4,233.45 over $298,075, separate $2,116.73 over $149,025, head of household $4,026.75 = 1.95% × ($271,450 − $64,950), quoted in public transcriptions',
  'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/2025-individual-income-tax-booklet.pdf',
  '2025 Tax Rate Schedules (booklet p. 27-28)',
);
export const NORTH_DAKOTA: StateTaxRules = {
  slug: 'north-dakota',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      brackets: byStatus(
        bands([0, 0], [47_150, 0.0195], [238_200, 0.025]),
        bands([0, 0], [78_775, 0.0195], [289_975, 0.025]),
        bands([0, 0], [63_175, 0.0195], [264_100, 0.025]),
        bands([0, 0], [39_375, 0.0195], [144_975, 0.025]),
      ),
      sources: [ND, ND_2024_SCHEDULES],
      confidence: 'official',
      approximations: [],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      brackets: byStatus(
        bands([0, 0], [48_475, 0.0195], [244_825, 0.025]),
        bands([0, 0], [80_975, 0.0195], [298_075, 0.025]),
        bands([0, 0], [64_950, 0.0195], [271_450, 0.025]),
        bands([0, 0], [40_475, 0.0195], [149_025, 0.025]),
      ),
      sources: [ND, ND_2025_SCHEDULES],
      confidence: 'official',
      approximations: [],
    },
    {
      taxYear: 2026,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      // Form ND-1ES 2026.
      brackets: byStatus(
        bands([0, 0], [49_575, 0.0195], [250_400, 0.025]),
        bands([0, 0], [82_800, 0.0195], [304_850, 0.025]),
        bands([0, 0], [66_400, 0.0195], [277_600, 0.025]),
        bands([0, 0], [41_400, 0.0195], [152_425, 0.025]),
      ),
      sources: [
        ND,
        stateTaxSource('North Dakota Form ND-1ES 2026 (estimated tax rate schedules)'),
        SECONDARY_WEST_PLAINS_2026,
      ],
      confidence: 'estimate',
      approximations: ['The 2026 thresholds come from a secondary compilation quoting Form ND-1ES 2026.'],
    },
  ],
};
