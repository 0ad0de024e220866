import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { WASHINGTON_2026_ECONOMIC_TABLE as TABLE } from './data/washington-schedule.js';
import { line } from './test-support.js';

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

const row = (income: number) => TABLE.obligations[TABLE.incomes.indexOf(income)];

describe('RCW 26.19.020 economic table (2026, per child)', () => {
  it('holds every $100 row from $2,200 to $50,000 with five columns', () => {
    expect(TABLE.incomes.length).toBe(479);
    TABLE.incomes.forEach((income, i) => expect(income).toBe(2200 + 100 * i));
    expect(TABLE.obligations.every((r) => r.length === 5)).toBe(true);
  });

  it('reads the statute cells (RCW 26.19.020, cross-checked against the 2026 transcription)', () => {
    expect(row(2200)).toEqual([477, 367, 298, 250, 220]);
    expect(row(3700)).toEqual([803, 614, 496, 416, 366]);
    expect(row(6500)).toEqual([1081, 819, 656, 549, 483]);
    expect(row(8000)).toEqual([1270, 960, 767, 643, 566]);
    expect(row(10900)).toEqual([1542, 1161, 924, 774, 681]);
    expect(row(12000)).toEqual([1573, 1190, 950, 796, 700]);
    // Above $12,000 (EHB 1014 rows), as both 2026 transcriptions print them.
    expect(row(12100)).toEqual([1584, 1199, 957, 802, 705]);
    expect(row(25000)).toEqual([2662, 2154, 1762, 1496, 1328]);
    expect(row(37000)).toEqual([3363, 2744, 2312, 1992, 1788]);
    expect(row(50000)).toEqual([3916, 3058, 2692, 2367, 2157]);
  });

  it('never falls as income rises and never rises with more children per child', () => {
    TABLE.obligations.forEach((r, i) => {
      for (let k = 1; k < r.length; k++) expect(r[k]!).toBeLessThanOrEqual(r[k - 1]!);
      if (i > 0) r.forEach((v, k) => expect(v).toBeGreaterThanOrEqual(TABLE.obligations[i - 1]![k]!));
    });
  });
});

describe('Worked example (worksheet lines, combined $6,500, three children)', () => {
  it('reads the $6,500 row exactly and prorates by income share', () => {
    const r = run({ custodialParentIncome: 2600, nonCustodialParentIncome: 3900, numberOfChildren: 3 });
    expect(line(r, 'Line 1: net monthly income (custodial parent)')).toBe(2600);
    expect(line(r, 'Line 1: net monthly income (noncustodial parent)')).toBe(3900);
    expect(line(r, 'Line 2: combined monthly net income')).toBe(6500);
    expect(line(r, 'Line 3: basic support obligation per child')).toBe(656);
    expect(line(r, 'Line 5: total basic support obligation')).toBe(1968);
    expect(line(r, 'Line 6: proportional share')).toBe(60);
    expect(line(r, "Line 7: obligor's standard calculation")).toBe(1180.8);
    // Above the reserve (3,900 − 2,394 = 1,506) and under 45% (1,755): whole dollars.
    expect(r.monthlyPayment).toBe(1181);
    expect(r.meta.confidence).toBe('official');
  });

  it('reads an EHB 1014 row above $12,000 exactly', () => {
    // Combined $15,000, two children: $1,443 per child → $2,886; share 60% → $1,731.60 → $1,732.
    const r = run({ custodialParentIncome: 6000, nonCustodialParentIncome: 9000, numberOfChildren: 2 });
    expect(line(r, 'Line 3: basic support obligation per child')).toBe(1443);
    expect(line(r, 'Line 5: total basic support obligation')).toBe(2886);
    expect(r.monthlyPayment).toBe(1732);
    expect(r.meta.confidence).toBe('official');
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
    // $8,000 is a row held in full and cross-checked.
    expect(r.meta.confidence).toBe('official');
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
