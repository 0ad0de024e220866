import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { worksheetOvernights } from '../overnights.js';
import { TENNESSEE_SCHEDULE, TENNESSEE_SHADED_ROWS } from './data/tennessee-schedule.js';

const LESS_PARENTING_TIME: Source = {
  title: 'Tenn. Comp. R. & Regs. 1240-02-04-.04(7)(i), Increase in child support obligation for less parenting time',
  section:
    '(i)1.: an ARP with sixty-eight (68) or fewer days a year (or on average) "may be increased" for the lack of parenting time, by (69 − days) ÷ 365; (i)2.: times the ARP’s share of the BCSO. Text as quoted in full by tennesseechildsupport.wordpress.com (2012-05-28); the revision effective 2021-10-01 was not seen for this paragraph',
  url: 'https://tennesseechildsupport.wordpress.com/2012/05/28/tennessee-child-support-goes-up-if-less-than-68-days-per-year-parenting-time/',
  lastChecked: '2026-11-26',
};
const RULES: Source = {
  title: 'Tenn. Comp. R. & Regs. ch. 1240-02-04, Child Support Guidelines (revised effective 2021-10-01)',
  section: '1240-02-04-.04(6) schedule lookup, .04(7) parenting time, .04(8) add-ons, .04(11) rounding, .04(12) minimum, .09 schedule',
  url: 'https://publications.tnsosfiles.com/rules/1240/1240-02/1240-02-04.20211001.pdf',
};
const STATUTE: Source = {
  title: 'Tenn. Code Ann. § 36-5-101(e)(1)(B) (presumptive maximum order above $10,000 net income)',
  section: '§ 36-5-101(e)(1)(B)',
};

assertScheduleShape('Tennessee 1240-02-04-.09', TENNESSEE_SCHEDULE);

const TOP_OF_SCHEDULE = 28250;
/** Rule .09: above $28,250 the BCSO is the top row plus these percentages of the excess (1 to 5+ children). */
const ABOVE_SCHEDULE_RATES = [0.0681, 0.0722, 0.0777, 0.0805, 0.0866] as const;
/** Rule .04(7)(h): an ARP with 92 or more days gets the variable-multiplier reduction. */
const REDUCTION_MIN_DAYS = 92;
/** Rule .04(7)(h): variable multiplier per day of the ARP's parenting time (2 ÷ 182.5 = 0.0109589). */
const VARIABLE_MULTIPLIER_PER_DAY = 2 / 182.5;
/**
 * Rule .04(7)(i)1.-2.: with 68 or fewer days the ARP's obligation "may be increased" by (69 − days) ÷ 365
 * of their share — discretionary, so it is shown as a possible deviation and not added.
 */
const INCREASE_MAX_DAYS = 68;
const INCREASE_BASE_DAYS = 69;
/** Rule .04(7)(b)2.(i): with equal time each parent has 182.5 days. */
const EQUAL_DAYS = 182.5;
/** Rule .04(12): the minimum presumptive order. */
const MINIMUM_ORDER = 100;
/** § 36-5-101(e)(1)(B): presumptive maximum order by number of children (21/32/41/46/50% of $10,000). */
const STATUTORY_MAXIMUM = [2100, 3200, 4100, 4600, 5000] as const;

function column(values: readonly number[], children: number): number {
  return values[Math.min(children, values.length) - 1]!;
}

/** Rule .04(6): the schedule row at or above combined AGI (round up), or the .09 formula above $28,250. */
function basicObligation(combined: number, children: number): { amount: number; rowIncome: number; step: Step } {
  const reading = readSchedule(TENNESSEE_SCHEDULE, combined, children, 'next-higher-row');
  if (!reading.aboveTable) {
    return {
      amount: reading.amount,
      rowIncome: reading.rowIncome,
      step: money('Line 4. Basic child support obligation (schedule)', reading.amount, `combined AGI rounded up: ${reading.description}`, 'Rule .04(6)(b), .09'),
    };
  }
  const rate = column(ABOVE_SCHEDULE_RATES, children);
  const amount = roundToNearestDollar(reading.amount + (combined - TOP_OF_SCHEDULE) * rate);
  return {
    amount,
    rowIncome: combined,
    step: money('Line 4. Basic child support obligation (above the schedule)', amount, `${reading.amount} + (${combined} − ${TOP_OF_SCHEDULE}) × ${(rate * 100).toFixed(2)}%`, 'Rule .09'),
  };
}

/** The shaded (self-support reserve) cell for a parent's own AGI, if that cell is shaded. */
function shadedAmountFor(income: number, children: number): number | undefined {
  if (income > TOP_OF_SCHEDULE) return undefined;
  const reading = readSchedule(TENNESSEE_SCHEDULE, income, children, 'next-higher-row');
  const mask = TENNESSEE_SHADED_ROWS.get(reading.rowIncome) ?? 0;
  const bit = 1 << (Math.min(children, 5) - 1);
  return (mask & bit) !== 0 ? reading.amount : undefined;
}

