import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';
import {
  KANSAS_AGE_BAND_SHARE,
  KANSAS_CHILD_CARE_CREDIT,
  KANSAS_EXTENDED_FORMULA,
  KANSAS_SCHEDULE_12_18_ANCHORS,
  type KansasAgeBand,
} from './data/kansas-schedule.js';

const GUIDELINES_2025: Source = {
  title: 'Kansas Child Support Guidelines, effective July 1, 2025 (Kansas Supreme Court), as reproduced by kansas-divorce.com',
  section: 'Worksheet sections C (child support income), D (computation), E (parenting time or shared residency), F-I (health insurance, child care, obligation); Appendix II schedules',
  url: 'https://www.kansas-divorce.com/2025-kansas-child-support-guidelines-update-3',
};
const GUIDELINES_2024: Source = {
  title: '2024 Kansas Child Support Guidelines, effective January 1, 2024 (new schedules), commentary by eFamilyTools',
  section: 'Schedules replaced at the 2024 four-year review',
  url: 'https://efamilytools.com/blog/2024-kansas-child-support-guidelines-commentary',
};
const GUIDELINES_2024_V2: Source = {
  title: 'Kansas Child Support Guidelines as revised effective August 1, 2024 (Administrative Order 2024-RL-068)',
  section: 'Worksheet sections D-N; Shared Expense Formula ((high − low) ÷ 2) and Direct Expense Formula as deviations for shared residency',
  url: 'https://efamilytools.com/blog/2024-kansas-child-support-guidelines-version2',
};
const WORKSHEET_2024: Source = {
  title: 'Bradley Software, Kansas Child Support Guideline Updates (August 2024)',
  section: 'Worksheet sections D-I after Administrative Order 2024-RL-068; E.1 parenting time adjustment',
  url: 'https://www.bradleysoftware.com/blog-kansas-guideline-updates.asp',
};
const GENERAL_INSTRUCTIONS: Source = {
  title: 'Kansas Child Support Guidelines (pre-2024 text), General Instructions',
  section: 'III.B.1 Rounding (nearest dollar, percentages to the tenth, nearest schedule row), III.B.2 Age, III.B.3 Income beyond the schedule',
  url: 'https://chowins.com/resources/kansas-child-support-guidelines/kansas-child-support-guidelines-part-2',
};
const SECONDARY_SCHEDULE: Source = {
  title: 'Kansas schedule rows (12-18 column), age shares, extended formula and parenting time percentages as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/kansas_schedule.json; data/rules/kansas.json',
  url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa',
};
const SECONDARY_SPEC: Source = {
  title: 'Kansas Child Support Worksheet specification (Juna-Jane/Kansas-Child-Support-Worksheet, AGENTS.md), written from the 2025 guidelines (secondary)',
  section: 'Worksheet lines D-I, parenting time percentages, Child Care Credit Chart, extended formula, two schedule cells',
  url: 'https://github.com/Juna-Jane/Kansas-Child-Support-Worksheet',
};

assertScheduleShape('Kansas schedule anchor rows', KANSAS_SCHEDULE_12_18_ANCHORS);

const SCHEDULE_TOP = KANSAS_SCHEDULE_12_18_ANCHORS.incomes.at(-1)!;

/** The input has no child ages; the middle column stands for every child (see the approximations). */
const ASSUMED_AGE_BAND: KansasAgeBand = '6-11';

/** E.1.a: reduction of the non-primary parent's share (line D.5) by that parent's share of the time. */
const PARENTING_TIME_BANDS = [
  { fromPercent: 35, rate: 0.1 },
  { fromPercent: 40, rate: 0.2 },
  { fromPercent: 45, rate: 0.3 },
] as const;

/** Both parents at 50% of the time when rounded to the whole percent: equal (shared) residency. */
const EQUAL_TIME_PERCENT = 49.5;

const PARTY: Record<ParentRole, string> = { custodial: 'custodial parent', noncustodial: 'noncustodial parent' };
const SHARE_LABEL: Record<ParentRole, string> = { custodial: "Custodial parent's share", noncustodial: "Noncustodial parent's share" };
const OTHER: Record<ParentRole, ParentRole> = { custodial: 'noncustodial', noncustodial: 'custodial' };

export interface KansasScheduleReading {
  /** The per-child amount in the chosen age column, whole dollars. */
  perChild: number;
  /** The 12-18 amount the age column is a share of (interpolated or by the extended formula), unrounded. */
  base12to18: number;
  aboveSchedule: boolean;
  description: string;
}

