import type { Source } from '../../rules/source.js';
import { allStatuses } from '../types.js';
import {
  bands,
  byStatus,
  perFiler,
  scaled,
  SECONDARY_SOUTH_CENTRAL_2026,
  SECONDARY_WEST_PLAINS_2026,
  withSurtax,
  stateTaxSource,
} from './helpers.js';
import type { StateTaxRules, StateTaxYear } from './types.js';

/*
 * Graduated-rate states, Alabama to Kansas. Thresholds are the lower edge of each band; sources
 * name the statute and the return instructions for the year.
 */

function years(rows: readonly StateTaxYear[]): readonly StateTaxYear[] {
  return rows;
}

const AL = stateTaxSource(
  'Code of Alabama §40-18-5 (rates), §40-18-15 (deductions, federal income tax), §40-18-19 (exemptions); Form 40 instructions',
  'https://www.revenue.alabama.gov/individual-corporate/',
);
const AL_SINGLE = bands([0, 0.02], [500, 0.04], [3_000, 0.05]);
export const ALABAMA: StateTaxRules = {
  slug: 'alabama',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: byStatus(AL_SINGLE, scaled(AL_SINGLE, 2), AL_SINGLE),
    // §40-18-15(a)(2): federal income tax paid is deductible.
    federalTaxDeduction: { share: 1 },
    // §40-18-15(b): the chart amount falls by a fixed sum for each full $500 ($250 separate) of AGI
    // above $25,500 ($12,750 separate), down to a floor.
    standardDeduction: byStatus(3_000, 8_500, 5_200, 4_250),
    standardDeductionPhaseOut: {
      start: byStatus(25_500, 25_500, 25_500, 12_750),
      step: byStatus(500, 500, 500, 250),
      perStep: byStatus(25, 175, 135, 88),
      partStep: 'ignored' as const,
      floor: byStatus(2_500, 5_000, 2_500, 2_500),
    },
    // §40-18-19: $1,500 personal ($3,000 joint and head of household); dependents $1,000 / $500 / $300
    // for AGI up to $50,000 / $100,000 / above.
    exemption: {
      filers: byStatus(1_500, 3_000, 3_000, 1_500),
      perDependent: 0,
      dependentTiers: allStatuses([
        { upTo: 50_000, amount: 1_000 },
        { upTo: 100_000, amount: 500 },
        { upTo: Number.POSITIVE_INFINITY, amount: 300 },
      ]),
    },
    sources: [
      AL,
      stateTaxSource(
        'Alabama Department of Revenue, withholding tax tables and instructions (January 2026); FAQ "How much is the Alabama standard deduction?"',
        'https://www.revenue.alabama.gov/faqs/how-much-is-the-alabama-standard-deduction/',
      ),
      SECONDARY_SOUTH_CENTRAL_2026,
    ],
    confidence: 'estimate' as const,
    approximations: [
      'Federal income tax is deducted as computed here (after credits), not as actually paid.',
      ...(taxYear === 2026 ? ['The 2026 overtime premium deduction (Act 2026-604) is not computed.'] : []),
    ],
  })),
};

