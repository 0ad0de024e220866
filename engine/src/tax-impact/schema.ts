import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import { FILING_STATUSES } from '../tax/types.js';
import { optionalChoice, optionalIsoDate, optionalMoney, optionalNumber, requiredMoney, requiredNumber, stateField } from '../validation/fields.js';
import { MONEY_MAXIMUM_DOLLARS, MONEY_MAXIMUM_TEXT } from '../validation/money-maximum.js';
import { requiredTaxYearField } from '../validation/tax-year.js';

function filingStatus(fallback: (typeof FILING_STATUSES)[number]) {
  return optionalChoice(FILING_STATUSES, `Filing status (default ${fallback})`, fallback);
}

function childCount(requiredMessage: string | null, label: string) {
  const message = `${label} must be a whole number from 0 to 20`;
  const range = { min: 0, max: 20, integer: true };
  return requiredMessage ? requiredNumber(requiredMessage, message, range.min, range.max, range) : optionalNumber(message, range);
}

const divorceYear = requiredTaxYearField('Divorce year', 'Divorce year is required', 'Year of the divorce: the tax year projected (the form defaults to the current year)');

/** The tax impact form (spec part 2, sections 3 and 5) plus the alimony instrument date and Form 8332 releases. */
export const TaxImpactInputSchema = z
  .object({
    annualIncome: requiredMoney('Annual income', 'Annual income is required').meta({ description: "This person's annual wages, US dollars" }),
    spouseIncome: optionalMoney('Spouse income').meta({ description: "The spouse's annual wages (blank: 0, no projection for the spouse)" }),
    alimonyPaid: optionalMoney('Alimony paid'),
    alimonyReceived: optionalMoney('Alimony received'),
    alimonyInstrumentDate: optionalIsoDate.meta({
      description: 'Date the divorce or separation instrument was executed (YYYY-MM-DD); before 2019 alimony is deductible and taxable',
    }),
    currentFilingStatus: filingStatus('married-joint'),
    projectedFilingStatus: filingStatus('single'),
    numberOfChildren: childCount('Number of children is required', 'Number of children').meta({
      description: 'Children under 17 (the form starts at 0)',
    }),
    childrenWithPrimaryParent: childCount(null, 'Children living with you').meta({
      description: 'Of them, the children who live with this person more than half the year (blank: all)',
    }),
    childrenReleasedToOtherParent: childCount(null, 'Children released to the other parent').meta({
      description: 'Children living with this person whose credit this person releases to the other parent (Form 8332)',
    }),
    childrenReleasedToYou: childCount(null, 'Children released to you').meta({
      description: "Children living with the other parent whose credit the other parent releases to this person (Form 8332)",
    }),
    mortgageInterest: optionalMoney('Mortgage interest'),
    propertyTaxes: optionalMoney('Property taxes'),
    charitableDeductions: optionalMoney('Charitable deductions'),
    businessExpenses: optionalMoney('Business expenses'),
    divorceYear,
    state: stateField(),
  })
  .superRefine((input, ctx) => {
    // A joint return's wages and Schedule A are sums of fields; each return stays within the money maximum.
    if (input.annualIncome + input.spouseIncome > MONEY_MAXIMUM_DOLLARS) {
      ctx.addIssue({ code: 'custom', path: ['spouseIncome'], message: `Annual income and spouse income together must be at most ${MONEY_MAXIMUM_TEXT}` });
    }
    if (input.mortgageInterest + input.propertyTaxes + input.charitableDeductions > MONEY_MAXIMUM_DOLLARS) {
      ctx.addIssue({ code: 'custom', path: ['mortgageInterest'], message: `Mortgage interest, property taxes and charitable deductions together must be at most ${MONEY_MAXIMUM_TEXT}` });
    }
    const children = input.numberOfChildren ?? 0;
    const withYou = input.childrenWithPrimaryParent ?? children;
    if (withYou > children) {
      ctx.addIssue({ code: 'custom', path: ['childrenWithPrimaryParent'], message: 'Children living with you cannot be more than the number of children' });
    }
    if ((input.childrenReleasedToOtherParent ?? 0) > withYou) {
      ctx.addIssue({ code: 'custom', path: ['childrenReleasedToOtherParent'], message: 'You can release only children who live with you' });
    }
    if ((input.childrenReleasedToYou ?? 0) > children - withYou) {
      ctx.addIssue({ code: 'custom', path: ['childrenReleasedToYou'], message: 'The other parent can release only children who live with them' });
    }
  });
export type TaxImpactInput = z.input<typeof TaxImpactInputSchema>;
export type TaxImpactParsedInput = z.output<typeof TaxImpactInputSchema>;

const ScenarioSchema = z.object({
  filingStatus: z.enum(FILING_STATUSES),
  wages: z.number(),
  federalIncomeTax: z.number(),
  stateIncomeTax: z.number(),
  incomeTax: z.number(),
  deduction: z.number(),
  deductionKind: z.enum(['standard', 'itemized']),
  childTaxCredit: z.number(),
  childrenClaimed: z.number(),
});

export const TaxImpactResultSchema = z.object({
  taxDifference: z.number().meta({ description: 'Household income tax after the divorce minus before (positive: an increase)' }),
  currentYearTax: z.number().meta({ description: 'Federal + state income tax now (the joint return, or both separate returns)' }),
  projectedTax: z.number().meta({ description: "This person's federal + state income tax after the divorce" }),
  spouseProjectedTax: z.number().nullable(),
  householdProjectedTax: z.number(),
  personalChange: z.number().meta({
    description: "projectedTax minus this person's share of the current tax, allocated by income",
  }),
  federalTaxCurrent: z.number(),
  federalTaxProjected: z.number(),
  stateTaxCurrent: z.number(),
  stateTaxProjected: z.number(),
  alimonyTaxBenefit: z.number().meta({ description: 'Tax saved (positive) or added (negative) by alimony rules for this person' }),
  childTaxCredits: z.number(),
  breakdown: z.object({
    standardDeduction: z.number(),
    itemizedDeductions: z.number(),
    saltCap: z.number(),
    taxableIncome: z.number(),
    effectiveTaxRate: z.number(),
    marginalTaxRate: z.number(),
  }),
  scenarios: z.object({ current: ScenarioSchema, projected: ScenarioSchema, spouseProjected: ScenarioSchema.nullable() }),
  recommendations: z.array(z.string()),
  taxYear: z.number(),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type TaxImpactResult = z.infer<typeof TaxImpactResultSchema>;
