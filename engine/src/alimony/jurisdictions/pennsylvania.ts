import { money, note, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import {
  PENNSYLVANIA_2022_SELF_SUPPORT_RESERVE,
  PENNSYLVANIA_2026_SELF_SUPPORT_RESERVE,
} from '../../child-support/jurisdictions/data/pennsylvania-schedule.js';
import type { EffectiveRange, Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT } from '../duration.js';
import { incomeSteps, marriageSteps, netIncomeApproximations, taxTreatmentStep } from '../models/common.js';
import { estimateOutcome } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyOutcome } from '../types.js';

const RULE: Source = {
  title:
    'Pa.R.C.P. 1910.16-4, Support Guidelines: Calculation of Support Obligation, Formula (Part B, spousal support and alimony pendente lite)',
  section: '1910.16-4(a)(1) Part B; (a)(2) Part IV for pre-2019 orders',
  url: 'https://www.pacode.com/secure/data/231/chapter1910/s1910.16-4.html',
};
const BULLETIN: Source = {
  title: '49 Pa.B. 170 (January 12, 2019): amendments for orders entered on or after January 1, 2019',
  url: 'https://www.pacodeandbulletin.gov/',
};
const OBLIGEE_WITH_CHILDREN_SOURCE: Source = {
  title:
    "Obligee rate of 30% with dependent children, as reported by Cozen O'Connor, Family Law Focus (May 2019)",
};
const ALIMONY_STATUTE: Source = {
  title: '23 Pa.C.S. § 3701 (post-divorce alimony, factors only)',
  section: '§ 3701(b)',
};

const RESERVE_RULE: Source = {
  title: 'Pa.R.C.P. 1910.16-2(e)(1), Support Guidelines: low-income cases and the self-support reserve (SSR)',
  section:
    '(e)(1): the trier-of-fact adjusts a spousal support or APL obligation so that the obligor keeps the SSR; the 2026 text’s example, as a Pittsburgh firm’s estimator quotes it: obligor $1,500 and obligee $300 net, no children: Part B gives $375, which would leave $1,125, so the order is $245 ($1,500 − $1,255)',
  url: 'https://www.pghdivorce.com/pa-spousal-support-apl-estimator.html',
  lastChecked: '2026-11-26',
};

interface DatedAmount {
  effective: EffectiveRange;
  amount: number;
  basis: string;
}

/**
 * Pa.R.C.P. 1910.16-2(e)(1) self-support reserve: monthly net income the obligor keeps after support.
 * The same figures as the child support guideline (child-support/jurisdictions/data/pennsylvania-schedule.ts).
 * The reserve in force before 2022 is not held, so no reduction is computed for earlier dates.
 */
const SELF_SUPPORT_RESERVE = {
  description: 'Self-support reserve (Pa.R.C.P. 1910.16-2(e)(1))',
  unit: 'dollars of monthly net income',
  values: [
    {
      effective: { from: '2022-01-01', to: '2025-12-31' },
      amount: PENNSYLVANIA_2022_SELF_SUPPORT_RESERVE,
      basis: 'the 2022 guidelines (the 2020 HHS poverty guideline for one person, $12,760 ÷ 12)',
    },
    {
      effective: { from: '2026-01-01' },
      amount: PENNSYLVANIA_2026_SELF_SUPPORT_RESERVE,
      basis: 'the 2026 guidelines (the 2024 HHS poverty guideline for one person, $15,060 ÷ 12)',
    },
  ] as readonly DatedAmount[],
  sources: [RESERVE_RULE],
} as const;

function reserveOn(asOf: string): DatedAmount | undefined {
  return SELF_SUPPORT_RESERVE.values.find(
    (v) => v.effective.from <= asOf && (v.effective.to === undefined || asOf <= v.effective.to),
  );
}

/** Part B (orders from 2019): without dependent children 33% of obligor net − 40% of obligee net. */
const WITHOUT_CHILDREN = { obligorRate: 0.33, obligeeRate: 0.4 } as const;
/** Part B with dependent children: 25% of (obligor net − child support) − 30% of obligee net. */
const WITH_CHILDREN = { obligorRate: 0.25, obligeeRate: 0.3 } as const;
/** Part IV (pre-2019 orders where the TCJA does not apply): 40% / 30% of the difference in net incomes. */
const PRE_2019_WITHOUT_CHILDREN = 0.4;
const PRE_2019_WITH_CHILDREN = 0.3;

