import { count, money, note, percent, stepWith, type Step } from '../../explain/steps.js';
import { percentOf, roundToCents, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { prorateAddOns } from '../models/add-ons.js';
import { guidelineIncomes } from '../models/parent-income.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';
import {
  MICHIGAN_2025_GENERAL_CARE_ONE_CHILD,
  MICHIGAN_2025_GENERAL_CARE_SECONDARY,
  MICHIGAN_2025_LOW_INCOME_THRESHOLD,
  MICHIGAN_2025_ORDINARY_MEDICAL_MONTHLY,
  MICHIGAN_2025_SOURCE_URL,
  type GeneralCareRow,
} from './data/michigan-schedule.js';

const MANUAL: Source = {
  title: '2025 Michigan Child Support Formula Manual (State Court Administrative Office)',
  section: 'MCSF 3.01(B) (shares to 0.01%), 3.02(B) (General Care Equation), 3.03 (Parental Time Offset), 3.04-3.06',
  url: 'https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/2025-child-support-formula-manual-responsive-html5.zip/2025_Child_Support_Formula_Manual/Ch_3/Ch_3.htm',
};
const SUPPLEMENT: Source = {
  title: '2025 Michigan Child Support Formula Supplement, chapter 2 (Economic Updates)',
  section: 'MCSF-S 2.01(A) low income threshold, 2.02(A) ordinary medical, 2.03(C) General Care Support Tables',
  url: MICHIGAN_2025_SOURCE_URL,
};

/**
 * Michigan has no numbered worksheet form: the Friend of the Court and the MiChildSupport calculator apply
 * the manual's equations, and no numbered worksheet of theirs was found (searched 2026-12-07 in the stored
 * pages and repositories). The steps name the terms of those equations instead, as MCSF 3.02(B) and 3.03
 * (2025 manual, chapter 3, linked in MANUAL) print them: {A + [B × (C − D)]} × E = G, where A is the base
 * support of the General Care Support Table row, B its marginal percentage, C the monthly net family income,
 * D the row's income level, E the parent's share of family income and G that parent's base support; the
 * parental time offset takes Ao and Bo, each parent's overnights.
 */
const MCSF_EQUATIONS = {
  name: 'Michigan Child Support Formula: General Care Equation and Parental Time Offset (equation terms, no numbered form)',
  number: 'MCSF 3.02(B), 3.03',
  url: 'https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/2025-child-support-formula-manual-responsive-html5.zip/2025_Child_Support_Formula_Manual/Ch_3/Ch_3.htm',
} as const;
const EQUATION_TERM = /\((A|B|C|D|E|G|Ao|Bo)\)$/;

/** Each step that is a term of the MCSF equations carries that term ("C", "G", "Ao") as its line. */
function withEquationTerms(steps: readonly Step[]): Step[] {
  return steps.map((step) => {
    const term = EQUATION_TERM.exec(step.label)?.[1];
    return term === undefined ? step : stepWith(step, { line: term });
  });
}

const LOW_INCOME_RATE = 0.1;
/** MCSF 3.03: overnights enter the offset raised to the power 2.5. */
const OFFSET_EXPONENT = 2.5;

/** MCSF 3.02(B)(2): the row with the highest income level that does not exceed the family's income. */
function generalCareRow(table: readonly GeneralCareRow[], familyIncome: number): GeneralCareRow | undefined {
  let found: GeneralCareRow | undefined;
  for (const row of table) {
    if (row.incomeAmount <= familyIncome) found = row;
  }
  return found;
}

function michigan2025Compute(c: ChildSupportCase): GuidelineOutcome {
  const approximations: string[] = [];
  const steps: Step[] = [];
  // MCSF 2.07: the formula starts from each parent's net income.
  const incomeOptions = { stateBasis: 'net', state: 'michigan', deductionSource: 'MCSF 2.07' } as const;
  const incomes = guidelineIncomes(c, {
    ...incomeOptions,
    labels: { custodial: 'Parent A (custodial)', noncustodial: 'Parent B (noncustodial)' },
  });
  const cp = { net: incomes.custodial };
  const ncp = { net: incomes.noncustodial };
  steps.push(...incomes.steps);
  approximations.push(...incomes.approximations);

  const combined = roundToCents(cp.net + ncp.net);
  // MCSF 3.01(B)(1): each parent's share of combined net income, to the nearest hundredth of a percent
  // (used to apportion ordinary medical, premiums and child care).
  const cpPct = percentOf(cp.net, combined, 2);
  const ncpPct = percentOf(ncp.net, combined, 2);
  // MCSF 3.02(B)(1): family income counts a parent's net income only above the Low Income Threshold.
  const cpCounts = cp.net > MICHIGAN_2025_LOW_INCOME_THRESHOLD;
  const ncpCounts = ncp.net > MICHIGAN_2025_LOW_INCOME_THRESHOLD;
  const family = roundToCents((cpCounts ? cp.net : 0) + (ncpCounts ? ncp.net : 0));
  const cpFamilyPct = cpCounts ? percentOf(cp.net, family, 2) : 0;
  const ncpFamilyPct = ncpCounts ? percentOf(ncp.net, family, 2) : 0;
  steps.push(
    percent("Parent A's share of combined net income", cpPct, undefined, 'MCSF 3.01(B)(1)'),
    percent("Parent B's share of combined net income", ncpPct, undefined, 'MCSF 3.01(B)(1)'),
    money(
      'Monthly net family income (C)',
      family,
      cpCounts && ncpCounts ? 'Parent A + Parent B' : 'only incomes above the Low Income Threshold',
      'MCSF 3.02(B)(1); MCSF-S 2.01(A)',
    ),
    count('Children', c.children),
  );

  // MCSF-S 2.03(C) prints tables for 1, 2, 3, 4 and "5 or more" children.
  const tableChildren = Math.min(c.children, 5);
  const table =
    tableChildren === 1 ? MICHIGAN_2025_GENERAL_CARE_ONE_CHILD : MICHIGAN_2025_GENERAL_CARE_SECONDARY.get(tableChildren)!;
  if (tableChildren > 1) {
    const gap = `The General Care percentages for ${tableChildren === 5 ? '5 or more' : tableChildren} children come from a secondary transcription of the 2025 supplement (its one-child percentages match the official table), applied at the official 2025 income levels; the official page we could read shows only the one-child table.`;
    approximations.push(gap);
    steps.push(note('Table source', gap));
  }
  let familyObligation: number;
  const row = generalCareRow(table, family);
  if (row) {
    familyObligation = row.base + (row.marginalPercentage / 100) * (family - row.incomeAmount);
    steps.push(
      money('Base support at the table row (A)', row.base, `row ${row.incomeAmount}`, 'MCSF-S 2.03(C)'),
      percent('Marginal percentage (B)', row.marginalPercentage, undefined, 'MCSF-S 2.03(C)'),
      money('Table income level (D)', row.incomeAmount, undefined, 'MCSF-S 2.03(C)'),
      money(
        'General care support before shares: A + B × (C − D)',
        roundToCents(familyObligation),
        `${row.base} + ${row.marginalPercentage}% × (${family} − ${row.incomeAmount})`,
        'MCSF 3.02(B)',
      ),
    );
  } else {
    const first = table[0]!;
    familyObligation = family * (first.basePercentage / 100);
    const gap = `Family income is below the first row of the General Care Support Table (${first.incomeAmount}); the first row's base percentage (${first.basePercentage}%) was applied.`;
    approximations.push(gap);
    steps.push(note('Below the table', gap), money('General care support before shares', roundToCents(familyObligation)));
  }

  // MCSF 3.02(B): G = {A + [B × (C − D)]} × E, rounded to the nearest whole dollar; E is the parent's
  // share of family income as defined in 3.02(B)(1).
  const baseFor = (label: string, own: number, counts: boolean, pct: number): number => {
    if (!counts) {
      const low = roundToNearestDollar(own * LOW_INCOME_RATE);
      approximations.push(
        `${label}'s net income is at or below the Low Income Threshold ($${MICHIGAN_2025_LOW_INCOME_THRESHOLD}, MCSF-S 2.01); the low-income equation (10% of that parent's net income) was applied as secondary sources describe it; its manual text was not checked.`,
      );
      steps.push(money(`${label}: base support (low-income equation)`, low, `${own} × 10%`, 'MCSF-S 2.01(A)'));
      return low;
    }
    const value = roundToNearestDollar(familyObligation * (pct / 100));
    steps.push(
      percent(`${label}: share of family income (E)`, pct, undefined, 'MCSF 3.02(B)(2)'),
      money(`${label}: base support obligation (G)`, value, `${roundToCents(familyObligation)} × ${pct}%, whole dollars`, 'MCSF 3.02(B)'),
    );
    return value;
  };
  const as = baseFor('Parent A', cp.net, cpCounts, cpFamilyPct);
  const bs = baseFor('Parent B', ncp.net, ncpCounts, ncpFamilyPct);

  // MCSF 3.03: [(Ao^2.5 × Bs) − (Bo^2.5 × As)] / (Ao^2.5 + Bo^2.5); positive: parent B pays.
  const ao = c.custodial.overnightsPerYear;
  const bo = c.noncustodial.overnightsPerYear;
  const aoPow = ao ** OFFSET_EXPONENT;
  const boPow = bo ** OFFSET_EXPONENT;
  const offset = aoPow + boPow === 0 ? 0 : roundToCents((aoPow * bs - boPow * as) / (aoPow + boPow));
  steps.push(
    count('Overnights with parent A (Ao)', roundToCents(ao), undefined, 'MCSF 3.03'),
    count('Overnights with parent B (Bo)', roundToCents(bo), undefined, 'MCSF 3.03'),
    money(
      'Base support after the parental time offset (positive: B pays; negative: A pays)',
      offset,
      `(${roundToCents(ao)}^2.5 × ${bs} − ${roundToCents(bo)}^2.5 × ${as}) ÷ (${roundToCents(ao)}^2.5 + ${roundToCents(bo)}^2.5)`,
      'MCSF 3.03',
    ),
  );

  // MCSF 3.04 with MCSF-S 2.02(A): the payer contributes their income share of the ordinary medical average.
  const ordinaryMedical = MICHIGAN_2025_ORDINARY_MEDICAL_MONTHLY[Math.min(c.children, 5) - 1]!;
  let noncustodialOwes = offset;
  if (offset > 0) {
    const part = roundToCents(ordinaryMedical * (ncpPct / 100));
    noncustodialOwes = roundToCents(noncustodialOwes + part);
    steps.push(money("Ordinary medical: parent B's share", part, `${ordinaryMedical} × ${ncpPct}%`, 'MCSF 3.04; MCSF-S 2.02(A)'));
  } else if (offset < 0) {
    const part = roundToCents(ordinaryMedical * (cpPct / 100));
    noncustodialOwes = roundToCents(noncustodialOwes - part);
    steps.push(money("Ordinary medical: parent A's share", part, `${ordinaryMedical} × ${cpPct}%`, 'MCSF 3.04; MCSF-S 2.02(A)'));
  }

  // MCSF 3.05 (premiums for the children) and 3.06 (child care): shared by income share.
  const addOns = prorateAddOns(c, ncpPct / 100, 'MCSF 3.05-3.06');
  steps.push(...addOns.steps);
  noncustodialOwes = roundToCents(noncustodialOwes + addOns.netToNoncustodialObligation);

  const payer: ParentRole | 'none' = noncustodialOwes > 0 ? 'noncustodial' : noncustodialOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(noncustodialOwes);
  steps.push(
    money(
      payer === 'none' ? 'Monthly support' : `Monthly support paid by the ${payer} parent`,
      monthlyPayment,
      undefined,
      'MCSF 3.03-3.06',
    ),
  );
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: ncpPct,
    baseAmount: bs,
    adjustment: roundToCents(monthlyPayment - bs),
    steps: withEquationTerms(steps),
    approximations,
    worksheetForm: MCSF_EQUATIONS,
  };
}

