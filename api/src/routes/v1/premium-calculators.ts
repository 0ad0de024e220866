import type { z } from 'zod';
import {
  calculateCustodyCostsFromValidInput,
  calculatePropertyDivisionFromValidInput,
  calculateQdroFromValidInput,
  calculateTaxImpactFromValidInput,
  CustodyCostsInputSchema,
  CustodyCostsResultSchema,
  PropertyDivisionInputSchema,
  PropertyDivisionResultSchema,
  QdroInputSchema,
  QdroResultSchema,
  TaxImpactInputSchema,
  TaxImpactResultSchema,
} from '@securesplit/engine';
import { strictBody } from '../../http/strict-body.js';
import { premiumCalculatorOperation } from '../../premium/calculator-operation.js';
import {
  CUSTODY_COSTS_EXAMPLE_INPUT,
  CUSTODY_COSTS_EXAMPLE_RESULT,
  PROPERTY_DIVISION_EXAMPLE_INPUT,
  PROPERTY_DIVISION_EXAMPLE_RESULT,
  QDRO_EXAMPLE_INPUT,
  QDRO_EXAMPLE_RESULT,
  TAX_IMPACT_EXAMPLE_INPUT,
  TAX_IMPACT_EXAMPLE_RESULT,
} from './premium-examples.js';

/**
 * One premium calculator behind its API: its slug (the v1 path `/api/v1/calculators/<type>` and the spec's
 * path `/api/calculate-<type>`), its PascalCase name (the operationId `calculate<Name>` and the schema ids
 * `<Name>Input`/`<Name>Result`), what the document says of it, and the engine's schemas, function and
 * documented example.
 */
export interface PremiumCalculator {
  type: string;
  name: string;
  summary: string;
  description: string;
  inputSchema: z.ZodType;
  resultSchema: z.ZodObject;
  /** The engine's calculation for a body that passed `inputSchema` (see premiumCalculator below). */
  calculate: (input: unknown) => z.output<z.ZodObject>;
  example: { input: unknown; result: unknown };
}

/**
 * A row of the table, its engine function checked against its input schema; the table then keeps the
 * function as taking `unknown`, which the operation only ever passes a body that schema validated.
 */
function premiumCalculator<Input extends z.ZodType>(
  row: Omit<PremiumCalculator, 'inputSchema' | 'calculate'> & {
    inputSchema: Input;
    calculate: (input: z.output<Input>) => z.output<z.ZodObject>;
  },
): PremiumCalculator {
  return row as PremiumCalculator;
}

export const PREMIUM_CALCULATORS: readonly PremiumCalculator[] = [
  premiumCalculator({
    type: 'property-division',
    name: 'PropertyDivision',
    summary: 'Divide marital property',
    description:
      'The net marital estate (real estate less mortgages and selling costs, vehicles less loans, financial assets, ' +
      'debts as negatives), split by the chosen method, with the state’s regime (community property or equitable ' +
      'distribution) and what it presumes. Items may be marked separate property (kept out and shown apart) and ' +
      'assigned to a spouse; the equalization payment reaches the chosen split. Pre-tax retirement balances are also ' +
      'shown at an estimated after-tax value. Money may be sent as numbers or as text such as "$400,000".',
    inputSchema: PropertyDivisionInputSchema,
    resultSchema: PropertyDivisionResultSchema,
    calculate: calculatePropertyDivisionFromValidInput,
    example: { input: PROPERTY_DIVISION_EXAMPLE_INPUT, result: PROPERTY_DIVISION_EXAMPLE_RESULT },
  }),
  premiumCalculator({
    type: 'qdro',
    name: 'Qdro',
    summary: 'Divide a retirement account (QDRO)',
    description:
      'The marital portion by the coverture fraction (months of participation during the marriage over months of ' +
      'participation), the spouse’s entitlement and what the employee keeps, both grown to 65 at the chosen rate ' +
      '(default 7%), and the taxes of taking the share as cash: income tax, the 10% early-distribution tax where it ' +
      'applies (not for an alternate payee under a QDRO, IRC §72(t)(2)(C)), the 20% withholding (§3405(c)). Says which ' +
      'instrument divides the account: a QDRO for plans, a transfer incident to divorce for IRAs (§408(d)(6)).',
    inputSchema: QdroInputSchema,
    resultSchema: QdroResultSchema,
    calculate: calculateQdroFromValidInput,
    example: { input: QDRO_EXAMPLE_INPUT, result: QDRO_EXAMPLE_RESULT },
  }),
  premiumCalculator({
    type: 'tax-impact',
    name: 'TaxImpact',
    summary: 'Estimate the tax impact of divorce',
    description:
      'Federal and state income tax for the year (2024–2026): the joint (or separate) return now against this person’s ' +
      'own filing status after the divorce, and the spouse’s when the spouse’s income is given, so the household change ' +
      'shows beside the person’s. Standard against itemized deductions under the year’s SALT cap, the child tax credit ' +
      'for the children who live with this person (and the Form 8332 release), alimony by the instrument’s date, and ' +
      'recommendations that cite their rules. An estimate, not tax advice.',
    inputSchema: TaxImpactInputSchema,
    resultSchema: TaxImpactResultSchema,
    calculate: calculateTaxImpactFromValidInput,
    example: { input: TAX_IMPACT_EXAMPLE_INPUT, result: TAX_IMPACT_EXAMPLE_RESULT },
  }),
  premiumCalculator({
    type: 'custody-costs',
    name: 'CustodyCosts',
    summary: 'Estimate the costs of raising the children in two homes',
    description:
      'The children’s annual and monthly costs by category (housing: the children’s bedrooms in each home, child care, transportation at ' +
      'the IRS mileage rate, activities, health care, other), each parent’s share (by income when both incomes are given, ' +
      'else by the custody time share), the cost per child, typical amounts for the categories left empty where the ' +
      'engine has them (labelled as such), and which costs the state’s child support guideline already covers.',
    inputSchema: CustodyCostsInputSchema,
    resultSchema: CustodyCostsResultSchema,
    calculate: calculateCustodyCostsFromValidInput,
    example: { input: CUSTODY_COSTS_EXAMPLE_INPUT, result: CUSTODY_COSTS_EXAMPLE_RESULT },
  }),
];

export const PREMIUM_CALCULATOR_OPERATIONS = PREMIUM_CALCULATORS.map((calculator) =>
  premiumCalculatorOperation({
    type: calculator.type,
    path: `/api/v1/calculators/${calculator.type}`,
    aliases: [`/api/calculate-${calculator.type}`],
    operationId: `calculate${calculator.name}`,
    summary: calculator.summary,
    description: calculator.description,
    inputSchema: strictBody(calculator.inputSchema).meta({ id: `${calculator.name}Input` }),
    resultSchema: calculator.resultSchema.meta({ id: `${calculator.name}Result` }),
    calculate: calculator.calculate,
    example: calculator.example,
  }),
);
