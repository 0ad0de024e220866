import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { incomeShares } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { NEW_MEXICO_SCHEDULE, NEW_MEXICO_SHADED_AREA_TOP } from './data/new-mexico-schedule.js';

const STATUTE: Source = {
  title: 'New Mexico Statutes 1978 § 40-4-11.1, Child support guidelines (version effective 2024-01-01)',
  section: 'NMSA § 40-4-11.1; Worksheet A (basic visitation) lines 1-11',
  url: 'https://print.casetext.com/statute/new-mexico-statutes-1978/chapter-40-domestic-affairs/article-4-dissolution-of-marriage/section-40-4-111-effective-112024-child-support-guidelines',
};
const WORKSHEETS: Source = {
  title: 'New Mexico Courts, child support worksheets A and B (2024 web worksheet)',
  section: 'Worksheet B (shared responsibility) lines 4-11: basic × 1.5, each share less the amount retained',
  url: 'https://csw.nmcourts.gov/csworksheet/web2024/worksheet.html',
};

const SELF_SUPPORT_RESERVE: Source = {
  title:
    'New Mexico Administrative Code 8.50.108.7 and 8.50.108.10, Basic child support schedule and the self-support reserve (eff. 2024-01-01; casetext copy current through Register Vol. 35, No. 23)',
  section:
    '8.50.108.7 (reserve $1,200 a month); 8.50.108.10(B) (payer in the shaded area: payer 100% responsible for the schedule amount at their own income, Worksheet A only, no childcare, medical or other expenses), (C) (Worksheet B not subject to the SSR method)',
  url: 'https://casetext.com/regulation/new-mexico-administrative-code/title-8-social-services/chapter-50-child-support-enforcement-program/part-108-establishment-and-modification-of-support-order/section-85010810-basic-child-support-schedule-and-the-self-support-reserve',
};

assertScheduleShape('New Mexico § 40-4-11.1 schedule', NEW_MEXICO_SCHEDULE);

/** § 40-4-11.1: shared responsibility when the children spend at least 35% of the year in each home. */
const SHARED_RESPONSIBILITY_DAYS = 0.35 * 365;
const DEDUCTIONS = 'Worksheet A line 1: child support paid by court order for other children';
const LABELS: Record<ParentRole, string> = {
  custodial: "Custodial parent's",
  noncustodial: "Noncustodial parent's",
};

/** Worksheets A and B without the self-support reserve, which `compute` applies first (8.50.108.10). */
const worksheet = incomeSharesWorksheet({
  state: 'new-mexico',
  stateBasis: 'gross',
  incomeLabel: 'gross monthly income',
  deductionSource: DEDUCTIONS,
  schedule: NEW_MEXICO_SCHEDULE,
  lookup: 'nearest-row',
  scheduleSource: '§ 40-4-11.1 schedule (2024), Worksheet A line 4',
  aboveSchedule: {
    kind: 'top-row',
    source: 'Above $35,050 the court sets support case by case; the top row is shown',
  },
  parentingTime: {
    method: 'cross-credit',
    minOvernights: SHARED_RESPONSIBILITY_DAYS,
    multiplier: 1.5,
    source: 'Worksheet B lines 5-11',
  },
  interpolateGaps: [{ from: 25050, to: 30050 }],
  addOnsSource: 'Worksheet A lines 5-11: insurance premium, work-related childcare, additional expenses',
});

/**
 * 8.50.108.10(B): when the paying parent's own income and number of children fall in the schedule's
 * shaded area, only that parent's income counts: they owe 100% of the schedule amount at their own
 * income, on Worksheet A only, with no childcare, medical or other expenses. Worksheet B cases are
 * not subject to it (C). Otherwise the ordinary worksheet applies.
 */
