import type { Source } from '../../rules/source.js';
import { allStatuses, type Schedule } from '../types.js';
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

/* Graduated-rate states, Ohio to Wisconsin. Thresholds are the lower edge of each band. */

const OH = stateTaxSource(
  'Ohio Rev. Code §5747.02 (rates), §5747.025 (personal exemptions); Ohio IT 1040 instructions; HB 96 (2025)',
  'https://tax.ohio.gov/individual',
);
/** Ohio Rev. Code §5747.025: each exemption is $2,400, $2,150 or $1,900 by modified AGI. */
const OH_EXEMPTION = {
  filers: allStatuses(0),
  perDependent: 0,
  perExemptionTiers: [
    { upTo: 40_000, amount: 2_400 },
    { upTo: 80_000, amount: 2_150 },
    { upTo: Number.POSITIVE_INFINITY, amount: 1_900 },
  ],
};
const OH_LOCAL = 'Municipal and school district income taxes are not included.';
const OH_2024_TABLE = stateTaxSource(
  'Ohio Rev. Code §5747.02(A)(3) as in force for 2024 (table "More than $26,050 but not more than $100,000: $360.69 plus 2.75%"; "More than $100,000: $2,394.32 plus 3.5%"); 2024 Ohio IT 1040 booklet, 2024 income tax brackets',
  'https://dam.assets.ohio.gov/image/upload/v1735920104/tax.ohio.gov/forms/ohio_individual/individual/2024/it1040-booklet.pdf',
  'R.C. 5747.02(A)(3); IT 1040 booklet p. 18',
);
const OH_2025_TABLE = stateTaxSource(
  '2025 Ohio IT 1040 / SD 100 instruction booklet, "2025 Ohio Income Tax Brackets for Ohio IT 1040" ($342.00 plus 2.750% over $26,050; $2,394.32 plus 3.125% over $100,000), quoted verbatim in two independent public transcriptions',
  undefined,
  'IT 1040 booklet p. 18; R.C. 5747.02(A)(3)(b) as enacted by HB 96',
);
const OH_2026_STATUTE = stateTaxSource(
  'Ohio Rev. Code §5747.02(A)(3)(c) as amended by 2025 Am. Sub. H.B. 96 (eff. 2025-09-30): "For taxable years beginning in 2026 and thereafter, $332.00 plus 2.75% of the amount in excess of $26,050"',
  'https://codes.ohio.gov/ohio-revised-code/section-5747.02',
  'R.C. 5747.02(A)(3)(c)',
);
const OH_EXEMPTION_SOURCE = stateTaxSource(
  'Ohio Rev. Code §5747.025 (personal exemptions $2,400 / $2,150 / $1,900 by modified AGI); Ohio IT 1040 instructions, line 4 (as transcribed in PolicyEngine-US gov/states/oh/tax/income/exemptions/personal/amount.yaml)',
  'https://codes.ohio.gov/ohio-revised-code/section-5747.025',
  'R.C. 5747.025(A)',
);
export const OHIO: StateTaxRules = {
  slug: 'ohio',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      // The Ohio table prints "$360.69 plus 2.75% of the excess over $26,050" and "$2,394.32 plus 3.5% over $100,000".
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 26_050, rate: 0.0275, addOn: 360.69 },
        { over: 100_000, rate: 0.035 },
      ]),
      exemption: OH_EXEMPTION,
      sources: [OH, OH_2024_TABLE, OH_EXEMPTION_SOURCE],
      confidence: 'official',
      approximations: ['Exemptions are not removed for modified AGI above $750,000.', OH_LOCAL],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      // 2025 IT 1040 booklet p. 18: "$342.00 plus 2.750% of the amount in excess of $26,050" and
      // "$2,394.32 plus 3.125% of the amount in excess of $100,000". The second base is not the first
      // row carried to $100,000 ($2,375.63): the table steps up $18.695 there, charged as an add-on.
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 26_050, rate: 0.0275, addOn: 342.0 },
        { over: 100_000, rate: 0.03125, addOn: 18.695 },
      ]),
      exemption: OH_EXEMPTION,
      sources: [OH, OH_2025_TABLE, OH_EXEMPTION_SOURCE],
      confidence: 'official',
      approximations: ['Exemptions are not removed for modified AGI above the statutory limit.', OH_LOCAL],
    },
    {
      taxYear: 2026,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      // HB 96 (2025), R.C. 5747.02(A)(3)(c): "$332.00 plus 2.75% of the amount in excess of $26,050" from 2026.
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 26_050, rate: 0.0275, addOn: 332.0 },
      ]),
      exemption: OH_EXEMPTION,
      sources: [OH, OH_2026_STATUTE, OH_EXEMPTION_SOURCE],
      confidence: 'official',
      approximations: ['Exemptions are not removed for modified AGI above the statutory limit.', OH_LOCAL],
    },
  ],
};

