import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { MONTANA_TABLES_2025, MONTANA_TABLES_2026, primaryAllowance, solaFactor } from './data/montana-tables.js';
import { line, lineIfPresent } from './test-support.js';

const base = {
  state: 'montana',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Montana tables (secondary transcriptions, see data/montana-tables.ts)', () => {
  it('reproduces the 2025 primary allowance table from the personal allowance', () => {
    // The 2025 table as transcribed by a public Montana worksheet calculator, 1-6 children.
    expect([1, 2, 3, 4, 5, 6].map((n) => primaryAllowance(MONTANA_TABLES_2025, n))).toEqual([
      6104, 10173, 14242, 16276, 18311, 20345,
    ]);
  });

  it('builds the 2026 table from the $20,748 personal allowance (130% of $15,960)', () => {
    expect(MONTANA_TABLES_2026.personalAllowance).toBe(Math.round(15_960 * 1.3));
    expect([1, 2, 3, 4, 5, 6].map((n) => primaryAllowance(MONTANA_TABLES_2026, n))).toEqual([
      6224, 10374, 14524, 16598, 18673, 20748,
    ]);
  });

  it('uses SOLA factors 14% to 39% for one to six children', () => {
    expect([1, 2, 3, 4, 5, 6].map(solaFactor)).toEqual([0.14, 0.21, 0.27, 0.31, 0.35, 0.39]);
  });
});

describe('Montana Worksheet A (annual, whole dollars)', () => {
  it('works the 2026 worksheet and pays a whole-dollar amount per child', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, 'Personal allowance (each parent, annual)')).toBe(20_748);
    expect(line(r, 'Income available for child support (noncustodial parent)')).toBe(39_252);
    expect(line(r, 'Income available for child support (custodial parent)')).toBe(15_252);
    expect(line(r, "Noncustodial parent's parental share")).toBe(72.02);
    expect(line(r, 'Primary child support allowance (annual)')).toBe(6224);
    expect(line(r, 'Share of the primary allowance (noncustodial parent)')).toBe(4483);
    expect(line(r, 'Standard of living adjustment (noncustodial parent)')).toBe(4868);
    expect(line(r, 'Total support amount (noncustodial parent, annual)')).toBe(9351);
    expect(line(r, 'Monthly transfer payment per child')).toBe(779);
    expect(r.monthlyPayment).toBe(779);
    expect(r.meta.model).toBe('melson');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('uses the 2025 tables before February 2026', () => {
    const r = run({ asOf: '2025-06-01', custodialParentIncome: 2500, nonCustodialParentIncome: 6000, numberOfChildren: 2 });
    expect(line(r, 'Personal allowance (each parent, annual)')).toBe(20_345);
    expect(line(r, 'Primary child support allowance (annual)')).toBe(10_173);
    expect(line(r, 'SOLA factor')).toBe(21);
    expect(line(r, 'Monthly transfer payment per child')).toBe(734);
    expect(r.monthlyPayment).toBe(1468);
  });

  it('counts the 12% minimum as income available when it exceeds the income above the allowance', () => {
    // 22,000 a year: 1,252 above the 2026 allowance, 12% minimum 2,640.
    const r = run({ custodialParentIncome: 22_000 / 12, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, 'Income above the personal allowance (custodial parent)')).toBe(1252);
    expect(line(r, 'Income available for child support (custodial parent)')).toBe(2640);
  });

  it('raises the total to the 12% minimum contribution (ARM 37.62.126(1)(b))', () => {
    const r = run({ custodialParentIncome: 20_000, nonCustodialParentIncome: 1800, numberOfChildren: 1 });
    expect(line(r, 'Minimum applies (noncustodial parent)')).toBeDefined();
    expect(line(r, 'Total support amount (noncustodial parent, annual)')).toBe(2592);
    expect(r.monthlyPayment).toBe(216);
  });

  it('flags a parent at or below the personal allowance (income-ratio table not applied)', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 1200, numberOfChildren: 1 });
    expect(r.meta.approximations.join(' ')).toMatch(/income-ratio table/);
  });

  it('credits the obligor for the health insurance the obligor pays (ARM 37.62.123(3))', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
      healthInsuranceMonthly: 150,
      healthInsurancePaidBy: 'noncustodial',
    });
    expect(line(r, 'Credit for supplements the obligor pays (annual)')).toBe(1800);
    const total = line(r, 'Total support amount (noncustodial parent, annual)') as number;
    expect(r.monthlyPayment).toBe(Math.round((total - 1800) / 12));
  });

  it('rounds each child’s monthly amount and adds them (ARM 37.62.134(2)(a)(ii))', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 3 });
    const perChild = line(r, 'Monthly transfer payment per child') as number;
    expect(Number.isInteger(perChild)).toBe(true);
    expect(r.monthlyPayment).toBe(perChild * 3);
  });

  it('caps the share of the primary allowance at the income available (WS-A line 16)', () => {
    // Each 24,000 a year: line 5 = 24,000 − 20,748 = 3,252; line 6 = 2,880 (lower, so lines 15-22 apply).
    // Line 15 = 14,524 (three children) × 50% = 7,262; line 16 = lower of 7,262 and 3,252 = 3,252;
    // line 17 = 0, so no SOLA; line 22 = higher of 3,252 and 2,880 = 3,252; 3,252 ÷ 3 ÷ 12 = 90.33 → $90 a child.
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 2000, numberOfChildren: 3 });
    expect(line(r, 'Share of the primary allowance (noncustodial parent)')).toBe(7262);
    expect(line(r, 'Share of the primary allowance paid from income available (noncustodial parent)')).toBe(3252);
    expect(line(r, 'Standard of living adjustment (noncustodial parent)')).toBe(0);
    expect(line(r, 'Total support amount (noncustodial parent, annual)')).toBe(3252);
    expect(r.monthlyPayment).toBe(270);
  });
});