function compute(c: ChildSupportCase): GuidelineOutcome {
  const sharedResponsibility =
    c.custodial.overnightsPerYear >= SHARED_RESPONSIBILITY_DAYS &&
    c.noncustodial.overnightsPerYear >= SHARED_RESPONSIBILITY_DAYS;
  if (sharedResponsibility) return worksheet(c);
  const incomes = guidelineIncomes(c, {
    labels: LABELS,
    stateBasis: 'gross',
    state: 'new-mexico',
    deductionSource: DEDUCTIONS,
  });
  // The payer's own income is read like combined income: at the nearest $50 row.
  const own = readSchedule(NEW_MEXICO_SCHEDULE, incomes.noncustodial, c.children, 'nearest-row');
  const shadedTop = NEW_MEXICO_SHADED_AREA_TOP[Math.min(c.children, 6) - 1]!;
  if (own.rowIncome > shadedTop) return worksheet(c);

  const shares = incomeShares(incomes.custodial, incomes.noncustodial);
  const steps: Step[] = [
    ...incomes.steps,
    money('Combined gross monthly income', shares.combined, `${incomes.custodial} + ${incomes.noncustodial}`),
    percent("Noncustodial parent's share of income", roundToDecimals(shares.noncustodialShare * 100, 2)),
    note(
      'Self-support reserve (shaded area)',
      `The paying parent's own income (row ${own.rowIncome}) is in the shaded area for ${c.children} child(ren) (to $${shadedTop}): only their income is considered and they owe the whole schedule amount at it.`,
      '8.50.108.10(B) NMAC',
    ),
    money(
      "Basic obligation at the paying parent's own income (shaded area)",
      own.amount,
      `${own.description}, ${c.children} child(ren)`,
      '8.50.108.10(B) NMAC',
    ),
  ];
  if (c.childcare.monthly > 0 || c.healthInsurance.monthly > 0) {
    steps.push(
      note(
        'Childcare and insurance not added',
        'Under the self-support reserve method the worksheet does not take childcare, medical expenses (including insurance premiums) or other expenses into account.',
        '8.50.108.10(B) NMAC',
      ),
    );
  }
  const monthlyPayment = roundToCents(own.amount);
  steps.push(money('Monthly child support', monthlyPayment, undefined, '8.50.108.10(B) NMAC'));
  return {
    monthlyPayment,
    payer: monthlyPayment > 0 ? 'noncustodial' : 'none',
    combinedIncome: shares.combined,
    nonCustodialPercentage: roundToDecimals(shares.noncustodialShare * 100, 2),
    baseAmount: monthlyPayment,
    adjustment: 0,
    steps,
    approximations: [
      ...incomes.approximations,
      "The shaded (self-support) area's edge was inferred from the schedule's own pattern, since the transcription held does not mark the shading.",
    ],
  };
}

export const newMexico = defineChildSupportRules({
  slug: 'new-mexico',
  versions: [
    {
      effective: { from: '2024-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [STATUTE, SELF_SUPPORT_RESERVE, WORKSHEETS],
      approximations: [
        'The 2024 schedule comes from one secondary transcription (574 rows, missing $25,100-$30,000, read by interpolation there); no second copy of any row was found (search log in data/new-mexico-schedule.ts), so no row is cross-checked.',
        "The self-support reserve follows 8.50.108.10 NMAC, but the transcription does not mark the shaded cells: the shaded area is taken as the rows where the amounts climb at the reserve's rate (to $1,800, $2,200, $2,500, $2,700, $2,900 and $3,100 for one to six children), inferred from the table itself.",
        'Combined income is read at the nearest $50 row and Worksheet B multiplies the basic obligation by 1.5, as the Worksheet B instructions say in the Navajo Nation courts’ copy of the New Mexico worksheets; the 2024 New Mexico instructions themselves were not read.',
      ],
      summary:
        "Income shares on gross income (less court-ordered support for other children) with the 2024 schedule; a paying parent whose own income is in the shaded self-support area owes the schedule amount at that income alone, with no add-ons (8.50.108.10 NMAC, Worksheet A only); Worksheet B when the children spend at least 35% of the year with each parent (basic × 1.5, each parent's share for the other parent's time, offset); insurance, childcare and additional expenses shared by income.",
      compute,
    },
  ],
  examples: [
    {
      name: 'Basic visitation, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from NMSA § 40-4-11.1 Worksheet A lines 1-4, 9 and the 2024 schedule ($7,000 row)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'new-mexico',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 847.96, payer: 'noncustodial' },
      note: '$7,000 row, two children: $1,484; other parent 4,000 / 7,000 = 57.14%; 1,484 × 0.5714 = 847.96.',
    },
    {
      name: 'Self-support reserve: paying parent in the shaded area, three children',
      kind: 'derived',
      source: 'derived from 8.50.108.10(B) NMAC and the 2024 schedule ($2,500 row)',
      input: {
        custodialParentIncome: 20000,
        nonCustodialParentIncome: 2510,
        numberOfChildren: 3,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'new-mexico',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 795, payer: 'noncustodial' },
      note: "The paying parent's $2,510 is read at the $2,500 row, inside the shaded area for three children (to $2,500): only that income counts and the whole amount there, $795, is owed, though 11.15% of the $22,500 row would be less.",
    },
    {
      name: 'Shared responsibility, 146 days, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from the New Mexico Worksheet B lines 4-11',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        custodialParentOvernights: 219,
        nonCustodialParentOvernights: 146,
        state: 'new-mexico',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 381.54, payer: 'noncustodial' },
      note: '1,484 × 1.5 = 2,226; shares 1,271.94 / 954.06; each for the other parent’s time: 1,271.94 × 60% = 763.16, 954.06 × 40% = 381.62; 763.16 − 381.62 = 381.54.',
    },
  ],
});
