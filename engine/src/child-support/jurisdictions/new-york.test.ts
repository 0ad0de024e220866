import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput } from '../schema.js';

/**
 * New York CSSA worksheet (DRL § 240(1-b)), annual figures: each parent's income less FICA and other
 * deductions; combined parental income; the child support percentage on combined income up to the
 * combined parental income amount; the paying parent's pro rata share; the self-support reserve test;
 * add-ons prorated by income. Monthly = annual ÷ 12.
 */
const nyCase = (overrides: Partial<ChildSupportInput> = {}): ChildSupportInput => ({
  custodialParentIncome: 2500,
  nonCustodialParentIncome: 5000,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 70,
  nonCustodialParentTime: 30,
  state: 'new-york',
  incomeBasis: 'net',
  asOf: '2026-11-01',
  ...overrides,
});

function step(result: ReturnType<typeof calculateChildSupport>, label: string) {
  const found = result.steps.find((s) => s.label === label);
  if (!found) throw new Error(`no step "${label}" in ${result.steps.map((s) => s.label).join(' | ')}`);
  return found.value;
}

describe('New York CSSA worksheet', () => {
  it('one child, CSSA incomes $60,000 and $30,000', () => {
    const result = calculateChildSupport(nyCase());
    expect(step(result, 'Noncustodial parent: CSSA income')).toBe(60000);
    expect(step(result, 'Custodial parent: CSSA income')).toBe(30000);
    expect(step(result, 'Combined parental income')).toBe(90000);
    expect(step(result, "Paying parent's share of combined parental income")).toBe(66.67);
    expect(step(result, 'Child support percentage')).toBe(17);
    expect(step(result, 'Combined child support obligation (annual)')).toBe(15300);
    expect(step(result, "Paying parent's pro rata share (annual)")).toBe(10200);
    expect(step(result, 'Basic child support obligation per month')).toBe(850);
    expect(result.monthlyPayment).toBe(850);
    expect(result.payer).toBe('noncustodial');
    expect(result.combinedIncome).toBe(7500);
    expect(result.nonCustodialPercentage).toBe(66.67);
    expect(result.meta.confidence).toBe('official');
  });

  it.each([
    [1, 17],
    [2, 25],
    [3, 29],
    [4, 31],
    [5, 35],
    [6, 35],
  ])('%i children: %i%%', (children, pct) => {
    const result = calculateChildSupport(nyCase({ numberOfChildren: children }));
    expect(step(result, 'Child support percentage')).toBe(pct);
    expect(result.monthlyPayment).toBeCloseTo((90000 * pct) / 100 / 12 / 1.5, 2);
  });

  it('deducts FICA from gross income', () => {
    const result = calculateChildSupport(nyCase({ incomeBasis: 'gross', nonCustodialParentIncome: 6000, custodialParentIncome: 0 }));
    // 72,000 × 7.65% = 5,508 (2026: below the Social Security wage base).
    expect(step(result, 'Noncustodial parent: less FICA')).toBe(5508);
    expect(step(result, 'Noncustodial parent: CSSA income')).toBe(66492);
    expect(result.monthlyPayment).toBe(941.97);
    expect(result.meta.confidence).toBe('official');
  });

  it('deducts support paid for other children and maintenance entered', () => {
    const result = calculateChildSupport(nyCase({ nonCustodialParentDeductions: 500 }));
    expect(step(result, 'Noncustodial parent: CSSA income')).toBe(54000);
  });
});

describe('New York combined parental income amount by date', () => {
  it('applies $193,000 from 2026-03-01 and says the court decides above it', () => {
    const result = calculateChildSupport(nyCase({ nonCustodialParentIncome: 15000, custodialParentIncome: 5000, numberOfChildren: 2 }));
    expect(step(result, 'Combined parental income up to the combined parental income amount')).toBe(193000);
    expect(step(result, "Paying parent's pro rata share (annual)")).toBe(36187.5);
    expect(result.monthlyPayment).toBe(3015.63);
    expect(result.steps.some((s) => s.label === 'Above the combined parental income amount')).toBe(true);
  });

  it('applies $183,000 on 2026-02-28', () => {
    const result = calculateChildSupport(
      nyCase({ nonCustodialParentIncome: 15000, custodialParentIncome: 5000, numberOfChildren: 2, asOf: '2026-02-28' }),
    );
    expect(step(result, 'Combined parental income up to the combined parental income amount')).toBe(183000);
    expect(result.monthlyPayment).toBe(2859.38);
  });
});

describe('New York low-income rules, DRL § 240(1-b)(d)', () => {
  it('below the self-support reserve: income less the reserve (2026 reserve $21,546)', () => {
    const result = calculateChildSupport(nyCase({ nonCustodialParentIncome: 1900, custodialParentIncome: 0 }));
    expect(step(result, "Paying parent's income less the obligation")).toBe(18924);
    expect(step(result, 'Below the self-support reserve: greater of $50 per month and income less the reserve')).toBe(1254);
    expect(result.monthlyPayment).toBe(104.5);
  });

  it('the same case under the 2025 reserve ($21,128)', () => {
    const result = calculateChildSupport(nyCase({ nonCustodialParentIncome: 1900, custodialParentIncome: 0, asOf: '2025-12-01' }));
    // max(600, 22,800 − 21,128 = 1,672) = 1,672 a year.
    expect(result.monthlyPayment).toBe(139.33);
  });

  it('at least $50 a month below the reserve', () => {
    const result = calculateChildSupport(nyCase({ nonCustodialParentIncome: 1795, custodialParentIncome: 0 }));
    // 21,540 − 17% = 17,878.20 ≥ 15,960; 21,540 − 21,546 < 600 → 600 a year.
    expect(result.monthlyPayment).toBe(50);
  });

  it('below the poverty guideline: $25 a month', () => {
    const result = calculateChildSupport(nyCase({ nonCustodialParentIncome: 1300, custodialParentIncome: 2000 }));
    expect(step(result, 'Below the poverty income guideline: basic obligation is $25 per month')).toBe(300);
    expect(result.monthlyPayment).toBe(25);
  });
});

