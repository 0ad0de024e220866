import { describe, expect, it } from 'vitest';
import { runCliCapturing } from '../cli/test-support.js';
import { EngineValidationError } from '../errors.js';
import { calculateCustodyCosts } from './calculate.js';
import { CustodyCostsResultSchema } from './schema.js';

/** Two children (5 and 9), 70-30, homes 10 miles apart with weekly exchanges, 2025. */
const BASE = {
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
};

function errorsOf(input: unknown) {
  try {
    calculateCustodyCosts(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('custody costs (derived cases with their arithmetic)', () => {
  it('adds up the monthly costs and shares them by time', () => {
    const result = calculateCustodyCosts(BASE);
    expect(result.monthlyCostBreakdown).toEqual({
      housing: 2333.33, // (2,000 + 1,500) × 2 ÷ (2 + 1)
      childcare: 600, // 400 + 200
      transportation: 160.67, // 100 + 10 miles × 2 × 52/12 × $0.70 (IRS 2025) = 100 + 60.67
      activities: 100, // 20 + 80
      healthcare: 350, // 300 + 50
      other: 100,
    });
    expect(result.totalAnnualCost).toBe(43_728); // 3,644 × 12
    expect(result.perChildCost).toBe(21_864);
    expect(result.costSharing).toEqual({ custodialPercentage: 70, nonCustodialPercentage: 30, suggestedSharing: '70% / 30% by time', basis: 'time' });
    expect(result.custodialParentCosts).toBe(30_609.6);
    expect(result.nonCustodialParentCosts).toBe(13_118.4);
    expect(result.typicalAmounts).toBeNull();
    expect(result.meta.approximations[0]).toContain('every figure here is your own');
    expect(() => CustodyCostsResultSchema.parse(result)).not.toThrow();
  });

  it('shares by income when both incomes are given', () => {
    const result = calculateCustodyCosts({ ...BASE, custodialParentIncome: 6_000, nonCustodialParentIncome: 4_000 });
    expect(result.costSharing).toMatchObject({ custodialPercentage: 60, nonCustodialPercentage: 40, basis: 'income' });
    expect(result.custodialParentCosts).toBe(26_236.8); // 43,728 × 60%
    expect(result.nonCustodialParentCosts).toBe(17_491.2);
  });

  it.each([
    ['50-50', undefined, 50],
    ['80-20', undefined, 80],
    ['every-other-weekend', undefined, 85.7], // 12 of every 14 overnights
    ['custom', 292, 80], // 292 ÷ 365
  ])('%s → %s%% custodial time', (custodyArrangement, custodialParentDays, share) => {
    const result = calculateCustodyCosts({ ...BASE, custodyArrangement, custodialParentDays });
    expect(result.timeShare.custodialPercentage).toBe(share);
    expect(result.costSharing.custodialPercentage).toBe(share);
  });

  it.each([
    ['biweekly', 130.33], // 100 + 10 × 2 × 26/12 × 0.70 = 100 + 30.33
    ['monthly', 114], // 100 + 10 × 2 × 1 × 0.70
  ])('exchanges %s: transportation $%s a month', (transportationFrequency, transportation) => {
    const result = calculateCustodyCosts({ ...BASE, transportationFrequency });
    expect(result.monthlyCostBreakdown.transportation).toBe(transportation);
  });

  it('uses the 2024 mileage rate for 2024', () => {
    // 10 × 2 × 52/12 × 0.67 = 58.07
    expect(calculateCustodyCosts({ ...BASE, costYear: 2024 }).monthlyCostBreakdown.transportation).toBe(158.07);
  });

  it.each([
    ['ohio', ['childcare', 'health insurance']],
    ['texas', ['health insurance']],
  ])("%s: what the state's child support worksheet adds on", (state, addedOn) => {
    const result = calculateCustodyCosts({ ...BASE, state });
    expect(result.guidelineCoverage.addedOn).toEqual(addedOn);
    const text = result.recommendations.join('\n');
    expect(text.includes('monthly childcare in the child support calculator')).toBe(addedOn.includes('childcare'));
  });
});

describe('custody costs validation (the form’s messages)', () => {
  it('lists the required fields', () => {
    expect(errorsOf({}).map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Number of children is required',
        'Child 1 age is required',
        'Custodial parent housing cost is required',
        'Non-custodial parent housing cost is required',
        'Distance between homes is required',
        'State is required',
      ]),
    );
  });
  it.each([
    [{ numberOfChildren: 5 }, 'numberOfChildren', 'Number of children must be from 1 to 4'],
    [{ numberOfChildren: 1.5 }, 'numberOfChildren', 'Number of children must be from 1 to 4'],
    [{ numberOfChildren: 3 }, 'childAge3', 'Child 3 age is required'],
    [{ custodyArrangement: 'custom' }, 'custodialParentDays', 'Custodial parent days is required'],
    [{ custodyArrangement: 'custom', custodialParentDays: 400 }, 'custodialParentDays', 'Custodial parent days must be from 0 to 365'],
    [{ transportationFrequency: 'daily' }, 'transportationFrequency', 'Choose one of: weekly, biweekly, monthly'],
    [{ daycareCost: 2e9 }, 'daycareCost', 'Daycare must be at most $1,000,000,000'],
  ])('%o → %s', (overrides, path, message) => {
    expect(errorsOf({ ...BASE, ...overrides })).toContainEqual({ path, message });
  });
});

describe('securesplit custody-costs', () => {
  it('prints the result, and field errors with exit code 2', async () => {
    const run = (body: unknown) => runCliCapturing(['custody-costs'], JSON.stringify(body));
    const ok = await run(BASE);
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.out) as { totalAnnualCost: number }).totalAnnualCost).toBe(43_728);
    const bad = await run({ ...BASE, distanceBetweenHomes: '' });
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.err)).toEqual({ errors: [{ path: 'distanceBetweenHomes', message: 'Distance between homes is required' }] });
  });
});