/**
 * One cell of the Kansas schedules: the per-child amount for a family of `children` at combined
 * child support income `combined`, in the given age column. Between the rows held the 12-18 amount
 * is interpolated; above the top row the guidelines' extended formula gives it, never less than the
 * top row (III.B.3 sets support "in addition to the highest amount" on the schedule).
 */
export function kansasScheduleAmount(combined: number, children: number, band: KansasAgeBand): KansasScheduleReading {
  const column = Math.min(children, 6) - 1;
  const share = KANSAS_AGE_BAND_SHARE[band];
  if (combined > SCHEDULE_TOP) {
    const topRow = KANSAS_SCHEDULE_12_18_ANCHORS.obligations.at(-1)![column]!;
    const coefficient = KANSAS_EXTENDED_FORMULA.coefficients[column]!;
    const formula = coefficient * combined ** KANSAS_EXTENDED_FORMULA.exponent;
    const base12to18 = Math.max(formula, topRow);
    return {
      perChild: roundToNearestDollar(base12to18 * share),
      base12to18,
      aboveSchedule: true,
      description: `extended formula ${coefficient} × ${combined}^${KANSAS_EXTENDED_FORMULA.exponent} = ${roundToDecimals(formula, 2)} (12-18)${share === 1 ? '' : ` × ${roundToDecimals(share * 100, 0)}%`}`,
    };
  }
  const reading = readSchedule(KANSAS_SCHEDULE_12_18_ANCHORS, combined, children, 'interpolate');
  return {
    perChild: roundToNearestDollar(reading.amount * share),
    base12to18: reading.amount,
    aboveSchedule: false,
    description: `12-18 column ${reading.description}${share === 1 ? '' : `, × ${roundToDecimals(share * 100, 0)}% for ages ${band}`}`,
  };
}

/** The Child Care Credit Chart's monthly credit for the parent who pays the care. */
function childCareCredit(cost: number, annualIncome: number, children: number): { credit: number; rate: number; cap: number } {
  let rate = KANSAS_CHILD_CARE_CREDIT.rates[0]![1];
  for (const [from, r] of KANSAS_CHILD_CARE_CREDIT.rates) if (annualIncome >= from) rate = r;
  const cap = children >= 2 ? KANSAS_CHILD_CARE_CREDIT.monthlyExpenseCap.twoOrMore : KANSAS_CHILD_CARE_CREDIT.monthlyExpenseCap.oneChild;
  return { credit: Math.min(cost, cap) * rate, rate, cap };
}

