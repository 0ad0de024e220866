import { money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { readSchedule } from '../models/schedule.js';
import { crossCreditOffset } from '../models/shared-care.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { DC_SCHEDULE, DC_SCHEDULE_CORRECTIONS } from './data/district-of-columbia-schedule.js';

const GUIDELINE: Source = {
  title: 'D.C. Code § 16-916.01, Child Support Guideline (as amended by D.C. Law 21-107, 2016)',
  section:
    '§ 16-916.01(d)-(f) sole custody, (g) and (m) self-support reserve and low-income adjustment, (h) above $240,000, (i) and (k) add-ons, (n) 35% limit, (q) shared physical custody',
  url: 'https://code.dccouncil.gov/us/dc/council/code/sections/16-916.01',
};
const SCHEDULE: Source = {
  title: 'D.C. Code § 16-916.01a, Appendix I: Schedule of Basic Child Support Obligations',
  section: 'Annual combined adjusted gross income $12,382-$240,000',
  url: 'https://code.dccouncil.gov/us/dc/council/code/sections/16-916.01a',
};

const MONTHS = 12;
/** § 16-916.01(q)(1): shared physical custody when the child spends 35% or more of the year with each parent. */
const SHARED_CUSTODY_TIME_PERCENT = 35;
const SHARED_MULTIPLIER = 1.5;
/** § 16-916.01(h): the guideline is presumptive up to this combined adjusted gross income. */
const PRESUMPTIVE_CEILING = 240_000;
/** § 16-916.01(n). */
const MAXIMUM_SHARE_OF_INCOME = 0.35;
/** § 16-916.01(m)(2) and (g)(3)(A). */
const MINIMUM_ABILITY_TO_PAY = 900;
const PRESUMPTIVE_MINIMUM_ANNUAL = 75 * MONTHS;

/**
 * § 16-916.01(g)(1): 133% of the HHS poverty guideline for one person, reset by the Mayor every two
 * years on April 1. The statute prints $15,654 from April 1, 2015; later amounts are 133% of the
 * guideline of the update year ($14,580 in 2023, $15,650 in 2025) as the rule prescribes, in whole
 * dollars as the printed amounts are ($10,830 × 1.33 = $14,404 for 2009; $11,770 × 1.33 = $15,654 for 2015).
 */
const SELF_SUPPORT_RESERVES: readonly { from: string; annual: number; printed: boolean }[] = [
  { from: '2025-04-01', annual: roundToNearestDollar(15_650 * 1.33), printed: false },
  { from: '2023-04-01', annual: roundToNearestDollar(14_580 * 1.33), printed: false },
  { from: '2015-04-01', annual: 15_654, printed: true },
];

function selfSupportReserve(asOf: string) {
  return SELF_SUPPORT_RESERVES.find((r) => asOf >= r.from) ?? SELF_SUPPORT_RESERVES.at(-1)!;
}

const ROLE_LABEL: Record<ParentRole, string> = {
  custodial: 'Custodial parent',
  noncustodial: 'Noncustodial parent',
};

function computeDistrictOfColumbia(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];

  // § 16-916.01(d)-(e): adjusted gross income, annual, after the deductions the user entered
  // (support paid under other orders, alimony paid, half of self-employment tax, other children).
  const agi = (role: ParentRole) =>
    roundToCents(Math.max(0, (c[role].monthlyIncome - c[role].monthlyDeductions) * MONTHS));
  const income: Record<ParentRole, number> = {
    custodial: agi('custodial'),
    noncustodial: agi('noncustodial'),
  };
  for (const role of ['custodial', 'noncustodial'] as const) {
    steps.push(
      money(
        `${ROLE_LABEL[role]}: gross income (annual)`,
        roundToCents(c[role].monthlyIncome * MONTHS),
        `${c[role].monthlyIncome} × 12`,
        '§ 16-916.01(d)(1)',
      ),
    );
    if (c[role].monthlyDeductions > 0) {
      steps.push(
        money(
          `${ROLE_LABEL[role]}: deductions (annual)`,
          roundToCents(c[role].monthlyDeductions * MONTHS),
          undefined,
          '§ 16-916.01(d)(2)-(5)',
        ),
      );
    }
    steps.push(
      money(`${ROLE_LABEL[role]}: adjusted gross income`, income[role], undefined, '§ 16-916.01(e)'),
    );
  }
  const combined = roundToCents(income.custodial + income.noncustodial);
  steps.push(
    money(
      'Combined adjusted gross income',
      combined,
      `${income.custodial} + ${income.noncustodial}`,
      '§ 16-916.01(f)(1)(A)',
    ),
  );
  const ncpShare = combined === 0 ? 0 : roundToDecimals(income.noncustodial / combined, 4);
  const share: Record<ParentRole, number> = {
    noncustodial: ncpShare,
    custodial: combined === 0 ? 0 : roundToDecimals(1 - ncpShare, 4),
  };
  steps.push(
    percent(
      "Custodial parent's percentage share",
      roundToDecimals(share.custodial * 100, 2),
      undefined,
      '§ 16-916.01(f)(1)(C)',
    ),
    percent("Noncustodial parent's percentage share", roundToDecimals(share.noncustodial * 100, 2)),
  );

  // § 16-916.01(f)(1)(B): between schedule amounts, round up to the next higher amount.
  const reading = readSchedule(DC_SCHEDULE, combined, c.children, 'next-higher-row');
  const basic = reading.amount;
  steps.push(
    money(
      'Basic child support obligation (annual)',
      basic,
      `${Math.min(c.children, 4)} child(ren) column, ${reading.description}`,
      '§ 16-916.01(f)(1)(B), Appendix I',
    ),
  );
  const column = Math.min(c.children, 4);
  const correction = DC_SCHEDULE_CORRECTIONS.find(
    ([row, col]) => row === reading.rowIncome && col === column,
  );
  if (correction) {
    approximations.push(
      `The schedule prints ${correction[2]} at $${correction[0]} for ${column} child(ren), $10,000 out of line with its neighbours; the corrected ${correction[3]} was used.`,
    );
  }
  if (combined > PRESUMPTIVE_CEILING) {
    steps.push(
      note(
        'Above $240,000',
        'The guideline is not presumptive above $240,000 of combined income; the amount at $240,000 is the minimum and the court may order more.',
        '§ 16-916.01(h)',
      ),
    );
    approximations.push(
      'Combined adjusted gross income exceeds $240,000: the amount shown is the statutory minimum at $240,000; the court may order more after finding the children’s reasonable needs.',
    );
  }

  // Add-ons, monthly in the helper (credit to the parent who pays), annualised here.
  const addOns = prorateAddOns(c, share.noncustodial, '§ 16-916.01(i)(2), (k)');
  const addOnNet = roundToCents(addOns.netToNoncustodialObligation * MONTHS);

  const soleObligation = (payer: ParentRole) => {
    const base = roundToCents(basic * share[payer]);
    const effect = payer === 'noncustodial' ? addOnNet : -addOnNet;
    return { base, total: roundToCents(base + effect) };
  };

  const shared =
    c.custodial.timePercent >= SHARED_CUSTODY_TIME_PERCENT &&
    c.noncustodial.timePercent >= SHARED_CUSTODY_TIME_PERCENT;
  let ncpOwesAnnual: number;
  let baseAmountAnnual: number;
  if (shared) {
    const cross = crossCreditOffset({
      basicObligation: basic,
      multiplier: SHARED_MULTIPLIER,
      custodialIncomeShare: share.custodial,
      noncustodialIncomeShare: share.noncustodial,
      custodialTimeShare: c.custodial.timePercent / 100,
      noncustodialTimeShare: c.noncustodial.timePercent / 100,
      source: '§ 16-916.01(q)(1)',
    });
    steps.push(
      note(
        'Shared physical custody',
        `Each parent has the child at least 35% of the time (${roundToDecimals(c.custodial.timePercent, 2)}% / ${roundToDecimals(c.noncustodial.timePercent, 2)}%): Worksheet B.`,
        '§ 16-916.01(q)(1)',
      ),
      ...cross.steps,
      money(
        'Difference between the two obligations',
        cross.noncustodialOwes,
        'positive: the noncustodial parent pays',
        '§ 16-916.01(q)(1)(E)',
      ),
    );
    baseAmountAnnual = cross.noncustodialOwes;
    ncpOwesAnnual = roundToCents(cross.noncustodialOwes + addOnNet);
    if (addOnNet !== 0) {
      steps.push(
        ...addOns.steps,
        money(
          'Health insurance and child care adjustment (annual)',
          addOnNet,
          undefined,
          '§ 16-916.01(q)(1)(F)',
        ),
      );
    }
    // (q)(1)(G): never more than the payer would owe if the other parent had sole custody.
    const payer: ParentRole = ncpOwesAnnual >= 0 ? 'noncustodial' : 'custodial';
    const sole = soleObligation(payer);
    if (Math.abs(ncpOwesAnnual) > sole.total && sole.total >= 0) {
      ncpOwesAnnual = payer === 'noncustodial' ? sole.total : -sole.total;
      steps.push(
        money(
          `Limited to the ${payer} parent's sole-custody obligation`,
          sole.total,
          undefined,
          '§ 16-916.01(q)(1)(G)',
        ),
      );
    }
  } else {
    const sole = soleObligation('noncustodial');
    baseAmountAnnual = sole.base;
    steps.push(
      money(
        "Noncustodial parent's share of the basic obligation",
        sole.base,
        `${basic} × ${(share.noncustodial * 100).toFixed(2)}%`,
        '§ 16-916.01(f)(1)(D)',
      ),
    );
    if (addOnNet !== 0) {
      steps.push(
        ...addOns.steps,
        money(
          'Health insurance and child care adjustment (annual)',
          addOnNet,
          'share less what the noncustodial parent pays',
          '§ 16-916.01(i)(2), (k)',
        ),
      );
    }
    ncpOwesAnnual = sole.total;
  }

  const payer: ParentRole | 'none' =
    ncpOwesAnnual > 0 ? 'noncustodial' : ncpOwesAnnual < 0 ? 'custodial' : 'none';
  let annual = Math.abs(ncpOwesAnnual);
  if (payer !== 'none') {
    const payerIncome = income[payer];
    const cap = roundToCents(payerIncome * MAXIMUM_SHARE_OF_INCOME);
    if (annual > cap) {
      annual = cap;
      steps.push(
        money(
          'Limited to 35% of the paying parent’s adjusted gross income',
          cap,
          `${payerIncome} × 35%`,
          '§ 16-916.01(n)',
        ),
      );
    }
    const reserve = selfSupportReserve(c.asOf);
    const ability = roundToCents(payerIncome - reserve.annual);
    steps.push(
      money(
        'Self-support reserve (annual)',
        reserve.annual,
        reserve.printed ? 'as printed in the statute' : '133% of the HHS poverty guideline for one person',
        '§ 16-916.01(g)(1)',
      ),
      money(
        'Maximum ability to pay (annual)',
        ability,
        `${payerIncome} − ${reserve.annual}`,
        '§ 16-916.01(m)(2)',
      ),
    );
    const reserveNote = reserve.printed
      ? undefined
      : `The self-support reserve (${reserve.annual}) is 133% of the year's HHS poverty guideline as § 16-916.01(g)(1) prescribes; the Mayor's published figure was not checked.`;
    if (ability < MINIMUM_ABILITY_TO_PAY) {
      annual = PRESUMPTIVE_MINIMUM_ANNUAL;
      steps.push(
        note(
          'Income below the self-support reserve',
          `The paying parent's income leaves less than $900 a year above the self-support reserve: the presumptive order is $75 a month, which the court may lower to $0 or raise.`,
          '§ 16-916.01(g)(2)-(3), (m)(2)',
        ),
      );
      if (reserveNote) approximations.push(reserveNote);
    } else if (ability < annual) {
      annual = ability;
      steps.push(money('Low-income adjustment: the lesser amount', ability, undefined, '§ 16-916.01(m)(3)'));
      if (reserveNote) approximations.push(reserveNote);
    }
  }
  const annualPayment = roundToCents(annual);
  const monthlyPayment = roundToCents(annualPayment / MONTHS);
  steps.push(
    money(
      'Child support (annual)',
      annualPayment,
      payer === 'none' ? undefined : `paid by the ${payer} parent`,
    ),
    money('Monthly child support', monthlyPayment, `${annualPayment} ÷ 12`),
  );
  const baseAmount = roundToCents(baseAmountAnnual / MONTHS);
  return {
    monthlyPayment,
    payer: monthlyPayment === 0 ? 'none' : payer,
    combinedIncome: roundToCents(combined / MONTHS),
    nonCustodialPercentage: roundToDecimals(share.noncustodial * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

const base = {
  state: 'district-of-columbia',
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-06-01',
} as const;

export const districtOfColumbia = defineChildSupportRules({
  slug: 'district-of-columbia',
  versions: [
    {
      effective: { from: '2016-05-12' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'official',
      sources: [GUIDELINE, SCHEDULE],
      approximations: [],
      summary:
        'Income shares on annual adjusted gross income (§ 16-916.01a schedule to $240,000, read at the next higher amount); health insurance and child care shared by income; shared physical custody at 35% of the time each (1.5 multiplier, time-weighted cross credit, never above the sole-custody amount); 35% of income limit; self-support reserve with the $75 presumptive minimum.',
      compute: computeDistrictOfColumbia,
    },
  ],
  examples: [
    {
      name: 'Sole custody, $2,500 + $4,030 a month, one child',
      source:
        'derived from D.C. Code § 16-916.01(f)(1) and the § 16-916.01a schedule (next higher row $78,600: $13,178 for one child)',
      kind: 'derived',
      input: { ...base, custodialParentIncome: 2500, nonCustodialParentIncome: 4030, numberOfChildren: 1 },
      expected: { monthlyPayment: 677.79, payer: 'noncustodial' },
      note: 'Annual 30,000 + 48,360 = 78,360 → row 78,600: 13,178; share 61.72%; 13,178 × 61.72% = 8,133.46 a year ÷ 12 = 677.79.',
    },
    {
      name: 'Shared physical custody 60/40, $4,000 + $6,000 a month, one child',
      source:
        'derived from D.C. Code § 16-916.01(q)(1) (Worksheet B: 1.5 multiplier, time-weighted cross credit)',
      kind: 'derived',
      input: {
        ...base,
        custodyArrangement: 'shared',
        custodialParentTime: 60,
        nonCustodialParentTime: 40,
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 1,
      },
      expected: { monthlyPayment: 467.03, payer: 'noncustodial' },
      note: 'Row 120,000: 18,681 × 1.5 = 28,021.50; NCP 60% = 16,812.90 × 60% CP time = 10,087.74; CP 40% = 11,208.60 × 40% NCP time = 4,483.44; difference 5,604.30 a year ÷ 12 = 467.03 (below the sole-custody 11,208.60).',
    },
    {
      name: 'Low-income adjustment: paying parent $2,000 a month, one child',
      source:
        'derived from D.C. Code § 16-916.01(m) (maximum ability to pay = income − self-support reserve, 133% of the 2025 poverty guideline, $20,814.50)',
      kind: 'derived',
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 2000, numberOfChildren: 1 },
      expected: { monthlyPayment: 265.42, payer: 'noncustodial' },
      note: 'Row 60,000: 10,628 × 40% = 4,251.20; ability 24,000 − 20,815 = 3,185 (≥ $900) is less: 3,185 ÷ 12 = 265.42.',
    },
  ],
});
