import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';

const LAST_CHECKED = '2026-11-21';

const GUIDELINES_2025: Source = {
  title: 'Massachusetts Probate and Family Court, 2025 Child Support Guidelines (effective December 1, 2025, as amended October 30, 2025) and Guidelines Worksheet (CJD 304)',
  section: 'Guidelines and Worksheet Tables A and B',
  url: 'https://www.mass.gov/resource/2025-child-support-guidelines',
  lastChecked: LAST_CHECKED,
};
const TABLE_SECONDARY: Source = {
  title:
    'Table A bands and Table B multipliers as transcribed from the official worksheet script by sadiyaqeen92639572-cloud/child-support-calculator-usa (data/rules/massachusetts.json); the $1,601-$2,400 band ($346 + 18%) and the $450,000 cap agree with Bowditch & Dewey, "They\'re Here! The 2025 Massachusetts Child Support Guidelines" (2025-11-10) and bostonmediation.com',
  url: 'https://www.bowditch.com/2025/11/10/client-alert-theyre-here-the-2025-massachusetts-child-support-guidelines',
  lastChecked: LAST_CHECKED,
};

/** $450,000 a year ÷ 52, as the worksheet caps combined available weekly income. */
const WEEKLY_CAP = 8_654;
/** Worksheet instructions: monthly × 12 ÷ 52 to a weekly amount; amounts rounded to the dollar. */
const WEEKS_PER_YEAR = 52;

interface Band {
  from: number;
  to: number;
  base: number;
  rate: number;
  over: number;
}
/** Table A, weekly, for combined available income; `base + rate × (income − over)`, each product rounded to the dollar. */
const TABLE_A: readonly Band[] = [
  { from: 0, to: 301, base: 15, rate: 0, over: 0 },
  { from: 302, to: 391, base: 15, rate: 0.2, over: 301 },
  { from: 392, to: 1000, base: 0, rate: 0.22, over: 0 },
  { from: 1001, to: 1600, base: 220, rate: 0.21, over: 1000 },
  { from: 1601, to: 2400, base: 346, rate: 0.18, over: 1600 },
  { from: 2401, to: 3500, base: 490, rate: 0.14, over: 2400 },
  { from: 3501, to: 5000, base: 644, rate: 0.11, over: 3500 },
  { from: 5001, to: WEEKLY_CAP, base: 809, rate: 0.1, over: 5000 },
];
/** Table B: 1-5 children; more children use the five-children factor. */
const TABLE_B = [1, 1.4, 1.68, 1.85, 1.94] as const;

const APPROXIMATIONS = [
  "Table A and Table B are taken from a secondary transcription of the official 2025 worksheet (only Table A's $1,601-$2,400 band and the $450,000 cap are confirmed by a second source); the official guidelines text was not available to check every band and the children multipliers.",
  'Childcare and the children’s health insurance are deducted from the paying parent’s income and then shared by income, with the adjustment capped at 15% of the order as the worksheet did from 2017; the 2025 worksheet’s exact cost-adjustment lines were not verified.',
  'The worksheet has two parenting schedules: about two-thirds/one-third, and equal time (run once with each parent as recipient and offset). Other splits are deviations the court decides; they are computed here with the nearer schedule.',
];

export function tableA(weeklyCombined: number): { amount: number; band: Band } {
  const income = Math.min(roundToNearestDollar(weeklyCombined), WEEKLY_CAP);
  const band = TABLE_A.find((b) => income <= b.to) ?? TABLE_A[TABLE_A.length - 1]!;
  return { amount: band.base + roundToNearestDollar(band.rate * (income - band.over)), band };
}

const OTHER: Record<ParentRole, ParentRole> = { custodial: 'noncustodial', noncustodial: 'custodial' };
const NAME: Record<ParentRole, string> = { custodial: 'Custodial parent', noncustodial: 'Noncustodial parent' };

function weekly(monthly: number): number {
  return roundToNearestDollar((monthly * 12) / WEEKS_PER_YEAR);
}

