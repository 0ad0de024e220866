import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { MICHIGAN_2025_GENERAL_CARE_ONE_CHILD, MICHIGAN_2025_GENERAL_CARE_SECONDARY } from './data/michigan-schedule.js';
import { michigan } from './michigan.js';
import { exactLine } from './test-support.js';

const base = {
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  state: 'michigan',
  incomeBasis: 'net',
  asOf: '2026-11-01',
} as const;

describe('2025 MCSF-S 2.03(C) one-child General Care Support Table', () => {
  it('each Base is Income Amount × Base Percentage', () => {
    for (const row of MICHIGAN_2025_GENERAL_CARE_ONE_CHILD) {
      expect(Math.abs(row.incomeAmount * (row.basePercentage / 100) - row.base)).toBeLessThan(0.3);
    }
  });

  it('each Base continues the row above through its Marginal Percentage (within 6 cents)', () => {
    const rows = MICHIGAN_2025_GENERAL_CARE_ONE_CHILD;
    for (let i = 1; i < rows.length; i++) {
      const prev = rows[i - 1]!;
      const reached = prev.base + (prev.marginalPercentage / 100) * (rows[i]!.incomeAmount - prev.incomeAmount);
      expect(Math.abs(reached - rows[i]!.base)).toBeLessThanOrEqual(0.06);
    }
  });
});

describe('2025 General Care tables for two to five or more children (secondary percentages)', () => {
  it.each([2, 3, 4, 5])('%i children: Base = level × Base Percentage and rows continue within 25 cents', (n) => {
    const rows = MICHIGAN_2025_GENERAL_CARE_SECONDARY.get(n)!;
    expect(rows.map((r) => r.incomeAmount)).toEqual(MICHIGAN_2025_GENERAL_CARE_ONE_CHILD.map((r) => r.incomeAmount));
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      expect(Math.abs(row.incomeAmount * (row.basePercentage / 100) - row.base)).toBeLessThanOrEqual(0.005);
      if (i === 0) continue;
      const prev = rows[i - 1]!;
      const reached = prev.base + (prev.marginalPercentage / 100) * (row.incomeAmount - prev.incomeAmount);
      expect(Math.abs(reached - row.base)).toBeLessThanOrEqual(0.25);
    }
  });
});