const AR = stateTaxSource(
  'Ark. Code §26-51-201 (rates), §26-51-430 (standard deduction), §26-51-501 (personal credits); Arkansas AR1000F instructions',
  'https://www.dfa.arkansas.gov/income-tax/individual-income-tax/',
);
const AR_2024_BRACKETS = stateTaxSource(
  'Arkansas DFA, 2024 Indexed Tax Brackets (bounds $5,500 / $10,900 / $15,600 / $25,700 with their minus adjustments), as transcribed in PolicyEngine-US gov/states/ar/tax/income/rates/main/reduction.yaml',
  'https://www.dfa.arkansas.gov/wp-content/uploads/2024_TaxBrackets.pdf',
  'Indexed Tax Brackets, p. 1',
);
const AR_2025_BRACKETS = stateTaxSource(
  'Arkansas DFA, 2025 Indexed Tax Brackets: "$5,599 0.00% … $11,199 2.00% … $15,999 3.00% … $26,399 3.40% … $94,700 3.90%" (quoted verbatim in two independent public transcriptions); 2025 AR1000F/AR1000NR instructions, standard deduction $2,470 / $4,940',
  'https://www.dfa.arkansas.gov/wp-content/uploads/2025_TaxBrackets.pdf',
  'Indexed Tax Brackets, p. 1',
);
export const ARKANSAS: StateTaxRules = {
  slug: 'arkansas',
  years: years([
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: allStatuses(bands([0, 0], [5_500, 0.02], [10_900, 0.03], [15_600, 0.034], [25_700, 0.039])),
      standardDeduction: byStatus(2_410, 4_820, 2_410, 2_410),
      exemptionCredit: perFiler(29, 29),
      sources: [AR, AR_2024_BRACKETS],
      confidence: 'estimate',
      approximations: [
        "Arkansas's table for net income up to $92,300 is used at all incomes; above that the state's higher-income table applies (2% then 3.9%), which differs by up to about $400.",
        'The 2024 standard deduction ($2,410 per taxpayer) was not checked against the 2024 AR1000F instructions.',
      ],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      // 2025 Indexed Tax Brackets: "From $0 $5,600 $11,200 $16,000 $26,400 $94,701".
      brackets: allStatuses(bands([0, 0], [5_600, 0.02], [11_200, 0.03], [16_000, 0.034], [26_400, 0.039])),
      standardDeduction: byStatus(2_470, 4_940, 2_470, 2_470),
      exemptionCredit: perFiler(29, 29),
      sources: [AR, AR_2025_BRACKETS],
      confidence: 'estimate',
      approximations: [
        "Arkansas's table for net income up to $94,700 is used at all incomes; above that the state's higher-income table applies (2% on the first $4,700, 3.9% above, less a bracket adjustment).",
      ],
    },
    {
      taxYear: 2026,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      // Act 1 of the 2026 First Extraordinary Session (HB 1001): top rate 3.7% from 2026.
      brackets: allStatuses(bands([0, 0], [5_600, 0.02], [11_200, 0.03], [16_000, 0.034], [26_400, 0.037])),
      standardDeduction: byStatus(2_470, 4_940, 2_470, 2_470),
      exemptionCredit: perFiler(29, 29),
      sources: [
        AR,
        stateTaxSource(
          'Arkansas Act 1 of the 2026 First Extraordinary Session (HB 1001); DFA 2026 withholding formula',
        ),
        SECONDARY_SOUTH_CENTRAL_2026,
      ],
      confidence: 'estimate',
      approximations: [
        "Arkansas's table for net income up to $94,700 is used at all incomes; above that the state's table taxes the first $4,700 at 2% and the rest at 3.7%.",
        'The 2026 figures come from a secondary compilation citing the DFA fiscal impact statement and 2026 withholding formula.',
      ],
    },
  ]),
};

const CA = stateTaxSource(
  'California Revenue and Taxation Code §17041 (rates), §17043 (1% mental health services tax over $1 million), §17054 (exemption credits), §17073.5 (standard deduction); FTB tax rate schedules',
  'https://www.ftb.ca.gov/file/personal/tax-calculator-tables-rates.asp',
);
const CA_ALIMONY =
  'FTB Schedule CA (540) instructions: California did not conform to the TCJA alimony change';
