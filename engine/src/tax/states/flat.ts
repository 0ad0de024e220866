import type { Source } from '../../rules/source.js';
import { allStatuses } from '../types.js';
import {
  bands,
  byStatus,
  flat,
  perFiler,
  scaled,
  SECONDARY_SOUTH_CENTRAL_2026,
  withSurtax,
  stateTaxSource,
} from './helpers.js';
import type { StateTaxRules } from './types.js';

/*
 * States that tax wages at one rate (some after a zero band). Rates and deductions are transcribed
 * from each state's statute or return instructions for the year named; where a value could not be
 * checked against the state's own publication the year is marked 'estimate' and says so.
 */

const AZ = stateTaxSource(
  'Arizona Revised Statutes §43-1011 (2.5% rate from 2023); Arizona Form 140 instructions',
  'https://azdor.gov/forms/individual',
);
export const ARIZONA: StateTaxRules = {
  slug: 'arizona',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(0.025),
    // A.R.S. §43-1041: the Arizona standard deduction equals the federal one.
    standardDeduction: 'federal' as const,
    // A.R.S. §43-1073.01: $100 credit per dependent under 17.
    exemptionCredit: { filers: allStatuses(0), perDependent: 100 },
    sources: [AZ],
    confidence: 'estimate' as const,
    approximations: [
      'The dependent credit ($100 per child under 17) is not phased out above $200,000 ($400,000 joint) of federal AGI.',
      ...(taxYear >= 2025
        ? ["Arizona's conformity to the larger 2025 federal standard deduction (P.L. 119-21) is assumed."]
        : []),
    ],
  })),
};

const CO = stateTaxSource(
  'Colorado Revised Statutes §39-22-104 (rate); §39-22-627 (temporary rate reductions); SB 24-228 (signed 2024-05-14: 4.25% for tax year 2024, reported by EY Tax News 2024-1127)',
  'https://tax.colorado.gov/individual-income-tax-guide',
);
export const COLORADO: StateTaxRules = {
  slug: 'colorado',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      // 4.25% for 2024 under the TABOR-triggered reduction (C.R.S. §39-22-627).
      brackets: flat(0.0425),
      sources: [CO],
      confidence: 'official',
      approximations: [],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-taxable-income',
      brackets: flat(0.044),
      sources: [CO],
      confidence: 'estimate',
      approximations: [
        'The 4.4% rate assumes no SB 24-228 temporary reduction was triggered for 2025; the 2025 DR 0104 booklet was not checked.',
      ],
    },
  ],
};

const GA = stateTaxSource(
  'O.C.G.A. §48-7-20 (rate), §48-7-27 (standard deduction), §48-7-26 (dependent exemption); HB 1015 (2024), HB 111 (2025), HB 463 (2026)',
  'https://dor.georgia.gov/taxes/individual-taxes',
);
const GA_2024_2025 = stateTaxSource(
  'Georgia 2025 Form IT-511 individual income tax booklet: 5.19% rate (HB 111, signed 2025-04-15, retroactive to 2025-01-01), standard deduction $12,000 / $24,000 joint, dependent exemption $4,000, as transcribed in PolicyEngine-US PR #7285; HB 1015 (2024) set 5.39% for 2024',
  'https://www.legis.ga.gov/legislation/66260',
  'O.C.G.A. §48-7-20(a.1)(1)',
);
const GA_2026 = stateTaxSource(
  'Georgia HB 463 (2026), Georgia Economic Growth and Tax Relief Act of 2026: rate 4.99% for tax year 2026 (§48-7-20(a.1)), standard deduction $15,000 / $30,000 joint (§48-7-27(a)(1)(B)), dependent exemption $5,000 (§48-7-26(b)); as summarised with page references in PolicyEngine-US issue #8305 and PR #8306',
  'https://www.legis.ga.gov/api/legislation/document/20252026/249080',
  'HB 463 §§ amending O.C.G.A. 48-7-20, 48-7-26, 48-7-27',
);
function georgia(
  taxYear: number,
  rate: number,
  deduction: readonly [number, number],
  dependent: number,
  yearSource: Source,
  confidence: 'official' | 'estimate',
  approximations: string[],
) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(rate),
    standardDeduction: byStatus(deduction[0], deduction[1], deduction[0], deduction[0]),
    exemption: { filers: allStatuses(0), perDependent: dependent },
    sources: [GA, yearSource],
    confidence,
    approximations,
  };
}
export const GEORGIA: StateTaxRules = {
  slug: 'georgia',
  years: [
    georgia(2024, 0.0539, [12_000, 24_000], 4_000, GA_2024_2025, 'official', []),
    georgia(2025, 0.0519, [12_000, 24_000], 4_000, GA_2024_2025, 'official', []),
    georgia(2026, 0.0499, [15_000, 30_000], 5_000, GA_2026, 'estimate', [
      'The 2026 rate, standard deduction and dependent exemption (HB 463 of 2026) come from a secondary summary of the enacted bill; the 2026 IT-511 was not published when checked. The HB 463 overtime and tips exclusions are not computed.',
    ]),
  ],
};

