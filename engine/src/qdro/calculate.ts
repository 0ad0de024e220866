import type { z } from 'zod';
import { wholeCalendarMonths } from '../alimony/calendar.js';
import { EngineValidationError } from '../errors.js';
import { count, money, note, percent, type Step } from '../explain/steps.js';
import { formatDollars } from '../assistant/format.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { roundToCents, roundToDecimals } from '../money/rounding.js';
import type { Source } from '../rules/source.js';
import { uniqueSources } from '../rules/unique-sources.js';
import { todayIso } from '../rules/versions.js';
import { calculateIncomeTax } from '../tax/calculate.js';
import { taxYearFor } from '../tax/net-income.js';
import type { TaxYear } from '../tax/types.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { incomeTaxSourcesOnly } from './income-tax-sources.js';
import { QDRO_PARAMETERS, QDRO_SOURCES } from './rules.js';
import { QdroInputSchema, type QdroAccountType, type QdroParsedInput, type QdroResult } from './schema.js';

const P = QDRO_PARAMETERS;

/** Employer plans divided by a QDRO (or, for a governmental plan, the plan's own domestic relations order). */
const PLAN_TYPES: readonly QdroAccountType[] = ['401k', '403b', '457', 'pension'];

export function isEmployerPlan(accountType: QdroAccountType): boolean {
  return PLAN_TYPES.includes(accountType);
}

/** Balance grown `years` at `rate` a year (compounded yearly), plus `yearly` added at each year's end. */
export function growTo(balance: number, rate: number, years: number, yearly = 0): number {
  if (years <= 0) return balance;
  const factor = (1 + rate) ** years;
  const contributions = rate === 0 ? yearly * years : (yearly * (factor - 1)) / rate;
  return balance * factor + contributions;
}

function cite(source: Source): string {
  return source.section
    ? `${source.title.split(':')[0]} ${source.section}`.replace(/ §\S+ §/, ' §')
    : source.title;
}

/**
 * Divides a retirement account in a divorce: the marital portion by the coverture fraction, the
 * spouse's share by the chosen method, both grown to 65, and the taxes on taking the share as cash
 * now from the tax engine. Throws EngineValidationError with field messages for invalid input.
 */
export function calculateQdro(input: unknown): QdroResult {
  const parsed = QdroInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateQdroFromValidInput(parsed.data);
}

