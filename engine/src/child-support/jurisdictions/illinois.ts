import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import { HHS_POVERTY_GUIDELINE_SOURCE, onePersonPovertyGuideline } from '../../rules/poverty-guideline.js';
import type { Source } from '../../rules/source.js';
import { netIncomeOf } from '../models/parent-income.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { ILLINOIS_SCHEDULE_ANCHORS_2026 } from './data/illinois-schedule.js';

const STATUTE: Source = {
  title: 'Illinois Marriage and Dissolution of Marriage Act, 750 ILCS 5/505 (child support, income shares)',
  section:
    '750 ILCS 5/505(a)(1.5) computation, (a)(3) net income and standardized tax amount, (a)(3.3a) minimum obligation, (a)(3.5) income above the schedule, (a)(3.7) child care, (a)(3.8) shared physical care, (a)(4) health insurance',
  url: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=075000050K505',
};
const HFS_SCHEDULE: Source = {
  title: 'Illinois HFS Income Shares Schedule of Basic Obligations (effective 2026-03-20)',
  url: 'https://hfs.illinois.gov/content/dam/soi/en/web/hfs/childsupport/parents/2026ilschedofbobligations.pdf',
};
/**
 * Worksheet form lines (issue 26): none are given, so the result names no `worksheetForm` and no step has a
 * `line`. Illinois's worksheets are the ones the HFS Child Support Estimator prints (the basic obligation
 * worksheet and the shared physical care support obligation worksheet, CP, NCP and Combined columns, as the
 * estimator page at cscwebext.hfs.illinois.gov/CscWebEx/app/csc shows), and the Supreme Court's standardized
 * Financial Affidavit suite lists a "Schedule A - Child Support Worksheet"; the text of neither form, with its
 * line numbers, could be read (searched 2026-12-07: stored web pages, code and documentation corpora). The HFS
 * "Calculating Child Support Obligation" form that could be read, HFS WEB016 (N-6-10), lines 1-5, is the
 * percentage-of-income worksheet (20%, 28%, 32%…) replaced on 2017-07-01, so it is not used. The steps keep the
 * statute's order, 505(a)(1.5) and (a)(3.8); lines are to be added only from the forms' own text.
 */
/**
 * 505(a)(3.8): shared physical care when each parent has 146 or more overnights a year. Bills of the
 * 104th General Assembly would lower this to 110 overnights (or "overnight equivalents") with a table
 * for 110-145 (HB5172, SB3524, which passed the Senate in 2026 for 2027-01-01); none was found enacted
 * by 2026-11-21, nor on a second check on 2026-11-26 (HB5172's last action: committee assignment,
 * 2026-03-12; see ACCURACY.md, "Rule changes reported as due"), so they are not applied.
 */
const SHARED_CARE_OVERNIGHTS = 146;
const SHARED_CARE_MULTIPLIER = 1.5;
/**
 * 505(a)(3.3a): $40 a month per child, at most $120 in all, for an obligor whose actual or imputed gross
 * income is at or below 75% of the most recent HHS poverty guideline for a family of one person.
 */
const MINIMUM_PER_CHILD = 40;
const MINIMUM_TOTAL_CAP = 120;
const MINIMUM_ORDER_POVERTY_SHARE = 0.75;
/** Income shares began 2017-07-01: earlier dates read the 2017 guideline. */
const FIRST_GUIDELINE_YEAR = 2017;

function povertyGuidelineFor(asOf: string): { year: number; annual: number } {
  return onePersonPovertyGuideline(Number.parseInt(asOf.slice(0, 4), 10), { from: FIRST_GUIDELINE_YEAR });
}

/** 505(a)(3.3a): the monthly gross income at or below which the minimum order is presumed. */
export function illinoisMinimumOrderThreshold(asOf: string): { year: number; monthly: number } {
  const { year, annual } = povertyGuidelineFor(asOf);
  return { year, monthly: roundToCents((annual * MINIMUM_ORDER_POVERTY_SHARE) / 12) };
}

const APPROXIMATIONS = [
  'The HFS schedule is read from 37 of its rows (the only machine-readable copy found, single-sourced, said to be from the schedule effective 2026-03-20) and interpolated between them; the official schedule prints $50 brackets, so amounts can differ by several dollars between those rows, and earlier schedules (before 2026-03-20) may differ more.',
  "From gross income, net income is the statute's standardized net income (gross less federal and state income tax for a single filer with the standard deduction, the children claimed by the parent with the majority of parenting time, and FICA) computed with the engine's tax model, not read from the HFS gross-to-net conversion table; the individualized tax amount alternative is not modelled.",
  "The minimum-order threshold uses the one-person HHS poverty guideline of the case's calendar year from January 1 (HHS publishes it in mid-January); the 2026 figure ($15,960) rests on a secondary source.",
  'Any low-income adjustment built into the lowest rows of the HFS schedule shows only as far as the rows read reflect it.',
];

