import { describe, expect, it } from 'vitest';
import type { ChildSupportCase } from '../types.js';
import { melsonObligations, melsonTransfer } from './melson.js';

const params = { selfSupportAllowance: 1000, primaryAllowance: (n: number) => 300 * n, solaRate: () => 0.2, source: 'test' };

function caseOf(extra: Partial<ChildSupportCase> = {}): ChildSupportCase {
  return {
    jurisdiction: 'delaware',
    asOf: '2026-11-01',
    children: 2,
    custodyArrangement: 'primary',
    incomeBasis: 'net',
    overnightsGiven: false,
    custodial: { monthlyIncome: 0, monthlyDeductions: 0, overnightsPerYear: 292, timePercent: 80 },
    noncustodial: { monthlyIncome: 0, monthlyDeductions: 0, overnightsPerYear: 73, timePercent: 20 },
    childcare: { monthly: 0, paidBy: 'custodial' },
    healthInsurance: { monthly: 0, paidBy: 'custodial' },
    ...extra,
  };
}

describe('Melson model', () => {
  it('shares the primary need by net available income and adds the SOLA on what remains', () => {
    const r = melsonObligations(caseOf(), { custodial: 2000, noncustodial: 4000 }, params);
    // NAI 1,000 and 3,000 → 75%; primary 600 × 75% = 450; SOLA (3,000 − 450) × 20% = 510.
    expect(r.noncustodial.share).toBe(0.75);
    expect(r.noncustodial.primary).toBe(450);
    expect(r.noncustodial.sola).toBe(510);
    expect(r.noncustodial.total).toBe(960);
    expect(melsonTransfer(caseOf(), 'noncustodial', r)).toBe(960);
  });

  it('credits the obligor with the add-ons the obligor pays', () => {
    const c = caseOf({ healthInsurance: { monthly: 100, paidBy: 'noncustodial' } });
    const r = melsonObligations(c, { custodial: 2000, noncustodial: 4000 }, params);
    // Primary 700 × 75% = 525; SOLA (3,000 − 525) × 20% = 495; total 1,020 − 100 paid = 920.
    expect(melsonTransfer(c, 'noncustodial', r)).toBe(920);
  });
});
