import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { netIncomeOf } from '../models/parent-income.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';

/*
 * Fam. Code § 4055 as amended by SB 343 (Stats. 2023, ch. 213), operative 2024-09-01.
 * - Formula, components, sign rule, (b)(5)-(d) including the low-income adjustment: verbatim statute
 *   excerpts (leginfo.legislature.ca.gov, retrieved 2026-07-27) kept in a public legal-benchmark repository.
 * - (b)(3) income bands: edges $2,900 / $5,000 / $10,000 / $15,000 and the first band's fraction
 *   (0.165 + TN/82,857) confirmed by the statute's own example (K = 0.21 at TN $1,000, H% 20%); the other
 *   fractions taken from several independent transcriptions (sadiyaqeen92639572-cloud/child-support-calculator-usa
 *   data/rules/california.json and three other calculator repositories) and checked for continuity at every
 *   band edge (0.200 at $2,900, 0.2496 at $5,000, 0.2499 at $10,001, 0.1999/0.2000 at $15,000).
 * - (b)(4) child multipliers: unchanged by SB 343 (FindLaw copy of § 4055, current as of 2023-01-01).
 */
const SECTION_4055_SB343: Source = {
  title: 'California Family Code § 4055, statewide uniform guideline (as amended by SB 343, operative September 1, 2024)',
  section: 'Fam. Code § 4055(a), (b)(1)-(8), (c)',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=4055',
};
const SECTION_4055_OLD: Source = {
  title: 'California Family Code § 4055, statewide uniform guideline (before SB 343)',
  section: 'Fam. Code § 4055(b)(3)-(5) (FindLaw copy, current as of January 1, 2023)',
  url: 'https://codes.findlaw.com/ca/family-code/fam-sect-4055/',
};
const SECTION_4059_4062: Source = {
  title: 'California Family Code §§ 4059 (net disposable income), 4061-4062 (additional child support: childcare)',
  section: 'Fam. Code § 4059(a)-(f); § 4061; § 4062(a)(1)',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=4059',
};
const MINIMUM_WAGE: Source = {
  title: 'California Labor Code § 1182.12 minimum wage: $16.00 (2024), $16.50 (2025), $16.90 (2026), Department of Industrial Relations',
  section: 'Lab. Code § 1182.12; DIR news release 2025-118',
  url: 'https://www.dir.ca.gov/DIRNews/2025/2025-118.html',
};

/** § 4055(b)(4): multiply CS for more than one child. */
const CHILD_MULTIPLIERS = [1, 1.6, 2, 2.3, 2.5, 2.625, 2.75, 2.813, 2.844, 2.86] as const;

interface FractionBand {
  /** Upper edge of the band (inclusive); the last band has none. */
  upTo?: number;
  text: string;
  fraction: (tn: number) => number;
}

/** § 4055(b)(3) after SB 343. */
const BANDS_SB343: readonly FractionBand[] = [
  { upTo: 2_900, text: '0.165 + TN/82,857', fraction: (tn) => 0.165 + tn / 82_857 },
  { upTo: 5_000, text: '0.131 + TN/42,149', fraction: (tn) => 0.131 + tn / 42_149 },
  { upTo: 10_000, text: '0.25', fraction: () => 0.25 },
  { upTo: 15_000, text: '0.10 + 1,499/TN', fraction: (tn) => 0.1 + 1_499 / tn },
  { text: '0.12 + 1,200/TN', fraction: (tn) => 0.12 + 1_200 / tn },
];
/** § 4055(b)(3) before SB 343. */
const BANDS_BEFORE_SB343: readonly FractionBand[] = [
  { upTo: 800, text: '0.20 + TN/16,000', fraction: (tn) => 0.2 + tn / 16_000 },
  { upTo: 6_666, text: '0.25', fraction: () => 0.25 },
  { upTo: 10_000, text: '0.10 + 1,000/TN', fraction: (tn) => 0.1 + 1_000 / tn },
  { text: '0.12 + 800/TN', fraction: (tn) => 0.12 + 800 / tn },
];

/** Minimum wage by calendar year (Lab. Code § 1182.12), for the § 4055(b)(7) threshold after SB 343. */
const MINIMUM_WAGE_BY_YEAR: Readonly<Record<number, number>> = { 2024: 16.0, 2025: 16.5, 2026: 16.9 };

const TAX_ESTIMATE_APPROXIMATION =
  "Net disposable income was estimated from gross income with standard federal, FICA and state tax (the parent with more parenting time filing as head of household claiming the children, the other as single); California SDI and actual tax returns (§ 4059(a)) are not taken into account.";

interface CaliforniaParameters {
  from: string;
  to?: string;
  bands: readonly FractionBand[];
  source: Source;
  lowIncome: 'minimum-wage' | 'judicial-council';
  childcareSplit: 'net-income' | 'half';
}

