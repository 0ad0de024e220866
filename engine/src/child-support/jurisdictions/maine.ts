import { money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { MAINE_TABLE_ANCHORS } from './data/maine-table-anchors.js';

const STATUTE: Source = {
  title:
    'Maine Revised Statutes Title 19-A, §§ 2001-2012 (child support guidelines) and the Child Support Table',
  section:
    '19-A M.R.S. § 2006 (basic support entitlement, parental shares, self-support reserve, substantially equal care)',
  url: 'https://legislature.maine.gov/statutes/19-A/title19-Asec2006.html',
};
const SECONDARY: Source = {
  title:
    'Child Support Table rows and self-support ceiling as transcribed by sadiyaqeen92639572-cloud/child-support-calculator-usa (secondary)',
  section: 'data/schedules/maine_schedule.json, data/rules/maine.json',
};

const WEEKS_PER_MONTH = 52 / 12;
/** Reported top of the table's self-support reserve area, the nonprimary parent's annual gross income. */
const SELF_SUPPORT_CEILING = 22_800;

const APPROXIMATIONS = [
  "Maine's Child Support Table is not held in full: the weekly amount per child is interpolated between 26 of its 673 rows (one secondary transcription, not cross-checked), and the table's separate amounts for children aged 12-17 are not applied.",
  'Not applied: substantially equal care (§ 2006(5)(D), (D-1)), split primary residential care (§ 2006(5)(E)) and the 10%-of-income limit for an obligor below the poverty guideline; the self-support ceiling ($22,800) is as reported.',
];

function computeMaine(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [note('Estimate', APPROXIMATIONS[0]!)];
  const annual = (role: ParentRole) =>
    roundToCents(Math.max(0, (c[role].monthlyIncome - c[role].monthlyDeductions) * 12));
  const cp = annual('custodial');
  const ncp = annual('noncustodial');
  const combined = roundToCents(cp + ncp);
  const ncpShare = combined === 0 ? 0 : roundToDecimals(ncp / combined, 4);
  steps.push(
    money("Primary residential parent's annual gross income", cp, undefined, '§ 2006'),
    money("Nonprimary parent's annual gross income", ncp, undefined, '§ 2006'),
    money('Combined annual gross income', combined),
    percent("Nonprimary parent's share", roundToDecimals(ncpShare * 100, 2)),
  );
  const perChild = readSchedule(MAINE_TABLE_ANCHORS, combined, c.children, 'interpolate');
  const weeklyTotal = roundToCents(perChild.amount * c.children);
  steps.push(
    money('Weekly basic support per child', perChild.amount, perChild.description, 'Child Support Table'),
    money('Weekly basic support entitlement', weeklyTotal, `${perChild.amount} × ${c.children}`, '§ 2006(1)'),
  );
  let weekly = roundToCents(weeklyTotal * ncpShare);
  steps.push(
    money(
      "Nonprimary parent's weekly share",
      weekly,
      `${weeklyTotal} × ${(ncpShare * 100).toFixed(2)}%`,
      '§ 2006(2)',
    ),
  );
  if (ncp > 0 && ncp <= SELF_SUPPORT_CEILING) {
    const own = roundToCents(
      readSchedule(MAINE_TABLE_ANCHORS, ncp, c.children, 'interpolate').amount * c.children,
    );
    steps.push(
      money(
        'Self-support reserve: table amount on the nonprimary parent’s income alone',
        own,
        undefined,
        '§ 2006(5)(C)',
      ),
    );
    if (own < weekly) {
      weekly = own;
      steps.push(
        note(
          'Self-support reserve applies',
          'The amount read on the nonprimary parent’s own income is lower and is used.',
          '§ 2006(5)(C)',
        ),
      );
    }
  }
  const monthlyBase = roundToCents(weekly * WEEKS_PER_MONTH);
  steps.push(money('Monthly equivalent', monthlyBase, `${weekly} × 52 ÷ 12`));
  const addOns = prorateAddOns(c, ncpShare);
  steps.push(...addOns.steps);
  const owes = roundToCents(monthlyBase + addOns.netToNoncustodialObligation);
  const payer: ParentRole | 'none' = owes > 0 ? 'noncustodial' : owes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(owes);
  steps.push(money('Estimated monthly child support', monthlyPayment));
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents(combined / 12),
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: monthlyBase,
    adjustment: roundToCents(monthlyPayment - monthlyBase),
    steps,
    approximations: [],
  };
}

export const maine = defineChildSupportRules({
  slug: 'maine',
  versions: [
    {
      effective: { from: '2022-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [STATUTE, SECONDARY],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined annual gross income with the Child Support Table (weekly amounts per child by family size and age), parental shares, a self-support reserve area read on the nonprimary parent’s income; substantially equal care uses its own calculation.',
      compute: computeMaine,
    },
  ],
  examples: [
    {
      name: 'Two children, $60,000 combined (a table row), primary residential care',
      kind: 'derived',
      source:
        'derived from 19-A M.R.S. § 2006 with the $60,000 row of the Child Support Table as transcribed ($149 a week per child for two children)',
      input: {
        state: 'maine',
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 774.8, payer: 'noncustodial' },
      note: 'Annual 24,000 + 36,000 = 60,000; 149 × 2 = 298 a week; share 60% = 178.80 a week × 52 ÷ 12 = 774.80.',
    },
  ],
});
