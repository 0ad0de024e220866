import type { Source } from '../../rules/source.js';
import { allStatuses, type Schedule } from '../types.js';
import { bands, byStatus, perFiler, scaled } from './helpers.js';
import type { StateTaxRules, StateTaxYear } from './types.js';

/* Graduated-rate states, Ohio to Wisconsin. Thresholds are the lower edge of each band. */

const CHECKED = '2026-11-21';
function src(title: string, url?: string): Source {
  return { title, ...(url ? { url } : {}), lastChecked: CHECKED };
}

const OH = src('Ohio Rev. Code §5747.02 (rates), §5747.025 (personal exemptions); Ohio IT 1040 instructions; HB 96 (2025)', 'https://tax.ohio.gov/individual');
export const OHIO: StateTaxRules = {
  slug: 'ohio',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      // The Ohio table prints "$360.69 plus 2.75% of the excess over $26,050" and "$2,394.32 plus 3.5% over $100,000".
      brackets: allStatuses([{ over: 0, rate: 0 }, { over: 26_050, rate: 0.0275, addOn: 360.69 }, { over: 100_000, rate: 0.035 }]),
      exemption: { filers: byStatus(2_150, 4_300), perDependent: 2_150 },
      sources: [OH],
      confidence: 'estimate',
      approximations: [
        'Personal exemptions are taken at $2,150 each (Ohio AGI $40,001-$80,000); they are $2,400 below and $1,900 above that range.',
        'Municipal and school district income taxes are not included.',
      ],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: allStatuses([{ over: 0, rate: 0 }, { over: 26_050, rate: 0.0275, addOn: 342.0 }, { over: 100_000, rate: 0.03125 }]),
      exemption: { filers: byStatus(2_150, 4_300), perDependent: 2_150 },
      sources: [OH],
      confidence: 'estimate',
      approximations: [
        'The 2025 base amount (about $342) and 3.125% top rate are from secondary compilations.',
        'Personal exemptions are taken at $2,150 each (Ohio AGI $40,001-$80,000); they are $2,400 below and $1,900 above that range.',
        'Municipal and school district income taxes are not included.',
      ],
    },
  ],
};

const OK = src('68 O.S. §2355 (rates), §2358 (standard deduction and exemptions); Oklahoma Form 511 instructions', 'https://oklahoma.gov/tax/individuals.html');
const OK_SINGLE = bands([0, 0.0025], [1_000, 0.0075], [2_500, 0.0175], [3_750, 0.0275], [4_900, 0.0375], [7_200, 0.0475]);
export const OKLAHOMA: StateTaxRules = {
  slug: 'oklahoma',
  years: [2024, 2025].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: byStatus(OK_SINGLE, scaled(OK_SINGLE, 2), scaled(OK_SINGLE, 2)),
    standardDeduction: byStatus(6_350, 12_700, 9_350, 6_350),
    exemption: perFiler(1_000, 1_000),
    sources: [OK],
    confidence: 'official' as const,
    approximations: [],
  })),
};

const OR = src('ORS 316.037 (rates, indexed), 316.695 (standard deduction), 316.085 (personal exemption credit), 316.680 (federal tax subtraction); Oregon Form OR-40 instructions', 'https://www.oregon.gov/dor/programs/individuals/');
function oregon(taxYear: number, e: readonly [number, number], deduction: readonly [number, number, number], credit: number, fedCap: number): StateTaxYear {
  const single = bands([0, 0.0475], [e[0], 0.0675], [e[1], 0.0875], [125_000, 0.099]);
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    federalTaxDeduction: { share: 1, cap: byStatus(fedCap, fedCap, fedCap, fedCap / 2) },
    brackets: byStatus(single, scaled(single, 2), scaled(single, 2)),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2]),
    exemptionCredit: perFiler(credit, credit),
    sources: [OR],
    confidence: 'estimate',
    approximations: [
      'The federal tax subtraction is not phased out above $125,000 ($250,000 joint) of AGI; the personal exemption credit is not removed above $100,000 ($200,000 joint).',
      'The Oregon kicker credit and local taxes (Portland metro, Multnomah County) are not included.',
    ],
  };
}
export const OREGON: StateTaxRules = {
  slug: 'oregon',
  years: [oregon(2024, [4_300, 10_750], [2_745, 5_495, 4_420], 249, 8_250), oregon(2025, [4_400, 11_050], [2_835, 5_670, 4_560], 256, 8_500)],
};

const RI = src('R.I. Gen. Laws §44-30-2.6 (rates, indexed; standard deduction and exemption); Form RI-1040 instructions', 'https://tax.ri.gov/tax-sections/personal-income-tax');
function rhodeIsland(taxYear: number, e: readonly [number, number], deduction: readonly [number, number, number], exemption: number): StateTaxYear {
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: allStatuses(bands([0, 0.0375], [e[0], 0.0475], [e[1], 0.0599])),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2], deduction[1] / 2),
    exemption: perFiler(exemption, exemption),
    sources: [RI],
    confidence: 'estimate',
    approximations: ['The standard deduction and exemption phase-outs above about $250,000 of AGI are not applied.'],
  };
}
export const RHODE_ISLAND: StateTaxRules = {
  slug: 'rhode-island',
  years: [rhodeIsland(2024, [77_450, 176_050], [10_550, 21_150, 15_850], 4_950), rhodeIsland(2025, [79_900, 181_650], [10_900, 21_800, 16_350], 5_100)],
};

