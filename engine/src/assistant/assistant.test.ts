import { describe, expect, it } from 'vitest';
import { calculateAlimony } from '../alimony/calculate.js';
import { Assistant } from './answer.js';
import { AllowedFigures, keepSupportedSentences } from './figures.js';
import { findJurisdiction, readMessage, spelledAmountsAsDigits } from './understand.js';
import type { ProductFacts } from './types.js';

const PRODUCT: ProductFacts = {
  plans: { monthlyCents: 1999, yearlyCents: 14900, moneyBackDays: 7, source: { title: 'Plans' } },
  freePremiumCalculationsPerMonth: 2,
  services: [],
};
const assistant = new Assistant({ product: PRODUCT, now: () => new Date('2026-11-26T12:00:00Z') });

describe('the figure check', () => {
  it('drops a sentence with a figure that is not in the material, keeps the rest', () => {
    const allowed = new AllowedFigures().add({ monthlyPayment: 1049.73 }).add('Texas Family Code § 154.125');
    const checked = keepSupportedSentences('You would pay $1,049.73 a month under § 154.125. Most people pay $2,400. Ask a CDFA.', allowed);
    expect(checked.text).toBe('You would pay $1,049.73 a month under § 154.125. Ask a CDFA.');
    expect(checked.dropped).toEqual(['Most people pay $2,400.']);
  });

  it('reads 1,000.50 and 1000.5 as the same figure', () => {
    expect(new AllowedFigures().add(1000.5).unknownIn('That is $1,000.50.')).toEqual([]);
  });
});

describe('reading a message', () => {
  it.each([
    ['I live in West Virginia', 'west-virginia'],
    ['we are in Washington DC', 'district-of-columbia'],
    ['Washington state', 'washington'],
    ['divorcing in NY', 'new-york'],
    ['Virginia', 'virginia'],
  ])('%s → %s', (text, slug) => {
    expect(findJurisdiction(text)).toBe(slug);
  });

  it('tells whose income is whose and makes a yearly salary monthly', () => {
    const reading = readMessage('I make $5,000 a month and my ex earns 60k a year; we have three kids and were married for 12 years');
    expect(reading.amounts.map((a) => [a.whose, a.monthly])).toEqual([
      ['self', 5000],
      ['other', 5000],
    ]);
    expect(reading.children).toBe(3);
    expect(reading.marriageYears).toBe(12);
  });
});

describe('amounts written in words', () => {
  it.each([
    ['I make five thousand a month', 'I make 5000 a month'],
    ['my ex earns sixty-two thousand five hundred a year and we have two kids', 'my ex earns 62500 a year and we have two kids'],
    ['a thousand dollars', '1000 dollars'],
    ['one hundred and twenty thousand a year', '120000 a year'],
    ['twelve years, three kids', 'twelve years, three kids'],
  ])('%s → %s', (text, digits) => {
    expect(spelledAmountsAsDigits(text)).toBe(digits);
  });

  it('runs the calculator on incomes said in words, and the reply keeps its figures', () => {
    const prepared = assistant.prepare({ message: 'I make five thousand a month and my ex makes three thousand a month; child support in Ohio for two kids' });
    expect(prepared.runs[0]?.input).toMatchObject({ state: 'ohio', nonCustodialParentIncome: 5000, custodialParentIncome: 3000, numberOfChildren: 2 });
    expect(prepared.dropped).toEqual([]);
    expect(prepared.answer.reply).toContain('your income $5,000 a month');
  });
});

describe('reading parenting time', () => {
  it.each([
    ['I have the kids 40% of the time', 40],
    ['I get them 146 overnights a year', 40],
    ['she has them 40% of the time', undefined],
  ])('%s → %s', (text, percent) => {
    expect(readMessage(text).ownTimePercent).toBe(percent);
  });
});

