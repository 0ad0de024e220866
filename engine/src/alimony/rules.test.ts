import { describe, expect, it } from 'vitest';
import { JURISDICTION_SLUGS } from '../jurisdictions.js';
import { marriageLength, taxTreatmentOf } from './case.js';
import { calculateAlimony } from './calculate.js';
import { describeMonths, shareOfMarriage } from './duration.js';
import { ALIMONY_RULES } from './jurisdictions/index.js';
import { estimateOutcome } from './models/estimate.js';
import { defineAlimonyRules } from './rules.js';
import type { AlimonyRuleVersion } from './types.js';

const version: AlimonyRuleVersion = {
  effective: { from: '2020-01-01', to: '2020-12-31' },
  model: 'estimate',
  hasAmountFormula: false,
  confidence: 'estimate',
  sources: [{ title: 'A statute, § 1' }],
  approximations: ['Everything here is approximated for the test.'],
  summary: 'A test rule that exists only to be validated.',
  compute: (c) => estimateOutcome(c, 'test'),
};

describe('defineAlimonyRules: rule data is checked when it loads', () => {
  it('accepts a cited, dated version', () => {
    expect(() => defineAlimonyRules({ slug: 'ohio', versions: [version] })).not.toThrow();
  });

  it('rejects a version without a source', () => {
    expect(() => defineAlimonyRules({ slug: 'ohio', versions: [{ ...version, sources: [] }] })).toThrow(
      /at least one source/,
    );
  });

  it('rejects an estimate that does not say what it approximates', () => {
    expect(() =>
      defineAlimonyRules({ slug: 'ohio', versions: [{ ...version, approximations: [] }] }),
    ).toThrow(/approximates/);
  });

  it('rejects an "official" rule that has no amount formula', () => {
    expect(() =>
      defineAlimonyRules({ slug: 'ohio', versions: [{ ...version, confidence: 'official' }] }),
    ).toThrow(/only give an estimate/);
  });

  it('rejects two versions in force on the same day', () => {
    const overlapping = { ...version, effective: { from: '2020-06-01' } };
    expect(() => defineAlimonyRules({ slug: 'ohio', versions: [version, overlapping] })).toThrow(/overlaps/);
  });

  it('covers all 50 states and the District of Columbia', () => {
    expect([...ALIMONY_RULES.keys()].sort()).toEqual([...JURISDICTION_SLUGS].sort());
  });
});

