import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { TENNESSEE_SCHEDULE, TENNESSEE_SHADED_ROWS } from './data/tennessee-schedule.js';
import { line } from './test-support.js';

const base = {
  state: 'tennessee',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 78.08,
  nonCustodialParentTime: 21.92,
  custodialParentOvernights: 285,
  nonCustodialParentOvernights: 80,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Tennessee schedule (1240-02-04-.09)', () => {
  it('runs from $150 to $28,250 in $50 steps', () => {
    expect(TENNESSEE_SCHEDULE.incomes.length).toBe(563);
    expect(TENNESSEE_SCHEDULE.incomes[0]).toBe(150);
    expect(TENNESSEE_SCHEDULE.incomes.at(-1)).toBe(28250);
  });

  it('matches rows cross-checked against the rule PDF transcription', () => {
    const row = (income: number) => TENNESSEE_SCHEDULE.obligations[TENNESSEE_SCHEDULE.incomes.indexOf(income)];
    expect(row(1000)).toEqual([100, 100, 107, 119, 131]);
    expect(row(7800)).toEqual([967, 1293, 1442, 1608, 1769]);
    expect(row(12500)).toEqual([1316, 1748, 1933, 2155, 2371]);
    expect(row(28250)).toEqual([2231, 2803, 2954, 3294, 3624]);
    expect(TENNESSEE_SHADED_ROWS.get(1300)).toBe(31);
    expect(TENNESSEE_SHADED_ROWS.get(2050)).toBeUndefined();
  });
});

describe('Tennessee worksheet, standard parenting time', () => {
  it('rounds combined AGI up to the next row and prorates (80 days: no adjustment)', () => {
    // Combined $7,010 reads the $7,050 row: two children $1,277.
    const r = run({ custodialParentIncome: 3010, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Line 4. Basic child support obligation')).toBe(1277);
    // 1,277 × 4,000 / 7,010 = 728.67 → $729
    expect(line(r, "Line 5. ARP's pro-rata share")).toBe(728.67);
    expect(r.monthlyPayment).toBe(729);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('adds childcare and health insurance pro rata, crediting the parent who pays (Rule .04(8))', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      childcareCostMonthly: 700,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 140,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 729.14 + 700 × 4/7 (400) − 140 × 3/7 (60) = 1,069.14 → $1,069
    expect(r.monthlyPayment).toBe(1069);
  });

  it('uses the above-schedule formula over $28,250', () => {
    const r = run({ custodialParentIncome: 10000, nonCustodialParentIncome: 30000, numberOfChildren: 1 });
    // 2,231 + 11,750 × 6.81% = 3,031.18 → 3,031; × 75% = 2,273.25 → $2,273
    expect(line(r, 'Line 4. Basic child support obligation (above the schedule)')).toBe(3031);
    expect(r.monthlyPayment).toBe(2273);
    expect(String(line(r, 'Statutory presumptive maximum'))).toMatch(/\$2100/);
  });
});

describe('Tennessee parenting-time adjustment (Rule .04(7))', () => {
  it('reduces support from 92 days with the variable multiplier', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodialParentOvernights: 265, nonCustodialParentOvernights: 100 });
    // multiplier 100 × 2/182.5 = 1.0958904; 1,276 × that = 1,398.36; increase 122.36;
    // PRP share × 3/7 = 52.44; 729.14 − 52.44 = 676.70 → $677
    expect(line(r, 'Line 6. Adjusted BCSO')).toBe(1398.36);
    expect(line(r, "Line 6. PRP's share of the increase")).toBe(52.44);
    expect(r.monthlyPayment).toBe(677);
  });

  it('has no adjustment at 91 days', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodialParentOvernights: 274, nonCustodialParentOvernights: 91 });
    expect(r.monthlyPayment).toBe(729);
  });

  it('leaves the discretionary increase at 68 days or fewer out of the guideline amount and shows it as a possible deviation (Rule .04(7)(i)1.)', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodialParentOvernights: 325, nonCustodialParentOvernights: 40 });
    // The increase the tribunal may add: 729.14 × (69 − 40) / 365 = 57.93; the presumptive order stays $729.
    expect(line(r, 'Possible deviation: increase for parenting time of 68 days or fewer (not included)')).toBe(57.93);
    expect(r.monthlyPayment).toBe(729);
    expect(r.meta.confidence).toBe('official');
    expect(r.steps.some((s) => s.label === "Line 7. ARP's adjusted support obligation")).toBe(false);
  });

  it('takes the rule’s own printed step at 68 days: (69 − 68) ÷ 365 = 0.002739726 of the ARP’s share (Rule .04(7)(i)1.)', () => {
    // The rule prints this intermediate figure (text as quoted by tennesseechildsupport.wordpress.com,
    // 2012-05-28); printed-example-search.ts records it as Tennessee's only officially printed figure found.
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodialParentOvernights: 297, nonCustodialParentOvernights: 68 });
    const arpShare = line(r, "Line 5. ARP's pro-rata share of the BCSO");
    expect(arpShare).toBe(729.14);
    const increase = line(r, 'Possible deviation: increase for parenting time of 68 days or fewer (not included)');
    expect(increase).toBe(Math.round(729.14 * 0.002739726 * 100) / 100);
    expect(increase).toBe(2);
    expect(r.monthlyPayment).toBe(729);
  });

  it('shows no possible deviation at 69 days', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodialParentOvernights: 296, nonCustodialParentOvernights: 69 });
    expect(r.steps.some((s) => s.label.startsWith('Possible deviation'))).toBe(false);
    expect(r.monthlyPayment).toBe(729);
  });

  it('treats equal time with the noncustodial parent deemed ARP (AOC-verified case: $644)', () => {
    const r = run({
      custodialParentIncome: 8333.33,
      nonCustodialParentIncome: 4166.67,
      numberOfChildren: 3,
      custodyArrangement: 'shared',
      custodialParentOvernights: undefined,
      nonCustodialParentOvernights: undefined,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    });
    expect(line(r, 'Line 4. Basic child support obligation')).toBe(1933);
    expect(line(r, 'Line 6. Adjusted BCSO')).toBe(3866);
    expect(r.monthlyPayment).toBe(644);
    expect(r.payer).toBe('custodial');
  });
});

