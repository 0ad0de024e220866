import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { percentOf, roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome } from '../types.js';
import { OHIO_SCHEDULE_ANCHORS } from './data/ohio-schedule.js';

const SCHEDULE_STATUTE: Source = {
  title: 'Ohio Revised Code 3119.021, Basic child support schedule',
  section: 'R.C. 3119.021(A)-(B): annual combined income, $600 rows from $8,400, six columns',
  url: 'https://codes.ohio.gov/ohio-revised-code/section-3119.021',
  lastChecked: '2026-11-21',
};
const PARENTING_TIME: Source = {
  title: 'Ohio Revised Code 3119.051, Parenting time adjustment',
  section: 'R.C. 3119.051: 10% reduction at 90 or more overnights a year',
  url: 'https://codes.ohio.gov/ohio-revised-code/section-3119.051',
  lastChecked: '2026-11-21',
};
const SCHEDULE_RULE: Source = {
  title: 'Ohio Adm.Code 5101:12-1-17, Ohio child support guideline (JFS 07767 schedule, JFS 07768 worksheet)',
  section: '5101:12-1-17(A)',
  url: 'https://emanuals.jfs.ohio.gov/ChildSupport/CSPM/Chapter01/5101-12-1-17.stm',
  lastChecked: '2026-11-21',
};

assertScheduleShape('Ohio JFS 07767 anchor rows', OHIO_SCHEDULE_ANCHORS);

const MONTHS_PER_YEAR = 12;
/** R.C. 3119.051: 90 or more court-ordered overnights a year earn a 10% reduction of the annual obligation. */
const PARENTING_TIME_OVERNIGHTS = 90;
const PARENTING_TIME_REDUCTION = 0.1;
const TOP_OF_SCHEDULE = OHIO_SCHEDULE_ANCHORS.incomes[OHIO_SCHEDULE_ANCHORS.incomes.length - 1]!;

const VERSION_APPROXIMATIONS = [
  "Ohio's JFS 07767 schedule could not be obtained: the basic obligation is interpolated between 98 of its rows as transcribed by a secondary source (the official schedule has a row every $600).",
  "Each parent's obligation is taken as the lower of their income share of the combined obligation and the schedule amount at their own income (the worksheet's self-sufficiency step as a secondary source describes it).",
  'Child care is shared by income without the worksheet’s tax-credit and cost-cap steps, and cash medical support is not computed.',
];

function scheduleAmount(annualIncome: number, children: number): number {
  return readSchedule(OHIO_SCHEDULE_ANCHORS, annualIncome, Math.min(children, 6), 'interpolate').amount;
}

function ohioCompute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Estimate', VERSION_APPROXIMATIONS[0]!)];
  const approximations: string[] = [];
  const options = { stateBasis: 'gross', state: 'ohio', deductionSource: 'JFS 07768 adjustments to income' } as const;
  const incomes = guidelineIncomes(c, { ...options, labels: { custodial: 'Custodial parent', noncustodial: 'Noncustodial parent' } });
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);

  // R.C. 3119.021: the schedule runs on annual income; monthly figures are multiplied by 12.
  const cpAnnual = roundToCents(incomes.custodial * MONTHS_PER_YEAR);
  const ncpAnnual = roundToCents(incomes.noncustodial * MONTHS_PER_YEAR);
  const combined = roundToCents(cpAnnual + ncpAnnual);
  const ncpPct = percentOf(ncpAnnual, combined, 2);
  steps.push(
    money("Custodial parent's annual income", cpAnnual, `${incomes.custodial} × 12`, 'R.C. 3119.021'),
    money("Noncustodial parent's annual income", ncpAnnual, `${incomes.noncustodial} × 12`, 'R.C. 3119.021'),
    money('Combined annual income', combined),
    percent("Noncustodial parent's share of combined income", ncpPct),
    count('Children', c.children),
  );

  const combinedObligation = scheduleAmount(combined, c.children);
  steps.push(
    money('Basic combined child support obligation (annual, interpolated)', combinedObligation, `schedule at ${combined}`, 'JFS 07767'),
  );
  if (combined > TOP_OF_SCHEDULE) {
    const gap = `Combined income is above the schedule's top row ($${TOP_OF_SCHEDULE}); the court sets support case by case (R.C. 3119.04(B)) and the top row is used here.`;
    approximations.push(gap);
    steps.push(note('Above the schedule', gap));
  }
  const byShare = roundToCents(combinedObligation * (ncpPct / 100));
  const ownIncome = scheduleAmount(ncpAnnual, c.children);
  const annualObligation = Math.min(byShare, ownIncome);
  steps.push(
    money("Noncustodial parent's share of the combined obligation", byShare, `${combinedObligation} × ${ncpPct}%`),
    money('Schedule amount at the noncustodial parent’s own income', ownIncome, `schedule at ${ncpAnnual}`),
    money('Annual obligation (the lower of the two)', annualObligation),
  );

  let adjusted = annualObligation;
  const overnights = c.noncustodial.overnightsPerYear;
  if (overnights >= PARENTING_TIME_OVERNIGHTS) {
    const reduction = roundToCents(annualObligation * PARENTING_TIME_REDUCTION);
    adjusted = roundToCents(annualObligation - reduction);
    steps.push(
      count('Overnights with the noncustodial parent', roundToCents(overnights)),
      money('Parenting time adjustment (10%)', -reduction, `${annualObligation} × 10%`, 'R.C. 3119.051'),
    );
  }
  // The worksheet is annual; the monthly order is the annual amount divided by 12.
  const baseAmount = roundToCents(adjusted / MONTHS_PER_YEAR);
  steps.push(money('Monthly child support (annual ÷ 12)', baseAmount, `${adjusted} ÷ 12`));

  const addOns = prorateAddOns(c, ncpPct / 100, 'R.C. 3119.022 (child care, health insurance)');
  steps.push(...addOns.steps);
  const noncustodialOwes = roundToCents(baseAmount + addOns.netToNoncustodialObligation);
  const payer = noncustodialOwes > 0 ? 'noncustodial' : noncustodialOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(noncustodialOwes);
  steps.push(money('Estimated monthly support', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(incomes.custodial + incomes.noncustodial),
    nonCustodialPercentage: ncpPct,
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

const ohioVersion: ChildSupportRuleVersion = {
  effective: { from: '2024-03-01' },
  model: 'income-shares',
  incomeBasis: 'gross',
  confidence: 'estimate',
  sources: [SCHEDULE_STATUTE, PARENTING_TIME, SCHEDULE_RULE],
  approximations: VERSION_APPROXIMATIONS,
  summary:
    'Income shares on annual gross income (R.C. 3119.021), divided by 12 for a monthly order, with the 10% reduction at 90 or more overnights (R.C. 3119.051). Estimate: the JFS 07767 schedule is interpolated between secondary-source rows.',
  compute: ohioCompute,
};

export const ohio = defineChildSupportRules({
  slug: 'ohio',
  versions: [ohioVersion],
  examples: [
    {
      name: 'Two children, $2,500 and $5,000 gross a month, 73 overnights',
      source: 'derived from R.C. 3119.021 and 3119.051 with the JFS 07767 rows of the secondary transcription (data/ohio-schedule.ts)',
      kind: 'derived',
      input: {
        custodialParentIncome: 2500,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'ohio',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1042.83, payer: 'noncustodial' },
      note: 'Annual 30,000 + 60,000 = 90,000 (a schedule row: 18,770 for two children). Share 66.67%: 12,513.96. Schedule at 60,000 alone: 12,926. Lower: 12,513.96. 73 overnights: no reduction. ÷ 12 = 1,042.83.',
    },
  ],
});
