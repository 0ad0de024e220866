import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput } from '../schema.js';

/**
 * Texas Family Code § 154.125: the obligor's monthly net resources × the guideline percentage, up to
 * the cap the Attorney General publishes ($9,200 from 2019-09-01, $11,700 from 2025-09-01), with the
 * low-income schedule of § 154.125(c) below $1,000 for suits filed from 2021-09-01.
 */
const texasCase = (overrides: Partial<ChildSupportInput> = {}): ChildSupportInput => ({
  custodialParentIncome: 2500,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'texas',
  incomeBasis: 'net',
  asOf: '2026-11-01',
  ...overrides,
});

function step(result: ReturnType<typeof calculateChildSupport>, label: string) {
  const found = result.steps.find((s) => s.label === label);
  if (!found) throw new Error(`no step "${label}" in ${result.steps.map((s) => s.label).join(' | ')}`);
  return found.value;
}

describe('Texas guideline worksheet (net resources entered)', () => {
  it('one child, $4,000 net resources: 20% = $800', () => {
    const result = calculateChildSupport(texasCase());
    expect(step(result, "Obligor's monthly net resources")).toBe(4000);
    expect(step(result, 'Net resources the percentage applies to')).toBe(4000);
    expect(step(result, 'Guideline percentage')).toBe(20);
    expect(step(result, 'Guideline child support')).toBe(800);
    expect(result.monthlyPayment).toBe(800);
    expect(result.payer).toBe('noncustodial');
    expect(result.meta.confidence).toBe('official');
    expect(result.meta.model).toBe('texas-net-resources');
  });

  it.each([
    [1, 20],
    [2, 25],
    [3, 30],
    [4, 35],
    [5, 40],
    [6, 40],
  ])('%i children: %i%% of net resources', (children, pct) => {
    const result = calculateChildSupport(texasCase({ numberOfChildren: children, nonCustodialParentIncome: 5000 }));
    expect(step(result, 'Guideline percentage')).toBe(pct);
    expect(result.monthlyPayment).toBe((5000 * pct) / 100);
  });

  it('subtracts union dues and other deductions before the percentage', () => {
    const result = calculateChildSupport(texasCase({ nonCustodialParentDeductions: 100 }));
    expect(step(result, "Obligor's monthly net resources")).toBe(3900);
    expect(result.monthlyPayment).toBe(780);
  });
});

describe('Texas low-income schedule, § 154.125(c)', () => {
  it('$900 net resources, two children: 20% = $180', () => {
    const result = calculateChildSupport(texasCase({ nonCustodialParentIncome: 900, numberOfChildren: 2 }));
    expect(step(result, 'Low-income guideline percentage (net resources below $1,000)')).toBe(20);
    expect(result.monthlyPayment).toBe(180);
  });

  it('exactly $1,000 uses the regular schedule', () => {
    const result = calculateChildSupport(texasCase({ nonCustodialParentIncome: 1000 }));
    expect(step(result, 'Guideline percentage')).toBe(20);
    expect(result.monthlyPayment).toBe(200);
  });

  it('before 2021-09-01 there was no low-income schedule', () => {
    const result = calculateChildSupport(texasCase({ nonCustodialParentIncome: 900, asOf: '2021-06-01' }));
    expect(step(result, 'Guideline percentage')).toBe(20);
    expect(result.monthlyPayment).toBe(180);
    expect(result.meta.rulesEffective).toEqual({ from: '2019-09-01', to: '2021-08-31' });
  });
});