const ID = stateTaxSource(
  'Idaho Code §63-3024 (rate and zero-rate band); HB 521 (2024), HB 40 (2025)',
  'https://tax.idaho.gov/taxes/income-tax/individual-income/',
);
export const IDAHO: StateTaxRules = {
  slug: 'idaho',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: byStatus(
        bands([0, 0], [4_673, 0.05695]),
        bands([0, 0], [9_346, 0.05695]),
        bands([0, 0], [9_346, 0.05695]),
      ),
      standardDeduction: 'federal',
      sources: [ID],
      confidence: 'estimate',
      approximations: ['Idaho child tax credit ($205 per child) and grocery credit are not computed.'],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: byStatus(
        bands([0, 0], [4_811, 0.053]),
        bands([0, 0], [9_622, 0.053]),
        bands([0, 0], [9_622, 0.053]),
      ),
      standardDeduction: 'federal',
      sources: [ID],
      confidence: 'estimate',
      approximations: [
        'Idaho child tax credit ($205 per child) and grocery credit are not computed.',
        "Idaho's conformity to the larger 2025 federal standard deduction is assumed.",
      ],
    },
  ],
};

const IL = stateTaxSource(
  '35 ILCS 5/201(b) (4.95% rate), 5/204 (exemption allowance); Form IL-1040 instructions',
  'https://tax.illinois.gov/research/taxrates/income.html',
);
const IL_EXEMPTION = stateTaxSource(
  'Illinois Department of Revenue, "What is the Illinois exemption allowance?": $2,775 per exemption for 2024, $2,850 for 2025; not allowed above $250,000 ($500,000 joint) of federal AGI',
  'https://tax.illinois.gov/questionsandanswers/answer.851.html',
  'Question 851',
);
function illinois(taxYear: number, exemption: number) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(0.0495),
    // 35 ILCS 5/204(g): no exemption allowance when AGI exceeds $250,000 ($500,000 joint).
    exemption: { ...perFiler(exemption, exemption), incomeLimit: byStatus(250_000, 500_000) },
    sources: [IL, IL_EXEMPTION],
    confidence: 'official' as const,
    approximations: ['Additional exemptions for age 65 or blindness are not computed.'],
  };
}
export const ILLINOIS: StateTaxRules = {
  slug: 'illinois',
  years: [illinois(2024, 2_775), illinois(2025, 2_850)],
};

const IN = stateTaxSource(
  'Indiana Code §6-3-2-1(a) (rate: 3.05% for 2024, 3% for 2025, 2.95% for 2026, as amended by HEA 1001-2023), §6-3-1-3.5 (exemptions); Form IT-40 instructions',
  'https://www.in.gov/dor/individual-income-taxes/',
  'IC 6-3-2-1(a)(5)-(7)',
);
function indiana(taxYear: number, rate: number) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(rate),
    // $1,000 per person and dependent plus $1,500 more for each dependent child.
    exemption: perFiler(1_000, 2_500),
    sources: [IN],
    confidence: 'estimate' as const,
    approximations: ['County income taxes (about 0.5%-3%) are not included.'],
  };
}
export const INDIANA: StateTaxRules = {
  slug: 'indiana',
  years: [indiana(2024, 0.0305), indiana(2025, 0.03), indiana(2026, 0.0295)],
};

