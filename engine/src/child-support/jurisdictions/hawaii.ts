import { count, money, note } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { melsonObligations, melsonTransfer, type MelsonParameters } from '../models/melson.js';
import { netIncomeOf } from '../models/parent-income.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';

const GUIDELINES_2024: Source = {
  title: 'Hawaii Child Support Guidelines (2024), adopted by the Family Court under HRS § 576D-7',
  section:
    'Child Support Guidelines Worksheet: net income, self-support reserve, primary child support need, SOLA, minimum order',
  url: 'https://www.courts.state.hi.us/self-help/child_support/child_support',
};

const SECONDARY_2024: Source = {
  title: 'Secondary summaries of the 2024 Hawaii Child Support Guidelines (effective 2024-04-01)',
  section:
    'divorceai.com/blog/hawaii-child-support-calculations (self-support reserve $1,693, $455 a child, SOLA 10% a child up to 30%, minimum $91 a child); a public GitHub multi-state calculator (calcHawaiiMelson) giving the same four figures; child-support.com worksheet walk-through (net income and SOLA income read from the Table of Incomes)',
  url: 'https://divorceai.com/blog/hawaii-child-support-calculations',
};

/**
 * The 2024 figures. Two independent secondary sources agree on all four (see SECONDARY_2024); the
 * Family Court's 2024 guidelines and worksheet themselves were not among the stored pages (searched
 * 2026-11-21 for the guidelines, the Table of Incomes and the worksheet instructions; only the 2004
 * instructions and third-party summaries were found).
 */
const HAWAII_2024: MelsonParameters = {
  selfSupportAllowance: 1693,
  primaryAllowance: (children) => 455 * children,
  solaRate: (children) => Math.min(0.1 * children, 0.3),
  source: 'Hawaii Child Support Guidelines (2024), as reported',
};
/** Minimum order per child, monthly (as reported). */
const MINIMUM_PER_CHILD = 91;
/**
 * The Extensive Time-Sharing Worksheet's lines 22-29 are completed "IF BOTH PARENTS HAVE MORE THAN 143
 * OVERNIGHTS PER YEAR" (the form's own words, see ETS_WORKSHEET): 144 or more with each parent.
 */
const EXTENSIVE_TIME_SHARING_NIGHTS = 143;

const ETS_WORKSHEET: Source = {
  title:
    'Family Court of Hawai‘i, Extensive Time-Sharing Worksheet (attachment to the Child Support Guidelines Worksheet), form last updated 2022-07-01, as reproduced by formsworkflow.com (one secondary copy; lines 18-25 readable)',
  section:
    'Lines 18-21 equal time-sharing calculation (each parent’s CSGW line 17 × 6 months, the difference ÷ 12, to the nearest dollar); lines 22-29 “if both parents have more than 143 overnights per year”',
  url: 'http://www.formsworkflow.com/form/details/198041-hawaii-extensive-time-sharing-worksheet',
  lastChecked: '2026-11-27',
};

const ETS_THRESHOLD_SECONDARY: Source = {
  title: 'Custody X Change, "Hawai‘i Parenting Time Schedules" (secondary; agrees with the form on the threshold)',
  section: 'Reduced child support when the noncustodial parent has more than 143 overnights a year; truly equal time reaches the equal time-sharing reduction',
  url: 'http://www.custodyxchange.com/hawaii/visitation-schedule.php',
  lastChecked: '2026-11-27',
};

const APPROXIMATIONS = [
  'The 2024 figures (self-support reserve $1,693 a month; primary child support need $455 a child plus child care and health insurance; SOLA 10% a child up to 30%; minimum $91 a child) come from two secondary sources that agree; the Family Court’s published 2024 guidelines were not read.',
  'Hawaii reads each parent’s net income (after taxes and the self-support reserve) and a separate SOLA income from its Table of Incomes by gross income; here the income entered as net (after taxes, or estimated from gross with standard taxes) less the self-support reserve stands in for both, so SOLA is taken on the same income as the primary share.',
  'Not modelled: the Extensive Time-Sharing Worksheet when both parents have more than 143 overnights a year (flagged: only its lines 18-25 were read, in one secondary copy of the 2022 form, and not the 2024 guidelines’ instructions for it) and any exceptional-circumstances deviation.',
];

