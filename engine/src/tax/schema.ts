import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import {
  optionalIsoDate,
  optionalMoney,
  optionalNumber,
  requiredChoice,
  requiredMoney,
  stateField,
} from '../validation/fields.js';
import { requiredTaxYearField } from '../validation/tax-year.js';
import { FILING_STATUSES, TAX_YEARS } from './types.js';

const taxYear = requiredTaxYearField('Tax year', 'Tax year is required', `The tax year (${TAX_YEARS.join(', ')}), as a number or its text`);

const childrenUnder17 = optionalNumber('Children under 17 must be a whole number from 0 to 20', { min: 0, max: 20, integer: true }, 0).meta({
  description: 'Qualifying children under 17 at the end of the year (blank or null means 0)',
  examples: [2],
});

export const IncomeTaxInputSchema = z.object({
  taxYear,
  filingStatus: requiredChoice(FILING_STATUSES, 'Filing status is required'),
  wages: requiredMoney('Wages', 'Wages are required').meta({
    description: 'Annual wages (W-2 box 1 and FICA wages), US dollars',
  }),
  otherIncome: optionalMoney('Other income').meta({
    description: 'Other ordinary income for the year (interest, pensions), US dollars',
  }),
  childrenUnder17,
  state: stateField(),
  itemizedDeductions: optionalMoney('Itemized deductions').meta({
    description: 'Total itemized deductions; used only when larger than the standard deduction',
  }),
  alimonyPaid: optionalMoney('Alimony paid').meta({ description: 'Alimony paid during the year, US dollars' }),
  alimonyReceived: optionalMoney('Alimony received').meta({ description: 'Alimony received during the year, US dollars' }),
  agreementDate: optionalIsoDate.meta({
    description:
      'Date the divorce or separation instrument was executed (YYYY-MM-DD); decides whether alimony counts',
  }),
  modificationAdoptsNewRule: z.boolean().optional().meta({
    description:
      'True when a post-2018 modification of a pre-2019 agreement expressly adopts the TCJA alimony rule',
  }),
});

/** What a caller sends (money as numbers or text). */
export type IncomeTaxInput = z.input<typeof IncomeTaxInputSchema>;
/** The same after validation. */
export type IncomeTaxParsedInput = z.output<typeof IncomeTaxInputSchema>;

export const IncomeTaxResultSchema = z.object({
  taxYear: z.number(),
  adjustedGrossIncome: z.number().meta({ description: 'Federal adjusted gross income' }),
  deduction: z.number().meta({ description: 'Standard or itemized deduction taken' }),
  taxableIncome: z.number(),
  taxBeforeCredits: z.number().meta({
    description: 'Federal tax before credits: the IRS Tax Table under $100,000 of taxable income, the rate schedule from there',
  }),
  childTaxCredit: z.number().meta({ description: 'Child tax credit allowed, including the refundable part' }),
  refundableChildTaxCredit: z.number(),
  federalIncomeTax: z.number().meta({
    description: 'Federal income tax after credits; negative when refundable credit exceeds the tax',
  }),
  fica: z.number().meta({ description: 'Employee Social Security and Medicare taxes on wages' }),
  stateIncomeTax: z.number(),
  totalTax: z.number().meta({ description: 'Federal income tax + FICA + state income tax' }),
  marginalRate: z.number().meta({ description: 'Federal bracket rate on the last dollar, percent' }),
  stateMarginalRate: z.number().meta({ description: 'State bracket rate on the last dollar, percent' }),
  effectiveRate: z.number().meta({
    description: 'Federal and state income tax as a percentage of total income (FICA excluded)',
  }),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type IncomeTaxResult = z.infer<typeof IncomeTaxResultSchema>;
