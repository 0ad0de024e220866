import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput } from '../schema.js';
import { tableA } from './massachusetts.js';

/**
 * Massachusetts 2025 worksheet, weekly: gross income less other support and costs paid; Table A on
 * combined available income (capped at $450,000 a year) × Table B; the payer's income share; equal time
 * run twice and offset. An estimate until the official tables are checked (see the rule's approximations).
 */
const maCase = (overrides: Partial<ChildSupportInput> = {}): ChildSupportInput => ({
  custodialParentIncome: 3466.67,
  nonCustodialParentIncome: 5200,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 67,
  nonCustodialParentTime: 33,
  state: 'massachusetts',
  asOf: '2026-11-01',
  ...overrides,
});

function step(result: ReturnType<typeof calculateChildSupport>, label: string) {
  const found = result.steps.find((s) => s.label === label);
  if (!found) throw new Error(`no step "${label}" in ${result.steps.map((s) => s.label).join(' | ')}`);
  return found.value;
}

describe('Massachusetts Table A', () => {
  it.each([
    [200, 15],
    [391, 33],
    [1000, 220],
    [1600, 346],
    [2000, 418],
    [2400, 490],
    [3500, 644],
    [5000, 809],
    [8654, 1174],
    [20000, 1174],
  ])('combined %i a week → %i', (income, amount) => {
    expect(tableA(income).amount).toBe(amount);
  });

  it('is continuous across the bands above the self-support range', () => {
    for (const edge of [1000, 1600, 2400, 3500, 5000]) {
      expect(Math.abs(tableA(edge + 1).amount - tableA(edge).amount)).toBeLessThanOrEqual(1);
    }
  });
});

describe('Massachusetts worksheet', () => {
  it('combined $2,000 a week, one child, two-thirds/one-third', () => {
    const result = calculateChildSupport(maCase());
    expect(step(result, 'Noncustodial parent: gross weekly income')).toBe(1200);
    expect(step(result, 'Custodial parent: gross weekly income')).toBe(800);
    expect(step(result, 'Combined available weekly income')).toBe(2000);
    expect(step(result, 'Table A amount')).toBe(418);
    expect(step(result, 'Weekly child support obligation (both parents)')).toBe(418);
    expect(step(result, "Paying parent's share of the obligation")).toBe(251);
    expect(result.monthlyPayment).toBe(1087.67);
    expect(result.payer).toBe('noncustodial');
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.length).toBeGreaterThan(0);
  });

  it('two children: × 1.40', () => {
    const result = calculateChildSupport(maCase({ numberOfChildren: 2 }));
    expect(step(result, 'Weekly child support obligation (both parents)')).toBe(585);
    // 585 × 60% = 351 a week.
    expect(result.monthlyPayment).toBe(1521);
  });

  it('caps combined income at $450,000 a year', () => {
    const result = calculateChildSupport(maCase({ nonCustodialParentIncome: 40000, custodialParentIncome: 10000 }));
    expect(step(result, 'Combined available income used (cap $450,000 a year)')).toBe(8654);
    expect(result.steps.some((s) => s.label === 'Above the cap')).toBe(true);
  });

  it('equal time: run twice and offset', () => {
    const result = calculateChildSupport(
      maCase({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 }),
    );
    // 418 × 60% = 251 against 418 × 40% = 167: 84 a week.
    expect(step(result, 'Weekly order after the offset')).toBe(84);
    expect(result.monthlyPayment).toBe(364);
    expect(result.payer).toBe('noncustodial');
  });

  it('equal time with the custodial parent earning more: the custodial parent pays', () => {
    const result = calculateChildSupport(
      maCase({ custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50, custodialParentIncome: 5200, nonCustodialParentIncome: 3466.67 }),
    );
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBe(364);
  });

  it('childcare paid by the recipient raises the order, capped at 15%', () => {
    const result = calculateChildSupport(maCase({ childcareCostMonthly: 1300, childcarePaidBy: 'custodial' }));
    // Childcare 300 a week comes off the recipient's income: combined 1,700 → Table A 346 + 18 = 364;
    // payer share 1,200 / 1,700 → 257 a week; adjustment 70.59% × 300 = 212, capped at 15% of 257 = 39.
    expect(step(result, 'Table A amount')).toBe(364);
    expect(step(result, 'Childcare and health care adjustment (capped at 15% of the order)')).toBe(39);
    expect(step(result, 'Weekly child support order')).toBe(296);
  });

  it('before 2025-12-01 says the earliest rules were applied', () => {
    const result = calculateChildSupport(maCase({ asOf: '2025-06-01' }));
    expect(result.meta.approximations.join(' ')).toMatch(/earliest version/);
  });
});
