import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { WYOMING_TABLES } from './data/wyoming-schedule.js';
import { line } from './test-support.js';

const base = {
  state: 'wyoming',
  asOf: '2026-11-01',
  incomeBasis: 'net',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

describe('Wyoming tables (§ 20-2-304(a))', () => {
  it('holds the one-child lines as printed in the statute', () => {
    const one = WYOMING_TABLES[0]!;
    expect(one.origin).toBe('statute');
    expect(one.lines.map((l) => [l.income, l.base, l.rate])).toEqual([
      [1000, 230, 0.23],
      [2000, 461, 0.23],
      [3200, 737, 0.201],
      [4000, 898, 0.134],
      [4500, 965, 0.118],
      [8000, 1379, 0.111],
      [15000, 2157, 0.103],
    ]);
  });

  it('derived tables agree with their own marginal rates between lines', () => {
    for (const table of WYOMING_TABLES.slice(1)) {
      expect(table.origin).toBe('derived');
      for (let i = 1; i < table.lines.length; i++) {
        const prev = table.lines[i - 1]!;
        const next = table.lines[i]!;
        expect(Math.abs(prev.base + prev.rate * (next.income - prev.income) - next.base)).toBeLessThanOrEqual(
          0.5,
        );
      }
    }
  });
});

describe('Wyoming presumptive support, one child (official table)', () => {
  it('reads the line at or below combined net income and adds the marginal percentage', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 1 });
    expect(line(r, 'Combined net monthly income')).toBe(5000);
    expect(line(r, "Noncustodial parent's share of net income")).toBe(60);
    // $965 + 11.8% × $500 = $1,024
    expect(line(r, 'Total child support obligation')).toBe(1024);
    expect(line(r, "Noncustodial parent's share of the total obligation")).toBe(614.4);
    expect(r.monthlyPayment).toBe(614.4);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('official');
  });

  it('applies the top line above $15,000 (§ 20-2-304(a)(i): 10.3% of anything over $15,000)', () => {
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 10000, numberOfChildren: 1 });
    expect(line(r, 'Total child support obligation')).toBe(2260);
    expect(r.monthlyPayment).toBe(1412.5);
  });

  it('lands exactly on a printed line', () => {
    const r = run({ custodialParentIncome: 1000, nonCustodialParentIncome: 1000, numberOfChildren: 1 });
    expect(line(r, 'Total child support obligation')).toBe(461);
    expect(r.monthlyPayment).toBe(230.5);
  });

  it("subtracts the children's health coverage from the paying parent's net income (§ 20-2-303(a)(iii))", () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3200,
      numberOfChildren: 1,
      healthInsuranceMonthly: 200,
      healthInsurancePaidBy: 'noncustodial',
    });
    // Net incomes 2,000 and 3,000 → the $5,000 case above.
    expect(line(r, 'Combined net monthly income')).toBe(5000);
    expect(r.monthlyPayment).toBe(614.4);
  });

  it('leaves childcare to deviation (§ 20-2-307(b)) and says so', () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 1,
      childcareCostMonthly: 500,
    });
    expect(r.monthlyPayment).toBe(614.4);
    expect(line(r, 'Childcare')).toContain('deviate');
  });
});

describe('Wyoming, flagged parts', () => {
  it('two children use the derived table and the calculation is an estimate', () => {
    const r = run({ custodialParentIncome: 2000, nonCustodialParentIncome: 3000, numberOfChildren: 2 });
    // Derived line $4,500: 1,455 + 17% × 500 = 1,540; × 60% = 924.
    expect(line(r, 'Total child support obligation')).toBe(1540);
    expect(r.monthlyPayment).toBe(924);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('shared responsibility over 25% of overnights: × 150%, cross-multiplied, offset', () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 1,
      custodyArrangement: 'shared',
      custodialParentTime: 60,
      nonCustodialParentTime: 40,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    // 1,024 × 1.5 = 1,536; NCP 921.60 × 60% = 552.96; CP 614.40 × 40% = 245.76; 552.96 − 245.76 = 307.20.
    expect(line(r, 'Shared-care basic obligation')).toBe(1536);
    expect(r.monthlyPayment).toBe(307.2);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('91 overnights (under 25%) is not shared responsibility', () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 1,
      custodialParentOvernights: 274,
      nonCustodialParentOvernights: 91,
    });
    expect(r.monthlyPayment).toBe(614.4);
  });

  it('92 overnights (more than 25% of 365) is shared responsibility, with the 2018 amendment named', () => {
    const r = run({
      custodialParentIncome: 2000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 1,
      custodialParentOvernights: 273,
      nonCustodialParentOvernights: 92,
    });
    // 1,536 × 60% = 921.60 × 273/365 = 689.31 (689.306); 1,536 × 40% = 614.40 × 92/365 = 154.86 (154.862); 689.31 − 154.86 = 534.45.
    expect(line(r, 'Shared-care basic obligation')).toBe(1536);
    expect(r.monthlyPayment).toBe(534.45);
    const note = r.meta.approximations.join(' ');
    expect(note).toContain('July 1, 2018');
    expect(note).toContain('40%');
  });

  it('below the first line applies its percentage and flags the low-income rules', () => {
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 800, numberOfChildren: 1 });
    expect(line(r, 'Total child support obligation')).toBe(184);
    expect(r.monthlyPayment).toBe(184);
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toContain('low-income');
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({
      ...base,
      incomeBasis: 'gross',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 1,
    });
    expect(r.meta.confidence).toBe('estimate');
    expect(r.meta.approximations.join(' ')).toContain('net income was estimated');
    expect(r.combinedIncome).toBeLessThan(8000);
  });
});

describe('Wyoming properties', () => {
  it('swapping the roles swaps the payer in shared care', () => {
    const input = {
      numberOfChildren: 1,
      custodyArrangement: 'shared' as const,
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
    };
    const a = run({ ...input, custodialParentIncome: 5000, nonCustodialParentIncome: 2000 });
    const b = run({ ...input, custodialParentIncome: 2000, nonCustodialParentIncome: 5000 });
    expect(a.payer).toBe('custodial');
    expect(b.payer).toBe('noncustodial');
    expect(a.monthlyPayment).toBe(b.monthlyPayment);
  });
});
