import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { crossCreditOffset } from '../models/shared-care.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { VIRGINIA_SCHEDULE_ANCHORS } from './data/virginia-schedule-anchors.js';

const STATUTE: Source = {
  title: 'Code of Virginia § 20-108.2 (child support guideline), as amended by SB 805 (2025 Acts ch. 702)',
  section: '§ 20-108.2(B) schedule, (G)(1) sole custody, (G)(3) shared custody',
  url: 'https://law.lis.virginia.gov/vacode/title20/chapter6/section20-108.2/',
  lastChecked: '2026-11-21',
};
const ANCHORS_SOURCE: Source = {
  title: 'Schedule anchor rows transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/virginia_schedule.json (90 of the statute\'s 844 rows)',
};

assertScheduleShape('Virginia § 20-108.2(B) anchors', VIRGINIA_SCHEDULE_ANCHORS);

const TOP_OF_SCHEDULE = 42500;
/** Above $42,500: the top row plus these percentages of the excess (1-6 children), as the secondary source gives them. */
const ABOVE_SCHEDULE_RATES = [0.026, 0.034, 0.038, 0.042, 0.046, 0.05] as const;
/** § 20-108.2(G)(3): shared custody when each parent has the children more than 90 days a year. */
const SHARED_CUSTODY_MIN_DAYS = 91;
/** § 20-108.2(G)(3)(a): the basic obligation is multiplied by 1.4 for shared custody. */
const SHARED_CUSTODY_MULTIPLIER = 1.4;

const APPROXIMATIONS = [
  "The basic obligation is interpolated between 90 anchor rows of the 2025 schedule taken from a secondary transcription (not the statute's full 844-row table, not cross-checked), so it can differ from the statute by a few dollars.",
  'Custody days are counted as overnights; § 20-108.2(G)(3) counts 24-hour periods and half days for shorter overnights.',
  'The statutory minimum order and the low-income exemptions of § 20-108.2(B) are not applied; above $42,500 the percentages of the excess come from the same secondary source.',
];

function basicObligation(combined: number, children: number): { amount: number; step: Step } {
  const reading = readSchedule(VIRGINIA_SCHEDULE_ANCHORS, combined, children, 'interpolate');
  if (!reading.aboveTable) {
    return {
      amount: reading.amount,
      step: money('Basic child support obligation (schedule, interpolated)', reading.amount, reading.description, '§ 20-108.2(B)'),
    };
  }
  const rate = ABOVE_SCHEDULE_RATES[Math.min(children, ABOVE_SCHEDULE_RATES.length) - 1]!;
  const amount = roundToCents(reading.amount + (combined - TOP_OF_SCHEDULE) * rate);
  return {
    amount,
    step: money('Basic child support obligation (above the schedule)', amount, `${reading.amount} + (${combined} − ${TOP_OF_SCHEDULE}) × ${(rate * 100).toFixed(1)}%`, '§ 20-108.2(B)'),
  };
}

function daysOf(c: ChildSupportCase, role: ParentRole): number {
  return c.overnightsGiven ? c[role].overnightsPerYear : Math.round(c[role].overnightsPerYear);
}

function computeVirginia(c: ChildSupportCase): GuidelineOutcome {
  // § 20-108.2(C): gross income less spousal support paid and support for other children.
  const cpIncome = roundToCents(Math.max(0, c.custodial.monthlyIncome - c.custodial.monthlyDeductions));
  const ncpIncome = roundToCents(Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions));
  const combined = roundToCents(cpIncome + ncpIncome);
  const ncpShare = combined === 0 ? 0.5 : roundToDecimals(ncpIncome / combined, 4);
  const cpShare = roundToDecimals(1 - ncpShare, 4);
  const steps: Step[] = [
    note('Estimate', APPROXIMATIONS[0]!),
    money('Gross income less deductions (custodial parent)', cpIncome, undefined, '§ 20-108.2(C)'),
    money('Gross income less deductions (noncustodial parent)', ncpIncome, undefined, '§ 20-108.2(C)'),
    money('Combined monthly gross income', combined),
    percent("Noncustodial parent's income share", roundToDecimals(ncpShare * 100, 2)),
  ];
  const basic = basicObligation(combined, c.children);
  steps.push(basic.step);
  const soleShare = roundToCents(basic.amount * ncpShare);
  const cpDays = daysOf(c, 'custodial');
  const ncpDays = daysOf(c, 'noncustodial');
  const shared = Math.min(cpDays, ncpDays) >= SHARED_CUSTODY_MIN_DAYS;

  let ncpOwes: number;
  if (!shared) {
    steps.push(
      note('Custody', 'Sole custody: one parent has the children 90 days a year or fewer.', '§ 20-108.2(G)(1)'),
      money("Noncustodial parent's share of the basic obligation", soleShare, `${basic.amount} × ${(ncpShare * 100).toFixed(2)}%`, '§ 20-108.2(G)(1)'),
    );
    ncpOwes = soleShare;
  } else {
    const total = cpDays + ncpDays;
    const cross = crossCreditOffset({
      basicObligation: basic.amount,
      multiplier: SHARED_CUSTODY_MULTIPLIER,
      custodialIncomeShare: cpShare,
      noncustodialIncomeShare: ncpShare,
      custodialTimeShare: cpDays / total,
      noncustodialTimeShare: ncpDays / total,
      source: '§ 20-108.2(G)(3)',
    });
    steps.push(
      note('Custody', 'Shared custody: each parent has the children more than 90 days a year.', '§ 20-108.2(G)(3)'),
      count('Days with the custodial parent', cpDays),
      count('Days with the noncustodial parent', ncpDays),
      ...cross.steps,
    );
    ncpOwes = cross.noncustodialOwes;
  }
  const addOns = prorateAddOns(c, ncpShare, '§ 20-108.2(F), (G)');
  steps.push(...addOns.steps);
  ncpOwes = roundToCents(ncpOwes + addOns.netToNoncustodialObligation);

  if (shared) {
    // § 20-108.2(G)(3): shared custody never costs the payer more than the sole-custody calculation.
    const soleWithAddOns = roundToCents(soleShare + addOns.netToNoncustodialObligation);
    if (ncpOwes > 0 && soleWithAddOns >= 0 && ncpOwes > soleWithAddOns) {
      steps.push(money('Lesser of shared and sole custody support', soleWithAddOns, `min(${ncpOwes}, ${soleWithAddOns})`, '§ 20-108.2(G)(3)'));
      ncpOwes = soleWithAddOns;
    }
  }
  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(money('Estimated monthly child support', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: soleShare,
    adjustment: roundToCents(monthlyPayment - soleShare),
    steps,
    approximations: [],
  };
}

export const virginia = defineChildSupportRules({
  slug: 'virginia',
  versions: [
    {
      effective: { from: '2025-07-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [STATUTE, ANCHORS_SOURCE],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on gross income with the 2025 schedule (to $42,500, interpolated between rows); shared custody when each parent has more than 90 days: basic × 1.4, cross-multiplied by the other parent\'s days, never more than sole-custody support.',
      compute: computeVirginia,
    },
  ],
  examples: [
    {
      name: 'Sole custody, two children, $7,000 combined (anchor row)',
      kind: 'derived',
      source: 'derived from Va. Code § 20-108.2(B), (G)(1) with the $7,000 row (two children $1,600) of the secondary transcription',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'virginia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 914.24, payer: 'noncustodial' },
      note: '1,600 × 57.14% = $914.24.',
    },
  ],
});
