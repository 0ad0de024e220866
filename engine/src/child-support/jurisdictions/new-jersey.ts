import { count, money, note, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome } from '../types.js';
import { NEW_JERSEY_2025_SCHEDULE_ANCHORS } from './data/new-jersey-schedule.js';

const APPENDIX_IX_B: Source = {
  title: 'New Jersey Court Rules, Appendix IX-B, Use of the Child Support Guidelines',
  section: 'App. IX-B: weekly amounts (monthly ÷ 4.3), whole dollars, two-decimal income shares, two overnights a week for shared parenting',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9b.pdf',
  lastChecked: '2026-11-21',
};
const APPENDIX_IX_F: Source = {
  title: 'New Jersey Court Rules, Appendix IX-F, Schedule of Child Support Awards (revised 2025-09-01)',
  section: 'App. IX-F',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9f.pdf',
  lastChecked: '2026-11-21',
};
const APPENDIX_IX_A: Source = {
  title: 'New Jersey Court Rules, Appendix IX-A, Considerations in the Use of Child Support Guidelines',
  section: 'App. IX-A (self-support reserve, shared parenting, child care and health insurance)',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9a.pdf',
  lastChecked: '2026-11-21',
};

assertScheduleShape('New Jersey Appendix IX-F anchor rows', NEW_JERSEY_2025_SCHEDULE_ANCHORS);

/** App. IX-B: monthly amounts become weekly by dividing by 4.3; the weekly award is multiplied back. */
const WEEKS_PER_MONTH = 4.3;
const SCHEDULE_MIN = 180;
const SCHEDULE_MAX = 3600;
/** App. IX-B: shared parenting starts at the equivalent of two overnights a week. */
const SHARED_PARENTING_OVERNIGHTS = 2 * 52;
/**
 * Self-support reserve: 150% of the HHS poverty guideline for one person ($15,650 in 2025), weekly,
 * whole dollars. The guideline year the courts use for a given order date was not checked.
 */
const SELF_SUPPORT_RESERVE_WEEKLY = roundToNearestDollar((15650 * 1.5) / 52);
const MINIMUM_WEEKLY_AWARD = 5;

const VERSION_APPROXIMATIONS = [
  'The 2025 Appendix IX-F schedule could not be obtained: the basic obligation is interpolated between 45 of its rows as transcribed by a secondary source (the official schedule has a row every $10, read at the nearest row).',
  "The self-support reserve uses 150% of the 2025 HHS poverty guideline for one person ($451 a week) and limits the award to the obligor's net income above it, with a $5 weekly floor.",
  'When the parent of alternate residence has two or more overnights a week the shared-parenting worksheet applies; it is not implemented, and the sole-parenting amount is shown with a note.',
  'Child care is shared by income without the tax-credit step, and the parenting-time adjustment of the sole-parenting worksheet is not applied.',
];

function scheduleAmount(weeklyIncome: number, children: number): number {
  const clamped = Math.min(Math.max(weeklyIncome, SCHEDULE_MIN), SCHEDULE_MAX);
  const reading = readSchedule(NEW_JERSEY_2025_SCHEDULE_ANCHORS, clamped, Math.min(children, 6), 'interpolate');
  return roundToNearestDollar(reading.amount);
}

