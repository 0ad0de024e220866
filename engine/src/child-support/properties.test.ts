import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../jurisdictions.js';
import { calculateChildSupport } from './calculate.js';
import type { ChildSupportInput } from './schema.js';

/**
 * Properties every jurisdiction's guideline must have (issue 2): support never falls when the paying
 * parent's income rises, swapping the parents swaps the payer and keeps the amount, and parenting
 * time given as percentages or as the equivalent overnights gives the same result.
 */
const AS_OF = '2026-11-01';

function base(slug: string, overrides: Partial<ChildSupportInput> = {}): ChildSupportInput {
  return {
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state: slug,
    asOf: AS_OF,
    ...overrides,
  };
}

const INCOMES = [1500, 2500, 4000, 6000, 9000, 14000, 22000, 35000];

describe.each(JURISDICTIONS.map((j) => [j.name, j.slug] as const))('%s', (_name, slug) => {
  it.each([1, 2, 3])('never lowers support as the paying parent’s income rises (%i children)', (children) => {
    let previous = -1;
    for (const income of INCOMES) {
      const result = calculateChildSupport(base(slug, { numberOfChildren: children, nonCustodialParentIncome: income }));
      expect(result.payer === 'custodial', `payer at ${income}`).toBe(false);
      expect(result.monthlyPayment, `support at ${income} after ${previous}`).toBeGreaterThanOrEqual(previous);
      previous = result.monthlyPayment;
    }
  });

  it('swaps the payer and keeps the amount when the parents swap places', () => {
    const original = calculateChildSupport(base(slug));
    const swapped = calculateChildSupport(
      base(slug, {
        custodialParentIncome: 5000,
        nonCustodialParentIncome: 3000,
        custodialParentTime: 20,
        nonCustodialParentTime: 80,
      }),
    );
    expect(original.payer).toBe('noncustodial');
    expect(swapped.payer).toBe('custodial');
    expect(swapped.monthlyPayment).toBeCloseTo(original.monthlyPayment, 2);
  });

  it.each([
    [80, 20, 292, 73],
    [60, 40, 219, 146],
  ])('gives the same result for %i/%i percent and %i/%i overnights', (cpTime, ncpTime, cpNights, ncpNights) => {
    const byPercent = calculateChildSupport(base(slug, { custodialParentTime: cpTime, nonCustodialParentTime: ncpTime }));
    const byNights = calculateChildSupport(
      base(slug, {
        custodialParentTime: cpTime,
        nonCustodialParentTime: ncpTime,
        custodialParentOvernights: cpNights,
        nonCustodialParentOvernights: ncpNights,
      }),
    );
    expect(byNights.monthlyPayment).toBeCloseTo(byPercent.monthlyPayment, 2);
    expect(byNights.payer).toBe(byPercent.payer);
  });
});