const IA = stateTaxSource(
  'Iowa Code §422.5 (rates), §422.12 (personal and dependent credits); SF 2442 (2024)',
  'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax',
);
const IA_2024 = bands([0, 0.044], [6_210, 0.0482], [31_050, 0.057]);
export const IOWA: StateTaxRules = {
  slug: 'iowa',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      // Iowa taxable income starts from federal taxable income from tax year 2023.
      startingPoint: 'federal-taxable-income',
      brackets: byStatus(IA_2024, scaled(IA_2024, 2), IA_2024),
      exemptionCredit: perFiler(40, 40),
      sources: [IA],
      confidence: 'official',
      approximations: [],
    },
    ...[2025, 2026].map((taxYear) => ({
      taxYear,
      kind: 'income-tax' as const,
      startingPoint: 'federal-taxable-income' as const,
      // SF 2442 (2024): one 3.8% rate from tax year 2025.
      brackets: flat(0.038),
      exemptionCredit: perFiler(40, 40),
      sources: [IA],
      confidence: 'official' as const,
      approximations: [],
    })),
  ],
};

const KY = stateTaxSource(
  'KRS 141.020 (rate), 141.081 (standard deduction); Form 740 instructions',
  'https://revenue.ky.gov/Individual/Individual-Income-Tax/Pages/default.aspx',
);
function kentucky(
  taxYear: number,
  rate: number,
  deduction: number,
  confidence: 'official' | 'estimate',
  approximations: string[],
) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(rate),
    standardDeduction: allStatuses(deduction),
    sources: [KY, SECONDARY_SOUTH_CENTRAL_2026],
    confidence,
    approximations: [
      ...approximations,
      'The family size tax credit for low incomes is not computed; local occupational taxes are not included.',
    ],
  };
}
export const KENTUCKY: StateTaxRules = {
  slug: 'kentucky',
  years: [
    kentucky(2024, 0.04, 3_160, 'estimate', []),
    // Kentucky DOR announcement of the 2025 standard deduction.
    kentucky(2025, 0.04, 3_270, 'estimate', []),
    kentucky(2026, 0.035, 3_270, 'estimate', [
      "The 2026 standard deduction is indexed and was not found; 2025's $3,270 is used.",
    ]),
  ],
};

const LA = stateTaxSource(
  'La. R.S. 47:32 (rates), 47:294 (exemptions and standard deduction); Act 11 of the 2024 Third Extraordinary Session',
  'https://revenue.louisiana.gov/IndividualIncomeTax',
);
const LA_2024 = bands([0, 0.0185], [12_500, 0.035], [50_000, 0.0425]);
export const LOUISIANA: StateTaxRules = {
  slug: 'louisiana',
  years: [
    {
      taxYear: 2024,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: byStatus(LA_2024, scaled(LA_2024, 2), scaled(LA_2024, 2)),
      // Combined personal exemption-standard deduction of $4,500 ($9,000 joint and head of household).
      exemption: { filers: byStatus(4_500, 9_000, 9_000), perDependent: 1_000 },
      sources: [LA],
      confidence: 'official',
      approximations: [],
    },
    {
      taxYear: 2025,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: flat(0.03),
      standardDeduction: byStatus(12_500, 25_000, 25_000),
      sources: [LA],
      confidence: 'official',
      approximations: [],
    },
    {
      taxYear: 2026,
      kind: 'income-tax',
      startingPoint: 'federal-agi',
      brackets: flat(0.03),
      // La. R.S. 47:293 indexes the standard deduction from 2026 (Louisiana Register, Feb. 2026).
      standardDeduction: byStatus(12_835, 25_670, 25_670),
      sources: [
        LA,
        stateTaxSource('Louisiana Register, February 2026 (2026 inflation-adjusted standard deduction)'),
        SECONDARY_SOUTH_CENTRAL_2026,
      ],
      confidence: 'estimate',
      approximations: [
        'The 2026 indexed standard deduction ($12,835 / $25,670) comes from a secondary compilation citing the Louisiana Register.',
      ],
    },
  ],
};