/**
 * calculateQdro for input that has already passed QdroInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateQdroFromValidInput(valid: z.output<typeof QdroInputSchema>): QdroResult {
  const i = valid;
  const valuationDate = i.valuationDate ?? todayIso();
  const steps: Step[] = [];
  const notes: string[] = [];
  const approximations: string[] = [];
  const sources: Source[] = [QDRO_SOURCES.coverture];

  // Coverture fraction: participation during the marriage over all participation to the valuation date.
  const participationStart = i.employmentStartDate ?? i.marriageDate;
  const maritalStart = participationStart > i.marriageDate ? participationStart : i.marriageDate;
  const maritalEnd = i.separationDate < valuationDate ? i.separationDate : valuationDate;
  const maritalMonths = wholeCalendarMonths(maritalStart, maritalEnd);
  const employmentMonths = wholeCalendarMonths(participationStart, valuationDate);
  // Under a month of participation: all marital when it overlaps the marriage, none when it does not.
  const fraction =
    employmentMonths === 0
      ? maritalStart <= maritalEnd
        ? 1
        : 0
      : Math.min(1, maritalMonths / employmentMonths);
  if (i.employmentStartDate === undefined) {
    approximations.push(
      'No employment start date was given, so participation is counted from the marriage date.',
    );
  }
  const maritalPortion = roundToCents(i.currentBalance * fraction);
  const maritalPercentage = roundToDecimals(fraction * 100, 1);
  steps.push(
    money('Total account value', i.currentBalance),
    count('Months of participation during the marriage', maritalMonths, `${maritalStart} to ${maritalEnd}`),
    count('Months of participation', employmentMonths, `${participationStart} to ${valuationDate}`),
    percent(
      'Marital percentage (coverture fraction)',
      maritalPercentage,
      `${maritalMonths} ÷ ${employmentMonths}`,
      cite(QDRO_SOURCES.coverture),
    ),
    money('Marital portion', maritalPortion, `${i.currentBalance} × ${maritalMonths}/${employmentMonths}`),
  );

  const division = divide(i, maritalPortion, fraction, steps, notes);
  const spouseEntitlement = division.spouseEntitlement;
  const employeeRetains = roundToCents(i.currentBalance - spouseEntitlement);
  steps.push(money('Employee retains', employeeRetains, `${i.currentBalance} − ${spouseEntitlement}`));

  // Growth to 65: the spouse's share without further contributions; the employee's with them.
  const rate = i.expectedGrowthRate / 100;
  const spouseYears = Math.max(0, P.projectionAge.value - i.spouseAge);
  const employeeYears = Math.max(0, P.projectionAge.value - i.employeeAge);
  const futureValue = roundToCents(growTo(spouseEntitlement, rate, spouseYears));
  const yearlyAdded = i.annualContribution + i.employerMatch;
  const employeeFutureValue = roundToCents(growTo(employeeRetains, rate, employeeYears, yearlyAdded));
  steps.push(
    money("Present value of the spouse's share", spouseEntitlement),
    money(
      "Future value of the spouse's share at 65",
      futureValue,
      `${spouseEntitlement} × (1 + ${i.expectedGrowthRate}%)^${spouseYears}`,
    ),
    money(
      "Employee's share at 65 with contributions",
      employeeFutureValue,
      `${employeeRetains} × (1 + ${i.expectedGrowthRate}%)^${employeeYears} + ${yearlyAdded} × ((1 + ${i.expectedGrowthRate}%)^${employeeYears} − 1) ÷ ${i.expectedGrowthRate}%`,
    ),
  );
  approximations.push(
    'Growth is compounded once a year at a constant rate, with contributions at each year-end; real returns vary.',
  );

  const taxes = taxImplications(i, spouseEntitlement, valuationDate, steps, notes, sources, approximations);
  const qdroRequired = isEmployerPlan(i.accountType);
  const divisionInstrument = instrumentFor(i.accountType, sources, steps);
  if (i.accountType === 'pension') pensionNotes(i, notes, sources);

  const jurisdiction = jurisdictionBySlug(i.state);
  return {
    accountType: i.accountType,
    divisionMethod: i.divisionMethod,
    spouseEntitlement,
    employeeRetains,
    maritalPortion,
    presentValue: spouseEntitlement,
    futureValue,
    employeeFutureValue,
    division: division.summary,
    breakdown: {
      totalAccountValue: roundToCents(i.currentBalance),
      maritalMonths,
      employmentMonths,
      maritalPercentage,
    },
    taxImplications: taxes,
    qdroRequired,
    divisionInstrument,
    notes,
    steps,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: 'qdro-coverture',
      rulesEffective: { from: `${taxes.taxYear}-01-01`, to: `${taxes.taxYear}-12-31` },
      sources: uniqueSources(sources),
      confidence: 'estimate',
      approximations,
      asOf: valuationDate,
    },
  };
}

/**
 * The spouse's share by the chosen method, and a plain sentence saying what it is a share of. Half of the
 * marital portion is the starting point when no share is given: only what was earned during the marriage is
 * divided. A share of the whole account also hands over the part earned before the marriage or after the
 * separation, and the notes say how much that is.
 */
