import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { combinedIncomeProxyEstimate } from '../models/estimate.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { finishIncomeShares, incomeShares } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';
import { COLORADO_2026_SCHEDULE, COLORADO_PARENTING_TIME_CREDIT } from './data/colorado-schedule.js';

const HB25_1159: Source = {
  title: 'Colorado House Bill 25-1159, Final Act (signed 2025-05-31), amending C.R.S. § 14-10-115 for orders from 2026-03-01',
  section: '§ 14-10-115(7)(b) schedule (repealed and reenacted), (8)(b) and (8)(h) parenting-time adjustment and table, (3)(g.5) self-support reserve, (7)(a) low-income adjustment',
  url: 'https://s3.us-west-2.amazonaws.com/beta.leg.colorado.gov/570dfaaa4d14cc6262f9612f3b5a5ffa',
};
const TRANSCRIPTION: Source = {
  title: 'Full schedule, parenting-time table and low-income parameters as transcribed from the HB 25-1159 Final Act by thegr8snarfle/support-calculator (secondary)',
  section: 'apps/web/src/services/rules/data/co/2026.json; apps/web/src/domain/support/lowIncome.ts',
};
const SECOND_TRANSCRIPTION: Source = {
  title: 'Schedule rows and parenting-time points as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (cross-check)',
  section: 'data/schedules/colorado_schedule.json; data/rules/colorado.json',
};
const HEARING_SUMMARY: Source = {
  title: 'Colorado General Assembly, House Health & Human Services Committee, hearing summary of 2025-02-12 on HB25-1159',
  section: 'Low-income adjustment: income up to the self-support reserve retained, 80-95% of the remainder by number of children, between the reduced amount and the schedule amount',
  url: 'https://leg.colorado.gov./content/987de810669f1cd387258c2f00760ae6-hearing-summary',
};

assertScheduleShape('C.R.S. § 14-10-115(7)(b) schedule (2026)', COLORADO_2026_SCHEDULE);

const TOP_OF_SCHEDULE = 40_000;
const DAYS_PER_YEAR = 365;

/**
 * The state minimum wage the self-support reserve is built on, by calendar year (C.R.S. § 14-10-115(3)(g.5)
 * as added by HB25-1159 ties the reserve to it). Only 2026 is held: $15.16 an hour, the figure the
 * transcription uses and whose reserve ($1,831.83) the 2026 guidance it quotes also gives.
 */
const STATE_MINIMUM_WAGE: readonly { year: number; hourly: number }[] = [{ year: 2026, hourly: 15.16 }];

/** Reserve: the minimum wage × 29 hours a week × 50 weeks ÷ 12; full time: × 40 hours × 52 weeks ÷ 12. */
const RESERVE_HOURS_PER_WEEK = 29;
const RESERVE_WEEKS = 50;
const FULL_TIME_HOURS_PER_WEEK = 40;
const FULL_TIME_WEEKS = 52;

/** Low-income parameters by number of children (1 to 6 or more), from the transcription of the act. */
const MINIMUM_ORDER_INCOME = 650;
const MINIMUM_ORDER = 10;
const REDUCED_ORDER_BY_CHILDREN: readonly number[] = [50, 70, 90, 110, 130, 150];
const SHARE_ABOVE_RESERVE_BY_CHILDREN: readonly number[] = [0.8, 0.85, 0.89, 0.92, 0.94, 0.95];
const CAP_SHARE_OF_INCOME = 0.2;

function byChildren<T>(values: readonly T[], children: number): T {
  return values[Math.min(Math.max(children, 1), values.length) - 1]!;
}

/**
 * The (8)(h) credit percentage for a parent's overnights. The table is per whole overnight (plus 182.5);
 * nights that come from a time percentage can be fractional and are read between the two entries.
 */
