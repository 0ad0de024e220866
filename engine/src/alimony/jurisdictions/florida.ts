import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { shareOfMarriage, upTo } from '../duration.js';
import {
  incomeSteps,
  marriageSteps,
  needSteps,
  netIncomeApproximations,
  recipientNeed,
  taxTreatmentStep,
} from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, DurationOutcome } from '../types.js';

const S6108: Source = {
  title:
    'Florida Statutes § 61.08 (alimony), as amended by ch. 2023-205, Laws of Florida (CS/SB 1416), effective July 1, 2023',
  section:
    '§ 61.08: length of marriage, durational alimony amount and limits, rehabilitative and bridge-the-gap alimony',
  url: 'http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0000-0099/0061/Sections/0061.08.html',
};

/** § 61.08: durational alimony may not exceed the lesser of need or 35% of the difference in net incomes. */
const DIFFERENCE_SHARE = 0.35;
/** § 61.08: durational alimony may not exceed 50/60/75% of a short, moderate or long marriage. */
const DURATION_SHARES = [
  { fromYears: 20, share: 0.75, label: 'long-term marriage (20 years or more)' },
  { fromYears: 10, share: 0.6, label: 'moderate-term marriage (10 to under 20 years)' },
  { fromYears: 0, share: 0.5, label: 'short-term marriage (under 10 years)' },
] as const;
const DURATIONAL_MINIMUM_YEARS = 3;
const BRIDGE_THE_GAP_MONTHS = 24;
const REHABILITATIVE_MAX_MONTHS = 60;

function durationalLimit(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } {
  const band = DURATION_SHARES.find((b) => c.marriage.exactYears >= b.fromYears) ?? DURATION_SHARES[2];
  const months = shareOfMarriage(c.marriage.months, band.share);
  return {
    outcome: upTo(months, `(${band.share * 100}% of a ${band.label})`),
    steps: [
      percent('Maximum share of the marriage', band.share * 100, band.label, '§ 61.08 (durational alimony)'),
    ],
  };
}

function compute(c: AlimonyCase): AlimonyOutcome {
  if (c.alimonyType === 'temporary' || c.alimonyType === 'reimbursement') {
    return estimateOutcome(
      c,
      `Florida sets no formula for ${c.alimonyType === 'temporary' ? 'temporary alimony while the case is pending' : 'reimbursement-type awards'}; the 35% limit of § 61.08 governs durational alimony.`,
    );
  }
  if (c.marriage.exactYears < DURATIONAL_MINIMUM_YEARS && c.alimonyType === 'permanent') {
    return estimateOutcome(
      c,
      'Durational alimony is not available after a marriage of under 3 years (§ 61.08); only bridge-the-gap alimony, at most 2 years, need-based.',
      {
        outcome: upTo(BRIDGE_THE_GAP_MONTHS, '(bridge-the-gap alimony)'),
        steps: [
          note(
            'Duration',
            'Bridge-the-gap alimony may not exceed 2 years',
            '§ 61.08 (bridge-the-gap alimony)',
          ),
        ],
      },
    );
  }
  const payerNet = c.payer.netMonthly;
  const payeeNet = c.recipient.netMonthly;
  const difference = roundToCents(payerNet - payeeNet);
  const ceiling = roundToCents(Math.max(0, difference * DIFFERENCE_SHARE));
  const need = recipientNeed(c);
  const amount = need === undefined ? ceiling : Math.min(need, ceiling);
  const steps: Step[] = [
    ...marriageSteps(c, 'the date the petition for dissolution was filed (§ 61.08)'),
    ...incomeSteps(c, 'net'),
    money('Difference in net incomes', difference, `${payerNet} − ${payeeNet}`),
    money('35% of the difference', ceiling, `${difference} × 35%`, '§ 61.08 (durational alimony)'),
    ...needSteps(need, c),
    need === undefined
      ? money('Monthly alimony shown: the 35% ceiling', amount)
      : money('Monthly alimony: lesser of need and the 35% ceiling', amount, `min(${need}, ${ceiling})`),
  ];
  const approximations = netIncomeApproximations(c, 'net');
  if (need === undefined) {
    approximations.push(
      "No recipient expenses were entered, so the amount shown is the 35% ceiling; the award is the lesser of the recipient's reasonable need and that ceiling.",
    );
  }
  let duration: { outcome: DurationOutcome; steps: Step[] };
  if (c.alimonyType === 'rehabilitative') {
    duration = {
      outcome: upTo(REHABILITATIVE_MAX_MONTHS, '(rehabilitative alimony, with a specific plan)'),
      steps: [
        note('Duration', 'Rehabilitative alimony may not exceed 5 years', '§ 61.08 (rehabilitative alimony)'),
      ],
    };
    approximations.push(
      'The 35% limit is statutory for durational alimony; it is applied to rehabilitative alimony here as the closest rule.',
    );
  } else {
    duration = durationalLimit(c);
    steps.unshift(
      note(
        'Type',
        'Permanent alimony was abolished on July 1, 2023; durational alimony is computed instead',
        '§ 61.08',
      ),
    );
  }
  steps.push(...duration.steps, note('Duration', duration.outcome.text), taxTreatmentStep(c));
  return {
    monthlyPayment: amount,
    monthlyRange: { low: need === undefined ? 0 : amount, high: ceiling },
    incomeDifferential: difference,
    percentage: DIFFERENCE_SHARE * 100,
    duration: duration.outcome,
    isGuidelineFormula: true,
    amountIsCeiling: need === undefined,
    steps,
    approximations,
  };
}

export const florida = defineAlimonyRules({
  slug: 'florida',
  versions: [
    {
      effective: { from: '2023-07-01' },
      model: 'florida-durational-alimony',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [S6108],
      approximations: [],
      summary:
        'Durational alimony (permanent alimony abolished 2023): the lesser of need or 35% of the net income difference, for at most 50/60/75% of a short, moderate or long marriage.',
      compute,
    },
  ],
});