function computeKansas(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];

  // Section C: domestic gross income less court-ordered child support and maintenance paid (the
  // deductions entered), whole dollars (III.B.1).
  const income: Record<ParentRole, number> = { custodial: 0, noncustodial: 0 };
  for (const role of ['custodial', 'noncustodial'] as const) {
    const gross = roundToNearestDollar(Math.max(0, c[role].monthlyIncome));
    steps.push(money(`C.1 Domestic gross income (${PARTY[role]})`, gross));
    const deductions = roundToNearestDollar(c[role].monthlyDeductions);
    if (deductions > 0) steps.push(money(`C.2-C.4 Court-ordered child support and maintenance paid (${PARTY[role]})`, deductions));
    income[role] = Math.max(0, gross - deductions);
    steps.push(money(`D.1 Child support income (${PARTY[role]})`, income[role], undefined, 'Worksheet line C.5 / D.1'));
  }
  const combined = income.custodial + income.noncustodial;
  // Percentages are rounded to the tenth (III.B.1): shares as fractions to three places.
  const ncpShare = combined === 0 ? 0.5 : roundToDecimals(income.noncustodial / combined, 3);
  const share: Record<ParentRole, number> = { noncustodial: ncpShare, custodial: roundToDecimals(1 - ncpShare, 3) };
  steps.push(
    money('D.2 Combined child support income', combined),
    percent("D.3 Custodial parent's proportionate share", roundToDecimals(share.custodial * 100, 1)),
    percent("D.3 Noncustodial parent's proportionate share", roundToDecimals(share.noncustodial * 100, 1)),
  );

  // D.4: the per-child amount of the family-size schedule, once per child, in the assumed age column.
  const cell = kansasScheduleAmount(combined, c.children, ASSUMED_AGE_BAND);
  const grossObligation = cell.perChild * c.children;
  steps.push(
    note('Age of the children', `Ages are not part of this calculation: each child is taken in the ${ASSUMED_AGE_BAND} column (94% of the 12-18 column; 0-5 is 84%).`, 'III.B.2 (age on the nearest birthday)'),
    money(`Schedule amount per child (${Math.min(c.children, 6)}-child families, ages ${ASSUMED_AGE_BAND})`, cell.perChild, cell.description, 'Appendix II schedules'),
    money('D.4 Gross child support obligation', grossObligation, `${c.children} × ${cell.perChild}`),
  );
  if (cell.aboveSchedule) {
    const text = `Combined income is above the schedule's $${SCHEDULE_TOP.toLocaleString('en-US')} top row, where the court sets the amount in its discretion; the guidelines' extended formula was used (never below the top row).`;
    approximations.push(text);
    steps.push(note('Income beyond the schedule', text, 'III.B.3'));
  }
  const d5: Record<ParentRole, number> = {
    custodial: roundToNearestDollar(grossObligation * share.custodial),
    noncustodial: roundToNearestDollar(grossObligation * share.noncustodial),
  };
  steps.push(
    money("D.5 Custodial parent's share of the gross obligation", d5.custodial, `${grossObligation} × ${(share.custodial * 100).toFixed(1)}%`),
    money("D.5 Noncustodial parent's share of the gross obligation", d5.noncustodial, `${grossObligation} × ${(share.noncustodial * 100).toFixed(1)}%`),
  );

  // Section E: parenting time adjustment for the non-primary parent, or shared residency at equal time.
  const time: Record<ParentRole, number> = { custodial: c.custodial.timePercent, noncustodial: c.noncustodial.timePercent };
  steps.push(
    percent("Custodial parent's share of parenting time", roundToDecimals(time.custodial, 1)),
    percent("Noncustodial parent's share of parenting time", roundToDecimals(time.noncustodial, 1)),
  );
  const equalTime = time.custodial >= EQUAL_TIME_PERCENT && time.noncustodial >= EQUAL_TIME_PERCENT;
  let obligor: ParentRole;
  let obligorBasic: number;
  if (equalTime) {
    // Shared Expense Formula: the parent with the larger share pays half the difference of the shares.
    obligor = d5.noncustodial >= d5.custodial ? 'noncustodial' : 'custodial';
    obligorBasic = roundToNearestDollar((d5[obligor] - d5[OTHER[obligor]]) / 2);
    const text =
      'With equal parenting time Kansas treats shared residency as a deviation the court may order: the Shared Expense Formula ((larger share − smaller share) ÷ 2) is shown; the Direct Expense Formula would add an allocation of the children’s direct expenses, and without either the presumptive amount is the primary-residency calculation.';
    approximations.push(text);
    steps.push(
      note('E.2 Shared residency', text, GUIDELINES_2024_V2.section),
      money(`E.2 Shared Expense Formula (paid by the ${PARTY[obligor]})`, obligorBasic, `(${d5[obligor]} − ${d5[OTHER[obligor]]}) ÷ 2`),
    );
  } else {
    // The parent with less time is the non-primary parent, who pays; the primary parent's share is
    // presumed spent on the children directly.
    obligor = time.noncustodial <= time.custodial ? 'noncustodial' : 'custodial';
    if (obligor === 'custodial') {
      steps.push(note('Primary residency', 'The parent entered as noncustodial has more of the parenting time, so the parent entered as custodial is the non-primary parent who pays.'));
    }
    let band: { fromPercent: number; rate: number } | undefined;
    for (const b of PARENTING_TIME_BANDS) if (time[obligor] >= b.fromPercent) band = b;
    const adjustment = band ? roundToNearestDollar(d5[obligor] * band.rate) : 0;
    if (band) {
      steps.push(
        money(
          `E.1 Parenting time adjustment (${PARTY[obligor]}, ${band.fromPercent}-${band.fromPercent + 4}% of the time: ${roundToDecimals(band.rate * 100, 0)}%)`,
          adjustment,
          `${d5[obligor]} × ${roundToDecimals(band.rate * 100, 0)}%`,
          'E.1.a percentage calculation',
        ),
      );
    } else {
      steps.push(note('E.1 Parenting time adjustment', `None: the ${PARTY[obligor]} has less than 35% of the parenting time.`, 'E.1.a percentage calculation'));
    }
    obligorBasic = d5[obligor] - adjustment;
  }

  // Sections F and G: the children's health insurance premium and work-related child care (less the
  // child care credit) are shared by income; the parent who pays them is credited in line I.1.
  const premium = roundToNearestDollar(c.healthInsurance.monthly);
  let childCare = 0;
  const childCareSteps: Step[] = [];
  if (c.childcare.monthly > 0) {
    const payer = c.childcare.paidBy;
    const cost = roundToNearestDollar(c.childcare.monthly);
    const { credit, rate, cap } = childCareCredit(cost, c[payer].monthlyIncome * 12, c.children);
    childCare = Math.max(0, roundToNearestDollar(cost - credit));
    childCareSteps.push(
      money(`G.1 Work-related child care, paid by the ${PARTY[payer]}`, cost),
      money('G.1 Less the child care credit', roundToDecimals(credit, 2), `${roundToDecimals(rate * 100, 0)}% of up to $${cap} a month (Child Care Credit Chart)`),
      money('G.1 Net child care cost', childCare),
    );
    approximations.push(
      "The child care credit was read from the Kansas Child Care Credit Chart (2024 edition, as described in a secondary source) with the paying parent's gross income × 12 standing for federal adjusted gross income; the chart in force and the parent's actual adjusted gross income may differ.",
    );
  }
  const f2 = roundToNearestDollar(premium * share[obligor]);
  const g2 = roundToNearestDollar(childCare * share[obligor]);
  if (premium > 0) {
    steps.push(
      money(`F.1 Children's health insurance premium, paid by the ${PARTY[c.healthInsurance.paidBy]}`, premium),
      money(`F.2 ${SHARE_LABEL[obligor]} of the premium`, f2, `${premium} × ${(share[obligor] * 100).toFixed(1)}%`),
    );
  }
  steps.push(...childCareSteps);
  if (childCare > 0) steps.push(money(`G.2 ${SHARE_LABEL[obligor]} of child care`, g2, `${childCare} × ${(share[obligor] * 100).toFixed(1)}%`));
  const h1 = obligorBasic + f2 + g2;
  const credits = (c.healthInsurance.paidBy === obligor ? premium : 0) + (c.childcare.paidBy === obligor ? childCare : 0);
  const i2 = h1 - credits;
  steps.push(money(`H.1 Proportionate child support obligation (${PARTY[obligor]})`, h1, `${obligorBasic} + ${f2} + ${g2}`));
  if (credits > 0) steps.push(money(`I.1 Insurance and child care paid by the ${PARTY[obligor]}`, credits));
  steps.push(money(`I.2 Basic child support obligation (${PARTY[obligor]}; negative: owed to that parent)`, i2, credits > 0 ? `${h1} − ${credits}` : undefined));

  const monthlyPayment = Math.abs(i2);
  const payer: ParentRole | 'none' = i2 === 0 ? 'none' : i2 > 0 ? obligor : OTHER[obligor];
  steps.push(money('Monthly child support', monthlyPayment, undefined, 'Worksheet line N (before sections J-M)'));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(share.noncustodial * 100, 1),
    baseAmount: d5[obligor],
    adjustment: monthlyPayment - d5[obligor],
    steps,
    approximations,
  };
}

