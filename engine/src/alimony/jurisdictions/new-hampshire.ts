import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { shareOfMarriage, upTo } from '../duration.js';
import { incomeSteps, marriageSteps, needSteps, recipientNeed, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome } from '../types.js';

const RSA_458_19A: Source = {
  title:
    'New Hampshire RSA 458:19-a (term and reimbursement alimony), for cases filed on or after January 1, 2019',
  section: '458:19-a II (amount) and duration limit',
  url: 'https://www.lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_458_19-a',
};

/** II(a): the lesser of need or 23% of the gross income difference (30% when alimony is deductible and taxable). */
const SHARE_NOT_DEDUCTIBLE = 0.23;
const SHARE_DEDUCTIBLE = 0.3;
/** III: term alimony may not exceed 50% of the length of the marriage. */
const MAX_SHARE_OF_MARRIAGE = 0.5;

function compute(c: AlimonyCase): AlimonyOutcome {
  if (c.alimonyType === 'temporary' || c.alimonyType === 'reimbursement') {
    return estimateOutcome(
      c,
      `RSA 458:19-a II sets a formula only for term alimony; ${c.alimonyType} alimony has none.`,
    );
  }
  const share = c.taxTreatment === 'deductible' ? SHARE_DEDUCTIBLE : SHARE_NOT_DEDUCTIBLE;
  const payerIncome = roundToCents(Math.max(0, c.payer.grossMonthly - c.childSupportMonthly));
  const recipientIncome = c.recipient.grossMonthly;
  const difference = roundToCents(payerIncome - recipientIncome);
  const formula = roundToCents(Math.max(0, difference * share));
  const need = recipientNeed(c);
  const amount = need === undefined ? formula : Math.min(need, formula);
  const months = shareOfMarriage(c.marriage.months, MAX_SHARE_OF_MARRIAGE);
  const duration = upTo(months, '(half the length of the marriage)');
  const steps: Step[] = [
    ...marriageSteps(c),
    ...incomeSteps(c, 'gross'),
    ...(c.childSupportMonthly > 0
      ? [
          money(
            "Payer's gross income less child support paid",
            payerIncome,
            `${c.payer.grossMonthly} − ${c.childSupportMonthly}`,
            '458:19-a II',
          ),
        ]
      : []),
    money('Difference in gross incomes', difference, `${payerIncome} − ${recipientIncome}`),
    percent(
      'Formula share',
      share * 100,
      c.taxTreatment === 'deductible' ? 'alimony deductible and taxable' : 'alimony not deductible',
      '458:19-a II(a)',
    ),
    money('Formula amount', formula, `${difference} × ${share * 100}%`),
    ...needSteps(need, c),
    need === undefined
      ? money('Monthly term alimony shown: the formula amount', amount)
      : money('Monthly term alimony: lesser of need and the formula', amount, `min(${need}, ${formula})`),
    note('Duration', `At most 50% of the marriage: ${duration.text}`, 'RSA 458:19-a'),
    taxTreatmentStep(c),
  ];
  return {
    monthlyPayment: amount,
    monthlyRange: { low: need === undefined ? 0 : amount, high: formula },
    incomeDifferential: difference,
    percentage: share * 100,
    duration,
    isGuidelineFormula: true,
    amountIsCeiling: need === undefined,
    steps,
    approximations:
      need === undefined
        ? [
            "No recipient expenses were entered, so the amount shown is the formula amount; the order is the lesser of the recipient's reasonable need and that amount.",
          ]
        : [],
  };
}

export const newHampshire = defineAlimonyRules({
  slug: 'new-hampshire',
  versions: [
    {
      effective: { from: '2019-01-01' },
      model: 'new-hampshire-term-alimony',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [RSA_458_19A],
      approximations: [],
      summary:
        'Term alimony: the lesser of need or 23% of the gross income difference (30% if deductible), for at most half the length of the marriage.',
      compute,
    },
  ],
});
