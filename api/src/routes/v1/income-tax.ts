import {
  IncomeTaxInputSchema,
  IncomeTaxResultSchema,
  calculateIncomeTaxFromValidInput,
} from '@securesplit/engine';
import { calculatorOperation } from './calculator.js';

const incomeTaxInput = IncomeTaxInputSchema.meta({ id: 'IncomeTaxInput' });
const incomeTaxResult = IncomeTaxResultSchema.meta({ id: 'IncomeTaxResult' });

/** The engine's answer when written (worksheet and sources shortened); a test keeps it schema-valid. */
const EXAMPLE_RESULT = {
  taxYear: 2025,
  adjustedGrossIncome: 72000,
  deduction: 23625,
  taxableIncome: 48375,
  taxBeforeCredits: 5465,
  childTaxCredit: 4400,
  refundableChildTaxCredit: 0,
  federalIncomeTax: 1065,
  fica: 5508,
  stateIncomeTax: 2985.38,
  totalTax: 9558.38,
  marginalRate: 12,
  stateMarginalRate: 5.5,
  effectiveRate: 5.63,
  steps: [
    { label: 'Wages', value: 72000, kind: 'money' },
    { label: 'Federal adjusted gross income', value: 72000, kind: 'money', source: 'Form 1040 line 11' },
    {
      label: 'Standard deduction',
      value: 23625,
      kind: 'money',
      source: 'P.L. 119-21 §70102 (26 U.S.C. §63(c)(7) as amended); Form 1040 line 12',
    },
    {
      label: 'Taxable income',
      value: 48375,
      kind: 'money',
      formula: 'AGI − deduction, not below 0',
      source: 'Form 1040 line 15',
    },
  ],
  meta: {
    jurisdiction: 'new-york',
    jurisdictionName: 'New York',
    model: 'income-tax',
    rulesEffective: { from: '2025-01-01', to: '2025-12-31' },
    sources: [
      {
        title: 'IRS Rev. Proc. 2024-40 (inflation adjustments for tax year 2025)',
        section: '§2.01 tax rate tables; §2.06 additional child tax credit',
        url: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf',
      },
    ],
    confidence: 'official',
    approximations: [],
    asOf: '2025-12-31',
  },
};

export const incomeTaxOperation = calculatorOperation({
  type: 'income-tax',
  path: '/api/v1/income-tax',
  operationId: 'calculateIncomeTax',
  summary: 'Estimate federal, FICA and state income tax for a year',
  description:
    'Federal income tax (brackets, standard or itemized deduction, child tax credit), employee FICA and the ' +
    "state's income tax for the tax year, with alimony treated by the date of the divorce instrument (TCJA).",
  tag: 'Calculators',
  inputSchema: incomeTaxInput,
  resultSchema: incomeTaxResult,
  calculate: calculateIncomeTaxFromValidInput,
  example: {
    input: {
      taxYear: 2025,
      filingStatus: 'head-of-household',
      wages: 72000,
      childrenUnder17: 2,
      state: 'new-york',
    },
    result: EXAMPLE_RESULT,
  },
});
