import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { IDAHO_BRACKETS, idahoAnnualObligation } from './data/idaho-schedule.js';
import { line } from './test-support.js';

const base = {
  state: 'idaho',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Idaho Rule 120 brackets', () => {
  it('1-2 children brackets cover $440,000 a year, 3-5 children $390,000 (as transcribed)', () => {
    const totals = IDAHO_BRACKETS.map((brackets) => brackets.reduce((sum, x) => sum + x.width, 0));
    expect(totals).toEqual([440000, 440000, 390000, 390000, 390000]);
  });

  it('rates fall (or stay) bracket by bracket and rise with children', () => {
    for (const brackets of IDAHO_BRACKETS) {
      for (let i = 1; i < brackets.length; i++)
        expect(brackets[i]!.rate).toBeLessThanOrEqual(brackets[i - 1]!.rate);
    }
    for (let k = 1; k < IDAHO_BRACKETS.length; k++) {
      expect(IDAHO_BRACKETS[k]![0]!.rate).toBeGreaterThan(IDAHO_BRACKETS[k - 1]![0]!.rate);
    }
  });

  it('applies each rate to the income inside its bracket', () => {
    // Two children, $35,000: 26% × 10,000 + 25% × 10,000 + 23% × 10,000 + 22% × 5,000.
    expect(idahoAnnualObligation(35000, 2)).toBeCloseTo(8500, 6);
    // One child, $10,000: 18% × 10,000.
    expect(idahoAnnualObligation(10000, 1)).toBeCloseTo(1800, 6);
    expect(idahoAnnualObligation(0, 3)).toBe(0);
  });
});

describe('Idaho sole custody', () => {
  it('two children, $35,000 combined: 708.33 basic, 71.43% → 505.96', () => {
    const r = run({
      custodialParentIncome: 10000 / 12,
      nonCustodialParentIncome: 25000 / 12,
      numberOfChildren: 2,
    });
    expect(line(r, 'Basic (combined) support obligation')).toBe(708.33);
    expect(r.monthlyPayment).toBeCloseTo(505.96, 2);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads between bracket edges exactly (no table rounding)', () => {
    // $96,000 a year, two children: 11,600 + 3,400 + 2,600 + 9% × 6,000 = 18,140 → 1,511.67.
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Basic (combined) support obligation')).toBe(1511.67);
    expect(r.monthlyPayment).toBe(944.79);
  });

  it('flags low income and more than five children', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 500, numberOfChildren: 6 });
    const notes = r.meta.approximations.join(' ');
    expect(notes).toContain('under $800');
    expect(notes).toContain('five-children brackets');
  });
});

describe('Idaho shared physical custody', () => {
  it('over 25% of overnights each: basic × 1.5, each share for the other parent’s time', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, 'Shared-care basic obligation')).toBe(2267.51);
    // 1,417.19 × 60% = 850.31; 850.32 × 40% = 340.13
    expect(r.monthlyPayment).toBe(510.18);
    expect(r.payer).toBe('noncustodial');
  });

  it('91 overnights stays sole custody', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodialParentOvernights: 274,
      nonCustodialParentOvernights: 91,
    });
    expect(r.monthlyPayment).toBe(944.79);
  });
});

describe('Idaho properties', () => {
  it('swapping roles swaps the payer in shared custody', () => {
    const shared = {
      numberOfChildren: 1,
      custodyArrangement: 'shared' as const,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    };
    const a = run({ ...shared, custodialParentIncome: 6000, nonCustodialParentIncome: 3000 });
    const b = run({ ...shared, custodialParentIncome: 3000, nonCustodialParentIncome: 6000 });
    expect(a.payer).toBe('custodial');
    expect(b.payer).toBe('noncustodial');
    expect(a.monthlyPayment).toBe(b.monthlyPayment);
  });
});