describe('Michigan worksheet, one child (2025 MCSF)', () => {
  // Parent A (custodial) $3,000 net, parent B $4,000 net, 265 / 100 overnights.
  const result = calculateChildSupport({
    ...base,
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 4000,
    custodialParentTime: 72.6,
    nonCustodialParentTime: 27.4,
    custodialParentOvernights: 265,
    nonCustodialParentOvernights: 100,
  });

  it('follows MCSF 3.01-3.04 line by line', () => {
    expect(exactLine(result, 'Monthly net family income (C)')).toBe(7000);
    expect(exactLine(result, "Parent A's share of combined net income")).toBe(42.86);
    expect(exactLine(result, "Parent B's share of combined net income")).toBe(57.14);
    expect(exactLine(result, 'Base support at the table row (A)')).toBe(1031.85);
    expect(exactLine(result, 'Marginal percentage (B)')).toBe(14.05);
    expect(exactLine(result, 'Table income level (D)')).toBe(4500);
    expect(exactLine(result, 'General care support before shares: A + B × (C − D)')).toBe(1383.1);
    expect(exactLine(result, 'Parent A: base support obligation (G)')).toBe(593);
    expect(exactLine(result, 'Parent B: base support obligation (G)')).toBe(790);
    expect(exactLine(result, 'Base support after the parental time offset (positive: B pays; negative: A pays)')).toBe(678.75);
    expect(exactLine(result, "Ordinary medical: parent B's share")).toBe(9.53);
    expect(result.monthlyPayment).toBe(688.28);
    expect(result.payer).toBe('noncustodial');
    expect(result.baseAmount).toBe(790);
    expect(result.meta.confidence).toBe('official');
  });

  it('reads the row whose level does not exceed family income (MCSF 3.02(B)(2))', () => {
    const atRow = calculateChildSupport({
      ...base,
      custodialParentIncome: 1250,
      nonCustodialParentIncome: 2000,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(exactLine(atRow, 'Table income level (D)')).toBe(3250);
    expect(exactLine(atRow, 'General care support before shares: A + B × (C − D)')).toBe(811.53);
  });

  it('uses the top row and its marginal percentage above the table (MCSF-S 2.03(B))', () => {
    const high = calculateChildSupport({
      ...base,
      custodialParentIncome: 10000,
      nonCustodialParentIncome: 10000,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    // 2,720.75 + 11.29% × (20,000 − 17,747.86) = 2,975.02
    expect(exactLine(high, 'General care support before shares: A + B × (C − D)')).toBe(2975.02);
  });
});

describe('Michigan parental time offset (MCSF 3.03)', () => {
  it('flips to parent A when A earns more and time is nearly equal', () => {
    const result = calculateChildSupport({
      ...base,
      custodyArrangement: 'shared',
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 2000,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
      custodialParentOvernights: 183,
      nonCustodialParentOvernights: 182,
    });
    expect(exactLine(result, 'Parent A: base support obligation (G)')).toBe(1142);
    expect(exactLine(result, 'Parent B: base support obligation (G)')).toBe(381);
    expect(exactLine(result, 'Base support after the parental time offset (positive: B pays; negative: A pays)')).toBe(-375.28);
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBe(387.78);
  });

  it('equals parent B\'s base support when B has no overnights', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      custodialParentTime: 100,
      nonCustodialParentTime: 0,
    });
    expect(exactLine(result, 'Base support after the parental time offset (positive: B pays; negative: A pays)')).toBe(790);
  });
});

describe('Michigan add-ons and estimates', () => {
  it('shares child care and premiums by income share (MCSF 3.05-3.06)', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      custodialParentTime: 72.6,
      nonCustodialParentTime: 27.4,
      custodialParentOvernights: 265,
      nonCustodialParentOvernights: 100,
      childcareCostMonthly: 500,
      childcarePaidBy: 'custodial',
      healthInsuranceMonthly: 100,
      healthInsurancePaidBy: 'custodial',
    });
    // 688.28 + 500 × 57.14% (285.70) + 100 × 57.14% (57.14)
    expect(result.monthlyPayment).toBe(1031.12);
  });

  it('labels two or more children as an estimate: their percentages are secondary', () => {
    const result = calculateChildSupport({
      ...base,
      numberOfChildren: 2,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/2 children come from a secondary transcription/);
    // Family 7,000 → row 4,500 of the two-children table: 1,539.90 + 20.43% × 2,500 = 2,050.65.
    expect(exactLine(result, 'General care support before shares: A + B × (C − D)')).toBe(2050.65);
  });

  it('applies and flags the low-income equation at or below the threshold', () => {
    const result = calculateChildSupport({
      ...base,
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 1000,
      custodialParentTime: 100,
      nonCustodialParentTime: 0,
    });
    expect(exactLine(result, 'Parent B: base support (low-income equation)')).toBe(100);
    // MCSF 3.02(B)(1): family income leaves out the income at or below the threshold, so parent A's
    // share of family income (E) is 100%.
    expect(exactLine(result, 'Monthly net family income (C)')).toBe(4000);
    expect(exactLine(result, 'Parent A: share of family income (E)')).toBe(100);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('estimates net income from gross and says so', () => {
    const result = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 5000,
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/net income was estimated from gross income/);
    expect(result.combinedIncome).toBeLessThan(9000);
  });

  it('holds the worked examples', () => {
    expect(michigan.examples.length).toBeGreaterThanOrEqual(2);
  });
});

describe('MCSF equation terms on the steps (issue 26)', () => {
  it('names the equations and marks C, A, B, D, then E and G for each parent, then Ao and Bo', () => {
    const result = calculateChildSupport({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 1,
      custodyArrangement: 'primary',
      custodialParentTime: 72.6,
      nonCustodialParentTime: 27.4,
      custodialParentOvernights: 265,
      nonCustodialParentOvernights: 100,
      state: 'michigan',
      incomeBasis: 'net',
      asOf: '2026-11-01',
    });
    expect(result.meta.worksheetForm?.number).toBe('MCSF 3.02(B), 3.03');
    expect(result.meta.worksheetForm?.name).toMatch(/no numbered form/);
    expect(result.steps.filter((s) => s.line !== undefined).map((s) => [s.line, s.value])).toEqual([
      ['C', 7000],
      ['A', 1031.85],
      ['B', 14.05],
      ['D', 4500],
      ['E', 42.86],
      ['G', 593],
      ['E', 57.14],
      ['G', 790],
      ['Ao', 265],
      ['Bo', 100],
    ]);
    expect(result.monthlyPayment).toBe(688.28);
  });
});
