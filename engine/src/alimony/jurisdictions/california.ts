import { money, note, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT, openEnded, shareOfMarriage, upTo } from '../duration.js';
import { incomeSteps, marriageSteps, netIncomeApproximations, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, DurationOutcome } from '../types.js';

const SANTA_CLARA: Source = {
  title:
    'Superior Court of California, County of Santa Clara, Local Family Rule 3(C): temporary spousal or partner support formula (county guideline, not statewide)',
  section: 'Family Rule 3(C) (eff. 1/01/11)',
  url: 'http://www.scscourt.org/court_divisions/family/family_rules/family_rule3.shtml',
};
const FAM_4320: Source = {
  title:
    'California Family Code § 4320(l) (goal of self-support within a reasonable period, generally one-half the length of a marriage not of long duration)',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=4320',
};
const FAM_4336: Source = {
  title:
    'California Family Code § 4336 (a marriage of 10 years or more is presumed of long duration; jurisdiction retained)',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=4336',
};

const PAYER_RATE = 0.4;
const PAYEE_RATE = 0.5;
const LONG_DURATION_YEARS = 10;

/** Judgment (long-term) support: no formula; the statutes give only the duration presumptions. */
function judgmentDuration(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } {
  if (c.marriage.years >= LONG_DURATION_YEARS) {
    return {
      outcome: openEnded(
        'No set end date: marriage of 10 years or more is of long duration and the court keeps jurisdiction',
      ),
      steps: [
        note(
          'Duration',
          'Marriage of 10 years or more: long duration; no presumptive end date',
          'Fam. Code § 4336',
        ),
      ],
    };
  }
  const months = shareOfMarriage(c.marriage.months, 0.5);
  return {
    outcome: upTo(months, '(generally one-half the length of the marriage)'),
    steps: [
      note(
        'Duration',
        `Marriage under 10 years: generally half its length, ${months} months`,
        'Fam. Code § 4320(l)',
      ),
    ],
  };
}

function compute(c: AlimonyCase): AlimonyOutcome {
  if (c.alimonyType !== 'temporary') {
    return estimateOutcome(
      c,
      'California has no formula for judgment (long-term) support: the court weighs the Family Code § 4320 factors, and county temporary-support guidelines may not be used for it.',
      judgmentDuration(c),
    );
  }
  const payerNet = c.payer.netMonthly;
  const payeeNet = c.recipient.netMonthly;
  const available = roundToCents(payerNet - c.childSupportMonthly);
  const payerPart = roundToCents(available * PAYER_RATE);
  const payeePart = roundToCents(payeeNet * PAYEE_RATE);
  const amount = roundToCents(Math.max(0, payerPart - payeePart));
  const steps: Step[] = [
    note(
      'Guideline',
      'County guideline (Santa Clara Local Family Rule 3(C)), used by many California counties for temporary support',
    ),
    ...marriageSteps(c),
    ...incomeSteps(c, 'net'),
    money(
      'Payer net income not allocated to child support',
      available,
      `${payerNet} − ${c.childSupportMonthly}`,
    ),
    money("40% of the payer's net", payerPart, `${available} × 40%`, 'Family Rule 3(C)'),
    money("50% of the payee's net", payeePart, `${payeeNet} × 50%`, 'Family Rule 3(C)'),
    money('Temporary spousal support (not below 0)', amount, `${payerPart} − ${payeePart}`),
    note('Duration', UNTIL_JUDGMENT.text),
    note(
      'State tax',
      'California still treats spousal support as deductible and taxable for state income tax.',
    ),
    taxTreatmentStep(c),
  ];
  return {
    monthlyPayment: amount,
    monthlyRange: { low: amount, high: amount },
    incomeDifferential: roundToCents(payerNet - payeeNet),
    percentage: PAYER_RATE * 100,
    duration: UNTIL_JUDGMENT,
    isGuidelineFormula: true,
    steps,
    approximations: [
      'The county rule applies the formula to net incomes "adjusted for tax consequences" (support software recomputes taxes after support); that adjustment is not computed here.',
      ...netIncomeApproximations(c, 'net'),
    ],
  };
}

export const california = defineAlimonyRules({
  slug: 'california',
  versions: [
    {
      effective: { from: '2011-01-01' },
      model: 'california-county-temporary-guideline',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [SANTA_CLARA, FAM_4320, FAM_4336],
      approximations: [],
      summary:
        'Temporary support by the Santa Clara county guideline (40% of payer net after child support − 50% of payee net); judgment support has no formula, with duration presumptions of half a short marriage and open-ended for 10+ years.',
      compute,
    },
  ],
});
