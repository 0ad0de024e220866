import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../jurisdictions.js';
import { calculateChildSupport } from './calculate.js';
import { CHILD_SUPPORT_RULES } from './jurisdictions/index.js';

/**
 * Every jurisdiction's worked examples (official where published, otherwise derived from the rule
 * text with the arithmetic in the jurisdiction's test), reproduced to the cent or the state's rounding.
 */
describe.each(JURISDICTIONS.map((j) => [j.name, j.slug] as const))('%s', (_name, slug) => {
  const rules = CHILD_SUPPORT_RULES.get(slug)!;

  it('has rules with sources for every version', () => {
    expect(rules.versions.length).toBeGreaterThan(0);
    for (const version of rules.versions) expect(version.sources.length).toBeGreaterThan(0);
  });

  it('returns a cited result for a typical case', () => {
    const result = calculateChildSupport({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
      state: slug,
      asOf: '2026-11-01',
    });
    expect(result.monthlyPayment).toBeGreaterThan(0);
    expect(result.payer).toBe('noncustodial');
    expect(result.meta.sources.length).toBeGreaterThan(0);
    if (result.meta.confidence === 'estimate') expect(result.meta.approximations.length).toBeGreaterThan(0);
  });

  for (const example of rules.examples) {
    it(`reproduces ${example.kind} example: ${example.name} (${example.source})`, () => {
      const result = calculateChildSupport(example.input);
      expect(Math.abs(result.monthlyPayment - example.expected.monthlyPayment)).toBeLessThanOrEqual(
        example.tolerance ?? 0,
      );
      if (example.expected.payer) expect(result.payer).toBe(example.expected.payer);
    });
  }
});