function creditPercent(overnights: number): { percent: number; exact: boolean } {
  const nights = Math.min(DAYS_PER_YEAR, Math.max(0, roundToDecimals(overnights, 4)));
  const upper = COLORADO_PARENTING_TIME_CREDIT.findIndex(([n]) => n >= nights);
  const [n2, p2] = COLORADO_PARENTING_TIME_CREDIT[upper]!;
  if (n2 === nights || upper === 0) return { percent: p2, exact: true };
  const [n1, p1] = COLORADO_PARENTING_TIME_CREDIT[upper - 1]!;
  return { percent: roundToDecimals(p1 + ((nights - n1) / (n2 - n1)) * (p2 - p1), 2), exact: false };
}

function minimumWageFor(asOf: string, approximations: string[]): number {
  const year = Number(asOf.slice(0, 4));
  const held = STATE_MINIMUM_WAGE.find((w) => w.year === year);
  if (held) return held.hourly;
  const latest = STATE_MINIMUM_WAGE.at(-1)!;
  approximations.push(
    `Colorado's ${year} state minimum wage is not held; the self-support reserve uses the ${latest.year} wage ($${latest.hourly.toFixed(2)}).`,
  );
  return latest.hourly;
}

/**
 * The low-income adjustment on the obligor's basic obligation (after the parenting-time adjustment),
 * in the bands the transcription of the act gives; returns the adjusted amount.
 */
function lowIncomeAdjustment(
  c: ChildSupportCase,
  obligorIncome: number,
  obligation: number,
  steps: Step[],
  approximations: string[],
): number {
  const wage = minimumWageFor(c.asOf, approximations);
  const reserve = roundToCents((wage * RESERVE_HOURS_PER_WEEK * RESERVE_WEEKS) / 12);
  const fullTime = roundToCents((wage * FULL_TIME_HOURS_PER_WEEK * FULL_TIME_WEEKS) / 12);
  if (obligorIncome > fullTime) return obligation;
  const source = '§ 14-10-115(7)(a), (3)(g.5) (HB25-1159)';
  steps.push(money('Self-support reserve', reserve, `$${wage.toFixed(2)} × ${RESERVE_HOURS_PER_WEEK} hours × ${RESERVE_WEEKS} weeks ÷ 12`, source));
  if (obligorIncome <= MINIMUM_ORDER_INCOME) {
    steps.push(money('Minimum order (obligor income $650 or less)', MINIMUM_ORDER, undefined, source));
    return MINIMUM_ORDER;
  }
  const reduced = byChildren(REDUCED_ORDER_BY_CHILDREN, c.children);
  let amount: number;
  if (obligorIncome <= reserve) {
    amount = Math.min(reduced, obligation);
    steps.push(money('Low-income adjustment (income at or below the reserve)', amount, `lesser of ${reduced} and ${obligation}`, source));
  } else {
    const rate = byChildren(SHARE_ABOVE_RESERVE_BY_CHILDREN, c.children);
    const aboveReserve = roundToCents((obligorIncome - reserve) * rate);
    amount = aboveReserve < reduced ? Math.min(reduced, obligation) : Math.min(aboveReserve, obligation);
    steps.push(
      money('Income above the self-support reserve × rate', aboveReserve, `(${obligorIncome} − ${reserve}) × ${(rate * 100).toFixed(0)}%`, source),
      money('Low-income adjustment', amount, `between ${reduced} and the schedule amount ${obligation}`, source),
    );
    const cap = roundToCents(obligorIncome * CAP_SHARE_OF_INCOME);
    if (amount > cap) {
      steps.push(money('Limited to 20% of the obligor’s income (income up to full-time minimum wage)', cap, `${obligorIncome} × 20%`, source));
      amount = cap;
    }
  }
  return amount;
}

