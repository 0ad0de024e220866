import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { readSchedule } from '../models/schedule.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { OREGON_SCALE } from './data/oregon-schedule.js';

const OAR: Source = {
  title: 'Oregon Child Support Guidelines, OAR 137-050-0700 to 137-050-0765',
  section:
    'OAR 137-050-0710 (steps), -0720 (adjusted income), -0725 (scale, lower row, $30,000 cap), -0730 (parenting time credit), -0745 (self-support reserve), -0755 (minimum order)',
  url: 'https://www.law.cornell.edu/regulations/oregon/OAR-137-50-0725',
};
const SCALE_RULE: Source = {
  title: 'OAR 137-050-0725, Basic Support Obligation (DOJ 3-2013, cert. ef. 2013-07-01), and its appendix, the scale of basic child support obligations',
  section:
    '(3) combined income above $30,000 a month reads the $30,000 amount; (4) more than ten children read the ten-child column; (5) between two income amounts use the lower one',
  url: 'https://www.law.cornell.edu/regulations/oregon/OAR-137-50-0725',
  lastChecked: '2026-11-26',
};
const SCALE_TRANSCRIPTIONS: Source = {
  title:
    'The scale in full (581 rows, 1-10 children) as two independent transcriptions agree on every cell: JJWren/FairShare (from the DOJ Guidelines Calculator workbook) and sadiyaqeen92639572-cloud/child-support-calculator-usa (from the official guidelines_scale.pdf)',
  section:
    'FairShare src/FairShare.Domain/Seeds/OregonScaleLookup.cs at 53a18d2 (and the workbook’s parenting time credit, line 6b, in src/FairShare.Domain/Calculators/OregonWorksheetCalculator.cs); data/schedules/oregon_schedule.json at 73163dcb',
  url: 'https://github.com/JJWren/FairShare',
  lastChecked: '2026-11-26',
};
const RESERVE_AND_MINIMUM_RULES: Source = {
  title: 'OAR 137-050-0745, Self-Support Reserve, and OAR 137-050-0755, Minimum Order',
  section:
    '0745(2)-(3): available income is adjusted income less the reserve, and the total obligation may not exceed it; (5): the reserve is the federal poverty guideline × 1.167, rounded, updated annually ($1,418 in the text current through 2024-03-01); 0755(1): a presumed $100 a month, (2)(a) not when each parent has exactly 182.5 overnights',
  url: 'https://regulations.justia.com/states/oregon/chapter-137/division-50/section-137-050-0745/',
  lastChecked: '2026-11-26',
};
const SECONDARY: Source = {
  title:
    'Parenting time credit formula and the $1,522 self-support reserve as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/rules/oregon.json',
};

/** OAR 137-050-0725(3): above $30,000 a month the obligation is that of $30,000. */
const SCALE_TOP = 30_000;
const WORKBOOK_2026: Source = {
  title:
    'Oregon DOJ Guidelines Calculator workbook (child_support_worksheet.xls, saved 2026-06-30, rules effective 2026-07-01) as read by JJWren/FairShare (secondary)',
  section:
    'src/FairShare.Domain/Seeds/OregonRuleParameters.cs at 53a18d2: self-support reserve $1,729 from 2026-07-01 (the 2026 poverty guideline $15,960 ÷ 12 × 1.30), minimum order $100; the workbook’s own results for 14 cases in src/FairShare.Tests/Domain/Golden/or-worksheet-golden.json (line 1j: adjusted income less $1,729)',
  url: 'https://github.com/JJWren/FairShare',
  lastChecked: '2026-11-26',
};

/**
 * OAR 137-050-0745 self-support reserve, monthly. The text current through March 2024 set it at the
 * poverty guideline × 1.167 ($1,418); the DOJ workbook for rules effective 2026-07-01 uses $1,729, the
 * 2026 guideline × 1.30. $1,522 (the 2025 guideline × 1.167, a secondary source's figure) stands for
 * earlier dates; the dates of the yearly updates before 2026-07-01 were not found.
 */
const SELF_SUPPORT_RESERVE = {
  description: 'Self-support reserve: adjusted income a parent keeps before support (OAR 137-050-0745)',
  unit: 'dollars a month',
  values: [
    { from: '2021-01-01', amount: 1522 },
    { from: '2026-07-01', amount: 1729 },
  ],
  sources: [WORKBOOK_2026],
} as const;

function selfSupportReserveOn(asOf: string): number {
  return [...SELF_SUPPORT_RESERVE.values].reverse().find((v) => v.from <= asOf)?.amount ?? SELF_SUPPORT_RESERVE.values[0].amount;
}
const MINIMUM_ORDER = 100;

