import { money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { NEW_HAMPSHIRE_SCHEDULE } from './data/new-hampshire-schedule.js';

const STATUTE: Source = {
  title: 'New Hampshire RSA 458-C, Child Support Guidelines',
  section:
    'RSA 458-C:2 (adjusted gross income, self-support reserve), 458-C:3 (total support obligation, minimum order)',
  url: 'https://gc.nh.gov/rsa/html/XLIII/458-C/458-C-mrg.htm',
};
const SECONDARY: Source = {
  title:
    'Guideline Calculation Table (all 2,940 bands), self-support reserve and minimum order as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/new-hampshire_schedule.json, data/rules/new-hampshire.json',
};

assertScheduleShape('New Hampshire Guideline Calculation Table', NEW_HAMPSHIRE_SCHEDULE);

/** Reported self-support reserve (monthly) and the RSA 458-C:3 minimum order. */
const SELF_SUPPORT_RESERVE = 1695;
const MINIMUM_ORDER = 50;
/** Top of the table's last band ($31,080-$31,089). */
const TABLE_TOP = 31089;

const APPROXIMATIONS = [
  "New Hampshire's Guideline Calculation Table is held in full (2,940 $10 bands, $1,690 to $31,089, read at the band holding the income), but from one secondary transcription that could not be checked against a second source.",
  'The self-support reserve ($1,695 a month) and the $50 minimum order are as reported; the 4% reasonable medical support of RSA 458-C:3, V and the special-circumstances adjustments (including equal parenting time) are not applied; above the table the top band is used.',
];

function computeNewHampshire(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Estimate', APPROXIMATIONS[1]!)];
  const adjusted = (role: ParentRole) =>
    roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
  const cp = adjusted('custodial');
  const ncp = adjusted('noncustodial');
  const combined = roundToCents(cp + ncp);
  const ncpShare = combined === 0 ? 0 : roundToDecimals(ncp / combined, 4);
  steps.push(
    money("Custodial parent's adjusted gross income", cp, undefined, 'RSA 458-C:2'),
    money("Noncustodial parent's adjusted gross income", ncp, undefined, 'RSA 458-C:2'),
    money('Combined adjusted gross income', combined),
    percent("Noncustodial parent's share", roundToDecimals(ncpShare * 100, 2)),
  );
  // Each row is the lower end of a $10 band, so an income is read at the row at or below it.
  const reading = readSchedule(NEW_HAMPSHIRE_SCHEDULE, combined, c.children, 'row-below');
  const band = `$${reading.rowIncome}-$${reading.rowIncome + 9} band`;
  if (combined > TABLE_TOP) {
    steps.push(
      note(
        'Above the table',
        `Combined income is above the table's $${TABLE_TOP} top; the top band was used.`,
        'RSA 458-C:3',
      ),
    );
  }
  steps.push(
    money(
      'Total child support obligation',
      reading.amount,
      `${Math.min(c.children, 4)} child(ren) column, ${band}`,
      'RSA 458-C:3',
    ),
  );
  const share = roundToCents(reading.amount * ncpShare);
  steps.push(
    money(
      "Noncustodial parent's share of the obligation",
      share,
      `${reading.amount} × ${(ncpShare * 100).toFixed(2)}%`,
    ),
  );
  const addOns = prorateAddOns(c, ncpShare);
  steps.push(...addOns.steps);
  let owes = roundToCents(share + addOns.netToNoncustodialObligation);

  if (ncp < SELF_SUPPORT_RESERVE) {
    owes = MINIMUM_ORDER;
    steps.push(
      money(
        'Minimum order (income below the self-support reserve)',
        MINIMUM_ORDER,
        undefined,
        'RSA 458-C:3, III',
      ),
    );
  } else if (ncp - owes < SELF_SUPPORT_RESERVE) {
    owes = Math.max(MINIMUM_ORDER, roundToCents(ncp - SELF_SUPPORT_RESERVE));
    steps.push(
      money(
        'Limited to income above the self-support reserve',
        owes,
        `${ncp} − ${SELF_SUPPORT_RESERVE}`,
        'RSA 458-C:3, IV',
      ),
    );
  }
  const payer: ParentRole | 'none' = owes > 0 ? 'noncustodial' : owes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(owes);
  steps.push(money('Estimated monthly child support', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: share,
    adjustment: roundToCents(monthlyPayment - share),
    steps,
    approximations: [],
  };
}

export const newHampshire = defineChildSupportRules({
  slug: 'new-hampshire',
  versions: [
    {
      effective: { from: '2024-01-01' },
      model: 'percentage-of-combined-income',
      incomeBasis: 'adjusted-gross',
      confidence: 'estimate',
      sources: [STATUTE, SECONDARY],
      approximations: APPROXIMATIONS,
      summary:
        'Percentage of combined adjusted income (RSA 458-C:3) read from the Guideline Calculation Table, which has the gross-to-net conversion built in; shared by income; self-support reserve and a $50 minimum order; equal parenting time alone does not change support.',
      compute: computeNewHampshire,
    },
  ],
  examples: [
    {
      name: 'Two children, $8,000 combined (a table band), primary custody',
      kind: 'derived',
      source:
        'derived from RSA 458-C:3 with the $8,000-$8,009 band of the Guideline Calculation Table as transcribed (two children $1,861.60)',
      input: {
        state: 'new-hampshire',
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1163.5, payer: 'noncustodial' },
      note: 'Share 62.50%; 1,861.60 × 62.50% = 1,163.50.',
    },
    {
      name: 'Three children, $12,345 combined (inside the $12,340-$12,349 band)',
      kind: 'derived',
      source:
        'derived from RSA 458-C:3 with the $12,340-$12,349 band of the Guideline Calculation Table as transcribed (three children $2,990.41)',
      input: {
        state: 'new-hampshire',
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 8345,
        numberOfChildren: 3,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 2021.52, payer: 'noncustodial' },
      note: 'Share 8,345 / 12,345 = 67.60%; 2,990.41 × 67.60% = 2,021.52; the paying parent keeps well above the $1,695 reserve.',
    },
  ],
});
