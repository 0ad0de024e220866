import { money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { netIncomeOf } from '../models/parent-income.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import {
  CONNECTICUT_LOW_INCOME_OBLIGOR_LIMITS,
  CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS,
} from './data/connecticut-schedule-anchors.js';

const REGULATIONS: Source = {
  title:
    'Connecticut Child Support and Arrearage Guidelines, Regs. Conn. State Agencies §§ 46b-215a-1 to 46b-215a-6 (effective 2015-07-01)',
  section:
    '§ 46b-215a-2c (net weekly income, schedule, low-income obligor), § 46b-215a-1(23) shared physical custody',
  url: 'https://portal.ct.gov/dss/child-support-services/child-support-guidelines',
  lastChecked: '2026-11-21',
};
const SECONDARY: Source = {
  title:
    'Schedule rows and low-income obligor limits as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/connecticut_schedule.json, data/rules/connecticut.json',
};

/** Weeks per month: the guidelines work in weekly amounts (52 weeks ÷ 12 months). */
const WEEKS_PER_MONTH = 52 / 12;
const SCHEDULE_TOP = 4000;

const APPROXIMATIONS = [
  "Connecticut's schedule is not held in full: the basic obligation is interpolated between 37 of its 396 weekly rows (one secondary transcription, not cross-checked), where the guidelines round income to the nearest $10 row.",
  'A revision of the guidelines was reported to take effect on 2026-08-01 (schedule to $6,000 a week); it is not held, so the 2015 schedule is used for every date.',
  'Not applied: the shared physical custody rule, the child care contribution percentages of § 46b-215a-2c(g) (childcare and health insurance are shared by income here), and deviations above $4,000 a week (the top row is used).',
];

function computeConnecticut(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Estimate', APPROXIMATIONS[0]!)];
  const approximations: string[] = [];
  const weeklyNet = (role: ParentRole) => {
    const r = netIncomeOf(c, role, {
      state: 'connecticut',
      label: 'monthly net income',
    });
    steps.push(...r.steps);
    if (r.estimated && !approximations.some((a) => a.startsWith('Net income'))) {
      approximations.push(
        'Net income was estimated from gross income with standard federal, FICA and Connecticut tax; the guidelines deduct the actual taxes and allowable deductions.',
      );
    }
    const monthly = roundToCents(Math.max(0, r.net - c[role].monthlyDeductions));
    const weekly = roundToCents(monthly / WEEKS_PER_MONTH);
    steps.push(
      money(
        `${role === 'custodial' ? 'Custodial' : 'Noncustodial'} parent's net weekly income`,
        weekly,
        `${monthly} × 12 ÷ 52`,
        '§ 46b-215a-2c',
      ),
    );
    return weekly;
  };
  const cp = weeklyNet('custodial');
  const ncp = weeklyNet('noncustodial');
  const combined = roundToCents(cp + ncp);
  const ncpShare = combined === 0 ? 0 : roundToDecimals(ncp / combined, 4);
  steps.push(
    money('Combined net weekly income', combined),
    percent("Noncustodial parent's percentage share", roundToDecimals(ncpShare * 100, 2)),
  );

  let weekly: number;
  const limit = CONNECTICUT_LOW_INCOME_OBLIGOR_LIMITS[c.children - 1]!;
  if (ncp > 0 && ncp <= limit) {
    // Low-income obligor: the schedule is read on the obligor's own income, with no proration.
    weekly = readSchedule(CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS, ncp, c.children, 'interpolate').amount;
    steps.push(
      note(
        'Low-income obligor',
        `The noncustodial parent's net weekly income (${ncp}) is at or below $${limit}: the schedule is read on that income alone.`,
        '§ 46b-215a-2c',
      ),
      money('Weekly support (low-income obligor)', weekly),
    );
  } else {
    const reading = readSchedule(
      CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS,
      Math.min(combined, SCHEDULE_TOP),
      c.children,
      'interpolate',
    );
    steps.push(
      money(
        'Basic child support obligation (weekly)',
        reading.amount,
        reading.description,
        '§ 46b-215a-2c(e)',
      ),
    );
    if (combined > SCHEDULE_TOP)
      steps.push(
        note(
          'Above the schedule',
          'Combined net income above $4,000 a week: the $4,000 amount is the minimum presumptive amount.',
        ),
      );
    weekly = roundToCents(reading.amount * ncpShare);
    steps.push(
      money(
        "Noncustodial parent's share (weekly)",
        weekly,
        `${reading.amount} × ${(ncpShare * 100).toFixed(2)}%`,
      ),
    );
  }
  const monthlyBase = roundToCents(weekly * WEEKS_PER_MONTH);
  steps.push(money('Monthly equivalent', monthlyBase, `${weekly} × 52 ÷ 12`));
  const addOns = prorateAddOns(c, ncpShare);
  steps.push(...addOns.steps);
  const owes = roundToCents(monthlyBase + addOns.netToNoncustodialObligation);
  const payer: ParentRole | 'none' = owes > 0 ? 'noncustodial' : owes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(owes);
  steps.push(money('Estimated monthly child support', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(combined * WEEKS_PER_MONTH),
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: monthlyBase,
    adjustment: roundToCents(monthlyPayment - monthlyBase),
    steps,
    approximations,
  };
}

export const connecticut = defineChildSupportRules({
  slug: 'connecticut',
  versions: [
    {
      effective: { from: '2015-07-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [REGULATIONS, SECONDARY],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined net weekly income with the § 46b-215a-2c schedule ($50-$4,000 a week), the low-income obligor area read on the obligor’s income alone; shared physical custody and the 2026 revision are not applied.',
      compute: computeConnecticut,
    },
  ],
  examples: [
    {
      name: 'Net weekly incomes $600 and $900, two children ($1,500 schedule row)',
      kind: 'derived',
      source:
        'derived from Regs. Conn. State Agencies § 46b-215a-2c with the $1,500 row of the schedule as transcribed (two children $414 a week)',
      input: {
        state: 'connecticut',
        incomeBasis: 'net',
        custodialParentIncome: 2600,
        nonCustodialParentIncome: 3900,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1076.4, payer: 'noncustodial' },
      note: 'Weekly 600 and 900 (monthly × 12 ÷ 52), share 60%; 414 × 60% = 248.40 a week × 52 ÷ 12 = 1,076.40 a month.',
    },
  ],
});
