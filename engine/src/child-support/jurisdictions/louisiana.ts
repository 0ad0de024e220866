import { note } from '../../explain/steps.js';
import type { Source } from '../../rules/source.js';
import { anchoredIncomeSharesEstimate } from '../models/anchored-estimate.js';
import { crossCreditOffset } from '../models/shared-care.js';
import { defineChildSupportRules } from '../rules.js';
import { LOUISIANA_SCHEDULE_ANCHORS } from './data/louisiana-schedule-anchors.js';

const STATUTE: Source = {
  title: 'Louisiana Revised Statutes 9:315-315.47, Guidelines for determination of child support',
  section: 'R.S. 9:315.2 (adjusted gross income), 9:315.8 (worksheet A), 9:315.9 (shared custody, worksheet B), 9:315.19 (schedule)',
  url: 'https://legis.la.gov/legis/Law.aspx?d=107384',
  lastChecked: '2026-11-21',
};
const SECONDARY: Source = {
  title: 'Schedule rows as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/louisiana_schedule.json',
};

/** R.S. 9:315.9 applies to "approximately equal" shared custody; 45% of the year is used as that line here. */
const SHARED_CUSTODY_NIGHTS = 164;

export const louisiana = defineChildSupportRules({
  slug: 'louisiana',
  versions: [
    anchoredIncomeSharesEstimate({
      effectiveFrom: '2025-01-01',
      incomeBasis: 'adjusted-gross',
      sources: [STATUTE, SECONDARY],
      anchors: LOUISIANA_SCHEDULE_ANCHORS,
      period: 'monthly',
      aboveSchedule: 'top-row',
      parentingTime({ c, basic, custodialShare, noncustodialShare }) {
        const cpNights = Math.round(c.custodial.overnightsPerYear);
        const ncpNights = Math.round(c.noncustodial.overnightsPerYear);
        if (Math.min(cpNights, ncpNights) < SHARED_CUSTODY_NIGHTS) return undefined;
        const total = cpNights + ncpNights;
        const cross = crossCreditOffset({
          basicObligation: basic,
          multiplier: 1.5,
          custodialIncomeShare: custodialShare,
          noncustodialIncomeShare: noncustodialShare,
          custodialTimeShare: cpNights / total,
          noncustodialTimeShare: ncpNights / total,
          source: 'R.S. 9:315.9',
        });
        return {
          noncustodialOwes: cross.noncustodialOwes,
          steps: [note('Shared custody (worksheet B)', 'The parents share custody about equally: basic obligation × 1.5, each parent owes their share for the other parent\'s time, offset.', 'R.S. 9:315.9'), ...cross.steps],
        };
      },
      approximations: [
        "Louisiana's R.S. 9:315.19 schedule is not held in full: the basic obligation is interpolated between 55 of its 980 rows from a secondary transcription, not cross-checked.",
        'Shared custody (R.S. 9:315.9) is applied when each parent has at least 164 overnights, a stand-in for "approximately equal" time; the discretionary credit for more than 73 days of joint custody (R.S. 9:315.8(E)), incomes below $1,050 (first row used) and above $50,000 (top row used) are not modelled.',
      ],
      summary:
        'Income shares on combined adjusted gross income with the R.S. 9:315.19 schedule ($1,050 to $50,000); shared custody uses worksheet B: basic × 1.5, cross-multiplied by the other parent\'s time and offset.',
    }),
  ],
  examples: [
    {
      name: 'Two children, $3,000 combined (a schedule row)',
      kind: 'derived',
      source: 'derived from La. R.S. 9:315.8 and the 9:315.19 schedule ($3,000 row, two children $894)',
      input: {
        custodialParentIncome: 1200,
        nonCustodialParentIncome: 1800,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'louisiana',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 536.4, payer: 'noncustodial' },
      note: 'Share 1,800 / 3,000 = 60%: 894 × 0.60 = $536.40.',
    },
  ],
});