function computeTennessee(c: ChildSupportCase): GuidelineOutcome {
  const approximations: string[] = [];
  // Rule .02(1), .04(4)-(5): adjusted gross income is gross income less self-employment tax and
  // credits for other children, entered here as deductions.
  const cpAgi = roundToCents(Math.max(0, c.custodial.monthlyIncome - c.custodial.monthlyDeductions));
  const ncpAgi = roundToCents(Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions));
  const combined = roundToCents(cpAgi + ncpAgi);
  const ncpShare = combined === 0 ? 0.5 : ncpAgi / combined;
  const cpShare = 1 - ncpShare;
  const steps: Step[] = [
    money('Line 1. Gross income (custodial parent)', c.custodial.monthlyIncome, undefined, 'Rule .04(3)'),
    money('Line 1. Gross income (noncustodial parent)', c.noncustodial.monthlyIncome, undefined, 'Rule .04(3)'),
    money('Line 2. Adjustments: other-children credits, self-employment tax (custodial parent)', c.custodial.monthlyDeductions, undefined, 'Rule .04(4)-(5)'),
    money('Line 2. Adjustments: other-children credits, self-employment tax (noncustodial parent)', c.noncustodial.monthlyDeductions, undefined, 'Rule .04(4)-(5)'),
    money('Line 3. Adjusted gross income (custodial parent)', cpAgi, undefined, 'Rule .02(1)'),
    money('Line 3. Adjusted gross income (noncustodial parent)', ncpAgi, undefined, 'Rule .02(1)'),
    money('Line 3. Combined adjusted gross income', combined),
    percent('Line 3. Percentage of income (custodial parent)', roundToDecimals(cpShare * 100, 2), undefined, 'Rule .02(20)'),
    percent('Line 3. Percentage of income (noncustodial parent)', roundToDecimals(ncpShare * 100, 2), undefined, 'Rule .02(20)'),
  ];
  const basic = basicObligation(combined, c.children);
  steps.push(basic.step);

  // Rule .04(7): the alternate residential parent (ARP) has fewer days; with equal time the
  // noncustodial parent is treated as the ARP (.04(7)(b)2.(i)).
  const cpDays = worksheetOvernights(c, 'custodial');
  const ncpDays = worksheetOvernights(c, 'noncustodial');
  const equal = cpDays === ncpDays;
  const arp: ParentRole = equal || ncpDays < cpDays ? 'noncustodial' : 'custodial';
  const arpShare = arp === 'noncustodial' ? ncpShare : cpShare;
  const prpShare = 1 - arpShare;
  const arpDays = equal ? EQUAL_DAYS : Math.min(cpDays, ncpDays);
  const arpProRata = roundToCents(basic.amount * arpShare);
  steps.push(
    count('Days with the custodial parent', cpDays),
    count('Days with the noncustodial parent', ncpDays),
    note('Alternate residential parent', `${arp === 'noncustodial' ? 'Noncustodial' : 'Custodial'} parent${equal ? ' (equal time: deemed ARP)' : ''}, ${arpDays} days.`, 'Rule .04(7)(b)'),
    money("Line 5. ARP's pro-rata share of the BCSO", arpProRata, `${basic.amount} × ${(arpShare * 100).toFixed(2)}%`, 'Rule .04(6)'),
  );

  let arpObligation = arpProRata;
  let reduced = false;
  if (arpDays >= REDUCTION_MIN_DAYS) {
    // Rule .04(7)(h): BCSO × (days × 2/182.5); the PRP's share of the increase is credited to the ARP.
    const multiplier = arpDays * VARIABLE_MULTIPLIER_PER_DAY;
    const adjusted = roundToCents(basic.amount * multiplier);
    const additional = roundToCents(adjusted - basic.amount);
    const prpPartOfAdditional = roundToCents(additional * prpShare);
    arpObligation = roundToCents(arpProRata - prpPartOfAdditional);
    reduced = true;
    steps.push(
      count('Line 6. Variable multiplier', roundToDecimals(multiplier, 7), `${arpDays} × 0.0109589`, 'Rule .04(7)(h)'),
      money('Line 6. Adjusted BCSO', adjusted, `${basic.amount} × ${roundToDecimals(multiplier, 7)}`, 'Rule .04(7)(h)'),
      money('Line 6. Increase over the BCSO', additional),
      money("Line 6. PRP's share of the increase", prpPartOfAdditional, `${additional} × ${(prpShare * 100).toFixed(2)}%`),
      money("Line 7. ARP's adjusted support obligation", arpObligation, `${arpProRata} − ${prpPartOfAdditional}`, 'Rule .04(7)(h)'),
    );
  } else if (arpDays <= INCREASE_MAX_DAYS) {
    // Rule .04(7)(i)1.: with 68 days or fewer the ARP's obligation "may be increased" — the tribunal's
    // choice, so the presumptive amount leaves it out and the worksheet shows it as a possible deviation.
    const increase = roundToCents((arpProRata * (INCREASE_BASE_DAYS - arpDays)) / 365);
    steps.push(
      money(
        'Possible deviation: increase for parenting time of 68 days or fewer (not included)',
        increase,
        `${arpProRata} × (${INCREASE_BASE_DAYS} − ${arpDays}) ÷ 365`,
        'Rule .04(7)(i)1.-2.',
      ),
      note(
        'Line 6. Parenting time adjustment',
        `None in the presumptive amount: the rule lets the tribunal increase the ARP's obligation for ${arpDays} days of parenting time (by up to the amount above) but does not require it.`,
        'Rule .04(7)(i)1.',
      ),
    );
  } else {
    steps.push(note('Line 6. Parenting time adjustment', 'None: the ARP has 69 to 91 days, the standard parenting time the schedule assumes.', 'Rule .04(7)(a)'));
  }

  // The shaded (self-support reserve) area: the ARP pays no more than the shaded amount for their own income.
  const arpAgi = arp === 'noncustodial' ? ncpAgi : cpAgi;
  const shaded = arpObligation > 0 ? shadedAmountFor(arpAgi, c.children) : undefined;
  if (shaded !== undefined && shaded < arpObligation) {
    approximations.push(
      "The ARP's own income falls in the shaded (self-support reserve) area of the schedule; the order was limited to the shaded amount for that income (Rule .04(7)(h)5., (i)2.) as the DHS worksheet applies it; the rule text was not seen.",
    );
    steps.push(money('Self-support reserve: shaded amount for the ARP\'s income alone', shaded, `lesser of ${arpObligation} and ${shaded}`, 'Rule .02(25)'));
    arpObligation = shaded;
  }

  // Positive: the noncustodial parent owes; negative: the custodial parent owes.
  let ncpOwes = arp === 'noncustodial' ? arpObligation : -arpObligation;
  const addOns = prorateAddOns(c, ncpShare, 'Rule .04(8)');
  steps.push(...addOns.steps);
  ncpOwes = roundToCents(ncpOwes + addOns.netToNoncustodialObligation);

  let monthlyPayment = roundToNearestDollar(Math.abs(ncpOwes));
  const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : ncpOwes > 0 ? 'noncustodial' : 'custodial';
  steps.push(money('Presumptive child support order (rounded to the dollar)', monthlyPayment, `|${ncpOwes}|`, 'Rule .04(11)'));
  if (payer !== 'none' && !reduced && monthlyPayment < MINIMUM_ORDER) {
    steps.push(money('Minimum order', MINIMUM_ORDER, undefined, 'Rule .04(12)'));
    monthlyPayment = MINIMUM_ORDER;
  }
  const maximum = column(STATUTORY_MAXIMUM, c.children);
  if (monthlyPayment > maximum) {
    steps.push(
      note(
        'Statutory presumptive maximum',
        `The order exceeds $${maximum} a month for ${c.children} child(ren): above it the receiving parent must show the additional amount is reasonably necessary.`,
        '§ 36-5-101(e)(1)(B)',
      ),
    );
  }
  const baseAmount = roundToCents(basic.amount * ncpShare);
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

