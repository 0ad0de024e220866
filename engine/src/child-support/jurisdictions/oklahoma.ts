import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { basicObligation, finishIncomeShares, wholeOvernights, worksheetIncomes } from '../models/worksheet-steps.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';
import { OKLAHOMA_SCHEDULE } from './data/oklahoma-schedule.js';

const SECTIONS_118: Source = {
  title: 'Oklahoma Statutes, Title 43, §§ 118A-118D (definitions, adjusted gross income, computation as a percentage of combined gross income)',
  section: '43 O.S. § 118A(1)-(2), § 118D(A)-(C)',
  url: 'https://lexace.ai/us/statute/oklahoma/43-118D',
};
const SECTION_118E: Source = {
  title: 'Oklahoma Statutes, Title 43, § 118E, Parenting time adjustment - Reduction in child support obligation',
  section: '43 O.S. § 118E(A), (D)(1)-(3) (121 overnights; combined obligation × factor, cross-multiplied by time)',
  url: 'https://lexace.ai/us/statute/oklahoma/43-118E',
};
const SECTION_119: Source = {
  title: 'Oklahoma Statutes, Title 43, § 119, Child support guideline schedule (OKDHS Pub. 01-38, Guideline Schedule, schedule effective 2000-06-06)',
  section: '43 O.S. § 119',
  url: 'https://oklahoma.gov/content/dam/ok/en/okdhs/documents/okdhs-publication-library/01-38.pdf',
};

assertScheduleShape('43 O.S. § 119 schedule', OKLAHOMA_SCHEDULE);

/** § 118E(A)(1), (D)(1): the adjustment starts at 121 overnights a year. */
const ADJUSTMENT_MIN_OVERNIGHTS = 121;
/** § 118E(D)(2): the factor by the noncustodial parent's overnights (values from a secondary source). */
const FACTORS: readonly { fromNights: number; factor: number }[] = [
  { fromNights: 121, factor: 2 },
  { fromNights: 132, factor: 1.75 },
  { fromNights: 144, factor: 1.5 },
];

/** Said of a result only when § 118E applies: the schedule is cross-checked, the factor table is not. */
const FACTOR_APPROXIMATION =
  'The § 118E(D)(2) parenting time factors (2.0 / 1.75 / 1.5 from 121 / 132 / 144 overnights) come from one secondary transcription; the statute text holding the factor table was not obtained.';

function factorFor(nights: number): number {
  let factor = 0;
  for (const band of FACTORS) if (nights >= band.fromNights) factor = band.factor;
  return factor;
}

function computeOklahoma(c: ChildSupportCase): GuidelineOutcome {
  const incomes = worksheetIncomes(c, {
    state: 'oklahoma',
    basis: 'gross',
    shareDecimals: 4,
    incomeLabel: 'Adjusted gross income',
    deductionsLabel: 'Support alimony and prior-born child support paid',
    source: '43 O.S. § 118A(1)',
  });
  const steps: Step[] = [...incomes.steps];
  const approximations = [...incomes.approximations];
  const basic = basicObligation(OKLAHOMA_SCHEDULE, incomes.combined, c.children, {
    lookup: 'row-below',
    label: 'Total combined base monthly child support obligation',
    source: '43 O.S. § 119',
    aboveTop: 'top-row',
    aboveTopText:
      'Combined income is above the $15,000 top of the schedule; the court sets support at least at the $15,000 amount and may add to it (43 O.S. § 119), so the top row was used.',
  });
  steps.push(...basic.steps);
  approximations.push(...basic.approximations);

  const ncpBase = roundToCents(basic.amount * incomes.noncustodialShare);
  const cpBase = roundToCents(basic.amount * incomes.custodialShare);
  steps.push(
    money("Custodial parent's base child support obligation", cpBase, `${basic.amount} × ${(incomes.custodialShare * 100).toFixed(2)}%`, '43 O.S. § 118D(C)'),
    money("Noncustodial parent's base child support obligation", ncpBase, `${basic.amount} × ${(incomes.noncustodialShare * 100).toFixed(2)}%`, '43 O.S. § 118D(C)'),
  );

  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  const fewer = Math.min(cpNights, ncpNights);
  // The parent with fewer overnights is the noncustodial parent in the statute's sense.
  const ncpIsObligor = ncpNights <= cpNights;
  let signed = ncpIsObligor ? ncpBase : -cpBase;
  const factor = factorFor(fewer);
  steps.push(count('Overnights (custodial parent)', cpNights), count('Overnights (noncustodial parent)', ncpNights));
  if (!ncpIsObligor) {
    steps.push(note('Obligor', 'The parent entered as custodial has fewer overnights, so that parent owes the base obligation.'));
  }
  if (factor > 0) {
    const total = cpNights + ncpNights;
    const adjusted = roundToCents(basic.amount * factor);
    const ncpAdjusted = roundToCents(adjusted * incomes.noncustodialShare);
    const cpAdjusted = roundToCents(adjusted * incomes.custodialShare);
    const ncpOwes = roundToCents((ncpAdjusted * cpNights) / total);
    const cpOwes = roundToCents((cpAdjusted * ncpNights) / total);
    let net = roundToCents(ncpOwes - cpOwes);
    steps.push(
      percent('Parenting time adjustment factor', factor * 100, `${fewer} overnights`, '43 O.S. § 118E(D)(2)'),
      money('Adjusted combined child support obligation', adjusted, `${basic.amount} × ${factor}`, '43 O.S. § 118E(D)(2)'),
      money("Noncustodial parent's adjusted obligation for the custodial parent's time", ncpOwes, `${ncpAdjusted} × ${cpNights}/${total}`, '43 O.S. § 118E(D)(3)'),
      money("Custodial parent's adjusted obligation for the noncustodial parent's time", cpOwes, `${cpAdjusted} × ${ncpNights}/${total}`, '43 O.S. § 118E(D)(3)'),
    );
    // The adjustment is a reduction: it never leaves the obligor owing more than without it.
    if (ncpIsObligor && net > ncpBase) net = ncpBase;
    if (!ncpIsObligor && -net > cpBase) net = -cpBase;
    steps.push(money('Net base obligation after the parenting time adjustment (positive: noncustodial parent pays)', net, `${ncpOwes} − ${cpOwes}`));
    signed = net;
    approximations.push(FACTOR_APPROXIMATION);
  } else {
    steps.push(note('Parenting time adjustment', `None: fewer than ${ADJUSTMENT_MIN_OVERNIGHTS} overnights with the parent who has less time.`, '43 O.S. § 118E(A)(1)'));
  }

  return finishIncomeShares(c, {
    incomes,
    noncustodialBasic: signed,
    baseAmount: ncpIsObligor ? ncpBase : cpBase,
    steps,
    approximations,
    addOnSource: '43 O.S. §§ 118F, 118G (health care and child care shared by income)',
    finalLabel: 'Current monthly child support obligation',
    finalSource: '43 O.S. § 118A(3)',
  });
}