function computeMassachusetts(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [
    note('Estimate', APPROXIMATIONS[0]!),
    note('Worksheet period', 'The worksheet is weekly: monthly amounts × 12 ÷ 52, rounded to the dollar; the result is converted back × 52 ÷ 12.'),
  ];
  const available = {} as Record<ParentRole, number>;
  const costsPaid = {} as Record<ParentRole, number>;
  for (const role of ['noncustodial', 'custodial'] as const) {
    const gross = weekly(c[role].monthlyIncome);
    const other = weekly(c[role].monthlyDeductions);
    const care = c.childcare.paidBy === role ? weekly(c.childcare.monthly) : 0;
    const health = c.healthInsurance.paidBy === role ? weekly(c.healthInsurance.monthly) : 0;
    costsPaid[role] = care + health;
    steps.push(money(`${NAME[role]}: gross weekly income`, gross, `${roundToCents(c[role].monthlyIncome)} × 12 ÷ 52`, 'Worksheet line 2a'));
    if (other > 0) steps.push(money(`${NAME[role]}: minus other support obligations paid`, other, undefined, 'Worksheet line 2d'));
    if (health > 0) steps.push(money(`${NAME[role]}: minus children's health care premium paid`, health, undefined, 'Worksheet line 2e'));
    if (care > 0) steps.push(money(`${NAME[role]}: minus childcare cost paid`, care, undefined, '2025 Guidelines (child care)'));
    available[role] = Math.max(0, gross - other - health - care);
    steps.push(money(`${NAME[role]}: available income`, available[role]));
  }
  const combined = available.custodial + available.noncustodial;
  const capped = Math.min(combined, WEEKLY_CAP);
  steps.push(
    money('Combined available weekly income', combined),
    money('Combined available income used (cap $450,000 a year)', capped, combined > WEEKLY_CAP ? `capped at ${WEEKLY_CAP}` : undefined, '2025 Guidelines (income cap)'),
  );
  if (combined > WEEKLY_CAP) {
    steps.push(note('Above the cap', 'Above $450,000 a year the amount at the cap is the presumptive minimum; the court may order more.', '2025 Guidelines (income cap)'));
  }
  const share = {} as Record<ParentRole, number>;
  for (const role of ['noncustodial', 'custodial'] as const) {
    share[role] = combined === 0 ? 0 : available[role] / combined;
    steps.push(percent(`${NAME[role]}: share of combined available income`, roundToDecimals(share[role] * 100, 2)));
  }
  const { amount: tableAmount, band } = tableA(capped);
  const multiplier = TABLE_B[Math.min(c.children, 5) - 1]!;
  const basic = roundToNearestDollar(tableAmount * multiplier);
  steps.push(
    money('Table A amount', tableAmount, band.rate === 0 ? `${band.base}` : `${band.base} + ${band.rate * 100}% × (${capped} − ${band.over})`, 'Worksheet Table A'),
    count('Table B multiplier for the number of children', multiplier, undefined, 'Worksheet Table B'),
    money('Weekly child support obligation (both parents)', basic, `${tableAmount} × ${multiplier}`),
  );

  const equalTime = c.custodial.timePercent >= 45 && c.noncustodial.timePercent >= 45;
  let payer: ParentRole;
  let weeklyOrder: number;
  if (equalTime) {
    const cpOwes = roundToNearestDollar(basic * share.custodial);
    const ncpOwes = roundToNearestDollar(basic * share.noncustodial);
    payer = ncpOwes >= cpOwes ? 'noncustodial' : 'custodial';
    weeklyOrder = Math.abs(ncpOwes - cpOwes);
    steps.push(
      note('Parenting time', 'Equal time: the worksheet is run with each parent as recipient and the two amounts offset.', '2025 Guidelines (parenting time)'),
      money('Noncustodial parent’s share', ncpOwes),
      money('Custodial parent’s share', cpOwes),
      money('Weekly order after the offset', weeklyOrder, `|${ncpOwes} − ${cpOwes}|`),
    );
  } else {
    payer = c.noncustodial.timePercent <= c.custodial.timePercent ? 'noncustodial' : 'custodial';
    weeklyOrder = roundToNearestDollar(basic * share[payer]);
    steps.push(
      note('Parenting time', 'The children live primarily with one parent (about two-thirds of the time); the other parent pays their share.', '2025 Guidelines (parenting time)'),
      money("Paying parent's share of the obligation", weeklyOrder, `${basic} × ${roundToDecimals(share[payer] * 100, 2)}%`),
    );
  }
  const base = weeklyOrder;

  // Costs the recipient paid are shared by the payer's income share and the reverse; capped at 15% of the order.
  const recipient = OTHER[payer];
  const rawAdjustment = share[payer] * costsPaid[recipient] - share[recipient] * costsPaid[payer];
  let adjustment = roundToNearestDollar(rawAdjustment);
  if (adjustment !== 0) {
    const cap = roundToNearestDollar(base * 0.15);
    const limited = Math.max(-cap, Math.min(cap, adjustment));
    steps.push(
      money(
        'Childcare and health care adjustment (capped at 15% of the order)',
        limited,
        `${roundToDecimals(share[payer] * 100, 2)}% × ${costsPaid[recipient]} − ${roundToDecimals(share[recipient] * 100, 2)}% × ${costsPaid[payer]}${limited !== adjustment ? `, limited to ±${cap}` : ''}`,
      ),
    );
    adjustment = limited;
  }
  const weeklyTotal = Math.max(0, base + adjustment);
  steps.push(money('Weekly child support order', weeklyTotal));
  const monthlyPayment = roundToCents((weeklyTotal * WEEKS_PER_YEAR) / 12);
  const baseMonthly = roundToCents((base * WEEKS_PER_YEAR) / 12);
  steps.push(money('Monthly equivalent', monthlyPayment, `${weeklyTotal} × 52 ÷ 12`));

  return {
    monthlyPayment,
    payer: monthlyPayment > 0 ? payer : 'none',
    combinedIncome: roundToCents((combined * WEEKS_PER_YEAR) / 12),
    nonCustodialPercentage: roundToDecimals(share.noncustodial * 100, 2),
    baseAmount: baseMonthly,
    adjustment: roundToCents(monthlyPayment - baseMonthly),
    steps,
    approximations: [],
  };
}

