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
});