/**
 * OAR 137-050-0730 (formula as two secondary sources give it, one read from the DOJ Guidelines
 * Calculator workbook's line 6b, ROUND(1/(1+EXP(-7.14*(t-0.5))) - 2.74% + 2*2.74%*t, 4)): a parent's credit, as a share of the basic obligation, for
 * the share of overnights p = overnights ÷ 365: 1 / (1 + e^(−7.14 (p − 0.5))) − 0.0274 + 0.0548 p.
 * It is 0 at no overnights, 50% at half and 100% at all of them.
 */
export function oregonParentingTimeCredit(overnights: number): number {
  const p = Math.min(Math.max(overnights / 365, 0), 1);
  // The printed constants leave a few hundred-thousandths at the ends; the credit stays within 0-100%.
  return Math.min(1, Math.max(0, 1 / (1 + Math.exp(-7.14 * (p - 0.5))) - 0.0274 + 0.0548 * p));
}

const APPROXIMATIONS = [
  'The parenting time credit formula comes from two secondary sources (one read from the DOJ Guidelines Calculator workbook, which rounds the percentage to four decimals, as done here); the rule text with the formula could not be read.',
  'The self-support reserve is $1,729 from 2026-07-01 (the DOJ workbook for the rules effective that day, as a secondary source reads it) and $1,522 before (the 2025 guideline × 1.167 of the older rule text); the dates of the yearly updates before 2026-07-01 were not found (the text current through March 2024 read $1,418).',
  'The income available for support limits the net obligation after the parenting time credit; OAR 137-050-0725(6) and the DOJ workbook limit the share before it, which differs when the credit is larger than what is left.',
  'Adjusted income is gross income less the deductions entered (OAR 137-050-0720: union dues, own health insurance, spousal support, non-joint children); whole-dollar rounding of the result is assumed.',
];

function computeOregon(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Estimate', APPROXIMATIONS[0]!)];
  const adjusted = (role: ParentRole) =>
    roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
  const income = { custodial: adjusted('custodial'), noncustodial: adjusted('noncustodial') };
  steps.push(
    money("Custodial parent's adjusted income", income.custodial, undefined, 'OAR 137-050-0720'),
    money("Noncustodial parent's adjusted income", income.noncustodial, undefined, 'OAR 137-050-0720'),
  );
  const combined = roundToCents(income.custodial + income.noncustodial);
  const ncpShare = combined === 0 ? 0 : roundToDecimals(income.noncustodial / combined, 4);
  steps.push(
    money('Combined adjusted income', combined),
    percent(
      "Noncustodial parent's percentage share",
      roundToDecimals(ncpShare * 100, 2),
      undefined,
      'OAR 137-050-0720',
    ),
  );
  // OAR 137-050-0725(5): between two income amounts of the scale, the lower one; the scale's rows are
  // "equal to or greater than" thresholds, so that is the row at or below the income.
  const reading = readSchedule(OREGON_SCALE, Math.min(combined, SCALE_TOP), c.children, 'row-below');
  const basic = reading.amount;
  steps.push(
    money(
      'Basic child support obligation',
      basic,
      `${c.children} child(ren), ${reading.description}`,
      'OAR 137-050-0725',
    ),
  );
  if (combined > SCALE_TOP)
    steps.push(
      note(
        'Above the scale',
        'Combined income above $30,000 a month uses the $30,000 amount.',
        'OAR 137-050-0725(3)',
      ),
    );

  const ncpBasic = roundToCents(basic * ncpShare);
  steps.push(
    money(
      "Noncustodial parent's share of the basic obligation",
      ncpBasic,
      `${basic} × ${(ncpShare * 100).toFixed(2)}%`,
      'OAR 137-050-0725(6)',
    ),
  );

  const addOns = prorateAddOns(c, ncpShare, 'OAR 137-050-0735, -0750');
  steps.push(...addOns.steps);

  const ncpNights = c.noncustodial.overnightsPerYear;
  // The DOJ Guidelines Calculator workbook rounds the credit percentage to four decimals (0.xxxx) first.
  const creditRate = roundToDecimals(oregonParentingTimeCredit(ncpNights), 4);
  const credit = roundToCents(basic * creditRate);
  steps.push(
    count("Noncustodial parent's overnights", wholeOvernights(c, 'noncustodial')),
    percent(
      'Parenting time credit percentage',
      roundToDecimals(creditRate * 100, 2),
      '1 / (1 + e^(−7.14 (n/365 − 0.5))) − 0.0274 + 0.0548 n/365',
      'OAR 137-050-0730',
    ),
    money('Parenting time credit', credit, `${basic} × credit %`, 'OAR 137-050-0730'),
  );
  let owes = roundToCents(ncpBasic - credit + addOns.netToNoncustodialObligation);
  steps.push(
    money(
      "Noncustodial parent's net obligation",
      owes,
      'share − parenting time credit + add-ons',
      'OAR 137-050-0710(1)(h)-(i)',
    ),
  );
  // The self-support reserve limits what the paying parent owes in the end. OAR 137-050-0725(6) and the
  // DOJ workbook cap the share before the credit instead; the order comes out the same unless the credit
  // exceeds what is left (listed among the approximations).
  const reserve = selfSupportReserveOn(c.asOf);
  const available = roundToCents(Math.max(0, income.noncustodial - reserve));
  if (owes > available) {
    owes = available;
    steps.push(
      money(
        'Limited to income available for support',
        available,
        `${income.noncustodial} − ${reserve}`,
        'OAR 137-050-0745',
      ),
    );
  }

  const equalTime = Math.abs(c.custodial.timePercent - c.noncustodial.timePercent) < 0.01;
  if (owes < 0 && !equalTime) {
    // A credit larger than the share would have the parent with most of the time paid by the other.
    steps.push(note('Credit exceeds the share', 'The parenting time credit is larger than the noncustodial parent’s share: nothing is owed.', 'OAR 137-050-0730'));
    owes = 0;
  }
  const payer: ParentRole | 'none' = owes > 0 ? 'noncustodial' : owes < 0 ? 'custodial' : 'none';
  let amount = Math.abs(owes);
  if (payer !== 'none' && amount < MINIMUM_ORDER && !equalTime && income[payer] > 0) {
    amount = MINIMUM_ORDER;
    steps.push(money('Minimum order', MINIMUM_ORDER, undefined, 'OAR 137-050-0755'));
  }
  owes = amount;
  const monthlyPayment = roundToNearestDollar(owes);
  steps.push(money('Monthly child support', monthlyPayment, 'whole dollars'));
  return {
    monthlyPayment,
    payer: monthlyPayment === 0 ? 'none' : payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: ncpBasic,
    adjustment: roundToCents(monthlyPayment - ncpBasic),
    steps,
    approximations: [],
  };
}

