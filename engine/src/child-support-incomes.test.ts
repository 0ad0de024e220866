import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from './child-support/calculate.js';
import { CHILD_SUPPORT_RULES } from './child-support/jurisdictions/index.js';
import { sharesByIncome } from './child-support-incomes.js';

const CASE = {
  custodialParentIncome: 4000,
  nonCustodialParentIncome: 6000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  asOf: '2026-11-01',
} as const;

describe('sharesByIncome: whether a guideline shares the obligation by the parents’ incomes (issue 33)', () => {
  it('Texas and the percentage-of-income states do not: the other parent’s income leaves the amount unchanged', () => {
    const payerOnly = [...CHILD_SUPPORT_RULES.values()].filter((rules) => !sharesByIncome(rules.versions.at(-1)!.model));
    expect(payerOnly.map((rules) => rules.slug).sort()).toEqual(['alaska', 'mississippi', 'nevada', 'north-dakota', 'texas', 'wisconsin']);
    for (const { slug } of payerOnly) {
      const low = calculateChildSupport({ ...CASE, state: slug });
      const high = calculateChildSupport({ ...CASE, state: slug, custodialParentIncome: 9000 });
      expect(high.monthlyPayment, slug).toBe(low.monthlyPayment);
    }
  });

  it('income-shares states do: the other parent’s income changes the amount', () => {
    for (const slug of ['pennsylvania', 'ohio', 'california', 'new-hampshire', 'delaware']) {
      const result = calculateChildSupport({ ...CASE, state: slug });
      expect(sharesByIncome(result.meta.model), slug).toBe(true);
      const high = calculateChildSupport({ ...CASE, state: slug, custodialParentIncome: 9000 });
      expect(high.monthlyPayment, slug).not.toBe(result.monthlyPayment);
    }
  });

  it('a model the engine does not name counts as sharing by income', () => {
    expect(sharesByIncome('some-future-model')).toBe(true);
  });
});