const OK = stateTaxSource(
  '68 O.S. §2355 (rates), §2358 (standard deduction and exemptions); Oklahoma Form 511 instructions',
  'https://oklahoma.gov/tax/individuals.html',
);
const OK_SINGLE = bands(
  [0, 0.0025],
  [1_000, 0.0075],
  [2_500, 0.0175],
  [3_750, 0.0275],
  [4_900, 0.0375],
  [7_200, 0.0475],
);
// HB 2764 (2025), from tax year 2026: 0% to $3,750, then 2.5%, 3.5% and 4.5%.
const OK_2026_SINGLE = bands([0, 0], [3_750, 0.025], [4_900, 0.035], [7_200, 0.045]);
export const OKLAHOMA: StateTaxRules = {
  slug: 'oklahoma',
  years: [2024, 2025, 2026].map((taxYear) => {
    const single = taxYear >= 2026 ? OK_2026_SINGLE : OK_SINGLE;
    return {
      taxYear,
      kind: 'income-tax' as const,
      startingPoint: 'federal-agi' as const,
      brackets: byStatus(single, scaled(single, 2), scaled(single, 2)),
      standardDeduction: byStatus(6_350, 12_700, 9_350, 6_350),
      exemption: perFiler(1_000, 1_000),
      sources:
        taxYear >= 2026
          ? [
              OK,
              stateTaxSource(
                'Oklahoma HB 2764 (2025); OTC 2025 legislative summary and 2026 OW-2 withholding tables',
              ),
              SECONDARY_SOUTH_CENTRAL_2026,
            ]
          : [OK],
      confidence: 'official' as const,
      approximations: [],
    };
  }),
};

const OR = stateTaxSource(
  'ORS 316.037 (rates, indexed), 316.695 (standard deduction), 316.085 (personal exemption credit), 316.680 (federal tax subtraction); Oregon Form OR-40 instructions',
  'https://www.oregon.gov/dor/programs/individuals/',
);
function oregon(
  taxYear: number,
  single: readonly [number, number],
  deduction: readonly [number, number, number],
  credit: number,
  fedCap: number,
  extra: string[] = [],
): StateTaxYear {
  const schedule = bands([0, 0.0475], [single[0], 0.0675], [single[1], 0.0875], [125_000, 0.099]);
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    federalTaxDeduction: { share: 1, cap: byStatus(fedCap, fedCap, fedCap, fedCap / 2) },
    brackets: byStatus(schedule, scaled(schedule, 2), scaled(schedule, 2)),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2]),
    // ORS 316.085: no personal exemption credit above $100,000 ($200,000 joint and head of household) of AGI.
    exemptionCredit: {
      ...perFiler(credit, credit),
      incomeLimit: byStatus(100_000, 200_000, 200_000, 100_000),
    },
    sources: [OR, SECONDARY_WEST_PLAINS_2026],
    confidence: 'estimate',
    approximations: [
      'The federal tax subtraction is not phased out above $125,000 ($250,000 joint) of AGI.',
      'The Oregon kicker credit, the statewide transit tax and local taxes (Portland metro, Multnomah County) are not included.',
      ...extra,
    ],
  };
}
export const OREGON: StateTaxRules = {
  slug: 'oregon',
  years: [
    oregon(2024, [4_300, 10_750], [2_745, 5_495, 4_420], 249, 8_250),
    oregon(2025, [4_400, 11_050], [2_835, 5_670, 4_560], 256, 8_500),
    // 2026 Publication OR-ESTIMATE and OR-W-4 instructions.
    oregon(2026, [4_550, 11_400], [2_910, 5_820, 4_685], 260, 8_750, [
      'The 2026 federal tax subtraction cap ($8,750) conflicts with a Department of Revenue page that still says $8,500; the 2026 figures come from a secondary compilation quoting Publication OR-ESTIMATE.',
    ]),
  ],
};

