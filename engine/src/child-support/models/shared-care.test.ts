import { describe, expect, it } from 'vitest';
import { crossCreditOffset } from './shared-care.js';

describe('crossCreditOffset', () => {
  it('offsets each parent’s share for the other parent’s time (1,000 basic, 60/40 income, 60/40 time)', () => {
    // 1000 × 1.5 = 1500; NCP 40% = 600 × CP time 60% = 360; CP 60% = 900 × NCP time 40% = 360; net 0.
    const result = crossCreditOffset({
      basicObligation: 1000,
      multiplier: 1.5,
      custodialIncomeShare: 0.6,
      noncustodialIncomeShare: 0.4,
      custodialTimeShare: 0.6,
      noncustodialTimeShare: 0.4,
    });
    expect(result.noncustodialOwes).toBe(0);
  });

  it('is negative when the custodial parent owes', () => {
    const result = crossCreditOffset({
      basicObligation: 1000,
      multiplier: 1.5,
      custodialIncomeShare: 0.8,
      noncustodialIncomeShare: 0.2,
      custodialTimeShare: 0.5,
      noncustodialTimeShare: 0.5,
    });
    // 1500 × 0.2 × 0.5 = 150; 1500 × 0.8 × 0.5 = 600; 150 − 600 = −450.
    expect(result.noncustodialOwes).toBe(-450);
  });
});
