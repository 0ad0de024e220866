import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput, ChildSupportResult } from '../schema.js';
import { UTAH_BASE_COMBINED_TABLE, UTAH_LOW_INCOME_TABLE } from './data/utah-schedule.js';
import { line } from './test-support.js';

const base = {
  state: 'utah',
  asOf: '2026-11-01',
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
} as const;

function run(input: Partial<ChildSupportInput>): ChildSupportResult {
  return calculateChildSupport({ ...base, ...input });
}

/**
 * An independent transcription of the le.utah.gov tables (Utah Code §§ 81-6-304, -305, effective
 * 2024-09-01) pins whole-table sums and spot rows in its own tests (code index file 68862179466, read
 * 2026-11-26); blank cells there are null, here 0. Rows are [income read, cells for 1-6 children].
 */
const INDEPENDENT_SUMS = { base: 3_848_005, lowIncome: 180_482 };
const INDEPENDENT_BASE_ROWS: readonly (readonly [number, readonly number[]])[] = [
  [1951, [366, 0, 0, 0, 0, 0]],
  [2250, [410, 628, 728, 0, 0, 0]],
  [4000, [581, 1004, 1160, 1294, 1423, 1548]],
  [4050, [590, 1024, 1182, 1318, 1450, 1577]],
  [8000, [915, 1442, 1642, 1831, 2014, 2192]],
  [21000, [1766, 2754, 3117, 3475, 3822, 4159]],
  [99999, [5908, 8356, 9751, 11139, 12313, 13472]],
];
const INDEPENDENT_LOW_INCOME_ROWS: readonly (readonly [number, readonly number[]])[] = [
  [25, [30, 30, 30, 30, 30, 30]],
  [500, [30, 55, 75, 90, 100, 105]],
  [1000, [60, 111, 151, 181, 201, 211]],
  [1600, [175, 255, 318, 366, 398, 414]],
  [1955, [351, 449, 527, 585, 624, 644]],
  [1995, [0, 478, 557, 617, 657, 677]],
  [2450, [0, 0, 0, 0, 0, 1008]],
];

/** Utah tables are keyed by the top of each bracket: the row read is the first at or above the income. */
function bracketRow(table: { incomes: readonly number[]; obligations: readonly (readonly number[])[] }, income: number) {
  return table.obligations[table.incomes.findIndex((top) => top >= income)];
}
const tableSum = (rows: readonly (readonly number[])[]) => rows.reduce((sum, row) => sum + row.reduce((a, v) => a + v, 0), 0);

describe('Utah tables against an independent transcription', () => {
  it('have the same whole-table sums (base 3,848,005; low income 180,482)', () => {
    expect(tableSum(UTAH_BASE_COMBINED_TABLE.obligations)).toBe(INDEPENDENT_SUMS.base);
    expect(tableSum(UTAH_LOW_INCOME_TABLE.obligations)).toBe(INDEPENDENT_SUMS.lowIncome);
  });

  it.each(INDEPENDENT_BASE_ROWS)('base table at $%d reads the pinned row', (income, cells) => {
    expect(bracketRow(UTAH_BASE_COMBINED_TABLE, income)).toEqual(cells);
  });

  it.each(INDEPENDENT_LOW_INCOME_ROWS)('low-income table at $%d reads the pinned row', (income, cells) => {
    expect(bracketRow(UTAH_LOW_INCOME_TABLE, income)).toEqual(cells);
  });
});

describe('Utah tables', () => {
  it('hold 221 base rows ($2,000-$100,000) and 88 low-income rows', () => {
    expect(UTAH_BASE_COMBINED_TABLE.incomes.length).toBe(221);
    expect(UTAH_BASE_COMBINED_TABLE.incomes.at(-1)).toBe(100000);
    expect(UTAH_LOW_INCOME_TABLE.incomes.length).toBe(88);
  });

  it('no populated column falls with income or with children', () => {
    for (const table of [UTAH_BASE_COMBINED_TABLE, UTAH_LOW_INCOME_TABLE]) {
      const rows = table.obligations;
      for (let i = 0; i < rows.length; i++) {
        const populated = rows[i]!.filter((v) => v > 0);
        for (let k = 1; k < populated.length; k++)
          expect(populated[k]!).toBeGreaterThanOrEqual(populated[k - 1]!);
        if (i > 0) {
          for (let k = 0; k < 6; k++) {
            if (rows[i]![k]! > 0 && rows[i - 1]![k]! > 0)
              expect(rows[i]![k]!).toBeGreaterThanOrEqual(rows[i - 1]![k]!);
          }
        }
      }
    }
  });
});