const RI = stateTaxSource(
  'R.I. Gen. Laws §44-30-2.6 (rates, indexed; standard deduction and exemption); Form RI-1040 instructions',
  'https://tax.ri.gov/tax-sections/personal-income-tax',
);
function rhodeIsland(
  taxYear: number,
  e: readonly [number, number],
  deduction: readonly [number, number, number],
  exemption: number,
): StateTaxYear {
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: allStatuses(bands([0, 0.0375], [e[0], 0.0475], [e[1], 0.0599])),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2], deduction[1] / 2),
    exemption: perFiler(exemption, exemption),
    sources: [RI],
    confidence: 'estimate',
    approximations: [
      'The standard deduction and exemption phase-outs above about $250,000 of AGI are not applied.',
    ],
  };
}
export const RHODE_ISLAND: StateTaxRules = {
  slug: 'rhode-island',
  years: [
    rhodeIsland(2024, [77_450, 176_050], [10_550, 21_150, 15_850], 4_950),
    rhodeIsland(2025, [79_900, 181_650], [10_900, 21_800, 16_350], 5_100),
  ],
};

const SC = stateTaxSource(
  'S.C. Code §12-6-510 (rates, indexed; starts from federal taxable income), §12-6-1160 (dependent deduction); SC1040 instructions; Act 28 of 2023',
  'https://dor.sc.gov/iit',
);
export const SOUTH_CAROLINA: StateTaxRules = {
  slug: 'south-carolina',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      brackets: allStatuses(bands([0, 0], [3_460, 0.03], [17_330, 0.062])),
      exemption: { filers: allStatuses(0), perDependent: 4_610 },
      sources: [SC],
      confidence: 'estimate',
      approximations: [
        'The figures were not checked against the SC1040 instructions for the year; the two-wage-earner credit is not computed.',
      ],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      brackets: allStatuses(bands([0, 0], [3_560, 0.03], [17_830, 0.06])),
      // 2025 SC1040 instructions: $4,930 per dependent.
      exemption: { filers: allStatuses(0), perDependent: 4_930 },
      sources: [SC, SECONDARY_SOUTH_CENTRAL_2026],
      confidence: 'estimate',
      approximations: [
        'The 2025 indexed bracket edges were not checked against the published state table; the two-wage-earner credit is not computed.',
      ],
    },
    {
      taxYear: 2026,
      kind: 'income-tax',
      // H.4216 (Act 110 of 2026): federal AGI, the SC Income Adjusted Deduction, 1.99% and 5.21%.
      startingPoint: 'federal-agi',
      brackets: allStatuses(bands([0, 0.0199], [30_000, 0.0521])),
      standardDeduction: byStatus(15_000, 30_000, 22_500, 15_000),
      // The deduction falls in proportion over $55,000 ($110,000 joint, $82,500 head of household) of AGI
      // above the start: the same 15/55 of the excess for every status.
      standardDeductionPhaseOut: {
        start: byStatus(40_000, 80_000, 60_000, 40_000),
        rate: allStatuses(15_000 / 55_000),
      },
      exemption: { filers: allStatuses(0), perDependent: 4_930 },
      sources: [
        SC,
        stateTaxSource(
          'South Carolina H.4216 (Act 110 of 2026); SCDOR, Information about H. 4216',
          'https://dor.sc.gov/news/information-about-h-4216',
        ),
        SECONDARY_SOUTH_CENTRAL_2026,
      ],
      confidence: 'estimate',
      approximations: [
        "The dependent exemption is 2025's $4,930; the 2026 indexed amount was not published when checked.",
        'The 2026 figures come from a secondary compilation quoting the SCDOR H.4216 page; the two-wage-earner credit is not computed.',
      ],
    },
  ],
};