function computeColorado2026(c: ChildSupportCase): GuidelineOutcome {
  const approximations: string[] = [];
  // Adjusted gross income: gross income less the deductions entered (maintenance paid, other children's support).
  const agi = (role: ParentRole) => roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
  const cpIncome = agi('custodial');
  const ncpIncome = agi('noncustodial');
  const { combined, noncustodialShare: ncpShare, custodialShare: cpShare } = incomeShares(cpIncome, ncpIncome);
  const steps: Step[] = [
    money("Custodial parent's monthly adjusted gross income", cpIncome, undefined, '§ 14-10-115(5)'),
    money("Noncustodial parent's monthly adjusted gross income", ncpIncome, undefined, '§ 14-10-115(5)'),
    money('Combined monthly adjusted gross income', combined, `${cpIncome} + ${ncpIncome}`),
    percent("Custodial parent's share of combined income", roundToDecimals(cpShare * 100, 2)),
    percent("Noncustodial parent's share of combined income", roundToDecimals(ncpShare * 100, 2)),
  ];

  const reading = readSchedule(COLORADO_2026_SCHEDULE, combined, c.children, 'interpolate');
  const basic = reading.amount;
  if (reading.aboveTable) {
    const text = `Combined income is above the schedule's $${TOP_OF_SCHEDULE.toLocaleString('en-US')} top row, where the court sets support in its discretion but not below that row's amount; the $${TOP_OF_SCHEDULE.toLocaleString('en-US')} row was used.`;
    approximations.push(text);
    steps.push(note('Above the schedule', text, '§ 14-10-115(7)(a)'), money('Basic child support obligation', basic, `top row (${TOP_OF_SCHEDULE})`, '§ 14-10-115(7)(b)'));
  } else {
    steps.push(money('Basic child support obligation', basic, `${reading.description}, ${Math.min(c.children, 6)} ${c.children === 1 ? 'child' : 'children'}`, '§ 14-10-115(7)(b)'));
  }
  const ncpPart = roundToCents(basic * ncpShare);
  steps.push(money("Noncustodial parent's share of the basic obligation", ncpPart, `${basic} × ${(ncpShare * 100).toFixed(2)}%`));

  // (8)(h): every overnight counts. Each parent's nights are taken as their share of the year, so the two
  // credits add up to 100% (the table is antisymmetric) however the time was entered.
  const totalNights = c.custodial.overnightsPerYear + c.noncustodial.overnightsPerYear;
  const ncpNights = totalNights > 0 ? (DAYS_PER_YEAR * c.noncustodial.overnightsPerYear) / totalNights : 0;
  const credit = creditPercent(ncpNights);
  if (!credit.exact) {
    approximations.push(
      `Parenting time given as a percentage is ${roundToDecimals(ncpNights, 2)} overnights; the credit was read between the table's whole-night entries.`,
    );
  }
  const creditAmount = roundToCents((basic * credit.percent) / 100);
  const ncpNet = roundToCents(ncpPart - creditAmount);
  steps.push(
    count("Noncustodial parent's overnights per year", roundToDecimals(ncpNights, 2), undefined, '§ 14-10-115(8)(h)'),
    percent("Noncustodial parent's parenting-time credit", credit.percent, 'parenting-time adjustment table', '§ 14-10-115(8)(h)'),
    money('Parenting-time credit', creditAmount, `${basic} × ${credit.percent}%`, '§ 14-10-115(8)(b)'),
    money('Basic obligation after the parenting-time credit (negative: owed by the custodial parent)', ncpNet, `${ncpPart} − ${creditAmount}`),
  );

  let signed = ncpNet;
  if (ncpNet !== 0) {
    const obligor: ParentRole = ncpNet > 0 ? 'noncustodial' : 'custodial';
    const obligorIncome = obligor === 'noncustodial' ? ncpIncome : cpIncome;
    const adjusted = lowIncomeAdjustment(c, obligorIncome, Math.abs(ncpNet), steps, approximations);
    signed = obligor === 'noncustodial' ? adjusted : -adjusted;
  }

  return finishIncomeShares(c, {
    incomes: { combined, noncustodialShare: ncpShare },
    noncustodialBasic: signed,
    baseAmount: ncpPart,
    steps,
    approximations,
    addOnSource: '§ 14-10-115(9), (10) (childcare and health insurance by income share)',
    finalLabel: 'Monthly child support',
  });
}