function divide(
  i: QdroParsedInput,
  maritalPortion: number,
  fraction: number,
  steps: Step[],
  notes: string[],
): { spouseEntitlement: number; summary: QdroResult['division'] } {
  const total = roundToCents(i.currentBalance);
  if (i.divisionMethod === 'dollar-amount') {
    const spouseEntitlement = roundToCents(i.divisionAmount!);
    steps.push(money("Spouse's entitlement (dollar amount)", spouseEntitlement));
    return {
      spouseEntitlement,
      summary: { basis: 'dollar-amount', sharePercent: null, defaultShare: false, text: `A fixed ${formatDollars(spouseEntitlement)}, the dollar amount given.` },
    };
  }
  if (i.divisionMethod === 'percentage') {
    const share = i.divisionPercentage!;
    const spouseEntitlement = roundToCents((i.currentBalance * share) / 100);
    steps.push(money("Spouse's entitlement", spouseEntitlement, `${i.currentBalance} × ${share}%`));
    const sameShareOfMarital = roundToCents((maritalPortion * share) / 100);
    if (fraction < 1 && spouseEntitlement > sameShareOfMarital) {
      notes.push(
        `${share}% of the whole account gives the spouse ${formatDollars(spouseEntitlement)}, ${formatDollars(roundToCents(spouseEntitlement - sameShareOfMarital))} more than ${share}% of the marital portion (${formatDollars(sameShareOfMarital)}): it also divides what was earned before the marriage or after the separation, which is usually the employee's alone. Choose "Share of the marital portion" unless that is what you agreed.`,
      );
    }
    return {
      spouseEntitlement,
      summary: { basis: 'whole-account', sharePercent: share, defaultShare: false, text: `${share}% of the whole account (${formatDollars(total)}), as chosen.` },
    };
  }
  const defaultShare = i.divisionPercentage === undefined;
  const share = i.divisionPercentage ?? P.defaultMaritalShare.value;
  const spouseEntitlement = roundToCents((maritalPortion * share) / 100);
  steps.push(
    money(
      "Spouse's entitlement",
      spouseEntitlement,
      `marital portion ${maritalPortion} × ${share}%${defaultShare ? ' (no share given: half)' : ''}`,
      defaultShare ? P.defaultMaritalShare.source.title : undefined,
    ),
  );
  const half = share === 50 ? 'Half' : `${share}%`;
  return {
    spouseEntitlement,
    summary: {
      basis: 'marital-portion',
      sharePercent: share,
      defaultShare,
      text: `${half} of the marital portion (${formatDollars(maritalPortion)}, the part of the ${formatDollars(total)} earned during the marriage)${defaultShare ? ': the usual starting point when no share is given' : ''}.`,
    },
  };
}

function taxImplications(
  i: QdroParsedInput,
  share: number,
  valuationDate: string,
  steps: Step[],
  notes: string[],
  sources: Source[],
  approximations: string[],
): QdroResult['taxImplications'] {
  const taxYear = (i.taxYear ?? taxYearFor(valuationDate)) as TaxYear;
  const plan = isEmployerPlan(i.accountType);
  const roth = i.accountType === 'roth-ira';
  const base = { taxYear, filingStatus: 'single', wages: i.spouseAnnualIncome, state: i.state } as const;
  const without = calculateIncomeTax(base);
  const marginalRate = roundToDecimals(without.marginalRate + without.stateMarginalRate, 3);
  sources.push(...incomeTaxSourcesOnly(without.meta.sources));
  approximations.push(
    "Taxes use the tax engine's single-filer rates for the spouse in the tax year shown; local taxes and other credits are left out.",
  );

  let incomeTaxOnDistribution = 0;
  let earlyDistributionTax = 0;
  let mandatoryWithholding = 0;
  const beforeAge = i.spouseAge < P.earlyDistributionAge.value;
  // The QDRO exception covers employer plans; an IRA has none for divorce (§72(t)(3)(A)).
  const earlyDistributionTaxApplies =
    i.immediateDistribution && !roth && beforeAge && !(plan && P.alternatePayeeExceptionForPlans.value);

  if (i.immediateDistribution && !roth) {
    const withShare = calculateIncomeTax({ ...base, otherIncome: share });
    incomeTaxOnDistribution = roundToCents(
      withShare.federalIncomeTax +
        withShare.stateIncomeTax -
        (without.federalIncomeTax + without.stateIncomeTax),
    );
    steps.push(
      money(
        'Income tax on taking the share as cash',
        incomeTaxOnDistribution,
        `tax on ${i.spouseAnnualIncome} + ${share} − tax on ${i.spouseAnnualIncome} (federal and ${jurisdictionBySlug(i.state).name}, ${taxYear}, single)`,
      ),
    );
    if (earlyDistributionTaxApplies) {
      earlyDistributionTax = roundToCents(share * P.earlyDistributionTaxRate.value);
      steps.push(
        money(
          '10% additional tax on an early IRA withdrawal',
          earlyDistributionTax,
          `${share} × 10%`,
          cite(P.alternatePayeeExceptionForIras.source),
        ),
      );
      sources.push(P.alternatePayeeExceptionForIras.source);
      notes.push(
        'Money taken out of an IRA before 59½ owes the 10% additional tax even after a divorce transfer (IRC §72(t)(3)(A)), unless another §72(t)(2) exception applies; an IRA has no QDRO exception.',
      );
    } else if (plan && beforeAge) {
      steps.push(
        note(
          '10% additional tax',
          'Not owed: a payment to an alternate payee under a QDRO is exempt',
          cite(P.alternatePayeeExceptionForPlans.source),
        ),
      );
      sources.push(P.alternatePayeeExceptionForPlans.source);
      notes.push(
        'Cash taken from the plan under the QDRO is exempt from the 10% early-distribution tax (IRC §72(t)(2)(C)); rolling it into an IRA first loses that exception for later withdrawals before 59½.',
      );
    }
    if (plan) {
      mandatoryWithholding = roundToCents(share * P.mandatoryWithholdingRate.value);
      steps.push(
        money(
          'Withheld by the plan (20%)',
          mandatoryWithholding,
          `${share} × 20%`,
          cite(P.mandatoryWithholdingRate.source),
        ),
      );
      sources.push(P.mandatoryWithholdingRate.source);
      notes.push(
        'The plan must withhold 20% of a cash payment (IRC §3405(c)); a direct rollover to an IRA or another plan avoids both the withholding and the tax now.',
      );
    }
  } else if (i.immediateDistribution && roth) {
    notes.push(
      "A qualified Roth distribution (account held 5 years and age 59½ or older) is tax-free; before then, earnings withdrawn are taxable and may owe the 10% additional tax. The account's contribution basis is not known here, so no tax is shown.",
    );
    approximations.push('Roth withdrawals are assumed to be qualified (tax-free).');
  }
  const immediateDistributionTax = roundToCents(incomeTaxOnDistribution + earlyDistributionTax);
  const deferredTaxLiability = roth ? 0 : roundToCents((share * marginalRate) / 100);
  steps.push(
    money(
      'Immediate distribution tax',
      immediateDistributionTax,
      i.immediateDistribution ? 'income tax + 10% additional tax' : 'no cash distribution chosen',
    ),
    money(
      'Deferred tax liability (estimate)',
      deferredTaxLiability,
      roth
        ? 'qualified Roth distributions are tax-free'
        : `${share} × ${marginalRate}% (federal + state marginal rate today)`,
    ),
  );
  return {
    immediateDistributionTax,
    incomeTaxOnDistribution,
    earlyDistributionTax,
    earlyDistributionTaxApplies,
    mandatoryWithholding,
    deferredTaxLiability,
    marginalRate,
    taxYear,
  };
}

