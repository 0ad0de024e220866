import type { z } from 'zod';
import { EngineValidationError } from '../errors.js';
import { money, note, type Step } from '../explain/steps.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { percentOf, roundToCents, roundToDecimals } from '../money/rounding.js';
import { incomeTaxSourcesOnly } from '../qdro/income-tax-sources.js';
import type { Source } from '../rules/source.js';
import { uniqueSources } from '../rules/unique-sources.js';
import { ALIMONY_SOURCES } from '../tax/alimony.js';
import { calculateIncomeTaxFromValidInput } from '../tax/calculate.js';
import type { IncomeTaxParsedInput } from '../tax/schema.js';
import { FEDERAL_PARAMETERS } from '../tax/federal/parameters.js';
import type { IncomeTaxResult } from '../tax/schema.js';
import type { FilingStatus } from '../tax/types.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { SALT_CAP, TAX_IMPACT_RULES, saltCapFor } from './rules.js';
import { TaxImpactInputSchema, type TaxImpactParsedInput, type TaxImpactResult } from './schema.js';

type Scenario = TaxImpactResult['scenarios']['current'];

interface ScenarioArgs {
  filingStatus: FilingStatus;
  wages: number;
  children: number;
  alimonyPaid?: number;
  alimonyReceived?: number;
  itemizes: boolean;
}

interface ScenarioRun {
  scenario: Scenario;
  tax: IncomeTaxResult;
  itemized: number;
  saltCap: number;
}

const LAST_OLD_ALIMONY_RULE_DAY = '2018-12-31';

function usd(amount: number): string {
  return `$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`;
}

/** One return: federal and state income tax from the tax engine, with Schedule A under the year's SALT cap. */
function runScenario(i: TaxImpactParsedInput, args: ScenarioArgs): ScenarioRun {
  const year = i.divorceYear;
  // Sums computed here (Schedule A with the state's income tax under the SALT cap) can pass the money maximum that
  // bounds each field a person types, so the tax engine is called on them without re-validating them as input.
  const base: Omit<IncomeTaxParsedInput, 'itemizedDeductions'> = {
    taxYear: year,
    filingStatus: args.filingStatus,
    wages: args.wages,
    childrenUnder17: args.children,
    state: i.state,
    alimonyPaid: args.alimonyPaid ?? 0,
    alimonyReceived: args.alimonyReceived ?? 0,
    otherIncome: 0,
    ...(i.alimonyInstrumentDate ? { agreementDate: i.alimonyInstrumentDate } : {}),
  };
  const marriedSeparate = args.filingStatus === 'married-separate';
  const otherItemized = args.itemizes ? i.mortgageInterest + i.charitableDeductions : 0;
  const propertyTaxes = args.itemizes ? i.propertyTaxes : 0;
  // First pass for AGI and the state income tax, which counts toward state and local taxes.
  const firstCap = saltCapFor(year, marriedSeparate, args.wages);
  const first = calculateIncomeTaxFromValidInput({
    ...base,
    itemizedDeductions: otherItemized + Math.min(firstCap, propertyTaxes),
  });
  const saltCap = roundToCents(saltCapFor(year, marriedSeparate, first.adjustedGrossIncome));
  const salt = Math.min(saltCap, propertyTaxes + Math.max(0, first.stateIncomeTax));
  const itemized = roundToCents(otherItemized + salt);
  const tax = calculateIncomeTaxFromValidInput({ ...base, itemizedDeductions: itemized });
  const standard = FEDERAL_PARAMETERS[year].standardDeduction[args.filingStatus];
  return {
    scenario: {
      filingStatus: args.filingStatus,
      wages: args.wages,
      federalIncomeTax: tax.federalIncomeTax,
      stateIncomeTax: tax.stateIncomeTax,
      incomeTax: roundToCents(tax.federalIncomeTax + tax.stateIncomeTax),
      deduction: tax.deduction,
      deductionKind: itemized > standard ? 'itemized' : 'standard',
      childTaxCredit: tax.childTaxCredit,
      childrenClaimed: args.children,
    },
    tax,
    itemized,
    saltCap,
  };
}

/**
 * The worksheet's word for a tax below zero: refundable credits (the additional child tax credit) more
 * than the tax owed, the rest paid out. Without it a line read "-$1,125" and nothing else.
 */
function refundNote(tax: number): string | undefined {
  return tax < 0 ? 'below zero: credits beyond the tax owed, paid out as a refund' : undefined;
}