export const tennessee = defineChildSupportRules({
  slug: 'tennessee',
  versions: [
    {
      effective: { from: '2021-10-01' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'official',
      sources: [RULES, LESS_PARENTING_TIME, STATUTE],
      approximations: [],
      summary:
        'Income shares on adjusted gross income with the 1240-02-04-.09 schedule (to $28,250, combined income rounded up to the next row; a percentage of the excess above); an ARP with 92+ days gets the variable-multiplier reduction, 68 or fewer days a possible increase shown as a deviation (Rule .04(7)(i) says it "may" be added); $100 minimum; whole dollars.',
      compute: computeTennessee,
    },
  ],
  examples: [
    {
      name: 'Equal parenting, three children, $12,500 combined',
      kind: 'secondary',
      source:
        'printed as an AOC-verified case (combined AGI $12,500, BCSO $1,933, net presumptive $644 from the higher earner) in tcbmem-png/csg_tcblaw, src/lib/calc/states/tn/fixtures.json, "TN-3ch-5050-mid" (read 2026-11-26); worked under Tenn. Comp. R. & Regs. 1240-02-04-.04(7)(b)2.(i) and (h)',
      input: {
        custodialParentIncome: 8333.33,
        nonCustodialParentIncome: 4166.67,
        numberOfChildren: 3,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        state: 'tennessee',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 644, payer: 'custodial' },
      note: 'BCSO at $12,500, 3 children: $1,933. Noncustodial parent deemed ARP at 182.5 days: multiplier 2; adjusted BCSO 3,866; increase 1,933; PRP share 1,933 × 66.67% = 1,288.67; ARP pro rata 1,933 × 33.33% = 644.33; 644.33 − 1,288.67 = −644.34 → the custodial parent pays $644.',
    },
    {
      name: 'Standard parenting (80 days), two children, $7,000 combined',
      kind: 'derived',
      source: 'derived from Tenn. Comp. R. & Regs. 1240-02-04-.04(6), .04(7)(a) and .09 (row $7,000, two children $1,276)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 78.08,
        nonCustodialParentTime: 21.92,
        custodialParentOvernights: 285,
        nonCustodialParentOvernights: 80,
        state: 'tennessee',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 729, payer: 'noncustodial' },
      note: '1,276 × 4,000/7,000 = 729.14 → $729 (no parenting-time adjustment at 80 days).',
    },
  ],
});