const COMMON_APPROXIMATIONS = [
  "Kansas' schedules are held only as 52 rows of the 12-18 column for 1 to 6 children (one secondary transcription; two cells agree with a second secondary description; none checked against the official PDF, which no stored copy reached); amounts between those rows are interpolated, where the guidelines read the nearest printed row.",
  'The children’s ages are not asked: every child is taken in the 6-11 column (94% of the 12-18 amount). For a child aged 0-5 (84%) the schedule amount is about 10.6% lower than shown, for a child aged 12-18 about 6.4% higher.',
  'The parenting time adjustment percentages (35-39% of the time: 10%, 40-44%: 20%, 45-49%: 30% of the non-primary parent’s share) and the Child Care Credit Chart come from secondary descriptions of the current guidelines; the adjustment is the court’s to grant.',
  'Not applied: the Section J adjustments (long-distance parenting time costs, income tax considerations, special needs, support past majority, overall financial condition), the deviations of Section K (including the ability-to-pay check against the poverty guideline), the Social Security dependent benefit credit and the enforcement fee allowance (Sections L-M).',
];

const SUMMARY =
  'Income shares on child support income (gross, less court-ordered support and maintenance paid): per-child amounts from the Kansas schedules by family size and age (6-11 column used), shares to the tenth of a percent, a 10/20/30% parenting time adjustment for the non-primary parent at 35/40/45% of the time, the Shared Expense Formula ((larger share − smaller share) ÷ 2) at equal time, health insurance and child care (less the child care credit) shared by income; whole dollars.';

