import fc from 'fast-check';
import { JURISDICTION_SLUGS, MONEY_MAXIMUM_DOLLARS, WELLNESS_QUIZ } from '@securesplit/engine';
import type { z } from 'zod';
import { alimonyOperation } from '../routes/v1/alimony.js';
import { budgetOperation } from '../routes/v1/budget.js';
import { childSupportOperation } from '../routes/v1/child-support.js';
import { incomeTaxOperation } from '../routes/v1/income-tax.js';
import { scoreQuizOperation } from '../routes/v1/quiz.js';

/**
 * Generated request bodies for every calculator endpoint, and the rule each answer must keep:
 * a 400 with field errors, or a 200 whose body matches the operation's response schema (every
 * number finite, no null where a number belongs), never a 5xx. Shared by the property test (a few
 * hundred seeded cases) and `scripts/bench/fuzz.mjs` (many more).
 */
interface Endpoint {
  name: string;
  path: string;
  success: z.ZodType;
  /** A valid body that generated cases start from. */
  base: Record<string, unknown>;
  /** Fields that take amounts in dollars. */
  money: readonly string[];
}

const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'child support',
    path: childSupportOperation.path,
    success: childSupportOperation.success.schema,
    base: {
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
      state: 'texas',
    },
    money: [
      'custodialParentIncome',
      'nonCustodialParentIncome',
      'custodialParentDeductions',
      'nonCustodialParentDeductions',
      'childcareCostMonthly',
      'healthInsuranceMonthly',
    ],
  },
  {
    name: 'alimony',
    path: alimonyOperation.path,
    success: alimonyOperation.success.schema,
    base: {
      marriageDate: '2005-06-15',
      separationDate: '2024-01-10',
      payerIncome: 9000,
      recipientIncome: 3000,
      alimonyType: 'rehabilitative',
      payerAge: 50,
      recipientAge: 48,
      state: 'california',
    },
    money: ['payerIncome', 'recipientIncome', 'payerExpenses', 'recipientExpenses', 'childSupportMonthly', 'payerNetIncome', 'recipientNetIncome'],
  },
  {
    name: 'budget',
    path: budgetOperation.path,
    success: budgetOperation.success.schema,
    base: { primaryIncome: 4000, housingCost: 1800, utilities: 200, insurance: 150, groceries: 600, transportation: 300, healthcare: 200 },
    money: [
      'primaryIncome', 'childSupport', 'alimony', 'otherIncome', 'housingCost', 'utilities', 'insurance', 'groceries',
      'transportation', 'healthcare', 'childcare', 'personalCare', 'entertainment', 'miscellaneous',
    ],
  },
  {
    name: 'income tax',
    path: incomeTaxOperation.path,
    success: incomeTaxOperation.success.schema,
    base: { taxYear: 2026, filingStatus: 'single', wages: 85000, state: 'new-york' },
    money: ['wages', 'otherIncome', 'itemizedDeductions', 'alimonyPaid', 'alimonyReceived'],
  },
  {
    name: 'quiz',
    path: scoreQuizOperation.path,
    success: scoreQuizOperation.success.schema,
    base: { answers: Object.fromEntries(WELLNESS_QUIZ.map((q) => [q.id, q.options[0]!.value])) },
    money: [],
  },
];

/** Numbers at and around every edge: the money maximum, float limits, signed zero, fractions of a cent. */
const extremeNumber = fc.oneof(
  fc.constantFrom(
    0, -0, -1, 0.001, 1e9, 1e9 + 0.01, 999_999_999.99, 1e15, 1e300, -1e300, Number.MAX_VALUE, Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER, 2 ** 53 + 1,
  ),
  fc.double(),
  fc.integer(),
);

/** Text that looks numeric, almost numeric, or is too long to be a number. */
const extremeText = fc.oneof(
  fc.constantFrom(
    '9'.repeat(400), '$1,000,000,000', '$1,000,000,000.01', '1e400', '1e9', '', ' ', '-0', '0x10', 'NaN', 'Infinity',
    '１２３', '$', '1,00', '5+', '100%', '2026-02-30', 'x'.repeat(1000),
  ),
  fc.string({ maxLength: 40 }),
);

