import { describe, expect, it } from 'vitest';
import { runCliCapturing } from '../cli/test-support.js';
import { EngineValidationError } from '../errors.js';
import { calculatePropertyDivision } from './calculate.js';
import { PropertyDivisionResultSchema } from './schema.js';

/**
 * House 400,000 − 250,000 = 150,000; car 30,000 − 10,000 = 20,000; checking 5,000 + savings 20,000 +
 * 401(k) 100,000 = 125,000; credit card −5,000. Net marital estate 290,000.
 */
const BASE = {
  primaryResidenceValue: '$400,000',
  primaryResidenceMortgage: '$250,000',
  vehicles: [{ name: 'Car', value: 30_000, loan: 10_000 }],
  checkingAccounts: [{ name: 'Joint checking', balance: 5_000 }],
  savingsAccounts: [{ name: 'Savings', balance: 20_000 }],
  retirementAccounts: [{ name: '401(k)', balance: 100_000 }],
  investmentAccounts: [{ name: '', balance: '' }],
  creditCards: [{ name: 'Visa', balance: 5_000 }],
  otherDebts: [{ name: '', balance: '' }],
  state: 'texas',
  taxYear: 2024,
};

function errorsOf(input: unknown) {
  try {
    calculatePropertyDivision(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('property division: the split of the net marital estate', () => {
  it.each([
    { divisionMethod: '50-50', customPercentage: undefined, spouse1: 145_000, spouse2: 145_000 }, // 290,000 × 50%
    { divisionMethod: '60-40', customPercentage: undefined, spouse1: 174_000, spouse2: 116_000 }, // 290,000 × 60%
    { divisionMethod: '70-30', customPercentage: undefined, spouse1: 203_000, spouse2: 87_000 }, // 290,000 × 70%
    { divisionMethod: 'custom', customPercentage: '55', spouse1: 159_500, spouse2: 130_500 }, // 290,000 × 55%
    { divisionMethod: undefined, customPercentage: undefined, spouse1: 145_000, spouse2: 145_000 }, // default 50-50
  ])('$divisionMethod', ({ divisionMethod, customPercentage, spouse1, spouse2 }) => {
    const result = calculatePropertyDivision({ ...BASE, divisionMethod, customPercentage });
    expect(result.netWorth).toBe(290_000);
    expect(result.breakdown.realEstate.total).toBe(150_000);
    expect(result.breakdown.vehicles.total).toBe(20_000);
    expect(result.breakdown.financialAssets.total).toBe(125_000);
    expect(result.breakdown.debts.total).toBe(-5_000);
    expect(result.spouse1NetValue).toBe(spouse1);
    expect(result.spouse2NetValue).toBe(spouse2);
    expect(result.equalization).toMatchObject({ amount: 0, payer: null, assignedItems: 0 });
    expect(() => PropertyDivisionResultSchema.parse(result)).not.toThrow();
  });

  it('finds the equalization payment for who keeps what', () => {
    const result = calculatePropertyDivision({
      ...BASE,
      primaryResidenceKeptBy: 'spouse1',
      vehicles: [{ name: 'Car', value: 30_000, loan: 10_000, keptBy: 'spouse2' }],
      retirementAccounts: [{ name: '401(k)', balance: 100_000, keptBy: 'spouse2' }],
    });
    // spouse 1: house 150,000 + 50% of (5,000 + 20,000 − 5,000 not assigned) = 160,000; target 145,000
    expect(result.equalization).toEqual({
      spouse1Receives: 160_000,
      spouse2Receives: 130_000,
      amount: 15_000,
      payer: 'spouse1',
      assignedItems: 3,
    });
  });

  it('keeps separate property out of the division and shows it apart', () => {
    const result = calculatePropertyDivision({
      ...BASE,
      savingsAccounts: [{ name: 'Inheritance', balance: 20_000, ownership: 'spouse2-separate' }],
    });
    expect(result.netWorth).toBe(270_000);
    expect(result.spouse1NetValue).toBe(135_000);
    expect(result.separateProperty.spouse2.total).toBe(20_000);
    expect(result.separateProperty.spouse2.items[0]).toMatchObject({ name: 'Inheritance', ownership: 'spouse2-separate' });
    expect(result.separateProperty.spouse1.total).toBe(0);
  });

  it('takes selling costs off real estate that is sold (or all of it when asked)', () => {
    const sold = calculatePropertyDivision({ ...BASE, primaryResidenceKeptBy: 'sell', sellingCostPercent: 6 });
    // 400,000 × 6% = 24,000: 150,000 − 24,000 = 126,000
    expect(sold.breakdown.realEstate.total).toBe(126_000);
    expect(sold.netWorth).toBe(266_000);
    const kept = calculatePropertyDivision({ ...BASE, primaryResidenceKeptBy: 'spouse1', sellingCostPercent: 6 });
    expect(kept.breakdown.realEstate.total).toBe(150_000);
    const keptWithCosts = calculatePropertyDivision({ ...BASE, sellingCostPercent: 6, sellingCostsOnKeptRealEstate: true });
    expect(keptWithCosts.breakdown.realEstate.total).toBe(126_000);
  });

  it('shows pre-tax retirement at an estimated after-tax value from the tax engine', () => {
    // Spouse 2 keeps the 401(k); 120,000 wages − 14,600 = 105,400 taxable in 2024: 24% bracket; Texas 0%
    const result = calculatePropertyDivision({
      ...BASE,
      retirementAccounts: [{ name: '401(k)', balance: 100_000, keptBy: 'spouse2' }],
      spouse1AnnualIncome: 60_000,
      spouse2AnnualIncome: 120_000,
    });
    expect(result.retirement).toEqual({
      pretaxTotal: 100_000,
      afterTaxEstimate: 76_000,
      items: [{ name: '401(k)', balance: 100_000, marginalRate: 24, afterTaxEstimate: 76_000 }],
    });
    expect(result.netWorthAfterTaxEstimate).toBe(266_000); // 290,000 − 100,000 + 76,000
    expect(result.meta.approximations.join(' ')).toContain('marginal rate');
    // Spouse 1 (60,000 wages: 45,400 taxable, 12%) holds it when not assigned: 100,000 × 88%
    const unassigned = calculatePropertyDivision({ ...BASE, spouse1AnnualIncome: 60_000 });
    expect(unassigned.retirement.afterTaxEstimate).toBe(88_000);
    // Oregon adds its own graduated marginal rate from the tax engine on top of the federal 12%
    const oregon = calculatePropertyDivision({ ...BASE, state: 'oregon', spouse1AnnualIncome: 60_000 });
    expect(oregon.retirement.items[0]!.marginalRate).toBeGreaterThan(12);
  });

  it('leaves Roth balances at face value', () => {
    const result = calculatePropertyDivision({ ...BASE, retirementAccounts: [{ name: 'Roth IRA', balance: 100_000, taxTreatment: 'roth' }] });
    expect(result.retirement.items).toEqual([]);
    expect(result.netWorthAfterTaxEstimate).toBe(290_000);
  });
});

describe('property regime by state (IRS Publication 555)', () => {
  it.each(['arizona', 'california', 'idaho', 'louisiana', 'nevada', 'new-mexico', 'texas', 'washington', 'wisconsin'])(
    '%s is community property',
    (state) => {
      const result = calculatePropertyDivision({ ...BASE, state });
      expect(result.regime.kind).toBe('community-property');
      expect(result.meta.sources[0]!.title).toContain('Publication 555');
    },
  );
  it.each(['new-york', 'florida', 'alaska', 'north-carolina', 'district-of-columbia'])('%s is equitable distribution', (state) => {
    expect(calculatePropertyDivision({ ...BASE, state }).regime.kind).toBe('equitable-distribution');
  });
  it.each([
    ['california', 'divides the community estate equally', 'California Family Code §2550'],
    ['wisconsin', 'presumes equal division', 'Wisconsin Statutes §767.61(3)'],
    ['north-carolina', 'equal division', 'North Carolina General Statutes §50-20(c)'],
    ['arkansas', 'one-half to each party', 'Arkansas Code §9-12-315(a)(1)'],
  ])('%s: what its statute presumes, cited', (state, words, title) => {
    const result = calculatePropertyDivision({ ...BASE, state });
    expect(result.regime.presumption).toContain(words);
    expect(result.meta.sources.map((s) => s.title.split(':')[0])).toContain(title);
  });
  it('says so when a state presumption is not recorded', () => {
    expect(calculatePropertyDivision({ ...BASE, state: 'ohio' }).regime.presumption).toContain('we have not recorded');
  });
});

describe('property division validation', () => {
  it.each([
    [{ divisionMethod: 'custom' }, 'customPercentage', 'Custom percentage is required'],
    [{ divisionMethod: 'custom', customPercentage: 101 }, 'customPercentage', 'Custom percentage must be from 0 to 100'],
    [{ divisionMethod: 'half' }, 'divisionMethod', 'Choose one of: 50-50, 60-40, 70-30, custom'],
    [{ state: '' }, 'state', 'State is required'],
    [{ primaryResidenceValue: 2e9 }, 'primaryResidenceValue', 'Primary residence value must be at most $1,000,000,000'],
    [{ retirementAccounts: [{ name: 'x', balance: 'abc' }] }, 'retirementAccounts.0.balance', 'Must be a valid positive number'],
    [{ vehicles: [{ name: 'x', value: 1, loan: 1, keptBy: 'neighbour' }] }, 'vehicles.0.keptBy', 'Choose one of: spouse1, spouse2, sell'],
    [{ sellingCostPercent: 40 }, 'sellingCostPercent', 'Selling costs must be from 0 to 15'],
  ])('%o → %s', (overrides, path, message) => {
    expect(errorsOf({ ...BASE, ...overrides })).toContainEqual({ path, message });
  });
});

describe('securesplit property-division', () => {
  const run = runCliCapturing;
  it('prints the result, and field errors with exit code 2', async () => {
    const ok = await run(['property-division'], JSON.stringify(BASE));
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.out) as { netWorth: number }).netWorth).toBe(290_000);
    const bad = await run(['property-division'], JSON.stringify({ ...BASE, divisionMethod: 'custom' }));
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.err)).toEqual({ errors: [{ path: 'customPercentage', message: 'Custom percentage is required' }] });
  });
});

describe('property division sources', () => {
  it('cites the income tax rules used for the after-tax estimate, not the payroll tax ones', () => {
    const titles = calculatePropertyDivision({ ...BASE, state: 'california', taxYear: 2025 }).meta.sources.map((s) => s.title);
    expect(titles.some((t) => t.includes('Rev. Proc. 2024-40'))).toBe(true);
    expect(titles.some((t) => t.includes('California Revenue and Taxation Code'))).toBe(true);
    expect(titles.some((t) => t.includes('§3101'))).toBe(false);
  });
});
