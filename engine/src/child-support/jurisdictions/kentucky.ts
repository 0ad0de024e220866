import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';
import { KENTUCKY_SCHEDULE } from './data/kentucky-schedule.js';

const KRS_403_212: Source = {
  title: 'Kentucky Revised Statutes § 403.212, Child support guidelines -- Terms to be applied in calculations -- Table',
  section: 'KRS 403.212(3) (gross income, combined monthly adjusted parental gross income), (5) (division by income, shaded area), table',
  url: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=55832',
};
const KRS_403_2122: Source = {
  title: 'Kentucky Revised Statutes § 403.2122, Shared parenting time credit -- Determination -- Adjustments (2024 Ky. Acts, HB 244)',
  section: 'KRS 403.2122(1) ("day"), (2)(a) (88-day minimum), (3) (calculation; lesser of the credit or the self-support reserve), (4) (credit table)',
  url: 'http://print.casetext.com/statute/kentucky-revised-statutes/title-35-domestic-relations/chapter-403-dissolution-of-marriage-child-custody/dissolution-legal-separation/section-4032122-shared-parenting-time-credit-determination-adjustments',
};
const KRS_403_2121: Source = {
  title: 'Kentucky Revised Statutes § 403.2121 (2022 Ky. Acts, HB 501), shared parenting time credit, effective March 31, 2023',
  section: 'KRS 403.2121(2)(a) (73-day minimum), (3)-(4) (credit table)',
  url: 'https://law.justia.com/codes/kentucky/2022/chapter-403/section-403-2121-1/',
};
const WORKSHEET: Source = {
  title: 'Kentucky Child Support Obligation Worksheet (CS-71), lines 1-16',
  section: 'Lines 1-6 income, 7 basic obligation, 8-12 childcare and health insurance, 13-16 shared parenting time credit',
  url: 'https://www.ardfky.org/sites/ardfky.org/files/Child%20Support%20Worksheet%20CS71.pdf',
};

assertScheduleShape('KRS 403.212 table', KENTUCKY_SCHEDULE);

const TOP_OF_TABLE = 30_000;

interface CreditBand {
  fromDays: number;
  rate: number;
}

/** KRS 403.2122(4) (from 2024-07-15): the credit as a share of the table obligation, by the obligor's days. */
const CREDIT_2024: readonly CreditBand[] = [
  { fromDays: 88, rate: 0.15 },
  { fromDays: 116, rate: 0.205 },
  { fromDays: 130, rate: 0.25 },
  { fromDays: 143, rate: 0.305 },
  { fromDays: 153, rate: 0.36 },
  { fromDays: 163, rate: 0.42 },
  { fromDays: 173, rate: 0.485 },
  { fromDays: 182, rate: 0.5 },
];
/** KRS 403.2121 as enacted in 2022 (2023-03-31 to 2024-07-14): the same bands with a first band from 73 days. */
const CREDIT_2023: readonly CreditBand[] = [{ fromDays: 73, rate: 0.105 }, ...CREDIT_2024];

/**
 * The shaded (self-support reserve) area of the KRS 403.212 table: the highest obligor income, by number
 * of children, whose cell is shaded. Boundaries taken from a secondary transcription of the table's
 * shading (sadiyaqeen92639572-cloud/child-support-calculator-usa, data/rules/kentucky.json); not yet
 * checked against the printed table, so a calculation that uses them says so.
 */
const SHADED_AREA_TOP: readonly number[] = [1100, 1300, 1400, 1500, 1500, 1600];

interface KentuckyParameters {
  from: string;
  to?: string;
  credit: readonly CreditBand[];
  creditSource: Source;
}

function creditRate(bands: readonly CreditBand[], days: number): number {
  let rate = 0;
  for (const band of bands) if (days >= band.fromDays) rate = band.rate;
  return rate;
}

function daysOf(c: ChildSupportCase, role: ParentRole): number {
  const nights = c[role].overnightsPerYear;
  return c.overnightsGiven ? nights : Math.round(nights);
}