const michigan2025: ChildSupportRuleVersion = {
  effective: { from: '2025-01-01' },
  model: 'income-shares',
  incomeBasis: 'net',
  confidence: 'official',
  sources: [MANUAL, SUPPLEMENT],
  approximations: [],
  summary:
    "2025 MCSF: General Care Equation on net family income, each parent's share rounded to 0.01%, base support in whole dollars, then the parental time offset [(Ao^2.5·Bs) − (Bo^2.5·As)] / (Ao^2.5 + Bo^2.5) for every case, plus ordinary medical, premiums and child care by income share. The one-child General Care Support Table is official; the tables for two or more children rest on a secondary transcription and those calculations are labelled estimates.",
  compute: michigan2025Compute,
};

export const michigan = defineChildSupportRules({
  slug: 'michigan',
  versions: [michigan2025],
  examples: [
    {
      name: 'One child, $3,000 and $4,000 net, 265/100 overnights',
      source: 'derived from 2025 MCSF 3.01-3.04 and 2025 MCSF-S 2.02(A), 2.03(C) (one-child table)',
      kind: 'derived',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 72.6,
        nonCustodialParentTime: 27.4,
        custodialParentOvernights: 265,
        nonCustodialParentOvernights: 100,
        state: 'michigan',
        incomeBasis: 'net',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 688.28, payer: 'noncustodial' },
      note: 'Family 7,000 → row 4,500: 1,031.85 + 14.05% × 2,500 = 1,383.10. Shares 42.86% / 57.14%: As = 593, Bs = 790. Offset (265^2.5 × 790 − 100^2.5 × 593) ÷ (265^2.5 + 100^2.5) = 678.75. Ordinary medical 16.67 × 57.14% = 9.53. Total 688.28.',
    },
    {
      name: 'One child, equal time: the higher earner pays through the offset',
      source: 'derived from 2025 MCSF 3.03 (parental time offset sign rule) and MCSF-S 2.03(C)',
      kind: 'derived',
      input: {
        custodialParentIncome: 6000,
        nonCustodialParentIncome: 2000,
        numberOfChildren: 1,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        custodialParentOvernights: 183,
        nonCustodialParentOvernights: 182,
        state: 'michigan',
        incomeBasis: 'net',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 387.78, payer: 'custodial' },
      note: 'Family 8,000 → row 7,148.44: 1,403.95 + 13.98% × 851.56 = 1,523.00. Shares 75% / 25%: As = 1,142, Bs = 381. Offset (183^2.5 × 381 − 182^2.5 × 1,142) ÷ (183^2.5 + 182^2.5) = −375.28: parent A pays. Ordinary medical 16.67 × 75% = 12.50. Total 387.78.',
    },
    {
      name: 'Two children, $3,000 and $4,000 net, 80/20 time (secondary two-children percentages)',
      source: 'derived from 2025 MCSF 3.02-3.04 with the two-children General Care percentages of a secondary transcription at the official 2025 levels (see data/michigan-schedule.ts)',
      kind: 'derived',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'michigan',
        incomeBasis: 'net',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1128.89, payer: 'noncustodial' },
      note: 'Family 7,000 → row 4,500: 1,539.90 + 20.43% × 2,500 = 2,050.65. As = 879, Bs = 1,172. Overnights 292/73 (4:1, so 4^2.5 = 32): (32 × 1,172 − 879) ÷ 33 = 1,109.85. Ordinary medical 33.33 × 57.14% = 19.04. Total 1,128.89.',
    },
  ],
});
