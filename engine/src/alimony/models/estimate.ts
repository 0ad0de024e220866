import { money, note, percent, type Step } from '../../explain/steps.js';
import { percentOf, roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT, openEnded, shareOfMarriage, upTo } from '../duration.js';
import type { AlimonyCase, AlimonyOutcome, AlimonyRuleVersion, DurationOutcome } from '../types.js';
import { incomeSteps, marriageSteps, needSteps, recipientNeed, taxTreatmentStep } from './common.js';

/**
 * The estimate's basis. The AAML formula is the one most calculators use for states without their own;
 * it is a bar association's recommendation, not law, so results built on it are labelled estimates.
 */
export const ESTIMATE_BASIS: Source = {
  title:
    'American Academy of Matrimonial Lawyers, Considerations When Determining Alimony, Spousal Support or Maintenance (2007 recommendations, as widely reported)',
  section: '30% of payer gross − 20% of recipient gross, recipient total not above 40% of combined gross',
};

const LOW_SHARE_OF_DIFFERENCE = 0.2;
const AAML_PAYER_RATE = 0.3;
const AAML_RECIPIENT_RATE = 0.2;
const AAML_COMBINED_CAP = 0.4;
const REHABILITATIVE_ESTIMATE_MONTHS = 60;

export const ESTIMATE_APPROXIMATIONS = [
  "Amount is an estimate range: the low end is 20% of the difference in gross incomes, the high end the AAML recommendation (30% of payer gross − 20% of recipient gross, recipient total capped at 40% of combined gross); the figure shown is the midpoint, capped at the recipient's need when expenses are entered.",
  'Duration is an estimate by marriage length (under 10 years: half the marriage; 10-20 years: 60% rising to 78%; over 20 years: possibly indefinite), as commonly seen in practice, not a statutory rule.',
];

export interface EstimatedAmount {
  low: number;
  high: number;
  payment: number;
  incomeDifferential: number;
  percentage: number;
  steps: Step[];
}

export function estimateAmount(c: AlimonyCase): EstimatedAmount {
  const payer = c.payer.grossMonthly;
  const recipient = c.recipient.grossMonthly;
  const difference = roundToCents(payer - recipient);
  const lowRaw = roundToCents(Math.max(0, difference * LOW_SHARE_OF_DIFFERENCE));
  const aaml = roundToCents(payer * AAML_PAYER_RATE - recipient * AAML_RECIPIENT_RATE);
  const cap = roundToCents((payer + recipient) * AAML_COMBINED_CAP - recipient);
  let high = Math.max(0, Math.min(aaml, cap));
  let low = Math.min(lowRaw, high);
  const need = recipientNeed(c);
  const steps: Step[] = [
    ...incomeSteps(c, 'gross'),
    money('Difference in gross incomes', difference, `${payer} − ${recipient}`),
    money('Low end: 20% of the difference', lowRaw, `${difference} × 20%`),
    money(
      'AAML: 30% of payer − 20% of recipient',
      aaml,
      `${payer} × 30% − ${recipient} × 20%`,
      ESTIMATE_BASIS.title,
    ),
    money('AAML cap: 40% of combined − recipient', cap, `(${payer} + ${recipient}) × 40% − ${recipient}`),
    money('High end: lower of the two, not below 0', high),
    ...needSteps(need, c),
  ];
  if (need !== undefined) {
    high = Math.min(high, need);
    low = Math.min(low, need);
    steps.push(money('Range capped at need: high', high), money('Range capped at need: low', low));
  }
  const payment = roundToCents((low + high) / 2);
  steps.push(money('Estimated monthly alimony (midpoint of the range)', payment, `(${low} + ${high}) ÷ 2`));
  return {
    low,
    high,
    payment,
    incomeDifferential: difference,
    percentage: percentOf(payment, difference),
    steps,
  };
}

/** The estimate's duration: an educated guess by type and marriage length, never a statute. */
export function estimateDuration(c: AlimonyCase): DurationOutcome {
  if (c.alimonyType === 'temporary') return UNTIL_JUDGMENT;
  const months = c.marriage.months;
  const years = c.marriage.years;
  let general: DurationOutcome;
  if (years >= 20) general = openEnded('Possibly indefinite (marriage of 20 years or more); estimate');
  else if (years >= 10) {
    const share = 0.6 + 0.02 * (years - 10);
    general = upTo(
      shareOfMarriage(months, share),
      `(about ${roundToDecimals(share * 100, 0)}% of the marriage; estimate)`,
    );
  } else general = upTo(shareOfMarriage(months, 0.5), '(about half the marriage; estimate)');
  if (c.alimonyType === 'permanent') return general;
  const capped =
    general.months === null
      ? REHABILITATIVE_ESTIMATE_MONTHS
      : Math.min(general.months, REHABILITATIVE_ESTIMATE_MONTHS);
  return upTo(capped, `(${c.alimonyType} support is usually limited to a few years; estimate)`);
}

/**
 * A complete estimated outcome. `reason` says why the state's own formula did not give the amount
 * (no formula, outside its limits, or not for this type of alimony); `duration` replaces the
 * estimated duration when the state has a statutory duration rule.
 */
export function estimateOutcome(
  c: AlimonyCase,
  reason: string,
  duration?: { outcome: DurationOutcome; steps: Step[] },
): AlimonyOutcome {
  const amount = estimateAmount(c);
  const chosen = duration?.outcome ?? estimateDuration(c);
  return {
    monthlyPayment: amount.payment,
    monthlyRange: { low: amount.low, high: amount.high },
    incomeDifferential: amount.incomeDifferential,
    percentage: amount.percentage,
    duration: chosen,
    isGuidelineFormula: false,
    steps: [
      note('Estimate', reason),
      ...marriageSteps(c),
      ...amount.steps,
      percent('Estimate as a share of the income difference', amount.percentage),
      ...(duration?.steps ?? [note('Duration (estimate)', chosen.text)]),
      taxTreatmentStep(c),
    ],
    approximations: [ESTIMATE_APPROXIMATIONS[0]!, ...(duration ? [] : [ESTIMATE_APPROXIMATIONS[1]!])],
    extraSources: [ESTIMATE_BASIS],
  };
}

export interface EstimateRulesOptions {
  /** The state's alimony statute, cited so a reader can check the real rule. */
  statute: Source;
  /** What is known of the state's rule, in a sentence or two. */
  summary: string;
}

/**
 * The rule version for a state whose alimony law sets no formula (or whose formula is not implemented):
 * a clearly labelled estimate. In force from 2019, when the federal deduction ended; the estimate
 * assumes payments that are neither deductible nor taxable.
 */
export function estimateRules(options: EstimateRulesOptions): AlimonyRuleVersion {
  return {
    effective: { from: '2019-01-01' },
    model: 'estimate',
    hasAmountFormula: false,
    confidence: 'estimate',
    sources: [options.statute, ESTIMATE_BASIS],
    approximations: [...ESTIMATE_APPROXIMATIONS],
    summary: options.summary,
    compute: (c) =>
      estimateOutcome(c, `${options.summary} The figures below are an estimate, not a guideline amount.`),
  };
}