const VT = stateTaxSource(
  '32 V.S.A. §5822 (rates, indexed), §5811(21) (standard deduction and personal exemption); Vermont IN-111 instructions',
  'https://tax.vermont.gov/individuals/personal-income-tax',
);
function vermont(
  taxYear: number,
  single: readonly number[],
  joint: readonly number[],
  hoh: readonly number[],
  deduction: readonly [number, number, number],
  exemption: number,
  yearSources: readonly Source[],
  unverified: string[],
): StateTaxYear {
  const rates = [0.0335, 0.066, 0.076, 0.0875];
  const make = (e: readonly number[]) => rates.map((rate, i) => ({ over: i === 0 ? 0 : e[i - 1]!, rate }));
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(make(single), make(joint), make(hoh), make(joint.map((e) => e / 2))),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2], deduction[1] / 2),
    exemption: perFiler(exemption, exemption),
    sources: [VT, ...yearSources],
    confidence: 'estimate',
    approximations: [
      'The Vermont child tax credit and the minimum tax on high incomes are not computed.',
      ...unverified,
    ],
  };
}
// The thresholds first held here for 2024 (45,400 / 110,050 / 229,550 single) were Vermont's 2023
// schedule and those for 2025 were its 2024 schedule; both moved forward a year on 2026-11-21.
const VT_2024 = stateTaxSource(
  'Vermont Department of Taxes, 2024 Preliminary Vermont Tax Rates (single 47,900 / 116,000 / 242,000; joint 79,950 / 193,350 / 294,650; separate 39,975 / 96,675 / 147,325; head of household 64,150 / 165,700 / 268,350), as reproduced by incometaxpro.com; public calculators listing 45,400 / 110,050 / 229,550 pair them with the 2023 deduction ($7,000) and exemption ($4,850)',
  'https://tax.vermont.gov/individuals/personal-income-tax',
  'Rate schedules, tax year 2024',
);
const VT_2025 = stateTaxSource(
  'Secondary: public research notes "Northeast and Mid-Atlantic: 2026 state tax figures and sources" (checked 2026-09-30), citing the 2026 IN-114 instructions: 2025 single schedule 49,400 / 119,700 / 249,700; 2025 standard deduction 7,650 / 15,300 / 11,450; 2025 personal exemption $5,300',
);
export const VERMONT: StateTaxRules = {
  slug: 'vermont',
  years: [
    vermont(
      2024,
      [47_900, 116_000, 242_000],
      [79_950, 193_350, 294_650],
      [64_150, 165_700, 268_350],
      [7_400, 14_850, 11_100],
      5_000,
      [VT_2024],
      [
        'The 2024 thresholds are the Department of Taxes preliminary schedule as reproduced by a secondary site; the 2024 standard deduction and $5,000 personal exemption were not checked (the exemption may be $5,100).',
      ],
    ),
    vermont(
      2025,
      [49_400, 119_700, 249_700],
      [79_950, 193_350, 294_650],
      [64_150, 165_700, 268_350],
      [7_650, 15_300, 11_450],
      5_300,
      [VT_2025],
      [
        'Only the 2025 single thresholds were found; the joint and head-of-household thresholds are the 2024 ones (probably about 3% low for 2025). The 2025 figures come from one secondary compilation.',
      ],
    ),
  ],
};

const VA = stateTaxSource(
  'Va. Code §58.1-320 (rates: 2% to $3,000, 3% to $5,000, 5% to $17,000, 5.75% above, for taxable years from 1990), §58.1-322.03 (standard deduction and $930 exemptions); Virginia Form 760 instructions',
  'https://law.lis.virginia.gov/vacodefull/title58.1/chapter3/article2/',
  '§58.1-320',
);
const VA_DEDUCTIONS_2024 = stateTaxSource(
  'Virginia Tax, Deductions: standard deduction $8,500 single and married filing separately, $17,000 married filing jointly',
  'https://www.tax.virginia.gov/deductions',
  'Standard Deduction table',
);
const VA_DEDUCTIONS_2025 = stateTaxSource(
  'Virginia Tax, "New Virginia Tax Laws July 1, 2025": "Beginning with 2025 Virginia individual income tax returns, the standard deduction will increase from $8,500 to $8,750 for single filers and from $17,000 to $17,500 for married couples filing jointly"; 2025 Form 760 instructions, What\'s New: increased for Taxable Years 2025 and 2026',
  'https://www.tax.virginia.gov/news/new-virginia-tax-laws-july-1-2025',
  'Increased Standard Deduction',
);
export const VIRGINIA: StateTaxRules = {
  slug: 'virginia',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: allStatuses(bands([0, 0.02], [3_000, 0.03], [5_000, 0.05], [17_000, 0.0575])),
    // Va. Code §58.1-322.03(1)(b) as amended by the 2025 Appropriation Act: $8,750 / $17,500 for
    // taxable years 2025 and 2026 (it reverts after 2026).
    standardDeduction:
      taxYear >= 2025 ? byStatus(8_750, 17_500, 8_750, 8_750) : byStatus(8_500, 17_000, 8_500, 8_500),
    exemption: perFiler(930, 930),
    sources: [VA, taxYear >= 2025 ? VA_DEDUCTIONS_2025 : VA_DEDUCTIONS_2024],
    confidence: 'official' as const,
    approximations: ['The spouse tax adjustment for two-earner couples is not computed.'],
  })),
};