function kansasVersion(p: { from: string; to?: string; sources: Source[]; extra: string[] }): ChildSupportRuleVersion {
  return {
    effective: { from: p.from, ...(p.to ? { to: p.to } : {}) },
    model: 'income-shares',
    incomeBasis: 'gross',
    confidence: 'estimate',
    sources: [...p.sources, GENERAL_INSTRUCTIONS, SECONDARY_SCHEDULE, SECONDARY_SPEC],
    approximations: [...COMMON_APPROXIMATIONS, ...p.extra],
    summary: SUMMARY,
    compute: computeKansas,
  };
}

const base = { state: 'kansas', asOf: '2026-11-01', custodyArrangement: 'primary' } as const;

export const kansas = defineChildSupportRules({
  slug: 'kansas',
  versions: [
    kansasVersion({
      from: '2024-01-01',
      to: '2025-06-30',
      sources: [GUIDELINES_2024, GUIDELINES_2024_V2, WORKSHEET_2024],
      extra: [
        'For 2024-01-01 to 2025-06-30 the rules of the 2025 text are applied: the schedules are the tables adopted at the 2024-01-01 review (assumed unchanged in the 2025 revision), but the text was revised on 2024-08-01 (Administrative Order 2024-RL-068; before it equal time used the Equal Parenting Time formula) and again on 2025-07-01.',
      ],
    }),
    kansasVersion({
      from: '2025-07-01',
      sources: [GUIDELINES_2025, GUIDELINES_2024_V2],
      extra: [
        'The administrative order adopting the 2025 text (cited by one secondary source as 2025-RL-121) was not seen; no later Kansas order was found in the stored sources as of 2026-11-21.',
      ],
    }),
  ],
  examples: [
    {
      name: 'Two children, $10,000 combined (a schedule row), primary residency',
      kind: 'derived',
      source: 'derived from the Kansas schedules (two-child families, $10,000 row as transcribed) and worksheet lines D.1-D.5, I.2',
      input: { ...base, custodialParentIncome: 4000, nonCustodialParentIncome: 6000, numberOfChildren: 2, custodialParentTime: 80, nonCustodialParentTime: 20 },
      expected: { monthlyPayment: 1379, payer: 'noncustodial' },
      note: '12-18 per child $1,222; 6-11 column 94% → 1,148.68 → $1,149; D.4 = 2 × 1,149 = 2,298. Noncustodial share 60.0%: 2,298 × 0.6 = 1,378.8 → $1,379. 20% of the time: no parenting time adjustment.',
    },
    {
      name: 'Parenting time adjustment: 40% of the time, 20% off the non-primary parent’s share',
      kind: 'derived',
      source: 'derived from worksheet line E.1.a (40-44% of the time: 20%) and the Kansas schedules as transcribed',
      input: { ...base, custodyArrangement: 'shared', custodialParentIncome: 4000, nonCustodialParentIncome: 6000, numberOfChildren: 2, custodialParentTime: 60, nonCustodialParentTime: 40 },
      expected: { monthlyPayment: 1103, payer: 'noncustodial' },
      note: 'D.5 = $1,379 as in the first example; E.1 = 1,379 × 20% = 275.8 → $276; 1,379 − 276 = $1,103.',
    },
    {
      name: 'Equal time: Shared Expense Formula',
      kind: 'derived',
      source: 'derived from the Shared Expense Formula ((higher share − lower share) ÷ 2) and the Kansas schedules as transcribed',
      input: { ...base, custodyArrangement: 'shared', custodialParentIncome: 4000, nonCustodialParentIncome: 6000, numberOfChildren: 2, custodialParentTime: 50, nonCustodialParentTime: 50 },
      expected: { monthlyPayment: 230, payer: 'noncustodial' },
      note: 'D.4 = $2,298; shares 40.0% and 60.0% → D.5 $919 (919.2) and $1,379; (1,379 − 919) ÷ 2 = $230, paid by the parent with the larger share.',
    },
  ],
});