const SC = src('S.C. Code §12-6-510 (rates, indexed; starts from federal taxable income), §12-6-1160 (dependent deduction); SC1040 instructions; Act 28 of 2023', 'https://dor.sc.gov/iit');
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
      approximations: ['Figures are transcribed from secondary compilations of the state\'s published table and were not checked against the state\'s own form.'],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      brackets: allStatuses(bands([0, 0], [3_560, 0.03], [17_830, 0.06])),
      exemption: { filers: allStatuses(0), perDependent: 4_790 },
      sources: [SC],
      confidence: 'estimate',
      approximations: ['The 2025 bracket edges and dependent deduction are indexed figures from secondary compilations.'],
    },
  ],
};

const VT = src('32 V.S.A. §5822 (rates, indexed), §5811(21) (standard deduction and personal exemption); Vermont IN-111 instructions', 'https://tax.vermont.gov/individuals/personal-income-tax');
function vermont(taxYear: number, single: readonly number[], joint: readonly number[], hoh: readonly number[], deduction: readonly [number, number, number], exemption: number): StateTaxYear {
  const rates = [0.0335, 0.066, 0.076, 0.0875];
  const make = (e: readonly number[]) => rates.map((rate, i) => ({ over: i === 0 ? 0 : e[i - 1]!, rate }));
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(make(single), make(joint), make(hoh), make(joint.map((e) => e / 2))),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[2], deduction[1] / 2),
    exemption: perFiler(exemption, exemption),
    sources: [VT],
    confidence: 'estimate',
    approximations: ['The Vermont child tax credit and the minimum tax on high incomes are not computed.'],
  };
}
export const VERMONT: StateTaxRules = {
  slug: 'vermont',
  years: [
    vermont(2024, [45_400, 110_050, 229_550], [75_850, 183_400, 279_450], [60_850, 157_150, 254_500], [7_400, 14_850, 11_100], 5_000),
    vermont(2025, [47_900, 116_000, 242_000], [79_950, 193_300, 294_600], [64_200, 165_700, 268_300], [7_650, 15_300, 11_450], 5_100),
  ],
};

const VA = src('Va. Code §58.1-320 (rates), §58.1-322.03 (standard deduction and exemptions); Virginia Form 760 instructions', 'https://www.tax.virginia.gov/individual-income-tax');
export const VIRGINIA: StateTaxRules = {
  slug: 'virginia',
  years: [2024, 2025].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: allStatuses(bands([0, 0.02], [3_000, 0.03], [5_000, 0.05], [17_000, 0.0575])),
    standardDeduction: byStatus(8_500, 17_000, 8_500, 8_500),
    exemption: perFiler(930, 930),
    sources: [VA],
    confidence: 'official' as const,
    approximations: [],
  })),
};

const WV = src('W. Va. Code §11-21-4e (rates), §11-21-16 (exemptions); HB 4880 (2024), SB 2033 (2025)', 'https://tax.wv.gov/Individuals/Pages/Individuals.aspx');
function westVirginia(taxYear: number, rates: readonly [number, number, number, number, number]): StateTaxYear {
  const edges = [0, 10_000, 25_000, 40_000, 60_000];
  const schedule: Schedule = rates.map((rate, i) => ({ over: edges[i]!, rate }));
  return {
    taxYear,
    kind: 'income-tax',
    startingPoint: 'federal-agi',
    brackets: byStatus(schedule, schedule, schedule, scaled(schedule, 0.5)),
    exemption: perFiler(2_000, 2_000),
    sources: [WV],
    confidence: 'estimate',
    approximations: ['Figures are transcribed from secondary compilations of the state\'s published table and were not checked against the state\'s own form.'],
  };
}
export const WEST_VIRGINIA: StateTaxRules = {
  slug: 'west-virginia',
  years: [westVirginia(2024, [0.0236, 0.0315, 0.0354, 0.0472, 0.0512]), westVirginia(2025, [0.0222, 0.0296, 0.0333, 0.0444, 0.0482])],
};

const WI = src('Wis. Stat. §71.06 (rates, indexed), §71.05(22) (sliding-scale standard deduction, exemptions); 2025 Wis. Act 15', 'https://www.revenue.wi.gov/Pages/Individuals/home.aspx');
export const WISCONSIN: StateTaxRules = {
  slug: 'wisconsin',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: byStatus(
        bands([0, 0.035], [14_320, 0.044], [28_640, 0.053], [315_310, 0.0765]),
        bands([0, 0.035], [19_090, 0.044], [38_190, 0.053], [420_420, 0.0765]),
        bands([0, 0.035], [14_320, 0.044], [28_640, 0.053], [315_310, 0.0765]),
        bands([0, 0.035], [9_545, 0.044], [19_095, 0.053], [210_210, 0.0765]),
      ),
      exemption: perFiler(700, 700),
      sources: [WI],
      confidence: 'estimate',
      approximations: ["Wisconsin's sliding-scale standard deduction (up to about $13,500 single, $25,000 joint, falling to 0 at higher incomes) is not applied, which overstates tax at low and middle incomes."],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: byStatus(
        bands([0, 0.035], [14_680, 0.044], [50_480, 0.053], [323_290, 0.0765]),
        bands([0, 0.035], [19_580, 0.044], [67_300, 0.053], [431_060, 0.0765]),
        bands([0, 0.035], [14_680, 0.044], [50_480, 0.053], [323_290, 0.0765]),
        bands([0, 0.035], [9_790, 0.044], [33_650, 0.053], [215_530, 0.0765]),
      ),
      exemption: perFiler(700, 700),
      sources: [WI],
      confidence: 'estimate',
      approximations: [
        "Wisconsin's sliding-scale standard deduction is not applied, which overstates tax at low and middle incomes.",
        'The 2025 bracket edges (widened 4.4% band under 2025 Act 15) are from secondary compilations.',
      ],
    },
  ],
};
