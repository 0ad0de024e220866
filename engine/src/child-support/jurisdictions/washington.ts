import { money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { netIncomeOf } from '../models/net-from-gross.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { WASHINGTON_2026_ECONOMIC_TABLE } from './data/washington-schedule.js';

const RCW_26_19: Source = {
  title: 'Revised Code of Washington ch. 26.19, Child Support Schedule, as amended by EHB 1014 (Laws of 2025, ch. 272)',
  section: 'RCW 26.19.020 (economic table), 26.19.065 (limits: 45%, self-support reserve, $50 per child), 26.19.071 (net income), 26.19.080 (shares and special expenses)',
  url: 'https://app.leg.wa.gov/rcw/default.aspx?cite=26.19',
};
const EHB_1014: Source = {
  title: 'Engrossed House Bill 1014 (2025), child support schedule: economic table from $2,200 to $50,000, self-support reserve at 180% of the federal poverty guideline',
  section: 'Secs. amending RCW 26.19.020 and 26.19.065, effective January 1, 2026',
  url: 'https://lawfilesext.leg.wa.gov/Biennium/2025-26/Htm/Bills/House%20Bills/1014.htm',
};
const SSR_2026: Source = {
  title: 'U.S. HHS poverty guideline 2026, one person ($1,330 a month); 180% = $2,394, the reserve the Washington State Child Support Schedule calculator applies in 2026',
  section: 'RCW 26.19.065(2)(b)',
};

assertScheduleShape('RCW 26.19.020 economic table', WASHINGTON_2026_ECONOMIC_TABLE);

const TABLE_FLOOR = 2_200;
const TABLE_TOP = 50_000;
const TABLE_MAX_CHILDREN = 5;
const FORTY_FIVE_PERCENT = 0.45;
const MINIMUM_PER_CHILD = 50;
/** RCW 26.19.065(2)(b): 180% of the 2026 one-person poverty guideline ($1,330 × 1.8). */
const SELF_SUPPORT_RESERVE_2026 = 2_394;


/** Whole overnights per year: as entered, or the time percentage of 365. */
function nightsOf(c: ChildSupportCase, role: ParentRole): number {
  return c[role].overnightsPerYear;
}

function computeWashington(c: ChildSupportCase): GuidelineOutcome {
  const approximations: string[] = [];
  const steps: Step[] = [];
  const net = (role: ParentRole) => {
    const r = netIncomeOf(c, role, {
      state: 'washington',
      filingStatus: role === 'custodial' ? 'head-of-household' : 'single',
      qualifyingChildren: role === 'custodial' ? c.children : 0,
      label: 'monthly net income',
    });
    steps.push(...r.steps);
    if (r.estimated && !approximations.some((a) => a.startsWith('Net income'))) {
      approximations.push(
        'Net income was estimated from gross income with standard federal and FICA tax (Washington has no state income tax; custodial parent head of household, other parent single); RCW 26.19.071 uses the actual deductions.',
      );
    }
    const deductions = roundToCents(c[role].monthlyDeductions);
    if (deductions > 0) {
      steps.push(money(`${role === 'custodial' ? 'Custodial' : 'Noncustodial'} parent: maintenance and other RCW 26.19.071(5) deductions`, deductions, undefined, 'RCW 26.19.071(5)'));
    }
    return roundToCents(Math.max(0, r.net - deductions));
  };
  const cpNet = net('custodial');
  const ncpNet = net('noncustodial');
  const combined = roundToCents(cpNet + ncpNet);
  steps.push(
    money('Line 1: net monthly income (custodial parent)', cpNet, undefined, 'RCW 26.19.071'),
    money('Line 1: net monthly income (noncustodial parent)', ncpNet, undefined, 'RCW 26.19.071'),
    money('Line 2: combined monthly net income', combined),
  );

  // The parent with whom the children reside the majority of the time receives the transfer payment.
  const obligor: ParentRole = nightsOf(c, 'custodial') < nightsOf(c, 'noncustodial') ? 'custodial' : 'noncustodial';
  const obligorNet = obligor === 'custodial' ? cpNet : ncpNet;
  const ncpShare = combined === 0 ? 0.5 : roundToDecimals(ncpNet / combined, 3);
  const obligorShare = obligor === 'noncustodial' ? ncpShare : roundToDecimals(1 - ncpShare, 3);
  steps.push(percent('Line 6: proportional share of income (noncustodial parent)', roundToDecimals(ncpShare * 100, 1), 'to 0.1%', 'RCW 26.19.080(1)'));
  if (obligor === 'custodial') {
    steps.push(note('Obligor', 'The parent entered as custodial has fewer overnights, so that parent pays the transfer payment.'));
  }

  // EHB 1014: the combined income is read at the nearest $100 row.
  const rowIncome = Math.round(combined / 100) * 100;
  const lookupIncome = Math.min(Math.max(rowIncome, TABLE_FLOOR), TABLE_TOP);
  if (rowIncome < TABLE_FLOOR) {
    const text = `Combined net income is below the $${TABLE_FLOOR.toLocaleString('en-US')} first row; the first row was used and the low-income limits below apply (RCW 26.19.065).`;
    approximations.push(text);
    steps.push(note('Below the table', text, 'RCW 26.19.065(2)'));
  }
  if (rowIncome > TABLE_TOP) {
    const text = 'Combined net income is above $50,000, where the court may exceed the table amount on written findings; the top row was used.';
    approximations.push(text);
    steps.push(note('Above the table', text, 'RCW 26.19.065(3)'));
  }
  // Every $100 row is held, so the row read is exact (no interpolation happens).
  const reading = readSchedule(WASHINGTON_2026_ECONOMIC_TABLE, lookupIncome, c.children, 'interpolate');
  const perChild = roundToNearestDollar(reading.amount);
  if (c.children > TABLE_MAX_CHILDREN) {
    const text = 'The economic table stops at five children; the five-child per-child amount was used for each child.';
    approximations.push(text);
    steps.push(note('More than five children', text, 'RCW 26.19.020'));
  }
  const basic = roundToCents(perChild * c.children);
  steps.push(
    money('Line 3: basic support obligation per child (economic table)', perChild, `row ${lookupIncome}, ${reading.description}`, 'RCW 26.19.020'),
    money('Line 5: total basic support obligation', basic, `${perChild} × ${c.children}`, 'RCW 26.19.020'),
  );

  const standard = roundToCents(basic * obligorShare);
  steps.push(money("Line 7: obligor's standard calculation", standard, `${basic} × ${(obligorShare * 100).toFixed(1)}%`, 'RCW 26.19.080(1)'));

  // RCW 26.19.065(2): the basic obligation may not take the obligor below the self-support reserve,
  // but a presumptive minimum of $50 per child applies.
  const minimum = MINIMUM_PER_CHILD * c.children;
  const aboveReserve = roundToCents(Math.max(0, obligorNet - SELF_SUPPORT_RESERVE_2026));
  let basicOwed = standard;
  if (standard > aboveReserve) {
    basicOwed = aboveReserve;
    steps.push(money('Limited by the self-support reserve', aboveReserve, `${obligorNet} − ${SELF_SUPPORT_RESERVE_2026}`, 'RCW 26.19.065(2)(b)'));
  }
  if (basicOwed < minimum) {
    basicOwed = minimum;
    steps.push(money('Presumptive minimum ($50 per child)', minimum, `${MINIMUM_PER_CHILD} × ${c.children}`, 'RCW 26.19.065(2)(a)'));
  }

  const addOns = prorateAddOns(c, ncpShare, 'RCW 26.19.080(2)-(3)');
  steps.push(...addOns.steps);
  const obligorAddOns = obligor === 'noncustodial' ? addOns.netToNoncustodialObligation : -addOns.netToNoncustodialObligation;
  let total = roundToCents(basicOwed + obligorAddOns);
  const cap = roundToCents(obligorNet * FORTY_FIVE_PERCENT);
  if (total > cap && cap >= minimum) {
    steps.push(money('Limited to 45% of net income', cap, `${obligorNet} × 45%`, 'RCW 26.19.065(1)'));
    total = cap;
  }
  steps.push(
    note(
      'Residential time',
      'Washington has no formula for residential time: the time the children spend with the paying parent is a ground to deviate (RCW 26.19.075(1)(d)), not a calculation step.',
      'RCW 26.19.075(1)(d)',
    ),
  );

  const transfer = roundToNearestDollar(total);
  const ncpOwes = obligor === 'noncustodial' ? transfer : -transfer;
  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(money('Line 17: transfer payment (whole dollars)', monthlyPayment, undefined, 'Washington State Child Support Schedule worksheet'));
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 1),
    baseAmount: standard,
    adjustment: roundToCents(monthlyPayment - standard),
    steps,
    approximations,
  };
}