function computeKentucky(c: ChildSupportCase, p: KentuckyParameters): GuidelineOutcome {
  const approximations: string[] = [];
  // KRS 403.212(3): adjusted income is gross income less maintenance and prior-born child support paid.
  const adjusted = (role: ParentRole) => roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
  const cpIncome = adjusted('custodial');
  const ncpIncome = adjusted('noncustodial');
  const combined = roundToCents(cpIncome + ncpIncome);

  // KRS 403.2122(3)(a): the parent with fewer days pays; with equal days, the parent with more income.
  const cpDays = daysOf(c, 'custodial');
  const ncpDays = daysOf(c, 'noncustodial');
  const obligor: ParentRole =
    cpDays < ncpDays || (cpDays === ncpDays && cpIncome > ncpIncome) ? 'custodial' : 'noncustodial';
  const obligorIncome = obligor === 'custodial' ? cpIncome : ncpIncome;
  const obligorShare = combined === 0 ? 0.5 : roundToDecimals(obligorIncome / combined, 4);
  const ncpShare = obligor === 'noncustodial' ? obligorShare : roundToDecimals(1 - obligorShare, 4);

  const steps: Step[] = [
    money('1. Monthly gross income (custodial parent)', roundToCents(c.custodial.monthlyIncome), undefined, 'KRS 403.212(3)(b)'),
    money('1. Monthly gross income (noncustodial parent)', roundToCents(c.noncustodial.monthlyIncome), undefined, 'KRS 403.212(3)(b)'),
    money('2-3. Maintenance and prior-born child support paid (custodial parent)', roundToCents(c.custodial.monthlyDeductions)),
    money('2-3. Maintenance and prior-born child support paid (noncustodial parent)', roundToCents(c.noncustodial.monthlyDeductions)),
    money('4. Monthly adjusted gross income (custodial parent)', cpIncome),
    money('4. Monthly adjusted gross income (noncustodial parent)', ncpIncome),
    money('5. Combined monthly adjusted parental gross income', combined, undefined, 'KRS 403.212(3)'),
    percent('6. Percentage of combined income (noncustodial parent)', roundToDecimals(ncpShare * 100, 2), undefined, 'KRS 403.212(5)(a)'),
  ];
  if (obligor === 'custodial') {
    steps.push(note('Obligor', 'The parent entered as custodial has fewer days (or equal days and more income), so that parent is the obligor.', 'KRS 403.2122(3)(a)'));
  }

  // Between $100 rows the row at or below the income is read, as both independent Kentucky calculators
  // transcribed here do (bibby/ky-child-support, MJL502/KYChildSupportCalculator).
  const reading = readSchedule(KENTUCKY_SCHEDULE, combined, c.children, 'row-below');
  let basic = reading.amount;
  if (reading.aboveTable) {
    // KRS 403.212 leaves combined income above $30,000 to the court's discretion; extending the top
    // row in proportion to income is a starting point, not the rule.
    basic = roundToCents((reading.amount * combined) / TOP_OF_TABLE);
    const text = `Combined income is above the $30,000 top of the table, where the court uses its discretion; the obligation was extended in proportion to income from the $30,000 row (${reading.amount}).`;
    approximations.push(text);
    steps.push(note('Above the table', text, 'KRS 403.212'), money('7. Basic child support obligation (extended)', basic, `${reading.amount} × ${combined} / ${TOP_OF_TABLE}`));
  } else {
    steps.push(money('7. Basic child support obligation (table)', basic, `KRS 403.212 table, ${reading.description}, ${Math.min(c.children, 6)} ${c.children === 1 ? 'child' : 'children'}`, 'KRS 403.212 table'));
  }

  const proratedBasic = roundToCents(basic * obligorShare);
  steps.push(money("11. Obligor's share of the basic obligation", proratedBasic, `${basic} × ${(obligorShare * 100).toFixed(2)}%`, 'KRS 403.212(5)(a)'));

  // Shared parenting time credit: the table obligation × the band's percentage, off the obligor's share.
  const obligorDays = obligor === 'custodial' ? cpDays : ncpDays;
  steps.push(count("13. Obligor's days per year", obligorDays, undefined, 'KRS 403.2122(1)'), count("13. Other parent's days per year", obligor === 'custodial' ? ncpDays : cpDays));
  const rate = creditRate(p.credit, obligorDays);
  let afterCredit = proratedBasic;
  if (rate > 0) {
    const credit = roundToCents(basic * rate);
    afterCredit = roundToCents(proratedBasic - credit);
    steps.push(
      percent('14. Shared parenting time credit percentage', roundToDecimals(rate * 100, 2), `${obligorDays} days`, p.creditSource.section),
      money('15. Shared parenting time credit', credit, `${basic} × ${(rate * 100).toFixed(1)}%`, p.creditSource.section),
      money('16. Obligation after the credit', afterCredit, `${proratedBasic} − ${credit}`),
    );
    if (afterCredit < 0) {
      const text = 'The shared parenting time credit exceeds the obligor\'s share; the statute text seen does not say whether the difference is paid to the obligor, so the obligation was set to zero.';
      approximations.push(text);
      steps.push(note('Credit above the share', text, 'KRS 403.2122(3)'));
      afterCredit = 0;
    }
  } else {
    steps.push(note('Shared parenting time credit', `None: the obligor has fewer than ${p.credit[0]!.fromDays} days.`, p.creditSource.section));
  }

  let basicOwed = afterCredit;
  const shadedTop = SHADED_AREA_TOP[Math.min(c.children, 6) - 1]!;
  if (obligorIncome <= shadedTop) {
    const own = readSchedule(KENTUCKY_SCHEDULE, obligorIncome, c.children, 'row-below').amount;
    steps.push(money("Self-support reserve: table amount at the obligor's own income", own, `shaded area (to ${shadedTop})`, 'KRS 403.212(5)(b)'));
    approximations.push(
      `The obligor's income falls in the shaded (self-support reserve) area of the table; its boundary for ${c.children} ${c.children === 1 ? 'child' : 'children'} ($${shadedTop}) comes from a secondary transcription of the table's shading.`,
    );
    if (own < basicOwed) {
      // KRS 403.2122(3): the obligor receives the lesser of the credit result and the self-support reserve result.
      steps.push(note('Lesser amount', 'The self-support reserve amount is lower and applies instead of the shared-parenting result.', 'KRS 403.2122(3)'));
      basicOwed = own;
    }
  }

  // Lines 8-12: childcare and health insurance are added and shared by income; a parent who pays them
  // directly is credited with them.
  const addOns = prorateAddOns(c, ncpShare, 'CS-71 lines 8-12 (childcare and health insurance)');
  steps.push(...addOns.steps);
  const ncpBasic = obligor === 'noncustodial' ? basicOwed : -basicOwed;
  const ncpOwes = roundToCents(ncpBasic + addOns.netToNoncustodialObligation);
  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(money('Monthly child support obligation', monthlyPayment, undefined, WORKSHEET.title));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: proratedBasic,
    adjustment: roundToCents(monthlyPayment - proratedBasic),
    steps,
    approximations,
  };
}

