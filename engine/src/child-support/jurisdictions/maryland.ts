import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { worksheetOvernights } from '../overnights.js';
import { MARYLAND_SCHEDULE } from './data/maryland-schedule.js';

const STATUTE: Source = {
  title: 'Maryland Code, Family Law §§ 12-201 to 12-204 (child support guidelines)',
  section: 'Fam. Law § 12-204(a), (c), (d), (e), (m)',
  url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gfl&section=12-204',
};
const WORKSHEET_A: Source = {
  title: 'Maryland Judiciary, Worksheet A - Child Support Obligation: Primary Physical Custody (CC-DR-034)',
  section: 'Lines 1-12',
  url: 'https://www.courts.state.md.us/sites/default/files/court-forms/ccdr034.pdf',
};
const WORKSHEET_B: Source = {
  title: 'Maryland Judiciary, Worksheet B - Child Support Obligation: Shared Physical Custody (CC-DR-035, rev. 08/2024)',
  section: 'Lines 1-12 (line 10: shared physical custody adjustment)',
  url: 'https://www.courts.state.md.us/sites/default/files/court-forms/ccdr035.pdf',
};

assertScheduleShape('Maryland § 12-204(e)', MARYLAND_SCHEDULE);

/** § 12-201: shared physical custody means each parent keeps the children overnight for more than 25% of the year. */
const SHARED_CUSTODY_MIN_OVERNIGHTS = 92;
/** § 12-204(m)(1): the basic obligation is multiplied by 1.5 for the cost of two homes. */
const SHARED_CUSTODY_MULTIPLIER = 1.5;
/**
 * § 12-204(m) and Worksheet B line 10: a parent with more than 25% but less than 30% of overnights has
 * their theoretical obligation raised by these fractions, so support slopes rather than drops at 92.
 */
const SHARED_CUSTODY_ADJUSTMENT_BANDS: readonly { from: number; to: number; rate: number }[] = [
  { from: 92, to: 94, rate: 0.1 },
  { from: 95, to: 98, rate: 0.08 },
  { from: 99, to: 102, rate: 0.06 },
  { from: 103, to: 105, rate: 0.04 },
  { from: 106, to: 109, rate: 0.02 },
];
const TOP_OF_SCHEDULE = 30000;

/** The band holding the overnights; a half night derived from a percentage (94.5) counts in the band it starts in. */
function adjustmentRate(overnights: number): number {
  return SHARED_CUSTODY_ADJUSTMENT_BANDS.find((band) => overnights >= band.from && overnights < band.to + 1)?.rate ?? 0;
}

function basicObligation(combined: number, children: number): { amount: number; steps: Step[]; approximations: string[] } {
  const reading = readSchedule(MARYLAND_SCHEDULE, combined, children, 'next-higher-row');
  if (!reading.aboveTable) {
    return {
      amount: reading.amount,
      steps: [
        money('4. Basic child support obligation (schedule)', reading.amount, `§ 12-204(e), ${reading.description}`, '§ 12-204(c), (e)'),
      ],
      approximations: [],
    };
  }
  // § 12-204(d) leaves incomes above $30,000 to the court's discretion; extrapolating the top row in
  // proportion to income is a common starting point, not a rule.
  const amount = roundToCents(reading.amount * (combined / TOP_OF_SCHEDULE));
  const text = `Combined adjusted actual income is above the $30,000 top of the schedule, where § 12-204(d) leaves support to the court's discretion; the basic obligation was extrapolated in proportion to income from the $30,000 row (${reading.amount}).`;
  return {
    amount,
    steps: [
      note('Above the schedule', text, '§ 12-204(d)'),
      money('4. Basic child support obligation (extrapolated)', amount, `${reading.amount} × ${combined} / ${TOP_OF_SCHEDULE}`, '§ 12-204(d)'),
    ],
    approximations: [text],
  };
}