describe('Montana Worksheet B: more than 110 days a year with each parent (ARM 37.62.134(2)(b))', () => {
  const shared = (input: Partial<ChildSupportInput>) =>
    run({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50, ...input });

  it('credits 0.69% a day above 110 and pays the difference (183 and 182 days, one child)', () => {
    // WS-A: custodial line 22 = 4,320 (12% minimum above 1,741 + 1,892), line 20 = 1,892;
    // noncustodial line 22 = 4,483 + 4,868 = 9,351, line 20 = 4,868 (see the Worksheet A test above).
    // WS-B part 1 (one child, share 100%): custodial (4,320 − 1,892) + 1,892 = 4,320; noncustodial 9,351.
    // Part 2: custodial 0.0069 × 73 = 0.5037 × 4,320 = 2,175.98 → 2,176; 4,320 − 2,176 = 2,144.
    // Noncustodial 0.0069 × 72 = 0.4968 × 9,351 = 4,645.58 → 4,646; 9,351 − 4,646 = 4,705.
    // Line 10: 4,705 − 2,144 = 2,561 under the noncustodial parent; line 11: lower of 2,561 and 9,351.
    // 2,561 ÷ 12 = 213.42 → $213 a month.
    const r = shared({ custodialParentOvernights: 183, nonCustodialParentOvernights: 182, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(r, 'Support for one child (custodial parent)')).toBe(4320);
    expect(line(r, 'Support for one child (noncustodial parent)')).toBe(9351);
    expect(line(r, 'Parenting-day credit (custodial parent)')).toBe(2176);
    expect(line(r, 'Parenting-day credit (noncustodial parent)')).toBe(4646);
    expect(line(r, 'Difference, owed by the noncustodial parent')).toBe(2561);
    expect(line(r, 'Annual support per child (noncustodial parent)')).toBe(2561);
    expect(r.monthlyPayment).toBe(213);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.approximations.join(' ')).not.toMatch(/not applied here/);
  });

  it('applies from 111 days, not at 110 (ARM 37.62.124(2): more than 110 days)', () => {
    const at110 = shared({ custodialParentOvernights: 255, nonCustodialParentOvernights: 110, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(lineIfPresent(at110.steps, 'Parenting-day credit')).toBeUndefined();
    expect(at110.monthlyPayment).toBe(779);
    // 111 days: custodial 0.0069 × 144 = 0.9936 × 4,320 = 4,292.35 → 4,292, leaving 28;
    // noncustodial 0.0069 × 1 × 9,351 = 64.52 → 65, leaving 9,286; 9,286 − 28 = 9,258;
    // 9,258 ÷ 12 = 771.50 → $772.
    const at111 = shared({ custodialParentOvernights: 254, nonCustodialParentOvernights: 111, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1 });
    expect(line(at111, 'Parenting-day credit (custodial parent)')).toBe(4292);
    expect(line(at111, 'Parenting-day credit (noncustodial parent)')).toBe(65);
    expect(at111.monthlyPayment).toBe(772);
  });

  it('makes the parent with the higher support after the credit pay, whoever has more days', () => {
    // Incomes swapped: custodial 9,351 (183 days) and noncustodial 4,320 (182 days).
    // 0.5037 × 9,351 = 4,710.10 → 4,710, leaving 4,641; 0.4968 × 4,320 = 2,146.18 → 2,146, leaving 2,174.
    // 4,641 − 2,174 = 2,467 ÷ 12 = 205.58 → $206, paid by the custodial parent.
    const r = shared({ custodialParentOvernights: 183, nonCustodialParentOvernights: 182, custodialParentIncome: 5000, nonCustodialParentIncome: 3000, numberOfChildren: 1 });
    expect(line(r, 'Difference, owed by the custodial parent')).toBe(2467);
    expect(r.monthlyPayment).toBe(206);
    expect(r.payer).toBe('custodial');
  });

  it('works a parent with no income to a zero line 1 (the other parent pays)', () => {
    // Noncustodial parent: no income, lines 5-22 all 0 (the WS-C income-ratio minimum is not modelled).
    // Custodial: share 100%, line 15 = 6,224; SOLA (15,252 − 6,224) × 14% = 1,263.92 → 1,264; line 22 = 7,488.
    // Part 2: 0.5037 × 7,488 = 3,771.71 → 3,772, leaving 3,716; 3,716 − 0 = 3,716 ÷ 12 = 309.67 → $310.
    const r = shared({ custodialParentOvernights: 183, nonCustodialParentOvernights: 182, custodialParentIncome: 3000, nonCustodialParentIncome: 0, numberOfChildren: 1 });
    expect(line(r, 'Support for one child (noncustodial parent)')).toBe(0);
    expect(line(r, 'Support for one child (custodial parent)')).toBe(7488);
    expect(r.monthlyPayment).toBe(310);
    expect(r.payer).toBe('custodial');
  });

  it('divides the needs, SOLA and the credit for child care among the children', () => {
    // Two children, child care $400 a month (4,800 a year) paid by the custodial parent; SOLA 21%.
    // WS-A: need 10,374 + 4,800 = 15,174. Custodial 15,174 × 27.98% = 4,245.69 → 4,246; SOLA
    // (15,252 − 4,246) × 21% = 2,311.26 → 2,311; line 22 = 6,557. Noncustodial 15,174 × 72.02% =
    // 10,928.31 → 10,928; SOLA (39,252 − 10,928) × 21% = 5,948.04 → 5,948; line 22 = 16,876.
    // WS-B part 1, each child: needs 5,187 + 2,400 = 7,587 (share 50%). Custodial 4,246 × 50% = 2,123
    // + 2,311 ÷ 2 = 1,155.50 → 1,156 − credit 2,400 = 879. Noncustodial 10,928 × 50% = 5,464 + 2,974 = 8,438.
    // Part 2: 0.5037 × 879 = 442.75 → 443, leaving 436; 0.4968 × 8,438 = 4,192.00 → 4,192, leaving 4,246.
    // 4,246 − 436 = 3,810 ÷ 12 = 317.50 → $318 a child, $636 a month.
    const r = shared({
      custodialParentOvernights: 183,
      nonCustodialParentOvernights: 182,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
    });
    expect(line(r, 'Needs of each child')).toBe(7587);
    expect(line(r, 'Support for one child (custodial parent)')).toBe(879);
    expect(line(r, 'Support for one child (noncustodial parent)')).toBe(8438);
    expect(line(r, 'Monthly transfer payment per child')).toBe(318);
    expect(r.monthlyPayment).toBe(636);
    expect(r.payer).toBe('noncustodial');
  });
});
