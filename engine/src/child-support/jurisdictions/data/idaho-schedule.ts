import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Idaho's basic child support schedule, I.R.F.L.P. 120 (as in force from 2025-07-01): percentages of
 * combined annual Guidelines Income applied by bracket, like tax brackets, for 1-5 children.
 *
 * Taken from the secondary transcription in sadiyaqeen92639572-cloud/child-support-calculator-usa
 * data/rules/idaho.json (stated to be checked against the rule's own worked example; that source says
 * it replaced the 4-children table's last bracket width, which it took for a typo). The official
 * schedule could not be read: the 1-2 children brackets sum to $440,000 a year, the 3-5 children
 * brackets only to $390,000, so the 3-5 children columns are doubtful. Not checked against a second copy.
 *
 * Looked again on 2026-11-21 for the rule's own table or a second transcription, without success:
 * isc.idaho.gov/irflp120 (and /node/812) is stored only to its opening subsections; divorceai.com's
 * Idaho page (Rule 120 "effective July 1, 2025") stops before the schedule; code search and exact
 * searches ("0.26, 0.25, 0.23, 0.22", "Guidelines Income of $440,000") found no other copy. The one
 * older schedule found, the 1998 Idaho Child Support Guidelines (formsbank.com, "Idaho Child Support
 * Guidelines", page 4), is a different table (1st $10,000, then the next $20,000 at each step, to
 * $150,000; three children 29%, 27%, 24%, 20%, 13%, 10%, 9%, 9%) but uses the same brackets for
 * every number of children, which is a further reason to doubt the narrower 3-5 children brackets here.
 */
export interface IdahoBracket {
  /** Width of the bracket in annual combined Guidelines Income. */
  width: number;
  rate: number;
}

const b = (width: number, rate: number): IdahoBracket => ({ width, rate });

/** IDAHO_BRACKETS[children - 1]; more than five children use the five-children brackets. */
export const IDAHO_BRACKETS: readonly (readonly IdahoBracket[])[] = [
  [
    b(10000, 0.18),
    b(10000, 0.17),
    b(10000, 0.15),
    b(10000, 0.14),
    b(10000, 0.13),
    b(20000, 0.12),
    b(20000, 0.09),
    b(20000, 0.06),
    b(20000, 0.05),
    b(20000, 0.05),
    b(290000, 0.05),
  ],
  [
    b(10000, 0.26),
    b(10000, 0.25),
    b(10000, 0.23),
    b(10000, 0.22),
    b(10000, 0.2),
    b(20000, 0.17),
    b(20000, 0.13),
    b(20000, 0.09),
    b(20000, 0.08),
    b(20000, 0.08),
    b(290000, 0.08),
  ],
  [
    b(10000, 0.3),
    b(10000, 0.29),
    b(10000, 0.27),
    b(10000, 0.26),
    b(10000, 0.24),
    b(10000, 0.2),
    b(10000, 0.16),
    b(10000, 0.12),
    b(10000, 0.11),
    b(10000, 0.11),
    b(290000, 0.11),
  ],
  [
    b(10000, 0.33),
    b(10000, 0.32),
    b(10000, 0.3),
    b(10000, 0.29),
    b(10000, 0.27),
    b(10000, 0.22),
    b(10000, 0.18),
    b(10000, 0.14),
    b(10000, 0.13),
    b(10000, 0.13),
    b(290000, 0.13),
  ],
  [
    b(10000, 0.36),
    b(10000, 0.35),
    b(10000, 0.33),
    b(10000, 0.32),
    b(10000, 0.3),
    b(10000, 0.24),
    b(10000, 0.2),
    b(10000, 0.16),
    b(10000, 0.15),
    b(10000, 0.15),
    b(290000, 0.15),
  ],
];

/** Annual basic obligation for a combined annual income: each bracket's rate on the income inside it. */
export function idahoAnnualObligation(annualIncome: number, children: number): number {
  const brackets = IDAHO_BRACKETS[Math.min(children, IDAHO_BRACKETS.length) - 1]!;
  let remaining = Math.max(0, annualIncome);
  let total = 0;
  for (const bracket of brackets) {
    const inBracket = Math.min(remaining, bracket.width);
    total += inBracket * bracket.rate;
    remaining -= inBracket;
    if (remaining <= 0) break;
  }
  return total;
}

/**
 * The same schedule as a monthly table at every bracket edge: the brackets are straight lines between
 * edges, so reading it by interpolation gives the bracket sum exactly (÷ 12).
 */
export function idahoMonthlySchedule(): ScheduleTable {
  const edges = new Set<number>([0]);
  for (const brackets of IDAHO_BRACKETS) {
    let edge = 0;
    for (const bracket of brackets) edges.add((edge += bracket.width));
  }
  const annual = [...edges].sort((x, y) => x - y);
  return {
    incomes: annual.map((income) => income / 12),
    obligations: annual.map((income) =>
      IDAHO_BRACKETS.map((_, i) => idahoAnnualObligation(income, i + 1) / 12),
    ),
  };
}
