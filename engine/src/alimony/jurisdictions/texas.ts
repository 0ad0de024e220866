import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { upTo } from '../duration.js';
import { incomeSteps, marriageSteps, needSteps, recipientNeed, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, DurationOutcome } from '../types.js';

const CH8 = 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.8.htm';
const S8051: Source = {
  title: 'Texas Family Code § 8.051 (eligibility for maintenance)',
  section: '§ 8.051(2)(B)',
  url: CH8,
};
const S8054: Source = {
  title: 'Texas Family Code § 8.054 (duration of maintenance order), as amended effective September 1, 2011',
  section: '§ 8.054(a)(1)',
  url: CH8,
};
const S8055: Source = {
  title: 'Texas Family Code § 8.055 (amount of maintenance)',
  section: '§ 8.055(a)',
  url: CH8,
};

/** § 8.055(a): the lesser of $5,000 or 20% of the obligor's average monthly gross income. */
const MONTHLY_CEILING = 5_000;
const GROSS_SHARE = 0.2;
/** § 8.054(a)(1): maximum duration by length of marriage. */
const DURATION_LIMITS = [
  { fromYears: 30, months: 120 },
  { fromYears: 20, months: 84 },
  { fromYears: 10, months: 60 },
  { fromYears: 0, months: 60 },
] as const;

function duration(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } {
  const years = c.marriage.years;
  const limit = DURATION_LIMITS.find((d) => years >= d.fromYears) ?? DURATION_LIMITS[3];
  const shortMarriage = years < 10;
  return {
    outcome: upTo(
      limit.months,
      shortMarriage
        ? '(marriage under 10 years: only where maintenance rests on family violence)'
        : '(shortest reasonable period)',
    ),
    steps: [
      note(
        'Maximum duration',
        shortMarriage
          ? 'Marriage under 10 years: maintenance is available only on the family-violence ground (or for disability), for up to 5 years.'
          : `Marriage of ${years} years: up to ${limit.months / 12} years, limited to the shortest reasonable period.`,
        '§ 8.054(a)(1)',
      ),
      note(
        'Eligibility',
        'A spouse married 10 years or more must also lack the ability to earn enough for minimum reasonable needs.',
        '§ 8.051(2)(B)',
      ),
    ],
  };
}

function compute(c: AlimonyCase): AlimonyOutcome {
  if (c.alimonyType === 'temporary') {
    return estimateOutcome(
      c,
      'Temporary support while a Texas divorce is pending is ordered under Family Code § 6.502 and is not limited by the chapter 8 maintenance cap; no formula applies.',
    );
  }
  const gross = c.payer.grossMonthly;
  const share = roundToCents(gross * GROSS_SHARE);
  const ceiling = Math.min(MONTHLY_CEILING, share);
  const need = recipientNeed(c);
  const payment = need === undefined ? ceiling : Math.min(need, ceiling);
  const d = duration(c);
  const steps: Step[] = [
    ...marriageSteps(c, 'the date the divorce was filed'),
    ...incomeSteps(c, 'gross'),
    money("20% of the payer's average monthly gross income", share, `${gross} × 20%`, '§ 8.055(a)(2)'),
    money(
      'Statutory ceiling: lesser of $5,000 and 20% of gross',
      ceiling,
      `min(5000, ${share})`,
      '§ 8.055(a)',
    ),
    ...needSteps(need, c),
    need === undefined
      ? money('Monthly maintenance shown: the statutory ceiling', payment)
      : money('Monthly maintenance: need, up to the ceiling', payment, `min(${need}, ${ceiling})`),
    note(
      'How the court sets it',
      "Maintenance is set to meet the recipient's minimum reasonable needs, never above the ceiling.",
      '§ 8.055(a)',
    ),
    percent('Ceiling as a share of payer gross income', GROSS_SHARE * 100),
    ...d.steps,
    note('Duration', d.outcome.text),
    taxTreatmentStep(c),
  ];
  return {
    monthlyPayment: payment,
    monthlyRange: { low: need === undefined ? 0 : payment, high: ceiling },
    incomeDifferential: roundToCents(gross - c.recipient.grossMonthly),
    percentage: GROSS_SHARE * 100,
    duration: d.outcome,
    isGuidelineFormula: true,
    amountIsCeiling: need === undefined,
    steps,
    approximations:
      need === undefined
        ? [
            "No recipient expenses were entered, so the amount shown is the statutory ceiling; the court orders only the recipient's minimum reasonable needs.",
          ]
        : [],
  };
}

export const texas = defineAlimonyRules({
  slug: 'texas',
  versions: [
    {
      effective: { from: '2011-09-01' },
      model: 'texas-maintenance-cap',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [S8055, S8054, S8051],
      approximations: [],
      summary:
        "Court-ordered maintenance up to the lesser of $5,000 or 20% of the payer's gross monthly income, for at most 5, 7 or 10 years by marriage length.",
      compute,
    },
  ],
});