function computeMaryland(c: ChildSupportCase): GuidelineOutcome {
  // § 12-201: adjusted actual income is actual (gross) income less preexisting support and alimony paid.
  const cpIncome = roundToCents(Math.max(0, c.custodial.monthlyIncome - c.custodial.monthlyDeductions));
  const ncpIncome = roundToCents(Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions));
  const combined = roundToCents(cpIncome + ncpIncome);
  const ncpShare = combined === 0 ? 0.5 : roundToDecimals(ncpIncome / combined, 4);
  const cpShare = roundToDecimals(1 - ncpShare, 4);
  const steps: Step[] = [
    money('1. Monthly actual income (custodial parent)', c.custodial.monthlyIncome, undefined, '§ 12-201(b)'),
    money('1. Monthly actual income (noncustodial parent)', c.noncustodial.monthlyIncome, undefined, '§ 12-201(b)'),
    money('1a-b. Less preexisting support and alimony paid (custodial parent)', c.custodial.monthlyDeductions),
    money('1a-b. Less preexisting support and alimony paid (noncustodial parent)', c.noncustodial.monthlyDeductions),
    money('2. Adjusted actual income (custodial parent)', cpIncome, undefined, '§ 12-201(c)'),
    money('2. Adjusted actual income (noncustodial parent)', ncpIncome, undefined, '§ 12-201(c)'),
    money('2. Combined adjusted actual income', combined),
    percent('3. Share of income (custodial parent)', roundToDecimals(cpShare * 100, 2)),
    percent('3. Share of income (noncustodial parent)', roundToDecimals(ncpShare * 100, 2), undefined, '§ 12-204(a)(1)'),
  ];
  const basic = basicObligation(combined, c.children);
  steps.push(...basic.steps);

  const soleCustodyShare = roundToCents(basic.amount * ncpShare);
  const cpNights = worksheetOvernights(c, 'custodial');
  const ncpNights = worksheetOvernights(c, 'noncustodial');
  const shared = cpNights >= SHARED_CUSTODY_MIN_OVERNIGHTS && ncpNights >= SHARED_CUSTODY_MIN_OVERNIGHTS;

  let ncpOwesBasic: number;
  let baseAmount: number;
  if (!shared) {
    steps.push(
      note('Worksheet', `Primary physical custody (Worksheet A): a parent has fewer than ${SHARED_CUSTODY_MIN_OVERNIGHTS} overnights.`, WORKSHEET_A.title),
      money("5. Noncustodial parent's share of the basic obligation", soleCustodyShare, `${basic.amount} × ${(ncpShare * 100).toFixed(2)}%`, '§ 12-204(a)(1)'),
    );
    ncpOwesBasic = soleCustodyShare;
    baseAmount = soleCustodyShare;
  } else {
    const totalNights = cpNights + ncpNights;
    const cpTime = cpNights / totalNights;
    const ncpTime = ncpNights / totalNights;
    const adjusted = roundToCents(basic.amount * SHARED_CUSTODY_MULTIPLIER);
    const cpPart = roundToCents(adjusted * cpShare);
    const ncpPart = roundToCents(adjusted * ncpShare);
    // Line 9: each parent owes their share for the time the children spend with the other parent.
    const ncpTheoretical = roundToCents(ncpPart * cpTime);
    const cpTheoretical = roundToCents(cpPart * ncpTime);
    const ncpAdjustment = roundToCents(ncpTheoretical * adjustmentRate(ncpNights));
    const cpAdjustment = roundToCents(cpTheoretical * adjustmentRate(cpNights));
    const ncpTotal = roundToCents(ncpTheoretical + ncpAdjustment);
    const cpTotal = roundToCents(cpTheoretical + cpAdjustment);
    steps.push(
      note('Worksheet', 'Shared physical custody (Worksheet B): each parent has at least 92 overnights.', WORKSHEET_B.title),
      money('5. Adjusted basic child support obligation', adjusted, `${basic.amount} × ${SHARED_CUSTODY_MULTIPLIER}`, '§ 12-204(m)'),
      count('6. Overnights with the custodial parent', cpNights),
      count('6. Overnights with the noncustodial parent', ncpNights),
      percent('7. Percentage of time with the custodial parent', roundToDecimals(cpTime * 100, 2)),
      percent('7. Percentage of time with the noncustodial parent', roundToDecimals(ncpTime * 100, 2)),
      money("8. Custodial parent's share of the adjusted obligation", cpPart),
      money("8. Noncustodial parent's share of the adjusted obligation", ncpPart),
      money("9. Custodial parent's theoretical obligation for the other parent's time", cpTheoretical, `${cpPart} × ${(ncpTime * 100).toFixed(2)}%`),
      money("9. Noncustodial parent's theoretical obligation for the other parent's time", ncpTheoretical, `${ncpPart} × ${(cpTime * 100).toFixed(2)}%`),
      money('10. Shared physical custody adjustment (custodial parent)', cpAdjustment, `${cpTheoretical} × ${adjustmentRate(cpNights)}`, '§ 12-204(m); Worksheet B line 10'),
      money('10. Shared physical custody adjustment (noncustodial parent)', ncpAdjustment, `${ncpTheoretical} × ${adjustmentRate(ncpNights)}`, '§ 12-204(m); Worksheet B line 10'),
      money('11. Basic obligation (custodial parent)', cpTotal),
      money('11. Basic obligation (noncustodial parent)', ncpTotal),
    );
    let net = roundToCents(ncpTotal - cpTotal);
    // The band adjustment may not leave a parent owing more than under primary custody (§ 12-204(m)).
    if (ncpAdjustment > 0 && net > soleCustodyShare) {
      steps.push(money('Limited to the primary-custody amount', soleCustodyShare, `min(${net}, ${soleCustodyShare})`, '§ 12-204(m)'));
      net = soleCustodyShare;
    }
    const cpSoleShare = roundToCents(basic.amount * cpShare);
    if (cpAdjustment > 0 && -net > cpSoleShare) {
      steps.push(money('Limited to the primary-custody amount', cpSoleShare, `min(${-net}, ${cpSoleShare})`, '§ 12-204(m)'));
      net = -cpSoleShare;
    }
    steps.push(money('12. Net basic obligation (positive: noncustodial parent pays)', net, `${ncpTotal} − ${cpTotal}`));
    ncpOwesBasic = net;
    baseAmount = net;
  }

  // § 12-204(g)-(h): work-related childcare and the children's health insurance are added and divided
  // by income share; the parent who pays the bill is credited with it.
  const addOns = prorateAddOns(c, ncpShare, '§ 12-204(g), (h)');
  steps.push(...addOns.steps);
  const ncpOwes = roundToCents(ncpOwesBasic + addOns.netToNoncustodialObligation);
  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(money('Recommended child support obligation (monthly)', monthlyPayment, undefined, shared ? WORKSHEET_B.title : WORKSHEET_A.title));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: Math.abs(baseAmount),
    adjustment: roundToCents(monthlyPayment - Math.abs(baseAmount)),
    steps,
    approximations: basic.approximations,
  };
}

