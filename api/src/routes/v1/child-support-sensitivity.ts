import { ChildSupportSensitivitySchema, childSupportSensitivityFromValidInput } from '@securesplit/engine';
import { defineOperation } from '../operation.js';
import { CALCULATOR_ERRORS } from './calculator.js';
import { CHILD_SUPPORT_EXAMPLE, childSupportInput } from './child-support.js';

const sensitivityResult = ChildSupportSensitivitySchema.meta({ id: 'ChildSupportSensitivity' });

/** The child-support reference example (New York, 3,000 and 4,000 a month, 70/30 time). */
const EXAMPLE = CHILD_SUPPORT_EXAMPLE;

/** The engine's answer to EXAMPLE when written, the curve cut to five points; a test keeps it schema-valid. */
const EXAMPLE_RESULT = {
  asOf: '2026-11-01',
  current: {
    monthlyPayment: 923.5,
    payer: 'noncustodial',
    noncustodialOvernights: 110,
  },
  reference: 'noncustodial',
  year: 365,
  thresholds: [
    {
      axis: 'overnights',
      overnights: 184,
      parent: 'noncustodial',
      kind: 'jump',
      direction: 'above',
      nearest: true,
      monthlyPaymentBefore: 923.5,
      payerBefore: 'noncustodial',
      monthlyPaymentAfter: 692.63,
      payerAfter: 'custodial',
      source: {
        citation: 'DRL § 240(1-b)(c)(2)',
        step: "Paying parent's share of combined parental income",
      },
    },
    {
      axis: 'income',
      income: 1921,
      parent: 'noncustodial',
      kind: 'jump',
      direction: 'below',
      nearest: true,
      monthlyPaymentBefore: 25,
      payerBefore: 'noncustodial',
      monthlyPaymentAfter: 50,
      payerAfter: 'noncustodial',
      source: {
        citation:
          'DRL § 240(1-b)(d); 2026 HHS poverty guideline $15,960 (91 FR 1797, Jan. 15, 2026); reserve 135% = $21,546',
        step: 'Below the self-support reserve: greater of $50 per month and income less the reserve',
      },
    },
  ],
  curve: [
    {
      overnights: 0,
      monthlyPayment: 923.5,
      payer: 'noncustodial',
    },
    {
      overnights: 110,
      monthlyPayment: 923.5,
      payer: 'noncustodial',
    },
    {
      overnights: 183,
      monthlyPayment: 923.5,
      payer: 'noncustodial',
    },
    {
      overnights: 184,
      monthlyPayment: 692.63,
      payer: 'custodial',
    },
    {
      overnights: 365,
      monthlyPayment: 692.63,
      payer: 'custodial',
    },
  ],
  perOvernightAWeek: {
    more: {
      overnights: 162,
      monthlyPayment: 923.5,
      payer: 'noncustodial',
      change: 0,
    },
    fewer: {
      overnights: 58,
      monthlyPayment: 923.5,
      payer: 'noncustodial',
      change: 0,
    },
  },
  per100OfIncome: {
    custodial: {
      more: {
        income: 3100,
        monthlyPayment: 923.5,
        payer: 'noncustodial',
        change: 0,
      },
      fewer: {
        income: 2900,
        monthlyPayment: 923.5,
        payer: 'noncustodial',
        change: 0,
      },
    },
    noncustodial: {
      more: {
        income: 4100,
        monthlyPayment: 946.59,
        payer: 'noncustodial',
        change: 23.09,
      },
      fewer: {
        income: 3900,
        monthlyPayment: 900.41,
        payer: 'noncustodial',
        change: -23.09,
      },
    },
  },
};

/**
 * What moves the amount: not stored (it is the child-support calculation's companion, asked for after it,
 * and its every figure is that calculator's answer for a changed input).
 */
export const childSupportSensitivityOperation = defineOperation({
  method: 'post',
  path: '/api/v1/calculators/child-support/sensitivity',
  operationId: 'childSupportSensitivity',
  summary: 'What moves the child-support amount',
  description:
    "For the same body as the child-support calculator: the thresholds in the state's rule along the " +
    "noncustodial parent's overnights (0 to the year) and near each parent's income, with the amount just " +
    'before and at each and the rule it comes from; the change for one overnight a week more or fewer and for ' +
    '$100 a month more or less of each income; and the amount at every overnight count (for a chart). Every ' +
    "figure is the calculator's own answer for that input. Not stored.",
  tag: 'Calculators',
  body: { schema: childSupportInput, example: EXAMPLE },
  success: {
    status: 200,
    description: 'The thresholds, the one-week and $100 changes, and the amount along the overnights',
    schema: sensitivityResult,
    example: EXAMPLE_RESULT,
  },
  errors: CALCULATOR_ERRORS,
  handler({ body }) {
    return { body: childSupportSensitivityFromValidInput(body) };
  },
});
