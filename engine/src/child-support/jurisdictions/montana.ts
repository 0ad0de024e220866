import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
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

const CSSD_TABLES = (tables: MontanaTables): Source => ({
  title: `Montana CSSD Child Support Guidelines Tables (${tables.year}), as transcribed by secondary sources`,
  section:
    'Table 1 personal allowance, Table 2 primary child support allowance, SOLA factors; see data/montana-tables.ts for which copies were used',
  url: 'https://dphhs.mt.gov/CSSD/',
});

/** ARM 37.62.126(1)(b): above the personal allowance the minimum contribution is 12% of income after deductions. */
const MINIMUM_CONTRIBUTION_RATE = 0.12;
/** ARM 37.62.124(2), 37.62.134(2): the transfer is reallocated when a child spends more than 110 days a year with both parents. */
const PARENTING_DAYS_THRESHOLD = 110;

const APPROXIMATIONS = [
  'The CSSD tables (personal allowance, primary child support allowance, SOLA factors) were not seen in an official copy; the figures come from two independent public calculators and a guide that agree (see data/montana-tables.ts), and ARM 37.62.114, .121 and .128 themselves were not read.',
  'The worksheet is worked as the CSSD instructions are reported (annual amounts rounded to whole dollars as you go; income available for child support the higher of income above the personal allowance and the minimum contribution); the worksheet instructions themselves were not seen, and the parental share is kept to the hundredth of a percent.',
  'Not modelled: the ARM 37.62.126(3) income-ratio table for a parent at or below the personal allowance (its rows were not visible in the stored rule), the ARM 37.62.134(2)(b) reallocation when a child spends more than 110 days with each parent (its steps after (2)(b)(ii) were not visible), long-distance parenting and allowances for other children.',
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
      // The worksheet is annual and in whole dollars (the CSSD instructions as reported).
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

    const totalOf = (role: ParentRole): number => {
      const l = lines[role];
      const primary = roundToNearestDollar(need * share[role]);
      const sola = roundToNearestDollar(Math.max(0, l.available - primary) * rate);
      const calculated = primary + sola;
      const total = Math.max(calculated, l.minimumContribution);
      steps.push(
        money(`Share of the primary allowance (${LABEL[role]})`, primary, `${need} × ${(share[role] * 100).toFixed(2)}%`, 'ARM 37.62.118, 37.62.123(2)'),
        money(`Standard of living adjustment (${LABEL[role]})`, sola, `(${l.available} − ${primary}) × ${(rate * 100).toFixed(0)}%`, 'ARM 37.62.128'),
        money(`Total support amount (${LABEL[role]}, annual)`, total, `higher of ${calculated} and the minimum contribution ${l.minimumContribution}`, 'ARM 37.62.134(1)'),
      );
      if (total > calculated)
        steps.push(note(`Minimum applies (${LABEL[role]})`, 'The calculated amount is below 12% of income after deductions; the minimum contribution is used.', 'ARM 37.62.126(1)'));
      return total;
    };
    const totals = { custodial: totalOf('custodial'), noncustodial: totalOf('noncustodial') };

    const cpDays = wholeOvernights(c, 'custodial');
    const ncpDays = wholeOvernights(c, 'noncustodial');
    // The nonresidential parent (fewer days) owes; ARM 37.62.134(2)(a).
    const obligor: ParentRole = cpDays < ncpDays ? 'custodial' : 'noncustodial';
    const paidByObligor =
      (c.childcare.paidBy === obligor ? childcare : 0) + (c.healthInsurance.paidBy === obligor ? insurance : 0);
    if (paidByObligor > 0)
      steps.push(money('Credit for supplements the obligor pays (annual)', paidByObligor, undefined, 'ARM 37.62.123(3)'));
    const annualTransfer = Math.max(0, totals[obligor] - paidByObligor);
    steps.push(money('Annual transfer payment', annualTransfer, `${totals[obligor]} − ${paidByObligor}`, 'ARM 37.62.134(2)(a)'));
    // Each child's monthly payment is rounded to whole dollars and the per-child amounts are added.
    const perChild = roundToNearestDollar(annualTransfer / c.children / 12);
    const monthlyPayment = perChild * c.children;
    steps.push(
      money('Monthly transfer payment per child', perChild, `${annualTransfer} ÷ ${c.children} ÷ 12, to the whole dollar`, 'ARM 37.62.134(2)(a)(i)-(ii)'),
    );

    const obligorDays = Math.min(cpDays, ncpDays);
    steps.push(count('Days a year with the obligor', obligorDays));
    if (obligorDays > PARENTING_DAYS_THRESHOLD) {
      const text =
        'The children spend more than 110 days a year with each parent: ARM 37.62.134(2)(b) recalculates each child’s needs and reallocates each parent’s total by parenting days (Worksheet B), which is not applied here.';
      approximations.push(text);
      steps.push(note('Parenting days', text, 'ARM 37.62.124(2), 37.62.134(2)(b)'));
    }
    const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : obligor;
    steps.push(money('Monthly transfer payment', monthlyPayment, `${perChild} × ${c.children}`, 'ARM 37.62.134(2)(a)(ii)'));
    const base = roundToCents(totals[obligor] / 12);
    return {
      monthlyPayment,
      payer,
      combinedIncome: roundToCents(shares.combined / 12),
      nonCustodialPercentage: roundToDecimals(shares.noncustodialShare * 100, 2),
      baseAmount: base,
      adjustment: roundToCents(monthlyPayment - base),
      steps,
      approximations,
    };
  };
}

const SUMMARY =
  'Melson-type formula on income after deductions, worked annually in whole dollars: each parent keeps the personal allowance (130% of the poverty guideline); income available for support is the higher of the income above it and the 12% minimum contribution; the primary child support allowance plus child care and insurance is shared by that income, then a SOLA factor of what remains; the nonresidential parent’s total (at least the minimum) is the annual transfer, paid monthly per child in whole dollars; Worksheet B above 110 days flagged.';

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
      sources: [ARM_126, ARM_TRANSFER, ARM_123, CSSD_TABLES(MONTANA_TABLES_2025)],
      approximations: APPROXIMATIONS,
      summary: SUMMARY,
      compute: computeMontana(MONTANA_TABLES_2025),
    },
    {
      effective: { from: '2026-02-01' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [ARM_126, ARM_TRANSFER, ARM_123, CSSD_TABLES(MONTANA_TABLES_2026)],
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
  ],
});
