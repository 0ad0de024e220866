import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { MARYLAND_SCHEDULE } from './data/maryland-schedule.js';
import { line } from './test-support.js';

const base = {
  state: 'maryland',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Maryland schedule (§ 12-204(e))', () => {
  it('holds 577 rows from $1,200 to $30,000 in $50 steps', () => {
    expect(MARYLAND_SCHEDULE.incomes.length).toBe(577);
    expect(MARYLAND_SCHEDULE.incomes[0]).toBe(1200);
    expect(MARYLAND_SCHEDULE.incomes.at(-1)).toBe(30000);
  });

  it('matches rows cross-checked against the second transcription', () => {
    const row = (income: number) => MARYLAND_SCHEDULE.obligations[MARYLAND_SCHEDULE.incomes.indexOf(income)];
    expect(row(1200)).toEqual([50, 55, 57, 58, 59, 60]);
    expect(row(5000)).toEqual([924, 1356, 1639, 1831, 2014, 2189]);
    expect(row(30000)).toEqual([3163, 4596, 5256, 5871, 6458, 7020]);
  });
});

describe('Maryland Worksheet A (primary physical custody)', () => {
  it('reads a schedule row and prorates by adjusted actual income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, '2. Combined adjusted actual income')).toBe(7000);
    expect(line(r, '3. Share of income (noncustodial parent)')).toBe(57.14);
    expect(line(r, '4. Basic child support obligation')).toBe(1597);
    // 1,597 × 0.5714 = 912.5258
    expect(line(r, "5. Noncustodial parent's share")).toBe(912.53);
    expect(r.monthlyPayment).toBe(912.53);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('rounds a combined income between rows up to the next higher row (§ 12-204(c))', () => {
    // $7,010 reads the $7,050 row: 2 children $1,605.
    const r = run({ custodialParentIncome: 3010, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, '4. Basic child support obligation')).toBe(1605);
  });

  it('subtracts preexisting support paid and adds childcare and insurance by income share', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4500,
      nonCustodialParentDeductions: 500,
      numberOfChildren: 1,
      childcareCostMonthly: 400,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'noncustodial',
    });
    // Adjusted 4,000 + 3,000 = 7,000 → 1 child $1,116; 1,116 × 0.5714 = 637.68.
    expect(line(r, '2. Adjusted actual income (noncustodial parent)')).toBe(4000);
    expect(line(r, "5. Noncustodial parent's share")).toBe(637.68);
    // Childcare: + 400 × 0.5714 = 228.56; insurance paid by the noncustodial parent: − 100 × 0.4286 = 42.86.
    expect(r.monthlyPayment).toBe(823.38);
  });

  it('uses the first row for combined income of $1,200 or less (self-support reserve built in)', () => {
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 1000, numberOfChildren: 3 });
    expect(line(r, '4. Basic child support obligation')).toBe(57);
    expect(r.monthlyPayment).toBe(57);
  });

  it('extrapolates above $30,000 and labels the result an estimate (§ 12-204(d))', () => {
    const r = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 20000, numberOfChildren: 1 });
    // 3,163 × 40,000 / 30,000 = 4,217.33; half = 2,108.67.
    expect(line(r, '4. Basic child support obligation (extrapolated)')).toBe(4217.33);
    expect(r.monthlyPayment).toBe(2108.67);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toMatch(/discretion/);
  });
});

describe('Maryland Worksheet B (shared physical custody, § 12-204(m))', () => {
  const sharedCase = {
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodyArrangement: 'shared' as const,
  };

  it('applies from 92 overnights each, with the 99-102 night uplift of 6%', () => {
    const r = run({ ...sharedCase, custodialParentOvernights: 265, nonCustodialParentOvernights: 100 });
    expect(line(r, '4. Basic child support obligation')).toBe(1748);
    expect(line(r, '5. Adjusted basic child support obligation')).toBe(2622);
    expect(line(r, "8. Noncustodial parent's share")).toBe(1638.75);
    expect(line(r, "8. Custodial parent's share")).toBe(983.25);
    // 1,638.75 × 265/365 = 1,189.78; 983.25 × 100/365 = 269.38.
    expect(line(r, "9. Noncustodial parent's theoretical")).toBe(1189.78);
    expect(line(r, "9. Custodial parent's theoretical")).toBe(269.38);
    expect(line(r, '10. Shared physical custody adjustment (noncustodial parent)')).toBe(71.39);
    expect(line(r, '11. Basic obligation (noncustodial parent)')).toBe(1261.17);
    expect(r.monthlyPayment).toBe(991.79);
    expect(r.payer).toBe('noncustodial');
  });

  it('uses Worksheet A at 91 overnights', () => {
    const r = run({ ...sharedCase, custodialParentOvernights: 274, nonCustodialParentOvernights: 91 });
    expect(line(r, 'Worksheet')).toMatch(/Worksheet A/);
    expect(r.monthlyPayment).toBe(1092.5);
  });

  it('has no uplift from 110 overnights, and support falls as overnights rise', () => {
    const at110 = run({ ...sharedCase, custodialParentOvernights: 255, nonCustodialParentOvernights: 110 });
    expect(line(at110, '10. Shared physical custody adjustment (noncustodial parent)')).toBe(0);
    const at182 = run({ ...sharedCase, custodialParentOvernights: 183, nonCustodialParentOvernights: 182 });
    expect(at182.monthlyPayment).toBeLessThan(at110.monthlyPayment);
  });

  it('can make the custodial parent the payer when the noncustodial parent earns less and has equal time', () => {
    const r = run({
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 2000,
      numberOfChildren: 1,
      custodyArrangement: 'shared',
      custodialParentOvernights: 182,
      nonCustodialParentOvernights: 183,
    });
    expect(r.payer).toBe('custodial');
  });
});

describe('Maryland properties', () => {
  it('treats time percentages and overnights alike', () => {
    const byPercent = run({ ...{ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 }, custodialParentTime: 70, nonCustodialParentTime: 30 });
    const byNights = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodialParentOvernights: 255,
      nonCustodialParentOvernights: 110,
    });
    // 30% of 365 = 109.5 → 110 overnights.
    expect(byPercent.monthlyPayment).toBe(byNights.monthlyPayment);
  });
});
