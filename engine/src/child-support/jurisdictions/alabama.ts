import { count, money, note } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { assertScheduleShape } from '../models/schedule.js';
import { basicObligation, wholeOvernights, worksheetIncomes } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { ALABAMA_SCHEDULE_2022 } from './data/alabama-schedule.js';

const RULE_32: Source = {
  title: 'Alabama Rules of Judicial Administration, Rule 32 (Child Support Guidelines), as amended effective 2022-05-01 and 2023-06-01',
  section: 'Rule 32(B) (gross income), (C) (schedule, shares, self-support reserve), (E) (forms CS-42 and CS-42-S)',
  url: 'https://judicial.alabama.gov/docs/library/rules/ja32.pdf',
  lastChecked: '2026-11-21',
};
const SCHEDULE: Source = {
  title: 'Schedule of Basic Child-Support Obligations, effective May 1, 2022 (as transcribed by tcbmem-png/csg_tcblaw, secondary)',
  section: 'alacourt.gov/docs/ChildSupportObligations.512022.pdf; src/lib/calc/states/al/schedule.rows.json',
};

assertScheduleShape('Alabama 2022 schedule', ALABAMA_SCHEDULE_2022);

/** Rule 32(C)(5) as reported: the order leaves the obligor $981 a month, then 85% of the rest at most, and at least $50. */
const SELF_SUPPORT_RESERVE = 981;
const INCENTIVE_SHARE = 0.85;
const MINIMUM_ORDER = 50;
/** Overnights from which Alabama courts use the shared physical custody worksheet (CS-42-S), per a secondary source. */
const SHARED_CUSTODY_NIGHTS = 143;

const APPROXIMATIONS = [
  "Alabama's 2022 schedule is held in full but from one secondary transcription (checked only against that source's own worked examples); the nearest-$50 reading, the 1% share rounding and the $981 self-support reserve (85% cap, $50 minimum) are as that source reports Rule 32.",
  'The shared physical custody worksheet (CS-42-S) is not applied, and above $30,000 (court discretion) the top row is used.',
];

function computeAlabama(c: ChildSupportCase): GuidelineOutcome {
  const incomes = worksheetIncomes(c, {
    state: 'alabama',
    basis: 'gross',
    // Rule 32(C)(3) as reported: each parent's percentage is rounded to the nearest 1%.
    shareDecimals: 2,
    incomeLabel: 'Monthly adjusted gross income',
    deductionsLabel: 'Preexisting child support and periodic alimony paid',
    source: 'Rule 32(B)(6); Form CS-42 lines 1-3',
  });
  const steps: Step[] = [note('Estimate', APPROXIMATIONS[0]!), ...incomes.steps];
  const approximations = [...incomes.approximations];
  const basic = basicObligation(ALABAMA_SCHEDULE_2022, incomes.combined, c.children, {
    lookup: 'nearest-row',
    label: 'Basic child-support obligation (schedule, nearest $50 row)',
    source: 'Rule 32(C)(1); Form CS-42 line 4',
    aboveTop: 'top-row',
    aboveTopText: 'Combined income is above the $30,000 top of the schedule, where the court uses its discretion; the top row was used.',
  });
  steps.push(...basic.steps);
  approximations.push(...basic.approximations);

  const ncpNights = wholeOvernights(c, 'noncustodial');
  steps.push(count('Overnights (noncustodial parent)', ncpNights));
  if (ncpNights >= SHARED_CUSTODY_NIGHTS) {
    steps.push(
      note(
        'Shared physical custody',
        `With ${ncpNights} overnights the court may use the shared physical custody worksheet (CS-42-S), which is not implemented; the standard amount is shown.`,
        'Rule 32(C)(7); Form CS-42-S',
      ),
    );
  }

  const ncpBasic = roundToCents(basic.amount * incomes.noncustodialShare);
  steps.push(money("Noncustodial parent's share of the basic obligation", ncpBasic, `${basic.amount} × ${Math.round(incomes.noncustodialShare * 100)}%`, 'Form CS-42 line 8'));
  const addOns = prorateAddOns(c, incomes.noncustodialShare, 'Rule 32(C)(2); Form CS-42 lines 5-9 (child care and health insurance by share)');
  steps.push(...addOns.steps);
  let owed = roundToCents(ncpBasic + addOns.netToNoncustodialObligation);

  if (owed > 0) {
    const available = roundToCents(Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions - SELF_SUPPORT_RESERVE));
    const cap = Math.max(MINIMUM_ORDER, roundToCents(available * INCENTIVE_SHARE));
    steps.push(
      money('Income above the self-support reserve', available, `adjusted gross income − ${SELF_SUPPORT_RESERVE}`, 'Rule 32(C)(5)'),
      money('Most the order may take (85%, at least $50)', cap, `max(${MINIMUM_ORDER}, ${available} × 85%)`, 'Rule 32(C)(5)'),
    );
    if (owed > cap) owed = cap;
  }
  const monthlyPayment = roundToNearestDollar(Math.abs(owed));
  const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : owed > 0 ? 'noncustodial' : 'custodial';
  steps.push(money('Recommended child support order (nearest dollar)', monthlyPayment, undefined, 'Rule 32(C)(3); Form CS-42'));
  return {
    monthlyPayment,
    payer,
    combinedIncome: incomes.combined,
    nonCustodialPercentage: Math.round(incomes.noncustodialShare * 100),
    baseAmount: ncpBasic,
    adjustment: roundToCents(monthlyPayment - ncpBasic),
    steps,
    approximations,
  };
}

const base = { custodyArrangement: 'primary', state: 'alabama', asOf: '2026-11-01', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

export const alabama = defineChildSupportRules({
  slug: 'alabama',
  versions: [
    {
      effective: { from: '2022-05-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [RULE_32, SCHEDULE],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined adjusted gross income with the 2022 schedule to $30,000 (nearest $50 row), shares to the nearest 1%; child care and health insurance shared by income; the order is limited to 85% of the obligor\'s income above a $981 reserve (at least $50) and rounded to the dollar.',
      compute: computeAlabama,
    },
  ],
  examples: [
    {
      name: 'Two children, $8,000 combined, child care and insurance paid by the custodial parent',
      kind: 'derived',
      source:
        'derived from Rule 32 and the 2022 schedule ($8,000 row, two children $1,519); the same case is "AL Mini-Treatise Example A" in tcbmem-png/csg_tcblaw (src/lib/calc/states/al/fixtures.json: $1,293)',
      input: {
        ...base,
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        childcareCostMonthly: 400,
        childcarePaidBy: 'custodial',
        healthInsuranceMonthly: 133,
        healthInsurancePaidBy: 'custodial',
      },
      expected: { monthlyPayment: 1293, payer: 'noncustodial' },
      note: 'Share 5,000 / 8,000 = 62.5% → 63%. (1,519 + 400 + 133) × 63% = 1,292.76 → $1,293.',
    },
    {
      name: 'Obligor below the self-support reserve: $50 minimum',
      kind: 'derived',
      source: 'derived from Rule 32(C)(5) as reported and the 2022 schedule ($3,550 row, one child $640); "AL Mini-Treatise Example E" in the same fixtures ($50)',
      input: { ...base, custodialParentIncome: 2800, nonCustodialParentIncome: 750, numberOfChildren: 1 },
      expected: { monthlyPayment: 50, payer: 'noncustodial' },
      note: 'Share 21%: 640 × 21% = 134.40, but 750 − 981 < 0 leaves nothing above the reserve, so the $50 minimum applies.',
    },
  ],
});