const base = { custodyArrangement: 'primary', state: 'oklahoma', asOf: '2026-11-01', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

export const oklahoma = defineChildSupportRules({
  slug: 'oklahoma',
  versions: [
    {
      effective: { from: '2021-07-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [SECTIONS_118, SECTION_118E, SECTION_119],
      approximations: [],
      summary:
        'Income shares on combined adjusted gross income with the § 119 step schedule to $15,000 (row at or below the income); from 121 overnights the combined obligation is multiplied by a factor and cross-multiplied by the other parent\'s time (§ 118E). The schedule is cross-checked; the § 118E factor table comes from one secondary source, so results that use it are labelled estimates.',
      compute: computeOklahoma,
    },
  ],
  examples: [
    {
      name: 'Sole custody, two children, $5,000 combined',
      kind: 'derived',
      source: 'derived from 43 O.S. § 118D(B)-(C) and the § 119 schedule (OKDHS Pub. 01-38, $5,000-$5,049 row)',
      input: { ...base, custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 },
      expected: { monthlyPayment: 565.8, payer: 'noncustodial' },
      note: 'Row $5,000: 2 children $943. Noncustodial share 60% → $565.80.',
    },
    {
      name: 'Sole custody, two children, $7,800 combined (a cell where the official texts differ)',
      kind: 'derived',
      source: 'derived from 43 O.S. § 118D(B)-(C) and the § 119 schedule, OKDHS Pub. 01-38 row $7,800 (two children $1,281)',
      input: { ...base, custodialParentIncome: 3120, nonCustodialParentIncome: 4680, numberOfChildren: 2 },
      expected: { monthlyPayment: 768.6, payer: 'noncustodial' },
      note: 'Row $7,800: 2 children $1,281 (DHS 01-38; the current OSCN text swaps it with the $7,850 row). Noncustodial share 4,680 / 7,800 = 60% → $768.60.',
    },
    {
      name: 'Parenting time adjustment at 150 overnights (factor 1.5)',
      kind: 'derived',
      source: 'derived from 43 O.S. § 118E(D)(2)-(3) with the factor of the secondary transcription',
      input: {
        ...base,
        custodyArrangement: 'shared',
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodialParentTime: 58.9,
        nonCustodialParentTime: 41.1,
        custodialParentOvernights: 215,
        nonCustodialParentOvernights: 150,
      },
      expected: { monthlyPayment: 267.4, payer: 'noncustodial' },
      note: '943 × 1.5 = 1,414.50; 60% → 848.70 × 215/365 = 499.92; 40% → 565.80 × 150/365 = 232.52; 499.92 − 232.52 = $267.40 (below the unadjusted $565.80).',
    },
  ],
});
