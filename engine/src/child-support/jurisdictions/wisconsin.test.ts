import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { wisconsinPercentageStandard } from './wisconsin.js';

const base = {
  state: 'wisconsin',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

function line(result: ChildSupportResult, label: string): number | string {
  const step = result.steps.find((s) => s.label.startsWith(label));
  if (!step) throw new Error(`no step "${label}"`);
  return step.value;
}

describe('Wisconsin percentage standard (DCF 150.035(2))', () => {
  it.each([
    [1, 680],
    [2, 1000],
    [3, 1160],
    [4, 1240],
    [5, 1360],
    [6, 1360],
  ])('%i child(ren): $4,000 × the standard', (children, expected) => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: children });
    expect(r.monthlyPayment).toBe(expected);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('subtracts support paid for a prior family (DCF 150.04(1))', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4500, nonCustodialParentDeductions: 500, numberOfChildren: 2 });
    expect(line(r, 'Monthly income available for child support (noncustodial parent)')).toBe(4000);
    expect(r.monthlyPayment).toBe(1000);
  });

  it('does not add childcare or health insurance to the percentage amount', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, childcareCostMonthly: 600 });
    expect(r.monthlyPayment).toBe(1000);
    expect(String(line(r, 'Childcare and health insurance'))).toMatch(/separately/);
  });
});

describe('Wisconsin high-income payers (DCF 150.04(5))', () => {
  it('applies 20% above $7,000 and 15% above $12,500 for two children', () => {
    // 7,000 × 25% + 5,500 × 20% + 2,500 × 15% = 1,750 + 1,100 + 375
    expect(wisconsinPercentageStandard(15000, 2).amount).toBe(3225);
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 15000, numberOfChildren: 2 });
    expect(r.monthlyPayment).toBe(3225);
  });

  it('applies 27% and 20% for five or more children', () => {
    // 7,000 × 34% + 5,500 × 27% + 7,500 × 20% = 2,380 + 1,485 + 1,500
    expect(wisconsinPercentageStandard(20000, 5).amount).toBe(5365);
  });

  it('marks the one-child middle rate as derived', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 10000, numberOfChildren: 1 });
    // 7,000 × 17% + 3,000 × 14% = 1,190 + 420
    expect(r.monthlyPayment).toBe(1610);
    expect(r.meta.confidence).toBe('estimate');
  });
});

describe('Wisconsin shared placement (DCF 150.035(1))', () => {
  it('reproduces the code note example: Parent B pays $375', () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, '1. Percentage standard (custodial parent)')).toBe(500);
    expect(line(r, '1. Percentage standard (noncustodial parent)')).toBe(750);
    expect(line(r, '2. × 150% (custodial parent)')).toBe(750);
    expect(line(r, '2. × 150% (noncustodial parent)')).toBe(1125);
    expect(line(r, "4. Custodial parent's obligation")).toBe(300);
    expect(line(r, "4. Noncustodial parent's obligation")).toBe(675);
    expect(r.monthlyPayment).toBe(375);
    expect(r.payer).toBe('noncustodial');
  });

  it('starts at 92 overnights and not at 91', () => {
    const at91 = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentOvernights: 274, nonCustodialParentOvernights: 91 });
    expect(at91.monthlyPayment).toBe(750);
    const at92 = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentOvernights: 273, nonCustodialParentOvernights: 92 });
    expect(line(at92, 'Placement')).toMatch(/Shared/);
    // 1,125 × 273/365 = 841.44; 750 × 92/365 = 189.04; offset 652.40 (< 750).
    expect(at92.monthlyPayment).toBe(652.4);
  });

  it("never exceeds the payer's percentage-standard amount", () => {
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentOvernights: 270, nonCustodialParentOvernights: 95 });
    // 1,125 × 270/365 = 832.19 > 750 → 750.
    expect(r.monthlyPayment).toBe(750);
  });

  it('lets the custodial parent pay when they earn more with equal time', () => {
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 2000, numberOfChildren: 1, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 });
    // 6,000 × 17% × 1.5 × 50% = 765; 2,000 × 17% × 1.5 × 50% = 255; custodial parent pays 510.
    expect(r.payer).toBe('custodial');
    expect(r.monthlyPayment).toBe(510);
  });
});

describe('Wisconsin low-income payers (DCF 150.04(4))', () => {
  it('says that the Appendix C amount may apply below 150% of the poverty guideline', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1500, numberOfChildren: 1 });
    expect(r.monthlyPayment).toBe(255);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/Appendix C/);
  });
});

describe('Wisconsin properties', () => {
  it('swaps roles symmetrically in shared placement', () => {
    const a = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentOvernights: 219, nonCustodialParentOvernights: 146 });
    const b = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 2000, numberOfChildren: 2, custodialParentOvernights: 146, nonCustodialParentOvernights: 219 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
    expect(b.payer).toBe('custodial');
  });
});
