import { describe, expect, it } from 'vitest';
import { englishT, spanishT } from '../test-support/translate.js';
import { initialAlimonyValues, validateAlimony as validateIn } from './validate.js';

const validateAlimony = (values: Parameters<typeof validateIn>[0]) => validateIn(values, englishT);

const filled = { ...initialAlimonyValues('new-york'), marriageDate: '06/15/2010', separationDate: '03/01/2024', payerIncome: '9000', alimonyType: 'temporary', payerAge: '45', recipientAge: '43' };

describe('alimony form rules (spec part 1, section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateAlimony(filled)).toEqual({});
  });

  it('gives the spec’s messages for missing fields', () => {
    expect(validateAlimony(initialAlimonyValues())).toEqual({
      marriageDate: 'Marriage date is required',
      separationDate: 'Separation date is required',
      payerIncome: 'Income is required',
      alimonyType: 'Alimony type is required',
      payerAge: 'Age is required',
      recipientAge: 'Age is required',
      state: 'State is required',
    });
  });

  it.each(['0', '120', '-3', 'old'])('refuses the age %j', (age) => {
    expect(validateAlimony({ ...filled, payerAge: age }).payerAge).toBe('Must be a valid age');
  });

  it('takes amounts up to the engine’s maximum and names the field above it (contract C4)', () => {
    expect(validateAlimony({ ...filled, payerIncome: '$1,000,000,000', recipientExpenses: '1000000000' })).toEqual({});
    expect(validateAlimony({ ...filled, payerIncome: '606500060649999800000', recipientExpenses: '1000000000.01' })).toEqual({
      payerIncome: 'Paying spouse’s monthly income must be at most $1,000,000,000',
      recipientExpenses: 'Receiving spouse’s monthly expenses must be at most $1,000,000,000',
    });
  });

  it('refuses incomplete dates and a separation before the marriage', () => {
    expect(validateAlimony({ ...filled, marriageDate: '06/15/20' }).marriageDate).toBe('Enter a real date as MM/DD/YYYY');
    expect(validateAlimony({ ...filled, separationDate: '01/01/2009' }).separationDate).toBe('Separation date cannot be before the marriage date');
  });

  it('speaks Spanish to a Spanish reader (issue 27)', () => {
    expect(validateIn(initialAlimonyValues(), spanishT, 'es')).toEqual({
      marriageDate: 'La fecha de matrimonio es obligatoria',
      separationDate: 'La fecha de separación es obligatoria',
      payerIncome: 'El ingreso es obligatorio',
      alimonyType: 'El tipo de manutención del cónyuge es obligatorio',
      payerAge: 'La edad es obligatoria',
      recipientAge: 'La edad es obligatoria',
      state: 'El estado es obligatorio',
    });
    expect(validateIn({ ...filled, separationDate: '01/01/2009', payerAge: '130', recipientExpenses: '1000000000.01' }, spanishT, 'es')).toEqual({
      separationDate: 'La fecha de separación no puede ser anterior a la fecha de matrimonio',
      payerAge: 'Debe ser una edad válida',
      recipientExpenses: 'Gastos mensuales del cónyuge que recibe: el máximo es $1,000,000,000',
    });
  });
});