/** The band whose range holds TN; between the printed whole-dollar edges the lower band applies. */
export function kFraction(bands: readonly FractionBand[], tn: number): { fraction: number; text: string } {
  const band = bands.find((b) => b.upTo === undefined || tn <= b.upTo)!;
  return { fraction: band.fraction(tn), text: band.text };
}

/** § 4055(b)(3): one plus H% up to 50%, two minus H% above. */
export function kFactor(bands: readonly FractionBand[], tn: number, hShare: number): number {
  const { fraction } = kFraction(bands, tn);
  return (hShare <= 0.5 ? 1 + hShare : 2 - hShare) * fraction;
}

function minimumWageMonthly(asOf: string): { monthly: number; hourly: number; year: number } {
  const years = Object.keys(MINIMUM_WAGE_BY_YEAR).map(Number);
  const asked = Number(asOf.slice(0, 4));
  const year = Math.min(Math.max(asked, Math.min(...years)), Math.max(...years));
  const hourly = MINIMUM_WAGE_BY_YEAR[year]!;
  return { monthly: roundToCents((hourly * 40 * 52) / 12), hourly, year };
}

const OTHER: Record<ParentRole, ParentRole> = { custodial: 'noncustodial', noncustodial: 'custodial' };

function computeCalifornia(c: ChildSupportCase, p: CaliforniaParameters): GuidelineOutcome {
  const approximations: string[] = [];
  const steps: Step[] = [];
  // § 4059(a): actual tax liability; estimated here with the filing status a parent most often has.
  const withChildren: ParentRole = c.custodial.timePercent >= c.noncustodial.timePercent ? 'custodial' : 'noncustodial';
  const nets = {} as Record<ParentRole, number>;
  for (const role of ['noncustodial', 'custodial'] as const) {
    const estimate = netIncomeOf(c, role, {
      state: 'california',
      filingStatus: role === withChildren ? 'head-of-household' : 'single',
      qualifyingChildren: role === withChildren ? c.children : 0,
      label: 'net monthly income',
    });
    steps.push(...estimate.steps);
    if (estimate.estimated && !approximations.includes(TAX_ESTIMATE_APPROXIMATION)) approximations.push(TAX_ESTIMATE_APPROXIMATION);
    const parent = c[role];
    const name = role === 'custodial' ? 'Custodial' : 'Noncustodial';
    if (parent.monthlyDeductions > 0) {
      steps.push(
        money(`${name} parent: less union dues, mandatory retirement, other support paid entered`, roundToCents(parent.monthlyDeductions), undefined, '§ 4059(c), (e), (f)'),
      );
    }
    // § 4059(d): health insurance premiums for the children are deducted by the parent who pays them.
    const insurance = c.healthInsurance.paidBy === role ? roundToCents(c.healthInsurance.monthly) : 0;
    if (insurance > 0) steps.push(money(`${name} parent: less children's health insurance premium`, insurance, undefined, '§ 4059(d)'));
    nets[role] = roundToCents(Math.max(0, estimate.net - parent.monthlyDeductions - insurance));
    steps.push(money(`${name} parent: net monthly disposable income`, nets[role], undefined, '§ 4059'));
  }

  const high: ParentRole = nets.noncustodial >= nets.custodial ? 'noncustodial' : 'custodial';
  const hn = nets[high];
  const tn = roundToCents(nets.custodial + nets.noncustodial);
  const hShare = roundToDecimals(c[high].timePercent / 100, 4);
  steps.push(
    note('High earner', `The ${high} parent has the higher net disposable income.`, '§ 4055(b)(1)(C)'),
    money('HN: high earner’s net monthly disposable income', hn, undefined, '§ 4055(b)(1)(C)'),
    money('TN: total net monthly disposable income', tn, undefined, '§ 4055(b)(1)(E)'),
    percent('H%: high earner’s share of parenting time', roundToDecimals(hShare * 100, 2), undefined, '§ 4055(b)(1)(D)'),
  );
  const { fraction, text } = kFraction(p.bands, tn);
  const k = kFactor(p.bands, tn, hShare);
  steps.push(
    count('Income fraction for TN', roundToDecimals(fraction, 6), text, '§ 4055(b)(3)'),
    count('K', roundToDecimals(k, 6), `${hShare <= 0.5 ? `(1 + ${hShare})` : `(2 − ${hShare})`} × ${roundToDecimals(fraction, 6)}`, '§ 4055(b)(3)'),
  );
  const oneChild = k * (hn - hShare * tn);
  const multiplier = CHILD_MULTIPLIERS[c.children - 1]!;
  let cs = roundToCents(oneChild * multiplier);
  steps.push(
    money('CS for one child', roundToCents(oneChild), `K × (${hn} − ${hShare} × ${tn})`, '§ 4055(a)'),
    count('Multiplier for the number of children', multiplier, `${c.children} ${c.children === 1 ? 'child' : 'children'}`, '§ 4055(b)(4)'),
    money('CS', cs, `${roundToCents(oneChild)} × ${multiplier}`, '§ 4055(b)(4)'),
  );

  const payer: ParentRole = cs >= 0 ? high : OTHER[high];
  cs = Math.abs(cs);
  steps.push(
    note(
      'Who pays',
      payer === high
        ? 'CS is positive: the higher earner pays the lower earner.'
        : 'CS is negative: the lower earner pays the absolute value to the higher earner.',
      '§ 4055(b)(5)',
    ),
  );

  const obligorNet = nets[payer];
  if (p.lowIncome === 'minimum-wage') {
    const wage = minimumWageMonthly(c.asOf);
    if (cs > 0 && obligorNet < wage.monthly) {
      const reduction = roundToCents((cs * (wage.monthly - obligorNet)) / wage.monthly);
      steps.push(
        money('Low-income threshold: full-time minimum wage per month', wage.monthly, `${wage.hourly} × 40 × 52 ÷ 12 (${wage.year})`, `§ 4055(b)(7); ${MINIMUM_WAGE.section}`),
        money(
          'Low-income adjustment (the maximum; the court may allow less)',
          -reduction,
          `${cs} × (${wage.monthly} − ${obligorNet}) ÷ ${wage.monthly}`,
          '§ 4055(b)(7), (c)',
        ),
      );
      cs = roundToCents(cs - reduction);
    }
  } else if (cs > 0 && obligorNet < 3_000) {
    approximations.push(
      "Before SB 343 the low-income adjustment used a threshold the Judicial Council set each year (former § 4055(b)(7)), which we do not hold; the paying parent's income may qualify for a reduction not applied here.",
    );
  }
  const base = cs;
  steps.push(money('Guideline child support before add-ons', base));

  let addOn = 0;
  if (c.childcare.monthly > 0) {
    const payerShare = p.childcareSplit === 'half' ? 0.5 : tn === 0 ? 0.5 : nets[payer] / tn;
    const otherShare = 1 - payerShare;
    const cost = roundToCents(c.childcare.monthly);
    addOn = c.childcare.paidBy === payer ? -roundToCents(cost * otherShare) : roundToCents(cost * payerShare);
    steps.push(
      money(
        'Childcare (mandatory add-on): effect on the paying parent',
        addOn,
        `${cost} shared ${p.childcareSplit === 'half' ? 'one-half each' : `in proportion to net disposable income (${roundToDecimals(payerShare * 100, 2)}% paying parent)`}, paid by the ${c.childcare.paidBy} parent`,
        p.childcareSplit === 'half' ? 'former § 4061(a); § 4062(a)(1)' : '§ 4061; § 4062(a)(1)',
      ),
    );
    if (p.childcareSplit === 'net-income') {
      approximations.push(
        'Childcare is shared in proportion to the parents’ net disposable incomes as computed; § 4061 can adjust those incomes for the support paid and received, which is not done here.',
      );
    }
  }
  const total = roundToCents(base + addOn);
  let finalPayer: ParentRole | 'none' = payer;
  let monthlyPayment = total;
  if (total < 0) {
    finalPayer = OTHER[payer];
    monthlyPayment = -total;
  }
  if (monthlyPayment === 0) finalPayer = 'none';
  steps.push(money('Monthly child support', monthlyPayment));

  // baseAmount is the formula amount as the paying parent owes it.
  return {
    monthlyPayment,
    payer: finalPayer,
    combinedIncome: tn,
    nonCustodialPercentage: tn === 0 ? 0 : roundToDecimals((nets.noncustodial / tn) * 100, 2),
    baseAmount: base,
    adjustment: roundToCents(monthlyPayment - base),
    steps,
    approximations,
  };
}

