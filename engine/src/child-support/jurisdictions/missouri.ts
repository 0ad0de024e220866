import { money, percent } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { anchoredIncomeSharesEstimate } from '../models/anchored-estimate.js';
import { defineChildSupportRules } from '../rules.js';
import { MISSOURI_SCHEDULE_ANCHORS } from './data/missouri-schedule-anchors.js';

const FORM_14: Source = {
  title: 'Missouri Supreme Court Rule 88.01 and Civil Procedure Form 14 (Directions, Comments for Use and Schedule of Basic Child Support Obligations)',
  section: 'Form 14 lines 1-5 (adjusted gross income, schedule), line 11 (overnight visitation or custody adjustment), lines 6-10 (health insurance, childcare)',
  url: 'https://www.courts.mo.gov/page.jsp?id=181076',
  lastChecked: '2026-11-21',
};
const SECONDARY: Source = {
  title: 'Schedule rows and line 11 adjustment percentages as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/missouri_schedule.json; data/rules/missouri.json',
};

/** Form 14 line 11: the adjustment percentage by the paying parent's overnights a year (upper bound, rate). */
const LINE_11_TABLE: readonly { upTo: number; rate: number }[] = [
  { upTo: 35, rate: 0 },
  { upTo: 72, rate: 0.06 },
  { upTo: 91, rate: 0.09 },
  { upTo: 109, rate: 0.1 },
  { upTo: 115, rate: 0.13 },
  { upTo: 119, rate: 0.15 },
  { upTo: 125, rate: 0.17 },
  { upTo: 130, rate: 0.2 },
  { upTo: 136, rate: 0.23 },
  { upTo: 141, rate: 0.25 },
  { upTo: 147, rate: 0.27 },
  { upTo: 152, rate: 0.28 },
  { upTo: 158, rate: 0.29 },
  { upTo: 164, rate: 0.3 },
  { upTo: 170, rate: 0.31 },
  { upTo: 175, rate: 0.32 },
  { upTo: 180, rate: 0.33 },
  { upTo: 366, rate: 0.34 },
];

export const missouri = defineChildSupportRules({
  slug: 'missouri',
  versions: [
    anchoredIncomeSharesEstimate({
      effectiveFrom: '2026-01-01',
      incomeBasis: 'gross',
      sources: [FORM_14, SECONDARY],
      anchors: MISSOURI_SCHEDULE_ANCHORS,
      period: 'monthly',
      aboveSchedule: 'top-row',
      parentingTime({ c, basic, noncustodialShare }) {
        const nights = Math.round(c.noncustodial.overnightsPerYear);
        const rate = LINE_11_TABLE.find((band) => nights <= band.upTo)?.rate ?? 0.34;
        const share = roundToCents(basic * noncustodialShare);
        const credit = roundToCents(basic * rate);
        // The adjustment reduces the paying parent's amount; it does not turn it into a payment the other way.
        return {
          noncustodialOwes: roundToCents(Math.max(0, share - credit)),
          steps: [
            percent('Line 11: overnight visitation or custody adjustment percentage', rate * 100, `${nights} overnights`, 'Form 14 line 11'),
            money('Line 11: adjustment', credit, `${basic} × ${(rate * 100).toFixed(0)}%`, 'Form 14 line 11'),
          ],
        };
      },
      approximations: [
        "Missouri's Form 14 schedule (effective 2026-01-01) is not held in full: the basic obligation is interpolated between 83 of its 775 rows from a secondary transcription, not cross-checked.",
        'The line 11 adjustment uses the secondary source\'s percentage table, applied to the schedule amount; the line 5 comparison with the paying parent\'s own income in the shaded low-income area and the above-$40,000 rule (top row used) are not applied.',
      ],
      summary:
        'Income shares on gross income with the Form 14 schedule ($1,300 to $40,000, effective 2026-01-01); the paying parent\'s share is reduced by the line 11 overnight adjustment (0% to 34% by overnights).',
    }),
  ],
  examples: [
    {
      name: 'Two children, $7,000 combined (an anchor row), 73 overnights',
      kind: 'derived',
      source: 'derived from Form 14 lines 4-11 with the $7,000 row (two children $1,705) and the 73-91 overnight band (9%) of the secondary transcription',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'missouri',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 820.79, payer: 'noncustodial' },
      note: 'Share 4,000 / 7,000 = 57.14%: 1,705 × 0.5714 = 974.24; 73 overnights → 9% × 1,705 = 153.45; 974.24 − 153.45 = $820.79.',
    },
  ],
});
