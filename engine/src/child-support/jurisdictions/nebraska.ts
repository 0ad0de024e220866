import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import { NEBRASKA_TABLE_1 } from './data/nebraska-schedule.js';

const GUIDELINES: Source = {
  title: 'Nebraska Court Rules, Chapter 4, Article 2: Child Support Guidelines',
  section: 'Neb. Ct. R. §§ 4-203, 4-204, 4-209, 4-212, 4-214, 4-215, 4-218; Table 1; Worksheets 1 and 3',
  url: 'https://supremecourt.nebraska.gov/supreme-court-rules/chapter-4-domestic-relations/article-2-child-support-guidelines',
  lastChecked: '2026-11-21',
};

assertScheduleShape('Nebraska Table 1', NEBRASKA_TABLE_1);

/** § 4-212: joint physical custody (Worksheet 3) when each parent's parenting time exceeds 142 days a year. */
const JOINT_CUSTODY_DAYS = 143;
/** § 4-218: basic subsistence limitation for 2026 (the one-person poverty guideline, monthly), as a secondary source gives it. */
const BASIC_SUBSISTENCE_LIMITATION = 1330;

export const nebraska = defineChildSupportRules({
  slug: 'nebraska',
  versions: [
    {
      effective: { from: '2026-01-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [GUIDELINES],
      approximations: [
        'Table 1 comes from a secondary transcription (391 rows) that could not be checked against the court’s table; incomes between rows are read at the row below.',
        'The § 4-218 basic subsistence limitation ($1,330 a month for 2026) and the § 4-209 minimum (the greater of $50 or 10% of net income) follow a secondary source; Worksheet 3 (joint physical custody over 142 days each) is applied as basic × 1.5 cross-multiplied by the other parent’s time.',
      ],
      summary:
        'Income shares on monthly net income with Table 1 to $20,000; joint physical custody over 142 days each (Worksheet 3: × 1.5, cross-multiplied); obligor kept above the basic subsistence limitation but owing at least the greater of $50 or 10% of net income; childcare and the children’s health insurance shared by income.',
      compute: incomeSharesWorksheet({
        state: 'nebraska',
        stateBasis: 'net',
        incomeLabel: 'monthly net income',
        deductionSource: '§ 4-205: previously ordered support and mandatory retirement contributions',
        schedule: NEBRASKA_TABLE_1,
        lookup: 'row-below',
        scheduleSource: 'Table 1',
        aboveSchedule: {
          kind: 'top-row',
          source: '§ 4-203(C): above $20,000 support may be more, but not less, than the $20,000 amount',
        },
        parentingTime: {
          method: 'cross-credit',
          minOvernights: JOINT_CUSTODY_DAYS,
          multiplier: 1.5,
          source: '§ 4-212; Worksheet 3',
        },
        selfSupport: {
          reserveMonthly: BASIC_SUBSISTENCE_LIMITATION,
          minimumByChildren: [50],
          minimumIncomeRate: 0.1,
          source: '§§ 4-209, 4-218',
        },
        addOnsSource: '§ 4-214 (childcare), § 4-215 (health insurance): shared by income',
      }),
    },
  ],
  examples: [
    {
      name: 'Worksheet 1, two children, $7,000 combined net income',
      kind: 'derived',
      source: 'derived from Neb. Ct. R. § 4-203 and Table 1 ($7,000 row), Worksheet 1',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        incomeBasis: 'net',
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'nebraska',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 821.67, payer: 'noncustodial' },
      note: 'Table 1 $7,000 row, two children: $1,438; noncustodial share 4,000 / 7,000 = 57.14%; 1,438 × 0.5714 = 821.67.',
    },
  ],
});
