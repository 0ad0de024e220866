import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { describeMonths, openEnded, shareOfMarriage, upTo } from '../duration.js';
import { incomeSteps, marriageSteps, needSteps, recipientNeed, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, DurationOutcome } from '../types.js';

const CH208 = 'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleIII/Chapter208';
const S48: Source = {
  title: 'Massachusetts General Laws c. 208 § 48 (definitions)',
  section: '§ 48',
  url: `${CH208}/Section48`,
};
const S49: Source = {
  title: 'Massachusetts General Laws c. 208 § 49 (general term alimony)',
  section: '§ 49(b), (f)',
  url: `${CH208}/Section49`,
};
const S50: Source = {
  title: 'Massachusetts General Laws c. 208 § 50 (rehabilitative alimony)',
  section: '§ 50(b)',
  url: `${CH208}/Section50`,
};
const S53: Source = {
  title: 'Massachusetts General Laws c. 208 § 53 (amount of alimony)',
  section: '§ 53(b), (c)',
  url: `${CH208}/Section53`,
};

/** § 53(b): general term and rehabilitative alimony should generally not exceed need or 30-35% of the gross income difference. */
const LOW_RATE = 0.3;
const HIGH_RATE = 0.35;
/** § 49(b): maximum general term alimony as a share of the months of marriage, by marriage length in months. */
const GENERAL_TERM_SHARES = [
  { upToMonths: 60, share: 0.5 },
  { upToMonths: 120, share: 0.6 },
  { upToMonths: 180, share: 0.7 },
  { upToMonths: 240, share: 0.8 },
] as const;
/** § 50(b): rehabilitative alimony may not exceed 5 years. */
const REHABILITATIVE_MAX_MONTHS = 60;
/** § 49(f) ends general term alimony at the payer's full retirement age; 67 for anyone born in 1960 or later. */
const FULL_RETIREMENT_AGE = 67;

function generalTermDuration(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } {
  const months = c.marriage.months;
  const band = GENERAL_TERM_SHARES.find((b) => months <= b.upToMonths);
  const untilRetirement = Math.max(0, (FULL_RETIREMENT_AGE - c.payer.age) * 12);
  const retirementNote = `General term alimony presumptively ends when the payer reaches full retirement age (about ${describeMonths(untilRetirement)} from now at age ${c.payer.age}).`;
  if (!band) {
    return {
      outcome: openEnded(
        "Indefinite (marriage over 20 years), presumptively ending at the payer's full retirement age",
      ),
      steps: [
        note('Maximum term', 'Marriage over 20 years: no maximum term', '§ 49(c)'),
        note('Retirement', retirementNote, '§ 49(f)'),
      ],
    };
  }
  const maxMonths = shareOfMarriage(months, band.share);
  return {
    outcome: upTo(maxMonths, `(${band.share * 100}% of ${months} months of marriage)`),
    steps: [
      percent('Share of the marriage allowed', band.share * 100, `marriage of ${months} months`, '§ 49(b)'),
      count('Maximum term (months)', maxMonths, `${months} × ${band.share * 100}%`),
      note('Retirement', retirementNote, '§ 49(f)'),
    ],
  };
}

function compute(c: AlimonyCase): AlimonyOutcome {
  if (c.alimonyType === 'temporary' || c.alimonyType === 'reimbursement') {
    return estimateOutcome(
      c,
      `Massachusetts § 53(b) sets the amount only for general term and rehabilitative alimony; ${c.alimonyType} alimony has no formula (reimbursement alimony is limited to marriages of 5 years or less, § 48).`,
    );
  }
  const payer = c.payer.grossMonthly;
  const recipient = c.recipient.grossMonthly;
  const difference = roundToCents(payer - recipient);
  let low = roundToCents(Math.max(0, difference * LOW_RATE));
  let high = roundToCents(Math.max(0, difference * HIGH_RATE));
  const need = recipientNeed(c);
  const steps: Step[] = [
    ...marriageSteps(c, 'the date the divorce complaint is served (§ 48)'),
    ...incomeSteps(c, 'gross'),
    money('Difference in gross incomes', difference, `${payer} − ${recipient}`, '§ 53(b)'),
    money('30% of the difference', low, `${difference} × 30%`, '§ 53(b)'),
    money('35% of the difference', high, `${difference} × 35%`, '§ 53(b)'),
    ...needSteps(need, c),
  ];
  if (need !== undefined) {
    low = Math.min(low, need);
    high = Math.min(high, need);
    steps.push(
      money('Range limited to need: low', low, undefined, '§ 53(b)'),
      money('Range limited to need: high', high),
    );
  }
  const payment = roundToCents((low + high) / 2);
  steps.push(money('Monthly alimony (midpoint of the 30-35% range)', payment, `(${low} + ${high}) ÷ 2`));

  let duration: { outcome: DurationOutcome; steps: Step[] };
  if (c.alimonyType === 'rehabilitative') {
    duration = {
      outcome: upTo(REHABILITATIVE_MAX_MONTHS, '(rehabilitative alimony)'),
      steps: [note('Maximum term', 'Rehabilitative alimony may not exceed 5 years', '§ 50(b)')],
    };
  } else {
    duration = generalTermDuration(c);
  }
  steps.push(...duration.steps, note('Duration', duration.outcome.text), taxTreatmentStep(c));
  const approximations: string[] = [];
  if (c.childSupportMonthly > 0) {
    approximations.push(
      'A child support order is in place: § 53(c) excludes gross income already used to set child support; that exclusion is not computed here, so the amount may be overstated.',
    );
  }
  return {
    monthlyPayment: payment,
    monthlyRange: { low, high },
    incomeDifferential: difference,
    percentage: 32.5,
    duration: duration.outcome,
    isGuidelineFormula: true,
    steps,
    approximations,
  };
}

export const massachusetts = defineAlimonyRules({
  slug: 'massachusetts',
  versions: [
    {
      effective: { from: '2012-03-01' },
      model: 'massachusetts-alimony-reform-act',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [S53, S49, S50, S48],
      approximations: [],
      summary:
        'Alimony Reform Act of 2011: general term and rehabilitative alimony up to need or 30-35% of the gross income difference; general term limited to 50/60/70/80% of the months of marriage up to 20 years.',
      compute,
    },
  ],
});