const anyValue = fc.oneof(
  extremeNumber,
  extremeText,
  fc.constant(null),
  fc.boolean(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Amounts from the maximum up to the largest double, as numbers and as text. */
const hugeAmount = fc.oneof(
  fc.constantFrom(MONEY_MAXIMUM_DOLLARS + 0.01, 1e15, 1e300, Number.MAX_VALUE, '9'.repeat(400), '$1,000,000,000.01'),
  fc.double({ min: MONEY_MAXIMUM_DOLLARS, max: Number.MAX_VALUE, noNaN: true }),
);

/** An amount the engine accepts: from 0 to the maximum, often at its edges. */
const acceptedMoney = fc.oneof(
  fc.constantFrom(0, MONEY_MAXIMUM_DOLLARS, MONEY_MAXIMUM_DOLLARS - 0.01, 0.01),
  fc.double({ min: 0, max: MONEY_MAXIMUM_DOLLARS, noNaN: true }),
  fc.integer({ min: 0, max: MONEY_MAXIMUM_DOLLARS }),
);

function bodyFor(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(endpoint.base), ...endpoint.money, 'asOf', 'extra', '__proto__', 'constructor'];
  // Any state, so an extreme value meets every jurisdiction's rules (schedule lookups differ by state).
  const withAnyFields = fc
    .record({ overrides: fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 4 }), state: fc.constantFrom(...JURISDICTION_SLUGS) })
    .map(({ overrides, state }) => ({ ...endpoint.base, ...('state' in endpoint.base ? { state } : {}), ...overrides }));
  const withAcceptedMoney = fc
    .record({
      amounts: fc.tuple(...endpoint.money.map(() => acceptedMoney)),
      state: fc.constantFrom(...JURISDICTION_SLUGS),
      children: fc.integer({ min: 1, max: 6 }),
      time: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ amounts, state, children, time }) => ({
      ...endpoint.base,
      ...Object.fromEntries(endpoint.money.map((field, i) => [field, amounts[i]])),
      ...('state' in endpoint.base ? { state } : {}),
      ...('numberOfChildren' in endpoint.base
        ? { numberOfChildren: children, custodialParentTime: 100 - time, nonCustodialParentTime: time }
        : {}),
    }));
  const quizAnswers = fc
    .dictionary(fc.oneof(fc.constantFrom(...WELLNESS_QUIZ.map((q) => q.id)), fc.string({ maxLength: 12 })), anyValue, {
      maxKeys: 60,
    })
    .map((answers) => ({ answers }));
  if (endpoint.money.length === 0) {
    return fc.oneof(
      { arbitrary: withAnyFields, weight: 3 },
      { arbitrary: quizAnswers, weight: 3 },
      { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 },
    );
  }
  // One money field at or far past the maximum, the rest valid, in any state: where sums overflow and
  // schedule lookups broke (a body with several bad fields is a 400 before any arithmetic happens).
  const withHugeAmount = fc
    .record({ field: fc.constantFrom(...endpoint.money), amount: hugeAmount, state: fc.constantFrom(...JURISDICTION_SLUGS) })
    .map(({ field, amount, state }) => ({ ...endpoint.base, ...('state' in endpoint.base ? { state } : {}), [field]: amount }));
  return fc.oneof(
    { arbitrary: withAnyFields, weight: 2 },
    { arbitrary: withHugeAmount, weight: 4 },
    { arbitrary: withAcceptedMoney, weight: 3 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 },
  );
}

export interface FuzzCase {
  endpoint: Endpoint;
  body: unknown;
}

export const fuzzCase: fc.Arbitrary<FuzzCase> = fc
  .constantFrom(...ENDPOINTS)
  .chain((endpoint) => bodyFor(endpoint).map((body) => ({ endpoint, body })));

export const FUZZ_SEED = 20_261_126;

export type Verdict = { kind: '2xx' | '4xx' } | { kind: '5xx' | 'non-finite' | 'malformed'; reason: string };

/** Every number in a value that is not finite, with its path (JSON has none, but a body may be parsed otherwise). */
function nonFinite(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => nonFinite(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nonFinite(v, `${path}.${k}`));
  return [];
}

/** Sends one case and judges the answer. */
export async function judge(url: string, { endpoint, body }: FuzzCase): Promise<Verdict> {
  const response = await fetch(`${url}${endpoint.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 500) return { kind: '5xx', reason: `${response.status} ${text.slice(0, 300)}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: `${response.status} body is not JSON: ${text.slice(0, 200)}` };
  }
  if (response.status === 200) {
    const checked = endpoint.success.safeParse(parsed);
    if (!checked.success) {
      const issues = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).slice(0, 5);
      return { kind: 'non-finite', reason: `200 outside its schema: ${issues.join('; ')}` };
    }
    const bad = nonFinite(parsed);
    if (bad.length > 0) return { kind: 'non-finite', reason: `200 with non-finite ${bad.join(', ')}` };
    return { kind: '2xx' };
  }
  const problem = parsed as { status?: unknown; errors?: unknown };
  const errors = Array.isArray(problem.errors) ? (problem.errors as { path?: unknown; message?: unknown }[]) : [];
  if (response.status !== 400 || problem.status !== 400 || errors.length === 0) {
    return { kind: 'malformed', reason: `${response.status} without field errors: ${text.slice(0, 200)}` };
  }
  if (!errors.every((e) => typeof e.path === 'string' && typeof e.message === 'string' && e.message !== '')) {
    return { kind: 'malformed', reason: `400 with a field error lacking path or message: ${text.slice(0, 200)}` };
  }
  return { kind: '4xx' };
}
