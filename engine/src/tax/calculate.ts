import type { z } from 'zod';
import { money } from '../explain/steps.js';
import { EngineValidationError } from '../errors.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { percentOf, roundToCents, roundToDecimals } from '../money/rounding.js';
import type { Source } from '../rules/source.js';
import { uniqueSources } from '../rules/unique-sources.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { ALIMONY_SOURCES, federalAlimonyTreatment } from './alimony.js';
import { computeFederalIncomeTax } from './federal/compute.js';
import { computeFica } from './fica.js';
import { IncomeTaxInputSchema, type IncomeTaxResult } from './schema.js';
import { computeStateIncomeTax } from './state-tax.js';

/**
 * Federal income tax, FICA and state income tax for one year of wages and other income.
 * Throws EngineValidationError with field messages when the input is invalid.
 */
export function calculateIncomeTax(input: unknown): IncomeTaxResult {
  const parsed = IncomeTaxInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateIncomeTaxFromValidInput(parsed.data);
}

/**
 * calculateIncomeTax for input that has already passed IncomeTaxInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateIncomeTaxFromValidInput(
  valid: z.output<typeof IncomeTaxInputSchema>,
): IncomeTaxResult {
  const i = valid;

  const steps = [money('Wages', i.wages)];
  if (i.otherIncome > 0) steps.push(money('Other income', i.otherIncome));

  const alimony = federalAlimonyTreatment({
    alimonyPaid: i.alimonyPaid,
    alimonyReceived: i.alimonyReceived,
    agreementDate: i.agreementDate,
    modificationAdoptsNewRule: i.modificationAdoptsNewRule,
  });
  steps.push(...alimony.steps);

  const totalIncome = roundToCents(i.wages + i.otherIncome + alimony.includedReceived);
  const adjustedGrossIncome = roundToCents(Math.max(0, totalIncome - alimony.deductedPaid));

  const federal = computeFederalIncomeTax({
    taxYear: i.taxYear,
    filingStatus: i.filingStatus,
    adjustedGrossIncome,
    earnedIncome: i.wages,
    itemizedDeductions: i.itemizedDeductions,
    childrenUnder17: i.childrenUnder17,
  });
  steps.push(...federal.steps);

  const fica = computeFica(i.taxYear, i.filingStatus, i.wages);
  steps.push(...fica.steps);

  const state = computeStateIncomeTax({
    state: i.state,
    taxYear: i.taxYear,
    filingStatus: i.filingStatus,
    federalAdjustedGrossIncome: adjustedGrossIncome,
    federalTaxableIncome: federal.taxableIncome,
    federalStandardDeduction: federal.parameters.standardDeduction[i.filingStatus],
    federalIncomeTax: federal.federalIncomeTax,
    dependents: i.childrenUnder17,
    alimony: { paid: i.alimonyPaid, received: i.alimonyReceived, federallyCounted: alimony.federallyCounted },
  });
  steps.push(...state.steps);

  const incomeTaxes = roundToCents(federal.federalIncomeTax + state.stateIncomeTax);
  const totalTax = roundToCents(incomeTaxes + fica.total);
  // Effective rate over all income the person has, whether or not the tax law counts it.
  const incomeBase = roundToCents(i.wages + i.otherIncome + i.alimonyReceived);
  const effectiveRate = percentOf(incomeTaxes, incomeBase);
  steps.push(money('Total tax (federal income tax + FICA + state income tax)', totalTax), {
    label: 'Effective income tax rate',
    value: effectiveRate,
    kind: 'percent',
    formula: `${incomeTaxes} ÷ ${incomeBase}`,
  });

  const approximations = [
    ...state.approximations,
    'Only the standard or itemized deduction and the child tax credit are applied; other credits, deductions (including the 2025-2028 senior, tips, overtime and car-loan deductions), the alternative minimum tax and capital-gains rates are not computed.',
    'Local (city and county) income taxes are not included.',
  ];
  if (i.itemizedDeductions > 0) {
    approximations.push(
      'State returns use the state standard deduction; itemized deductions are applied only to the federal return.',
    );
  }
  if (i.filingStatus === 'married-joint') {
    approximations.push(
      "Wages on a joint return are treated as one earner's for the Social Security wage base.",
    );
  }
  const jurisdiction = jurisdictionBySlug(i.state);
  const sources: Source[] = [
    ...federal.parameters.sources,
    ...fica.sources,
    ...(alimony.steps.length > 0 ? ALIMONY_SOURCES : []),
    ...state.sources,
  ];
  return {
    taxYear: i.taxYear,
    adjustedGrossIncome,
    deduction: federal.deduction,
    taxableIncome: federal.taxableIncome,
    taxBeforeCredits: federal.taxBeforeCredits,
    childTaxCredit: federal.childTaxCredit,
    refundableChildTaxCredit: federal.refundableChildTaxCredit,
    federalIncomeTax: federal.federalIncomeTax,
    fica: fica.total,
    stateIncomeTax: state.stateIncomeTax,
    totalTax,
    marginalRate: roundToDecimals(federal.marginalRate * 100, 3),
    stateMarginalRate: roundToDecimals(state.marginalRate * 100, 3),
    effectiveRate,
    steps,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: 'income-tax',
      rulesEffective: { from: `${i.taxYear}-01-01`, to: `${i.taxYear}-12-31` },
      sources: uniqueSources(sources),
      // The federal figures are official; the result is as good as the state's.
      confidence: state.confidence,
      approximations,
      asOf: `${i.taxYear}-12-31`,
    },
  };
}
