import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { percentOf, roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';

const NAC_425: Source = {
  title: 'Nevada Administrative Code ch. 425, Guidelines for Support of Children (eff. 2020-02-01)',
  section: 'NAC 425.115 (custody types), 425.140 (schedule)',
  url: 'https://www.leg.state.nv.us/NAC/NAC-425.html',
};
/** A copy of NAC 425.140 read today; its subsections 1-4 agree with the rates below. */
const NAC_425_140_COPY: Source = {
  title: 'NAC 425.140 (text as reproduced by Justia Regulations, "current through February 27, 2024")',
  section:
    'NAC 425.140(1)-(4): 16/8/4%, 22/11/6%, 26/13/6%, 28/14/7% of monthly gross income to $6,000, $6,000-$10,000 and above $10,000',
  url: 'https://regulations.justia.com/states/nevada/chapter-425/guidelines-for-support-of-children/section-425-140/',
  lastChecked: '2026-11-27',
};
/** The only account found of the late-2024 amendment; it names no R-number, date or section. */
const AMENDMENT_2024_SECONDARY: Source = {
  title: 'Willick Law Group, "Child Support Laws in Nevada" (secondary, updated February 2025)',
  section:
    '"2024 Regulatory Updates": base vs. total child support, support ends the first day of the month after the child turns 18 (19 if still in high school), base and additional costs combined into one total order',
  url: 'https://www.willicklawgroup.com/child-support-laws-in-nevada/',
  lastChecked: '2026-11-27',
};
const RIVERO: Source = {
  title: 'Rivero v. Rivero, 125 Nev. 410, 216 P.3d 213 (2009): joint physical custody when each parent has at least 40% of the time',
  section: 'joint physical custody threshold',
};

/** NAC 425.140: marginal rates on monthly gross income up to $6,000, $6,000-$10,000 and above $10,000. */
const BRACKETS = [6000, 10000] as const;
const RATES_BY_CHILDREN: readonly (readonly [number, number, number])[] = [
  [0.16, 0.08, 0.04],
  [0.22, 0.11, 0.06],
  [0.26, 0.13, 0.06],
  [0.28, 0.14, 0.07],
];
/** NAC 425.140(5): each child beyond four adds 2%, 1% and 0.5% to the three brackets. */
const EXTRA_CHILD_RATES = [0.02, 0.01, 0.005] as const;
/** Rivero v. Rivero: joint physical custody means each parent has the children at least 40% of the time (146 days). */
const JOINT_CUSTODY_MIN_PERCENT = 40;
/** 200% of the 2025 federal poverty guideline for one person ($15,650 × 2 ÷ 12): the range NAC 425.145's low-income schedule addresses. */
const LOW_INCOME_MONTHLY = 2608.33;

function ratesFor(children: number): readonly [number, number, number] {
  if (children <= 4) return RATES_BY_CHILDREN[children - 1]!;
  const extra = children - 4;
  const four = RATES_BY_CHILDREN[3]!;
  return [
    four[0] + extra * EXTRA_CHILD_RATES[0],
    four[1] + extra * EXTRA_CHILD_RATES[1],
    four[2] + extra * EXTRA_CHILD_RATES[2],
  ];
}

function pct(rate: number): string {
  return `${roundToCents(rate * 100)}%`;
}

/** The NAC 425.140 base obligation of one obligor on their monthly gross income. */
export function nevadaBaseObligation(income: number, children: number): { amount: number; formula: string } {
  const [low, middle, high] = ratesFor(children);
  const first = Math.min(income, BRACKETS[0]);
  const second = Math.max(0, Math.min(income, BRACKETS[1]) - BRACKETS[0]);
  const third = Math.max(0, income - BRACKETS[1]);
  const amount = roundToCents(first * low + second * middle + third * high);
  const parts = [`${roundToCents(first)} × ${pct(low)}`];
  if (second > 0) parts.push(`${roundToCents(second)} × ${pct(middle)}`);
  if (third > 0) parts.push(`${roundToCents(third)} × ${pct(high)}`);
  return { amount, formula: parts.join(' + ') };
}

function computeNevada(c: ChildSupportCase): GuidelineOutcome {
  const cpIncome = roundToCents(Math.max(0, c.custodial.monthlyIncome));
  const ncpIncome = roundToCents(Math.max(0, c.noncustodial.monthlyIncome));
  const approximations: string[] = [];
  const steps: Step[] = [
    money("Custodial parent's monthly gross income", cpIncome, undefined, 'NAC 425.025, 425.120'),
    money("Noncustodial parent's monthly gross income", ncpIncome, undefined, 'NAC 425.025, 425.120'),
  ];
  const ncpBase = nevadaBaseObligation(ncpIncome, c.children);
  const cpBase = nevadaBaseObligation(cpIncome, c.children);
  const joint = Math.min(c.custodial.timePercent, c.noncustodial.timePercent) >= JOINT_CUSTODY_MIN_PERCENT;

  let ncpOwes: number;
  if (!joint) {
    steps.push(
      note('Custody', 'Primary physical custody: the noncustodial parent owes the NAC 425.140 base obligation.', 'NAC 425.115(2)'),
      money("Noncustodial parent's base obligation", ncpBase.amount, ncpBase.formula, 'NAC 425.140'),
    );
    ncpOwes = ncpBase.amount;
  } else {
    // NAC 425.115(3): in joint physical custody each parent's obligation is computed and the two offset.
    ncpOwes = roundToCents(ncpBase.amount - cpBase.amount);
    steps.push(
      note('Custody', 'Joint physical custody (each parent has at least 40% of the time): both obligations are computed and offset.', 'NAC 425.115(3); Rivero v. Rivero'),
      percent("Custodial parent's share of time", roundToCents(c.custodial.timePercent)),
      percent("Noncustodial parent's share of time", roundToCents(c.noncustodial.timePercent)),
      money("Custodial parent's base obligation", cpBase.amount, cpBase.formula, 'NAC 425.140'),
      money("Noncustodial parent's base obligation", ncpBase.amount, ncpBase.formula, 'NAC 425.140'),
      money('Offset (positive: noncustodial parent pays)', ncpOwes, `${ncpBase.amount} − ${cpBase.amount}`, 'NAC 425.115(3)'),
    );
  }
  steps.push(count('Children', c.children));
  if (c.custodyArrangement === 'split') {
    approximations.push(
      'Split custody (NAC 425.115(4)) needs the number of children living with each parent, which this form does not collect; the case was computed from the time shares entered.',
    );
  }
  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const payerIncome = payer === 'custodial' ? cpIncome : ncpIncome;
  if (payer !== 'none' && payerIncome < LOW_INCOME_MONTHLY) {
    approximations.push(
      "The payer's income is in the range where the court may use the low-income schedule the Administrative Office of the Courts publishes each year (NAC 425.145), which is not reproduced here.",
    );
  }
  if (c.custodial.monthlyDeductions > 0 || c.noncustodial.monthlyDeductions > 0) {
    steps.push(note('Deductions', 'NAC 425.140 applies to gross income; other support obligations are an adjustment factor for the court (NAC 425.150), so the deductions entered were not subtracted.', 'NAC 425.150'));
  }
  if (c.childcare.monthly > 0 || c.healthInsurance.monthly > 0) {
    steps.push(note('Childcare and health insurance', 'Ordered in addition to the base obligation (NAC 425.130, 425.135); not included in the amount shown.', 'NAC 425.130, 425.135'));
  }
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(money('Base child support obligation (monthly)', monthlyPayment, undefined, 'NAC 425.140'));
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(cpIncome + ncpIncome),
    nonCustodialPercentage: percentOf(ncpIncome, cpIncome + ncpIncome),
    baseAmount: ncpBase.amount,
    adjustment: roundToCents(monthlyPayment - ncpBase.amount),
    steps,
    approximations,
  };
}