describe('marriage length (calendar months and years, as G.L. c. 208 § 48 and Fla. Stat. § 61.08 count)', () => {
  it('counts whole calendar months and years from the dates', () => {
    expect(marriageLength('2010-01-01', '2024-03-01')).toMatchObject({
      days: 5173,
      months: 170,
      years: 14,
      entered: false,
    });
    expect(marriageLength('2020-01-01', '2021-01-01')).toMatchObject({ days: 366, months: 12, years: 1 });
    expect(marriageLength('2020-01-15', '2020-02-14')).toMatchObject({ months: 0, years: 0 });
    expect(marriageLength('2020-01-15', '2020-02-15')).toMatchObject({ months: 1 });
  });

  it('counts every exact anniversary in full (the 30.44-day month fell one short in most of these)', () => {
    // 12 years 5 months = 149 months; 4,535 days ÷ 30.44 = 148.98 counted only 148.
    expect(marriageLength('2012-01-10', '2024-06-10').months).toBe(149);
    for (const [from, to, months] of [
      ['2000-01-01', '2010-01-01', 120],
      ['2001-07-01', '2011-10-01', 123], // 3,744 days ÷ 30.44 = 122.996
      ['2003-02-01', '2015-03-01', 145],
      ['1999-12-01', '2019-12-01', 240],
    ] as const) {
      expect(marriageLength(from, to).months).toBe(months);
    }
  });

  it('ends a month on the last day of a shorter month (Jan 31 → Feb 28 or 29)', () => {
    expect(marriageLength('2021-01-31', '2021-02-27').months).toBe(0);
    expect(marriageLength('2021-01-31', '2021-02-28').months).toBe(1);
    expect(marriageLength('2020-01-31', '2020-02-28').months).toBe(0);
    expect(marriageLength('2020-01-31', '2020-02-29').months).toBe(1);
    expect(marriageLength('2021-01-31', '2021-03-30').months).toBe(1);
    expect(marriageLength('2021-01-31', '2021-03-31').months).toBe(2);
    expect(marriageLength('2020-08-31', '2020-09-30').months).toBe(1);
    // A leap day's anniversary in a common year is February 28.
    expect(marriageLength('2020-02-29', '2021-02-27')).toMatchObject({ days: 364, months: 11, years: 0 });
    expect(marriageLength('2020-02-29', '2021-02-28')).toMatchObject({ days: 365, months: 12, years: 1 });
  });

  it('gives years as a number that is exact at anniversaries and over it the day after', () => {
    expect(marriageLength('2004-06-15', '2024-06-15').exactYears).toBe(20);
    expect(marriageLength('2004-06-15', '2024-06-14').exactYears).toBeLessThan(20);
    expect(marriageLength('2009-06-15', '2024-06-16').exactYears).toBeGreaterThan(15);
    expect(marriageLength('2009-06-15', '2024-06-15').exactYears).toBe(15);
  });

  it('uses the entered whole years when given', () => {
    expect(marriageLength('2010-01-01', '2024-03-01', 12)).toMatchObject({
      months: 144,
      years: 12,
      entered: true,
    });
  });
});

describe('durations', () => {
  it('drops a part month, since statutory terms are maxima', () => {
    expect(shareOfMarriage(169, 0.7)).toBe(118);
    expect(shareOfMarriage(100, 0.29)).toBe(29);
  });

  it('reads as months and years', () => {
    expect(describeMonths(1)).toBe('1 month');
    expect(describeMonths(24)).toBe('24 months (2 years)');
    expect(describeMonths(105)).toBe('105 months (8 years 9 months)');
  });
});

describe('tax treatment of the instrument (TCJA § 11051)', () => {
  it('is deductible through 2018-12-31 and not after', () => {
    expect(taxTreatmentOf('2018-12-31')).toBe('deductible');
    expect(taxTreatmentOf('2019-01-01')).toBe('not-deductible');
  });

  it('says so in the steps, from the agreement date or else the date of the rules', () => {
    const input = {
      marriageDate: '2005-05-05',
      separationDate: '2018-05-05',
      payerIncome: 9000,
      recipientIncome: 2000,
      alimonyType: 'permanent',
      payerAge: 50,
      recipientAge: 48,
      state: 'ohio',
      asOf: '2026-01-15',
    };
    const before = calculateAlimony({ ...input, agreementDate: '2018-11-30' });
    const treatment = before.steps.find((s) => s.label === 'Federal tax treatment');
    expect(treatment?.value).toMatch(/deductible by the payer and taxable to the recipient/);
    const after = calculateAlimony(input);
    expect(after.steps.find((s) => s.label === 'Federal tax treatment')?.value).toMatch(/not deductible/);
  });
});

describe('versions by date', () => {
  it('applies the earliest version we hold, and says so, for a date before every version', () => {
    const result = calculateAlimony({
      marriageDate: '2000-01-01',
      separationDate: '2010-01-01',
      payerIncome: 8000,
      recipientIncome: 2000,
      alimonyType: 'permanent',
      payerAge: 50,
      recipientAge: 48,
      state: 'florida',
      payerNetIncome: 6000,
      recipientNetIncome: 1800,
      asOf: '2015-01-01',
    });
    expect(result.meta.rulesEffective.from).toBe('2023-07-01');
    expect(result.meta.confidence).toBe('estimate');
    expect(result.steps[0]!.label).toBe('Rules applied');
  });
});
