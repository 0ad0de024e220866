import { count, money, note, percent, stepWith, type Step } from '../../explain/steps.js';
import { percentOf, roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome } from '../types.js';
import { OHIO_SCHEDULE } from './data/ohio-schedule.js';

const SCHEDULE_STATUTE: Source = {
  title: 'Ohio Revised Code 3119.021, Basic child support schedule (HB 366, 132nd GA, effective 2019-03-28)',
  section:
    'R.C. 3119.021(A) (ODJFS creates the schedule by rule), (B)(1) ($8,400 in $600 steps, six columns, percentages by income band), (B)(2) (self-sufficiency reserve, 116% of the 2016 poverty guideline)',
  url: 'https://codes.ohio.gov/ohio-revised-code/section-3119.021',
};
const SCHEDULE_RULE: Source = {
  title:
    'Ohio Adm.Code 5101:12-1-17, Ohio child support guideline (JFS 07767 schedule, JFS 07768 worksheet, JFS 07766 manual)',
  section: '5101:12-1-17(A)(1)-(2), (B); form revision dates in 5101:12-1-99',
  url: 'https://codes.ohio.gov/ohio-administrative-code/rule-5101:12-1-17',
};
const PARENTING_TIME: Source = {
  title: 'Ohio Revised Code 3119.051, Parenting time adjustment',
  section:
    'R.C. 3119.051: 10% reduction of the annual individual obligation at 90 or more court-ordered overnights a year',
  url: 'https://codes.ohio.gov/ohio-revised-code/section-3119.051',
};
const WORKSHEET_RULE: Source = {
  title: 'Ohio Revised Code 3119.022, Child support guideline worksheets and instructions (HB 366, 132nd GA, effective 2019-03-28)',
  section:
    'R.C. 3119.022(A): the director adopts "standard worksheet forms that shall be used in all courts and child support enforcement agencies when calculating child support"; the JFS 07768 form floors line 18d at 960 and takes the 10% of line 19b from line 18d',
  url: 'http://codes.ohio.gov/orc/3119.022v1',
  lastChecked: '2026-12-07',
};
const MINIMUM_ORDER: Source = {
  title:
    'Ohio Revised Code 3119.06, Minimum child support order (as amended by HB 33, 135th GA, effective 2024-04-03)',
  section:
    'R.C. 3119.06(A): at least $80 a month for all the children; less or nothing only in the court’s or agency’s discretion',
  url: 'https://courtgpt.ai/laws/ohio/title-31/chapter-3119/section-3119-06',
};
const SCHEDULE_UPDATE: Source = {
  title:
    "Beth Silverman & Associates, Cincinnati Family Law & Divorce Blog: Ohio's Updated Child Support Schedule (secondary)",
  section:
    'R.C. 3119.023 review of February 2022; schedule updated effective June 2023; one child at $80,400: $11,972 (2019 schedule $10,605)',
  url: 'https://bethsilverman.com/cincinnati-family-law-divorce-blog-ohios-updated-child-support-schedule/',
};
const SCHEDULE_FORM: Source = {
  title: 'ODJFS form JFS 07767, Basic Child Support Schedule (Rev. 6/2023)',
  section:
    'all 547 rows ($8,400 to $336,000 annual combined income, 1-6 children), read from the form PDF (13 pages, "JFS 07767 (Rev. 6/2023)" on each) as kept at sadiyaqeen92639572-cloud/child-support-calculator-usa research/sources/ohio-jfs-07767-rev-6-2023.pdf, commit 73163dcb, sha256 a28a20fb…07493c',
  url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa/blob/73163dcb8c455ec3bf5be8eb09930888d1a6c1fe/research/sources/ohio-jfs-07767-rev-6-2023.pdf',
  lastChecked: '2026-11-26',
};
const FORM_REVISION_DATES: Source = {
  title: 'Ohio Adm.Code 5101:12-1-99, Chapter 5101:12-1 forms, and ODJFS transmittal CSPMTL-186',
  section:
    '5101:12-1-99 lists each form with its revision month (the stored copy stops before the JFS 07767 entry); CSPMTL-186 amends that rule to revise the JFS 07766 and JFS 07767 dates',
  url: 'https://emanuals.jfs.ohio.gov/ChildSupport/CSPM/CSPMTL/CSPMTL-186.stm',
};

