import { money, percent } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { anchoredIncomeSharesEstimate } from '../models/anchored-estimate.js';
import { defineChildSupportRules } from '../rules.js';
import { ARIZONA_SCHEDULE_ANCHORS } from './data/arizona-schedule-anchors.js';

const GUIDELINES: Source = {
  title: 'Arizona Child Support Guidelines (A.R.S. § 25-320), for actions filed on or after 2022-01-01',
  section: 'Schedule of Basic Support Obligations; Parenting Time Adjustment Table',
  url: 'https://superiorcourt.maricopa.gov/media/0zqj3ip2/child-support-guidelines-2022.pdf',
};
const SECONDARY: Source = {
  title: 'Schedule anchor rows and parenting-time table as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/arizona_schedule.json; data/rules/arizona.json',
};

/**
 * The parenting-time adjustment as the secondary source gives it: the share of the basic obligation
 * credited to the noncustodial parent by annual parenting days (upper bound of each band, rate).
 */
const PARENTING_TIME_TABLE: readonly { upTo: number; rate: number }[] = [
  { upTo: 19, rate: 0 },
  { upTo: 34, rate: 0.025 },
  { upTo: 49, rate: 0.05 },
  { upTo: 69, rate: 0.075 },
  { upTo: 84, rate: 0.1 },
  { upTo: 99, rate: 0.15 },
  { upTo: 114, rate: 0.175 },
  { upTo: 129, rate: 0.2 },
  { upTo: 142, rate: 0.25 },
  { upTo: 152, rate: 0.325 },
  { upTo: 163, rate: 0.4 },
  { upTo: 366, rate: 0.5 },
];

export const arizona = defineChildSupportRules({
  slug: 'arizona',
  versions: [
    anchoredIncomeSharesEstimate({
      effectiveFrom: '2022-01-01',
      incomeBasis: 'gross',
      sources: [GUIDELINES, SECONDARY],
      anchors: ARIZONA_SCHEDULE_ANCHORS,
      period: 'monthly',
      aboveSchedule: 'top-row',
      parentingTime({ c, basic, noncustodialShare }) {
        const days = Math.round(c.noncustodial.overnightsPerYear);
        const rate = PARENTING_TIME_TABLE.find((band) => days <= band.upTo)?.rate ?? 0.5;
        const credit = roundToCents(basic * rate);
        const share = roundToCents(basic * noncustodialShare);
        return {
          noncustodialOwes: roundToCents(share - credit),
          steps: [
            percent('Parenting time adjustment (share of the basic obligation)', rate * 100, `${days} parenting days`),
            money('Parenting time credit', credit, `${basic} × ${(rate * 100).toFixed(1)}%`),
          ],
        };
      },
      approximations: [
        "Arizona's 2022 schedule is not held in full: the basic obligation is interpolated between 31 of its rows taken from a secondary transcription (not cross-checked), with gaps up to $8,650 wide; a search of 2026-11-21 for the full table found none (see the data file).",
        "The parenting-time adjustment uses the secondary source's table by the noncustodial parent's overnights; the guidelines count parenting days in time blocks, and the table was not checked against the official text.",
        'The self-support reserve test, the $30,000 combined-income ceiling (incomes above it use the top row) and the other deviations are not applied.',
      ],
      summary:
        "Income shares on gross income with the 2022 schedule (to $30,000); the noncustodial parent's share is reduced by a parenting-time percentage of the basic obligation (0% to 50% by parenting days).",
    }),
  ],
  examples: [
    {
      name: 'Two children, $7,050 combined (an anchor row), 73 parenting days',
      kind: 'derived',
      source: 'derived from the Arizona Child Support Guidelines (2022) with the $7,050 row (two children $1,551) and the 70-84 day band (10%) of the secondary transcription',
      input: {
        custodialParentIncome: 3050,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'arizona',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 724.94, payer: 'noncustodial' },
      note: 'Noncustodial share 4,000 / 7,050 = 56.74%: 1,551 × 56.74% = 880.04; 20% of 365 = 73 days → 10% × 1,551 = 155.10; 880.04 − 155.10 = $724.94.',
    },
  ],
});
