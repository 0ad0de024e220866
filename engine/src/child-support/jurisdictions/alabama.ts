import { note } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { anchoredIncomeSharesEstimate } from '../models/anchored-estimate.js';
import { defineChildSupportRules } from '../rules.js';
import { ALABAMA_SCHEDULE_ANCHORS } from './data/alabama-schedule-anchors.js';

const RULE_32: Source = {
  title: 'Alabama Rules of Judicial Administration, Rule 32 (Child Support Guidelines) and its Schedule of Basic Child-Support Obligations',
  section: 'Rule 32(B) (gross income), (C) (schedule), (E) (forms CS-42 and CS-42-S)',
  url: 'https://judicial.alabama.gov/docs/library/rules/ja32.pdf',
  lastChecked: '2026-11-21',
};
const SECONDARY: Source = {
  title: 'Schedule rows as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/alabama_schedule.json',
};

/** Overnights from which Alabama courts use the shared physical custody worksheet (CS-42-S), per a secondary source. */
const SHARED_CUSTODY_NIGHTS = 143;

export const alabama = defineChildSupportRules({
  slug: 'alabama',
  versions: [
    anchoredIncomeSharesEstimate({
      effectiveFrom: '2022-01-01',
      incomeBasis: 'gross',
      sources: [RULE_32, SECONDARY],
      anchors: ALABAMA_SCHEDULE_ANCHORS,
      period: 'monthly',
      aboveSchedule: 'top-row',
      parentingTime({ c, basic, noncustodialShare }) {
        const nights = Math.round(c.noncustodial.overnightsPerYear);
        if (nights < SHARED_CUSTODY_NIGHTS) return undefined;
        return {
          noncustodialOwes: roundToCents(basic * noncustodialShare),
          steps: [
            note(
              'Shared physical custody',
              `With ${nights} overnights the court would use the shared physical custody worksheet (CS-42-S), which is not implemented; the standard amount is shown.`,
              'Rule 32; Form CS-42-S',
            ),
          ],
        };
      },
      approximations: [
        "Alabama's Rule 32 schedule is not held in full: the basic obligation is interpolated between 30 of its rows from a secondary transcription, not cross-checked.",
        'The shared physical custody worksheet (CS-42-S), the low-income (shaded area) rule and the above-$20,000 discretion (top row used) are not applied.',
      ],
      summary:
        'Income shares on combined adjusted gross income with the Rule 32 schedule to $20,000; childcare and health insurance shared by income; shared physical custody uses a separate worksheet (CS-42-S).',
    }),
  ],
  examples: [
    {
      name: 'Two children, $5,000 combined (a schedule row)',
      kind: 'derived',
      source: 'derived from Ala. R. Jud. Admin. 32 with the $5,000 row of the schedule (two children $1,105)',
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'alabama',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 663, payer: 'noncustodial' },
      note: 'Share 3,000 / 5,000 = 60%: 1,105 × 0.60 = $663.',
    },
  ],
});
