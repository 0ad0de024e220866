import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, truncateToDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { ARKANSAS_CHART_2020, ARKANSAS_SELF_SUPPORT_CEILINGS } from './data/arkansas-schedule.js';

const ORDER_2020: Source = {
  title:
    'Arkansas Supreme Court, In re Implementation of the Revised Administrative Order No. 10, 2020 Ark. 131 (April 2, 2020)',
  section:
    'Administrative Order No. 10 – Child Support Guidelines, Section I (income shares chart), Family Support Chart',
  url: 'https://print.casetext.com/case/in-re-implementation-of-revised-admin-order-no',
};
const ORDER_2022: Source = {
  title:
    'Arkansas Supreme Court, In re Amendments to Administrative Order No. 10, 2022 Ark. 185 (October 6, 2022)',
  section: 'Administrative Order No. 10 as amended; the same monthly Family Support Chart',
  url: 'https://cetient.com/case/8212166/in-re-amendments-to-administrative-order-no-10',
};
const SECTION_V: Source = {
  title: 'Administrative Order No. 10, Section V. Computation of Child Support (Arkansas Code, Appendix)',
  section:
    'Section V: combined gross income, percentage shares, chart, additional child-rearing expenses, payor credit',
  url: 'https://getpocketlaw.com/law/state_arkansas/other--section-v-computation-of-child-support_f40a206c5aad',
};
const FORMS_ADDENDUM: Source = {
  title:
    'Administrative Order No. 10, Forms Addendum, Sample Calculation (Ark. Code tit. 9, subtit. 2, app., Casetext reproduction, current through May 2024)',
  section:
    'Steps 1-4: $2,000 + $1,000, Chart $469 for one child, shares $312.67 / $156.33, expenses $300 shared $200 / $100, totals $512.67 / $256.33 (each parent’s share applied unrounded)',
  url: 'https://casetext.com/statute/arkansas-code-of-1987/title-9-family-law/subtitle-2-domestic-relations/appendix-title-9-appendix-administrative-order-number-10-child-support-guidelines/form-forms-addendum',
  lastChecked: '2026-11-26',
};

// Administrative Order No. 10's own shared-custody text could not be read in any stored copy (2026-11-27):
// the orders' copies stop within Section I. Two independent secondary descriptions agree on the
// 141-overnight threshold, and neither describes a formula: one says the court may consider the time in
// adjusting support, the other that parenting time is not part of the calculation but can make a difference. A joint-custody worksheet that offsets the parents' shares is reproduced by a law
// firm's calculator (ralawpartners.com/child-support-calculator), but only to its Line 14 and without the
// rule saying when it applies, so nothing is computed from it.
const SHARED_CUSTODY_LEGAL_SERVICES: Source = {
  title:
    'Secondary: Center for Arkansas Legal Services, "The New Child Support Guidelines for Arkansas Explained" (guidelines of June 2020)',
  section:
    'Shared custody: each parent has the children at least 141 overnights a calendar year; the court may consider the time with the paying parent as a basis for adjusting support',
  url: 'https://arkansaslegal.org/blog-all/the-new-child-support-guidelines-explained?format=amp',
  lastChecked: '2026-11-27',
};
const SHARED_CUSTODY_CUSTODY_X_CHANGE: Source = {
  title: 'Secondary: Custody X Change, "Arkansas child support & parenting time calculations"',
  section:
    'Parenting time is not officially part of the calculation, but significant parenting time can make a difference; the threshold named is a paying parent’s 141 overnights (the stored copy is cut off within that sentence)',
  url: 'https://custodyxchange.com/locations/usa/arkansas/child-support-calculator.php',
  lastChecked: '2026-11-27',
};

/** Shared custody: each parent has the children at least this many overnights a year (overnights). */
const SHARED_CUSTODY_OVERNIGHTS = 141;
const LOOKUP = 'row-below' as const;

function chartRead(income: number, children: number) {
  // The chart prints $50 rows; income between rows is rounded down to the row below.
  return readSchedule(ARKANSAS_CHART_2020, income, children, LOOKUP);
}

