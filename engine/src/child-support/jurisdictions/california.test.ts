import { describe, expect, it } from 'vitest';
import { roundToDecimals } from '../../money/rounding.js';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput } from '../schema.js';
import { CALIFORNIA_BANDS, kFactor, kFraction } from './california.js';
import { exactLine } from './test-support.js';

/**
 * California Fam. Code § 4055: CS = K[HN − (H%)(TN)] on net monthly disposable income, K from the
 * income bands of (b)(3) times (1 + H%) or (2 − H%), × the (b)(4) multiplier for more children, the
 * sign deciding who pays, the (b)(7) low-income adjustment, childcare as a mandatory add-on.
 */
const caCase = (overrides: Partial<ChildSupportInput> = {}): ChildSupportInput => ({
  custodialParentIncome: 2000,
  nonCustodialParentIncome: 6000,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'california',
  incomeBasis: 'net',
  asOf: '2026-11-01',
  ...overrides,
});

describe('§ 4055(b)(3) K factor', () => {
  it('reproduces the statute’s example after SB 343: K = 0.21 at TN $1,000, H% 20%', () => {
    expect(roundToDecimals(kFactor(CALIFORNIA_BANDS.sb343, 1000, 0.2), 2)).toBe(0.21);
    expect(roundToDecimals(kFactor(CALIFORNIA_BANDS.sb343, 1000, 0.8), 2)).toBe(0.21);
  });

  it('reproduces the statute’s example before SB 343: K = 0.30 at TN $1,000, H% 20% and 80%', () => {
    expect(roundToDecimals(kFactor(CALIFORNIA_BANDS.beforeSb343, 1000, 0.2), 2)).toBe(0.3);
    expect(roundToDecimals(kFactor(CALIFORNIA_BANDS.beforeSb343, 1000, 0.8), 2)).toBe(0.3);
  });

  it.each([
    [2900, 2901],
    [5000, 5001],
    [10000, 10001],
    [15000, 15001],
  ])('the SB 343 fractions meet at the band edge %i / %i', (below, above) => {
    const a = kFraction(CALIFORNIA_BANDS.sb343, below).fraction;
    const b = kFraction(CALIFORNIA_BANDS.sb343, above).fraction;
    expect(Math.abs(a - b)).toBeLessThan(0.001);
  });
});

describe('California guideline worksheet (net disposable income entered)', () => {
  it('one child, NDI $6,000 and $2,000, high earner 20% of the time', () => {
    const result = calculateChildSupport(caCase());
    expect(exactLine(result, 'HN: high earner’s net monthly disposable income')).toBe(6000);
    expect(exactLine(result, 'TN: total net monthly disposable income')).toBe(8000);
    expect(exactLine(result, 'H%: high earner’s share of parenting time')).toBe(20);
    expect(exactLine(result, 'Income fraction for TN')).toBe(0.25);
    expect(exactLine(result, 'K')).toBe(0.3);
    expect(exactLine(result, 'CS for one child')).toBe(1320);
    expect(result.monthlyPayment).toBe(1320);
    expect(result.payer).toBe('noncustodial');
    expect(result.meta.confidence).toBe('official');
    expect(result.meta.model).toBe('california-formula');
  });

  it.each([
    [2, 1.6],
    [3, 2],
    [4, 2.3],
    [5, 2.5],
    [6, 2.625],
  ])('%i children multiply CS by %s', (children, multiplier) => {
    const result = calculateChildSupport(caCase({ numberOfChildren: children }));
    expect(exactLine(result, 'Multiplier for the number of children')).toBe(multiplier);
    expect(result.monthlyPayment).toBeCloseTo(1320 * multiplier, 2);
  });

  it('H% is continuous: more time with the high earner lowers support, no threshold', () => {
    const amounts = [0, 10, 20, 30, 40, 50].map(
      (t) => calculateChildSupport(caCase({ nonCustodialParentTime: t, custodialParentTime: 100 - t })).monthlyPayment,
    );
    for (let i = 1; i < amounts.length; i++) expect(amounts[i]!).toBeLessThan(amounts[i - 1]!);
  });

  it('equal time: K = 1.5 × fraction', () => {
    const result = calculateChildSupport(caCase({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 }));
    expect(exactLine(result, 'K')).toBe(0.375);
    expect(result.monthlyPayment).toBe(750);
  });

  it('negative CS: the lower earner pays the higher earner', () => {
    const result = calculateChildSupport(caCase({ custodialParentIncome: 9000, nonCustodialParentIncome: 3000 }));
    expect(exactLine(result, 'K')).toBe(0.2699);
    expect(exactLine(result, 'CS')).toBe(-161.94);
    expect(result.monthlyPayment).toBe(161.94);
    expect(result.payer).toBe('noncustodial');
  });

  it('the custodial parent pays when the noncustodial parent has most of the high earner’s share', () => {
    // High earner is the custodial parent with 30% of the time.
    const result = calculateChildSupport(
      caCase({ custodialParentIncome: 6000, nonCustodialParentIncome: 2000, custodialParentTime: 30, nonCustodialParentTime: 70 }),
    );
    // K = 1.3 × 0.25 = 0.325; CS = 0.325 × (6,000 − 0.3 × 8,000) = 1,170.
    expect(result.monthlyPayment).toBe(1170);
    expect(result.payer).toBe('custodial');
  });

  it('high income band: TN $20,000', () => {
    const result = calculateChildSupport(caCase({ nonCustodialParentIncome: 15000, custodialParentIncome: 5000 }));
    expect(exactLine(result, 'Income fraction for TN')).toBe(0.18);
    expect(result.monthlyPayment).toBe(2376);
  });
});

