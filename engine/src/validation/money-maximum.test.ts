import { describe, expect, it } from 'vitest';
import { calculateAlimony } from '../alimony/calculate.js';
import { AlimonyInputSchema } from '../alimony/schema.js';
import { calculateBudget } from '../budget/calculate.js';
import { BudgetInputSchema } from '../budget/schema.js';
import { calculateChildSupport } from '../child-support/calculate.js';
import { ChildSupportInputSchema } from '../child-support/schema.js';
import { JURISDICTIONS } from '../jurisdictions.js';
import { calculateIncomeTax } from '../tax/calculate.js';
import { IncomeTaxInputSchema } from '../tax/schema.js';
import { INVALID_MONEY_MESSAGE, MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage, optionalMoney, requiredMoney } from './fields.js';

const MAX = MONEY_MAXIMUM_DOLLARS;
const JUST_ABOVE = MAX + 0.01;

function messages(result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

/** Every finite number in a result (steps and meta included), so a NaN, Infinity or null money value shows. */
function nonFiniteNumbers(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => nonFiniteNumbers(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nonFiniteNumbers(item, `${path}.${key}`));
  }
  return [];
}

describe('money fields', () => {
  const income = requiredMoney('Monthly income', 'Income is required');
  const extra = optionalMoney('Extra');

  it('is one billion dollars at most', () => {
    expect(MAX).toBe(1_000_000_000);
    expect(moneyMaximumMessage('Monthly income')).toBe('Monthly income must be at most $1,000,000,000');
  });

  it.each([MAX, '$1,000,000,000', '1000000000.00', 0, '0'])('accepts %s', (value) => {
    expect(income.parse(value)).toBe(Number(String(value).replace(/[$,]/g, '')));
  });

  it.each([JUST_ABOVE, '$1,000,000,000.01', 1e300, Number.MAX_VALUE, '9'.repeat(400)])(
    'rejects %s with the field’s own maximum message',
    (value) => {
      expect(messages(income.safeParse(value))).toEqual([': Monthly income must be at most $1,000,000,000']);
      expect(messages(extra.safeParse(value))).toEqual([': Extra must be at most $1,000,000,000']);
    },
  );

  it.each([Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, -0.01])('rejects %s as not a valid amount', (value) => {
    expect(messages(income.safeParse(value))).toEqual([`: ${INVALID_MONEY_MESSAGE}`]);
  });
});

describe('each calculator’s money fields', () => {
  it.each([
    ['nonCustodialParentIncome', 'Non-custodial parent’s monthly income', ChildSupportInputSchema],
    ['healthInsuranceMonthly', 'Monthly health insurance for the children', ChildSupportInputSchema],
    ['payerIncome', 'Paying spouse’s monthly income', AlimonyInputSchema],
    ['recipientNetIncome', 'Receiving spouse’s monthly net income', AlimonyInputSchema],
    ['housingCost', 'Housing (rent or mortgage)', BudgetInputSchema],
    ['wages', 'Wages', IncomeTaxInputSchema],
  ] as const)('says %s is above the maximum', (field, label, schema) => {
    const result = schema.safeParse({ [field]: JUST_ABOVE });
    expect(messages(result)).toContain(`${field}: ${label} must be at most $1,000,000,000`);
    expect(messages(schema.safeParse({ [field]: MAX }))).not.toContain(`${field}: ${label} must be at most $1,000,000,000`);
  });
});

describe.each(JURISDICTIONS.map((j) => [j.slug] as const))('every amount at the maximum in %s', (state) => {
  it('gives a finite child support result, one, three and six children, either parent paying', () => {
    for (const numberOfChildren of [1, 3, 6]) {
      for (const [custodial, nonCustodial] of [[MAX, MAX], [0, MAX], [MAX, 0], [MAX, 1]] as const) {
        const result = calculateChildSupport({
          state,
          custodialParentIncome: custodial,
          nonCustodialParentIncome: nonCustodial,
          custodialParentDeductions: 0,
          nonCustodialParentDeductions: 0,
          numberOfChildren,
          custodyArrangement: 'shared',
          custodialParentTime: 50,
          nonCustodialParentTime: 50,
          childcareCostMonthly: MAX,
          healthInsuranceMonthly: MAX,
          childcarePaidBy: 'noncustodial',
          healthInsurancePaidBy: 'custodial',
        });
        expect(nonFiniteNumbers(result), `${numberOfChildren} children, ${custodial}/${nonCustodial}`).toEqual([]);
      }
    }
  });

  it('gives a finite alimony result', () => {
    const result = calculateAlimony({
      state,
      marriageDate: '1990-01-01',
      separationDate: '2020-01-01',
      payerIncome: MAX,
      recipientIncome: 0,
      payerExpenses: MAX,
      recipientExpenses: MAX,
      childSupportMonthly: MAX,
      alimonyType: 'permanent',
      payerAge: 60,
      recipientAge: 60,
    });
    expect(nonFiniteNumbers(result)).toEqual([]);
  });

  it('gives a finite income tax result', () => {
    const result = calculateIncomeTax({
      taxYear: 2026,
      filingStatus: 'single',
      state,
      wages: MAX,
      otherIncome: MAX,
      itemizedDeductions: MAX,
      alimonyPaid: MAX,
      alimonyReceived: MAX,
      childrenUnder17: 20,
    });
    expect(nonFiniteNumbers(result)).toEqual([]);
  });
});

it('gives a finite budget with every amount at the maximum', () => {
  const fields = Object.keys(BudgetInputSchema.shape);
  const result = calculateBudget(Object.fromEntries(fields.map((field) => [field, MAX])));
  expect(nonFiniteNumbers(result)).toEqual([]);
});