const MA = stateTaxSource(
  'M.G.L. c.62 §4 (5% rate), §3(B)(b) (exemptions); Mass. Const. Amend. art. 44 (4% surtax)',
  'https://www.mass.gov/info-details/massachusetts-tax-rates',
);
function massachusetts(taxYear: number, surtaxThreshold: number) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: allStatuses(withSurtax(bands([0, 0.05]), surtaxThreshold, 0.04)),
    exemption: { filers: byStatus(4_400, 8_800, 6_800), perDependent: 1_000 },
    sources: [
      MA,
      stateTaxSource(
        'Massachusetts DOR draft 2025 withholding methods as reported by Bloomberg Tax: surtax threshold $1,083,150 for 2025, up from $1,053,750; exemptions $4,400 / $8,800 / $6,800 and $1,000 per dependent (Form 1 instructions, as reproduced by secondary calculators)',
      ),
    ],
    confidence: 'estimate' as const,
    approximations: [
      "Massachusetts income is approximated by federal AGI; Massachusetts' own gross income and deductions (e.g. FICA up to $2,000) differ.",
    ],
  };
}
export const MASSACHUSETTS: StateTaxRules = {
  slug: 'massachusetts',
  years: [massachusetts(2024, 1_053_750), massachusetts(2025, 1_083_150)],
};

const MI = stateTaxSource(
  'MCL 206.51 (rate), 206.30 (personal exemption); Form MI-1040 instructions',
  'https://www.michigan.gov/taxes/iit',
);
const MI_2025 = stateTaxSource(
  'Michigan Department of Treasury, Tax Year 2025 Guidance (tax rate 4.25%, personal exemption amount $5,800); Treasury notice "4.25% Income Tax Rate for Individuals and Fiduciaries in 2025 Tax Year" (May 1, 2025)',
  'https://www.michigan.gov/taxes/iit/tax-guidance/tax-year-info/tax-year-2025-guidance',
  'General: Tax Rate; Personal Exemption Amount',
);
function michigan(taxYear: number, exemption: number) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(0.0425),
    exemption: perFiler(exemption, exemption),
    sources: taxYear === 2025 ? [MI, MI_2025] : [MI],
    confidence: taxYear === 2025 ? ('official' as const) : ('estimate' as const),
    approximations: [
      'City income taxes (Detroit and others) are not included.',
      ...(taxYear === 2024
        ? ['The 2024 personal exemption ($5,600) was not checked against the 2024 MI-1040 instructions.']
        : []),
    ],
  };
}
export const MICHIGAN: StateTaxRules = {
  slug: 'michigan',
  years: [michigan(2024, 5_600), michigan(2025, 5_800)],
};

const MS = stateTaxSource(
  'Miss. Code §27-7-5 (rates), §27-7-21 (exemptions), §27-7-17 (standard deduction); HB 531 (2022), HB 1 (2025)',
  'https://www.dor.ms.gov/individual',
);
function mississippi(taxYear: number, rate: number) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: allStatuses(bands([0, 0], [10_000, rate])),
    standardDeduction: byStatus(2_300, 4_600, 3_400, 2_300),
    exemption: { filers: byStatus(6_000, 12_000, 8_000, 6_000), perDependent: 1_500 },
    sources: [MS, SECONDARY_SOUTH_CENTRAL_2026],
    confidence: 'estimate' as const,
    approximations: [
      'A joint return is taxed on one schedule; Mississippi lets spouses split income to use two $10,000 zero bands.',
    ],
  };
}
export const MISSISSIPPI: StateTaxRules = {
  slug: 'mississippi',
  years: [mississippi(2024, 0.047), mississippi(2025, 0.044), mississippi(2026, 0.04)],
};