function computeHawaii(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const netOf = (role: ParentRole) => {
    const r = netIncomeOf(c, role, {
      state: 'hawaii',
      label: 'monthly net income',
    });
    steps.push(...r.steps);
    if (r.estimated && !approximations.some((a) => a.startsWith('Net income'))) {
      approximations.push(
        'Net income was estimated from gross income with standard federal, FICA and Hawaii tax instead of the guidelines’ Table of Incomes.',
      );
    }
    const deductions = roundToCents(c[role].monthlyDeductions);
    if (deductions > 0) steps.push(money(`Deductions entered (${role} parent)`, deductions));
    return roundToCents(Math.max(0, r.net - deductions));
  };
  const net = { custodial: netOf('custodial'), noncustodial: netOf('noncustodial') };
  const melson = melsonObligations(c, net, HAWAII_2024);
  steps.push(...melson.steps);

  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  const obligor: ParentRole = cpNights < ncpNights ? 'custodial' : 'noncustodial';
  let owed = melsonTransfer(c, obligor, melson);
  steps.push(
    money("Obligor's support after the bills the obligor pays directly", owed, undefined, HAWAII_2024.source),
  );
  const minimum = MINIMUM_PER_CHILD * c.children;
  if (net[obligor] > 0 && owed < minimum) {
    owed = minimum;
    steps.push(money('Minimum order', minimum, `${MINIMUM_PER_CHILD} × ${c.children}`, HAWAII_2024.source));
  }
  const obligorNights = Math.min(cpNights, ncpNights);
  steps.push(count('Overnights with the obligor', obligorNights));
  if (obligorNights > EXTENSIVE_TIME_SHARING_NIGHTS) {
    const text =
      'Both parents have more than 143 overnights a year: Hawaii’s Extensive Time-Sharing Worksheet (equal and extensive time-sharing calculations) applies and is not applied here; the amount shown is the standard worksheet’s.';
    approximations.push(text);
    steps.push(note('Extensive time-sharing', text, 'Extensive Time-Sharing Worksheet, lines 22-29'));
  }
  const monthlyPayment = roundToCents(Math.max(0, owed));
  const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : obligor;
  steps.push(money('Monthly child support', monthlyPayment));
  const base = obligor === 'noncustodial' ? melson.noncustodial.total : melson.custodial.total;
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(net.custodial + net.noncustodial),
    nonCustodialPercentage: roundToDecimals(melson.noncustodial.share * 100, 2),
    baseAmount: base,
    adjustment: roundToCents(monthlyPayment - base),
    steps,
    approximations,
  };
}

const sample = {
  custodyArrangement: 'primary',
  state: 'hawaii',
  asOf: '2026-11-01',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

export const hawaii = defineChildSupportRules({
  slug: 'hawaii',
  versions: [
    {
      effective: { from: '2024-04-01' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [GUIDELINES_2024, SECONDARY_2024, ETS_WORKSHEET, ETS_THRESHOLD_SECONDARY],
      approximations: APPROXIMATIONS,
      summary:
        'Melson-type guideline on net income: each parent keeps a self-support reserve, the primary child support need (per-child amount, childcare, health insurance) is shared by income above the reserve, then a standard-of-living percentage (10% a child, at most 30%) of what remains; a minimum order per child.',
      compute: computeHawaii,
    },
  ],
  examples: [
    {
      name: 'Net incomes $3,000 and $5,000, two children',
      kind: 'derived',
      source:
        'derived from the Hawaii Child Support Guidelines worksheet steps (Melson) with the 2024 figures as reported by two secondary sources',
      input: { ...sample, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 },
      expected: { monthlyPayment: 1183.16, payer: 'noncustodial' },
      note: 'Income above the reserve 1,307 and 3,307 (share 71.67%); need 2 × 455 = 910 × 71.67% = 652.20; SOLA (3,307 − 652.20) × 20% = 530.96; total 652.20 + 530.96 = 1,183.16.',
    },
  ],
});
