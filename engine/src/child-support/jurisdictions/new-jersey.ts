import { count, money, note, stepWith, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import { onePersonPovertyGuideline } from '../../rules/poverty-guideline.js';
import type { Source } from '../../rules/source.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome } from '../types.js';
import { NEW_JERSEY_2013_SCHEDULE, NEW_JERSEY_2025_SCHEDULE_ANCHORS } from './data/new-jersey-schedule.js';

const APPENDIX_IX_A: Source = {
  title: 'New Jersey Court Rules, Appendix IX-A, Considerations in the Use of Child Support Guidelines',
  section:
    'App. IX-A: self-support reserve (150% of the poverty guideline for one person since 2021), shared parenting from two overnights a week, expense components of the schedule (fixed, variable, controlled), incomes outside the schedule',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9a.pdf',
};
const APPENDIX_IX_B: Source = {
  title: 'New Jersey Court Rules, Appendix IX-B, Use of the Child Support Guidelines',
  section:
    'App. IX-B: weekly amounts (monthly ÷ 4.3), whole dollars, shares to two decimals; schedule read at the nearest $10 row ($5 and more goes up)',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9b.pdf',
};
const APPENDIX_IX_F_2013: Source = {
  title: 'New Jersey Court Rules, Appendix IX-F, Schedule of Child Support Awards (effective 2013-09-01)',
  section:
    'App. IX-F, every $10 row from $180 to $3,600, one to five children, as transcribed in the NCCP Family Resource Simulator New Jersey 2021 model',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9f.pdf',
};
const APPENDIX_IX_F_2025: Source = {
  title:
    'New Jersey Court Rules, Appendix IX-F, Schedule of Child Support Awards (revised effective 2025-09-01, per a secondary transcription)',
  section: 'App. IX-F, 45 of its rows as transcribed by a secondary source',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9f.pdf',
};
const SSR_2022_UPDATE: Source = {
  title:
    'Family Law Software, "New Jersey Guideline Changes Effective June 1, 2022" (self-support reserve $372 → $392 a week, 150% of the poverty guideline for one person)',
  url: 'https://blog.familylawsoftware.com/2022/06/02/new-jersey-guideline-changes-effective-june-1-2022/',
};

/**
 * The worksheet form the steps follow (issue 26): Appendix IX-C, Child Support Guidelines – Sole Parenting
 * Worksheet, read in the copies of the form at fill.io/Child-Support-Guidelines-Sole-Parenting-Worksheet---Rule-Appendix-IX-C
 * ("Amended July 30, 2021 to be effective September 1, 2021, CN 10788") and
 * fill.io/Appendix-IX-C-CHILD-SUPPORT-GUIDELINES---SOLE-PARENTING (the earlier edition, the same line
 * numbers). All amounts weekly: 1-5 income and deductions; 6 Net Income (L3 + L4 + L5); 7 Each Parent's
 * Share of Income; 8 Basic Child Support Amount (from Appendix IX-F Schedules); 9 Net Work Related Child
 * Care; 10 Child's Share of Health Insurance Premium; 11-12 unreimbursed health care, extraordinary expenses;
 * 13 Total Child Support Amount (L8 + … + L12); 14 Each Parent's Share of Support Obligation (L7 × L13);
 * 15 government benefits for the child; 16 Net Work-Related Child Care Paid; 17 Health Insurance Premium for
 * the Child Paid; 18-19 other expenses paid; 20 Adjustment for Parenting Time Expenses (L8 × L20b for the
 * non-custodial parent × 0.37), with 20a Number of Annual Overnights with Each Parent and 20b Each Parent's
 * Share of Overnights printed under it; 21 Net Child Support Obligation (L14 − L15 − … − L20). The copies
 * read stop at line 21: the self-support reserve test and the order that follow on the form's second page
 * have no line number here. The engine starts from monthly net income (lines 1-5 are the parents' own tax
 * figures), so its lines begin at 6; the shared-parenting worksheet (Appendix IX-D) is not followed (see
 * the approximations).
 */
const SOLE_PARENTING_WORKSHEET = {
  name: 'Child Support Guidelines – Sole Parenting Worksheet',
  number: 'Appendix IX-C',
  url: 'https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9c.pdf',
} as const;

/** The step as it fills `line` of the worksheet form. */
const onLine = (line: string, step: Step): Step => stepWith(step, { line });

assertScheduleShape('New Jersey Appendix IX-F (2013)', NEW_JERSEY_2013_SCHEDULE);
assertScheduleShape('New Jersey Appendix IX-F anchor rows (2025)', NEW_JERSEY_2025_SCHEDULE_ANCHORS);

/** App. IX-B: monthly amounts become weekly by dividing by 4.3; the weekly award is multiplied back. */
const WEEKS_PER_MONTH = 4.3;
/** App. IX-F: the schedule runs from $180 to $3,600 combined net income a week, in $10 rows. */
const SCHEDULE_MIN = 180;
const SCHEDULE_MAX = 3600;
const ROW_STEP = 10;
/** App. IX-B: shared parenting starts at the equivalent of two overnights a week. */
const SHARED_PARENTING_OVERNIGHTS = 2 * 52;
const DAYS_PER_YEAR = 365;
/** App. IX-A: variable expenses (food, transportation) are 37% of the schedule amounts. */
const VARIABLE_EXPENSE_SHARE = 0.37;
/** App. IX-A: the court sets an award of at least $5 a week when income is below the schedule or the reserve. */
const MINIMUM_WEEKLY_AWARD = 5;

/** The latest guideline year whose adoption by the courts is held; a 2026 amendment was not seen. */
const LATEST_GUIDELINE_YEAR = 2025;
/** Before this date the reserve was 105% of the guideline ($260 a week in January 2021), then 150% ($372 in 2021-22). */
const RESERVE_150_PERCENT_FROM = '2021-09-01';

interface SelfSupportReserve {
  weekly: number;
  formula: string;
  approximations: string[];
}

/**
 * App. IX-A self-support reserve: a percentage of the HHS poverty guideline for one person, weekly,
 * whole dollars. The courts adopt each year's guideline with their annual amendments (June 1 in 2022
 * and 2024); June 1 is taken as the changeover every year.
 */
function selfSupportReserve(asOf: string): SelfSupportReserve {
  const year = Number(asOf.slice(0, 4));
  const guidelineYear = asOf.slice(5) >= '06-01' ? year : year - 1;
  const { year: heldYear, annual: guideline } = onePersonPovertyGuideline(guidelineYear, {
    to: LATEST_GUIDELINE_YEAR,
  });
  const rate = asOf < RESERVE_150_PERCENT_FROM ? 1.05 : 1.5;
  const approximations =
    guidelineYear > LATEST_GUIDELINE_YEAR
      ? [
          `The self-support reserve uses the ${LATEST_GUIDELINE_YEAR} poverty guideline ($${guideline} for one person); the ${guidelineYear} figure the courts would use is not held.`,
        ]
      : [];
  return {
    weekly: roundToNearestDollar((guideline * rate) / 52),
    formula: `${rate * 100}% × ${guideline} (${heldYear} poverty guideline, one person) ÷ 52`,
    approximations,
  };
}

interface ScheduleEdition {
  label: string;
  read(rowIncome: number, children: number): { amount: number; how: string; approximations: string[] };
}

/** The 2013 schedule, held row by row for one to five children. */
const SCHEDULE_2013: ScheduleEdition = {
  label: 'App. IX-F (2013)',
  read(rowIncome, children) {
    const at = (k: number) => readSchedule(NEW_JERSEY_2013_SCHEDULE, rowIncome, k, 'nearest-row').amount;
    if (children <= 5) return { amount: at(children), how: `row ${rowIncome}`, approximations: [] };
    // The transcription stops at five children; the six-children column is extended by the ratio
    // between the five- and four-children columns of the same row (about 1.10 throughout the table).
    const amount = roundToNearestDollar((at(5) * at(5)) / at(4));
    return {
      amount,
      how: `row ${rowIncome}, five children × (five ÷ four children)`,
      approximations: [
        'The six-children column of the 2013 schedule is not held: it is extended from the five-children column by the ratio of the five- to four-children amounts in the same row.',
      ],
    };
  },
};

/** The 2025 schedule, of which 45 rows are held: the $10 row is interpolated between them. */
const SCHEDULE_2025: ScheduleEdition = {
  label: 'App. IX-F (2025, interpolated)',
  read(rowIncome, children) {
    const reading = readSchedule(
      NEW_JERSEY_2025_SCHEDULE_ANCHORS,
      rowIncome,
      Math.min(children, 6),
      'interpolate',
    );
    return {
      amount: roundToNearestDollar(reading.amount),
      how: `row ${rowIncome}: ${reading.description}`,
      approximations: [],
    };
  },
};

/** App. IX-B: the nearest $10 row; an amount ending in $5 or more goes to the next row up ($446 → $450, $444 → $440). */
function scheduleRow(combinedWeekly: number): number {
  const clamped = Math.min(Math.max(combinedWeekly, SCHEDULE_MIN), SCHEDULE_MAX);
  return Math.floor((clamped + ROW_STEP / 2) / ROW_STEP) * ROW_STEP;
}

const weekly = (monthly: number) => roundToNearestDollar(Math.max(0, monthly) / WEEKS_PER_MONTH);

function worksheet(c: ChildSupportCase, edition: ScheduleEdition): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const incomes = guidelineIncomes(c, {
    stateBasis: 'net',
    state: 'new-jersey',
    deductionSource: 'App. IX-B',
    labels: { custodial: 'Parent of primary residence', noncustodial: 'Parent of alternate residence' },
  });
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);

  // App. IX-B: the worksheet is weekly, in whole dollars, with shares to two decimals.
  const pprWeekly = weekly(incomes.custodial);
  const parWeekly = weekly(incomes.noncustodial);
  const combinedWeekly = pprWeekly + parWeekly;
  const parShare = combinedWeekly === 0 ? 0 : roundToDecimals(parWeekly / combinedWeekly, 2);
  const pprShare = combinedWeekly === 0 ? 0 : roundToDecimals(pprWeekly / combinedWeekly, 2);
  steps.push(
    count('Children', c.children),
    onLine(
      '6',
      money(
        'Parent of primary residence: weekly net income',
        pprWeekly,
        `${roundToCents(incomes.custodial)} ÷ 4.3`,
        'App. IX-B',
      ),
    ),
    onLine(
      '6',
      money(
        'Parent of alternate residence: weekly net income',
        parWeekly,
        `${roundToCents(incomes.noncustodial)} ÷ 4.3`,
        'App. IX-B',
      ),
    ),
    onLine('6', money('Combined weekly net income', combinedWeekly, undefined, 'App. IX-B')),
    onLine(
      '7',
      count(
        "Parent of primary residence's income share",
        pprShare,
        `${pprWeekly} ÷ ${combinedWeekly}, two decimals`,
        'App. IX-B',
      ),
    ),
    onLine(
      '7',
      count(
        "Parent of alternate residence's income share",
        parShare,
        `${parWeekly} ÷ ${combinedWeekly}, two decimals`,
        'App. IX-B',
      ),
    ),
  );

  const row = scheduleRow(combinedWeekly);
  const reading = edition.read(row, c.children);
  approximations.push(...reading.approximations);
  const basic = reading.amount;
  steps.push(onLine('8', money('Basic child support amount (weekly)', basic, reading.how, edition.label)));
  if (combinedWeekly < SCHEDULE_MIN || combinedWeekly > SCHEDULE_MAX) {
    const gap =
      combinedWeekly < SCHEDULE_MIN
        ? `Combined net income is below $${SCHEDULE_MIN} a week: the court sets an award between $5 and the $${SCHEDULE_MIN} amount from the obligor's income and expenses; the $${SCHEDULE_MIN} row is used here.`
        : `Combined net income is above $${SCHEDULE_MAX} a week: the court adds a discretionary amount to the $${SCHEDULE_MAX} award; the top row is used here.`;
    approximations.push(gap);
    steps.push(note('Outside the schedule', gap, 'App. IX-A'));
  }
  if (c.children > 6) {
    const gap = 'The schedule stops at six children; the six-children amount is used.';
    approximations.push(gap);
    steps.push(note('More than six children', gap));
  }

  // Add-ons the worksheet adds to the basic amount before it is shared by income.
  const childcare = weekly(c.childcare.monthly);
  const health = weekly(c.healthInsurance.monthly);
  const total = basic + childcare + health;
  if (childcare > 0) {
    steps.push(
      onLine(
        '9',
        money(
          'Work-related child care (weekly)',
          childcare,
          `${roundToCents(c.childcare.monthly)} ÷ 4.3, paid by the ${c.childcare.paidBy} parent`,
          'App. IX-B',
        ),
      ),
    );
  }
  if (health > 0) {
    steps.push(
      onLine(
        '10',
        money(
          "Children's health insurance premium (weekly)",
          health,
          `${roundToCents(c.healthInsurance.monthly)} ÷ 4.3, paid by the ${c.healthInsurance.paidBy} parent`,
          'App. IX-B',
        ),
      ),
    );
  }
  steps.push(
    onLine(
      '13',
      money('Total child support amount (weekly)', total, `${basic} + ${childcare} + ${health}`, 'App. IX-B'),
    ),
  );
  const parPart = roundToNearestDollar(total * parShare);
  const pprPart = roundToNearestDollar(total * pprShare);
  steps.push(
    onLine(
      '14',
      money("Parent of primary residence's share (weekly)", pprPart, `${total} × ${pprShare}`, 'App. IX-B'),
    ),
    onLine(
      '14',
      money("Parent of alternate residence's share (weekly)", parPart, `${total} × ${parShare}`, 'App. IX-B'),
    ),
  );

  // Lines 16-17: the add-ons the parent of alternate residence pays are credited to that parent.
  const childcarePaidByPar = c.childcare.paidBy === 'noncustodial' ? childcare : 0;
  const healthPaidByPar = c.healthInsurance.paidBy === 'noncustodial' ? health : 0;
  const paidByPar = childcarePaidByPar + healthPaidByPar;
  if (childcarePaidByPar > 0) {
    steps.push(
      onLine(
        '16',
        money(
          'Work-related child care paid by the parent of alternate residence (credit)',
          childcarePaidByPar,
          undefined,
          'App. IX-B',
        ),
      ),
    );
  }
  if (healthPaidByPar > 0) {
    steps.push(
      onLine(
        '17',
        money(
          'Health insurance premium for the children paid by the parent of alternate residence (credit)',
          healthPaidByPar,
          undefined,
          'App. IX-B',
        ),
      ),
    );
  }

  // PAR time: the parent of alternate residence pays the variable expenses (37% of the schedule) for
  // the nights the children spend there, and is credited with them.
  const parNights = Math.max(0, c.noncustodial.overnightsPerYear);
  const parTime = roundToDecimals(parNights / DAYS_PER_YEAR, 2);
  const variable = roundToNearestDollar(basic * VARIABLE_EXPENSE_SHARE);
  const parTimeCredit = roundToNearestDollar(variable * parTime);
  const shared = parNights >= SHARED_PARENTING_OVERNIGHTS;
  steps.push(
    onLine(
      '20',
      money(
        'Adjustment for parenting time expenses (weekly)',
        parTimeCredit,
        `${basic} × 0.37 = ${variable}; × ${parTime}`,
        'App. IX-A',
      ),
    ),
    onLine(
      '20a',
      count('Annual overnights with the parent of alternate residence', roundToDecimals(parNights, 1)),
    ),
    onLine(
      '20b',
      count(
        "Parent of alternate residence's share of overnights",
        parTime,
        `${roundToDecimals(parNights, 1)} ÷ 365, two decimals`,
        'App. IX-B',
      ),
    ),
  );
  if (shared) {
    const gap =
      "The parent of alternate residence has two or more overnights a week, which calls for the shared-parenting worksheet (App. IX-D); only its credit for the variable expenses of that parent's nights is applied, not its treatment of the fixed expenses both homes carry or its primary-household income threshold.";
    approximations.push(gap);
    steps.push(note('Shared parenting', gap, 'App. IX-A'));
  }

  let weeklyAward = parPart - parTimeCredit - paidByPar;
  steps.push(
    onLine(
      '21',
      money(
        'Net child support obligation (weekly)',
        weeklyAward,
        `${parPart} − ${paidByPar} − ${parTimeCredit}`,
        'App. IX-B',
      ),
    ),
  );

  // Self-support reserve: the award is cut to what leaves the obligor the reserve, only when the other
  // parent keeps the reserve after their own share.
  const reserve = selfSupportReserve(c.asOf);
  approximations.push(...reserve.approximations);
  if (weeklyAward > 0 && parWeekly - weeklyAward < reserve.weekly) {
    steps.push(money('Self-support reserve (weekly)', reserve.weekly, reserve.formula, 'App. IX-A'));
    if (pprWeekly - pprPart >= reserve.weekly) {
      const limited = Math.max(MINIMUM_WEEKLY_AWARD, Math.min(weeklyAward, parWeekly - reserve.weekly));
      steps.push(
        money(
          'Award limited by the self-support reserve (weekly)',
          limited,
          `${parWeekly} − ${reserve.weekly}, at least $${MINIMUM_WEEKLY_AWARD}`,
          'App. IX-A',
        ),
      );
      weeklyAward = limited;
    } else {
      steps.push(
        note(
          'Self-support reserve not applied',
          `The parent of primary residence would also fall below the reserve (${pprWeekly} − ${pprPart}), so the award is not reduced.`,
          'App. IX-A',
        ),
      );
    }
  }

  // The award is weekly; the monthly figure is the weekly award × 4.3 (App. IX-B's factor).
  const owes = roundToCents(weeklyAward * WEEKS_PER_MONTH);
  steps.push(
    money('Monthly support (weekly × 4.3)', Math.abs(owes), `${Math.abs(weeklyAward)} × 4.3`, 'App. IX-B'),
  );
  const payer = owes > 0 ? 'noncustodial' : owes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(owes);
  const baseAmount = roundToCents(roundToNearestDollar(basic * parShare) * WEEKS_PER_MONTH);
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(incomes.custodial + incomes.noncustodial),
    nonCustodialPercentage: roundToDecimals(parShare * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
    worksheetForm: SOLE_PARENTING_WORKSHEET,
  };
}