const WV = stateTaxSource(
  'W. Va. Code §11-21-4e (rates), §11-21-16 (exemptions); HB 4880 (2024), SB 2033 (2025)',
  'https://tax.wv.gov/Individuals/Pages/Individuals.aspx',
);
function westVirginia(
  taxYear: number,
  rates: readonly [number, number, number, number, number],
): StateTaxYear {
  const edges = [0, 10_000, 25_000, 40_000, 60_000];
  const schedule: Schedule = rates.map((rate, i) => ({ over: edges[i]!, rate }));
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(schedule, schedule, schedule, scaled(schedule, 0.5)),
    exemption: perFiler(2_000, 2_000),
    sources: [WV, SECONDARY_SOUTH_CENTRAL_2026],
    confidence: 'estimate',
    approximations: ["The figures were not checked against the state's own form for the year."],
  };
}
export const WEST_VIRGINIA: StateTaxRules = {
  slug: 'west-virginia',
  years: [
    westVirginia(2024, [0.0236, 0.0315, 0.0354, 0.0472, 0.0512]),
    westVirginia(2025, [0.0222, 0.0296, 0.0333, 0.0444, 0.0482]),
    // SB 392 (2026), retroactive to Jan. 1, 2026.
    westVirginia(2026, [0.0211, 0.0281, 0.0316, 0.0422, 0.0458]),
  ],
};

const WI = stateTaxSource(
  'Wis. Stat. §71.06 (rates, indexed), §71.05(22) (sliding-scale standard deduction, exemptions); 2025 Wis. Act 15',
  'https://www.revenue.wi.gov/Pages/Individuals/home.aspx',
);
/** Wis. Stat. §71.05(22)(dm) sliding scale as printed in the 2025 Form 1 instructions. */
const WI_DEDUCTION = byStatus(13_560, 25_110, 17_520, 11_930);
const WI_DEDUCTION_PHASE_OUT = {
  start: byStatus(19_550, 28_210, 19_550, 13_390),
  rate: byStatus(0.12, 0.19778, 0.22515, 0.19778),
  headOfHouseholdNotBelowSingle: true,
};
function wisconsin(
  taxYear: number,
  single: readonly number[],
  joint: readonly number[],
  extra: string[],
): StateTaxYear {
  const rates = [0.035, 0.044, 0.053, 0.0765];
  const make = (e: readonly number[]) => rates.map((rate, i) => ({ over: i === 0 ? 0 : e[i - 1]!, rate }));
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(make(single), make(joint), make(single), make(joint.map((e) => Math.round(e / 2)))),
    standardDeduction: WI_DEDUCTION,
    standardDeductionPhaseOut: WI_DEDUCTION_PHASE_OUT,
    exemption: perFiler(700, 700),
    sources: [
      WI,
      stateTaxSource(
        'Wisconsin 2025 Form 1 instructions (standard deduction table)',
        'https://www.revenue.wi.gov/TaxForms2025/2025-Form1-inst.pdf',
      ),
      SECONDARY_SOUTH_CENTRAL_2026,
    ],
    confidence: 'estimate',
    approximations: ['The married couple credit is not computed.', ...extra],
  };
}
export const WISCONSIN: StateTaxRules = {
  slug: 'wisconsin',
  years: [
    wisconsin(
      2024,
      [14_320, 28_640, 315_310],
      [19_090, 38_190, 420_420],
      [
        'The 2025 sliding-scale standard deduction amounts are used for 2024 (the 2024 ones are slightly lower).',
      ],
    ),
    wisconsin(
      2025,
      [14_680, 50_480, 323_290],
      [19_580, 67_300, 431_060],
      [
        'The top of the widened 4.4% band ($50,480 single, $67,300 joint; 2025 Act 15) agrees with the Wisconsin Tax Bulletin as reported by EY; the other 2025 edges were not checked against the Department of Revenue schedule.',
      ],
    ),
    // 2026 Form 1-ES instructions.
    wisconsin(
      2026,
      [15_110, 51_950, 332_720],
      [20_150, 69_260, 443_630],
      ["The 2026 standard deduction is indexed and was not found; 2025's sliding scale is used."],
    ),
  ],
};