export const nevada = defineChildSupportRules({
  slug: 'nevada',
  versions: [
    {
      effective: { from: '2020-02-01' },
      model: 'percentage-of-income',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [NAC_425, NAC_425_140_COPY, AMENDMENT_2024_SECONDARY, RIVERO],
      approximations: [
        "A late-2024 amendment of NAC 425 is reported (Willick Law Group, 2025): it distinguishes base from total child support, ends support the first day of the month after the child turns 18 (19 if still in high school) and combines base support and added costs in one order. Its adopted text, regulation number and effective date were not found, so it is not applied; as reported it does not change the NAC 425.140 percentages used here, which agree with a copy current through February 2024.",
      ],
      summary:
        "Tiered percentages of the obligor's gross monthly income (NAC 425.140: e.g. one child 16% of the first $6,000, 8% to $10,000, 4% above); joint physical custody (40% each) offsets both parents' obligations (NAC 425.115).",
      compute: computeNevada,
    },
  ],
  examples: [
    {
      name: 'Drizin Law: two children, obligor $10,000 gross a month (from February 2020)',
      kind: 'secondary',
      source:
        'Law Offices of Lee A. Drizin (Ethan Kottler), "Nevada Child Support Laws Get Massive Overhaul", https://drizinlaw.com/blog/nevada-child-support-laws-get-massive-overhaul/ (read 2026-11-27): "if an obligor’s income is $10,000/month, the obligation for two children would be … After February 2020: $1,760/month"',
      input: {
        custodialParentIncome: 0,
        nonCustodialParentIncome: 10000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'nevada',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1760, payer: 'noncustodial' },
      note: 'Written before NAC 425.140 took effect (2020-02-01) and printing the figure under it: 6,000 × 22% + 4,000 × 11% = 1,320 + 440. The page states only the obligor’s income, which is all NAC 425.140 uses in primary custody; the other parent’s income is entered as 0.',
    },
    {
      name: 'Primary custody, two children, $8,000 gross',
      kind: 'derived',
      source: 'derived from NAC 425.140(2) (22% of the first $6,000, 11% of $6,000-$10,000)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 8000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'nevada',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1540, payer: 'noncustodial' },
      note: '6,000 × 22% + 2,000 × 11% = 1,320 + 220 = $1,540.',
    },
    {
      name: 'Joint physical custody 50/50, one child',
      kind: 'derived',
      source: 'derived from NAC 425.115(3) and 425.140(1)',
      input: {
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 12000,
        numberOfChildren: 1,
        custodyArrangement: 'joint',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        state: 'nevada',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 720, payer: 'noncustodial' },
      note: 'Noncustodial: 6,000 × 16% + 4,000 × 8% + 2,000 × 4% = 960 + 320 + 80 = 1,360; custodial: 4,000 × 16% = 640; offset 1,360 − 640 = $720.',
    },
  ],
});