/**
 * The worksheet form the steps follow (issue 26): JFS 07768, Sole/Shared Child Support Computation Worksheet
 * (3/2019, the form the JFS 07766 manual names). Its lines 1-9 read in the copy of the form at
 * docslib.org/doc/11879676/sole-shared-parenting-child-support-computation-worksheet (1 Annual Gross Income …
 * 7 Total annual gross income (add lines 1, 2d, 3d, 4, 5 and 6), 8 Health insurance maximum); lines 9-25 in
 * a line-by-line reproduction of the form, rahulsaini022/data resources/views/computations/sole_shared.blade.php
 * (commit e2a9275e): 12 Total adjustments to income; 13 Adjusted annual gross income (line 7 − line 12);
 * III. INCOME SHARES: 14 the amount from line 13 for each parent; 15 shaded-area box; 16 Combined adjusted
 * annual gross income; 17 Income Share; IV. SUPPORT CALCULATION: 18a the schedule amount at each parent's
 * line 14 income; 18b the schedule amount at the combined income of line 16; 18c line 18b × line 17; 18d the
 * lower of line 18a or 18c, if less than 960 enter 960; 19a a parenting time order of ninety or more
 * overnights a year; 19b line 18d × 10%; 20 derivative benefit; 21 child care (21a-21j); 22 Adjusted child
 * support obligation (line 18d − 19b − 20 + 21j), annual; V. CASH MEDICAL: 23; VI. RECOMMENDED MONTHLY ORDERS:
 * 24 Child support amount (line 22 ÷ 12); 25 deviations.
 *
 * The $960 minimum stands on line 18d, before the parenting time reduction of line 19b: "d. Enter the lower of
 * Line 18a or Line 18c for each parent, if less than "960", enter "960"", then "b. If Line 19a is checked, use
 * the amount for that parent from Line 18d and multiply it by 10% or .10", and line 22 is "Line 18d minus Line
 * 19b minus Line 20 plus Line 21j" (the same reproduction, lines 18d, 19b and 22). R.C. 3119.022(A) makes the
 * ODJFS standard worksheet forms the ones "used in all courts and child support enforcement agencies"; R.C.
 * 3119.051(A) reduces "the annual individual support obligation" by ten per cent, a reduction that "may be in
 * addition to the other deviations and reductions"; R.C. 3119.06(A) lets the court or agency order less than
 * $80 a month. So at 90 or more overnights a minimum order is 960 − 96 = $864 a year, $72 a month.
 *
 * Where the engine's arithmetic still differs from the form's: it adds child care and health insurance monthly
 * by income share after dividing by 12 (lines 21 and 23 work annually with tax credits and cash medical), so
 * its line 22 has no step of its own; its final amount stands on line 24.
 */
const JFS_07768 = {
  name: 'Sole/Shared Child Support Computation Worksheet',
  number: 'JFS 07768',
  url: 'https://www.odjfs.state.oh.us/forms/num/JFS07768/pdf/',
} as const;

/** The step as it fills `line` of the worksheet form. */
const onLine = (line: string, step: Step): Step => stepWith(step, { line });

assertScheduleShape('Ohio JFS 07767 schedule', OHIO_SCHEDULE);

const MONTHS_PER_YEAR = 12;
/** R.C. 3119.051: 90 or more court-ordered overnights a year earn a 10% reduction of the annual obligation. */
const PARENTING_TIME_OVERNIGHTS = 90;
const PARENTING_TIME_REDUCTION = 0.1;
/**
 * R.C. 3119.06(A): the minimum order is $80 a month for all the children, $960 a year; the JFS 07768 worksheet
 * applies it on line 18d, before the line 19b parenting time reduction.
 */
const MINIMUM_MONTHLY_ORDER = 80;
const MINIMUM_ANNUAL_ORDER = MINIMUM_MONTHLY_ORDER * MONTHS_PER_YEAR;
const TOP_OF_SCHEDULE = OHIO_SCHEDULE.incomes[OHIO_SCHEDULE.incomes.length - 1]!;