describe('Utah sole physical custody (§ 81-6-204)', () => {
  it('reads the bracket at or above combined income and prorates by income', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Combined monthly adjusted gross income')).toBe(7000);
    expect(line(r, 'Base combined child support obligation')).toBe(1402);
    // 1,402 × 57.14% = 801.10, whole dollars (§ 81-6-204(10))
    expect(line(r, "Noncustodial parent's share of the base combined obligation")).toBe(801);
    expect(r.monthlyPayment).toBe(801);
    expect(r.payer).toBe('noncustodial');
    expect(r.meta.confidence).toBe('estimate');
  });

  it('$6,950 reads the $6,901-$7,000 bracket', () => {
    const r = run({ custodialParentIncome: 2950, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
    expect(line(r, 'Base combined child support obligation')).toBe(1402);
  });

  it('subtracts alimony and prior child support paid (§ 81-6-204(1)(a))', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4500,
      nonCustodialParentDeductions: 500,
      numberOfChildren: 2,
    });
    expect(line(r, 'Combined monthly adjusted gross income')).toBe(7000);
    expect(r.monthlyPayment).toBe(801);
  });

  it('rounds each income to the nearest dollar before combining (§ 81-6-204(10))', () => {
    const r = run({ custodialParentIncome: 2999.6, nonCustodialParentIncome: 4000.49, numberOfChildren: 2 });
    expect(line(r, 'Combined monthly adjusted gross income')).toBe(7000);
  });

  it("reads the low-income table at the obligor's own income", () => {
    const r = run({ custodialParentIncome: 4000, nonCustodialParentIncome: 1500, numberOfChildren: 1 });
    expect(line(r, 'Base child support award (low-income table)')).toBe(134);
    expect(r.monthlyPayment).toBe(134);
  });

  it('splits childcare and the insurance premium equally', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      childcareCostMonthly: 500,
      healthInsuranceMonthly: 200,
      healthInsurancePaidBy: 'noncustodial',
    });
    // 801 + 500 ÷ 2 − 200 ÷ 2 (§§ 81-6-209(1), 81-6-208(3)(d))
    expect(r.monthlyPayment).toBe(951);
  });

  it('flags the suspect one-child cells', () => {
    const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: 3800, numberOfChildren: 1 });
    expect(r.meta.approximations.join(' ')).toContain('$6,701-$6,900');
  });
});

describe('Utah joint physical custody (§ 81-6-206)', () => {
  const joint = { custodyArrangement: 'joint', custodialParentTime: 60, nonCustodialParentTime: 40 } as const;

  it('reduces by 0.27% of the base per overnight from 111 to 130 and 0.84% beyond', () => {
    const r = run({
      ...joint,
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    expect(line(r, 'Reduction for overnights 111-130')).toBe(75.71);
    expect(line(r, 'Reduction for overnights over 130')).toBe(188.43);
    // 801 − 75.71 − 188.43 = 536.86 → 537
    expect(r.monthlyPayment).toBe(537);
  });

  it('110 overnights is still sole custody', () => {
    const r = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 255,
      nonCustodialParentOvernights: 110,
    });
    expect(r.monthlyPayment).toBe(801);
  });

  it('a negative award makes the parent with more overnights pay (§ 81-6-206(6))', () => {
    const r = run({
      ...joint,
      custodialParentIncome: 6000,
      nonCustodialParentIncome: 2000,
      numberOfChildren: 1,
      custodialParentOvernights: 200,
      nonCustodialParentOvernights: 165,
    });
    // Base $915; NCP 25% → 228.75 → 229; − 20 × .0027 × 915 (49.41) − 35 × .0084 × 915 (269.01) = −89.42 → −89.
    expect(r.payer).toBe('custodial');
    expect(r.monthlyPayment).toBe(89);
  });
});

describe('Utah properties', () => {
  it('support never decreases as the paying parent earns more', () => {
    let previous = 0;
    for (let income = 2400; income <= 30000; income += 100) {
      const r = run({ custodialParentIncome: 3000, nonCustodialParentIncome: income, numberOfChildren: 2 });
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(previous);
      previous = r.monthlyPayment;
    }
  });

  it('swapping roles swaps the payer when overnights are swapped too', () => {
    const a = run({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodialParentOvernights: 219,
      nonCustodialParentOvernights: 146,
    });
    const b = run({
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 3000,
      numberOfChildren: 2,
      custodialParentOvernights: 146,
      nonCustodialParentOvernights: 219,
    });
    expect(a.payer).toBe('noncustodial');
    expect(b.payer).toBe('custodial');
    expect(a.monthlyPayment).toBe(b.monthlyPayment);
  });
});
