import { describe, expect, it } from 'vitest';
import { estimateMonthlyNetIncome, taxYearFor } from './net-income.js';

describe('taxYearFor', () => {
  it('takes the year of the date, clamped to 2024-2026', () => {
    expect(taxYearFor('2025-07-01')).toBe(2025);
    expect(taxYearFor('2019-01-01')).toBe(2024);
    expect(taxYearFor('2030-12-31')).toBe(2026);
  });
});

describe('estimateMonthlyNetIncome', () => {
  it('Texas, single, $6,000 a month in 2025: federal tax and FICA only', () => {
    const r = estimateMonthlyNetIncome({ grossMonthly: 6_000, state: 'texas', taxYear: 2025 });
    // 72,000 − 15,750 = 56,250; 2025 Tax Table row 56,250–56,300, single: $7,295 a year
    // ($5,578.50 + 22% × (56,275 − 48,475) = $7,294.50 at the midpoint).
    expect(r.federalIncomeTaxMonthly).toBe(607.92);
    // 7.65% of 72,000 = 5,508 a year.
    expect(r.ficaMonthly).toBe(459);
    expect(r.stateIncomeTaxMonthly).toBe(0);
    expect(r.netMonthly).toBe(4_933.08);
    expect(r.confidence).toBe('official');
  });

  it('Pennsylvania adds 3.07% of wages', () => {
    const r = estimateMonthlyNetIncome({ grossMonthly: 6_000, state: 'pennsylvania', taxYear: 2025 });
    expect(r.stateIncomeTaxMonthly).toBe(184.2);
  });

  it('children reduce federal tax through the child tax credit', () => {
    const none = estimateMonthlyNetIncome({
      grossMonthly: 5_000,
      state: 'florida',
      taxYear: 2024,
      filingStatus: 'head-of-household',
    });
    const two = estimateMonthlyNetIncome({
      grossMonthly: 5_000,
      state: 'florida',
      taxYear: 2024,
      filingStatus: 'head-of-household',
      qualifyingChildren: 2,
    });
    // 2 × $2,000 a year, each monthly figure rounded to the cent.
    expect(
      Math.abs(none.federalIncomeTaxMonthly - two.federalIncomeTaxMonthly - 4_000 / 12),
    ).toBeLessThanOrEqual(0.011);
  });

  it('a year outside 2024-2026 uses the nearest and says so', () => {
    const r = estimateMonthlyNetIncome({ grossMonthly: 4_000, state: 'ohio', taxYear: 2023 });
    expect(r.taxYear).toBe(2024);
    expect(r.confidence).toBe('estimate');
    expect(r.steps[0]!.value).toMatch(/2023 is not held/);
  });
});