const base = { custodyArrangement: 'primary', state: 'washington', asOf: '2026-11-01', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

export const washington = defineChildSupportRules({
  slug: 'washington',
  versions: [
    {
      effective: { from: '2026-01-01' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'official',
      sources: [RCW_26_19, EHB_1014, SSR_2026],
      approximations: [],
      summary:
        'Income shares on net income with the 2026 economic table (per-child amounts, nearest $100 row), income shares to 0.1%; the obligor keeps a self-support reserve of 180% of the poverty guideline ($2,394), with a $50-per-child minimum and a 45%-of-net-income limit; no formula for residential time (a deviation).',
      compute: computeWashington,
    },
  ],
  examples: [
    {
      name: 'WSCSS calculator case: one child, $2,000 and $4,000 net a month',
      kind: 'secondary',
      source: "the Washington State Child Support Schedule online calculator (WSCSS, fortress.wa.gov), as checked against it on 2026-06-16 and recorded by tcbmem-png/csg_tcblaw, src/lib/calc/states/wa/fixtures.json, case \"WA-baseline-1child\" (read 2026-11-26): combined $6,000, $1,048 for one child, obligor 0.667, $699",
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'washington',
        incomeBasis: 'net',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 699, payer: 'noncustodial' },
      note: 'Combined net $6,000: $1,048 for one child; the obligor’s share to three decimals, 0.667: $698.92, $699.',
    },
    {
      name: 'Net incomes $3,000 and $5,000, two children',
      kind: 'derived',
      source: 'derived from RCW 26.19.020 (economic table, $8,000 row) and 26.19.080(1)',
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 },
      expected: { monthlyPayment: 1200, payer: 'noncustodial' },
      note: 'Combined $8,000: 2 children $960 per child → $1,920. Share 62.5% → $1,200; above the reserve (5,000 − 2,394 = 2,606) and under 45% (2,250).',
    },
    {
      name: 'Net incomes $2,600 and $3,900, three children',
      kind: 'derived',
      source: 'derived from RCW 26.19.020 (economic table, $6,500 row: three children $656 per child) and 26.19.080(1)',
      input: { ...base, custodialParentIncome: 2600, nonCustodialParentIncome: 3900, numberOfChildren: 3 },
      expected: { monthlyPayment: 1181, payer: 'noncustodial' },
      note: 'Combined $6,500: $656 × 3 = $1,968. Share 60.0% → $1,180.80, whole dollars $1,181; above the reserve (3,900 − 2,394 = 1,506) and under 45% (1,755).',
    },
    {
      name: 'Net incomes $2,000 and $4,000, one child (as checked against the state calculator)',
      kind: 'derived',
      source:
        'derived from RCW 26.19.020 ($6,000 row, one child $1,048) and 26.19.080(1); the same case is reported as checked against the live WSCSS calculator on 2026-06-16 by tcbmem-png/csg_tcblaw (src/lib/calc/states/wa/fixtures.json, WA-baseline-1child: $699)',
      input: { ...base, custodialParentIncome: 2000, nonCustodialParentIncome: 4000, numberOfChildren: 1 },
      expected: { monthlyPayment: 699, payer: 'noncustodial' },
      note: 'Share 4,000 / 6,000 = 0.667; 0.667 × 1,048 = 698.92 → $699.',
    },
    {
      name: 'Combined $5,025 reads the nearest $100 row ($5,000)',
      kind: 'derived',
      source:
        'derived from RCW 26.19.020 ($5,000 row, one child $951) and 26.19.080(1); same case in tcbmem-png/csg_tcblaw fixtures (WA-offRow-nearest100-down-1child: $573)',
      input: { ...base, custodialParentIncome: 2000, nonCustodialParentIncome: 3025, numberOfChildren: 1 },
      expected: { monthlyPayment: 573, payer: 'noncustodial' },
      note: 'Share 3,025 / 5,025 = 0.602; 0.602 × 951 = 572.50 → $573.',
    },
    {
      name: 'Obligor below the self-support reserve: $50 per child',
      kind: 'derived',
      source: 'derived from RCW 26.19.065(2)(a)-(b) as amended by EHB 1014',
      input: { ...base, custodialParentIncome: 4000, nonCustodialParentIncome: 2000, numberOfChildren: 2 },
      expected: { monthlyPayment: 100, payer: 'noncustodial' },
      note: 'Obligor net $2,000 is below the $2,394 reserve: the presumptive minimum $50 × 2 = $100 applies.',
    },
  ],
});
