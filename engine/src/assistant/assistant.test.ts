import { describe, expect, it } from 'vitest';
import { calculateAlimony } from '../alimony/calculate.js';
import { FEDERAL_PARAMETERS } from '../tax/federal/parameters.js';
import { Assistant } from './answer.js';
import { AllowedFigures, keepSupportedSentences } from './figures.js';
import { formatDollars } from './format.js';
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

describe('amounts read right (issue 25 §6)', () => {
  it.each([
    'child support in texas for 5000 income 2 kids',
    '<h1>child support in texas for 5000 income 2 kids</h1>',
    '<p><b>child support in texas for 5000 income 2 kids</b></p>',
    '**child support in texas for 5000 income 2 kids**',
  ])('reads %s as an income of 5000 dollars a month and 2 children', (message) => {
    const reading = readMessage(message);
    expect(reading.amounts.map((a) => a.monthly)).toEqual([5000]);
    expect(reading.children).toBe(2);
    const reply = assistant.answer({ message }).reply;
    expect(reply).toContain('your income $5,000 a month');
    expect(reply).not.toMatch(/your income \$[12] a month/);
  });

  it.each(['I earn $1e308 a month, texas, 2 kids, child support?', 'I make $5,000,000,000 a month in Texas with 2 kids, how much child support?'])(
    'asks for a realistic income instead of failing on %s',
    (message) => {
      const answer = assistant.answer({ message });
      expect(answer.reply).toMatch(/^To estimate child support in Texas I need your monthly income as a realistic amount/);
      expect(answer.reply).not.toContain('$1 a month');
    },
  );

  it('asks for a realistic amount for a spouse’s income beyond the calculator, for alimony too', () => {
    const answer = assistant.answer({ message: 'Alimony in Florida: I make $3,000 a month, my husband makes $9e12 a month, married 12 years' });
    expect(answer.reply).toContain("your spouse's monthly income as a realistic amount");
  });
});

describe('figures the calculator refuses', () => {
  it('asks to check them instead of failing the whole message (a 150-year marriage)', () => {
    const answer = assistant.answer({ message: 'Alimony in Florida: I make $3,000 a month, my husband makes $9,000, married 150 years' });
    expect(answer.reply).toMatch(/^I could not estimate alimony from those figures/);
    expect(answer.actions[0]).toMatchObject({ calculator: 'alimony' });
  });
});

describe('an alimony ceiling is said to be one (issue 33 §4)', () => {
  it('Texas without the expenses: at most $1,600 a month, the legal ceiling, and what the amount depends on', () => {
    const reply = assistant.answer({ message: 'Alimony in Texas: I make $8,000 a month, my wife makes $3,000 a month, married 14 years' }).reply;
    expect(reply).toMatch(/^Estimate for Texas: at most \$1,600(\.00)? a month in alimony, paid by you\. That is the legal ceiling, not an estimate of the award/);
    expect(reply).not.toContain('about $1,600');
  });
});

describe('what the assistant assumed, and the trade-off it was asked (issue 33 §6)', () => {
  it('says that it assumed ages and a separation today when it estimates alimony', () => {
    const reply = assistant.answer({ message: 'Alimony in Florida: I make $3,000 a month, my husband makes $9,000, married 12 years' }).reply;
    expect(reply).toContain('separation today (November 26, 2026)');
    expect(reply).toContain('both of you aged 45 (your ages were not given');
  });

  it('says the separation date it counted a duration to', () => {
    const reply = assistant.answer({ message: 'How long would alimony last in Florida after 12 years of marriage?' }).reply;
    expect(reply).toContain('counted to a separation today, November 26, 2026');
  });

  it.each([
    ['Should I keep the house and give him my 401(k)?', 'house', '401(k)'],
    ['Is it better to keep the house or let her have my pension?', 'house', 'pension'],
    ['would trading my IRA for the house be smart', 'IRA', 'house'],
  ])('answers the trade-off in %s plainly and points to property division and QDRO', (message, first, second) => {
    const answer = assistant.answer({ message });
    expect(answer.reply).toContain(`I can't tell you whether keeping the ${first} and giving up the ${second} is the better trade`);
    expect(answer.reply).toMatch(/before tax|taxed as income/);
    expect(answer.actions.map((a) => ('calculator' in a ? a.calculator : a.type))).toEqual(['property-division', 'qdro']);
  });
});