const COLORADO_2026: ChildSupportRuleVersion = {
  effective: { from: '2026-03-01' },
  model: 'income-shares',
  incomeBasis: 'adjusted-gross',
  confidence: 'estimate',
  sources: [HB25_1159, TRANSCRIPTION, SECOND_TRANSCRIPTION, HEARING_SUMMARY],
  approximations: [
    "Between the schedule's $50 rows the basic obligation is interpolated, as both transcriptions held do; the act's wording on incomes between rows was not read.",
    'The low-income adjustment (obligor income to $650: $10; to the self-support reserve: $50-$150 by children; above it 80%-95% of the income over the reserve, kept between that reduced amount and the schedule amount; at most 20% of income up to full-time minimum wage) follows a secondary transcription of the act and the committee hearing summary; the wording of § 14-10-115(7)(a) and the order in which it meets the parenting-time credit and add-ons were not read.',
    'The parenting-time adjustment is the obligor’s income share of the basic obligation less the (8)(h) percentage of the whole basic obligation for their overnights (equal to each parent owing their share for the other parent’s credited time, offset); the wording of (8)(b) was not read.',
  ],
  summary:
    'Income shares on adjusted gross income with the full HB25-1159 schedule ($50-$40,000, interpolated between $50 rows); every overnight earns a credit from the (8)(h) table (0% at 0 nights, 50% at 182.5, 100% at 365) taken off the obligor’s income share; low-income bands around a self-support reserve of 29 hours a week at minimum wage.',
  compute: computeColorado2026,
};

const base = {
  custodyArrangement: 'primary',
  state: 'colorado',
  asOf: '2026-11-01',
} as const;

export const colorado = defineChildSupportRules({
  slug: 'colorado',
  versions: [
    {
      ...combinedIncomeProxyEstimate({
        effectiveFrom: '2020-01-01',
        stateModel: 'income-shares',
        incomeBasis: 'adjusted-gross',
        guideline: { title: 'Colorado Revised Statutes § 14-10-115 (before HB25-1159)', section: 'C.R.S. § 14-10-115' },
        summary: 'Income shares on adjusted gross income to $30,000; shared physical care at 93 overnights each with a 1.5 cross-credit (before 2026-03-01).',
      }),
      effective: { from: '2020-01-01', to: '2026-02-28' },
    },
    COLORADO_2026,
  ],
  examples: [
    {
      name: 'Two children, $5,000 combined, 73 overnights',
      kind: 'derived',
      source: 'derived from C.R.S. § 14-10-115(7)(b) and (8)(h) as enacted by HB25-1159 ($5,000 row, two children $1,404; 73 nights 8.87%)',
      input: { ...base, custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentTime: 80, nonCustodialParentTime: 20 },
      expected: { monthlyPayment: 717.87, payer: 'noncustodial' },
      note: 'Share 60%: 1,404 × 0.6 = 842.40; 20% of 365 = 73 nights → 8.87%: 1,404 × 8.87% = 124.5348 → 124.53; 842.40 − 124.53 = $717.87.',
    },
    {
      name: 'Equal time, two children, $10,000 combined',
      kind: 'derived',
      source: 'derived from C.R.S. § 14-10-115(7)(b) and (8)(h) as enacted by HB25-1159 ($10,000 row, two children $2,001; 182.5 nights 50%)',
      input: {
        ...base,
        custodyArrangement: 'shared',
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 2,
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
      },
      expected: { monthlyPayment: 200.1, payer: 'noncustodial' },
      note: '2,001 × 60% = 1,200.60; 182.5 nights → 50%: 1,000.50; 1,200.60 − 1,000.50 = $200.10.',
    },
    {
      name: 'Low-income obligor above the self-support reserve, one child',
      kind: 'derived',
      source: 'derived from the HB25-1159 low-income adjustment as transcribed (reserve $15.16 × 29 × 50 ÷ 12 = $1,831.83; 80% of income above it for one child)',
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 2000, numberOfChildren: 1, custodialParentTime: 100, nonCustodialParentTime: 0, custodialParentOvernights: 365, nonCustodialParentOvernights: 0 },
      expected: { monthlyPayment: 134.54, payer: 'noncustodial' },
      note: '$5,000 row, one child $934 × 40% = 373.60, no overnights. (2,000 − 1,831.83) × 80% = 134.536 → 134.54, above the $50 reduced order and below 373.60; 20% of 2,000 = 400 does not bind: $134.54.',
    },
  ],
});