function newJersey2025Compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Estimate', VERSION_APPROXIMATIONS[0]!)];
  const approximations: string[] = [];
  const options = { stateBasis: 'net', state: 'new-jersey', deductionSource: 'App. IX-B' } as const;
  const incomes = guidelineIncomes(c, {
    ...options,
    labels: { custodial: 'Parent of primary residence', noncustodial: 'Parent of alternate residence' },
  });
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);

  // App. IX-B: the worksheet is weekly, in whole dollars.
  const pprWeekly = roundToNearestDollar(incomes.custodial / WEEKS_PER_MONTH);
  const parWeekly = roundToNearestDollar(incomes.noncustodial / WEEKS_PER_MONTH);
  const combinedWeekly = pprWeekly + parWeekly;
  const parShare = combinedWeekly === 0 ? 0 : roundToDecimals(parWeekly / combinedWeekly, 2);
  steps.push(
    money('Parent of primary residence: weekly net income', pprWeekly, `${incomes.custodial} ÷ 4.3`, 'App. IX-B'),
    money('Parent of alternate residence: weekly net income', parWeekly, `${incomes.noncustodial} ÷ 4.3`, 'App. IX-B'),
    money('Combined weekly net income', combinedWeekly, undefined, 'App. IX-B'),
    count("Parent of alternate residence's income share", parShare, `${parWeekly} ÷ ${combinedWeekly}, two decimals`, 'App. IX-B'),
    count('Children', c.children),
  );

  const basic = scheduleAmount(combinedWeekly, c.children);
  steps.push(money('Basic child support amount (weekly, interpolated)', basic, `schedule at ${combinedWeekly}`, 'App. IX-F'));
  if (combinedWeekly < SCHEDULE_MIN || combinedWeekly > SCHEDULE_MAX) {
    const gap =
      combinedWeekly < SCHEDULE_MIN
        ? `Combined net income is below $${SCHEDULE_MIN} a week: the court sets an award between $5 and the $${SCHEDULE_MIN} amount; the $${SCHEDULE_MIN} row is used here.`
        : `Combined net income is above $${SCHEDULE_MAX} a week: the court adds a discretionary amount to the top of the schedule; the top row is used here.`;
    approximations.push(gap);
    steps.push(note('Outside the schedule', gap));
  }

  let weeklyAward = roundToNearestDollar(basic * parShare);
  steps.push(money("Parent of alternate residence's share (weekly)", weeklyAward, `${basic} × ${parShare}`, 'App. IX-B'));
  if (parWeekly - weeklyAward < SELF_SUPPORT_RESERVE_WEEKLY) {
    const limited = Math.max(MINIMUM_WEEKLY_AWARD, Math.min(weeklyAward, parWeekly - SELF_SUPPORT_RESERVE_WEEKLY));
    steps.push(
      money('Self-support reserve (weekly)', SELF_SUPPORT_RESERVE_WEEKLY, '150% of the HHS poverty guideline ÷ 52', 'App. IX-A'),
      money('Award limited by the self-support reserve (weekly)', limited, `${parWeekly} − ${SELF_SUPPORT_RESERVE_WEEKLY}, at least $5`, 'App. IX-A'),
    );
    weeklyAward = limited;
  }
  if (c.noncustodial.overnightsPerYear >= SHARED_PARENTING_OVERNIGHTS) {
    const gap =
      'The parent of alternate residence has two or more overnights a week: the shared-parenting worksheet applies, which is not implemented; the sole-parenting amount is shown.';
    approximations.push(gap);
    steps.push(note('Shared parenting', gap));
  }

  // The award is weekly; the monthly figure is the weekly award × 4.3 (App. IX-B's factor).
  const baseAmount = roundToCents(weeklyAward * WEEKS_PER_MONTH);
  steps.push(money('Monthly support (weekly × 4.3)', baseAmount, `${weeklyAward} × 4.3`, 'App. IX-B'));
  const addOns = prorateAddOns(c, parShare, 'App. IX-A (child care, health insurance)');
  steps.push(...addOns.steps);
  const owes = roundToCents(baseAmount + addOns.netToNoncustodialObligation);
  const payer = owes > 0 ? 'noncustodial' : owes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(owes);
  steps.push(money('Estimated monthly support', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(incomes.custodial + incomes.noncustodial),
    nonCustodialPercentage: roundToDecimals(parShare * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

const newJersey2025: ChildSupportRuleVersion = {
  effective: { from: '2025-09-01' },
  model: 'income-shares',
  incomeBasis: 'net',
  confidence: 'estimate',
  sources: [APPENDIX_IX_B, APPENDIX_IX_F, APPENDIX_IX_A],
  approximations: VERSION_APPROXIMATIONS,
  summary:
    'Income shares on weekly net income (monthly ÷ 4.3, whole dollars, two-decimal shares; App. IX-B), the award × 4.3 for a monthly figure. Estimate: the 2025 schedule is interpolated between secondary-source rows and the shared-parenting worksheet (two or more overnights a week) is not implemented.',
  compute: newJersey2025Compute,
};

export const newJersey = defineChildSupportRules({
  slug: 'new-jersey',
  versions: [newJersey2025],
  examples: [
    {
      name: 'One child, $3,000 and $4,300 net a month, 80/20 time',
      source: 'derived from N.J. Court Rules App. IX-B (weekly conversion, rounding) with the 2025 App. IX-F rows of a secondary transcription',
      kind: 'derived',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4300,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'new-jersey',
        incomeBasis: 'net',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 997.6, payer: 'noncustodial' },
      note: 'Weekly 3,000 ÷ 4.3 = 698 and 4,300 ÷ 4.3 = 1,000; combined 1,698; share 0.59. Schedule between 1,600 (382) and 1,700 (393): 393. Award 393 × 0.59 = 232 a week; × 4.3 = 997.60.',
    },
  ],
});