export const maryland = defineChildSupportRules({
  slug: 'maryland',
  versions: [
    {
      effective: { from: '2022-07-01' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'official',
      sources: [STATUTE, WORKSHEET_A, WORKSHEET_B],
      approximations: [],
      summary:
        'Income shares on adjusted actual (gross) income with the § 12-204(e) schedule to $30,000, read at the next higher row; shared physical custody from 92 overnights each: basic × 1.5, cross-multiplied by the other parent\'s time, with a 10%-2% uplift for 92-109 overnights.',
      compute: computeMaryland,
    },
  ],
  examples: [
    {
      name: 'Primary custody, two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from Md. Code, Fam. Law § 12-204(a), (c), (e) and Worksheet A (CC-DR-034)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'maryland',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 912.53, payer: 'noncustodial' },
      note: 'Combined $7,000 is a schedule row: 2 children $1,597. Noncustodial share 4,000 / 7,000 = 57.14%; 1,597 × 0.5714 = 912.5258 → $912.53.',
    },
    {
      name: 'Shared physical custody, 100 overnights (6% band), two children',
      kind: 'derived',
      source: 'derived from Md. Code, Fam. Law § 12-204(m) and Worksheet B (CC-DR-035, rev. 08/2024) lines 4-12',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 72.6,
        nonCustodialParentTime: 27.4,
        custodialParentOvernights: 265,
        nonCustodialParentOvernights: 100,
        state: 'maryland',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 991.79, payer: 'noncustodial' },
      note: 'Basic $1,748 × 1.5 = 2,622; shares 62.5% / 37.5% → 1,638.75 / 983.25; × other parent\'s time (265/365, 100/365) → 1,189.78 / 269.38; 100 overnights: + 6% = 71.39 → 1,261.17; 1,261.17 − 269.38 = $991.79 (below the primary-custody 1,092.50).',
    },
  ],
});