describe('answers', () => {
  it('asks what to estimate when given only figures, then runs the calculator the reply names', () => {
    const first = assistant.answer({ message: 'I make $5,000 a month' });
    expect(first.reply).toMatch(/^What would you like me to estimate: child support or alimony\?/);
    const second = assistant.prepare({
      message: 'Child support in Texas, two kids',
      history: [
        { role: 'user', content: 'I make $5,000 a month' },
        { role: 'assistant', content: first.reply },
      ],
    });
    expect(second.intent).toBe('child-support-estimate');
    expect(second.runs[0]?.input).toMatchObject({ state: 'texas', nonCustodialParentIncome: 5000, numberOfChildren: 2 });
  });

  it('asks for income before tax when given take-home pay, then runs on the gross figure the reply gives', () => {
    const message = 'I take home $4,000 a month and my ex makes $6,000; child support in Texas for two kids, they live with me';
    expect(readMessage(message).amounts.map((a) => [a.whose, a.monthly, a.afterTax ?? false])).toEqual([
      ['self', 4000, true],
      ['other', 6000, false],
    ]);
    const first = assistant.prepare({ message });
    expect(first.runs).toEqual([]);
    expect(first.answer.reply).toBe(
      'To estimate child support in Texas I need your monthly income before tax (the $4,000 given is take-home pay; the guideline starts from gross income and works out the taxes itself). You can also enter everything in the calculator.',
    );
    const second = assistant.prepare({
      message: '$5,500 before tax',
      history: [
        { role: 'user', content: message },
        { role: 'assistant', content: first.answer.reply },
      ],
    });
    expect(second.runs[0]?.input).toMatchObject({ state: 'texas', custodialParentIncome: 5500, nonCustodialParentIncome: 6000, numberOfChildren: 2 });
  });

  it.each([
    ['I net $3,200 a month', true],
    ['I make $3,200 a month after taxes', true],
    ['my paycheck is $3,200 a month after tax, my husband earns $9,000', true],
    ['I make $3,200 a month', false],
    ['I make $3,200 a month before taxes', false],
  ])('%s → take-home: %s', (text, afterTax) => {
    expect(readMessage(text).amounts[0]?.afterTax ?? false).toBe(afterTax);
  });

  it("says it does not know rather than quoting a state's general rule for a question it does not cover", () => {
    const prepared = assistant.prepare({ message: 'When does child support end in Ohio?' });
    expect(prepared.answer.reply).toMatch(/^I don't know/);
    expect(prepared.passages).toEqual([]);
  });

  it('states the duration the engine gives for Massachusetts after 12 years', () => {
    const engine = calculateAlimony({
      state: 'massachusetts',
      marriageDate: '2014-11-26',
      separationDate: '2026-11-26',
      marriageLength: 12,
      payerIncome: 10000,
      recipientIncome: 2000,
      alimonyType: 'permanent',
      payerAge: 45,
      recipientAge: 45,
      asOf: '2026-11-26',
    });
    const prepared = assistant.prepare({ message: 'How long does alimony last in Massachusetts after 12 years?' });
    expect(prepared.answer.reply).toContain(engine.duration);
    expect(prepared.dropped).toEqual([]);
  });

  it('declines a question outside divorce finances', () => {
    const prepared = assistant.prepare({ message: 'Can you write me a poem about the sea?' });
    expect(prepared.intent).toBe('off-topic');
    expect(prepared.answer.reply).toMatch(/^Sorry, I can only help with the financial side of divorce/);
    expect(prepared.answer.actions).toEqual([]);
  });

  it('offers no booking link without a booking address, and one with it', () => {
    const withLink = new Assistant({ product: { ...PRODUCT, bookingUrl: 'https://book.example/cdfa' } });
    const question = { message: 'Should I sign the settlement my ex offered?' };
    expect(assistant.answer(question).actions.some((a) => a.type === 'book-consultation')).toBe(false);
    expect(withLink.answer(question).actions).toContainEqual({
      type: 'book-consultation',
      label: 'Book a consultation with a certified divorce financial analyst',
      href: 'https://book.example/cdfa',
    });
  });
});
