import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { SOUTH_CAROLINA_SCHEDULE } from './data/south-carolina-schedule.js';

const REGULATIONS: Source = {
  title: 'South Carolina Code of Regulations, Chapter 114, Article 47: Child Support Guidelines (2024)',
  section: 'S.C. Code Regs. 114-4710 to 114-4750',
  url: 'https://www.scstatehouse.gov/coderegs/Chapter%20114.pdf',
};
const UNUSUAL_CUSTODY: Source = {
  title:
    'S.C. Code Regs. 114-4730, Unusual Custody Arrangements (casetext copy, current through Register Vol. 48, No. 3)',
  section:
    '114-4730(A): shared physical custody is more than 109 overnights a year (30%) for each parent; Worksheet C advisory',
  url: 'https://casetext.com/regulation/south-carolina-code-of-regulations/chapter-114-department-of-social-services/article-47-child-support-guidelines/section-114-4730-unusual-custody-arrangements',
};
const BOOKLET: Source = {
  title:
    'South Carolina Department of Social Services, Child Support Guidelines (DSS Booklet 2819, November 2024)',
  section:
    'Schedule of Basic Child Support Obligations; Worksheets A (sole custody) and C (shared parenting)',
  url: 'https://dss.sc.gov/media/lmdj4cnh/dss-booklet-2819-nov-24.pdf',
};

assertScheduleShape('South Carolina schedule', SOUTH_CAROLINA_SCHEDULE);

/**
 * Worksheet C: shared physical custody is "more than 109 overnights each year (30%)" for each parent
 * (114-4730(A)). Whole overnights qualify from 110; a time share of exactly 30% (109.5 nights) is
 * counted as qualifying because the regulation equates the threshold with 30%.
 */
const SHARED_PARENTING_OVERNIGHTS = 109.5;

export const southCarolina = defineChildSupportRules({
  slug: 'south-carolina',
  versions: [
    {
      effective: { from: '2024-01-15' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [REGULATIONS, UNUSUAL_CUSTODY, BOOKLET],
      approximations: [
        'The 2024 schedule comes from one secondary transcription (785 rows, missing the $31,350 row); no second copy of any row was found (search log in data/south-carolina-schedule.ts), so no row is cross-checked.',
        "Incomes between rows are read at the next higher row, and the shaded self-support area is applied as a limit of the obligor's share to the schedule amount at the obligor's own income, as a secondary source describes them; the 114-4720 text on the self-support reserve was not read.",
        'Worksheet C’s threshold is from 114-4730(A) (more than 109 overnights, 30%, each parent), but its arithmetic is applied as the common cross-credit (basic × 1.5, each parent’s share for the other parent’s time), not read from the worksheet itself.',
      ],
      summary:
        'Income shares on gross income (less alimony and support paid for other children) with the 2024 schedule from $750 to $40,000; Worksheet C shared parenting above 109 overnights each (114-4730(A); × 1.5 cross-credit); childcare and the children’s health insurance shared by income.',
      compute: incomeSharesWorksheet({
        state: 'south-carolina',
        stateBasis: 'gross',
        incomeLabel: 'gross monthly income',
        deductionSource: 'Worksheet A: alimony paid and other child support paid',
        schedule: SOUTH_CAROLINA_SCHEDULE,
        lookup: 'next-higher-row',
        scheduleSource: 'Schedule of Basic Child Support Obligations (2024)',
        aboveSchedule: {
          kind: 'top-row',
          source: 'Above $40,000 the court sets support case by case; the $40,000 row is shown',
        },
        parentingTime: {
          method: 'cross-credit',
          minOvernights: SHARED_PARENTING_OVERNIGHTS,
          multiplier: 1.5,
          source: 'Worksheet C (shared parenting); 114-4730(A): more than 109 overnights each',
        },
        ownIncomeLimit: { source: 'Self-support reserve (shaded area of the schedule)' },
        interpolateGaps: [{ from: 31300, to: 31400 }],
        addOnsSource: 'Worksheet A: work-related childcare and the children’s health insurance premium',
      }),
    },
  ],
  examples: [
    {
      name: 'Sole custody, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from S.C. Code Regs. 114-4720 (Worksheet A) and the 2024 schedule ($7,000 row)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'south-carolina',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 811.96, payer: 'noncustodial' },
      note: '$7,000 row, two children: $1,421; noncustodial share 4,000 / 7,000 = 57.14%; 1,421 × 0.5714 = 811.96.',
    },
    {
      name: 'Shared parenting, 146 overnights, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from the Worksheet C cross-credit as applied here (basic × 1.5)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        custodialParentOvernights: 219,
        nonCustodialParentOvernights: 146,
        state: 'south-carolina',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 365.34, payer: 'noncustodial' },
      note: '1,421 × 1.5 = 2,131.50; shares 1,217.94 / 913.56; × the other parent’s time (60% / 40%) → 730.76 / 365.42; 730.76 − 365.42 = 365.34.',
    },
  ],
});
