import { roundToCents, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';
import { NEBRASKA_TABLE_1 } from './data/nebraska-schedule.js';

const GUIDELINES: Source = {
  title: 'Nebraska Court Rules, Chapter 4, Article 2: Child Support Guidelines',
  section: 'Neb. Ct. R. §§ 4-203, 4-204, 4-209, 4-212, 4-214, 4-215, 4-218; Table 1; Worksheets 1 and 3',
  url: 'https://supremecourt.nebraska.gov/supreme-court-rules/chapter-4-domestic-relations/article-2-child-support-guidelines',
};
const ARTICLE_INDEX: Source = {
  title:
    'Nebraska Supreme Court, Article 2: Child Support Guidelines (index page listing §§ 4-201 to 4-222, Worksheets 1-6 and Table 1)',
  section: 'Neb. Ct. R. § 4-221 (Rounding to the nearest whole dollar), § 4-222 (Residence with third party)',
  url: 'https://supremecourt.nebraska.gov/supreme-court-rules/chapter-4-children-families/article-2-child-support-guidelines',
};
const TABLE_CHECK: Source = {
  title:
    'tborer/ne-child-support-calc (GitHub), tests/unit/calc.test.js and tests/calculation.spec.js: hand-verified Table 1 amounts used as inputs',
  section: 'Table 1, one child: $1,043 (row $7,350), $1,122 ($7,950), $1,237 ($9,300), $1,741 ($14,550)',
  url: 'https://github.com/tborer/ne-child-support-calc',
};
const RULE_206_EXAMPLE: Source = {
  title:
    'Neb. Ct. R. § 4-206 (Monthly support), worked example in the rule text, as copied on howtolegalhelp.com (Nebraska family law, Sections 4-203 to 4-208)',
  section: '§ 4-206: combined monthly net income $2,000, three children → $712 from Table 1',
  url: 'https://howtolegalhelp.com/category/nebraska/family-law-nebraska/page/5',
};
const LANCASTER_218: Source = {
  title: 'Lancaster County (Neb.) District Court, Referee: Federal Poverty Guideline (quotes the basic subsistence limitation)',
  section:
    '§ 4-218 wording: obligation shall not reduce net income below the minimum net monthly for one person, or the poverty guidelines updated annually, except minimum support (amount quoted: $931, 2012)',
  url: 'http://lancaster.ne.gov/districtcourt/referee/fedprov.htm',
};
const HHS_2026: Source = {
  title: 'HHS, Annual Update of the HHS Poverty Guidelines, 91 Fed. Reg. 1797 (Jan. 15, 2026), FR Doc. 2026-00755',
  section: 'One-person household, 48 contiguous states: $15,960 a year ($1,330 a month); effective January 13, 2026',
  url: 'https://www.govinfo.gov/content/pkg/FR-2026-01-15/html/2026-00755.htm',
};
const SECONDARY_RULES: Source = {
  title:
    'Secondary accounts of §§ 4-209 and 4-212: georgiafamilylawreform.com and McHenry Law (minimum $50 or 10% of net income, whichever is greater); Koenig Dunne and divorce.law (Worksheet 3 at 142 days, court discretion from 109 days)',
  section: '§ 4-209 minimum support; § 4-212 joint physical custody',
  url: 'https://koenigdunne.com/how-is-child-support-affected-by-parenting-time/',
};

assertScheduleShape('Nebraska Table 1', NEBRASKA_TABLE_1);

/**
 * § 4-212: joint physical custody (Worksheet 3) when each parent's parenting time exceeds 142 days a year.
 * Two secondary accounts give the 142 days (Koenig Dunne: "at least 142"; divorce.law: Worksheet 3 from
 * 142, discretionary for 109-142), so exactly 142 is the one day they disagree on; we follow the
 * discretionary band and require more than 142. The model applies the rule from a minimum, so it sits
 * just above 142: whole days qualify from 143, and a time share over 142 days (39% = 142.35) qualifies.
 */
const JOINT_CUSTODY_DAYS = 142.000001;
/**
 * § 4-218: the basic subsistence limitation is the one-person poverty guideline, monthly (rule wording as
 * the Lancaster County District Court quotes it). HHS's 2026 one-person guideline is $15,960 a year,
 * $1,330 a month; the court's amendment adopting it was not read.
 */
const BASIC_SUBSISTENCE_LIMITATION = 1330;

const worksheet = incomeSharesWorksheet({
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
});

/**
 * § 4-221 rounds to the nearest whole dollar; only its title was read, so the rounding is applied to the
 * final monthly amount (the worksheet's own lines keep cents).
 */
function roundedToWholeDollars(c: ChildSupportCase): GuidelineOutcome {
  const outcome = worksheet(c);
  const monthlyPayment = roundToNearestDollar(outcome.monthlyPayment);
  if (monthlyPayment === outcome.monthlyPayment) return outcome;
  const steps = outcome.steps.slice(0, -1);
  steps.push({
    ...outcome.steps.at(-1)!,
    value: monthlyPayment,
    formula: `${outcome.monthlyPayment} rounded to the nearest whole dollar`,
    source: '§ 4-221',
  });
  return {
    ...outcome,
    monthlyPayment,
    payer: monthlyPayment === 0 ? 'none' : outcome.payer,
    adjustment: roundToCents(monthlyPayment - outcome.baseAmount),
    steps,
  };
}

export const nebraska = defineChildSupportRules({
  slug: 'nebraska',
  versions: [
    {
      effective: { from: '2026-01-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [GUIDELINES, ARTICLE_INDEX, TABLE_CHECK, RULE_206_EXAMPLE, LANCASTER_218, HHS_2026, SECONDARY_RULES],
      approximations: [
        'Table 1 comes from a secondary transcription (391 rows). Five cells were matched against other sources: four one-child amounts ($7,350, $7,950, $9,300 and $14,550 rows, an independent calculator’s hand-verified figures) and one three-child amount ($2,000 row, $712, § 4-206’s own example); no cell for 2, 4, 5 or 6 children was checked. Incomes between rows are read at the row below.',
        'Which year’s table this is, and the version’s start date, are not confirmed: its $50 rows end at $1,300, so it was built with the 2025 or the 2026 basic subsistence limitation; two calculator sites date a revision to January 2025, and no 2026 amendment (nor its date) was found. The 2026 version is assumed to run from 2026-01-01, although the 2026 poverty guideline only took effect on January 13, 2026.',
        '§ 4-221 (rounding to the nearest whole dollar) is applied to the final monthly amount only; the section’s text was not read.',
        '§ 4-218’s wording is confirmed only through a county court’s 2012 quotation; its 2026 amount ($1,330) is HHS’s 2026 one-person guideline ÷ 12, not read in the court’s amended rule. The § 4-209 minimum (the greater of $50 or 10% of net income) and § 4-212’s 142 days rest on two agreeing secondary accounts each, not on the rule text; the accounts differ on exactly 142 days (treated as not enough), and the court’s discretion to use Worksheet 3 from 109 days is not modelled. Worksheet 3 is applied as basic × 1.5, each share cross-multiplied by the other parent’s time.',
      ],
      summary:
        'Income shares on monthly net income with Table 1 to $20,000; joint physical custody over 142 days each (Worksheet 3: × 1.5, cross-multiplied); obligor kept above the basic subsistence limitation but owing at least the greater of $50 or 10% of net income; childcare and the children’s health insurance shared by income; whole dollars (§ 4-221).',
      compute: roundedToWholeDollars,
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
      expected: { monthlyPayment: 822, payer: 'noncustodial' },
      note: 'Table 1 $7,000 row, two children: $1,438; noncustodial share 4,000 / 7,000 = 57.14%; 1,438 × 0.5714 = 821.67, rounded to the nearest whole dollar (§ 4-221): 822.',
    },
    {
      name: 'The §§ 4-206/4-207 example incomes (father $1,500, mother $500, three children), with the basic subsistence limitation',
      kind: 'derived',
      source:
        'derived from Neb. Ct. R. §§ 4-206 and 4-207 (the rule’s example: $2,000 combined, three children, $712 from Table 1), § 4-218 and § 4-209',
      input: {
        custodialParentIncome: 500,
        nonCustodialParentIncome: 1500,
        incomeBasis: 'net',
        numberOfChildren: 3,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'nebraska',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 170, payer: 'noncustodial' },
      note: 'Table 1 $2,000 row, three children: $712 (the figure § 4-206 prints); father’s share 1,500 / 2,000 = 75%, 712 × 0.75 = 534 (§ 4-207’s arithmetic). § 4-218 keeps his net income at the $1,330 limitation: 1,500 − 1,330 = 170, above the § 4-209 minimum of max($50, 10% × 1,500 = $150), so 170. (The rule’s own example stops at the shares and does not apply § 4-218.)',
    },
  ],
});