function california(
  taxYear: number,
  single: readonly [number, number, number, number, number, number, number, number],
  hoh: readonly [number, number, number, number, number, number, number, number],
  deduction: number,
  personalCredit: number,
  dependentCredit: number,
  yearSource: Source,
  confidence: 'official' | 'estimate',
  extra: string[] = [],
): StateTaxYear {
  const rates = [0.01, 0.02, 0.04, 0.06, 0.08, 0.093, 0.103, 0.113, 0.123];
  const make = (edges: readonly number[]) =>
    withSurtax(
      rates.map((rate, i) => ({ over: i === 0 ? 0 : edges[i - 1]!, rate })),
      1_000_000,
      0.01,
    );
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(make(single), make(single.map((e) => e * 2)), make(hoh)),
    standardDeduction: byStatus(deduction, deduction * 2, deduction * 2),
    exemptionCredit: { filers: byStatus(personalCredit, personalCredit * 2), perDependent: dependentCredit },
    alimony: { rule: 'always-counted', source: CA_ALIMONY },
    sources: [
      CA,
      yearSource,
      stateTaxSource(CA_ALIMONY, 'https://www.ftb.ca.gov/forms/search/'),
      SECONDARY_WEST_PLAINS_2026,
    ],
    confidence,
    approximations: [
      'Exemption credits are not phased out at high incomes (above about $250,000 of federal AGI single); the CalEITC and young child credits are not computed.',
      ...extra,
    ],
  };
}
const CA_2024 = stateTaxSource(
  'FTB 2024 California Tax Rate Schedules, Schedule X (bases $1,929.52 at $55,866, $3,108.72 at $70,606), as transcribed in PolicyEngine-US gov/states/ca/tax/income/rates/single.yaml and an independent public test suite; standard deduction $5,540, personal credit $149',
  'https://www.ftb.ca.gov/forms/2024/2024-540-tax-rate-schedules.pdf',
  'Schedule X',
);
const CA_2025 = stateTaxSource(
  'FTB 2025 California Tax Rate Schedules: Schedule X "$1,987.41 + 8.00%" over $57,542 … "$72,219.84 + 12.30%" over $742,953; Schedule Y tops twice Schedule X; Schedule Z tops $22,173 … $1,010,417; 2025 Form 540: personal credit $153, dependent credit $475, standard deduction $5,706 (quoted in several independent public transcriptions)',
  'https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf',
  'Schedules X, Y, Z; Form 540 line 32',
);
export const CALIFORNIA: StateTaxRules = {
  slug: 'california',
  years: [
    california(
      2024,
      [10_756, 25_499, 40_245, 55_866, 70_606, 360_659, 432_787, 721_314],
      [21_527, 51_000, 65_744, 81_364, 96_107, 490_493, 588_593, 980_987],
      5_540,
      149,
      461,
      CA_2024,
      'estimate',
      [
        'The 2024 head-of-household thresholds and the $461 dependent credit were not checked against the FTB 2024 schedules; the single schedule, $5,540 deduction and $149 credit were.',
      ],
    ),
    california(
      2025,
      [11_079, 26_264, 41_452, 57_542, 72_724, 371_479, 445_771, 742_953],
      [22_173, 52_530, 67_716, 83_805, 98_990, 505_208, 606_251, 1_010_417],
      5_706,
      153,
      475,
      CA_2025,
      'official',
    ),
  ],
};

const CT = stateTaxSource(
  'Conn. Gen. Stat. §12-700 (rates), §12-702 (personal exemption); Form CT-1040 instructions',
  'https://portal.ct.gov/drs/individuals/individual-tax-page/income-tax-information',
);
const CT_SINGLE = bands(
  [0, 0.02],
  [10_000, 0.045],
  [50_000, 0.055],
  [100_000, 0.06],
  [200_000, 0.065],
  [250_000, 0.069],
  [500_000, 0.0699],
);
const CT_HOH = bands(
  [0, 0.02],
  [16_000, 0.045],
  [80_000, 0.055],
  [160_000, 0.06],
  [320_000, 0.065],
  [400_000, 0.069],
  [800_000, 0.0699],
);
export const CONNECTICUT: StateTaxRules = {
  slug: 'connecticut',
  years: [2024, 2025].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: byStatus(CT_SINGLE, scaled(CT_SINGLE, 2), CT_HOH),
    // §12-702: the exemption falls $1,000 for each $1,000, or part of it, of AGI above the start.
    exemption: {
      filers: byStatus(15_000, 24_000, 19_000, 12_000),
      perDependent: 0,
      phaseOut: {
        start: byStatus(30_000, 48_000, 38_000, 24_000),
        step: allStatuses(1_000),
        perStep: allStatuses(1_000),
        partStep: 'counts' as const,
      },
    },
    sources: [CT],
    confidence: 'estimate' as const,
    approximations: [
      'The 2% bracket phase-out and benefit recapture above $56,500 ($100,500 joint) of AGI and the personal tax credits (Table E) are not computed.',
    ],
  })),
};

const DE = stateTaxSource(
  '30 Del. C. §1102 (rates), §1108 (standard deduction), §1110 (personal credits); Delaware PIT-RES instructions',
  'https://revenue.delaware.gov/personal-income-tax/',
);
export const DELAWARE: StateTaxRules = {
  slug: 'delaware',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: allStatuses(
      bands(
        [0, 0],
        [2_000, 0.022],
        [5_000, 0.039],
        [10_000, 0.048],
        [20_000, 0.052],
        [25_000, 0.0555],
        [60_000, 0.066],
      ),
    ),
    standardDeduction: byStatus(3_250, 6_500, 3_250, 3_250),
    exemptionCredit: perFiler(110, 110),
    sources: [DE],
    confidence: taxYear === 2026 ? ('estimate' as const) : ('official' as const),
    approximations: taxYear === 2026 ? ['The 2026 figures are assumed unchanged from 2025.'] : [],
  })),
};