function californiaVersion(p: CaliforniaParameters): ChildSupportRuleVersion {
  return {
    effective: { from: p.from, ...(p.to ? { to: p.to } : {}) },
    model: 'california-formula',
    incomeBasis: 'net',
    confidence: 'official',
    sources: p.lowIncome === 'minimum-wage' ? [p.source, SECTION_4059_4062, MINIMUM_WAGE] : [p.source, SECTION_4059_4062],
    approximations: [],
    summary:
      p.lowIncome === 'minimum-wage'
        ? 'CS = K[HN − (H%)(TN)] on net disposable income, K from the SB 343 income bands; H% is the high earner’s time share (no threshold); low-income adjustment below full-time minimum wage.'
        : 'CS = K[HN − (H%)(TN)] on net disposable income with the pre-SB 343 income bands; H% is the high earner’s time share (no threshold).',
    compute: (c) => computeCalifornia(c, p),
  };
}

export const CALIFORNIA_VERSIONS = {
  beforeSb343: {
    from: '2023-01-01',
    to: '2024-08-31',
    bands: BANDS_BEFORE_SB343,
    source: SECTION_4055_OLD,
    lowIncome: 'judicial-council',
    childcareSplit: 'half',
  },
  sb343: {
    from: '2024-09-01',
    bands: BANDS_SB343,
    source: SECTION_4055_SB343,
    lowIncome: 'minimum-wage',
    childcareSplit: 'net-income',
  },
} as const satisfies Record<string, CaliforniaParameters>;

