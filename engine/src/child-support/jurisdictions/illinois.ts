import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { ILLINOIS_SCHEDULE_ANCHORS_2026 } from './data/illinois-schedule.js';

const STATUTE: Source = {
  title: 'Illinois Marriage and Dissolution of Marriage Act, 750 ILCS 5/505 (child support, income shares)',
  section:
    '750 ILCS 5/505(a)(1.5) computation, (a)(3) net income, (a)(3.3) minimum obligation, (a)(3.7) child care, (a)(3.8) shared physical care, (a)(4) health insurance',
  url: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=075000050K505',
  lastChecked: '2026-11-21',
};
const HFS_SCHEDULE: Source = {
  title: 'Illinois HFS Income Shares Schedule of Basic Obligations (effective 2026-03-20)',
  url: 'https://hfs.illinois.gov/content/dam/soi/en/web/hfs/childsupport/parents/2026ilschedofbobligations.pdf',
  lastChecked: '2026-11-21',
};

/** 505(a)(3.8): shared physical care when each parent has 146 or more overnights a year. */
const SHARED_CARE_OVERNIGHTS = 146;
const SHARED_CARE_MULTIPLIER = 1.5;
/** 505(a)(3.3): $40 a month per child, at most $120, for an obligor at or below 75% of the poverty guideline. */
const MINIMUM_PER_CHILD = 40;
const MINIMUM_TOTAL_CAP = 120;
/** 75% of the 2025 HHS poverty guideline for one person ($15,650 a year), monthly. */
const MINIMUM_ORDER_GROSS_INCOME = roundToCents((15_650 * 0.75) / 12);

const APPROXIMATIONS = [
  'The HFS schedule is read from 37 of its rows (the only machine-readable copy found, from the schedule effective 2026-03-20) and interpolated between them; the official schedule prints $50 brackets, so amounts can differ by several dollars between those rows, and earlier schedules (before 2026-03-20) may differ more.',
  "Gross income is converted with the engine's tax estimate, not the HFS standardized net income conversion table (not transcribed); the low-income shaded area of the schedule (obligor-only computation) is not applied.",
  'The minimum-order threshold uses 75% of the 2025 federal poverty guideline for one person ($978.13 a month of gross income).',
];

function compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const incomes = guidelineIncomes(c, {
    labels: { custodial: 'Custodial parent', noncustodial: 'Noncustodial parent' },
    stateBasis: 'net',
    state: c.jurisdiction,
    deductionSource: '750 ILCS 5/505(a)(3)',
  });
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);
  const combined = roundToCents(incomes.custodial + incomes.noncustodial);
  const ncpShare = combined === 0 ? 0 : roundToDecimals(incomes.noncustodial / combined, 4);
  const cpShare = combined === 0 ? 0 : roundToDecimals(1 - ncpShare, 4);
  steps.push(
    money(
      'Combined net income',
      combined,
      `${incomes.custodial} + ${incomes.noncustodial}`,
      '505(a)(1.5)(A)',
    ),
    percent(
      "Custodial parent's percentage of combined net income",
      roundToDecimals(cpShare * 100, 2),
      undefined,
      '505(a)(1.5)(C)',
    ),
    percent("Noncustodial parent's percentage of combined net income", roundToDecimals(ncpShare * 100, 2)),
  );

  const reading = readSchedule(ILLINOIS_SCHEDULE_ANCHORS_2026, combined, c.children, 'interpolate');
  const basic = reading.amount;
  steps.push(
    money(
      'Basic child support obligation',
      basic,
      `schedule, ${c.children} child(ren), ${reading.description}`,
      '505(a)(1.5)(B)',
    ),
  );
  if (reading.aboveTable) {
    approximations.push(
      'Combined net income exceeds the schedule ($27,375): the court may use the highest amount or deviate; the highest amount is shown.',
    );
  }

  const childcare = roundToCents(c.childcare.monthly);
  const health = roundToCents(c.healthInsurance.monthly);
  const addOns = roundToCents(childcare + health);
  const paidBy = (role: ParentRole) =>
    roundToCents(
      (c.childcare.paidBy === role ? childcare : 0) + (c.healthInsurance.paidBy === role ? health : 0),
    );
  const ncpAddOnNet = roundToCents(roundToCents(addOns * ncpShare) - paidBy('noncustodial'));
  const cpAddOnNet = roundToCents(roundToCents(addOns * cpShare) - paidBy('custodial'));

  const shared =
    c.custodial.overnightsPerYear >= SHARED_CARE_OVERNIGHTS &&
    c.noncustodial.overnightsPerYear >= SHARED_CARE_OVERNIGHTS;
  const baseAmount = roundToCents(basic * ncpShare);
  let ncpOwes: number;
  const ncpGross = c.incomeBasis === 'gross' ? c.noncustodial.monthlyIncome : undefined;

  if (ncpGross !== undefined && ncpGross <= MINIMUM_ORDER_GROSS_INCOME) {
    ncpOwes = Math.min(MINIMUM_PER_CHILD * c.children, MINIMUM_TOTAL_CAP);
    steps.push(
      money(
        'Minimum child support obligation',
        ncpOwes,
        `$40 × ${c.children} child(ren), at most $120 (gross income ${roundToCents(ncpGross)} ≤ ${MINIMUM_ORDER_GROSS_INCOME})`,
        '505(a)(3.3)',
      ),
    );
  } else if (shared) {
    const sharedBasic = roundToCents(basic * SHARED_CARE_MULTIPLIER);
    const cpPortion = roundToCents(sharedBasic * cpShare);
    const ncpPortion = roundToCents(sharedBasic * ncpShare);
    const totalNights = c.custodial.overnightsPerYear + c.noncustodial.overnightsPerYear;
    const cpTime = totalNights === 0 ? 0 : roundToDecimals(c.custodial.overnightsPerYear / totalNights, 4);
    const ncpTime = roundToDecimals(1 - cpTime, 4);
    const cpObligation = roundToCents(cpPortion * ncpTime);
    const ncpObligation = roundToCents(ncpPortion * cpTime);
    ncpOwes = roundToCents(ncpObligation + ncpAddOnNet - (cpObligation + cpAddOnNet));
    steps.push(
      note('Shared physical care', 'Each parent has at least 146 overnights a year.', '505(a)(3.8)'),
      money(
        'Shared care child support obligation (basic × 1.5)',
        sharedBasic,
        `${basic} × 1.5`,
        '505(a)(3.8)',
      ),
      money("Custodial parent's portion", cpPortion, `${sharedBasic} × ${(cpShare * 100).toFixed(2)}%`),
      money("Noncustodial parent's portion", ncpPortion, `${sharedBasic} × ${(ncpShare * 100).toFixed(2)}%`),
      count("Custodial parent's overnights", roundToDecimals(c.custodial.overnightsPerYear, 2)),
      count("Noncustodial parent's overnights", roundToDecimals(c.noncustodial.overnightsPerYear, 2)),
      money(
        "Custodial parent's obligation (portion × the other parent's time)",
        cpObligation,
        `${cpPortion} × ${(ncpTime * 100).toFixed(2)}%`,
      ),
      money(
        "Noncustodial parent's obligation (portion × the other parent's time)",
        ncpObligation,
        `${ncpPortion} × ${(cpTime * 100).toFixed(2)}%`,
      ),
      money(
        "Child care and health insurance: noncustodial parent's share less paid",
        ncpAddOnNet,
        undefined,
        '505(a)(3.7), (a)(4)',
      ),
      money("Child care and health insurance: custodial parent's share less paid", cpAddOnNet),
    );
  } else {
    ncpOwes = roundToCents(baseAmount + ncpAddOnNet);
    steps.push(
      money(
        "Noncustodial parent's share of the basic obligation",
        baseAmount,
        `${basic} × ${(ncpShare * 100).toFixed(2)}%`,
        '505(a)(1.5)(D)',
      ),
      money('Child care and health insurance', addOns, `${childcare} + ${health}`, '505(a)(3.7), (a)(4)'),
      money("Noncustodial parent's share of them less what they pay", ncpAddOnNet),
    );
  }

  const payer: ParentRole | 'none' =
    ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 && shared ? 'custodial' : 'none';
  const monthlyPayment = payer === 'none' ? 0 : Math.abs(ncpOwes);
  steps.push(
    money(
      'Monthly child support',
      monthlyPayment,
      payer === 'none' ? undefined : `paid by the ${payer} parent`,
    ),
  );
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

export const illinois = defineChildSupportRules({
  slug: 'illinois',
  versions: [
    {
      effective: { from: '2017-07-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [STATUTE, HFS_SCHEDULE],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined net income (HFS schedule); shared physical care when each parent has 146 overnights: basic × 1.5, each portion × the other parent’s time, offset; $40 per child (at most $120) for a low-income obligor; child care and health insurance by income share.',
      compute,
    },
  ],
  examples: [
    {
      name: 'Net incomes $2,000 + $3,000, two children, primary care (schedule row $5,000)',
      source: 'derived from 750 ILCS 5/505(a)(1.5) and the HFS schedule row $5,000 (two children: $1,674)',
      kind: 'derived',
      input: {
        state: 'illinois',
        incomeBasis: 'net',
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 1004.4, payer: 'noncustodial' },
      note: 'Combined 5,000 → 1,674; share 3,000/5,000 = 60%; 1,674 × 60% = 1,004.40.',
    },
    {
      name: 'Shared physical care, equal overnights, $2,000 + $3,000 net, two children',
      source:
        'derived from 750 ILCS 5/505(a)(3.8) (146 overnights each, basic × 1.5, cross-multiplied by time)',
      kind: 'derived',
      input: {
        state: 'illinois',
        incomeBasis: 'net',
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 251.1, payer: 'noncustodial' },
      note: '1,674 × 1.5 = 2,511; custodial 40% = 1,004.40 × 50% = 502.20; noncustodial 60% = 1,506.60 × 50% = 753.30; 753.30 − 502.20 = 251.10.',
    },
  ],
});
