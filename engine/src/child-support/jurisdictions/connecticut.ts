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
  CONNECTICUT_2015_WEEKLY_SCHEDULE,
  CONNECTICUT_LOW_INCOME_OBLIGOR_LIMITS,
} from './data/connecticut-schedule.js';

const REGULATIONS: Source = {
  title:
    'Connecticut Child Support and Arrearage Guidelines, Regs. Conn. State Agencies §§ 46b-215a-1 to 46b-215a-6 (effective 2015-07-01)',
  section:
    '§ 46b-215a-2c(a)(2) (combined net weekly income above $4,000), 2c(c) (current support, low-income obligor), schedule of basic child support obligations; § 46b-215a-6 (worksheet)',
  url: 'https://portal.ct.gov/dss/child-support-services/child-support-guidelines',
};
const REGULATION_TEXT: Source = {
  title: 'Regs. Conn. State Agencies § 46b-215a-2c, text as published by ctrules.elaws.us',
  section: '§ 46b-215a-2c(a)(2): the $4,000 amount is the minimum presumptive obligation above $4,000 a week',
  url: 'http://ctrules.elaws.us/rule/46b-215a-2c',
};
const SECONDARY: Source = {
  title:
    'Schedule (all 396 rows) and low-income obligor limits as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/connecticut_schedule.json (commit 58c94eac), data/rules/connecticut.json',
  url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa',
};

/** Weeks per month: the guidelines work in weekly amounts (52 weeks ÷ 12 months). */
const WEEKS_PER_MONTH = 52 / 12;
const SCHEDULE_TOP = 4000;

const APPROXIMATIONS = [
  'The 2015 schedule is held in full (every $10 row from $50 to $4,000, 1-6 children), but from one secondary transcription: no second, independent printing was found to check its cells against (see data/connecticut-schedule.ts).',
  'The schedule is read at the row nearest the combined net weekly income (ties up), the $10 rounding the transcription describes; the regulation text on that rounding was not re-read.',
  'A revision of the guidelines was reported by a secondary source to take effect on 2026-08-01 (schedule to $6,000 a week, a three-parent worksheet); checked again on 2026-11-26, no official text of it could be read (ACCURACY.md, "Rule changes reported as due"), so the 2015 schedule is used for every date.',
  'The low-income obligor limits ($280-$480 a week by children) are a secondary reading of the schedule’s shading, and the obligor’s own-income reading is applied without the rest of § 46b-215a-2c(c)(3).',
  'Not applied: the shared physical custody rule, the child care contribution percentages of § 46b-215a-2c(g) and the health care coverage rules (child care and insurance are shared by income here), and the discretion above $4,000 a week (the $4,000 amount, the minimum presumptive obligation, is used).',
];

function computeConnecticut(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Schedule source', APPROXIMATIONS[0]!)];
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
    weekly = readSchedule(CONNECTICUT_2015_WEEKLY_SCHEDULE, ncp, c.children, 'nearest-row').amount;
    steps.push(
      note(
        'Low-income obligor',
        `The noncustodial parent's net weekly income (${ncp}) is at or below $${limit}: the schedule is read on that income alone.`,
        '§ 46b-215a-2c',
      ),
      money('Weekly support (low-income obligor)', weekly),
    );
  } else {
    // Combined net weekly income rounded to the nearest $10 row of the schedule (ties up).
    const reading = readSchedule(
      CONNECTICUT_2015_WEEKLY_SCHEDULE,
      Math.min(combined, SCHEDULE_TOP),
      c.children,
      'nearest-row',
    );
    steps.push(
      money(
        'Basic child support obligation (weekly)',
        reading.amount,
        reading.description,
        '§ 46b-215a-2c, schedule',
      ),
    );
    if (combined > SCHEDULE_TOP)
      steps.push(
        note(
          'Above the schedule',
          `Combined net income above $4,000 a week: the $4,000 amount (${reading.amount}) is the minimum presumptive obligation; the court may go up to the $4,000 row's percentage of the combined income (${roundToCents((reading.amount / SCHEDULE_TOP) * combined)}). The minimum is used here.`,
          '§ 46b-215a-2c(a)(2)',
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
      sources: [REGULATIONS, REGULATION_TEXT, SECONDARY],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined net weekly income with the full 2015 schedule ($50-$4,000 a week in $10 rows, read at the nearest row), the obligor’s share by income, the low-income obligor area read on the obligor’s income alone, the $4,000 amount as the minimum above the schedule; one secondary transcription of the schedule, shared physical custody and the reported 2026 revision not applied.',
      compute: computeConnecticut,
    },
  ],
  examples: [
    {
      name: 'Net weekly incomes $600 and $900, two children ($1,500 schedule row)',
      kind: 'derived',
      source:
        'derived from Regs. Conn. State Agencies § 46b-215a-2c with the $1,500 row of the 2015 schedule as transcribed (two children $414 a week)',
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
