import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser } from '../../test-support/browser.js';
import { storeTargets } from '../../test-support/stores.js';
import { PREMIUM_CALCULATOR_OPERATIONS, PREMIUM_CALCULATORS } from './premium-calculators.js';

/**
 * The four premium calculators through HTTP for a Full Access account, with the figures of the engine's
 * documented cases (engine/src/<calculator>/calculate.test.ts, whose comments give the arithmetic).
 */

/** Texas, 2024: house 150,000 net, car 20,000, cash and 401(k) 125,000, card −5,000: estate 290,000. */
const PROPERTY_DIVISION = {
  primaryResidenceValue: '$400,000',
  primaryResidenceMortgage: '$250,000',
  vehicles: [{ name: 'Car', value: 30_000, loan: 10_000 }],
  checkingAccounts: [{ name: 'Joint checking', balance: 5_000 }],
  savingsAccounts: [{ name: 'Savings', balance: 20_000 }],
  retirementAccounts: [{ name: '401(k)', balance: 100_000 }],
  creditCards: [{ name: 'Visa', balance: 5_000 }],
  divisionMethod: '60-40',
  state: 'texas',
  taxYear: 2024,
};

/** A $200,000 401(k), 168 of 240 months in the plan during the marriage (70%). */
const QDRO = {
  accountType: '401k',
  currentBalance: '$200,000',
  employeeAge: 45,
  spouseAge: 43,
  divisionMethod: 'marital-portion',
  divisionPercentage: 40,
  marriageDate: '2010-06-15',
  separationDate: '2024-06-15',
  employmentStartDate: '2005-06-15',
  annualContribution: 10_000,
  employerMatch: 2_000,
  expectedGrowthRate: 7,
  state: 'texas',
  taxYear: 2024,
  valuationDate: '2025-06-15',
};

/** Texas, 2024: $60,000 and $40,000, joint now, head of household (two children) and single after. */
const TAX_IMPACT = {
  annualIncome: 60_000,
  spouseIncome: 40_000,
  currentFilingStatus: 'married-joint',
  projectedFilingStatus: 'head-of-household',
  numberOfChildren: 2,
  childrenWithPrimaryParent: 2,
  divorceYear: 2024,
  state: 'texas',
};

/** Ohio, 2025: two children (5 and 9), 70-30, homes 10 miles apart, weekly exchanges. */
const CUSTODY_COSTS = {
  custodyArrangement: '70-30',
  numberOfChildren: 2,
  childAge1: 5,
  childAge2: 9,
  custodialHousingCost: '$2,000',
  nonCustodialHousingCost: 1_500,
  daycareCost: 400,
  afterSchoolCare: 200,
  distanceBetweenHomes: 10,
  transportationFrequency: 'weekly',
  vehicleCosts: 100,
  schoolSupplies: 20,
  extracurricularActivities: 80,
  healthInsurance: 300,
  medicalCopays: 50,
  clothingCosts: 100,
  state: 'ohio',
  costYear: 2025,
  custodialParentIncome: 6_000,
  nonCustodialParentIncome: 4_000,
};

/** The documented example input of the calculator of this type (openapi.yaml's request example). */
function exampleInput(type: string): unknown {
  const calculator = PREMIUM_CALCULATORS.find((c) => c.type === type);
  if (!calculator) throw new Error(`no premium calculator ${type}`);
  return calculator.example.input;
}

const [pglite] = storeTargets();

