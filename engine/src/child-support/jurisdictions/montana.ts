import { count, money, note } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { melsonObligations, melsonTransfer, type MelsonParameters } from '../models/melson.js';
import { netIncomeOf } from '../models/parent-income.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';

const ARM_GUIDELINES: Source = {
  title: 'Administrative Rules of Montana 37.62.101-37.62.148, Child Support Guidelines',
  section:
    'ARM 37.62.114 personal allowance, 37.62.118 parental share, 37.62.121-.123 primary allowance and supplements, 37.62.126 minimum support, 37.62.134 parenting days',
  url: 'https://rules.mt.gov/gateway/RuleNo.asp?RN=37.62.126',
  lastChecked: '2026-11-21',
};

/**
 * ARM 37.62.114: the personal allowance is 130% of the federal poverty guideline for one person;
 * $20,345 a year with the 2025 guideline ($15,650 × 1.3, rounded).
 */
const PERSONAL_ALLOWANCE_ANNUAL = 20_345;
/** Primary child support allowance as a share of the personal allowance, 1-6 children (as reported: 30%, +20%, +20%, then +10% each). */
const PRIMARY_SHARES = [0.3, 0.5, 0.7, 0.8, 0.9, 1.0] as const;
/** SOLA factors as reported (the five-child factor is not published in the table seen; 0.35 lies between 0.31 and 0.39). */
const SOLA_FACTORS = [0.14, 0.21, 0.27, 0.31, 0.35, 0.39] as const;
/** ARM 37.62.126(1)(b): above the personal allowance the minimum contribution is 12% of income after deductions. */
const MINIMUM_CONTRIBUTION_RATE = 0.12;
/** ARM 37.62.134: the parenting-days adjustment applies from 110 days a year with the other parent. */
const PARENTING_DAYS_THRESHOLD = 110;

const MONTANA: MelsonParameters = {
  selfSupportAllowance: roundToCents(PERSONAL_ALLOWANCE_ANNUAL / 12),
  primaryAllowance: (children) =>
    roundToCents((PERSONAL_ALLOWANCE_ANNUAL * PRIMARY_SHARES[children - 1]!) / 12),
  solaRate: (children) => SOLA_FACTORS[children - 1]!,
  source: 'ARM 37.62.114-.128 (figures as reported)',
};

const APPROXIMATIONS = [
  'The personal allowance ($20,345 a year), the primary allowance (30% of it for one child, 50% for two, 70%, 80%, 90%, 100%) and the SOLA factors (14%, 21%, 27%, 31%, 35%, 39%) come from secondary sources and the annual tables were not checked; the five-child SOLA factor is interpolated.',
  'Worked monthly (annual figures ÷ 12) where the Montana worksheet works in annual amounts; not modelled: the minimum-contribution table below the personal allowance, long-distance parenting and the parenting-days reallocation above 110 days.',
];

function computeMontana(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const netOf = (role: ParentRole) => {
    const r = netIncomeOf(c, role, {
      state: 'montana',
      label: 'monthly income after deductions',
    });
    steps.push(...r.steps);
    if (r.estimated && !approximations.some((a) => a.startsWith('Income after deductions'))) {
      approximations.push(
        'Income after deductions was estimated from gross income with standard federal, FICA and Montana tax; ARM 37.62.110 deducts the actual taxes.',
      );
    }
    const deductions = roundToCents(c[role].monthlyDeductions);
    if (deductions > 0)
      steps.push(
        money(`Other allowable deductions (${role} parent)`, deductions, undefined, 'ARM 37.62.110'),
      );
    return roundToCents(Math.max(0, r.net - deductions));
  };
  const net = { custodial: netOf('custodial'), noncustodial: netOf('noncustodial') };
  const melson = melsonObligations(c, net, MONTANA);
  steps.push(...melson.steps);

  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  const obligor: ParentRole = cpNights < ncpNights ? 'custodial' : 'noncustodial';
  const own = obligor === 'noncustodial' ? melson.noncustodial : melson.custodial;
  let obligation = own.total;
  if (net[obligor] > MONTANA.selfSupportAllowance) {
    const minimum = roundToCents(net[obligor] * MINIMUM_CONTRIBUTION_RATE);
    steps.push(
      money(
        'Minimum contribution (12% of income after deductions)',
        minimum,
        `${net[obligor]} × 12%`,
        'ARM 37.62.126(1)(b)',
      ),
    );
    if (minimum > obligation) {
      obligation = minimum;
      steps.push(
        note(
          'Minimum applies',
          'The calculated obligation is below 12% of income after deductions; the minimum contribution is used.',
          'ARM 37.62.126(1)',
        ),
      );
    }
  } else if (net[obligor] > 0) {
    const text =
      'The obligor’s income after deductions is at or below the personal allowance: ARM 37.62.126(3) sets a minimum contribution from its income-ratio table, which is not applied here.';
    approximations.push(text);
    steps.push(note('Income at or below the personal allowance', text, 'ARM 37.62.126(1)(a)'));
  }
  // The obligor is credited with the childcare and insurance the obligor pays (ARM 37.62.123(3)).
  const credit = roundToCents(own.total - melsonTransfer(c, obligor, melson));
  const owed = roundToCents(Math.max(0, obligation - credit));
  if (credit > 0)
    steps.push(money('Credit for supplements the obligor pays', credit, undefined, 'ARM 37.62.123(3)'));
  const obligorNights = Math.min(cpNights, ncpNights);
  steps.push(count('Days with the obligor', obligorNights));
  if (obligorNights > PARENTING_DAYS_THRESHOLD) {
    const text =
      'The obligor has the children more than 110 days a year: ARM 37.62.134 reallocates support by parenting days, which is not applied here.';
    approximations.push(text);
    steps.push(note('Parenting days', text, 'ARM 37.62.134'));
  }
  const monthlyPayment = owed;
  const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : obligor;
  steps.push(money('Monthly transfer payment', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(net.custodial + net.noncustodial),
    nonCustodialPercentage: roundToDecimals(melson.noncustodial.share * 100, 2),
    baseAmount: own.total,
    adjustment: roundToCents(monthlyPayment - own.total),
    steps,
    approximations,
  };
}

const sample = {
  custodyArrangement: 'primary',
  state: 'montana',
  asOf: '2026-11-01',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

export const montana = defineChildSupportRules({
  slug: 'montana',
  versions: [
    {
      effective: { from: '2025-02-01' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [ARM_GUIDELINES],
      approximations: APPROXIMATIONS,
      summary:
        'Melson formula on income after deductions: each parent keeps a personal allowance (130% of the poverty guideline), the primary child support allowance and supplements are shared by income above it, then a standard-of-living factor of what remains; a 12% minimum contribution; parenting-days adjustment above 110 days (flagged).',
      compute: computeMontana,
    },
  ],
  examples: [
    {
      name: 'Income after deductions $3,000 and $5,000 a month, one child',
      kind: 'derived',
      source: 'derived from ARM 37.62.114-.128 (Melson steps) with the figures as reported',
      input: { ...sample, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 },
      expected: { monthlyPayment: 776.27, payer: 'noncustodial' },
      note: 'Allowance 20,345 ÷ 12 = 1,695.42; above it 1,304.58 and 3,304.58 (share 71.70%); primary 20,345 × 30% ÷ 12 = 508.63 × 71.70% = 364.69; SOLA (3,304.58 − 364.69) × 14% = 411.58; total 776.27 (above the 12% minimum, 600).',
    },
  ],
});