const NC = stateTaxSource(
  'N.C.G.S. §105-153.7(a) (rate: "In 2024 4.5%; In 2025 4.25%; After 2025 3.99%"), §105-153.5 (standard deduction, child deduction)',
  'https://www.ncleg.net/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
  '§105-153.7(a)',
);
/** N.C.G.S. §105-153.5(a1): $3,000 per child, $500 less for each AGI step, by filing status. */
function ncChildTiers(steps: readonly number[]) {
  return [
    ...steps.map((upTo, i) => ({ upTo, amount: 3_000 - 500 * i })),
    { upTo: Number.POSITIVE_INFINITY, amount: 0 },
  ];
}
const NC_SINGLE_STEPS = ncChildTiers([20_000, 30_000, 40_000, 50_000, 60_000, 70_000]);
function northCarolina(taxYear: number, rate: number) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(rate),
    standardDeduction: byStatus(12_750, 25_500, 19_125, 12_750),
    exemption: {
      filers: allStatuses(0),
      perDependent: 0,
      dependentTiers: byStatus(
        NC_SINGLE_STEPS,
        ncChildTiers([40_000, 60_000, 80_000, 100_000, 120_000, 140_000]),
        ncChildTiers([30_000, 45_000, 60_000, 75_000, 90_000, 105_000]),
      ),
    },
    sources: [
      NC,
      stateTaxSource(
        'NCDOR, North Carolina child deduction',
        'https://www.ncdor.gov/taxes-forms/individual-income-tax/filing-topics/north-carolina-child-deduction',
      ),
    ],
    confidence: 'estimate' as const,
    approximations: [
      'The child deduction table is from a secondary compilation quoting NCDOR; it is applied to each child under 17.',
    ],
  };
}
export const NORTH_CAROLINA: StateTaxRules = {
  slug: 'north-carolina',
  years: [northCarolina(2024, 0.045), northCarolina(2025, 0.0425), northCarolina(2026, 0.0399)],
};

const PA = stateTaxSource(
  '72 P.S. §7302 (3.07% rate); Pennsylvania PA-40 instructions (alimony is not taxable income)',
  'https://www.revenue.pa.gov/TaxTypes/PIT/Pages/default.aspx',
);
export const PENNSYLVANIA: StateTaxRules = {
  slug: 'pennsylvania',
  years: [2024, 2025, 2026].map((taxYear) => ({
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(0.0307),
    alimony: {
      rule: 'never-counted' as const,
      source: 'PA-40 instructions: alimony is not a class of taxable income',
    },
    sources: [PA],
    confidence: 'official' as const,
    approximations: [
      'Tax forgiveness for low incomes (Schedule SP) and local earned income taxes are not included.',
    ],
  })),
};

const UT = stateTaxSource(
  'Utah Code §59-10-104 (rate), §59-10-1018 (taxpayer tax credit)',
  'https://tax.utah.gov/income/individual',
);
const UT_SB60_2026 = stateTaxSource(
  'Utah S.B. 60 (2026 General Session), Income Tax Rate Amendments, enrolled; amends Utah Code §59-10-104, retrospective to 2026-01-01',
  'https://le.utah.gov/Session/2026/bills/enrolled/SB0060.xml',
);
function utah(taxYear: number, rate: number, extra: string[] = []) {
  return {
    taxYear,
    kind: 'income-tax' as const,
    startingPoint: 'federal-agi' as const,
    brackets: flat(rate),
    sources: taxYear >= 2026 ? [UT, UT_SB60_2026] : [UT],
    confidence: 'estimate' as const,
    approximations: [
      "Utah's taxpayer tax credit (6% of the federal standard deduction and dependent exemptions, phased out above a base amount) and child tax credit are not computed, which overstates tax at lower incomes.",
      ...extra,
    ],
  };
}
export const UTAH: StateTaxRules = {
  slug: 'utah',
  years: [
    utah(2024, 0.0455),
    utah(2025, 0.045),
    utah(2026, 0.0445, [
      'The 2026 rate of 4.45% is from S.B. 60 (2026 General Session, Income Tax Rate Amendments, enrolled 2026-03-06, retrospective to 2026-01-01) as summarised by secondary sources; the enrolled text of Utah Code §59-10-104 was not read.',
    ]),
  ],
};
