import { count, money, note, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT, describeMonths, fixedTerm, openEnded, shareOfMarriage } from '../duration.js';
import { incomeSteps, marriageSteps, netIncomeApproximations, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, DurationOutcome } from '../types.js';

const S504: Source = {
  title:
    'Illinois Marriage and Dissolution of Marriage Act, 750 ILCS 5/504(b-1) (as amended by P.A. 100-923, orders from January 1, 2019)',
  section: '§ 504(b-1)(1)(A) amount; (b-1)(1)(B) duration',
  url: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=075000050K504',
};
const DURATION_TABLE_SOURCE: Source = {
  title:
    'Duration factors by whole year of marriage (.20 under 5 years, then .24 to .80 in steps of .04), as reproduced by mitchellhighlander.com (2024) and suburbanlawgroup.com',
  url: 'https://mitchellhighlander.com/2024/11/how-long-will-maintenance-last-in-illinois/',
};

/** (b-1)(1): guidelines apply when combined gross annual income is under this amount. */
const COMBINED_GROSS_LIMIT = 500_000;
const PAYER_SHARE = 1 / 3;
/** 33⅓% shown to two decimals. */
const PAYER_PERCENT = 33.33;
const PAYEE_RATE = 0.25;
const COMBINED_NET_CAP = 0.4;

/** (b-1)(1)(B): factor for marriages of under 5 years, then +.04 for each further whole year up to 19. */
export function illinoisDurationFactor(years: number): number | undefined {
  if (years >= 20) return undefined;
  if (years < 5) return 0.2;
  return roundToDecimals(0.24 + 0.04 * (years - 5), 2);
}

function duration(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } {
  if (c.alimonyType === 'temporary') {
    return {
      outcome: UNTIL_JUDGMENT,
      steps: [note('Duration', 'Temporary maintenance lasts while the case is pending')],
    };
  }
  const months = c.marriage.months;
  const factor = illinoisDurationFactor(c.marriage.years);
  if (factor === undefined) {
    return {
      outcome: openEnded(
        `Indefinite, or a period equal to the length of the marriage (${describeMonths(months)})`,
      ),
      steps: [
        note(
          'Duration',
          'Marriage of 20 years or more: indefinite maintenance or a term equal to the marriage',
          '§ 504(b-1)(1)(B)',
        ),
      ],
    };
  }
  const term = shareOfMarriage(months, factor);
  return {
    outcome: fixedTerm(term, `(${months} months × ${factor.toFixed(2)})`),
    steps: [
      count('Duration factor', factor, `marriage of ${c.marriage.years} whole years`, '§ 504(b-1)(1)(B)'),
      count('Duration (months)', term, `${months} × ${factor.toFixed(2)}`),
    ],
  };
}

function compute(c: AlimonyCase): AlimonyOutcome {
  const combinedGrossAnnual = roundToCents((c.payer.grossMonthly + c.recipient.grossMonthly) * 12);
  if (combinedGrossAnnual >= COMBINED_GROSS_LIMIT) {
    return estimateOutcome(
      c,
      `Combined gross income of $${combinedGrossAnnual.toLocaleString('en-US')} a year is not under $500,000, so the Illinois guidelines do not apply (§ 504(b-1)(1)); the court sets maintenance from the § 504(a) factors.`,
      duration(c),
    );
  }
  const payerNet = roundToCents(c.payer.netMonthly * 12);
  const payeeNet = roundToCents(c.recipient.netMonthly * 12);
  const formula = roundToCents(payerNet * PAYER_SHARE - payeeNet * PAYEE_RATE);
  const combinedNet = roundToCents(payerNet + payeeNet);
  const cap = roundToCents(combinedNet * COMBINED_NET_CAP - payeeNet);
  const annual = Math.max(0, Math.min(formula, cap));
  const monthly = roundToCents(annual / 12);
  const d = duration(c);
  const steps: Step[] = [
    ...marriageSteps(c, 'the date the petition for dissolution was filed'),
    money(
      'Combined gross annual income',
      combinedGrossAnnual,
      'under $500,000: guidelines apply',
      '§ 504(b-1)(1)',
    ),
    ...incomeSteps(c, 'net'),
    money("Payer's net annual income", payerNet),
    money("Payee's net annual income", payeeNet),
    money(
      '33⅓% of payer net − 25% of payee net',
      formula,
      `${payerNet} ÷ 3 − ${payeeNet} × 25%`,
      '§ 504(b-1)(1)(A)',
    ),
    money(
      'Cap: 40% of combined net − payee net',
      cap,
      `${combinedNet} × 40% − ${payeeNet}`,
      '§ 504(b-1)(1)(A)',
    ),
    money('Guideline annual maintenance (lower of the two, not below 0)', annual),
    money('Guideline monthly maintenance', monthly, `${annual} ÷ 12`),
    ...d.steps,
    note('Duration', d.outcome.text),
    note(
      'Applies only if',
      'the payer has no child support or maintenance obligation from a prior relationship (§ 504(b-1)(1))',
    ),
    taxTreatmentStep(c),
  ];
  return {
    monthlyPayment: monthly,
    monthlyRange: { low: monthly, high: monthly },
    incomeDifferential: roundToCents(c.payer.netMonthly - c.recipient.netMonthly),
    percentage: PAYER_PERCENT,
    duration: d.outcome,
    isGuidelineFormula: true,
    steps,
    approximations: netIncomeApproximations(c, 'net'),
  };
}

export const illinois = defineAlimonyRules({
  slug: 'illinois',
  versions: [
    {
      effective: { from: '2019-01-01' },
      model: 'illinois-maintenance-guidelines',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [S504, DURATION_TABLE_SOURCE],
      approximations: [],
      summary:
        'Guideline maintenance when combined gross income is under $500,000: 33⅓% of payer net − 25% of payee net, payee total capped at 40% of combined net; duration is the marriage length × a factor from .20 to .80.',
      compute,
    },
  ],
});