const VERSION_APPROXIMATIONS = [
  'Between two rows of the JFS 07767 schedule ($600 apart) the obligation is interpolated; the JFS 07766 manual’s rule for incomes between rows could not be read.',
  "Each parent's obligation is taken as the lower of their income share of the combined obligation and the schedule amount at their own income (the worksheet's self-sufficiency step as a secondary source describes it), then raised to the R.C. 3119.06 minimum of $960 a year ($80 a month) on worksheet line 18d, before the 10% parenting time reduction (so $72 a month at 90 or more overnights).",
  'Child care is shared by income without the worksheet’s tax-credit and cost-cap steps, and cash medical support is not computed.',
  'The form is revised 6/2023 and Ohio Adm.Code 5101:12-1-99 dates forms by month only: the schedule is applied from 2023-06-01 (a law firm also reports it effective June 2023).',
];

function scheduleAmount(annualIncome: number, children: number): number {
  return readSchedule(OHIO_SCHEDULE, annualIncome, Math.min(children, 6), 'interpolate').amount;
}

function ohioCompute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const options = {
    stateBasis: 'gross',
    state: 'ohio',
    deductionSource: 'JFS 07768 adjustments to income',
  } as const;
  const incomes = guidelineIncomes(c, {
    ...options,
    labels: { custodial: 'Custodial parent', noncustodial: 'Noncustodial parent' },
  });
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);

  // R.C. 3119.021: the schedule runs on annual income; monthly figures are multiplied by 12.
  const cpAnnual = roundToCents(incomes.custodial * MONTHS_PER_YEAR);
  const ncpAnnual = roundToCents(incomes.noncustodial * MONTHS_PER_YEAR);
  const combined = roundToCents(cpAnnual + ncpAnnual);
  const ncpPct = percentOf(ncpAnnual, combined, 2);
  steps.push(
    onLine(
      '7',
      money(
        "Custodial parent's total annual gross income",
        roundToCents(Math.max(0, c.custodial.monthlyIncome) * MONTHS_PER_YEAR),
        `${roundToCents(Math.max(0, c.custodial.monthlyIncome))} × 12`,
        'R.C. 3119.021',
      ),
    ),
    onLine(
      '7',
      money(
        "Noncustodial parent's total annual gross income",
        roundToCents(Math.max(0, c.noncustodial.monthlyIncome) * MONTHS_PER_YEAR),
        `${roundToCents(Math.max(0, c.noncustodial.monthlyIncome))} × 12`,
        'R.C. 3119.021',
      ),
    ),
    onLine(
      '14',
      money(
        "Custodial parent's adjusted annual gross income",
        cpAnnual,
        `${incomes.custodial} × 12`,
        'R.C. 3119.021',
      ),
    ),
    onLine(
      '14',
      money(
        "Noncustodial parent's adjusted annual gross income",
        ncpAnnual,
        `${incomes.noncustodial} × 12`,
        'R.C. 3119.021',
      ),
    ),
    onLine('16', money('Combined adjusted annual gross income', combined)),
    onLine('17', percent("Noncustodial parent's income share", ncpPct)),
    count('Children', c.children),
  );

  const combinedObligation = scheduleAmount(combined, c.children);
  const byShare = roundToCents(combinedObligation * (ncpPct / 100));
  const ownIncome = scheduleAmount(ncpAnnual, c.children);
  const lower = Math.min(byShare, ownIncome);
  steps.push(
    onLine(
      '18a',
      money('Schedule amount at the noncustodial parent’s own income', ownIncome, `schedule at ${ncpAnnual}`),
    ),
    onLine(
      '18b',
      money(
        'Basic combined child support obligation (annual)',
        combinedObligation,
        `schedule at ${combined}`,
        'JFS 07767',
      ),
    ),
  );
  if (combined > TOP_OF_SCHEDULE) {
    // R.C. 3119.04(B): above the schedule the court decides case by case, normally not below the top row.
    const gap = `Combined income is above the schedule's top row ($${TOP_OF_SCHEDULE}); the court sets support case by case (R.C. 3119.04(B)) and the top row is used here.`;
    approximations.push(gap);
    steps.push(note('Above the schedule', gap));
  }
  steps.push(
    onLine(
      '18c',
      money(
        "Noncustodial parent's share of the combined obligation",
        byShare,
        `${combinedObligation} × ${ncpPct}%`,
      ),
    ),
    onLine('18d', money('Annual obligation (the lower of the two)', lower)),
  );

  // JFS 07768 line 18d: "if less than "960", enter "960"" (R.C. 3119.06(A), $80 a month), before line 19b.
  let obligation = lower;
  if (lower < MINIMUM_ANNUAL_ORDER) {
    steps.push(
      onLine(
        '18d',
        money(
          'Minimum order (R.C. 3119.06)',
          MINIMUM_ANNUAL_ORDER,
          `$${MINIMUM_MONTHLY_ORDER} × 12, above ${lower}`,
          'R.C. 3119.06(A); JFS 07768 line 18d',
        ),
      ),
    );
    obligation = MINIMUM_ANNUAL_ORDER;
  }
  let adjusted = obligation;
  const overnights = c.noncustodial.overnightsPerYear;
  if (overnights >= PARENTING_TIME_OVERNIGHTS) {
    // JFS 07768 line 19b: line 18d (after the minimum) × 10%; R.C. 3119.051(A).
    const reduction = roundToCents(obligation * PARENTING_TIME_REDUCTION);
    adjusted = roundToCents(obligation - reduction);
    steps.push(
      onLine('19a', count('Overnights with the noncustodial parent', roundToCents(overnights))),
      onLine('19b', money('Parenting time adjustment (10%)', -reduction, `${obligation} × 10%`, 'R.C. 3119.051')),
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
  steps.push(onLine('24', money('Child support amount (monthly)', monthlyPayment)));
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(incomes.custodial + incomes.noncustodial),
    nonCustodialPercentage: ncpPct,
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
    worksheetForm: JFS_07768,
  };
}