describe('federal tax parameters, quoted from the engine’s tax data (issue 28 §3)', () => {
  const DONT_KNOW = /^I don't know the answer to that from SecureSplit's rules and data, and I won't guess\./;

  it('the child tax credit per child for 2025: the amount, not who may claim it', () => {
    const prepared = assistant.prepare({ message: 'What is the child tax credit per child for 2025?' });
    const ctc = FEDERAL_PARAMETERS[2025].childTaxCredit;
    expect(prepared.passages.map((p) => p.id)).toEqual(['tax/child-tax-credit/2025']);
    expect(prepared.answer.reply).toContain(`tax year 2025 is ${formatDollars(ctc.perChild)} per qualifying child`);
    expect(prepared.answer.reply).toContain(`Up to ${formatDollars(ctc.refundablePerChild)} of it per child is refundable`);
    expect(prepared.answer.reply).not.toContain('Form 8332');
    expect(prepared.answer.sources.map((s) => s.title)).toContain('26 U.S.C. §24, Child tax credit');
    expect(prepared.dropped).toEqual([]);
  });

  it('the 2025 standard deduction for a single filer: the figure, not the alimony tax rule', () => {
    const prepared = assistant.prepare({ message: 'What is the 2025 standard deduction for a single filer?' });
    const amount = formatDollars(FEDERAL_PARAMETERS[2025].standardDeduction.single);
    expect(amount).toBe('$15,750');
    expect(prepared.answer.reply).toMatch(new RegExp(`^For a single filer the 2025 federal standard deduction is \\${amount}\\.`));
    expect(prepared.answer.reply).toContain(`head of household ${formatDollars(FEDERAL_PARAMETERS[2025].standardDeduction['head-of-household'])}`);
    expect(prepared.answer.reply).not.toMatch(/alimony/i);
    expect(prepared.answer.sources[0]?.title).toBe('P.L. 119-21 §70102 (26 U.S.C. §63(c)(7) as amended)');
    expect(prepared.dropped).toEqual([]);
  });

  it('another year and status from the same data; no year named: this tax year', () => {
    expect(assistant.answer({ message: 'What is the standard deduction for married filing jointly in 2024?' }).reply).toMatch(
      new RegExp(`^For married filing jointly the 2024 federal standard deduction is \\${formatDollars(FEDERAL_PARAMETERS[2024].standardDeduction['married-joint'])}\\.`),
    );
    expect(assistant.answer({ message: 'How much is the child tax credit?' }).reply).toContain(
      `tax year 2026 is ${formatDollars(FEDERAL_PARAMETERS[2026].childTaxCredit.perChild)} per qualifying child`,
    );
  });

  it('the 2025 brackets for a single filer, band by band from the schedule', () => {
    const reply = assistant.answer({ message: 'What are the 2025 tax brackets for a single filer?' }).reply;
    const single = FEDERAL_PARAMETERS[2025].brackets.single;
    expect(reply).toContain(`Single: 10% up to ${formatDollars(single[1]!.over)}, 12% over ${formatDollars(single[1]!.over)}`);
    expect(reply).toContain(`37% over ${formatDollars(single[6]!.over)}.`);
  });

  it('who may claim the credit is still the dependents answer', () => {
    expect(assistant.prepare({ message: 'Can both parents claim the child tax credit?' }).passages.map((p) => p.id)).toEqual(['tax/dependents']);
  });

  it.each([
    'What is the 2025 standard deduction for a married couple in France?',
    'How much is the Medicare premium in 2025?',
    'What is the capital gains tax rate on stocks in 2025?',
    'What is the estate tax exemption in 2026?',
    'What is the child tax credit per child for 2019?',
  ])('%s → "I don\'t know", never another question’s answer', (message) => {
    const prepared = assistant.prepare({ message });
    expect(prepared.answer.reply).toMatch(DONT_KNOW);
    expect(prepared.passages).toEqual([]);
  });
});