const WORKSHEET_APPROXIMATIONS = [
  'The PAR time adjustment (the variable expenses, 37% of the schedule amount, times the share of overnights with the parent of alternate residence) follows the expense split of App. IX-A; the worksheet line instructions themselves could not be read.',
  'Child care is shared at its full cost: the worksheet first deducts the federal and New Jersey child care tax credits (App. IX-E), which are not computed.',
  'The self-support reserve uses the HHS poverty guideline of the year before each June 1 (105% of it before September 2021, 150% since); the exact dates on which the courts adopted each figure were not all confirmed.',
];

const newJersey2013: ChildSupportRuleVersion = {
  effective: { from: '2013-09-01', to: '2025-08-31' },
  model: 'income-shares',
  incomeBasis: 'net',
  confidence: 'estimate',
  sources: [APPENDIX_IX_B, APPENDIX_IX_F_2013, APPENDIX_IX_A, SSR_2022_UPDATE],
  approximations: [
    'The 2013 schedule is held in full for one to five children, but from a single secondary transcription (the NCCP Family Resource Simulator); no second full copy was found to check it against.',
    ...WORKSHEET_APPROXIMATIONS,
  ],
  summary:
    'Income shares on weekly net income (monthly ÷ 4.3, whole dollars, two-decimal shares), the 2013 schedule read at the nearest $10 row, less the PAR time credit for variable expenses; the weekly award × 4.3 for a monthly figure. Estimate: single-source schedule, shared-parenting worksheet only in part.',
  compute: (c) => worksheet(c, SCHEDULE_2013),
};