const DC = stateTaxSource(
  'D.C. Code §47-1806.03 (rates), §47-1801.04 (standard deduction follows the federal amount); Form D-40 instructions',
  'https://otr.cfo.dc.gov/page/individual-income-tax-forms-and-instructions',
);
export const DISTRICT_OF_COLUMBIA: StateTaxRules = {
  slug: 'district-of-columbia',
  years: [2024, 2025].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: allStatuses(
      bands(
        [0, 0.04],
        [10_000, 0.06],
        [40_000, 0.065],
        [60_000, 0.085],
        [250_000, 0.0925],
        [500_000, 0.0975],
        [1_000_000, 0.1075],
      ),
    ),
    standardDeduction: 'federal' as const,
    sources: [DC],
    confidence: 'estimate' as const,
    approximations:
      taxYear >= 2025
        ? ["The District's adoption of the larger 2025 federal standard deduction is assumed."]
        : ["The figures were not checked against the state's own form for the year."],
  })),
};

const HI = stateTaxSource(
  'Hawaii Revised Statutes §235-51 (rates), §235-2.4 (standard deduction), §235-54 (exemptions); Act 46, SLH 2024',
  'https://tax.hawaii.gov/forms/a1_b1_1income/',
);
const HI_SINGLE = bands(
  [0, 0.014],
  [9_600, 0.032],
  [14_400, 0.055],
  [19_200, 0.064],
  [24_000, 0.068],
  [36_000, 0.072],
  [48_000, 0.076],
  [125_000, 0.079],
  [175_000, 0.0825],
  [225_000, 0.09],
  [275_000, 0.1],
  [325_000, 0.11],
);
export const HAWAII: StateTaxRules = {
  slug: 'hawaii',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: byStatus(HI_SINGLE, scaled(HI_SINGLE, 2), scaled(HI_SINGLE, 1.5)),
    // Act 46, SLH 2024 raises the standard deduction in steps; 2026 from DOTAX 2026 payroll updates.
    standardDeduction:
      taxYear === 2026 ? byStatus(8_000, 16_000, 12_000, 8_000) : byStatus(4_400, 8_800, 6_424, 4_400),
    exemption: perFiler(1_144, 1_144),
    sources: [HI, SECONDARY_WEST_PLAINS_2026],
    confidence: 'estimate' as const,
    approximations: [
      'The Act 46 (2024) brackets and standard deductions agree with a secondary compilation but were not checked against the Department of Taxation schedules; the joint and head-of-household schedules are taken as 2 and 1.5 times the single one, as HRS §235-51 has always set them.',
      ...(taxYear === 2024
        ? [
            'A secondary compilation dates these widened brackets from tax years beginning after December 31, 2024; the 2024 schedule may still be the narrower pre-2025 one (unverified).',
          ]
        : []),
      ...(taxYear === 2025
        ? [
            "The 2025 standard deduction is taken as 2024's $4,400; whether Act 46 already raised it for 2025 was not verified (DOTAX gives $8,000 for 2026).",
          ]
        : []),
    ],
  })),
};

const KS = stateTaxSource(
  'K.S.A. 79-32,110 (rates), 79-32,119 (standard deduction), 79-32,121 (exemptions); SB 1 (2024 special session)',
  'https://www.ksrevenue.gov/perstaxtypesii.html',
);
const KS_SINGLE = bands([0, 0.052], [23_000, 0.0558]);
export const KANSAS: StateTaxRules = {
  slug: 'kansas',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    // SB 269's rate trigger did not fire for 2026 (KDOR Notice 25-06), so the 2024 rates continue.
    brackets: byStatus(KS_SINGLE, scaled(KS_SINGLE, 2), KS_SINGLE),
    // K.S.A. 79-32,119: fixed "for tax year 2024 and all tax years thereafter".
    standardDeduction: byStatus(3_605, 8_240, 6_180, 4_120),
    // K.S.A. 79-32,121: an extra $2,320 exemption for head of household (codified in 2025).
    exemption: {
      filers: byStatus(9_160, 18_320, taxYear >= 2025 ? 11_480 : 9_160, 9_160),
      perDependent: 2_320,
    },
    sources: [KS, SECONDARY_WEST_PLAINS_2026],
    confidence: 'estimate' as const,
    approximations: [
      taxYear >= 2025
        ? 'Figures come from a secondary compilation quoting the statute and KDOR notices; not checked against Form K-40 itself.'
        : 'Head of household receives the single exemption; the extra head-of-household exemption codified in 2025 may also apply to 2024.',
    ],
  })),
};
