import { describe, expect, it } from 'vitest';
import type { ChildSupportCase } from '../types.js';
import { incomeSharesWorksheet, type IncomeSharesConfig } from './income-shares-worksheet.js';

const TABLE = { incomes: [0, 1000, 2000, 4000], obligations: [[100], [300], [500], [800]] };

const config: IncomeSharesConfig = {
  state: 'minnesota',
  stateBasis: 'gross',
  incomeLabel: 'income',
  schedule: TABLE,
  lookup: 'row-below',
  scheduleSource: 'test table',
  aboveSchedule: { kind: 'top-row', source: 'cap' },
  addOnsSource: 'test',
};

function makeCase(
  over: Partial<ChildSupportCase> = {},
  nights: [number, number] = [292, 73],
): ChildSupportCase {
  const total = nights[0] + nights[1];
  return {
    jurisdiction: 'minnesota',
    asOf: '2026-11-01',
    children: 1,
    custodyArrangement: 'primary',
    incomeBasis: 'gross',
    overnightsGiven: true,
    custodial: {
      monthlyIncome: 1000,
      monthlyDeductions: 0,
      overnightsPerYear: nights[0],
      timePercent: (nights[0] / total) * 100,
    },
    noncustodial: {
      monthlyIncome: 1500,
      monthlyDeductions: 0,
      overnightsPerYear: nights[1],
      timePercent: (nights[1] / total) * 100,
    },
    childcare: { monthly: 0, paidBy: 'custodial' },
    healthInsurance: { monthly: 0, paidBy: 'custodial' },
    ...over,
  };
}

