import { money, note } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { assertScheduleShape } from '../models/schedule.js';
import { crossCreditOffset } from '../models/shared-care.js';
import {
  basicObligation,
  finishIncomeShares,
  wholeOvernights,
  worksheetIncomes,
} from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';
import { SOUTH_DAKOTA_SCHEDULE } from './data/south-dakota-schedule.js';

const STATUTE: Source = {
  title: 'South Dakota Codified Laws ch. 25-7, child support guidelines',
  section: 'SDCL 25-7-6.1 (net income), 25-7-6.2 (schedule), 25-7-6.14 (shared parenting)',
  url: 'https://sdlegislature.gov/Statutes/25-7-6.2',
};
const SECONDARY: Source = {
  title:
    'Full schedule (379 rows) as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/south-dakota_schedule.json',
};
const VERSION_DOUBT: Source = {
  title:
    'divorceai.com, "South Dakota child support calculations" (reports a $0-$950 first row of $79 and a schedule to $30,000)',
  section: 'opening summary',
  url: 'https://divorceai.com/blog/south-dakota-child-support-calculations',
};

assertScheduleShape('SDCL 25-7-6.2 schedule', SOUTH_DAKOTA_SCHEDULE);

/** Overnights from which the shared parenting worksheet is used here (a secondary source gives 180). */
const SHARED_PARENTING_NIGHTS = 180;

const APPROXIMATIONS = [
  'The SDCL 25-7-6.2 schedule is held in full as one secondary transcription (379 rows, $1,100 to $20,000, read at the first row at or above the income) that could not be checked against a second source.',
  "The schedule held may not be the one in force: the statute's emboldened areas carry an $871 self-support reserve, a secondary source reports a first row of $79 at $0-$950 ($950 less $871) and a schedule to $30,000, and the state's online calculator (apps.sd.gov) covers combined net income to $30,000, while the table held starts at $1,100 and stops at $20,000.",
  "The comparison with the obligor's own income in the emboldened (self-support) areas is not applied (the transcription does not mark them); shared parenting (each parent 180 overnights or more, from a secondary source) uses a 1.5 cross-credit; incomes above $20,000 use the top row.",
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
  const basic = basicObligation(SOUTH_DAKOTA_SCHEDULE, incomes.combined, c.children, {
    // Each row is the top of a $50 band, so an income is read at the row at or above it.
    lookup: 'next-higher-row',
    label: 'Combined child support obligation (schedule)',
    source: 'SDCL 25-7-6.2',
    aboveTop: 'top-row',
    aboveTopText:
      'Combined net income is above the $20,000 top of the schedule, where support is set case by case; the top row was used.',
  });
  steps.push(...basic.steps);
  const amount = roundToCents(basic.amount);
  const ncpShare = roundToCents(amount * incomes.noncustodialShare);
  steps.push(
    money(
      "Noncustodial parent's share of the obligation",
      ncpShare,
      `${amount} × ${(incomes.noncustodialShare * 100).toFixed(2)}%`,
      'SDCL 25-7-6.2',
    ),
  );
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
    steps.push(
      note(
        'Shared parenting',
        "Each parent has the children at least 180 nights: the obligation × 1.5 is cross-multiplied by the other parent's time and offset.",
        'SDCL 25-7-6.14',
      ),
      ...cross.steps,
    );
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
      sources: [STATUTE, SECONDARY, VERSION_DOUBT],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined monthly net income with the SDCL 25-7-6.2 schedule ($50 bands to $20,000, read at the band holding the income); shared parenting at 180 nights each uses a 1.5 cross-credit; childcare and health insurance shared by income.',
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
    {
      name: 'Net incomes $4,200 and $8,130, three children (read in the $12,301-$12,350 band)',
      kind: 'derived',
      source: 'derived from SDCL 25-7-6.2 (schedule row $12,350, three children $2,288)',
      input: {
        custodialParentIncome: 4200,
        nonCustodialParentIncome: 8130,
        numberOfChildren: 3,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        incomeBasis: 'net',
        state: 'south-dakota',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1508.71, payer: 'noncustodial' },
      note: 'Combined $12,330 is read at the $12,350 row: $2,288; share 8,130 / 12,330 = 65.94%; 2,288 × 0.6594 = $1,508.71.',
    },
  ],
});
