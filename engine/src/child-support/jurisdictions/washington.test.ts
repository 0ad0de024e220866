import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { WASHINGTON_2026_ANCHOR_ROWS } from './data/washington-schedule.js';

const base = {
  state: 'washington',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  incomeBasis: 'net',
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

function line(result: ChildSupportResult, label: string): number | string {
  const step = result.steps.find((s) => s.label.startsWith(label));
  if (!step) throw new Error(`no step "${label}" in ${result.steps.map((s) => s.label).join(' / ')}`);
  return step.value;
}

describe('RCW 26.19.020 economic table (2026, per child)', () => {
  it('holds the transcribed rows from $2,200 with five columns', () => {
    expect(WASHINGTON_2026_ANCHOR_ROWS.incomes[0]).toBe(2200);
    expect(WASHINGTON_2026_ANCHOR_ROWS.obligations[0]).toEqual([477, 367, 298, 250, 220]);
    expect(WASHINGTON_2026_ANCHOR_ROWS.obligations.every((r) => r.length === 5)).toBe(true);
  });
});

describe('Washington worksheet', () => {
  it('multiplies the per-child amount by the children and prorates by net income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Line 2: combined monthly net income')).toBe(8000);
    expect(line(r, 'Line 3: basic support obligation per child')).toBe(960);
    expect(line(r, 'Line 5: total basic support obligation')).toBe(1920);
    expect(line(r, 'Line 6: proportional share')).toBe(62.5);
    expect(r.monthlyPayment).toBe(1200);
    expect(r.payer).toBe('noncustodial');
    // The table is held only in part: an estimate, and it says so.
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the nearest $100 row: $8,049 reads the $8,000 row', () => {
    const r = run({ custodialParentIncome: 3049, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    expect(line(r, 'Line 3: basic support obligation per child')).toBe(960);
  });

  it('applies the $50-per-child presumptive minimum below the self-support reserve', () => {
    const r = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 2000, numberOfChildren: 2 });
    expect(line(r, 'Presumptive minimum')).toBe(100);
    expect(r.monthlyPayment).toBe(100);
  });

  it('keeps the obligor at the $2,394 reserve above it', () => {
    // Obligor $2,800, other $5,000: combined 7,800 → between rows 7,600 (1,231) and 8,000 (1,270) for one child.
    const r = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 2800, numberOfChildren: 1 });
    expect(line(r, 'Limited by the self-support reserve')).toBe(406);
    expect(r.monthlyPayment).toBe(406);
  });

  it('limits support with add-ons to 45% of net income', () => {
    const r = run({ custodialParentIncome: 0, nonCustodialParentIncome: 6000, numberOfChildren: 3, childcareCostMonthly: 1500, childcarePaidBy: 'custodial' });
    // Basic 637 × 3 = 1,911 (100%) + childcare 1,500 = 3,411 > 45% × 6,000 = 2,700.
    expect(line(r, 'Limited to 45% of net income')).toBe(2700);
    expect(r.monthlyPayment).toBe(2700);
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({ ...base, incomeBasis: 'gross', custodialParentIncome: 4000, nonCustodialParentIncome: 6000, numberOfChildren: 1 });
    expect(r.meta.approximations.some((a) => a.startsWith('Net income was estimated'))).toBe(true);
    expect(r.monthlyPayment).toBeGreaterThan(0);
  });

  it('has no residential-time formula: more overnights do not change the transfer', () => {
    const a = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    const b = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodialParentTime: 60, nonCustodialParentTime: 40 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
  });

  it('support never decreases as the obligor\'s income rises', () => {
    let last = 0;
    for (let income = 0; income <= 52000; income += 400) {
      const r = run({ custodialParentIncome: 2500, nonCustodialParentIncome: income, numberOfChildren: 2 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(last);
      last = r.monthlyPayment;
    }
  });

  it('swaps roles symmetrically', () => {
    const a = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 });
    const b = run({ custodialParentIncome: 5000, nonCustodialParentIncome: 3000, numberOfChildren: 2, custodialParentTime: 20, nonCustodialParentTime: 80 });
    expect(b.monthlyPayment).toBe(a.monthlyPayment);
    expect(b.payer).toBe('custodial');
  });
});
