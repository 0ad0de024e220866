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
  section:
    "Rule 1910.16-4(a)(1) Part B, lines 5-13: the obligor's monthly net income (line 4) less only support owed to children or former spouses who are not part of this action (line 6) × 33% / 25%, less the obligee's monthly net income (line 4) × the obligee's percentage; spousal support / APL is computed before Part C's basic child support",
  url: 'https://www.pacodeandbulletin.gov/Display/pabull?file=/secure/pabulletin/data/vol49/49-2/39a.html',
  lastChecked: '2026-12-07',
};
const OBLIGEE_WITH_CHILDREN_SOURCE: Source = {
  title:
    "Obligee rate of 30% with dependent children, as reported by Cozen O'Connor, Family Law Focus (May 2019)",
};
const OBLIGEE_WITH_CHILDREN_SECOND_SOURCE: Source = {
  title: 'Ulmer Law, Support Between Spouses (October 2020; secondary)',
  section:
    "\"If there is also a child support order, spousal support should be calculated first. Multiply the paying party's income by 25% and the receiving party's income by 30%\"; without children 33% and 40%",
  url: 'https://ulmerlaw.com/blog/2020/10/support-between-spouses/',
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
/**
 * The obligee's rate with dependent children (Part B line 11), checked 2026-12-07 and left at 30%: the Bulletin
 * printing of the 2019 rule (49 Pa.B. 170, Doc. No. 19-39a, stored copy of pacodeandbulletin.gov
 * …/vol49/49-2/39a.html) reads "11. Obligee's Net Income percentage for spousal support or alimony pendente lite
 * × 40% × 40%" under the columns "Without Dependent Children" and "With Dependent Children", while its line 8
 * reads "× 33% × 25%". The Pennsylvania Code's own text of the rule (pacode.com and pacodeandbulletin.gov
 * s1910.16-4, stored copies through 53 Pa.B. 8238) could be read only to the Part B heading, and the 2018
 * proposal (48 Pa.B. 5831) and order pages only to their beginnings. Every practitioner's summary found gives 30%
 * with children (Cozen O'Connor 2019; Ulmer Law 2020: "Multiply the paying party's income by 25% and the
 * receiving party's income by 30%"). A 40% printed in both columns against every reading of the rule is not a
 * clear enough text to change the amount on; the 30% stays flagged as resting on secondary sources.
 *
 * Part B with dependent children: 25% of the obligor's net income − 30% of the obligee's net income, both the full
 * monthly net incomes of Part A line 4. Pa.R.C.P. 1910.16-4(a)(1) as amended by 49 Pa.B. 170 (orders from
 * 2019-01-01): line 5 is the obligor's monthly net income, line 6 deducts only support owed to children or former
 * spouses "who are not part of this action", so this action's child support is not deducted; the spousal support /
 * APL of line 13 is computed first and Part C then computes basic child support on the incomes adjusted by it.
 */
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
    // Orders from 2019 (Pa.R.C.P. 1910.16-4(a)(1), 49 Pa.B. 170): Part B first, on both parties' full monthly
    // net incomes; with dependent children this action's child support is not deducted (line 6 deducts only
    // support owed to people outside this action), and Part C computes child support afterwards.
    const rates = withChildren ? WITH_CHILDREN : WITHOUT_CHILDREN;
    const obligorPart = roundToCents(obligor * rates.obligorRate);
    const obligeePart = roundToCents(obligee * rates.obligeeRate);
    amount = roundToCents(Math.max(0, obligorPart - obligeePart));
    percentage = rates.obligorRate * 100;
    steps.push(
      note(
        'Formula',
        withChildren
          ? 'With dependent children: 25% of obligor net − 30% of obligee net, on full net incomes, before child support'
          : 'Without dependent children: 33% of obligor net − 40% of obligee net',
        '1910.16-4(a)(1) Part B',
      ),
      money(`${percentage}% of the obligor's net income`, obligorPart, `${obligor} × ${percentage}%`, '1910.16-4(a)(1) Part B, lines 5-9'),
      money(
        `${rates.obligeeRate * 100}% of the obligee's net income`,
        obligeePart,
        `${obligee} × ${rates.obligeeRate * 100}%`,
        '1910.16-4(a)(1) Part B, lines 10-12',
      ),
      money('Monthly spousal support / APL (not below 0)', amount, `${obligorPart} − ${obligeePart}`, '1910.16-4(a)(1) Part B, line 13'),
    );
    if (withChildren) {
      approximations.push(
        "The obligee's 30% rate with dependent children is taken from practitioners' summaries: the Pennsylvania Bulletin's printing of the 2019 rule (49 Pa.B. 170) shows 40% for the obligee in both columns of Part B line 11, and the Pennsylvania Code's text of that line could not be read.",
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
  if (c.taxTreatment === 'deductible') {
    steps.push(
      note(
        'Order of calculation',
        "Pre-2019 order: child support is computed first (Part I) and the payer's child support is deducted before Part IV",
        '1910.16-4(a)(2)',
      ),
    );
  } else if (withChildren) {
    // Part C: basic child support on the incomes adjusted by the spousal support / APL just computed.
    const obligorForChildSupport = roundToCents(obligor - amount);
    const obligeeForChildSupport = roundToCents(obligee + amount);
    steps.push(
      note(
        'Order of calculation',
        "Spousal support / APL is computed first, from both parties' full net incomes (Part B); child support is then computed on the incomes it leaves each party (Part C)",
        '1910.16-4(a)(1) Parts B and C',
      ),
      money("Obligor's net income for child support (less spousal support / APL)", obligorForChildSupport, `${obligor} − ${amount}`, '1910.16-4(a)(1) Part C'),
      money("Obligee's net income for child support (plus spousal support / APL)", obligeeForChildSupport, `${obligee} + ${amount}`, '1910.16-4(a)(1) Part C'),
    );
    approximations.push(
      `The child support entered ($${childSupport}) should be the Pennsylvania guideline amount computed on these adjusted net incomes ($${obligorForChildSupport} and $${obligeeForChildSupport}); it is used here only for the self-support reserve.`,
    );
  }
  steps.push(
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
    extraSources: withChildren ? [OBLIGEE_WITH_CHILDREN_SOURCE, OBLIGEE_WITH_CHILDREN_SECOND_SOURCE] : [],
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
        'Spousal support and alimony pendente lite on net income: 33% of obligor − 40% of obligee without dependent children, 25% of obligor − 30% of obligee with them (computed first, on full net incomes; child support follows on the incomes it leaves), reduced so the obligor keeps the Pa.R.C.P. 1910.16-2(e)(1) self-support reserve ($1,063 in 2022-2025, $1,255 from 2026); post-divorce alimony has no formula.',
      compute,
    },
  ],
});