const ohioVersion: ChildSupportRuleVersion = {
  effective: { from: '2023-06-01' },
  model: 'income-shares',
  incomeBasis: 'gross',
  confidence: 'official',
  sources: [
    SCHEDULE_STATUTE,
    SCHEDULE_RULE,
    WORKSHEET_RULE,
    SCHEDULE_FORM,
    FORM_REVISION_DATES,
    PARENTING_TIME,
    MINIMUM_ORDER,
    SCHEDULE_UPDATE,
  ],
  approximations: VERSION_APPROXIMATIONS,
  summary:
    'Income shares on annual gross income (R.C. 3119.021), divided by 12 for a monthly order, with the $80 minimum order (R.C. 3119.06) on worksheet line 18d and then the 10% reduction at 90 or more overnights (R.C. 3119.051). The JFS 07767 (Rev. 6/2023) schedule is held in full (547 rows) as the ODJFS form prints it.',
  compute: ohioCompute,
};

export const ohio = defineChildSupportRules({
  slug: 'ohio',
  versions: [ohioVersion],
  examples: [
    {
      name: 'Two children, $2,500 and $5,000 gross a month, 73 overnights',
      source: 'derived from R.C. 3119.021 and 3119.051 with the JFS 07767 (Rev. 6/2023) schedule',
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
      note: 'Annual 30,000 + 60,000 = 90,000 (a schedule row: 18,770 for two children). Share 66.67%: 12,513.96. Schedule at 60,000 alone: 12,926 (the self-sufficiency line, 30% × (60,000 − 16,912.80) = 12,926.16). Lower: 12,513.96. 73 overnights: no reduction. ÷ 12 = 1,042.83.',
    },
    {
      name: 'One child, $1,000 and $4,000 gross a month',
      source:
        'derived from R.C. 3119.021 (one-child formula, thresholds × 1.24636 as the 2023 schedule applies them) and the JFS 07767 (Rev. 6/2023) schedule',
      kind: 'derived',
      input: {
        custodialParentIncome: 1000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'ohio',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 662.47, payer: 'noncustodial' },
      note: 'Annual 12,000 + 48,000 = 60,000, a row: 9,937 (the R.C. 3119.021(B)(1)(a) band from $39,044.16 scaled by 1.24636 to $48,663.08: 48,663.08 × 16.974% + 14.788% × (60,000 − 48,663.08) = 9,936.57). Share 80%: 7,949.60. Schedule at 48,000 alone: 8,154. Lower: 7,949.60. ÷ 12 = 662.47.',
    },
  ],
});