function spouseStatus(childrenLivingWithSpouse: number): FilingStatus {
  return childrenLivingWithSpouse > 0 ? 'head-of-household' : 'single';
}

/**
 * Income tax before and after the divorce for one year (2024-2026), federal and state, from the tax engine:
 * the current joint (or separate) returns, this person's projected return and, when the spouse's income is
 * given, the spouse's; with recommendations from the numbers, each citing its rule.
 */
export function calculateTaxImpact(input: unknown): TaxImpactResult {
  const parsed = TaxImpactInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateTaxImpactFromValidInput(parsed.data);
}

/**
 * calculateTaxImpact for input that has already passed TaxImpactInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateTaxImpactFromValidInput(
  valid: z.output<typeof TaxImpactInputSchema>,
): TaxImpactResult {
  const i = valid;
  const year = i.divorceYear;
  const steps: Step[] = [];
  const sources: Source[] = [];
  const approximations: string[] = [];
  const recommendations: string[] = [];
  const rulesCited = new Set<keyof typeof TAX_IMPACT_RULES>();

  const children = i.numberOfChildren ?? 0;
  const withYou = i.childrenWithPrimaryParent ?? children;
  const withSpouse = children - withYou;
  const releasedToOther = i.childrenReleasedToOtherParent ?? 0;
  const releasedToYou = i.childrenReleasedToYou ?? 0;
  const hasSpouse = i.spouseIncome > 0;
  if (i.childrenWithPrimaryParent === undefined && children > 0) {
    approximations.push(
      'All children are taken to live with this person more than half the year (none was entered otherwise).',
    );
  }
  approximations.push(
    'All children are taken to be under 17 and qualifying for the child tax credit; income is wages; FICA is left out because a divorce does not change it.',
    "Mortgage interest, property taxes and charity are this person's after the divorce; the spouse's projection takes the standard deduction.",
  );

  // Current returns.
  let current: ScenarioRun[];
  if (i.currentFilingStatus === 'married-joint') {
    current = [
      runScenario(i, {
        filingStatus: 'married-joint',
        wages: i.annualIncome + i.spouseIncome,
        children,
        itemizes: true,
      }),
    ];
  } else {
    const spouseCurrentStatus: FilingStatus =
      i.currentFilingStatus === 'married-separate' ? 'married-separate' : 'single';
    current = [
      runScenario(i, {
        filingStatus: i.currentFilingStatus,
        wages: i.annualIncome,
        children: withYou,
        itemizes: true,
      }),
    ];
    if (hasSpouse)
      current.push(
        runScenario(i, {
          filingStatus: spouseCurrentStatus,
          wages: i.spouseIncome,
          children: withSpouse,
          itemizes: false,
        }),
      );
  }
  const currentYearTax = roundToCents(current.reduce((sum, run) => sum + run.scenario.incomeTax, 0));
  const federalTaxCurrent = roundToCents(
    current.reduce((sum, run) => sum + run.scenario.federalIncomeTax, 0),
  );
  const stateTaxCurrent = roundToCents(current.reduce((sum, run) => sum + run.scenario.stateIncomeTax, 0));
  steps.push(
    note('Current filing status', i.currentFilingStatus),
    money('Current federal income tax', federalTaxCurrent, refundNote(federalTaxCurrent), `${year} federal rates`),
    money('Current state income tax', stateTaxCurrent, refundNote(stateTaxCurrent)),
    money('Current income tax (federal + state)', currentYearTax, refundNote(currentYearTax)),
  );

  // Projected returns.
  const yourChildren = withYou - releasedToOther + releasedToYou;
  const spouseChildren = withSpouse - releasedToYou + releasedToOther;
  const projectedArgs = (childrenClaimed: number, status = i.projectedFilingStatus): ScenarioArgs => ({
    filingStatus: status,
    wages: i.annualIncome,
    children: childrenClaimed,
    alimonyPaid: i.alimonyPaid,
    alimonyReceived: i.alimonyReceived,
    itemizes: true,
  });
  const spouseArgs = (childrenClaimed: number): ScenarioArgs => ({
    filingStatus: spouseStatus(withSpouse),
    wages: i.spouseIncome,
    children: childrenClaimed,
    alimonyPaid: i.alimonyReceived,
    alimonyReceived: i.alimonyPaid,
    itemizes: false,
  });
  const projected = runScenario(i, projectedArgs(yourChildren));
  const spouse = hasSpouse ? runScenario(i, spouseArgs(spouseChildren)) : null;
  const projectedTax = projected.scenario.incomeTax;
  const spouseProjectedTax = spouse ? spouse.scenario.incomeTax : null;
  const householdProjectedTax = roundToCents(projectedTax + (spouseProjectedTax ?? 0));
  const taxDifference = roundToCents(householdProjectedTax - currentYearTax);
  const incomeShare =
    i.annualIncome + i.spouseIncome > 0 ? i.annualIncome / (i.annualIncome + i.spouseIncome) : 1;
  const personalChange = roundToCents(projectedTax - currentYearTax * incomeShare);
  sources.push(...incomeTaxSourcesOnly(projected.tax.meta.sources), SALT_CAP[year].source);

  steps.push(
    note('Projected filing status', i.projectedFilingStatus),
    money('Projected federal income tax', projected.scenario.federalIncomeTax, refundNote(projected.scenario.federalIncomeTax)),
    money('Projected state income tax', projected.scenario.stateIncomeTax, refundNote(projected.scenario.stateIncomeTax)),
    money('Projected income tax (federal + state)', projectedTax, refundNote(projectedTax)),
  );
  if (spouse) {
    steps.push(
      money(`Spouse's projected income tax (${spouse.scenario.filingStatus})`, spouse.scenario.incomeTax),
      money(
        'Household income tax after the divorce',
        householdProjectedTax,
        `${projectedTax} + ${spouse.scenario.incomeTax}`,
      ),
    );
  }
  steps.push(
    money(
      taxDifference > 0 ? 'Annual tax increase' : 'Annual tax savings',
      Math.abs(taxDifference),
      `${householdProjectedTax} − ${currentYearTax}`,
    ),
    money(
      'Your change (projected tax − your income share of the current tax)',
      personalChange,
      `${projectedTax} − ${currentYearTax} × ${roundToDecimals(incomeShare * 100, 1)}%`,
    ),
  );

  // Alimony: deductible and taxable only under instruments executed before 2019.
  let alimonyTaxBenefit = 0;
  if (i.alimonyPaid > 0 || i.alimonyReceived > 0) {
    const withoutAlimony = runScenario(i, {
      ...projectedArgs(yourChildren),
      alimonyPaid: 0,
      alimonyReceived: 0,
    });
    alimonyTaxBenefit = roundToCents(withoutAlimony.scenario.incomeTax - projectedTax);
    const oldRule =
      i.alimonyInstrumentDate !== undefined && i.alimonyInstrumentDate <= LAST_OLD_ALIMONY_RULE_DAY;
    steps.push(money('Alimony tax effect (tax without alimony − with)', alimonyTaxBenefit));
    sources.push(...ALIMONY_SOURCES);
    recommendations.push(
      oldRule
        ? `Your instrument was executed before 2019, so alimony is deductible by the payer and taxable to the recipient (former IRC §§71, 215; P.L. 115-97 §11051(c)): ${alimonyTaxBenefit >= 0 ? 'it saves you' : 'it costs you'} ${usd(alimonyTaxBenefit)} of federal tax${i.alimonyReceived > 0 ? '; set aside or have tax withheld for it' : ''}.`
        : 'Alimony under an instrument executed after 2018 is neither deductible by the payer nor taxable to the recipient (P.L. 115-97 §11051); some states still tax it, which the state figure includes.',
    );
  }

  // Head of household.
  if (i.projectedFilingStatus === 'single' && withYou > 0) {
    const asHead = runScenario(i, projectedArgs(yourChildren, 'head-of-household'));
    const saving = roundToCents(projectedTax - asHead.scenario.incomeTax);
    if (saving > 0) {
      recommendations.push(
        `You may qualify as head of household: a child lives with you more than half the year; if you also pay more than half the cost of keeping up the home, filing as head of household lowers your tax by ${usd(saving)} (IRC §2(b); IRS Publication 501).`,
      );
      rulesCited.add('headOfHousehold');
    }
  } else if (i.projectedFilingStatus === 'head-of-household' && withYou === 0) {
    const asSingle = runScenario(i, projectedArgs(yourChildren, 'single'));
    recommendations.push(
      `Head of household needs a qualifying person who lived with you more than half the year (IRC §2(b); IRS Publication 501); with no child living with you, you would file single and owe ${usd(asSingle.scenario.incomeTax - projectedTax)} more.`,
    );
    rulesCited.add('headOfHousehold');
  }

  // Who claims the children: compare the household tax with every child's credit claimed by one parent.
  if (spouse && children > 0) {
    const household = (yours: number) =>
      runScenario(i, projectedArgs(yours)).scenario.incomeTax +
      runScenario(i, spouseArgs(children - yours)).scenario.incomeTax;
    const options = [
      { who: 'you', total: household(children) },
      { who: 'the other parent', total: household(0) },
    ].sort((a, b) => a.total - b.total);
    const best = options[0]!;
    const saving = roundToCents(householdProjectedTax - best.total);
    if (saving >= 1) {
      recommendations.push(
        `The household pays ${usd(saving)} less if ${best.who} claim${best.who === 'you' ? '' : 's'} the child tax credit for all ${children} ${children === 1 ? 'child' : 'children'}: the parent a child does not live with can claim it only with the custodial parent's signed Form 8332, and head of household status stays with the parent the child lives with (IRC §152(e)).`,
      );
      rulesCited.add('custodialParentRelease');
    }
  }

  // Itemize or take the standard deduction.
  const standard = FEDERAL_PARAMETERS[year].standardDeduction[i.projectedFilingStatus];
  const stateAndLocal = i.propertyTaxes + Math.max(0, projected.scenario.stateIncomeTax);
  if (projected.itemized > 0) {
    const capNote =
      stateAndLocal > projected.saltCap
        ? `; state and local taxes of ${usd(stateAndLocal)} count only up to the ${year} cap of ${usd(projected.saltCap)} (IRC §164(b)(6))`
        : '';
    recommendations.push(
      projected.scenario.deductionKind === 'itemized'
        ? `Itemize: your deductions of ${usd(projected.itemized)} exceed the ${usd(standard)} standard deduction (IRC §63; Schedule A)${capNote}.`
        : `Take the standard deduction of ${usd(standard)}: your itemized deductions of ${usd(projected.itemized)} are smaller (IRC §63)${capNote}.`,
    );
    rulesCited.add('itemize');
  }

  // Withholding.
  if (i.projectedFilingStatus !== i.currentFilingStatus) {
    recommendations.push(
      personalChange > 0
        ? `Give your employer a new Form W-4 for your new filing status: your projected income tax is ${usd(personalChange)} more than your income share of the current tax, so withholding set for your current status will likely fall short (IRS Form W-4; Publication 505).`
        : 'Give your employer a new Form W-4 for your new filing status so that withholding matches your own return (IRS Form W-4; Publication 505).',
    );
    rulesCited.add('withholding');
  }
  if (i.businessExpenses > 0) {
    recommendations.push(
      `Business expenses of ${usd(i.businessExpenses)} were not deducted: unreimbursed employee expenses are not deductible after 2017 (IRC §67(g)); self-employment expenses belong on Schedule C, which this calculator does not compute.`,
    );
    rulesCited.add('employeeExpenses');
  }
  for (const key of rulesCited) sources.push(TAX_IMPACT_RULES[key]);
  if (i.propertyTaxes > 0) {
    steps.push(
      money(
        `State and local tax cap (${year})`,
        projected.saltCap,
        undefined,
        `${SALT_CAP[year].source.title.split(':')[0]}`,
      ),
    );
  }

  const jurisdiction = jurisdictionBySlug(i.state);
  const incomeBase = i.annualIncome + i.alimonyReceived;
  return {
    taxDifference,
    currentYearTax,
    projectedTax,
    spouseProjectedTax,
    householdProjectedTax,
    personalChange,
    federalTaxCurrent,
    federalTaxProjected: projected.scenario.federalIncomeTax,
    stateTaxCurrent,
    stateTaxProjected: projected.scenario.stateIncomeTax,
    alimonyTaxBenefit,
    childTaxCredits: projected.scenario.childTaxCredit,
    breakdown: {
      standardDeduction: standard,
      itemizedDeductions: projected.itemized,
      saltCap: projected.saltCap,
      taxableIncome: projected.tax.taxableIncome,
      effectiveTaxRate: roundToDecimals(percentOf(projectedTax, incomeBase, 3), 1),
      marginalTaxRate: roundToDecimals(projected.tax.marginalRate, 1),
    },
    scenarios: {
      current: current[0]!.scenario,
      projected: projected.scenario,
      spouseProjected: spouse?.scenario ?? null,
    },
    recommendations,
    taxYear: year,
    steps,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: 'tax-impact',
      rulesEffective: { from: `${year}-01-01`, to: `${year}-12-31` },
      sources: uniqueSources(sources),
      confidence: projected.tax.meta.confidence === 'official' ? 'official' : 'estimate',
      approximations: [...approximations, ...projected.tax.meta.approximations],
      asOf: `${year}-12-31`,
    },
  };
}
