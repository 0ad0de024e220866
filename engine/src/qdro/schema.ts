import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import {
  optionalBlankDate,
  optionalGivenMoney,
  optionalChoice,
  optionalMoney,
  optionalNumber,
  requiredChoice,
  requiredDate,
  requiredMoney,
  requiredNumber,
  stateField,
} from '../validation/fields.js';
import { optionalTaxYearField } from '../validation/tax-year.js';

export const QDRO_ACCOUNT_TYPES = ['401k', '403b', '457', 'pension', 'ira', 'roth-ira'] as const;
export type QdroAccountType = (typeof QDRO_ACCOUNT_TYPES)[number];
export const QDRO_DIVISION_METHODS = ['percentage', 'dollar-amount', 'marital-portion'] as const;
export type QdroDivisionMethod = (typeof QDRO_DIVISION_METHODS)[number];

const optionalDate = optionalBlankDate;

const optionalPercentage = optionalNumber('Division percentage must be from 0 to 100', { min: 0, max: 100, percentSign: true }).meta({
  description: "Percent (0-100) to the spouse: of the whole account, or of the marital portion",
});

const taxYear = optionalTaxYearField('Tax year', 'Tax year whose rates apply (default: the year of the valuation date)');

/** The QDRO form's fields and messages (spec part 2, sections 3 and 5), plus the inputs the taxes need. */
export const QdroInputSchema = z
  .object({
    accountType: requiredChoice(QDRO_ACCOUNT_TYPES, 'Account type is required'),
    currentBalance: requiredMoney('Current balance', 'Current balance is required').meta({
      description: 'Account balance today (for a pension, its present value), US dollars',
    }),
    employeeAge: requiredNumber('Employee age is required', 'Employee age must be from 18 to 100', 18, 100),
    spouseAge: requiredNumber('Spouse age is required', 'Spouse age must be from 18 to 100', 18, 100),
    divisionMethod: optionalChoice(
      QDRO_DIVISION_METHODS,
      "How the spouse's share is set: percentage (of the whole account), dollar-amount, or marital-portion (a share of the part earned during the marriage). Default marital-portion: with no share given, half of the marital portion",
      'marital-portion',
    ),
    divisionPercentage: optionalPercentage,
    divisionAmount: optionalGivenMoney('Dollar amount', 'Dollar amount to the spouse (dollar-amount method), US dollars'),
    marriageDate: requiredDate('Marriage date is required'),
    separationDate: requiredDate('Separation date is required'),
    employmentStartDate: optionalDate.meta({
      description: 'When the employee began participating in the plan (YYYY-MM-DD); blank: at the marriage',
    }),
    annualContribution: requiredMoney('Annual contribution', 'Annual contribution is required').meta({
      description: "The employee's own contributions per year until 65, US dollars",
    }),
    employerMatch: optionalMoney('Employer match').meta({
      description: 'Employer contributions per year until 65, US dollars (blank means 0)',
    }),
    expectedGrowthRate: requiredNumber(
      'Expected growth rate is required',
      'Expected growth rate must be from -20 to 30 percent',
      -20,
      30,
    ).meta({ description: 'Expected annual growth, percent (the form starts at 7)', examples: [7] }),
    immediateDistribution: z.boolean().optional().default(false).meta({
      description: "True when the spouse takes the share as cash now instead of rolling it over",
    }),
    survivorBenefits: z.boolean().optional().default(false).meta({
      description: 'True when the order gives the spouse survivor benefits (pensions)',
    }),
    state: stateField(),
    spouseAnnualIncome: optionalMoney('Spouse annual income').meta({
      description: "The spouse's other income in the year of a cash distribution, for the tax on it (blank means 0)",
    }),
    taxYear,
    valuationDate: optionalDate.meta({
      description: 'The date balances are valued and participation counted to (YYYY-MM-DD); default today',
    }),
  })
  .superRefine((input, ctx) => {
    if (input.separationDate < input.marriageDate) {
      ctx.addIssue({ code: 'custom', path: ['separationDate'], message: 'Separation date must be on or after the marriage date' });
    }
    if (input.divisionMethod === 'percentage' && input.divisionPercentage === undefined) {
      ctx.addIssue({ code: 'custom', path: ['divisionPercentage'], message: 'Division percentage is required' });
    }
    if (input.divisionMethod === 'dollar-amount') {
      if (input.divisionAmount === undefined) {
        ctx.addIssue({ code: 'custom', path: ['divisionAmount'], message: 'Dollar amount is required' });
      } else if (input.divisionAmount > input.currentBalance) {
        ctx.addIssue({
          code: 'custom',
          path: ['divisionAmount'],
          message: 'Dollar amount cannot be more than the current balance',
        });
      }
    }
    if (input.valuationDate !== undefined && input.employmentStartDate !== undefined && input.employmentStartDate > input.valuationDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['employmentStartDate'],
        message: 'Employment start date must be on or before the valuation date',
      });
    }
  });

export type QdroInput = z.input<typeof QdroInputSchema>;
export type QdroParsedInput = z.output<typeof QdroInputSchema>;

export const QdroResultSchema = z.object({
  accountType: z.enum(QDRO_ACCOUNT_TYPES),
  divisionMethod: z.enum(QDRO_DIVISION_METHODS),
  spouseEntitlement: z.number().meta({ description: "The spouse's (alternate payee's) share today, US dollars" }),
  employeeRetains: z.number(),
  maritalPortion: z.number().meta({ description: 'Balance × coverture fraction' }),
  presentValue: z.number().meta({ description: "The spouse's share valued today" }),
  futureValue: z.number().meta({ description: "The spouse's share grown to the spouse's age 65, no further contributions" }),
  employeeFutureValue: z.number().meta({
    description: "What the employee keeps, grown to the employee's age 65 with the contributions and match",
  }),
  division: z
    .object({
      basis: z.enum(['marital-portion', 'whole-account', 'dollar-amount']),
      sharePercent: z.number().nullable().meta({ description: "The spouse's percent of the basis (null for a dollar amount)" }),
      defaultShare: z.boolean().meta({ description: 'True when no share was given and half of the marital portion was used' }),
      text: z.string().meta({ description: 'One plain sentence: what the entitlement is a share of' }),
    })
    .meta({ description: "What the spouse's entitlement is a share of, said plainly" }),
  breakdown: z.object({
    totalAccountValue: z.number(),
    maritalMonths: z.number(),
    employmentMonths: z.number(),
    maritalPercentage: z.number().meta({ description: 'Coverture fraction as a percent, 1 decimal' }),
  }),
  taxImplications: z.object({
    immediateDistributionTax: z.number().meta({
      description: 'Income tax plus any 10% additional tax on taking the share as cash now (0 when not taken)',
    }),
    incomeTaxOnDistribution: z.number(),
    earlyDistributionTax: z.number(),
    earlyDistributionTaxApplies: z.boolean(),
    mandatoryWithholding: z.number().meta({ description: '20% withheld by the plan from a cash distribution (§3405(c))' }),
    deferredTaxLiability: z.number().meta({
      description: "Estimate: the share × the spouse's combined federal and state marginal rate today",
    }),
    marginalRate: z.number().meta({ description: 'Federal plus state marginal rate used, percent' }),
    taxYear: z.number(),
  }),
  qdroRequired: z.boolean(),
  divisionInstrument: z.string().meta({ description: 'The order or instrument needed to divide this account' }),
  notes: z.array(z.string()),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type QdroResult = z.infer<typeof QdroResultSchema>;
