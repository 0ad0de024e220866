import { money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { percentOf, roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { estimateMonthlyNetIncome, taxYearFor } from '../../tax/net-income.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';

const RULE_90_3: Source = {
  title: 'Alaska Rules of Civil Procedure, Rule 90.3 Child Support Awards (version effective 2023-10-16)',
  section: 'Rule 90.3(a)(1)-(2), (b), (c)(3), (f)',
  url: 'https://courts.alaska.gov/rules/docs/civ.pdf',
};

/** Rule 90.3(a)(2): 20% for one child, 27% for two, 33% for three, and 3% more for each additional child. */
function rateFor(children: number): number {
  if (children === 1) return 0.2;
  if (children === 2) return 0.27;
  return roundToCents(0.33 + 0.03 * (children - 3));
}
/** Rule 90.3(f): a parent with the children at least 30% of the year has shared physical custody. */
const SHARED_CUSTODY_MIN_PERCENT = 30;
/** Rule 90.3(b): the difference of the cross-multiplied amounts is multiplied by 1.5. */
const SHARED_CUSTODY_MULTIPLIER = 1.5;
/** Rule 90.3(c)(3): an obligor must be ordered to pay at least $50 a month. */
const MINIMUM_MONTHLY = 50;
/**
 * Rule 90.3(c)(2) limits the income the percentages apply to. The figure in the 2023 text was not seen;
 * $138,000 is the lowest value cited by secondary sources, so results above it are flagged.
 * Searched again 2026-11-27: the stored copies of the rule effective 2023-10-16 (Casetext, "as amended through
 * March 21, 2024"; WomensLaw, updated 2023-08-08) could be read only as far as (a)(1); courts.alaska.gov's civ.pdf
 * and the amending supreme court order were not among the stored pages. One secondary page (divorceai.com) gives
 * $138,000; a second independent account was not found, so the figure stays unverified and is not applied.
 */
const UNVERIFIED_CAP_ANNUAL = 138000;

const TAX_APPROXIMATION =
  'Adjusted annual income was estimated from gross income with standard federal income tax and FICA for a single filer (Alaska has no state income tax); Rule 90.3(a)(1) subtracts the taxes actually owed.';
const SHARED_TEXT_APPROXIMATION =
  "Shared custody follows Rule 90.3(b) as long published (each parent's primary-custody amount × the other parent's time, difference × 1.5, capped at the primary-custody amount); the 2023 text of (b) was not seen.";

interface AdjustedIncome {
  annual: number;
  steps: Step[];
  approximations: string[];
}

function adjustedAnnualIncome(c: ChildSupportCase, role: ParentRole, label: string): AdjustedIncome {
  const parent = c[role];
  const gross = roundToCents(Math.max(0, parent.monthlyIncome));
  const steps: Step[] = [];
  const approximations: string[] = [];
  let afterTaxMonthly = gross;
  if (c.incomeBasis === 'net') {
    steps.push(money(`${label}: monthly income after taxes (as entered)`, gross, undefined, 'Rule 90.3(a)(1)(A)'));
  } else {
    const estimate = estimateMonthlyNetIncome({ grossMonthly: gross, state: 'alaska', taxYear: taxYearFor(c.asOf), filingStatus: 'single' });
    afterTaxMonthly = estimate.netMonthly;
    steps.push(
      money(`${label}: total monthly income`, gross, undefined, 'Rule 90.3(a)(1)'),
      money(`${label}: less income tax, Social Security and Medicare (estimated)`, roundToCents(estimate.federalIncomeTaxMonthly + estimate.ficaMonthly + estimate.stateIncomeTaxMonthly), undefined, 'Rule 90.3(a)(1)(A)'),
    );
    approximations.push(TAX_APPROXIMATION, ...estimate.approximations);
  }
  // Rule 90.3(a)(1)(C), (E): support paid for prior children and work-related childcare the parent pays.
  const childcare = c.childcare.paidBy === role ? c.childcare.monthly : 0;
  const monthly = roundToCents(Math.max(0, afterTaxMonthly - parent.monthlyDeductions - childcare));
  const annual = roundToCents(monthly * 12);
  steps.push(
    money(`${label}: less prior support paid`, parent.monthlyDeductions, undefined, 'Rule 90.3(a)(1)(C)'),
    ...(childcare > 0 ? [money(`${label}: less work-related childcare paid`, childcare, undefined, 'Rule 90.3(a)(1)(E)')] : []),
    money(`${label}: adjusted annual income`, annual, `${monthly} × 12`, 'Rule 90.3(a)(1)'),
  );
  return { annual, steps, approximations };
}

function computeAlaska(c: ChildSupportCase): GuidelineOutcome {
  const rate = rateFor(c.children);
  const ncp = adjustedAnnualIncome(c, 'noncustodial', 'Noncustodial parent');
  const cp = adjustedAnnualIncome(c, 'custodial', 'Custodial parent');
  const approximations = [...new Set([...ncp.approximations, ...cp.approximations])];
  const steps: Step[] = [...ncp.steps, ...cp.steps, percent('Percentage for the number of children', roundToCents(rate * 100), `${c.children} child(ren)`, 'Rule 90.3(a)(2)')];
  const ncpPrimaryAnnual = roundToCents(ncp.annual * rate);
  const cpPrimaryAnnual = roundToCents(cp.annual * rate);
  const shared = Math.min(c.custodial.timePercent, c.noncustodial.timePercent) >= SHARED_CUSTODY_MIN_PERCENT;

  let annualOwed: number;
  let payer: ParentRole | 'none';
  if (!shared) {
    steps.push(
      note('Custody', 'Primary physical custody: the other parent has the children less than 30% of the year.', 'Rule 90.3(a), (f)'),
      money('Annual child support (noncustodial parent)', ncpPrimaryAnnual, `${ncp.annual} × ${roundToCents(rate * 100)}%`, 'Rule 90.3(a)'),
    );
    annualOwed = ncpPrimaryAnnual;
    payer = 'noncustodial';
  } else {
    approximations.push(SHARED_TEXT_APPROXIMATION);
    const cpTime = c.custodial.timePercent / 100;
    const ncpTime = c.noncustodial.timePercent / 100;
    // Each parent's primary-custody amount times the other parent's share of custody time.
    const ncpCross = roundToCents(ncpPrimaryAnnual * cpTime);
    const cpCross = roundToCents(cpPrimaryAnnual * ncpTime);
    const difference = roundToCents(Math.abs(ncpCross - cpCross));
    payer = ncpCross > cpCross ? 'noncustodial' : ncpCross < cpCross ? 'custodial' : 'none';
    const multiplied = roundToCents(difference * SHARED_CUSTODY_MULTIPLIER);
    const primaryOfPayer = payer === 'custodial' ? cpPrimaryAnnual : ncpPrimaryAnnual;
    annualOwed = Math.min(multiplied, primaryOfPayer);
    steps.push(
      note('Custody', 'Shared physical custody: each parent has the children at least 30% of the year.', 'Rule 90.3(b), (f)'),
      money("Noncustodial parent's primary-custody amount", ncpPrimaryAnnual),
      money("Custodial parent's primary-custody amount", cpPrimaryAnnual),
      money("Noncustodial parent's amount × custodial parent's time", ncpCross, `${ncpPrimaryAnnual} × ${c.custodial.timePercent}%`, 'Rule 90.3(b)(2)'),
      money("Custodial parent's amount × noncustodial parent's time", cpCross, `${cpPrimaryAnnual} × ${c.noncustodial.timePercent}%`, 'Rule 90.3(b)(2)'),
      money('Difference × 1.5', multiplied, `${difference} × ${SHARED_CUSTODY_MULTIPLIER}`, 'Rule 90.3(b)(3)'),
      money('Annual child support (not more than the payer\'s primary-custody amount)', annualOwed, `min(${multiplied}, ${primaryOfPayer})`, 'Rule 90.3(b)(3)'),
    );
  }
  const payerAnnualIncome = payer === 'custodial' ? cp.annual : ncp.annual;
  if (payer !== 'none' && payerAnnualIncome > UNVERIFIED_CAP_ANNUAL) {
    approximations.push(
      "The payer's adjusted annual income is above $138,000; Rule 90.3(c)(2) limits the income the percentages apply to, but the current limit was not verified, so the full income was used.",
    );
  }
  let monthlyPayment = roundToCents(annualOwed / 12);
  steps.push(money('Monthly child support', monthlyPayment, `${annualOwed} ÷ 12`));
  if (payer !== 'none' && monthlyPayment < MINIMUM_MONTHLY) {
    steps.push(money('Minimum order', MINIMUM_MONTHLY, undefined, 'Rule 90.3(c)(3)'));
    monthlyPayment = MINIMUM_MONTHLY;
  }
  if (c.healthInsurance.monthly > 0 || (c.childcare.monthly > 0 && c.childcare.paidBy === 'custodial')) {
    steps.push(note('Health insurance and childcare', "Health insurance and childcare the custodial parent pays are allocated separately (Rule 90.3(d)); they are not in the amount shown.", 'Rule 90.3(d)'));
  }
  const ncpGross = roundToCents(Math.max(0, c.noncustodial.monthlyIncome));
  const cpGross = roundToCents(Math.max(0, c.custodial.monthlyIncome));
  const baseAmount = roundToCents(ncpPrimaryAnnual / 12);
  return {
    monthlyPayment,
    payer,
    combinedIncome: roundToCents((ncp.annual + cp.annual) / 12),
    nonCustodialPercentage: percentOf(ncpGross, ncpGross + cpGross),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
  };
}

export const alaska = defineChildSupportRules({
  slug: 'alaska',
  versions: [
    {
      effective: { from: '2023-10-16' },
      model: 'percentage-of-income',
      incomeBasis: 'net',
      confidence: 'official',
      sources: [RULE_90_3],
      approximations: [],
      summary:
        "Percentage of the obligor's adjusted annual income (after taxes, prior support and work-related childcare): 20/27/33% plus 3% per further child, at least $50 a month; shared custody from 30% of the year each.",
      compute: computeAlaska,
    },
  ],
  examples: [
    {
      name: 'Alaska Bar Association example: one child, $1,200 a month adjusted income, primary custody',
      kind: 'secondary',
      source:
        'Alaska Bar Association, "Child Support" (law for youth: family life, divorce and dissolution), https://alaskabar.org/youth/family-life/being-together/divorce-and-dissolution/child-support/ (read 2026-11-26): "if the parent’s adjusted income is $1,200.00 per month, that parent would pay $240 per month for child support"',
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 1200,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        incomeBasis: 'net',
        state: 'alaska',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 240, payer: 'noncustodial' },
      note: 'A bar publication, so secondary (types.ts). The page gives no custodial parent income; under Rule 90.3(a) it does not enter, so any figure serves. 1,200 × 12 = 14,400 × 20% = 2,880 a year ÷ 12 = $240.',
    },
    {
      name: 'Primary custody, two children, $4,000 a month after taxes',
      kind: 'derived',
      source: 'derived from Alaska R. Civ. P. 90.3(a)(2) (27% for two children)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        incomeBasis: 'net',
        state: 'alaska',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1080, payer: 'noncustodial' },
      note: 'Adjusted annual income 48,000 × 27% = 12,960 a year ÷ 12 = $1,080.',
    },
  ],
});