function compute(c: AlimonyCase): AlimonyOutcome {
  if (c.alimonyType !== 'temporary') {
    return estimateOutcome(
      c,
      'Pennsylvania\'s guideline formula covers spousal support and alimony pendente lite (choose "temporary"); post-divorce alimony is set from the 23 Pa.C.S. § 3701(b) factors with no formula.',
    );
  }
  const obligor = c.payer.netMonthly;
  const obligee = c.recipient.netMonthly;
  const childSupport = c.childSupportMonthly;
  const withChildren = childSupport > 0;
  const steps: Step[] = [...marriageSteps(c), ...incomeSteps(c, 'net')];
  let amount: number;
  let percentage: number;
  const approximations = netIncomeApproximations(c, 'net');
  if (c.taxTreatment === 'deductible') {
    const available = withChildren ? roundToCents(obligor - childSupport) : obligor;
    const rate = withChildren ? PRE_2019_WITH_CHILDREN : PRE_2019_WITHOUT_CHILDREN;
    const difference = roundToCents(available - obligee);
    amount = roundToCents(Math.max(0, difference * rate));
    percentage = rate * 100;
    steps.push(
      note('Formula', 'Pre-2019 order (alimony deductible): subdivision (2), Part IV', '1910.16-4(a)(2)'),
      ...(withChildren
        ? [money("Obligor's net income less child support", available, `${obligor} − ${childSupport}`)]
        : []),
      money('Difference in net incomes', difference, `${available} − ${obligee}`),
      money(`Monthly support: ${percentage}% of the difference`, amount, `${difference} × ${percentage}%`),
    );
    approximations.push(
      'The Part IV percentages for pre-2019 orders (40% / 30% of the net income difference) come from secondary sources.',
    );
  } else {
    const rates = withChildren ? WITH_CHILDREN : WITHOUT_CHILDREN;
    const available = withChildren ? roundToCents(obligor - childSupport) : obligor;
    const obligorPart = roundToCents(available * rates.obligorRate);
    const obligeePart = roundToCents(obligee * rates.obligeeRate);
    amount = roundToCents(Math.max(0, obligorPart - obligeePart));
    percentage = rates.obligorRate * 100;
    steps.push(
      note(
        'Formula',
        withChildren
          ? 'With dependent children: 25% of (obligor net − child support) − 30% of obligee net'
          : 'Without dependent children: 33% of obligor net − 40% of obligee net',
        '1910.16-4(a)(1) Part B',
      ),
      ...(withChildren
        ? [money("Obligor's net income less child support", available, `${obligor} − ${childSupport}`)]
        : []),
      money(`${percentage}% of the obligor's income`, obligorPart, `${available} × ${percentage}%`),
      money(
        `${rates.obligeeRate * 100}% of the obligee's net income`,
        obligeePart,
        `${obligee} × ${rates.obligeeRate * 100}%`,
      ),
      money('Monthly spousal support / APL (not below 0)', amount, `${obligorPart} − ${obligeePart}`),
    );
    if (withChildren) {
      approximations.push(
        "The obligee's 30% rate with dependent children is taken from a secondary source; the official rule text checked was ambiguous.",
      );
    }
  }
  // Pa.R.C.P. 1910.16-2(e)(1): the obligor keeps the self-support reserve after child support and
  // spousal support; the spousal support / APL order gives way first.
  const reserve = reserveOn(c.asOf);
  if (reserve) {
    const afterChildSupport = roundToCents(obligor - childSupport);
    const available = roundToCents(Math.max(0, afterChildSupport - reserve.amount));
    steps.push(
      money('Self-support reserve', reserve.amount, reserve.basis, 'Pa.R.C.P. 1910.16-2(e)(1)'),
      money(
        withChildren ? "Obligor's net income less child support and the reserve" : "Obligor's net income less the reserve",
        available,
        withChildren ? `${obligor} − ${childSupport} − ${reserve.amount}` : `${obligor} − ${reserve.amount}`,
        'Pa.R.C.P. 1910.16-2(e)(1)',
      ),
    );
    if (amount > available) {
      amount = available;
      steps.push(
        money('Monthly spousal support / APL, reduced so the obligor keeps the reserve', amount, undefined, 'Pa.R.C.P. 1910.16-2(e)(1)'),
      );
    }
  } else {
    approximations.push(
      'The self-support reserve of Pa.R.C.P. 1910.16-2(e) in force before 2022 is not held: no reduction for it is computed for earlier dates.',
    );
  }
  steps.push(
    note(
      'Order of calculation',
      "Child support is computed first (Part A) and the payer's child support is deducted before Part B",
    ),
    note('Duration', UNTIL_JUDGMENT.text),
    taxTreatmentStep(c),
  );
  return {
    monthlyPayment: amount,
    monthlyRange: { low: amount, high: amount },
    incomeDifferential: roundToCents(obligor - obligee),
    percentage,
    duration: UNTIL_JUDGMENT,
    isGuidelineFormula: true,
    steps,
    approximations,
    extraSources: withChildren ? [OBLIGEE_WITH_CHILDREN_SOURCE] : [],
  };
}

export const pennsylvania = defineAlimonyRules({
  slug: 'pennsylvania',
  versions: [
    {
      effective: { from: '2019-01-01' },
      model: 'pennsylvania-spousal-support-guideline',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [RULE, BULLETIN, RESERVE_RULE, ALIMONY_STATUTE],
      approximations: [],
      summary:
        'Spousal support and alimony pendente lite on net income: 33% of obligor − 40% of obligee without dependent children, 25% of (obligor − child support) − 30% of obligee with them, reduced so the obligor keeps the Pa.R.C.P. 1910.16-2(e)(1) self-support reserve ($1,063 in 2022-2025, $1,255 from 2026); post-divorce alimony has no formula.',
      compute,
    },
  ],
});
