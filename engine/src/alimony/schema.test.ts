import { describe, expect, it } from 'vitest';
import { EngineValidationError } from '../errors.js';
import { calculateAlimony } from './calculate.js';
import { AlimonyInputSchema } from './schema.js';

const valid = {
  marriageDate: '2010-01-01',
  separationDate: '2024-03-01',
  payerIncome: '$10,000',
  recipientIncome: 3000,
  alimonyType: 'permanent',
  payerAge: 45,
  recipientAge: 43,
  state: 'ohio',
};

function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const parsed = AlimonyInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('AlimonyInputSchema: the form messages (spec § 5)', () => {
  it('accepts the form as it sends it, money as text', () => {
    const parsed = AlimonyInputSchema.parse(valid);
    expect(parsed.payerIncome).toBe(10000);
    expect(parsed.recipientExpenses).toBe(0);
    expect(parsed.payerNetIncome).toBeUndefined();
  });

  it.each([
    ['marriageDate', 'Marriage date is required'],
    ['separationDate', 'Separation date is required'],
    ['payerIncome', 'Income is required'],
    ['alimonyType', 'Alimony type is required'],
    ['payerAge', 'Age is required'],
    ['recipientAge', 'Age is required'],
    ['state', 'State is required'],
  ])('blank %s reads "%s"', (field, message) => {
    expect(errorsFor({ ...valid, [field]: '' })[field]).toBe(message);
    expect(errorsFor({ ...valid, [field]: undefined })[field]).toBe(message);
  });

  it('lets the recipient income be blank (counted as 0)', () => {
    expect(AlimonyInputSchema.parse({ ...valid, recipientIncome: '' }).recipientIncome).toBe(0);
  });

  it.each([
    'payerIncome',
    'recipientIncome',
    'payerExpenses',
    'recipientExpenses',
    'childSupportMonthly',
    'payerNetIncome',
  ])('rejects a negative or non-numeric %s with "Must be a valid positive number"', (field) => {
    expect(errorsFor({ ...valid, [field]: '-500' })[field]).toBe('Must be a valid positive number');
    expect(errorsFor({ ...valid, [field]: 'lots' })[field]).toBe('Must be a valid positive number');
  });

  it.each([0, 120, -3, 150, 'old'])(
    'rejects age %s with "Must be a valid age" (above 0 and below 120)',
    (age) => {
      expect(errorsFor({ ...valid, payerAge: age }).payerAge).toBe('Must be a valid age');
    },
  );

  it.each([0.5, 119])('accepts age %s', (age) => {
    expect(errorsFor({ ...valid, recipientAge: age }).recipientAge).toBeUndefined();
  });

  it('rejects a separation date before the marriage date, on the separation date', () => {
    expect(errorsFor({ ...valid, separationDate: '2009-12-31' }).separationDate).toBe(
      'Separation date cannot be before the marriage date',
    );
  });

  it('rejects dates that are not real YYYY-MM-DD dates', () => {
    expect(errorsFor({ ...valid, marriageDate: '2010-02-30' }).marriageDate).toBe(
      'Enter a real date as YYYY-MM-DD',
    );
    expect(errorsFor({ ...valid, marriageDate: '01/01/2010' }).marriageDate).toBe(
      'Enter a real date as YYYY-MM-DD',
    );
  });

  it('rejects an unknown alimony type and state, listing the choices', () => {
    expect(errorsFor({ ...valid, alimonyType: 'lifetime' }).alimonyType).toBe(
      'Choose one of: temporary, permanent, rehabilitative, reimbursement',
    );
    expect(errorsFor({ ...valid, state: 'Ontario' }).state).toMatch(/^Choose one of the 50 states/);
  });

  it('accepts a whole-year marriage length and rejects a fractional one', () => {
    expect(AlimonyInputSchema.parse({ ...valid, marriageLength: '12' }).marriageLength).toBe(12);
    expect(errorsFor({ ...valid, marriageLength: 12.5 }).marriageLength).toBe(
      'Marriage length must be a whole number of years from 0 to 100',
    );
  });

  it('calculateAlimony throws EngineValidationError carrying every field message', () => {
    try {
      calculateAlimony({ ...valid, payerIncome: '', state: '' });
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(EngineValidationError);
      expect((error as EngineValidationError).errors).toEqual(
        expect.arrayContaining([
          { path: 'payerIncome', message: 'Income is required' },
          { path: 'state', message: 'State is required' },
        ]),
      );
    }
  });
});
