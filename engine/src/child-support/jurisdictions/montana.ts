import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { otherParent } from '../case.js';
import { netIncomeOf } from '../models/parent-income.js';
import { incomeShares, wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import {
  MONTANA_TABLES_2025,
  MONTANA_TABLES_2026,
  primaryAllowance,
  solaFactor,
  type MontanaTables,
} from './data/montana-tables.js';

const ARM_126: Source = {
  title: 'Administrative Rules of Montana 37.62.126, Minimum support obligation',
  section: 'ARM 37.62.126(1)(a)-(b): minimum contribution, 12% of income after deductions above the personal allowance; (3) income-ratio table below it',
  url: 'https://rules.mt.gov/gateway/RuleNo.asp?RN=37.62.126',
};

const ARM_TRANSFER: Source = {
  title: 'Administrative Rules of Montana 37.62.124 (parenting days) and 37.62.134 (total support amount, transfer payment)',
  section:
    'ARM 37.62.124(2) (rules.mt.gov RID=37583) no adjustment up to 110 days; 37.62.134(1) total support amount, (2)(a) annual transfer payment, per-child monthly amounts rounded to whole dollars, (2)(b) reallocation above 110 days',
  url: 'http://www.mtrules.org/gateway/ShowRuleFile.asp?RID=14467',
};

const ARM_123: Source = {
  title: 'Administrative Rules of Montana 37.62.123, Supplements to primary child support allowance',
  section: 'ARM 37.62.123(1) child care and children’s health insurance, (2) shared by parental share, (3) credit to the parent who pays',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/montana-administrative-code/department-37-public-health-and-human-services/chapter-3762-child-support-enforcement-services/subchapter-37621-child-support-guidelines/rule-3762123-supplements-to-primary-child-support-allowance',
};

const WORKSHEETS: Source = {
  title:
    'Montana DPHHS Child Support Services Division, MT CS GLs – Worksheets (A–E), Rev 2025-08-12 (official form; copy stored in a public repository, read 2026-11-27)',
  section:
    'WS-A part 2 lines 14-27 (SOLA, gross annual support, credits, parenting days, per-child support) and WS-B part 1 lines 1-24 (each child’s share of each parent’s obligation) and part 2 lines 1-12 (110 standard days, credit factor 0.0069, offset), pages 5-8 of 14',
  url: 'https://github.com/lukasillion/mt-child-support/blob/master/public/templates/WorksheetB-template.pdf',
  lastChecked: '2026-11-27',
};

const CSSD_TABLES = (tables: MontanaTables): Source => ({
  title: `Montana CSSD Child Support Guidelines Tables (${tables.year}), as transcribed by secondary sources`,
  section:
    'Table 1 personal allowance, Table 2 primary child support allowance, SOLA factors; see data/montana-tables.ts for which copies were used',
  url: 'https://dphhs.mt.gov/CSSD/',
});

/** ARM 37.62.126(1)(b): above the personal allowance the minimum contribution is 12% of income after deductions. */
const MINIMUM_CONTRIBUTION_RATE = 0.12;
/**
 * ARM 37.62.124(2), 37.62.134(2)(b) and WS-B part 2 line 3: the transfer is reallocated when a child
 * spends more than 110 days a year with each parent; WS-B part 2 line 4 prints 110 as the standard
 * annual parenting days subtracted from each parent's days.
 */
const PARENTING_DAYS_THRESHOLD = 110;
/** WS-B part 2 line 6: credit factor per parenting day above the standard 110 (Rev 2025-08-12). */
const PARENTING_DAY_CREDIT_FACTOR = 0.0069;

const APPROXIMATIONS = [
  'The CSSD tables (personal allowance, primary child support allowance, SOLA factors) were not seen in an official copy; the figures come from two independent public calculators and a guide that agree (see data/montana-tables.ts), and ARM 37.62.114, .121 and .128 themselves were not read.',
  'The worksheet is worked as the CSSD form prints it (WS-A and WS-B, Rev 2025-08-12: annual amounts in whole dollars as you go); the separate worksheet instructions and WS-E (the SOLA amount, taken here as income available for SOLA × the SOLA factor) were not seen, and the parental share is kept to the hundredth of a percent.',
  'With more than 110 days a year with each parent, Worksheet B is worked with every child on the same schedule: the supplements and each parent’s credit for them are divided equally among the children (the form breaks them out by child; only totals are entered here), and each child’s annual amount ÷ 12 is rounded to the whole dollar. The WS-B seen is the form revised 2025-08-12; it is applied to the whole 2025 table year as well.',
  'Not modelled: the ARM 37.62.126(3) income-ratio table for a parent at or below the personal allowance (its rows were not visible in the stored rule), children living primarily with different parents (split custody), long-distance parenting and allowances for other children.',
];

interface ParentLines {
  /** Line 3: income after deductions, annual. */
  afterDeductions: number;
  /** Line 5: income above the personal allowance. */
  abovePersonalAllowance: number;
  /** Line 6: minimum contribution (0 where the income-ratio table would apply and is not modelled). */
  minimumContribution: number;
  /** Line 7: income available for child support. */
  available: number;
}

const LABEL: Record<ParentRole, string> = { custodial: 'custodial parent', noncustodial: 'noncustodial parent' };

function computeMontana(tables: MontanaTables) {
  const tableSource = `CSSD Guidelines Tables ${tables.year} (as transcribed)`;
  return (c: ChildSupportCase): GuidelineOutcome => {
    const steps: Step[] = [];
    const approximations: string[] = [];
    const pa = tables.personalAllowance;

    const linesOf = (role: ParentRole): ParentLines => {
      const r = netIncomeOf(c, role, { state: 'montana', label: 'monthly income after deductions' });
      steps.push(...r.steps);
      if (r.estimated && !approximations.some((a) => a.startsWith('Income after deductions'))) {
        approximations.push(
          'Income after deductions was estimated from gross income with standard federal, FICA and Montana tax; ARM 37.62.110 deducts the actual taxes.',
        );
      }
      const deductions = roundToCents(c[role].monthlyDeductions);
      if (deductions > 0)
        steps.push(money(`Other allowable deductions (${LABEL[role]}, monthly)`, deductions, undefined, 'ARM 37.62.110'));
      const monthly = roundToCents(Math.max(0, r.net - deductions));
      // The worksheet is annual and in whole dollars (the form's printed rounding rule).
      const afterDeductions = roundToNearestDollar(monthly * 12);
      const abovePersonalAllowance = Math.max(0, afterDeductions - pa);
      let minimumContribution = 0;
      if (afterDeductions > pa) {
        minimumContribution = roundToNearestDollar(afterDeductions * MINIMUM_CONTRIBUTION_RATE);
      } else if (afterDeductions > 0) {
        const text = `The ${LABEL[role]}’s income after deductions is at or below the personal allowance: ARM 37.62.126(1)(a) sets that parent’s minimum contribution from the income-ratio table in (3), which is not applied here (taken as 0).`;
        approximations.push(text);
        steps.push(note(`Income at or below the personal allowance (${LABEL[role]})`, text, 'ARM 37.62.126(1)(a)'));
      }
      const available = Math.max(abovePersonalAllowance, minimumContribution);
      steps.push(
        money(`Income after deductions, annual (${LABEL[role]})`, afterDeductions, `${monthly} × 12`, 'Worksheet A line 3'),
        money(`Income above the personal allowance (${LABEL[role]})`, abovePersonalAllowance, `${afterDeductions} − ${pa}`, 'ARM 37.62.114; line 5'),
        money(`Minimum contribution (${LABEL[role]})`, minimumContribution, afterDeductions > pa ? `${afterDeductions} × 12%` : undefined, 'ARM 37.62.126(1)(b); line 6'),
        money(`Income available for child support (${LABEL[role]})`, available, 'higher of lines 5 and 6', 'line 7'),
      );
      return { afterDeductions, abovePersonalAllowance, minimumContribution, available };
    };

    steps.push(money('Personal allowance (each parent, annual)', pa, undefined, tableSource));
    const lines = { custodial: linesOf('custodial'), noncustodial: linesOf('noncustodial') };
    const shares = incomeShares(lines.custodial.available, lines.noncustodial.available);
    const share: Record<ParentRole, number> = { custodial: shares.custodialShare, noncustodial: shares.noncustodialShare };

    const allowance = primaryAllowance(tables, c.children);
    const childcare = roundToNearestDollar(c.childcare.monthly * 12);
    const insurance = roundToNearestDollar(c.healthInsurance.monthly * 12);
    const need = allowance + childcare + insurance;
    const rate = solaFactor(c.children);
    steps.push(
      money('Combined income available for child support', shares.combined, undefined, 'ARM 37.62.118'),
      percent("Noncustodial parent's parental share", roundToDecimals(shares.noncustodialShare * 100, 2), undefined, 'ARM 37.62.118'),
      money('Primary child support allowance (annual)', allowance, `${c.children} ${c.children === 1 ? 'child' : 'children'}`, `ARM 37.62.121; ${tableSource}`),
      money('Supplements: child care and health insurance (annual)', childcare + insurance, `${childcare} + ${insurance}`, 'ARM 37.62.123(1)'),
      money('Total primary allowance with supplements', need),
      percent('SOLA factor', roundToDecimals(rate * 100, 2), undefined, `ARM 37.62.128; ${tableSource}`),
    );

    // WS-A part 2, lines 14-22: each parent's gross annual child support and the SOLA amount in it.
    const totalOf = (role: ParentRole): ParentTotal => {
      const l = lines[role];
      if (l.minimumContribution > l.abovePersonalAllowance) {
        // Line 14: when line 6 exceeds line 5 the parent skips to line 21 with the line 6 amount.
        steps.push(
          money(`Total support amount (${LABEL[role]}, annual)`, l.minimumContribution, `line 6 (${l.minimumContribution}) exceeds line 5 (${l.abovePersonalAllowance})`, 'WS-A lines 14, 21-22; ARM 37.62.134(1)(b)'),
          note(`Minimum applies (${LABEL[role]})`, 'The minimum contribution (12% of income after deductions) exceeds the income above the personal allowance; it is the parent’s support amount.', 'ARM 37.62.126(1); WS-A line 14'),
        );
        return { sola: 0, gross: l.minimumContribution };
      }
      const shareOfNeed = roundToNearestDollar(need * share[role]);
      const primary = Math.min(shareOfNeed, l.abovePersonalAllowance);
      const solaIncome = l.abovePersonalAllowance - primary;
      const sola = roundToNearestDollar(solaIncome * rate);
      const calculated = primary + sola;
      const gross = Math.max(calculated, l.minimumContribution);
      steps.push(
        money(`Share of the primary allowance (${LABEL[role]})`, shareOfNeed, `${need} × ${(share[role] * 100).toFixed(2)}%`, 'ARM 37.62.118, 37.62.123(2); WS-A line 15'),
        money(`Share of the primary allowance paid from income available (${LABEL[role]})`, primary, `lower of ${shareOfNeed} and ${l.abovePersonalAllowance}`, 'WS-A line 16'),
        money(`Income available for SOLA (${LABEL[role]})`, solaIncome, `${l.abovePersonalAllowance} − ${primary}`, 'ARM 37.62.128; WS-A lines 17, 19'),
        money(`Standard of living adjustment (${LABEL[role]})`, sola, `${solaIncome} × ${(rate * 100).toFixed(0)}%`, 'ARM 37.62.128; WS-A line 20'),
        money(`Total support amount (${LABEL[role]}, annual)`, gross, `higher of ${primary} + ${sola} = ${calculated} and the minimum contribution ${l.minimumContribution}`, 'ARM 37.62.134(1); WS-A lines 21-22'),
      );
      if (gross > calculated)
        steps.push(note(`Minimum applies (${LABEL[role]})`, 'The calculated amount is below 12% of income after deductions; the minimum contribution is used.', 'ARM 37.62.126(1); WS-A line 22'));
      return { sola, gross };
    };
    const totals = { custodial: totalOf('custodial'), noncustodial: totalOf('noncustodial') };
    const credits: Record<ParentRole, number> = {
      custodial: (c.childcare.paidBy === 'custodial' ? childcare : 0) + (c.healthInsurance.paidBy === 'custodial' ? insurance : 0),
      noncustodial: (c.childcare.paidBy === 'noncustodial' ? childcare : 0) + (c.healthInsurance.paidBy === 'noncustodial' ? insurance : 0),
    };

    const days: Record<ParentRole, number> = { custodial: wholeOvernights(c, 'custodial'), noncustodial: wholeOvernights(c, 'noncustodial') };
    steps.push(
      count('Days a year with the custodial parent', days.custodial, undefined, 'ARM 37.62.124(3); WS-A line 25a'),
      count('Days a year with the noncustodial parent', days.noncustodial, undefined, 'ARM 37.62.124(3); WS-A line 25a'),
    );
    const base = (role: ParentRole) => roundToCents(totals[role].gross / 12);
    const outcome = (monthlyPayment: number, payer: ParentRole | 'none'): GuidelineOutcome => {
      const baseAmount = base(payer === 'none' ? 'noncustodial' : payer);
      return {
        monthlyPayment,
        payer,
        combinedIncome: roundToCents(shares.combined / 12),
        nonCustodialPercentage: roundToDecimals(shares.noncustodialShare * 100, 2),
        baseAmount,
        adjustment: roundToCents(monthlyPayment - baseAmount),
        steps,
        approximations,
      };
    };

    if (Math.min(days.custodial, days.noncustodial) > PARENTING_DAYS_THRESHOLD) {
      const r = worksheetB({ c, steps, allowance, supplements: childcare + insurance, totals, credits, days });
      return outcome(r.monthlyPayment, r.payer);
    }

    // The nonresidential parent (fewer days) owes; ARM 37.62.134(2)(a).
    const obligor: ParentRole = days.custodial < days.noncustodial ? 'custodial' : 'noncustodial';
    const paidByObligor = credits[obligor];
    if (paidByObligor > 0)
      steps.push(money('Credit for supplements the obligor pays (annual)', paidByObligor, undefined, 'ARM 37.62.123(3); WS-A line 23'));
    const annualTransfer = Math.max(0, totals[obligor].gross - paidByObligor);
    steps.push(money('Annual transfer payment', annualTransfer, `${totals[obligor].gross} − ${paidByObligor}`, 'ARM 37.62.134(2)(a); WS-A line 24'));
    // Each child's monthly payment is rounded to whole dollars and the per-child amounts are added.
    const perChild = roundToNearestDollar(annualTransfer / c.children / 12);
    const monthlyPayment = perChild * c.children;
    steps.push(
      money('Monthly transfer payment per child', perChild, `${annualTransfer} ÷ ${c.children} ÷ 12, to the whole dollar`, 'ARM 37.62.134(2)(a)(i)-(ii)'),
      money('Monthly transfer payment', monthlyPayment, `${perChild} × ${c.children}`, 'ARM 37.62.134(2)(a)(ii); WS-A line 27'),
    );
    return outcome(monthlyPayment, monthlyPayment === 0 ? 'none' : obligor);
  };
}

interface ParentTotal {
  /** WS-A line 20: the SOLA amount. */
  sola: number;
  /** WS-A line 22: gross annual child support (at least the minimum contribution). */
  gross: number;
}

interface WorksheetBInput {
  c: ChildSupportCase;
  steps: Step[];
  /** WS-A line 11. */
  allowance: number;
  /** WS-A line 12e. */
  supplements: number;
  totals: Record<ParentRole, ParentTotal>;
  /** WS-A line 23: supplements each parent pays. */
  credits: Record<ParentRole, number>;
  days: Record<ParentRole, number>;
}

/**
 * Worksheet B (ARM 37.62.134(2)(b)), parts 1 and 2, for children who all keep the same schedule
 * with more than 110 days a year with each parent. Every child's column is the same, so one child is
 * worked and the monthly amount multiplied by the number of children.
 */
function worksheetB({ c, steps, allowance, supplements, totals, credits, days }: WorksheetBInput): {
  monthlyPayment: number;
  payer: ParentRole | 'none';
} {
  const n = c.children;
  const src = 'ARM 37.62.134(2)(b); WS-B part 1';
  steps.push(note('Parenting days', 'Each child spends more than 110 days a year with each parent: each parent’s support is reallocated child by child on Worksheet B.', 'ARM 37.62.124(2), 37.62.134(2)(b); WS-A line 26'));
  // Part 1, lines 2-6: each child's needs and share of all the children's needs.
  const allowancePerChild = roundToNearestDollar(allowance / n);
  const supplementsPerChild = roundToNearestDollar(supplements / n);
  const needPerChild = allowancePerChild + supplementsPerChild;
  const allNeeds = needPerChild * n;
  const childShare = needPerChild / allNeeds;
  steps.push(
    money('Primary allowance per child (annual)', allowancePerChild, `${allowance} ÷ ${n}`, `${src} line 2`),
    money('Supplements per child (annual)', supplementsPerChild, `${supplements} ÷ ${n}`, `${src} line 3`),
    money('Needs of each child', needPerChild, `${allowancePerChild} + ${supplementsPerChild}`, `${src} line 4`),
    money('Needs of all the children', allNeeds, `${needPerChild} × ${n}`, `${src} line 5`),
    percent('Each child’s share of the needs', roundToDecimals(childShare * 100, 2), `${needPerChild} ÷ ${allNeeds}`, `${src} line 6`),
  );
  // Part 1, lines 7-15 (custodial parent) and 16-24 (noncustodial parent): each parent's support for one child.
  const perChildObligation = (role: ParentRole): number => {
    const { gross, sola } = totals[role];
    const withoutSola = gross - sola;
    const needsPart = roundToNearestDollar(childShare * withoutSola);
    const solaPart = roundToNearestDollar(sola / n);
    const creditPart = roundToNearestDollar(credits[role] / n);
    const obligation = needsPart + solaPart - creditPart;
    steps.push(
      money(`Gross support less SOLA (${LABEL[role]})`, withoutSola, `${gross} − ${sola}`, `${src} lines 7-9 / 16-18`),
      money(`Share for one child (${LABEL[role]})`, needsPart, `${withoutSola} × ${roundToDecimals(childShare * 100, 2)}%`, `${src} line 10 / 19`),
      money(`SOLA for one child (${LABEL[role]})`, solaPart, `${sola} ÷ ${n}`, `${src} lines 11-12 / 20-21`),
      money(`Credit for supplements paid, one child (${LABEL[role]})`, creditPart, `${credits[role]} ÷ ${n}`, `ARM 37.62.123(3); ${src} line 14 / 23`),
      money(`Support for one child (${LABEL[role]})`, obligation, `${needsPart} + ${solaPart} − ${creditPart}`, `${src} line 15 / 24`),
    );
    return obligation;
  };
  const obligation = { custodial: perChildObligation('custodial'), noncustodial: perChildObligation('noncustodial') };
  // Part 2, lines 4-9: each parent's support less the credit for days above the standard 110.
  const afterCredit = (role: ParentRole): number => {
    const extraDays = days[role] - PARENTING_DAYS_THRESHOLD;
    const factor = PARENTING_DAY_CREDIT_FACTOR * extraDays;
    const credit = roundToNearestDollar(factor * obligation[role]);
    const after = obligation[role] - credit;
    steps.push(
      count(`Days above the standard 110 (${LABEL[role]})`, extraDays, `${days[role]} − 110`, 'WS-B part 2 lines 4-5'),
      money(`Parenting-day credit (${LABEL[role]})`, credit, `${PARENTING_DAY_CREDIT_FACTOR} × ${extraDays} × ${obligation[role]}`, 'WS-B part 2 lines 6-8'),
      money(`Support for one child after the credit (${LABEL[role]})`, after, `${obligation[role]} − ${credit}`, 'WS-B part 2 line 9'),
    );
    return after;
  };
  const after = { custodial: afterCredit('custodial'), noncustodial: afterCredit('noncustodial') };
  if (after.custodial === after.noncustodial) {
    steps.push(money('Monthly transfer payment', 0, 'line 9 is the same for both parents', 'WS-B part 2 line 10; WS-A line 27'));
    return { monthlyPayment: 0, payer: 'none' };
  }
  // Lines 10-12: the difference, owed by the parent with the higher line 9, at most that parent's line 1.
  const higher: ParentRole = after.custodial > after.noncustodial ? 'custodial' : 'noncustodial';
  const difference = Math.abs(after.custodial - after.noncustodial);
  const annualPerChild = Math.min(difference, obligation[higher]);
  // WS-A line 26: annual ÷ 12, in whole dollars per child; the per-child amounts are added.
  const monthlyPerChild = roundToNearestDollar(annualPerChild / 12);
  const total = monthlyPerChild * n;
  steps.push(
    money(`Difference, owed by the ${LABEL[higher]}`, difference, `${after.custodial} − ${after.noncustodial}`, 'WS-B part 2 line 10'),
    money(`Annual support per child (${LABEL[higher]})`, annualPerChild, `lower of ${difference} and ${obligation[higher]}`, 'WS-B part 2 lines 11-12; WS-A line 26a'),
    money('Monthly transfer payment per child', monthlyPerChild, `${annualPerChild} ÷ 12, to the whole dollar`, 'WS-A line 26b; ARM 37.62.134(2)(a)(ii)'),
  );
  // A negative column (credits above a parent's support) is owed by the other parent (WS-A lines 26-27).
  const payer: ParentRole | 'none' = total === 0 ? 'none' : total > 0 ? higher : otherParent(higher);
  steps.push(money('Monthly transfer payment', Math.abs(total), `${monthlyPerChild} × ${n}`, 'WS-A lines 26-27'));
  return { monthlyPayment: Math.abs(total), payer };
}

const SUMMARY =
  'Melson-type formula on income after deductions, worked annually in whole dollars: each parent keeps the personal allowance (130% of the poverty guideline); income available for support is the higher of the income above it and the 12% minimum contribution; the primary child support allowance plus child care and insurance is shared by that income, then a SOLA factor of what remains; the nonresidential parent’s total (at least the minimum) is the annual transfer, paid monthly per child in whole dollars; with more than 110 days a year with each parent Worksheet B credits each parent 0.69% of that child’s support for every day above 110 and the difference is paid.';

const sample = {
  custodyArrangement: 'primary',
  state: 'montana',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

export const montana = defineChildSupportRules({
  slug: 'montana',
  versions: [
    {
      effective: { from: '2025-02-01', to: '2026-01-31' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [ARM_126, ARM_TRANSFER, ARM_123, WORKSHEETS, CSSD_TABLES(MONTANA_TABLES_2025)],
      approximations: APPROXIMATIONS,
      summary: SUMMARY,
      compute: computeMontana(MONTANA_TABLES_2025),
    },
    {
      effective: { from: '2026-02-01' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [ARM_126, ARM_TRANSFER, ARM_123, WORKSHEETS, CSSD_TABLES(MONTANA_TABLES_2026)],
      approximations: APPROXIMATIONS,
      summary: SUMMARY,
      compute: computeMontana(MONTANA_TABLES_2026),
    },
  ],
  examples: [
    {
      name: 'Income after deductions $3,000 and $5,000 a month, one child (2026 tables)',
      kind: 'derived',
      source: 'derived from ARM 37.62.118-.134 with the 2026 personal allowance as transcribed ($20,748)',
      input: { ...sample, asOf: '2026-11-01', custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 },
      expected: { monthlyPayment: 779, payer: 'noncustodial' },
      note: 'Annual: 36,000 and 60,000; above the allowance 15,252 and 39,252 (12% minimums 4,320 and 7,200 are lower); share 39,252 ÷ 54,504 = 72.02%; primary 20,748 × 30% = 6,224 × 72.02% = 4,483; SOLA (39,252 − 4,483) × 14% = 4,868; total 9,351 (above the 7,200 minimum); 9,351 ÷ 1 ÷ 12 = 779.25 → $779 a month.',
    },
    {
      name: 'Income after deductions $2,500 and $6,000 a month, two children (2025 tables)',
      kind: 'derived',
      source: 'derived from ARM 37.62.118-.134 with the 2025 tables as transcribed ($20,345; two-child allowance $10,173; SOLA 21%)',
      input: { ...sample, asOf: '2025-06-01', custodialParentIncome: 2500, nonCustodialParentIncome: 6000, numberOfChildren: 2 },
      expected: { monthlyPayment: 1468, payer: 'noncustodial' },
      note: 'Annual: 30,000 and 72,000; above the allowance 9,655 and 51,655 (the custodial parent’s 12% minimum, 3,600, is lower); share 51,655 ÷ 61,310 = 84.25%; primary 10,173 × 84.25% = 8,571; SOLA (51,655 − 8,571) × 21% = 9,048; total 17,619 (above the 8,640 minimum); 17,619 ÷ 2 ÷ 12 = 734.13 → $734 a child, $1,468 a month.',
    },
    {
      name: 'Worksheet B: 183 and 182 days a year, income after deductions $3,000 and $5,000 a month, one child (2026 tables)',
      kind: 'derived',
      source:
        'derived from ARM 37.62.134(2)(b) and the CSSD worksheet form (WS-A lines 14-27, WS-B parts 1-2, Rev 2025-08-12) with the 2026 personal allowance as transcribed ($20,748)',
      input: {
        ...sample,
        asOf: '2026-11-01',
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        custodialParentOvernights: 183,
        nonCustodialParentOvernights: 182,
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 1,
      },
      expected: { monthlyPayment: 213, payer: 'noncustodial' },
      note: 'WS-A line 22: custodial 4,320 (12% minimum; line 20 SOLA 1,892), noncustodial 9,351 (line 20 4,868). WS-B part 2: custodial 4,320 − 0.0069 × 73 × 4,320 (2,176) = 2,144; noncustodial 9,351 − 0.0069 × 72 × 9,351 (4,646) = 4,705; difference 2,561 (below 9,351) ÷ 12 = 213.42 → $213 a month from the noncustodial parent.',
    },
  ],
});