describe('§ 4055(b)(7) low-income adjustment after SB 343', () => {
  it('the statute’s K example case: maximum adjustment below full-time minimum wage', () => {
    const result = calculateChildSupport(caCase({ nonCustodialParentIncome: 1000, custodialParentIncome: 0 }));
    expect(exactLine(result, 'CS')).toBe(169.99);
    expect(exactLine(result, 'Low-income threshold: full-time minimum wage per month')).toBe(2929.33);
    expect(exactLine(result, 'Low-income adjustment (the maximum; the court may allow less)')).toBe(-111.96);
    expect(result.monthlyPayment).toBe(58.03);
    expect(result.meta.confidence).toBe('official');
  });

  it('uses the 2025 minimum wage in 2025', () => {
    const result = calculateChildSupport(caCase({ nonCustodialParentIncome: 1000, custodialParentIncome: 0, asOf: '2025-10-01' }));
    expect(exactLine(result, 'Low-income threshold: full-time minimum wage per month')).toBe(2860);
  });

  it('no adjustment at or above the threshold', () => {
    const result = calculateChildSupport(caCase({ nonCustodialParentIncome: 3000, custodialParentIncome: 0 }));
    expect(result.steps.some((s) => s.label.startsWith('Low-income adjustment'))).toBe(false);
  });
});

describe('California rule versions', () => {
  it('before 2024-09-01 uses the old bands', () => {
    const result = calculateChildSupport(caCase({ asOf: '2024-06-01' }));
    expect(exactLine(result, 'Income fraction for TN')).toBe(0.225);
    expect(result.monthlyPayment).toBe(1188);
    expect(result.meta.rulesEffective).toEqual({ from: '2023-01-01', to: '2024-08-31' });
  });

  it('before SB 343 a low-income obligor is flagged as an estimate (Judicial Council threshold not held)', () => {
    const result = calculateChildSupport(caCase({ nonCustodialParentIncome: 1000, custodialParentIncome: 0, asOf: '2024-06-01' }));
    expect(result.meta.confidence).toBe('estimate');
  });
});

describe('California add-ons and deductions', () => {
  it('children’s health insurance is deducted from the paying parent’s net disposable income', () => {
    const result = calculateChildSupport(caCase({ healthInsuranceMonthly: 200, healthInsurancePaidBy: 'noncustodial' }));
    expect(exactLine(result, 'Noncustodial parent: net monthly disposable income')).toBe(5800);
    // TN 7,800; CS = 0.30 × (5,800 − 1,560) = 1,272.
    expect(result.monthlyPayment).toBe(1272);
  });

  it('childcare paid by the custodial parent adds the paying parent’s share of net income (SB 343)', () => {
    const result = calculateChildSupport(caCase({ childcareCostMonthly: 800, childcarePaidBy: 'custodial' }));
    // 800 × 6,000 / 8,000 = 600.
    expect(result.baseAmount).toBe(1320);
    expect(result.adjustment).toBe(600);
    expect(result.monthlyPayment).toBe(1920);
  });

  it('childcare before SB 343 is shared one-half each', () => {
    const result = calculateChildSupport(caCase({ childcareCostMonthly: 800, childcarePaidBy: 'custodial', asOf: '2024-06-01' }));
    expect(result.monthlyPayment).toBe(1188 + 400);
  });
});

describe('California from gross income', () => {
  it('estimates net disposable income and says so', () => {
    const result = calculateChildSupport(caCase({ incomeBasis: 'gross', nonCustodialParentIncome: 9000, custodialParentIncome: 3000 }));
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/estimated from gross income/);
    expect(result.monthlyPayment).toBeGreaterThan(0);
  });
});
