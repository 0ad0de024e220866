import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { netIncomeOf } from '../models/parent-income.js';
import { incomeShares, wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';

/*
 * Where the Delaware rule text was looked for (2026-11-21). Read: Rules 502(a), 503(a)-(b)(1) and
 * 506(a)-(b) in a public mirror of the Family Court Civil Rules (as amended through 2024), Rule 505
 * (2015 wording) and Rule 500 in secondary copies. Not found among stored pages or public
 * repositories: Rule 504 (SOLA percentages, high-income offset), the rest of Rule 502 (how the Self
 * Support Allowance is set, the other-children discount), the current Form 509 / 509-I and the
 * Family Court's annual notice of the 2025 and 2026 figures. So the formula steps follow the rules
 * as read, while the yearly figures and SOLA remain secondary: an estimate.
 */
const RULES_BASE =
  'https://d1tvxue8o4w0fl.cloudfront.net/rule/delaware-court-rules/delaware-family-court-rules-of-civil-procedure/delaware-child-support-formula/';

const RULE_502: Source = {
  title: 'Delaware Family Court Civil Rule 502, Net Available Income (as amended through 2024-09-30)',
  section: 'Rule 502(a): net income less a Self Support Allowance; monthly amounts, all values rounded to the nearest whole number',
  url: `${RULES_BASE}rule-502-net-available-income`,
};
const RULE_503: Source = {
  title: 'Delaware Family Court Civil Rule 503, Primary Support Need (as amended through 2024-11-14)',
  section:
    'Rule 503(a) primary share; 503(b)(1) primary allowance: per household 25% of the Self Support Allowance − $25, per child 25% + $20, each rounded to a multiple of ten; (b)(2) child care',
  url: `${RULES_BASE}rule-503-primary-support-need`,
};
const RULE_505: Source = {
  title: 'Delaware Family Court Civil Rule 505, Credits and the Net Monthly Obligation (text as amended 2015, copy at howtolegalhelp.com)',
  section: 'Rule 505(a) gross obligation, (b) credits, (c) parenting time adjustment: 10% for 80-124 and 30% for 125-163 overnights of the primary allowance and combined SOLA',
  url: 'https://howtolegalhelp.com/rule-505-credits-and-the-net-monthly-obligation',
};
const RULE_506: Source = {
  title: 'Delaware Family Court Civil Rule 506, Minimum orders and low-income adjustments (as amended through 2024-09-30)',
  section:
    'Rule 506(a) minimum order 20% of the primary allowance for one child (two children for 2 or more), rounded to a multiple of ten, not in shared (164+ overnights each) or split placement; (b) self-support protection 50% of net available income',
  url: `${RULES_BASE}rule-506-minimum-orders-and-low-income-adjustments`,
};

interface DelawareYear {
  year: number;
  /** Monthly Self Support Allowance (Rule 502), as reported for the year. */
  selfSupportAllowance: number;
}

/**
 * Self Support Allowance by year. Not read from the Family Court's published figures: $1,570 (2025)
 * from divorceai.com/blog/delaware-child-support-calculations, whose one-child primary allowance
 * ($780) matches Rule 503(b)(1) applied to it (410 + 370); $1,600 (2026) as carried by this project
 * before. Both equal 120% of that year's HHS poverty guideline for one person ÷ 12, rounded to a
 * multiple of ten ($15,650 → 1,565 → 1,570; $15,960 → 1,596 → 1,600), which is how they are
 * presumably set, but the rule text that sets them (Rule 502) was not visible past its opening.
 */
const DELAWARE_2025: DelawareYear = { year: 2025, selfSupportAllowance: 1570 };
const DELAWARE_2026: DelawareYear = { year: 2026, selfSupportAllowance: 1600 };

/** SOLA percentages as reported (12% one child, 17% two, 21% three, 2% more for each further child); Rule 504 was not read. */
function solaRate(children: number): number {
  if (children === 1) return 0.12;
  if (children === 2) return 0.17;
  return 0.21 + 0.02 * (children - 3);
}

/** Rule 503(b)(1)(iii) and 506(a): rounded to the nearest multiple of ten. */
function roundToTen(value: number): number {
  return roundToNearestDollar(value / 10) * 10;
}

export function primaryAllowanceComponents(ssa: number): { perChild: number; perHousehold: number } {
  return { perChild: roundToTen(ssa * 0.25 + 20), perHousehold: roundToTen(ssa * 0.25 - 25) };
}

export function primaryAllowanceFor(ssa: number, children: number): number {
  const { perChild, perHousehold } = primaryAllowanceComponents(ssa);
  return perChild * children + perHousehold;
}

/** Rule 505(c): the parenting time adjustment by the obligor's annual overnights. */
function parentingTimeRate(nights: number): number {
  if (nights >= 125 && nights <= 163) return 0.3;
  if (nights >= 80 && nights <= 124) return 0.1;
  return 0;
}
const SHARED_PLACEMENT_NIGHTS = 164;
/** Rule 506(b): the obligation may not exceed this share of net available income. */
const SELF_SUPPORT_PROTECTION = 0.5;

const APPROXIMATIONS = [
  'The Self Support Allowance ($1,570 in 2025, $1,600 in 2026) and the SOLA percentages (12%, 17%, 21%, +2% a further child) come from secondary sources; the Family Court’s annual figures and Rule 504 (SOLA, with its high-income offset) were not read. The primary allowance, minimum order and self-support protection follow Rules 503 and 506 as read.',
  'Rule 505 is applied in the 2015 wording seen in a secondary copy (parenting time adjustment of 10% / 30% of the primary allowance and combined SOLA); later amendments, if any, were not seen. Each parent’s share is kept to the hundredth of a percent.',
  'Not modelled: the discount for other children (Rule 502), the high-income offset to SOLA (Rule 504), the 35% self-support protection for parents with children in three or more households, and the shared (164+ overnights each) and split placement worksheets (flagged).',
];

const LABEL: Record<ParentRole, string> = { custodial: 'custodial parent', noncustodial: 'noncustodial parent' };

function computeDelaware(y: DelawareYear) {
  const ssa = y.selfSupportAllowance;
  return (c: ChildSupportCase): GuidelineOutcome => {
    const steps: Step[] = [];
    const approximations: string[] = [];
    const naiOf = (role: ParentRole): number => {
      const r = netIncomeOf(c, role, { state: 'delaware', label: 'monthly net income' });
      steps.push(...r.steps);
      if (r.estimated && !approximations.some((a) => a.startsWith('Net income'))) {
        approximations.push('Net income was estimated from gross income with standard federal, FICA and Delaware tax; Rule 502 uses the actual deductions.');
      }
      const deductions = roundToNearestDollar(c[role].monthlyDeductions);
      if (deductions > 0) steps.push(money(`Deductions entered (${LABEL[role]})`, deductions, undefined, 'Rule 502'));
      // Rule 502(a): monthly amounts rounded to the nearest whole number.
      const net = roundToNearestDollar(Math.max(0, r.net - deductions));
      const nai = Math.max(0, net - ssa);
      steps.push(money(`Net available income (${LABEL[role]})`, nai, `${net} − ${ssa}`, 'Rule 502(a)'));
      return nai;
    };
    steps.push(money('Self Support Allowance (each parent)', ssa, `${y.year} figure as reported`, 'Rule 502'));
    const nai = { custodial: naiOf('custodial'), noncustodial: naiOf('noncustodial') };
    const shares = incomeShares(nai.custodial, nai.noncustodial);
    const share: Record<ParentRole, number> = { custodial: shares.custodialShare, noncustodial: shares.noncustodialShare };

    const { perChild, perHousehold } = primaryAllowanceComponents(ssa);
    const allowance = perChild * c.children + perHousehold;
    const childcare = roundToNearestDollar(c.childcare.monthly);
    const insurance = roundToNearestDollar(c.healthInsurance.monthly);
    const need = allowance + childcare + insurance;
    const rate = solaRate(c.children);
    steps.push(
      percent("Noncustodial parent's primary share", roundToDecimals(shares.noncustodialShare * 100, 2), undefined, 'Rule 503(a)'),
      money('Primary allowance', allowance, `${c.children} × ${perChild} + ${perHousehold}`, 'Rule 503(b)(1)'),
      money('Primary support need (allowance + child care + health insurance)', need, undefined, 'Rule 503(b)'),
      percent('SOLA percentage', roundToDecimals(rate * 100, 2), undefined, 'Rule 504 (as reported)'),
    );
    const obligationOf = (role: ParentRole) => {
      const primary = roundToNearestDollar(need * share[role]);
      const sola = roundToNearestDollar(Math.max(0, nai[role] - primary) * rate);
      steps.push(
        money(`Primary support obligation (${LABEL[role]})`, primary, `${need} × ${(share[role] * 100).toFixed(2)}%`, 'Rule 503(b)'),
        money(`SOLA (${LABEL[role]})`, sola, `(${nai[role]} − ${primary}) × ${(rate * 100).toFixed(0)}%`, 'Rule 504'),
        money(`Gross obligation (${LABEL[role]})`, primary + sola, undefined, 'Rule 505(a)'),
      );
      return { primary, sola, gross: primary + sola };
    };
    const ob = { custodial: obligationOf('custodial'), noncustodial: obligationOf('noncustodial') };
    const combinedSola = ob.custodial.sola + ob.noncustodial.sola;

    const cpNights = wholeOvernights(c, 'custodial');
    const ncpNights = wholeOvernights(c, 'noncustodial');
    const obligor: ParentRole = cpNights < ncpNights ? 'custodial' : 'noncustodial';
    const obligorNights = Math.min(cpNights, ncpNights);
    if (obligor === 'custodial') steps.push(note('Obligor', 'The parent entered as custodial has fewer overnights, so that parent pays.'));

    // Rule 505(b)(2): the obligor keeps what the obligor pays for child care and the children's insurance.
    const paid = (c.childcare.paidBy === obligor ? childcare : 0) + (c.healthInsurance.paidBy === obligor ? insurance : 0);
    if (paid > 0) steps.push(money('Credit: child care and insurance the obligor pays', paid, undefined, 'Rule 505(b)(2)'));
    steps.push(count('Overnights with the obligor', obligorNights));
    const ptRate = parentingTimeRate(obligorNights);
    let adjustment = 0;
    if (ptRate > 0) {
      adjustment = roundToNearestDollar((allowance + combinedSola) * ptRate);
      steps.push(
        money('Parenting time adjustment', adjustment, `(${allowance} + combined SOLA ${combinedSola}) × ${ptRate * 100}%`, 'Rule 505(c)'),
      );
    }
    let owed = Math.max(0, ob[obligor].gross - paid - adjustment);
    steps.push(money('Net monthly obligation', owed, `${ob[obligor].gross} − ${paid} − ${adjustment}`, 'Rule 505'));

    const cap = roundToNearestDollar(nai[obligor] * SELF_SUPPORT_PROTECTION);
    if (owed > cap) {
      owed = cap;
      steps.push(money('Self-support protection (50% of net available income)', cap, `${nai[obligor]} × 50%`, 'Rule 506(b)'));
    }
    const shared = obligorNights >= SHARED_PLACEMENT_NIGHTS;
    if (shared) {
      const text =
        'With 164 or more overnights in each home Delaware uses its shared placement calculation (Rule 505, Form 509 shared worksheet), which is not applied here; the minimum order does not apply (Rule 506(a)(1)).';
      approximations.push(text);
      steps.push(note('Shared placement', text, 'Rule 506(a)(1)'));
    } else {
      const minimum = roundToTen(primaryAllowanceFor(ssa, Math.min(c.children, 2)) * 0.2);
      if (owed < minimum) {
        owed = minimum;
        steps.push(money('Minimum order', minimum, `20% of the primary allowance for ${Math.min(c.children, 2)} ${c.children === 1 ? 'child' : 'children'}`, 'Rule 506(a)'));
      }
    }
    const monthlyPayment = owed;
    const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : obligor;
    steps.push(money('Monthly child support', monthlyPayment, undefined, 'Rule 505, 506'));
    const base = ob[obligor].gross;
    return {
      monthlyPayment,
      payer,
      combinedIncome: shares.combined,
      nonCustodialPercentage: roundToDecimals(shares.noncustodialShare * 100, 2),
      baseAmount: base,
      adjustment: monthlyPayment - base,
      steps,
      approximations,
    };
  };
}

const SUMMARY =
  'Melson formula on net income in whole dollars: each parent keeps the Self Support Allowance; the primary allowance (per child and per household, a quarter of the allowance ± a set amount) plus child care and insurance is shared by net available income, then a SOLA percentage of what each has left; the obligor keeps what it pays directly and a 10% / 30% parenting time adjustment at 80 / 125 overnights; at most 50% of net available income, at least the minimum order.';

const sample = { custodyArrangement: 'primary', state: 'delaware', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

export const delaware = defineChildSupportRules({
  slug: 'delaware',
  versions: [
    {
      effective: { from: '2025-01-01', to: '2025-12-31' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [RULE_502, RULE_503, RULE_505, RULE_506],
      approximations: APPROXIMATIONS,
      summary: SUMMARY,
      compute: computeDelaware(DELAWARE_2025),
    },
    {
      effective: { from: '2026-01-01' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [RULE_502, RULE_503, RULE_505, RULE_506],
      approximations: APPROXIMATIONS,
      summary: SUMMARY,
      compute: computeDelaware(DELAWARE_2026),
    },
  ],
  examples: [
    {
      name: 'Net incomes $3,000 and $5,000, two children (2026)',
      kind: 'derived',
      source: 'derived from Del. Fam. Ct. Civ. R. 502-506 with the 2026 Self Support Allowance as reported ($1,600)',
      input: { ...sample, asOf: '2026-11-01', custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 },
      expected: { monthlyPayment: 1295, payer: 'noncustodial' },
      note: 'NAI 1,400 and 3,400 (share 70.83%); primary allowance 2 × 420 + 380 = 1,220 (Rule 503(b)(1): 400 + 20, 400 − 25 → 380); 1,220 × 70.83% = 864; SOLA (3,400 − 864) × 17% = 431; gross 1,295, below 50% of NAI (1,700) and above the 240 minimum.',
    },
    {
      name: 'Net incomes $3,000 and $5,000, two children, 100 overnights with the obligor (2026)',
      kind: 'derived',
      source: 'derived from Del. Fam. Ct. Civ. R. 502-506 (Rule 505(c) parenting time adjustment) with the 2026 figures as reported',
      input: {
        ...sample,
        asOf: '2026-11-01',
        custodyArrangement: 'shared',
        custodialParentTime: 72.6,
        nonCustodialParentTime: 27.4,
        custodialParentOvernights: 265,
        nonCustodialParentOvernights: 100,
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
      },
      expected: { monthlyPayment: 1112, payer: 'noncustodial' },
      note: 'Obligor gross 1,295 as in the primary example; custodial parent: primary 1,220 × 29.17% = 356, SOLA (1,400 − 356) × 17% = 177; combined SOLA 431 + 177 = 608; 100 overnights → 10% × (1,220 + 608) = 183; 1,295 − 183 = $1,112.',
    },
  ],
});
