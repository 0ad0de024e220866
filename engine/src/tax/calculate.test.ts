import { describe, expect, it } from 'vitest';
import { EngineValidationError } from '../errors.js';
import { calculateIncomeTax } from './calculate.js';
import { IncomeTaxResultSchema } from './schema.js';

const base = { taxYear: 2024, filingStatus: 'single', wages: 100_000, state: 'texas' };

describe('calculateIncomeTax', () => {
  it('computes federal tax, FICA and state tax, and matches the result schema', () => {
    const r = calculateIncomeTax(base);
    // 100,000 − 14,600 = 85,400 taxable, under $100,000: the 2024 Tax Table row 85,400–85,450 prints
    // $13,847 for single ($5,426 + 22% × (85,425 − 47,150) = $13,846.50 at the midpoint, to the dollar).
    expect(r.taxableIncome).toBe(85_400);
    expect(r.federalIncomeTax).toBe(13_847);
    expect(r.fica).toBe(7_650);
    expect(r.stateIncomeTax).toBe(0);
    expect(r.marginalRate).toBe(22);
    expect(r.effectiveRate).toBe(13.85);
    expect(r.meta.model).toBe('income-tax');
    expect(r.meta.jurisdiction).toBe('texas');
    expect(r.meta.sources.some((s) => s.title.includes('Rev. Proc. 2023-34'))).toBe(true);
    expect(IncomeTaxResultSchema.safeParse(r).success).toBe(true);
  });

  it('accepts money as text and a state as a slug', () => {
    const r = calculateIncomeTax({ ...base, wages: '$100,000', state: 'pennsylvania' });
    expect(r.stateIncomeTax).toBe(3_070);
    expect(r.meta.jurisdictionName).toBe('Pennsylvania');
  });

  it('throws EngineValidationError with field messages', () => {
    try {
      calculateIncomeTax({
        taxYear: 2023,
        filingStatus: 'widow',
        wages: '-5',
        state: 'atlantis',
        childrenUnder17: 1.5,
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineValidationError);
      const paths = (e as EngineValidationError).errors.map((f) => f.path).sort();
      expect(paths).toEqual(['childrenUnder17', 'filingStatus', 'state', 'taxYear', 'wages']);
    }
  });

  it('requires wages, filing status, year and state', () => {
    expect(() => calculateIncomeTax({})).toThrow(/Wages are required/);
  });
});

describe('alimony (P.L. 115-97 §11051)', () => {
  const payer = { ...base, alimonyPaid: 12_000 };

  it('is deductible under an agreement executed before 2019', () => {
    const r = calculateIncomeTax({ ...payer, agreementDate: '2018-12-31' });
    expect(r.adjustedGrossIncome).toBe(88_000);
  });

  it('is ignored under an agreement executed after 2018', () => {
    const r = calculateIncomeTax({ ...payer, agreementDate: '2019-01-01' });
    expect(r.adjustedGrossIncome).toBe(100_000);
    expect(r.steps.some((s) => String(s.value).includes('after Dec 31, 2018'))).toBe(true);
  });

  it('is ignored when a later modification expressly adopts the new rule', () => {
    const r = calculateIncomeTax({ ...payer, agreementDate: '2015-06-01', modificationAdoptsNewRule: true });
    expect(r.adjustedGrossIncome).toBe(100_000);
  });

  it('is ignored, with a step saying why, when no agreement date is given', () => {
    const r = calculateIncomeTax(payer);
    expect(r.adjustedGrossIncome).toBe(100_000);
    expect(r.steps.some((s) => String(s.value).includes('No agreement date'))).toBe(true);
  });

  it('received under a pre-2019 agreement is income', () => {
    const r = calculateIncomeTax({ ...base, alimonyReceived: 24_000, agreementDate: '2010-03-15' });
    expect(r.adjustedGrossIncome).toBe(124_000);
  });
});

describe('child tax credit through calculateIncomeTax', () => {
  it('2025 head of household with two children under 17', () => {
    const r = calculateIncomeTax({
      ...base,
      taxYear: 2025,
      filingStatus: 'head-of-household',
      wages: 80_000,
      childrenUnder17: 2,
    });
    // 80,000 − 23,625 = 56,375; $1,700 + 12% × (56,375 − 17,000) = $6,425 (Rev. Proc. 2024-40 Table 2); less $4,400.
    expect(r.taxBeforeCredits).toBe(6_425);
    expect(r.childTaxCredit).toBe(4_400);
    expect(r.federalIncomeTax).toBe(2_025);
  });
});
