import { describe, expect, it } from 'vitest';
import { onePersonPovertyGuideline, povertyGuidelineAdoptedBy } from './poverty-guideline.js';

describe('one-person HHS poverty guideline', () => {
  it('gives the year asked for, clamped to the bounds a state sets', () => {
    expect(onePersonPovertyGuideline(2024)).toEqual({ year: 2024, annual: 15_060 });
    expect(onePersonPovertyGuideline(2030)).toEqual({ year: 2026, annual: 15_960 });
    expect(onePersonPovertyGuideline(2014, { from: 2017 })).toEqual({ year: 2017, annual: 12_060 });
    expect(onePersonPovertyGuideline(2026, { to: 2025 })).toEqual({ year: 2025, annual: 15_650 });
  });

  it('switches to a new year only once the adoption lag after publication has passed', () => {
    expect(povertyGuidelineAdoptedBy('2026-01-14', 0).year).toBe(2025);
    expect(povertyGuidelineAdoptedBy('2026-01-15', 0).year).toBe(2026);
    // 2026-01-15 + 21 days = 2026-02-05 (Vermont's rule 12P047)
    expect(povertyGuidelineAdoptedBy('2026-02-04', 21).year).toBe(2025);
    expect(povertyGuidelineAdoptedBy('2026-02-05', 21).year).toBe(2026);
    expect(povertyGuidelineAdoptedBy('2020-06-01', 21).year).toBe(2023);
  });
});