export const oregon = defineChildSupportRules({
  slug: 'oregon',
  versions: [
    {
      effective: { from: '2021-01-01' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'estimate',
      sources: [OAR, SCALE_RULE, SCALE_TRANSCRIPTIONS, RESERVE_AND_MINIMUM_RULES, WORKBOOK_2026, SECONDARY],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on adjusted gross income with the OAR 137-050-0725 scale (to $30,000, lower row); a continuous parenting time credit from overnights (OAR 137-050-0730), childcare and health coverage shared by income, a self-support reserve and a minimum order.',
      compute: computeOregon,
    },
  ],
  examples: [
    {
      name: 'Two children, $3,000 combined (a scale row), no overnights with the noncustodial parent',
      kind: 'derived',
      source:
        'derived from OAR 137-050-0725 with the scale row from $2,951 (two children $808), which $3,000 reads',
      input: {
        state: 'oregon',
        custodialParentIncome: 1000,
        nonCustodialParentIncome: 2000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 271, payer: 'noncustodial' },
      note: 'Share 66.67%; 808 × 66.67% = 538.69, limited to income available 2,000 − 1,729 (the reserve from 2026-07-01) = 271; no overnights, no credit.',
    },
    {
      name: 'DOJ calculator case: one child, $2,500 and $1,800, 305/60 overnights (minimum order)',
      kind: 'secondary',
      source:
        'the Oregon DOJ Guidelines Calculator workbook (rules effective 2026-07-01) as run by JJWren/FairShare, case "low-income-minimum-order" of src/FairShare.Tests/Domain/Golden/or-worksheet-golden.json (read 2026-11-26): scale $732, credit 6.51% = $47.65, available $71, net $23.35, minimum order $100',
      input: {
        state: 'oregon',
        custodialParentIncome: 2500,
        nonCustodialParentIncome: 1800,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 83.56,
        nonCustodialParentTime: 16.44,
        custodialParentOvernights: 305,
        nonCustodialParentOvernights: 60,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 100, payer: 'noncustodial' },
      note: 'Combined 4,300 reads the $4,251 row: 732 for one child. Share 41.86% = 306.42; credit at 60 nights 0.0651 × 732 = 47.65. The workbook limits the share to 1,800 − 1,729 = 71 first (71 − 47.65 = 23.35); here 306.42 − 47.65 = 258.77 is limited to 71. Either way below $100: the minimum order, $100.',
    },
    {
      name: 'DOJ calculator case: two children, $4,000 each, equal time',
      kind: 'secondary',
      source:
        'the Oregon DOJ Guidelines Calculator workbook (rules effective 2026-07-01) as run by JJWren/FairShare, case "equal-5050-tie" of src/FairShare.Tests/Domain/Golden/or-worksheet-golden.json (read 2026-11-26): scale $1,363, each share $681.50, each credit 50%, nothing owed',
      input: {
        state: 'oregon',
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 0, payer: 'none' },
      note: 'Combined 8,000 reads the $7,951 row: 1,363. Each share 681.50; at 182.5 nights each credit is 50%, 681.50; net 0, and the minimum order does not apply at exactly equal time (OAR 137-050-0755(2)(a)).',
    },
  ],
});
