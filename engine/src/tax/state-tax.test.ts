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
        if (y.confidence === 'estimate')
          expect(y.approximations.length, `${slug} ${y.taxYear}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives a finite, non-negative tax for every state, year and filing status', () => {
    for (const slug of JURISDICTION_SLUGS) {
      for (const taxYear of TAX_YEARS) {
        for (const filingStatus of [
          'single',
          'married-joint',
          'married-separate',
          'head-of-household',
        ] as const) {
          const r = computeStateIncomeTax(input({ state: slug, taxYear, filingStatus, dependents: 2 }));
          expect(
            Number.isFinite(r.stateIncomeTax) && r.stateIncomeTax >= 0,
            `${slug} ${taxYear} ${filingStatus}`,
          ).toBe(true);
        }
      }
    }
  });

  it('no-wage-tax states charge nothing', () => {
    for (const slug of [
      'alaska',
      'florida',
      'nevada',
      'new-hampshire',
      'south-dakota',
      'tennessee',
      'texas',
      'washington',
      'wyoming',
    ] as const) {
      expect(
        computeStateIncomeTax(input({ state: slug, federalAdjustedGrossIncome: 500_000 })).stateIncomeTax,
      ).toBe(0);
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
    const r = computeStateIncomeTax(
      input({ state: 'california', taxYear: 2025, federalAdjustedGrossIncome: 2_000_000 }),
    );
    expect(r.marginalRate).toBe(0.133);
  });

  it('California taxes alimony under a post-2018 agreement that the federal return ignores', () => {
    const without = computeStateIncomeTax(input({ state: 'california', federalAdjustedGrossIncome: 60_000 }));
    const withAlimony = computeStateIncomeTax(
      input({
        state: 'california',
        federalAdjustedGrossIncome: 60_000,
        alimony: { paid: 0, received: 12_000, federallyCounted: false },
      }),
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
    // 151,900 − one $1,900 exemption (modified AGI above $80,000) = 150,000 of Ohio taxable income.
    const r = computeStateIncomeTax(
      input({ state: 'ohio', taxYear: 2024, federalAdjustedGrossIncome: 151_900 }),
    );
    expect(r.stateIncomeTax).toBe(4_144.32);
  });
});

describe('income-dependent deductions, exemptions and credits', () => {
  it('Alabama: the standard deduction falls $25 per full $500 of AGI over $25,500, to $2,500 (§40-18-15)', () => {
    const at = (agi: number) =>
      computeStateIncomeTax(
        input({ state: 'alabama', federalAdjustedGrossIncome: agi, federalIncomeTax: 0 }),
      ).steps.find((s) => s.label.includes('standard deduction'))?.value;
    expect(at(25_999)).toBe(3_000);
    expect(at(26_000)).toBe(2_975);
    expect(at(40_000)).toBe(2_500);
  });

  it('Alabama: dependents are $1,000 each up to $50,000 of AGI, $500 to $100,000, $300 above (§40-18-19)', () => {
    const exemptions = (agi: number) =>
      computeStateIncomeTax(
        input({ state: 'alabama', federalAdjustedGrossIncome: agi, dependents: 2 }),
      ).steps.find((s) => s.label === 'Personal and dependent exemptions')?.value;
    expect(exemptions(40_000)).toBe(1_500 + 2_000);
    expect(exemptions(80_000)).toBe(1_500 + 1_000);
    expect(exemptions(150_000)).toBe(1_500 + 600);
  });

  it('Connecticut: the $15,000 exemption falls $1,000 per $1,000 or part of AGI over $30,000 (§12-702)', () => {
    const exemption = (agi: number) =>
      computeStateIncomeTax(input({ state: 'connecticut', federalAdjustedGrossIncome: agi })).steps.find(
        (s) => s.label === 'Personal and dependent exemptions',
      )?.value;
    expect(exemption(30_000)).toBe(15_000);
    expect(exemption(30_001)).toBe(14_000);
    expect(exemption(50_000)).toBeUndefined();
  });

  it('Missouri: 15% of federal tax is deductible between $50,000 and $100,000 of AGI, capped at $5,000 (§143.171)', () => {
    const r = computeStateIncomeTax(
      input({ state: 'missouri', federalAdjustedGrossIncome: 80_000, federalIncomeTax: 8_000 }),
    );
    expect(r.steps.find((s) => s.label === 'Federal income tax deduction')?.value).toBe(1_200);
  });

  it('Illinois: no exemption allowance above $250,000 of AGI (35 ILCS 5/204(g))', () => {
    const r = computeStateIncomeTax(input({ state: 'illinois', federalAdjustedGrossIncome: 260_000 }));
    expect(r.stateIncomeTax).toBe(12_870);
  });

  it('Wisconsin 2025: single standard deduction $13,560 less 12% of income over $19,550', () => {
    const deduction = (agi: number, filingStatus: StateTaxInput['filingStatus'] = 'single') =>
      computeStateIncomeTax(
        input({ state: 'wisconsin', federalAdjustedGrossIncome: agi, filingStatus }),
      ).steps.find((s) => s.label.includes('standard deduction'))?.value;
    expect(deduction(19_550)).toBe(13_560);
    expect(deduction(69_550)).toBe(7_560);
    // Head of household falls faster but never below the single amount.
    expect(deduction(69_550, 'head-of-household')).toBe(7_560);
  });

  it('South Carolina 2026 (H.4216): 1.99% to $30,000, 5.21% above, after the income-adjusted deduction', () => {
    const r = computeStateIncomeTax(
      input({ state: 'south-carolina', taxYear: 2026, federalAdjustedGrossIncome: 40_000 }),
    );
    // Full $15,000 deduction at $40,000: 25,000 × 1.99% = 497.50.
    expect(r.stateIncomeTax).toBe(497.5);
  });

  it('North Carolina: the child deduction is $3,000 per child, $500 less per AGI step (N.C.G.S. §105-153.5(a1))', () => {
    const deduction = (agi: number, filingStatus: StateTaxInput['filingStatus']) =>
      computeStateIncomeTax(
        input({ state: 'north-carolina', federalAdjustedGrossIncome: agi, filingStatus, dependents: 2 }),
      ).steps.find((s) => s.label === 'Personal and dependent exemptions')?.value;
    expect(deduction(40_000, 'married-joint')).toBe(6_000);
    expect(deduction(65_000, 'married-joint')).toBe(4_000);
    expect(deduction(65_000, 'single')).toBe(1_000);
    expect(deduction(200_000, 'married-joint')).toBeUndefined();
  });

  it('Oregon: no personal exemption credit above $100,000 of AGI (single)', () => {
    const credit = (agi: number) =>
      computeStateIncomeTax(input({ state: 'oregon', federalAdjustedGrossIncome: agi })).steps.find(
        (s) => s.label === 'Personal and dependent exemption credits',
      )?.value;
    expect(credit(90_000)).toBe(256);
    expect(credit(110_000)).toBeUndefined();
  });
});