describe('Tennessee low-income rules', () => {
  it('limits the ARP to the shaded amount for their own income and flags it', () => {
    // ARP AGI $1,300 alone → shaded 1-child cell $275; combined $6,300 → 923 × 1,300/6,300 = 190.46, below 275: no change.
    const unchanged = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 1300, numberOfChildren: 1 });
    expect(unchanged.monthlyPayment).toBe(190);
    // ARP AGI $1,100 with a high-earning PRP: 2 children, combined $21,100 → 2,278 × 1,100/21,100 = 118.76;
    // shaded cell for $1,100 alone, 2 children: $162 — not lower, so no change.
    const high = run({ custodialParentIncome: 20000, nonCustodialParentIncome: 1100, numberOfChildren: 2 });
    expect(high.monthlyPayment).toBe(119);
    // ARP AGI $1,500, 3 children: shaded cell $457; combined $3,000 → 945 × 50% = 472.50 > 457 → $457.
    const limited = run({ custodialParentIncome: 1500, nonCustodialParentIncome: 1500, numberOfChildren: 3 });
    expect(line(limited, 'Self-support reserve')).toBe(457);
    expect(limited.monthlyPayment).toBe(457);
    expect(limited.meta.confidence).toBe('estimate');
  });

  it('orders at least $100 (Rule .04(12))', () => {
    const r = run({ custodialParentIncome: 9000, nonCustodialParentIncome: 500, numberOfChildren: 1 });
    // 1,094 (row $9,500) × 500/9,500 = 57.58 → 58 → minimum $100
    expect(r.monthlyPayment).toBe(100);
  });
});

describe('Tennessee properties', () => {
  it('swaps roles symmetrically', () => {
    const a = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2, custodialParentOvernights: 265, nonCustodialParentOvernights: 100 });
    const b = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentOvernights: 100, nonCustodialParentOvernights: 265 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
    expect(b.payer).toBe('custodial');
  });
});
