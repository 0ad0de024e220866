import { ChildSupportInputSchema, ChildSupportResultSchema, calculateChildSupport } from '@securesplit/engine';
import { calculatorOperation } from './calculator.js';

export const childSupportInput = ChildSupportInputSchema.meta({ id: 'ChildSupportInput' });
const childSupportResult = ChildSupportResultSchema.meta({ id: 'ChildSupportResult' });

/** The accuracy page's scenario (spec part 2): 3,000 and 4,000 a month, two children, 70/30 time. */
const EXAMPLE = {
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
  calculate: calculateChildSupport,
  example: { input: EXAMPLE },
});
