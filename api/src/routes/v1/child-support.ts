import {
  ChildSupportInputSchema,
  ChildSupportResultSchema,
  calculateChildSupportFromValidInput,
} from '@securesplit/engine';
import { calculatorOperation } from './calculator.js';

export const childSupportInput = ChildSupportInputSchema.meta({ id: 'ChildSupportInput' });
const childSupportResult = ChildSupportResultSchema.meta({ id: 'ChildSupportResult' });

/** The accuracy page's scenario (spec part 2): 3,000 and 4,000 a month, two children, 70/30 time. */
export const CHILD_SUPPORT_EXAMPLE = {
  custodialParentIncome: 3000,
  custodialParentDeductions: 0,
  nonCustodialParentIncome: 4000,
  nonCustodialParentDeductions: 0,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 70,
  nonCustodialParentTime: 30,
  state: 'new-york',
  asOf: '2026-11-01',
};

/** The engine's answer to CHILD_SUPPORT_EXAMPLE when written (worksheet and sources shortened); a test keeps it schema-valid. */
const EXAMPLE_RESULT = {
  monthlyPayment: 923.5,
  payer: 'noncustodial',
  combinedIncome: 6464.5,
  nonCustodialPercentage: 57.14,
  baseAmount: 923.5,
  adjustment: 0,
  parentingTimeAdjustment: 0,
  withoutParentingTime: { monthlyPayment: 923.5, payer: 'noncustodial' },
  steps: [
    {
      label: 'Worksheet period',
      value: 'The CSSA worksheet is annual; monthly amounts are the annual figures ÷ 12.',
      kind: 'text',
    },
    {
      label: 'Noncustodial parent: gross income (annual)',
      value: 48000,
      kind: 'money',
      formula: '4000 × 12',
      source: 'DRL § 240(1-b)(b)(5)(i)',
    },
    {
      label: 'Noncustodial parent: less FICA',
      value: 3672,
      kind: 'money',
      formula: 'Social Security 2976 + Medicare 696 (tax year 2026)',
      source: 'DRL § 240(1-b)(b)(5)(vii)(H)',
    },
    { label: 'Noncustodial parent: CSSA income', value: 44328, kind: 'money' },
  ],
  meta: {
    jurisdiction: 'new-york',
    jurisdictionName: 'New York',
    model: 'new-york-cssa',
    rulesEffective: { from: '2026-03-01' },
    sources: [
      {
        title:
          'New York Domestic Relations Law § 240(1-b), Child Support Standards Act (same text: Family Court Act § 413(1))',
        url: 'https://www.nysenate.gov/legislation/laws/DOM/240',
      },
    ],
    confidence: 'official',
    approximations: [],
    asOf: '2026-11-01',
  },
};

export const childSupportOperation = calculatorOperation({
  type: 'child-support',
  path: '/api/v1/calculators/child-support',
  aliases: ['/api/child-support/calculate'],
  operationId: 'calculateChildSupport',
  summary: 'Calculate child support',
  description:
    "Monthly child support under the chosen state's guideline in force on `asOf` (default today), with the " +
    'worksheet line by line. Money may be sent as numbers or as text such as "$3,000".',
  tag: 'Calculators',
  inputSchema: childSupportInput,
  resultSchema: childSupportResult,
  calculate: calculateChildSupportFromValidInput,
  example: { input: CHILD_SUPPORT_EXAMPLE, result: EXAMPLE_RESULT },
});
