import { money, note } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { assertScheduleShape } from '../models/schedule.js';
import { crossCreditOffset } from '../models/shared-care.js';
import { basicObligation, finishIncomeShares, wholeOvernights, worksheetIncomes } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';
import { SOUTH_DAKOTA_SCHEDULE_ANCHORS } from './data/south-dakota-schedule-anchors.js';

const STATUTE: Source = {
  title: 'South Dakota Codified Laws ch. 25-7, child support guidelines',
  section: 'SDCL 25-7-6.1 (net income), 25-7-6.2 (schedule), 25-7-6.14 (shared parenting)',
  url: 'https://sdlegislature.gov/Statutes/25-7-6.2',
  lastChecked: '2026-11-21',
};
const SECONDARY: Source = {
  title: 'Schedule rows as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/south-dakota_schedule.json',
};

assertScheduleShape('SDCL 25-7-6.2 schedule (rows held)', SOUTH_DAKOTA_SCHEDULE_ANCHORS);

/** Overnights from which the shared parenting worksheet is used here (a secondary source gives 180). */
const SHARED_PARENTING_NIGHTS = 180;

const APPROXIMATIONS = [
  "South Dakota's SDCL 25-7-6.2 schedule is not held in full: the basic obligation is interpolated between 45 of its 379 rows from a secondary transcription, not cross-checked.",
  'The comparison with the obligor\'s own income in the emboldened (self-support) areas of the schedule is not applied; shared parenting (each parent 180 overnights or more, from a secondary source) uses a 1.5 cross-credit; incomes above $20,000 use the top row.',
  "The state's own online calculator (apps.sd.gov, Child Support Obligation Calculator) covers combined monthly net income to $30,000, while the transcription held tops out at $20,000: the schedule held may predate a revision.",
];

function computeSouthDakota(c: ChildSupportCase): GuidelineOutcome {
  const incomes = worksheetIncomes(c, {
    state: 'south-dakota',
    basis: 'net',
    shareDecimals: 4,
    incomeLabel: 'Monthly net income',
    deductionsLabel: 'Deductions entered (SDCL 25-7-6.7)',
    source: 'SDCL 25-7-6.1',
  });
  const steps: Step[] = [...incomes.steps];
  const basic = basicObligation(SOUTH_DAKOTA_SCHEDULE_ANCHORS, incomes.combined, c.children, {
    lookup: 'interpolate',
    label: 'Combined child support obligation (schedule, estimated)',
    source: 'SDCL 25-7-6.2',
    aboveTop: 'top-row',
    aboveTopText: 'Combined net income is above the $20,000 top of the schedule, where support is set case by case; the top row was used.',
  });
  steps.push(...basic.steps);
  const amount = roundToCents(basic.amount);
  const ncpShare = roundToCents(amount * incomes.noncustodialShare);
  steps.push(money("Noncustodial parent's share of the obligation", ncpShare, `${amount} × ${(incomes.noncustodialShare * 100).toFixed(2)}%`, 'SDCL 25-7-6.2'));
  let signed = ncpShare;
  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  if (Math.min(cpNights, ncpNights) >= SHARED_PARENTING_NIGHTS) {
    const total = cpNights + ncpNights;
    const cross = crossCreditOffset({
      basicObligation: amount,
      multiplier: 1.5,
      custodialIncomeShare: incomes.custodialShare,
      noncustodialIncomeShare: incomes.noncustodialShare,
      custodialTimeShare: cpNights / total,
      noncustodialTimeShare: ncpNights / total,
      source: 'SDCL 25-7-6.14',
    });
    steps.push(note('Shared parenting', 'Each parent has the children at least 180 nights: the obligation × 1.5 is cross-multiplied by the other parent\'s time and offset.', 'SDCL 25-7-6.14'), ...cross.steps);
    signed = cross.noncustodialOwes;
  }
  return finishIncomeShares(c, {
    incomes,
    noncustodialBasic: signed,
    baseAmount: ncpShare,
    steps,
    approximations: [...incomes.approximations, ...basic.approximations],
    addOnSource: 'SDCL 25-7-6.16, 25-7-6.18 (health insurance and childcare shared by income)',
    finalLabel: 'Monthly child support obligation',
    finalSource: 'SDCL 25-7-6.2',
  });
}

export const southDakota = defineChildSupportRules({
  slug: 'south-dakota',
  versions: [
    {
      effective: { from: '2022-01-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [STATUTE, SECONDARY],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined monthly net income with the SDCL 25-7-6.2 schedule to $20,000; shared parenting at 180 nights each uses a 1.5 cross-credit; childcare and health insurance shared by income.',
      compute: computeSouthDakota,
    },
  ],
  examples: [
    {
      name: 'Net incomes $2,000 and $3,000, two children ($5,000 row)',
      kind: 'derived',
      source: 'derived from SDCL 25-7-6.2 (schedule row $5,000, two children $1,354)',
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        incomeBasis: 'net',
        state: 'south-dakota',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 812.4, payer: 'noncustodial' },
      note: 'Share 60%: 1,354 × 0.60 = $812.40.',
    },
  ],
});