describe('New York parenting time', () => {
  it('equal time: the higher earner is treated as noncustodial and pays', () => {
    const result = calculateChildSupport(
      nyCase({
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        custodialParentIncome: 8000,
        nonCustodialParentIncome: 4000,
      }),
    );
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBe(1360);
  });

  it('equal time with the noncustodial parent earning more: the noncustodial parent pays', () => {
    const result = calculateChildSupport(
      nyCase({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 }),
    );
    expect(result.payer).toBe('noncustodial');
    expect(result.monthlyPayment).toBe(850);
  });

  it('overnights of 183 and 182 are equal time, like 50/50 percentages', () => {
    const byNights = calculateChildSupport(
      nyCase({ custodialParentIncome: 8000, nonCustodialParentIncome: 4000, custodialParentOvernights: 182, nonCustodialParentOvernights: 183 }),
    );
    const byPercent = calculateChildSupport(
      nyCase({ custodialParentIncome: 8000, nonCustodialParentIncome: 4000, custodialParentTime: 50, nonCustodialParentTime: 50 }),
    );
    expect(byNights.payer).toBe('custodial');
    expect(byNights.monthlyPayment).toBe(byPercent.monthlyPayment);
  });

  it('unequal time does not change the amount (no parenting-time formula)', () => {
    const a = calculateChildSupport(nyCase({ custodialParentTime: 60, nonCustodialParentTime: 40 }));
    const b = calculateChildSupport(nyCase({ custodialParentTime: 90, nonCustodialParentTime: 10 }));
    expect(a.monthlyPayment).toBe(b.monthlyPayment);
  });
});

describe('New York add-ons prorated by income', () => {
  it('childcare and health insurance paid by the custodial parent add the payer share', () => {
    const result = calculateChildSupport(
      nyCase({ childcareCostMonthly: 900, childcarePaidBy: 'custodial', healthInsuranceMonthly: 300, healthInsurancePaidBy: 'custodial' }),
    );
    // 850 + 2/3 × 900 (600) + 2/3 × 300 (200).
    expect(result.monthlyPayment).toBe(1650);
    expect(result.baseAmount).toBe(850);
    expect(result.adjustment).toBe(800);
  });

  it('health insurance paid by the noncustodial parent deducts the custodial share', () => {
    const result = calculateChildSupport(nyCase({ healthInsuranceMonthly: 300, healthInsurancePaidBy: 'noncustodial' }));
    expect(result.monthlyPayment).toBe(750);
  });
});

describe('New York monotonicity', () => {
  it('support never decreases as the paying parent earns more (above the low-income range)', () => {
    let previous = 0;
    for (let income = 3000; income <= 30000; income += 250) {
      const { monthlyPayment } = calculateChildSupport(nyCase({ incomeBasis: 'gross', nonCustodialParentIncome: income }));
      expect(monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = monthlyPayment;
    }
  });
});

describe('Worksheet form lines (issue 26)', () => {
  const labels = (result: ReturnType<typeof calculateChildSupport>) => result.steps.map((s) => s.label);

  it('names the CSSA Child Support Worksheet and numbers line 1, gross income, for both parents', () => {
    const result = calculateChildSupport(nyCase({ incomeBasis: 'gross', nonCustodialParentDeductions: 100 }));
    expect(result.meta.worksheetForm?.name).toMatch(/^Child Support Worksheet, Supreme Court of the State of New York/);
    expect(result.meta.worksheetForm?.name).toMatch(/only line 1 numbered/);
    expect(result.steps.filter((s) => s.line !== undefined).map((s) => [s.line, s.label, s.value])).toEqual([
      ['1', 'Noncustodial parent: gross income (annual)', 60000],
      ['1', 'Custodial parent: gross income (annual)', 30000],
    ]);
    expect(result.monthlyPayment).toBe(767.98);
  });

  it('lists each income line for both parents, other deductions before FICA, then combined income', () => {
    const result = calculateChildSupport(nyCase({ incomeBasis: 'gross', nonCustodialParentDeductions: 100 }));
    const order = labels(result);
    expect(order.slice(1, 8)).toEqual([
      'Noncustodial parent: gross income (annual)',
      'Custodial parent: gross income (annual)',
      'Noncustodial parent: less support paid for other children, maintenance and NYC/Yonkers tax entered',
      'Noncustodial parent: less FICA',
      'Custodial parent: less FICA',
      'Noncustodial parent: CSSA income',
      'Custodial parent: CSSA income',
    ]);
    expect(order.indexOf('Combined parental income')).toBeGreaterThan(order.indexOf('Custodial parent: CSSA income'));
    expect(order.indexOf("Paying parent's pro rata share (annual)")).toBeGreaterThan(
      order.indexOf('Combined child support obligation (annual)'),
    );
  });

  it('incomes entered as CSSA income fill no numbered line', () => {
    const result = calculateChildSupport(nyCase());
    expect(result.steps.some((s) => s.line !== undefined)).toBe(false);
    expect(labels(result).slice(1, 5)).toEqual([
      'Noncustodial parent: CSSA income as entered (annual)',
      'Custodial parent: CSSA income as entered (annual)',
      'Noncustodial parent: CSSA income',
      'Custodial parent: CSSA income',
    ]);
    expect(result.monthlyPayment).toBe(850);
  });
});
