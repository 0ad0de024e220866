import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { percentOf, roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome } from '../types.js';
import { PENNSYLVANIA_2026_SCHEDULE_ANCHORS } from './data/pennsylvania-schedule.js';

const SCHEDULE: Source = {
  title: 'Pennsylvania Rules of Civil Procedure 1910.16-3, Support Guidelines. Basic Child Support Schedule (amended for 2026-01-01)',
  section: 'Pa.R.C.P. 1910.16-3',
  url: 'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/231/chapter1910/s1910.16-3.html',
  lastChecked: '2026-11-21',
};
const GUIDELINES: Source = {
  title: 'Pennsylvania Rules of Civil Procedure 1910.16-1 to 1910.16-7 (support guidelines)',
  section: 'Pa.R.C.P. 1910.16-2 (net income), 1910.16-4 (worksheet, shared custody), 1910.16-6 (additional expenses)',
  url: 'https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/231/chapter1910/s1910.16-4.html',
  lastChecked: '2026-11-21',
};

assertScheduleShape('Pennsylvania 1910.16-3 anchor rows', PENNSYLVANIA_2026_SCHEDULE_ANCHORS);

const TOP_OF_SCHEDULE = 30000;
/** Pa.R.C.P. 1910.16-4(c): the shared custody adjustment starts when the obligor has 40% of overnights. */
const SHARED_CUSTODY_PERCENT = 40;
const SHARED_CUSTODY_BASE_PERCENT = 30;

const VERSION_APPROXIMATIONS = [
  'The 2026 Basic Child Support Schedule (Pa.R.C.P. 1910.16-3) could not be obtained: the basic obligation is interpolated between 58 of its rows as transcribed by a secondary source (the official schedule has a row every $50).',
  "The low-income step takes the lower of the obligor's income share of the combined obligation and the schedule amount at the obligor's income alone, as a secondary source describes Pa.R.C.P. 1910.16-2(e); the self-support reserve's discretion is not modelled.",
  "At 40% or more of overnights the obligor's income share is reduced by the points above 30% (the shared custody formula as published before the 2022 amendments; the current text was not seen).",
  'Child care is shared by income without the federal child care tax credit step of Pa.R.C.P. 1910.16-6.',
];

/**
 * Pa.R.C.P. 1910.16-4(c) as published in 33 Pa.B. 6016 (2003): at 40% or more of overnights the
 * obligor's percentage share of the combined obligation drops by the points of time above 30%
 * (68% becomes 58% at 40%, 53% at 45%, 48% at equal time in the rule's own example).
 */
export function sharedCustodyPercentage(obligorPercent: number, obligorTimePercent: number): number {
  if (obligorTimePercent < SHARED_CUSTODY_PERCENT) return obligorPercent;
  return roundToDecimals(Math.max(0, obligorPercent - (obligorTimePercent - SHARED_CUSTODY_BASE_PERCENT)), 2);
}

function schedule(income: number, children: number): number {
  return readSchedule(PENNSYLVANIA_2026_SCHEDULE_ANCHORS, income, Math.min(children, 6), 'interpolate').amount;
}