function kentuckyVersion(p: KentuckyParameters): ChildSupportRuleVersion {
  const firstBand = p.credit[0]!;
  return {
    effective: { from: p.from, ...(p.to ? { to: p.to } : {}) },
    model: 'income-shares',
    incomeBasis: 'gross',
    confidence: 'official',
    sources: [KRS_403_212, p.creditSource, WORKSHEET],
    approximations: [],
    summary: `Income shares on combined monthly adjusted gross income with the KRS 403.212 table to $30,000 (row at or below the income, $60 minimum built in); shared parenting time credit from ${firstBand.fromDays} days a year: ${(firstBand.rate * 100).toFixed(1)}%-50% of the table obligation off the obligor's share, or the self-support reserve amount if lower.`,
    compute: (c) => computeKentucky(c, p),
  };
}

export const KENTUCKY_VERSIONS = {
  credit2023: { from: '2023-03-31', to: '2024-07-14', credit: CREDIT_2023, creditSource: KRS_403_2121 },
  credit2024: { from: '2024-07-15', credit: CREDIT_2024, creditSource: KRS_403_2122 },
} as const satisfies Record<string, KentuckyParameters>;

const base = {
  custodyArrangement: 'primary',
  state: 'kentucky',
  asOf: '2026-11-01',
} as const;

export const kentucky = defineChildSupportRules({
  slug: 'kentucky',
  versions: Object.values(KENTUCKY_VERSIONS).map(kentuckyVersion),
  examples: [
    {
      name: 'Primary residence, two children, $7,000 combined, no shared parenting credit',
      kind: 'derived',
      source: 'derived from KRS 403.212(5)(a) and the KRS 403.212 table (CS-71 lines 1-11)',
      input: { ...base, custodialParentIncome: 4000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentTime: 83.56, nonCustodialParentTime: 16.44 },
      expected: { monthlyPayment: 559.75, payer: 'noncustodial' },
      note: 'Combined 7,000 is a table row: 2 children $1,306. Noncustodial share 3,000 / 7,000 = 42.86%; 1,306 × 0.4286 = 559.7516 → $559.75. 60 days: no credit.',
    },
    {
      name: 'Shared parenting time credit, 120 days (20.5%), one child',
      kind: 'derived',
      source: 'derived from KRS 403.2122(3)-(4) and the KRS 403.212 table (CS-71 lines 13-16)',
      input: {
        ...base,
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 1,
        custodyArrangement: 'shared',
        custodialParentTime: 67.12,
        nonCustodialParentTime: 32.88,
        custodialParentOvernights: 245,
        nonCustodialParentOvernights: 120,
      },
      expected: { monthlyPayment: 434.1, payer: 'noncustodial' },
      note: 'Combined 10,000 → 1 child $1,099; share 60% → 659.40. 120 days: 20.5% × 1,099 = 225.295 → 225.30. 659.40 − 225.30 = $434.10.',
    },
    {
      name: 'Equal time: the parent with more income pays, 50% credit',
      kind: 'derived',
      source: 'derived from KRS 403.2122(3)(a) (equal days: higher income is the obligor) and (4) (182 days or more: 50%)',
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 },
      expected: { monthlyPayment: 178.25, payer: 'noncustodial' },
      note: 'Combined 8,000 → 2 children $1,426; share 62.5% → 891.25; credit 50% × 1,426 = 713; 891.25 − 713 = $178.25.',
    },
  ],
});
