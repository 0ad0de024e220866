import { describe, expect, it } from 'vitest';
import { JURISDICTION_SLUGS } from '../jurisdictions.js';
import { computeStateIncomeTax, type StateTaxInput } from './state-tax.js';
import { stateTaxRulesFor, statesWithoutTaxData } from './states/index.js';
import { TAX_YEARS } from './types.js';

function input(over: Partial<StateTaxInput>): StateTaxInput {
  return {
    state: 'pennsylvania',
    taxYear: 2025,
    filingStatus: 'single',
    federalAdjustedGrossIncome: 50_000,
    federalTaxableIncome: 34_250,
    federalStandardDeduction: 15_750,
    federalIncomeTax: 3_800,
    dependents: 0,
    ...over,
  };
}

describe('state income tax data', () => {
  it('holds every state and DC', () => {
    expect(statesWithoutTaxData()).toEqual([]);
  });

  it('every held year cites a source, and every estimate says what it approximates', () => {
    for (const slug of JURISDICTION_SLUGS) {
      for (const y of stateTaxRulesFor(slug).years) {
        expect(y.sources.length, slug).toBeGreaterThan(0);
        if (y.confidence === 'estimate') expect(y.approximations.length, `${slug} ${y.taxYear}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives a finite, non-negative tax for every state, year and filing status', () => {
    for (const slug of JURISDICTION_SLUGS) {
      for (const taxYear of TAX_YEARS) {
        for (const filingStatus of ['single', 'married-joint', 'married-separate', 'head-of-household'] as const) {
          const r = computeStateIncomeTax(input({ state: slug, taxYear, filingStatus, dependents: 2 }));
          expect(Number.isFinite(r.stateIncomeTax) && r.stateIncomeTax >= 0, `${slug} ${taxYear} ${filingStatus}`).toBe(true);
        }
      }
    }
  });

  it('no-wage-tax states charge nothing', () => {
    for (const slug of ['alaska', 'florida', 'nevada', 'new-hampshire', 'south-dakota', 'tennessee', 'texas', 'washington', 'wyoming'] as const) {
      expect(computeStateIncomeTax(input({ state: slug, federalAdjustedGrossIncome: 500_000 })).stateIncomeTax).toBe(0);
    }
  });
});

describe('state checks with cited rates', () => {
  it('Pennsylvania: 3.07% of income (72 P.S. §7302)', () => {
    expect(computeStateIncomeTax(input({})).stateIncomeTax).toBe(1_535);
  });

  it('Illinois 2025: 4.95% after the $2,850 exemption (35 ILCS 5/201, 5/204)', () => {
    const r = computeStateIncomeTax(input({ state: 'illinois' }));
    // (50,000 − 2,850) × 4.95% = 2,333.925.
    expect(r.stateIncomeTax).toBe(2_333.93);
  });

  it('California 2024 single: FTB schedule X "$1,929.52 plus 8% of the excess over $55,866", less the $149 exemption credit', () => {
    const r = computeStateIncomeTax(
      input({ state: 'california', taxYear: 2024, federalAdjustedGrossIncome: 72_000 }),
    );
    // 72,000 − 5,540 standard deduction = 66,460 taxable.
    expect(r.stateIncomeTax).toBe(2_628.04);
    expect(r.marginalRate).toBe(0.08);
  });

  it('California adds the 1% mental health services tax above $1 million', () => {
    const r = computeStateIncomeTax(input({ state: 'california', taxYear: 2025, federalAdjustedGrossIncome: 2_000_000 }));
    expect(r.marginalRate).toBe(0.133);
  });

  it('California taxes alimony under a post-2018 agreement that the federal return ignores', () => {
    const without = computeStateIncomeTax(input({ state: 'california', federalAdjustedGrossIncome: 60_000 }));
    const withAlimony = computeStateIncomeTax(
      input({ state: 'california', federalAdjustedGrossIncome: 60_000, alimony: { paid: 0, received: 12_000, federallyCounted: false } }),
    );
    expect(withAlimony.stateIncomeTax).toBeGreaterThan(without.stateIncomeTax);
  });

  it('a year not held uses the nearest year, flagged as an estimate', () => {
    const r = computeStateIncomeTax(input({ state: 'california', taxYear: 2026 }));
    expect(r.yearUsed).toBe(2025);
    expect(r.confidence).toBe('estimate');
    expect(r.approximations[0]).toMatch(/2026 figures are not held; its 2025 figures were used/);
  });

  it('Ohio 2024: "$2,394.32 plus 3.5% of the excess over $100,000" (Ohio IT 1040 schedule)', () => {
    // 152,150 − one $2,150 exemption = 150,000 of Ohio taxable income.
    const r = computeStateIncomeTax(input({ state: 'ohio', taxYear: 2024, federalAdjustedGrossIncome: 152_150 }));
    expect(r.stateIncomeTax).toBe(4_144.32);
  });
});