describe('Texas cap on net resources by date', () => {
  it('applies $11,700 from 2025-09-01', () => {
    const result = calculateChildSupport(texasCase({ nonCustodialParentIncome: 15000, numberOfChildren: 2 }));
    expect(step(result, 'Net resources the percentage applies to')).toBe(11700);
    expect(result.monthlyPayment).toBe(2925);
    expect(result.steps.some((s) => s.label === 'Above the cap')).toBe(true);
  });

  it('applies $9,200 on 2025-08-31', () => {
    const result = calculateChildSupport(
      texasCase({ nonCustodialParentIncome: 15000, numberOfChildren: 2, asOf: '2025-08-31' }),
    );
    expect(step(result, 'Net resources the percentage applies to')).toBe(9200);
    expect(result.monthlyPayment).toBe(2300);
  });
});

describe('Texas medical support and add-ons', () => {
  it('insurance provided by the custodial parent: deducted from net resources, then reimbursed', () => {
    const result = calculateChildSupport(
      texasCase({ nonCustodialParentIncome: 5000, healthInsuranceMonthly: 300, healthInsurancePaidBy: 'custodial' }),
    );
    expect(step(result, "Obligor's monthly net resources")).toBe(4700);
    expect(step(result, 'Guideline child support')).toBe(940);
    expect(result.baseAmount).toBe(940);
    expect(result.adjustment).toBe(300);
    expect(result.monthlyPayment).toBe(1240);
  });

  it('insurance provided by the noncustodial parent: deducted, nothing added', () => {
    const result = calculateChildSupport(
      texasCase({ nonCustodialParentIncome: 5000, healthInsuranceMonthly: 300, healthInsurancePaidBy: 'noncustodial' }),
    );
    expect(result.monthlyPayment).toBe(940);
  });

  it('childcare is not added (covered by the percentage)', () => {
    const result = calculateChildSupport(texasCase({ childcareCostMonthly: 600 }));
    expect(result.monthlyPayment).toBe(800);
    expect(result.steps.some((s) => s.label === 'Childcare')).toBe(true);
  });
});

describe('Texas has no shared-parenting formula', () => {
  it('50/50 time leaves the guideline amount unchanged and says so', () => {
    const primary = calculateChildSupport(texasCase());
    const shared = calculateChildSupport(
      texasCase({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 }),
    );
    expect(shared.monthlyPayment).toBe(primary.monthlyPayment);
    expect(shared.steps.find((s) => s.label === 'Parenting time')?.value).toMatch(/no shared-parenting formula/);
  });
});

describe('Texas from gross income', () => {
  it('takes federal income tax from the rate schedule, as the Attorney General’s tax charts do ($6,000 a month, 2026: $4,956.83)', () => {
    // 2026: $72,000 − $16,100 standard deduction = $55,900 taxable; rate schedule $1,240 + 12% × $38,000
    // + 22% × $5,500 = $7,010 a year, $584.17 a month (the Tax Table row would give $7,016, $584.67).
    // $6,000 − $372 Social Security − $87 Medicare − $584.17 = $4,956.83, the figure a Texas calculator site
    // (texaschildsupportcalc.com, "How net resources are calculated", secondary) prints for this wage and says
    // matches the Attorney General's 2026 tax chart to the penny.
    const result = calculateChildSupport(texasCase({ incomeBasis: 'gross', nonCustodialParentIncome: 6000 }));
    const taxes = result.steps.find((s) => s.label === "Noncustodial parent's taxes");
    expect(String(taxes?.value)).toMatch(/federal income tax 584\.17, FICA 459,/);
    expect(step(result, "Obligor's monthly net resources")).toBe(4956.83);
    expect(result.monthlyPayment).toBe(991.37);
  });

  it('estimates net resources with single-filer federal tax and FICA, and says so', () => {
    const result = calculateChildSupport(texasCase({ incomeBasis: 'gross', nonCustodialParentIncome: 6000 }));
    const net = step(result, "Obligor's monthly net resources");
    expect(typeof net).toBe('number');
    expect(net as number).toBeLessThan(6000);
    expect(net as number).toBeGreaterThan(4000);
    expect(result.monthlyPayment).toBeCloseTo((net as number) * 0.2, 2);
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/Tax Charts/);
  });
});
