import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT, openEnded, shareOfMarriage, upTo } from '../duration.js';
import { incomeSteps, marriageSteps, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, DurationOutcome } from '../types.js';

const S114: Source = {
  title:
    'Colorado Revised Statutes § 14-10-114 (spousal maintenance advisory guidelines), as amended by HB18-1385',
  section: '§ 14-10-114(3): guideline amount and term',
  url: 'https://colorado.public.law/statutes/crs_14-10-114',
};
const TAX_ADJUSTMENT_SOURCE: Source = {
  title:
    'Non-deductible maintenance adjustment (80% / 75% of the guideline amount), as quoted by Burchill Family Law (Feb. 2019)',
  url: 'https://www.burchillfamilylaw.com/blog/2019/02/what-is-the-advisory-guideline-for-maintenance-in-colorado/',
};

/** (3)(a): the advisory guideline applies when combined annual adjusted gross income is at most this. */
const COMBINED_ANNUAL_LIMIT = 240_000;
const COMBINED_RATE = 0.4;
/** Non-deductible maintenance: 80% of the amount when combined monthly AGI is at most $10,000, else 75%. */
const LOWER_BAND_MONTHLY = 10_000;
const LOWER_BAND_FACTOR = 0.8;
const UPPER_BAND_FACTOR = 0.75;
/** Term table: 31% of the months of marriage at 36 months, rising 1/6 point a month to 50% at 150 months. */
const TABLE_START_MONTHS = 36;
const TABLE_END_MONTHS = 240;
const START_SHARE = 0.31;
const MAX_SHARE = 0.5;
const SHARE_PER_MONTH = 0.01 / 6;

function term(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } {
  if (c.alimonyType === 'temporary') {
    return {
      outcome: UNTIL_JUDGMENT,
      steps: [note('Duration', 'Temporary maintenance lasts until permanent orders')],
    };
  }
  const months = c.marriage.months;
  if (months < TABLE_START_MONTHS) {
    return {
      outcome: openEnded(
        'No guideline term: marriage under 3 years (the court may still award a short term)',
      ),
      steps: [note('Term', 'The advisory term table starts at 36 months of marriage', '§ 14-10-114(3)')],
    };
  }
  if (months > TABLE_END_MONTHS) {
    return {
      outcome: openEnded('At least 120 months (10 years), or indefinite (marriage over 20 years)'),
      steps: [
        note('Term', 'Marriage over 240 months: not less than 120 months, or indefinite', '§ 14-10-114(3)'),
      ],
    };
  }
  const share = Math.min(MAX_SHARE, START_SHARE + (months - TABLE_START_MONTHS) * SHARE_PER_MONTH);
  const advisory = shareOfMarriage(months, share);
  return {
    outcome: upTo(advisory, `(advisory: ${(share * 100).toFixed(2)}% of ${months} months)`),
    steps: [
      percent(
        'Term as a share of the months of marriage',
        roundToDecimals(share * 100, 2),
        `31% + (${months} − 36) × 1/6 point, at most 50%`,
      ),
      count('Advisory term (months)', advisory, `${months} × ${(share * 100).toFixed(2)}%`, '§ 14-10-114(3)'),
    ],
  };
}

function compute(c: AlimonyCase): AlimonyOutcome {
  const payer = c.payer.grossMonthly;
  const recipient = c.recipient.grossMonthly;
  const combinedMonthly = roundToCents(payer + recipient);
  const combinedAnnual = roundToCents(combinedMonthly * 12);
  if (combinedAnnual > COMBINED_ANNUAL_LIMIT) {
    return estimateOutcome(
      c,
      `Combined adjusted gross income of $${combinedAnnual.toLocaleString('en-US')} a year is above $240,000, so the Colorado advisory guideline amount does not apply (§ 14-10-114(3)); the court decides from the statutory factors.`,
      term(c),
    );
  }
  const lower = Math.min(payer, recipient);
  const base = roundToCents(Math.max(0, combinedMonthly * COMBINED_RATE - lower));
  const steps: Step[] = [
    ...marriageSteps(c, 'the date of the decree (or legal separation)'),
    ...incomeSteps(c, 'gross'),
    money('Combined monthly adjusted gross income', combinedMonthly, `${payer} + ${recipient}`),
    money(
      '40% of combined income − lower income',
      base,
      `${combinedMonthly} × 40% − ${lower}`,
      '§ 14-10-114(3)',
    ),
  ];
  let amount = base;
  if (c.taxTreatment === 'not-deductible') {
    const factor = combinedMonthly <= LOWER_BAND_MONTHLY ? LOWER_BAND_FACTOR : UPPER_BAND_FACTOR;
    amount = roundToCents(base * factor);
    steps.push(
      percent(
        'Adjustment for non-deductible maintenance',
        factor * 100,
        `combined monthly income ${combinedMonthly <= LOWER_BAND_MONTHLY ? 'up to' : 'over'} $10,000`,
        TAX_ADJUSTMENT_SOURCE.title,
      ),
      money('Guideline monthly maintenance', amount, `${base} × ${factor * 100}%`),
    );
  } else {
    steps.push(money('Guideline monthly maintenance (deductible maintenance, no adjustment)', amount));
  }
  const t = term(c);
  steps.push(...t.steps, note('Duration', t.outcome.text), taxTreatmentStep(c));
  return {
    monthlyPayment: amount,
    monthlyRange: { low: amount, high: amount },
    incomeDifferential: roundToCents(payer - recipient),
    percentage: COMBINED_RATE * 100,
    duration: t.outcome,
    isGuidelineFormula: true,
    steps,
    approximations: [],
  };
}

export const colorado = defineAlimonyRules({
  slug: 'colorado',
  versions: [
    {
      effective: { from: '2018-08-08' },
      model: 'colorado-maintenance-guidelines',
      hasAmountFormula: true,
      confidence: 'estimate',
      sources: [S114, TAX_ADJUSTMENT_SOURCE],
      approximations: [
        'The term table of § 14-10-114(3) is reproduced by its rule (31% at 36 months, +1/6 point a month, 50% from 150 months, as three secondary sources describe it); its printed rows were not compared line by line, so a term may differ by a month.',
        "The non-deductible adjustment (80% up to $10,000 combined monthly income, 75% above) comes from a practitioner's quotation of the statute; one other source states the bands as $100,000 a year.",
        'Income is gross income as entered; adjusted gross income also deducts pre-existing support orders paid.',
      ],
      summary:
        "Advisory guideline for combined income up to $240,000 a year: 40% of combined monthly income less the lower earner's income, reduced to 80% or 75% when maintenance is not deductible; advisory term from 31% to 50% of the months of marriage.",
      compute,
    },
  ],
});