function computeArkansas(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const gross = (role: ParentRole) =>
    roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
  const cp = gross('custodial');
  const ncp = gross('noncustodial');
  for (const [role, value] of [
    ['custodial', cp],
    ['noncustodial', ncp],
  ] as const) {
    const label = role === 'custodial' ? 'Payee (custodial parent)' : 'Payor (noncustodial parent)';
    steps.push(
      money(`${label}: gross monthly income`, roundToCents(c[role].monthlyIncome), undefined, 'AO 10'),
    );
    if (c[role].monthlyDeductions > 0) {
      steps.push(
        money(`${label}: allowed deductions`, roundToCents(c[role].monthlyDeductions), undefined, 'AO 10'),
      );
    }
    steps.push(money(`${label}: income for support`, value));
  }
  const combined = roundToCents(cp + ncp);
  steps.push(money('Combined gross income', combined, `${cp} + ${ncp}`, 'AO 10 § V'));
  // The shares are applied unrounded: the Forms Addendum's Sample Calculation prints 66.66% but takes
  // $312.67 of $469 and $200 of $300 (exactly two thirds); a share rounded first gives $312.68 and $200.01.
  // Only the percentages shown are rounded.
  const ncpShare = combined === 0 ? 0 : ncp / combined;
  const cpShare = combined === 0 ? 0 : cp / combined;
  steps.push(
    percent("Payee's percentage of combined income", roundToDecimals(cpShare * 100, 2), undefined, 'AO 10 § V'),
    percent("Payor's percentage of combined income", roundToDecimals(ncpShare * 100, 2)),
  );

  const ceiling = ARKANSAS_SELF_SUPPORT_CEILINGS[c.children - 1]!;
  const selfSupport = ncp > 0 && ncp <= ceiling;
  let ncpObligation: number;
  let baseAmount: number;
  if (selfSupport) {
    // Section II.3: a payor whose own income falls in the chart's self-support (shaded) area pays the
    // chart amount for his or her own income alone, without a share of the additional expenses.
    const reading = chartRead(ncp, c.children);
    baseAmount = reading.amount;
    ncpObligation = reading.amount;
    steps.push(
      note(
        'Self-support reserve',
        `The payor's income (${ncp}) is at or below $${ceiling} for ${c.children} child(ren): the chart is read on the payor's income alone and the additional expenses are not shared.`,
        'AO 10 § II.3',
      ),
      money(
        'Chart amount on the payor’s income',
        reading.amount,
        `${c.children} child(ren), ${reading.description}`,
        'Family Support Chart',
      ),
    );
  } else {
    const reading = chartRead(combined, c.children);
    steps.push(
      money(
        'Basic child-support obligation (chart)',
        reading.amount,
        `${c.children} child(ren), ${reading.description}`,
        'Family Support Chart',
      ),
    );
    if (reading.aboveTable) {
      steps.push(
        note(
          'Above the chart',
          'Combined income exceeds $30,000 a month: the chart’s top amount is shown; the court sets support above it.',
        ),
      );
      approximations.push(
        'Combined income is above the $30,000 top of the Family Support Chart; the top amount is used and any amount the court adds above the chart is not.',
      );
    }
    baseAmount = roundToCents(reading.amount * ncpShare);
    const cpBaseAmount = roundToCents(reading.amount * cpShare);
    steps.push(
      money(
        "Payor's share of the basic obligation",
        baseAmount,
        `${reading.amount} × ${ncp} ÷ ${combined}`,
        'AO 10 § V',
      ),
      money("Payee's share of the basic obligation", cpBaseAmount, `${reading.amount} × ${cp} ÷ ${combined}`),
    );

    const health = roundToCents(c.healthInsurance.monthly);
    const childcare = roundToCents(c.childcare.monthly);
    const additional = roundToCents(health + childcare);
    const paidByPayor = roundToCents(
      (c.healthInsurance.paidBy === 'noncustodial' ? health : 0) +
        (c.childcare.paidBy === 'noncustodial' ? childcare : 0),
    );
    const ncpShareOfAdditional = roundToCents(additional * ncpShare);
    const cpShareOfAdditional = roundToCents(additional * cpShare);
    const total = roundToCents(baseAmount + ncpShareOfAdditional);
    const cpTotal = roundToCents(cpBaseAmount + cpShareOfAdditional);
    if (additional > 0) {
      steps.push(
        money(
          'Additional child-rearing expenses (health insurance, childcare)',
          additional,
          `${health} + ${childcare}`,
          'AO 10 § V',
        ),
        money("Payor's share of additional expenses", ncpShareOfAdditional, `${additional} × ${ncp} ÷ ${combined}`),
        money("Payee's share of additional expenses", cpShareOfAdditional, `${additional} × ${cp} ÷ ${combined}`),
        money("Payor's total child-support obligation", total, `${baseAmount} + ${ncpShareOfAdditional}`),
        money("Payee's total child-support obligation", cpTotal, `${cpBaseAmount} + ${cpShareOfAdditional}`),
        money('Credit for additional expenses the payor pays', paidByPayor, undefined, 'AO 10 § V'),
      );
    }
    ncpObligation = roundToCents(total - paidByPayor);
  }

  const ncpNights = c.noncustodial.overnightsPerYear;
  const cpNights = c.custodial.overnightsPerYear;
  if (ncpNights >= SHARED_CUSTODY_OVERNIGHTS && cpNights >= SHARED_CUSTODY_OVERNIGHTS) {
    steps.push(
      note(
        'Shared custody',
        `Both parents have the children at least ${SHARED_CUSTODY_OVERNIGHTS} overnights a year: the court may adjust support for the time the children spend with the payor. No adjustment is made here.`,
        'AO 10 (as described by secondary sources)',
      ),
    );
    approximations.push(
      `Both parents have at least ${SHARED_CUSTODY_OVERNIGHTS} overnights a year (shared custody). Secondary descriptions of Administrative Order No. 10 say the court may then adjust support for the time shared; the order's own text and any joint-custody worksheet could not be read in full, so no adjustment is made and this is the primary-custody amount.`,
    );
  }

  const payer: ParentRole | 'none' =
    ncpObligation > 0 ? 'noncustodial' : ncpObligation < 0 ? 'custodial' : 'none';
  // The worksheet's presumptive order is in whole dollars, cents dropped.
  const monthlyPayment = truncateToDollar(Math.abs(ncpObligation));
  steps.push(
    money('Presumptive child-support order', monthlyPayment, 'whole dollars, cents dropped', 'AO 10 § V'),
  );
  return {
    monthlyPayment,
    payer: monthlyPayment === 0 ? 'none' : payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

const base = {
  state: 'arkansas',
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-06-01',
} as const;

export const arkansas = defineChildSupportRules({
  slug: 'arkansas',
  versions: [
    {
      effective: { from: '2020-07-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [
        ORDER_2020,
        ORDER_2022,
        SECTION_V,
        FORMS_ADDENDUM,
        SHARED_CUSTODY_LEGAL_SERVICES,
        SHARED_CUSTODY_CUSTODY_X_CHANGE,
      ],
      approximations: [],
      summary:
        'Income shares on combined gross monthly income (Administrative Order No. 10 Family Support Chart, $50 rows read at the row below, to $30,000), health insurance and childcare shared by income with a credit to the payor for what the payor pays, self-support area read on the payor’s income alone, whole-dollar order; shared custody (141+ overnights each), where the court may adjust for the time, is flagged with no adjustment made.',
      compute: computeArkansas,
    },
  ],
  examples: [
    {
      name: 'Two children, $3,000 + $5,000, primary custody',
      source:
        'derived from Administrative Order No. 10 § V and the Family Support Chart (row $8,000: $1,395 for two children)',
      kind: 'derived',
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 },
      expected: { monthlyPayment: 871, payer: 'noncustodial' },
      note: 'Payor 62.50%; 1,395 × 62.50% = 871.88; cents dropped: 871.',
    },
    {
      name: 'Additional expenses: childcare paid by the payee, health insurance by the payor',
      source:
        'derived from Administrative Order No. 10 § V (additional child-rearing expenses shared by income, payor credit)',
      kind: 'derived',
      input: {
        ...base,
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        childcareCostMonthly: 400,
        childcarePaidBy: 'custodial',
        healthInsuranceMonthly: 150,
        healthInsurancePaidBy: 'noncustodial',
      },
      expected: { monthlyPayment: 1065, payer: 'noncustodial' },
      note: '550 × 62.50% = 343.75; 871.88 + 343.75 = 1,215.63; less 150 paid by the payor = 1,065.63; cents dropped: 1,065.',
    },
    {
      name: 'Combined income between chart rows is read at the row below',
      source: 'derived from the Family Support Chart (combined $6,530 → row $6,500: $847 for one child)',
      kind: 'derived',
      input: { ...base, custodialParentIncome: 2520, nonCustodialParentIncome: 4010, numberOfChildren: 1 },
      expected: { monthlyPayment: 520, payer: 'noncustodial' },
      note: 'Payor 4,010 ÷ 6,530 = 61.41%; 847 × 4,010 ÷ 6,530 = 520.13; cents dropped: 520.',
    },
    {
      name: 'Self-support area: payor earning $1,100, one child',
      source:
        'derived from Administrative Order No. 10 § II.3 (self-support reserve; chart row $1,100: $140 for one child)',
      kind: 'derived',
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 1100, numberOfChildren: 1 },
      expected: { monthlyPayment: 140, payer: 'noncustodial' },
      note: 'The payor’s $1,100 is at or below the $1,150 one-child ceiling: the chart is read on $1,100 alone → $140.',
    },
  ],
});
