import { describe, expect, it } from 'vitest';
import { initialAlimonyValues } from '../alimony/validate.js';
import { prefilledValues } from './prefill.js';

describe('prefilledValues', () => {
  it('fills the fields the stored input has, as the form shows them', () => {
    const values = prefilledValues(initialAlimonyValues(), {
      marriageDate: '2010-06-15',
      payerIncome: 8000,
      alimonyType: 'rehabilitative',
      state: 'texas',
      unknownField: 'ignored',
    });
    expect(values).toEqual({ ...initialAlimonyValues(), marriageDate: '06/15/2010', payerIncome: '8000', alimonyType: 'rehabilitative', state: 'texas' });
    expect(values).not.toHaveProperty('unknownField');
  });

  it('keeps the starting value where the input holds nothing a form can show', () => {
    const values = prefilledValues(initialAlimonyValues('ohio'), { state: null, payerIncome: Number.NaN, payerAge: { years: 50 } });
    expect(values).toEqual(initialAlimonyValues('ohio'));
  });

  it('returns the starting values when there is no input', () => {
    expect(prefilledValues(initialAlimonyValues(), undefined)).toEqual(initialAlimonyValues());
  });
});