const newJersey2025: ChildSupportRuleVersion = {
  effective: { from: '2025-09-01' },
  model: 'income-shares',
  incomeBasis: 'net',
  confidence: 'estimate',
  sources: [APPENDIX_IX_B, APPENDIX_IX_F_2025, APPENDIX_IX_A, SSR_2022_UPDATE],
  approximations: [
    "The 2025 Appendix IX-F schedule could not be obtained: the amount at the $10 row is interpolated between 45 of its rows as transcribed by one secondary source (its date of effect is that source's), and its six-children and low-income rows have no second source.",
    ...WORKSHEET_APPROXIMATIONS,
  ],
  summary:
    'Income shares on weekly net income (monthly ÷ 4.3, whole dollars, two-decimal shares), the schedule read at the nearest $10 row, less the PAR time credit for variable expenses; the weekly award × 4.3 for a monthly figure. Estimate: the 2025 schedule is interpolated between secondary-source rows and the shared-parenting worksheet is applied only in part.',
  compute: (c) => worksheet(c, SCHEDULE_2025),
};

export const newJersey = defineChildSupportRules({
  slug: 'new-jersey',
  versions: [newJersey2013, newJersey2025],
  examples: [
    {
      name: 'One child, $3,000 and $4,300 net a month, 80/20 time (2025 schedule)',
      source:
        'derived from N.J. Court Rules App. IX-A and IX-B (weekly conversion, nearest $10 row, PAR time credit, rounding) with the 2025 App. IX-F rows of a secondary transcription',
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
      expected: { monthlyPayment: 872.9, payer: 'noncustodial' },
      note: 'Weekly 3,000 ÷ 4.3 = 698 and 4,300 ÷ 4.3 = 1,000; combined 1,698 → row 1,700 (393 for one child); shares 0.41 / 0.59. PAR share 393 × 0.59 = 231.87 → 232. PAR time: 73 of 365 nights = 0.20; 393 × 0.37 = 145.41 → 145; × 0.20 = 29. Award 232 − 29 = 203 a week (1,000 − 203 leaves more than the $451 reserve); × 4.3 = 872.90.',
    },
    {
      name: 'One child, $3,000 and $4,300 net a month, 80/20 time (2013 schedule, 2019)',
      source:
        'derived from N.J. Court Rules App. IX-A, IX-B and the 2013 App. IX-F schedule (NCCP Family Resource Simulator transcription)',
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
        asOf: '2019-07-01',
      },
      expected: { monthlyPayment: 696.6, payer: 'noncustodial' },
      note: 'Weekly 698 + 1,000 = 1,698 → row 1,700: 313 for one child. PAR share 313 × 0.59 = 184.67 → 185. PAR time 0.20: 313 × 0.37 = 115.81 → 116; × 0.20 = 23.2 → 23. Award 185 − 23 = 162 a week (reserve 105% × 12,490 ÷ 52 = 252 is kept); × 4.3 = 696.60.',
    },
  ],
});
