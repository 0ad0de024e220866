import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from './calculate.js';
import { toChildSupportCase } from './case.js';
import { worksheetOvernights } from './overnights.js';
import { ChildSupportInputSchema, type ChildSupportInput } from './schema.js';

function caseAt(custodialParentTime: number, overnights?: { custodial: number; noncustodial: number }) {
  const input: ChildSupportInput = {
    custodialParentIncome: 4000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodyArrangement: 'shared',
    custodialParentTime,
    nonCustodialParentTime: 100 - custodialParentTime,
    state: 'maryland',
    ...(overnights && {
      custodialParentOvernights: overnights.custodial,
      nonCustodialParentOvernights: overnights.noncustodial,
    }),
  };
  return toChildSupportCase(ChildSupportInputSchema.parse(input), '2026-06-01');
}

describe('worksheetOvernights', () => {
  it('never makes a year of more or fewer than 365 nights from time percentages', () => {
    for (let percent = 0; percent <= 100; percent += 0.5) {
      const c = caseAt(percent);
      expect(
        worksheetOvernights(c, 'custodial') + worksheetOvernights(c, 'noncustodial'),
        `${percent}%`,
      ).toBe(365);
    }
  });

  it('rounds each share to the whole night when the two still make the year', () => {
    const c = caseAt(70);
    expect([worksheetOvernights(c, 'custodial'), worksheetOvernights(c, 'noncustodial')]).toEqual([255, 110]);
  });

  it('keeps the exact half nights where rounding both would add a night (50% and 10%)', () => {
    const equal = caseAt(50);
    expect([worksheetOvernights(equal, 'custodial'), worksheetOvernights(equal, 'noncustodial')]).toEqual([
      182.5, 182.5,
    ]);
    const tenth = caseAt(90);
    expect([worksheetOvernights(tenth, 'custodial'), worksheetOvernights(tenth, 'noncustodial')]).toEqual([
      328.5, 36.5,
    ]);
  });

  it('uses overnights entered as they are', () => {
    const c = caseAt(50, { custodial: 200, noncustodial: 165 });
    expect([worksheetOvernights(c, 'custodial'), worksheetOvernights(c, 'noncustodial')]).toEqual([200, 165]);
  });
});

/** The worksheets that count whole nights show a 365-night year at equal time (they showed 183 and 183). */
describe.each([
  ['maryland', /^6\. Overnights with the/],
  ['virginia', /^Days in the year with the/],
  ['tennessee', /^Days with the (custodial|noncustodial) parent$/],
  ['wisconsin', /^Overnights with the/],
])('%s at equal time', (state, label) => {
  it('shows 182.5 nights with each parent', () => {
    const result = calculateChildSupport({
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
      state,
      asOf: '2026-06-01',
    });
    const nights = result.steps.filter((step) => label.test(step.label)).map((step) => step.value);
    expect(nights).toEqual([182.5, 182.5]);
  });
});