function instrumentFor(accountType: QdroAccountType, sources: Source[], steps: Step[]): string {
  let text: string;
  if (accountType === 'ira' || accountType === 'roth-ira') {
    text =
      "No QDRO: an IRA is divided by a transfer incident to divorce (IRC §408(d)(6)). The divorce decree or separation agreement must direct it, and the custodian must move the money trustee-to-trustee (or retitle the account) into an IRA in the spouse's name; a withdrawal paid to the spouse is taxed to the owner.";
    sources.push(QDRO_SOURCES.iraNoQdro, P.iraTransferIncidentToDivorce.source);
  } else if (accountType === '457') {
    text =
      'A qualified domestic relations order accepted by the plan (IRC §414(p); §414(p)(11) extends the QDRO rules to §457 plans).';
    sources.push(QDRO_SOURCES.qdro, QDRO_SOURCES.qdroGovernmental457);
  } else {
    text =
      'A qualified domestic relations order (IRC §414(p), ERISA §206(d)(3)) approved by the plan administrator; government plans (federal FERS/CSRS, TSP, military) use their own court-order rules instead.';
    sources.push(QDRO_SOURCES.qdro);
  }
  steps.push(note('How this account is divided', text));
  return text;
}

function pensionNotes(i: QdroParsedInput, notes: string[], sources: Source[]): void {
  notes.push(
    'Present value versus "if, as and when": dividing now by present value gives the spouse other assets today in exchange and needs an actuarial valuation (discount rate and mortality); the "if, as and when" (deferred) method has the plan pay the spouse a share of each pension payment when it is paid, with no valuation but no clean break.',
  );
  notes.push(
    i.survivorBenefits
      ? 'Survivor benefits: the order treats the spouse as the surviving spouse (IRC §414(p)(5)), so payments continue if the employee dies; the survivor annuity usually reduces the monthly benefit, and the order must say who bears that cost.'
      : "Survivor benefits: without a survivor provision in the order, the spouse's share may end if the employee dies before or after retirement; the order can treat the spouse as the surviving spouse (IRC §414(p)(5)).",
  );
  sources.push(QDRO_SOURCES.survivor);
}
