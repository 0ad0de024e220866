import { money, note, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT } from '../duration.js';
import { incomeSteps, marriageSteps, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome, AlimonyRuleVersion } from '../types.js';

const URL = 'https://law.lis.virginia.gov/vacode/title16.1/chapter11/section16.1-278.17:1/';
const FINAL_SUPPORT: Source = {
  title: 'Code of Virginia § 20-107.1 (final spousal support: factors, no formula)',
};
/** § 16.1-278.17:1(E): the formula applies only where combined monthly gross income does not exceed this. */
const COMBINED_MONTHLY_LIMIT = 10_000;

interface Rates {
  withChildren: { payer: number; payee: number };
  withoutChildren: { payer: number; payee: number };
}

function computeWith(rates: Rates) {
  return (c: AlimonyCase): AlimonyOutcome => {
    if (c.alimonyType !== 'temporary') {
      return estimateOutcome(
        c,
        'Virginia\'s formula is for pendente lite (temporary) support only (choose "temporary"); final spousal support is set from the § 20-107.1 factors with no formula.',
      );
    }
    const payer = c.payer.grossMonthly;
    const payee = c.recipient.grossMonthly;
    const combined = roundToCents(payer + payee);
    if (combined > COMBINED_MONTHLY_LIMIT) {
      return estimateOutcome(
        c,
        `Combined monthly gross income of $${combined.toLocaleString('en-US')} is above $10,000, so the Virginia pendente lite formula does not apply (§ 16.1-278.17:1(E)).`,
        { outcome: UNTIL_JUDGMENT, steps: [note('Duration', UNTIL_JUDGMENT.text)] },
      );
    }
    const children = c.childSupportMonthly > 0;
    const r = children ? rates.withChildren : rates.withoutChildren;
    const payerPart = roundToCents(payer * r.payer);
    const payeePart = roundToCents(payee * r.payee);
    const amount = roundToCents(Math.max(0, payerPart - payeePart));
    const steps: Step[] = [
      ...marriageSteps(c),
      ...incomeSteps(c, 'gross'),
      money(
        'Combined monthly gross income',
        combined,
        'not above $10,000: formula applies',
        '§ 16.1-278.17:1(E)',
      ),
      note(
        'Minor children in common',
        children
          ? 'Yes (child support is entered): the with-children percentages apply'
          : 'No child support entered: the no-children percentages apply',
        '§ 16.1-278.17:1(C)',
      ),
      money(`${r.payer * 100}% of payer gross`, payerPart, `${payer} × ${r.payer * 100}%`),
      money(`${r.payee * 100}% of payee gross`, payeePart, `${payee} × ${r.payee * 100}%`),
      money('Presumptive pendente lite support (not below 0)', amount, `${payerPart} − ${payeePart}`),
      note('Order of calculation', 'Spousal support is computed before child support', '§ 16.1-278.17:1(B)'),
      note('Duration', UNTIL_JUDGMENT.text),
      taxTreatmentStep(c),
    ];
    return {
      monthlyPayment: amount,
      monthlyRange: { low: amount, high: amount },
      incomeDifferential: roundToCents(payer - payee),
      percentage: r.payer * 100,
      duration: UNTIL_JUDGMENT,
      isGuidelineFormula: true,
      steps,
      approximations: [],
    };
  };
}

const V2007: AlimonyRuleVersion = {
  effective: { from: '2007-07-01', to: '2020-06-30' },
  model: 'virginia-pendente-lite-formula',
  hasAmountFormula: true,
  confidence: 'official',
  sources: [
    {
      title:
        'Code of Virginia § 16.1-278.17:1 as enacted by 2007 Acts ch. 909 (28%/58% with children, 30%/50% without)',
      url: 'http://statutes.laws-info.com/virginia/title-16-1/chapter-11/16-1-278-17-1',
    },
    FINAL_SUPPORT,
  ],
  approximations: [],
  summary:
    'Pendente lite formula (2007 text): 28% payer − 58% payee gross with minor children, 30% − 50% without; combined gross up to $10,000 a month.',
  compute: computeWith({
    withChildren: { payer: 0.28, payee: 0.58 },
    withoutChildren: { payer: 0.3, payee: 0.5 },
  }),
};

const V2020: AlimonyRuleVersion = {
  effective: { from: '2020-07-01' },
  model: 'virginia-pendente-lite-formula',
  hasAmountFormula: true,
  confidence: 'official',
  sources: [
    {
      title:
        'Code of Virginia § 16.1-278.17:1 as amended effective July 1, 2020 (26%/58% with children, 27%/50% without)',
      section: '§ 16.1-278.17:1(C), (E)',
      url: URL,
    },
    FINAL_SUPPORT,
  ],
  approximations: [],
  summary:
    'Pendente lite formula (from July 1, 2020): 26% payer − 58% payee gross with minor children, 27% − 50% without; combined gross up to $10,000 a month.',
  compute: computeWith({
    withChildren: { payer: 0.26, payee: 0.58 },
    withoutChildren: { payer: 0.27, payee: 0.5 },
  }),
};

export const virginia = defineAlimonyRules({ slug: 'virginia', versions: [V2007, V2020] });