export const CALIFORNIA_BANDS = { sb343: BANDS_SB343, beforeSb343: BANDS_BEFORE_SB343 } as const;

const exampleCase = {
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'california',
  incomeBasis: 'net',
  asOf: '2026-11-01',
} as const;

export const california = defineChildSupportRules({
  slug: 'california',
  versions: Object.values(CALIFORNIA_VERSIONS).map(californiaVersion),
  examples: [
    {
      name: 'The statute’s K example carried through, with the low-income adjustment (2026)',
      source:
        'derived from Fam. Code § 4055(b)(3), (b)(7) as amended by SB 343; the statute’s own example gives K = (1 + 0.20) × (0.165 + 1,000/82,857) = 0.21 for TN $1,000 and H% 20%',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 1000, custodialParentIncome: 0 },
      expected: { monthlyPayment: 58.03, payer: 'noncustodial' },
      note: 'K = 1.2 × 0.177069 = 0.212483; CS = K × (1,000 − 0.2 × 1,000) = 169.99. Threshold 16.90 × 40 × 52 ÷ 12 = 2,929.33; maximum adjustment 169.99 × (2,929.33 − 1,000) ÷ 2,929.33 = 111.96; 169.99 − 111.96 = 58.03.',
    },
    {
      name: 'One child, NDI $6,000 and $2,000, high earner has 20% of the time',
      source: 'derived from Fam. Code § 4055(a), (b)(3) as amended by SB 343',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 6000, custodialParentIncome: 2000 },
      expected: { monthlyPayment: 1320, payer: 'noncustodial' },
      note: 'TN 8,000 → fraction 0.25; K = 1.2 × 0.25 = 0.30; CS = 0.30 × (6,000 − 0.2 × 8,000) = 1,320.',
    },
    {
      name: 'Two children: × 1.6',
      source: 'derived from Fam. Code § 4055(b)(4)',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 6000, custodialParentIncome: 2000, numberOfChildren: 2 },
      expected: { monthlyPayment: 2112, payer: 'noncustodial' },
      note: '1,320 × 1.6 = 2,112.',
    },
    {
      name: 'Equal time: K = 1.5 × fraction',
      source: 'derived from Fam. Code § 4055(b)(3)',
      kind: 'derived',
      input: { ...exampleCase, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50, nonCustodialParentIncome: 6000, custodialParentIncome: 2000 },
      expected: { monthlyPayment: 750, payer: 'noncustodial' },
      note: 'K = 1.5 × 0.25 = 0.375; CS = 0.375 × (6,000 − 0.5 × 8,000) = 750.',
    },
    {
      name: 'Negative CS: the custodial parent earns more, the noncustodial parent pays the absolute value',
      source: 'derived from Fam. Code § 4055(b)(3), (b)(5)',
      kind: 'derived',
      input: { ...exampleCase, custodialParentIncome: 9000, nonCustodialParentIncome: 3000 },
      expected: { monthlyPayment: 161.94, payer: 'noncustodial' },
      note: 'TN 12,000 → 0.10 + 1,499/12,000 = 0.224917; H% 80% → K = (2 − 0.8) × 0.224917 = 0.2699; CS = 0.2699 × (9,000 − 0.8 × 12,000) = −161.94: the lower earner pays 161.94.',
    },
    {
      name: 'High income band: TN $20,000',
      source: 'derived from Fam. Code § 4055(b)(3) as amended by SB 343',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 15000, custodialParentIncome: 5000 },
      expected: { monthlyPayment: 2376, payer: 'noncustodial' },
      note: 'fraction 0.12 + 1,200/20,000 = 0.18; K = 0.216; CS = 0.216 × (15,000 − 4,000) = 2,376.',
    },
    {
      name: 'Before SB 343 (2024-06-01): TN $8,000 in the 0.10 + 1,000/TN band',
      source: 'derived from former Fam. Code § 4055(b)(3) (FindLaw copy current as of 2023-01-01)',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 6000, custodialParentIncome: 2000, asOf: '2024-06-01' },
      expected: { monthlyPayment: 1188, payer: 'noncustodial' },
      note: 'fraction 0.10 + 1,000/8,000 = 0.225; K = 1.2 × 0.225 = 0.27; CS = 0.27 × 4,400 = 1,188.',
    },
  ],
});