const version2025: ChildSupportRuleVersion = {
  effective: { from: '2025-12-01' },
  model: 'massachusetts-formula',
  incomeBasis: 'gross',
  confidence: 'estimate',
  sources: [GUIDELINES_2025, TABLE_SECONDARY],
  approximations: APPROXIMATIONS,
  summary:
    'Weekly gross income less other support and costs paid; Table A on combined available income (cap $450,000/yr) × Table B for children, split by income share; 2/3-1/3 schedule, or equal time run twice and offset.',
  compute: computeMassachusetts,
};

const exampleCase = {
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 67,
  nonCustodialParentTime: 33,
  state: 'massachusetts',
  asOf: '2026-11-01',
} as const;

export const massachusetts = defineChildSupportRules({
  slug: 'massachusetts',
  versions: [version2025],
  examples: [
    {
      name: 'Combined $2,000 a week, one child: Table A $346 + 18% over $1,600',
      source:
        'derived from the 2025 Guidelines Table A band quoted by Bowditch & Dewey (2025-11-10): "for a family earning $2,000 per week support is computed as $346 plus 18% of income above $1,600"',
      kind: 'derived',
      // 5,200 and 3,466.67 a month are 1,200 and 800 a week.
      input: { ...exampleCase, nonCustodialParentIncome: 5200, custodialParentIncome: 3466.67 },
      expected: { monthlyPayment: 1087.67, payer: 'noncustodial' },
      note: 'Table A: 346 + 0.18 × 400 = 418 a week; payer share 60% → 250.80 → 251 a week; × 52 ÷ 12 = 1,087.67.',
    },
  ],
});