function pennsylvania2026Compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Estimate', VERSION_APPROXIMATIONS[0]!)];
  const approximations: string[] = [];
  const options = { stateBasis: 'net', state: 'pennsylvania', deductionSource: 'Pa.R.C.P. 1910.16-2(c)' } as const;
  const incomes = guidelineIncomes(c, {
    ...options,
    labels: { custodial: 'Obligee (custodial parent)', noncustodial: 'Obligor (noncustodial parent)' },
  });
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);

  const combined = roundToCents(incomes.custodial + incomes.noncustodial);
  const obligorPct = percentOf(incomes.noncustodial, combined, 2);
  steps.push(
    money('Combined monthly net income', combined, undefined, 'Pa.R.C.P. 1910.16-4(a)'),
    percent("Obligor's percentage of combined income", obligorPct, undefined, 'Pa.R.C.P. 1910.16-4(a)'),
    count('Children', c.children),
  );

  const basic = schedule(combined, c.children);
  steps.push(money('Basic child support obligation (interpolated)', basic, `schedule at ${combined}`, 'Pa.R.C.P. 1910.16-3'));
  if (combined > TOP_OF_SCHEDULE) {
    const gap = `Combined net income is above $${TOP_OF_SCHEDULE}: Pa.R.C.P. 1910.16-3.1's formula applies, whose current figures were not seen; the top row is used here.`;
    approximations.push(gap);
    steps.push(note('Above the schedule', gap));
  }

  let sharePct = obligorPct;
  const obligorTimePct = roundToDecimals(c.noncustodial.timePercent, 2);
  if (obligorTimePct >= SHARED_CUSTODY_PERCENT) {
    sharePct = sharedCustodyPercentage(obligorPct, obligorTimePct);
    steps.push(
      percent("Obligor's share of overnights", obligorTimePct, undefined, 'Pa.R.C.P. 1910.16-4(c)'),
      percent(
        "Obligor's adjusted percentage (shared custody)",
        sharePct,
        `${obligorPct} − (${obligorTimePct} − ${SHARED_CUSTODY_BASE_PERCENT})`,
        'Pa.R.C.P. 1910.16-4(c)',
      ),
    );
  }
  const byShare = roundToCents(basic * (sharePct / 100));
  const ownIncome = schedule(incomes.noncustodial, c.children);
  const baseAmount = roundToCents(Math.min(byShare, ownIncome));
  steps.push(
    money("Obligor's share of the basic obligation", byShare, `${basic} × ${sharePct}%`, 'Pa.R.C.P. 1910.16-4(a)'),
    money("Schedule amount at the obligor's income alone", ownIncome, `schedule at ${incomes.noncustodial}`, 'Pa.R.C.P. 1910.16-2(e)'),
    money('Basic support (the lower of the two)', baseAmount),
  );

  const addOns = prorateAddOns(c, obligorPct / 100, 'Pa.R.C.P. 1910.16-6');
  steps.push(...addOns.steps);
  const owes = roundToCents(baseAmount + addOns.netToNoncustodialObligation);
  const payer = owes > 0 ? 'noncustodial' : owes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(owes);
  steps.push(money('Estimated monthly support', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: obligorPct,
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

const pennsylvania2026: ChildSupportRuleVersion = {
  effective: { from: '2026-01-01' },
  model: 'income-shares',
  incomeBasis: 'net',
  confidence: 'estimate',
  sources: [SCHEDULE, GUIDELINES],
  approximations: VERSION_APPROXIMATIONS,
  summary:
    "Income shares on monthly net income (Pa.R.C.P. 1910.16-2 to -4) with the shared custody adjustment at 40% of overnights. Estimate: the 2026 schedule is interpolated between secondary-source rows and the shared custody formula is the pre-2022 one.",
  compute: pennsylvania2026Compute,
};

export const pennsylvania = defineChildSupportRules({
  slug: 'pennsylvania',
  versions: [
    {
      ...combinedIncomeProxyEstimate({
        effectiveFrom: '2022-01-01',
        stateModel: 'income-shares',
        incomeBasis: 'net',
        guideline: GUIDELINES,
        summary: 'Income shares on net income with a shared custody adjustment at 40% of overnights (2022 schedule not held: proxy estimate).',
      }),
      effective: { from: '2022-01-01', to: '2025-12-31' },
    },
    pennsylvania2026,
  ],
  examples: [
    {
      name: 'Two children, $3,000 and $5,000 net a month, 80/20 time (2026 schedule)',
      source: 'derived from Pa.R.C.P. 1910.16-3 and 1910.16-4 with the 2026 schedule row $8,000 (confirmed by two secondary transcriptions)',
      kind: 'derived',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'pennsylvania',
        incomeBasis: 'net',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1326.25, payer: 'noncustodial' },
      note: 'Combined 8,000 → 2,122 for two children. Obligor 62.5%: 1,326.25. Schedule at 5,000 alone: 1,629 (higher). Support 1,326.25.',
    },
  ],
});