const LABEL: Record<ParentRole, string> = {
  custodial: 'Custodial parent',
  noncustodial: 'Noncustodial parent',
};

/**
 * One parent's net income for support. 505(a)(3)(C): the standardized tax amount is the federal and
 * state income tax of a single filer claiming the standard deduction and the parties' children where
 * that parent is entitled to claim them, plus FICA; unless the court or the parties decide otherwise,
 * the statute deems the parent with the majority of parenting time entitled to claim them. After role normalization that is the custodial
 * parent. The deductions entered (maintenance paid, other support) come off net income.
 */
function netIncomeForSupport(
  c: ChildSupportCase,
  role: ParentRole,
  steps: Step[],
  approximations: string[],
): number {
  const label = LABEL[role];
  const net = netIncomeOf(c, role, {
    state: c.jurisdiction,
    filingStatus: 'single',
    qualifyingChildren: role === 'custodial' ? c.children : 0,
    label: 'standardized net income',
    party: `${label}:`,
  });
  steps.push(...net.steps);
  if (net.estimated) {
    approximations.push(
      `${label}: standardized net income was computed from gross income with the engine's tax model (single filer, ${
        role === 'custodial' ? `claiming ${c.children} child(ren)` : 'no dependants'
      }, tax year ${net.taxYear}), not read from the HFS gross-to-net conversion table.`,
      ...net.taxApproximations.map((a) => `${label}: ${a}`),
    );
  }
  const deductions = roundToCents(c[role].monthlyDeductions);
  const income = roundToCents(Math.max(0, net.net - deductions));
  if (deductions > 0) {
    steps.push(money(`${label}: deductions entered`, deductions, undefined, '505(a)(3)(F)'));
  }
  steps.push(money(`${label}: net income for support`, income, undefined, '505(a)(3)(B)'));
  return income;
}

function compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const incomes = {
    custodial: netIncomeForSupport(c, 'custodial', steps, approximations),
    noncustodial: netIncomeForSupport(c, 'noncustodial', steps, approximations),
  };
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
      'Combined net income exceeds the schedule ($27,375): under 505(a)(3.5) the court may use the highest amount or set support above it; the highest amount is shown.',
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
  const ncpGross = c.incomeBasis === 'gross' ? roundToCents(c.noncustodial.monthlyIncome) : undefined;
  const threshold = illinoisMinimumOrderThreshold(c.asOf);

  if (ncpGross !== undefined && ncpGross <= threshold.monthly) {
    ncpOwes = Math.min(MINIMUM_PER_CHILD * c.children, MINIMUM_TOTAL_CAP);
    steps.push(
      money(
        'Minimum order threshold (75% of the one-person poverty guideline, monthly)',
        threshold.monthly,
        `${onePersonPovertyGuideline(threshold.year).annual} (${threshold.year}) × 75% ÷ 12`,
        '505(a)(3.3a)',
      ),
      money(
        'Minimum child support obligation',
        ncpOwes,
        `$40 × ${c.children} child(ren), at most $120 (gross income ${ncpGross} ≤ ${threshold.monthly})`,
        '505(a)(3.3a)',
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
      sources: [STATUTE, HFS_SCHEDULE, HHS_POVERTY_GUIDELINE_SOURCE],
      approximations: APPROXIMATIONS,
      summary:
        'Income shares on combined standardized net income (HFS schedule); shared physical care when each parent has 146 overnights: basic × 1.5, each portion × the other parent’s time, offset; $40 per child (at most $120) for an obligor with gross income at or below 75% of the poverty guideline; child care and health insurance by income share, crediting the parent who pays.',
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
      name: 'Minimum order: noncustodial parent earning $900 gross a month in 2026, two children',
      source:
        'derived from 750 ILCS 5/505(a)(3.3a) ($40 per child, at most $120, at or below 75% of the one-person poverty guideline)',
      kind: 'derived',
      input: {
        state: 'illinois',
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 900,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 80, payer: 'noncustodial' },
      note: '75% × $15,960 ÷ 12 = $997.50; $900 ≤ $997.50, so $40 × 2 = $80.',
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