describe('incomeSharesWorksheet', () => {
  it('reads the schedule and prorates by income share', () => {
    const outcome = incomeSharesWorksheet(config)(makeCase());
    // 2,500 combined → row 2,000 → 500; NCP 60% → 300.
    expect(outcome.combinedIncome).toBe(2500);
    expect(outcome.nonCustodialPercentage).toBe(60);
    expect(outcome.baseAmount).toBe(300);
    expect(outcome.monthlyPayment).toBe(300);
    expect(outcome.payer).toBe('noncustodial');
  });

  it('caps at the top row or adds marginal rates above it', () => {
    const rich = makeCase({
      custodial: { ...makeCase().custodial, monthlyIncome: 4000 },
      noncustodial: { ...makeCase().noncustodial, monthlyIncome: 6000 },
    });
    expect(incomeSharesWorksheet(config)(rich).baseAmount).toBe(480); // 800 × 60%
    const marginal = incomeSharesWorksheet({
      ...config,
      aboveSchedule: { kind: 'marginal', rates: [0.1], source: 'x' },
    })(rich);
    // 800 + 10% × 6,000 = 1,400; × 60% = 840.
    expect(marginal.baseAmount).toBe(840);
  });

  it('cross-credits only when each parent reaches the threshold', () => {
    const shared = incomeSharesWorksheet({
      ...config,
      parentingTime: { method: 'cross-credit', minOvernights: 100, multiplier: 1.5, source: 'x' },
    });
    expect(shared(makeCase()).monthlyPayment).toBe(300); // 73 overnights: no adjustment
    // 182.5 each: 500 × 1.5 = 750; NCP 450 × 50% = 225; CP 300 × 50% = 150; 75.
    expect(shared(makeCase({}, [182.5, 182.5])).monthlyPayment).toBe(75);
  });

  it('cuts the obligor’s share by a visitation credit band, or offsets both shares in equal care', () => {
    const credit = incomeSharesWorksheet({
      ...config,
      parentingTime: {
        method: 'visitation-credit',
        bands: [
          { minOvernights: 100, credit: 0.1 },
          { minOvernights: 150, credit: 0.2 },
        ],
        equalCare: { minTimePercent: 48, source: 'x' },
        source: 'x',
      },
    });
    expect(credit(makeCase()).monthlyPayment).toBe(300); // 73 overnights: no credit
    expect(credit(makeCase({}, [265, 100])).monthlyPayment).toBe(270); // 300 − 10%
    expect(credit(makeCase({}, [205, 160])).monthlyPayment).toBe(240); // 300 − 20%
    expect(credit(makeCase({}, [182.5, 182.5])).monthlyPayment).toBe(100); // 300 − 200
  });

  it('weights each share by the other parent’s overnights to a power', () => {
    const cube = incomeSharesWorksheet({
      ...config,
      parentingTime: { method: 'power-offset', exponent: 3, source: 'x' },
    });
    // Equal time: (300 − 200) / 2 = 50.
    expect(cube(makeCase({}, [182.5, 182.5])).monthlyPayment).toBe(50);
    // 292/73: (292³ × 300 − 73³ × 200) / (292³ + 73³) = 292.31.
    expect(cube(makeCase()).monthlyPayment).toBe(292.31);
  });

  it('limits the payer to income above the reserve, not below the minimum', () => {
    const reserve = incomeSharesWorksheet({
      ...config,
      selfSupport: { reserveMonthly: 1300, minimumByChildren: [50], source: 'x' },
    });
    // NCP income 1,500 − 1,300 = 200 < 300.
    expect(reserve(makeCase()).monthlyPayment).toBe(200);
    const poor = makeCase({ noncustodial: { ...makeCase().noncustodial, monthlyIncome: 1200 } });
    // 2,200 → 500 × 54.55% = 272.75; income below the reserve → minimum 50.
    expect(reserve(poor).monthlyPayment).toBe(50);
  });

  it('adds childcare and insurance by income share, crediting the parent who pays', () => {
    const outcome = incomeSharesWorksheet(config)(
      makeCase({
        childcare: { monthly: 200, paidBy: 'custodial' },
        healthInsurance: { monthly: 100, paidBy: 'noncustodial' },
      }),
    );
    // 300 + 200 × 60% − 100 × 40% = 380.
    expect(outcome.monthlyPayment).toBe(380);
  });

  it('uses net income as entered for a net-income state', () => {
    const outcome = incomeSharesWorksheet({ ...config, stateBasis: 'net' })(makeCase({ incomeBasis: 'net' }));
    expect(outcome.combinedIncome).toBe(2500);
    expect(outcome.approximations).toEqual([]);
  });
  it('limits the obligor to the schedule amount at their own income (reserve built into the table)', () => {
    const lowRows = { incomes: [0, 2000, 4000], obligations: [[50], [500], [800]] };
    const limited = incomeSharesWorksheet({ ...config, schedule: lowRows, ownIncomeLimit: { source: 'x' } });
    const poorPayer = makeCase({
      custodial: { ...makeCase().custodial, monthlyIncome: 3000 },
      noncustodial: { ...makeCase().noncustodial, monthlyIncome: 1500 },
    });
    // 4,500 → 800 × 33.33% = 266.64, but the schedule at 1,500 alone is 50.
    expect(limited(poorPayer).monthlyPayment).toBe(50);
    // Not in shared care: each parent at 182.5 overnights with a cross-credit rule skips the limit.
    const shared = incomeSharesWorksheet({
      ...config,
      schedule: lowRows,
      ownIncomeLimit: { source: 'x' },
      parentingTime: { method: 'cross-credit', minOvernights: 100, multiplier: 1.5, source: 'x' },
    });
    const even = makeCase({}, [182.5, 182.5]);
    const sharedCase = makeCase({
      custodial: { ...even.custodial, monthlyIncome: 3000 },
      noncustodial: { ...even.noncustodial, monthlyIncome: 1500 },
    });
    // 800 × 1.5 = 1,200: NCP 399.96 × 50% − CP 800.04 × 50% = −200.04 (the custodial parent pays).
    expect(shared(sharedCase).monthlyPayment).toBe(200.04);
  });

  it('interpolates across rows missing from the table and flags it', () => {
    const gapped = incomeSharesWorksheet({ ...config, interpolateGaps: [{ from: 2000, to: 4000 }] });
    const outcome = gapped(
      makeCase({
        custodial: { ...makeCase().custodial, monthlyIncome: 1200 },
        noncustodial: { ...makeCase().noncustodial, monthlyIncome: 1800 },
      }),
    );
    // 3,000 halfway between 500 and 800 → 650; × 60% = 390.
    expect(outcome.monthlyPayment).toBe(390);
    expect(outcome.approximations.join(' ')).toContain('missing');
  });
  it('counts only a spendable share of income and can raise the minimum with income', () => {
    const spendable = incomeSharesWorksheet({
      ...config,
      selfSupport: { reserveMonthly: 1000, minimumByChildren: [50], spendableShare: 0.8, source: 'x' },
    });
    // 1,500 × 80% − 1,000 = 200 < 300.
    expect(spendable(makeCase()).monthlyPayment).toBe(200);
    const tenPercent = incomeSharesWorksheet({
      ...config,
      selfSupport: { reserveMonthly: 1450, minimumByChildren: [50], minimumIncomeRate: 0.1, source: 'x' },
    });
    // 1,500 − 1,450 = 50, but at least 10% of 1,500 = 150.
    expect(tenPercent(makeCase()).monthlyPayment).toBe(150);
  });
});