describe('premium calculators through HTTP (Full Access)', () => {
  let app: TestServer;
  let member: TestBrowser;
  let userId: number;

  beforeAll(async () => {
    app = await startTestApp(pglite!);
    member = new TestBrowser(app);
    userId = (await signUp(member)).id;
    await app.store.users.setPremium(userId, true);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  async function calculate(path: string, input: unknown): Promise<JsonResponse> {
    const res = await member.call('POST', path, input);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      saved: true,
      access: { kind: 'full', freeCalculationsRemaining: null },
    });
    const { id } = res.body as { id: number };
    const stored = await app.store.calculations.findById(id);
    expect(stored).toMatchObject({ userId });
    return res;
  }

  it('property division: a 60-40 split of the 290,000 estate, Texas community property', async () => {
    const res = await calculate('/api/v1/calculators/property-division', PROPERTY_DIVISION);
    expect(res.body).toMatchObject({
      netWorth: 290_000,
      spouse1NetValue: 174_000, // 290,000 × 60%
      spouse2NetValue: 116_000,
      divisionMethod: '60-40',
      breakdown: {
        realEstate: { total: 150_000 },
        vehicles: { total: 20_000 },
        financialAssets: { total: 125_000 },
        debts: { total: -5_000 },
      },
      regime: { kind: 'community-property' },
    });
    expect((await app.store.calculations.findById((res.body as { id: number }).id))?.type).toBe(
      'property-division',
    );
  });

  it('property division: who keeps what gives the equalization payment', async () => {
    const res = await calculate('/api/v1/calculators/property-division', exampleInput('property-division'));
    // spouse 1: house 150,000 + 50% of the unassigned 20,000 = 160,000; the 50-50 target is 145,000
    expect(res.body).toMatchObject({
      netWorth: 290_000,
      equalization: {
        spouse1Receives: 160_000,
        spouse2Receives: 130_000,
        amount: 15_000,
        payer: 'spouse1',
        assignedItems: 3,
      },
    });
  });

  it('QDRO: 40% of the 70% marital portion of $200,000', async () => {
    const res = await calculate('/api/v1/calculators/qdro', QDRO);
    expect(res.body).toMatchObject({
      breakdown: {
        totalAccountValue: 200_000,
        maritalMonths: 168,
        employmentMonths: 240,
        maritalPercentage: 70,
      },
      maritalPortion: 140_000, // 200,000 × 168/240
      spouseEntitlement: 56_000, // 140,000 × 40%
      employeeRetains: 144_000,
      qdroRequired: true,
    });
  });

  it('QDRO: half the account grows to 443,040.17 by the spouse’s 65 (22 years at 7%)', async () => {
    const res = await calculate('/api/v1/calculators/qdro', exampleInput('qdro'));
    expect(res.body).toMatchObject({
      spouseEntitlement: 100_000,
      futureValue: 443_040.17,
      employeeFutureValue: 878_914.35,
    });
  });

  it('tax impact: joint 4,035 becomes 244 (head of household) and 2,819 (the spouse, single)', async () => {
    const res = await calculate('/api/v1/calculators/tax-impact', TAX_IMPACT);
    expect(res.body).toMatchObject({
      currentYearTax: 4035, // (100,000 − 29,200) on the 2024 table: 8,035 − 2 × 2,000 CTC
      projectedTax: 244, // (60,000 − 21,900): 4,244 − 4,000
      spouseProjectedTax: 2819, // (40,000 − 14,600): 2,819
      householdProjectedTax: 3063,
      taxDifference: -972,
      childTaxCredits: 4000,
      stateTaxProjected: 0,
      breakdown: { standardDeduction: 21_900, taxableIncome: 38_100, marginalTaxRate: 12 },
    });
  });

  it('custody costs: 36,728.04 a year shared 60/40 by income', async () => {
    const res = await calculate('/api/v1/calculators/custody-costs', CUSTODY_COSTS);
    expect(res.body).toMatchObject({
      monthlyCostBreakdown: {
        housing: 1750, // the children's bedrooms: (2,000 + 1,500) × 2/4
        childcare: 600,
        transportation: 160.67,
        activities: 100,
        healthcare: 350,
        other: 100,
      },
      totalAnnualCost: 36_728.04, // 3,060.67 × 12
      perChildCost: 18_364.02,
      costSharing: { custodialPercentage: 60, nonCustodialPercentage: 40, basis: 'income' },
      custodialParentCosts: 22_036.82,
      nonCustodialParentCosts: 14_691.22,
    });
  });

  it('custody costs: USDA typical amounts for Texas fill only the empty categories when asked', async () => {
    const texas = {
      numberOfChildren: 2,
      childAge1: 4,
      childAge2: 10,
      custodialHousingCost: 2_000,
      nonCustodialHousingCost: 1_500,
      distanceBetweenHomes: 0,
      healthInsurance: 300,
      state: 'texas',
      custodialParentIncome: '$5,000',
      nonCustodialParentIncome: 3_000,
      costYear: 2026,
      areaType: 'urban',
      useTypicalAmounts: true,
    };
    const res = await calculate('/api/v1/calculators/custody-costs', texas);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      // Health insurance is the user's 300; the rest is USDA Table 5 (urban South), middle group, × 321.943 / 237.017.
      monthlyCostBreakdown: { housing: 1750, childcare: 539.93, transportation: 441.46, activities: 218.46, healthcare: 300, other: 690.48 },
      typicalAmounts: {
        label: 'USDA typical (estimate)',
        table: { number: 5, name: 'Urban South' },
        incomeGroup: { group: 'middle', incomeIn2015Dollars: 70_676, assumed: false },
        priceLevel: { year: 2025, factor: 1.3583 },
        filledMonthly: 1890.33,
      },
    });
    const refused = await member.call('POST', '/api/v1/calculators/custody-costs', { ...texas, areaType: 'suburban' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choose one of: urban, rural, us-average');
  });

  it('answers the spec paths exactly like the v1 paths, marked deprecated', async () => {
    for (const [v1, alias, input] of [
      ['/api/v1/calculators/property-division', '/api/calculate-property-division', PROPERTY_DIVISION],
      ['/api/v1/calculators/qdro', '/api/calculate-qdro', QDRO],
      ['/api/v1/calculators/tax-impact', '/api/calculate-tax-impact', TAX_IMPACT],
      ['/api/v1/calculators/custody-costs', '/api/calculate-custody-costs', CUSTODY_COSTS],
    ] as const) {
      const a = await calculate(v1, input);
      const b = await calculate(alias, input);
      const { id: idA, ...restA } = a.body as { id: number };
      const { id: idB, ...restB } = b.body as { id: number };
      expect(idB).not.toBe(idA);
      expect(restB).toEqual(restA);
      expect(b.headers.get('link')).toBe(`<${v1}>; rel="successor-version"`);
      expect(b.headers.get('deprecation')).toBeTruthy();
    }
  });

  it('refuses invalid input with the engine’s field errors', async () => {
    const res = await member.call('POST', '/api/v1/calculators/qdro', {
      ...QDRO,
      currentBalance: '',
      employeeAge: 12,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((res.body as { errors: unknown[] }).errors).toEqual(
      expect.arrayContaining([
        { path: 'currentBalance', message: 'Current balance is required' },
        { path: 'employeeAge', message: 'Employee age must be from 18 to 100' },
      ]),
    );
  });

  it('keeps the calculations in the account history and export', async () => {
    const history = await member.call('GET', '/api/v1/account/calculations');
    const calculations = (
      history.body as { calculations: { type: string; state: string; amount: number; input: unknown }[] }
    ).calculations;
    expect([...new Set(calculations.map((c) => c.type))].sort()).toEqual([
      'custody-costs',
      'property-division',
      'qdro',
      'tax-impact',
    ]);
    // Each with its headline figure and state: the newest of each type are the aliases test's answers.
    const newestOfEachType = calculations.filter(
      (c, i) => calculations.findIndex((other) => other.type === c.type) === i,
    );
    expect(newestOfEachType.map(({ type, state, amount }) => ({ type, state, amount }))).toEqual([
      { type: 'custody-costs', state: 'ohio', amount: 36_728.04 },
      { type: 'tax-impact', state: 'texas', amount: -972 },
      { type: 'qdro', state: 'texas', amount: 56_000 },
      { type: 'property-division', state: 'texas', amount: 290_000 },
    ]);
    expect(calculations[0]?.input).toMatchObject({ custodyArrangement: '70-30', custodialHousingCost: 2000 });
  });
});

describe('the documented examples', () => {
  it.each(
    PREMIUM_CALCULATOR_OPERATIONS.map(
      (operation, i) => [operation.operationId, PREMIUM_CALCULATORS[i]!] as const,
    ),
  )(
    '%s: the example result is the engine’s answer to the example input (steps and sources shortened)',
    (_id, { calculate, inputSchema, example: { input, result } }) => {
      const {
        steps: exampleSteps,
        meta: exampleMeta,
        ...exampleFigures
      } = result as { steps: unknown[]; meta: { asOf: string; sources: unknown[] } };
      // Run as on the day the example was written: property division is valued on the day it runs (meta.asOf).
      vi.useFakeTimers({ now: new Date(`${exampleMeta.asOf}T12:00:00Z`), toFake: ['Date'] });
      let answer: unknown;
      try {
        // The table's function takes a body its schema has validated, as the operation passes it.
        answer = calculate(inputSchema.parse(input));
      } finally {
        vi.useRealTimers();
      }
      const { steps, meta, ...figures } = answer as { steps: unknown[]; meta: { sources: unknown[] } };
      expect(exampleFigures).toEqual(figures);
      expect(steps.slice(0, exampleSteps.length)).toEqual(exampleSteps);
      expect({ ...meta, sources: meta.sources.slice(0, exampleMeta.sources.length) }).toEqual(exampleMeta);
    },
  );
});
