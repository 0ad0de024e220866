import { QDRO_PARAMETERS, TIGHT_SURPLUS_THRESHOLD, type AssistantQuestion } from '@securesplit/engine';
import { MONEY_BACK_DAYS, PLANS, REVIEW_PRICE_CENTS } from '../../billing/plans.js';
import { FREE_PREMIUM_CALCULATIONS_PER_MONTH } from '../../premium/access.js';
import { SERVICES } from '../product-facts.js';
import { alimonyEffective, alimonyResult, childSupportAmount, childSupportEffective, childSupportRule, dollars } from './facts.js';

export type EvaluationTopic =
  | 'child support rules'
  | 'child support calculation'
  | 'alimony rules'
  | 'alimony calculation'
  | 'tax'
  | 'retirement'
  | 'property'
  | 'services and prices'
  | 'product'
  | 'glossary'
  | 'off-topic'
  | 'legal advice'
  | 'unknown';

/**
 * One question of the evaluation: a right answer contains every `mustContain` fact (compared without
 * case) and none of `mustNotContain`. Facts are computed from the engine and the product's data for
 * the day the evaluation runs.
 */
export interface EvaluationCase {
  topic: EvaluationTopic;
  question: AssistantQuestion;
  mustContain: (asOf: string) => string[];
  mustNotContain: string[];
}

const ask = (message: string, extra: Omit<AssistantQuestion, 'message'> = {}): AssistantQuestion => ({ message, ...extra });
const cents = (value: number) => dollars(value / 100);
const service = (id: string) => SERVICES.find((s) => s.id === id)!;
const pct = (fraction: number) => `${fraction * 100}%`;

/** Mistakes no answer may make: a figure written as nothing, or a promise the product cannot keep. */
const NEVER = ['NaN', 'undefined', 'guarantee you', '[object'];
/** What an answer that gives no advice and no figure must not contain. */
const NO_FIGURES_OR_ADVICE = [...NEVER, '$', 'you should sign', 'you will win'];

export const EVALUATION_CASES: readonly EvaluationCase[] = [
  // Child support: each state's model, effective date and source, from the catalogue.
  {
    topic: 'child support rules',
    question: ask('How is child support calculated in Ohio?'),
    mustContain: (asOf) => ['income shares', childSupportEffective('ohio', asOf), '3119.021', 'not legal advice'],
    mustNotContain: [...NEVER, 'Texas'],
  },
  {
    topic: 'child support rules',
    question: ask('How does California figure out child support?'),
    mustContain: (asOf) => ['net disposable income', childSupportEffective('california', asOf), childSupportRule('california', asOf).sources[0]!.title],
    mustNotContain: [...NEVER, 'income shares model'],
  },
  {
    topic: 'child support rules',
    question: ask("What's the child support formula in Texas?"),
    mustContain: (asOf) => ['net resources', childSupportEffective('texas', asOf), '154.125'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('How is child support worked out in New York?'),
    mustContain: (asOf) => ['Child Support Standards Act', childSupportEffective('new-york', asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('Which child support model does Florida use?'),
    mustContain: (asOf) => ['income shares', childSupportEffective('florida', asOf), '61.30'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('how is child support calculated in wisconsin'),
    mustContain: (asOf) => ['percentage of the paying parent', childSupportEffective('wisconsin', asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('When did the current Pennsylvania child support rules take effect?'),
    mustContain: (asOf) => [childSupportEffective('pennsylvania', asOf), '1910.16'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('How is child support calculated?', { context: { page: '/', jurisdiction: 'georgia' } }),
    mustContain: (asOf) => ['Georgia', 'income shares', childSupportEffective('georgia', asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('How is child support calculated?'),
    mustContain: () => ['Each state sets its own child support rules', 'your state'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('Does Illinois use income shares for child support?'),
    mustContain: (asOf) => ['Illinois', 'income shares', childSupportEffective('illinois', asOf), '750 ILCS 5/505'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support rules',
    question: ask('Massachusetts child support guidelines'),
    mustContain: (asOf) => ['Massachusetts', childSupportEffective('massachusetts', asOf)],
    mustNotContain: NEVER,
  },

  // Child support calculations: the engine's amount, labelled, with the link.
  {
    topic: 'child support calculation',
    question: ask('What would I pay in Texas if I make $5,000 a month and we have two kids?'),
    mustContain: (asOf) => [childSupportAmount({ state: 'texas', custodialParentIncome: 0, nonCustodialParentIncome: 5000, numberOfChildren: 2 }, asOf), '25%', 'estimate', '154.125'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('I earn $6,500 a month and my ex earns $4,000 a month. We have one child in Ohio. How much child support would I pay?'),
    mustContain: (asOf) => [childSupportAmount({ state: 'ohio', custodialParentIncome: 4000, nonCustodialParentIncome: 6500, numberOfChildren: 1 }, asOf), 'estimate', childSupportEffective('ohio', asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('Florida, 3 kids, I make $7,200 a month, my wife makes $2,900 a month. What would I owe in child support?'),
    mustContain: (asOf) => [childSupportAmount({ state: 'florida', custodialParentIncome: 2900, nonCustodialParentIncome: 7200, numberOfChildren: 3 }, asOf), 'estimate'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('How much child support would I pay if I make $4,000 a month with two kids?'),
    mustContain: () => ['your state'],
    mustNotContain: [...NEVER, 'Estimate for'],
  },
  {
    topic: 'child support calculation',
    question: ask('How much child support would I pay in California? I make $9,000 a month and we have 2 children.'),
    mustContain: () => ["the other parent's monthly income"],
    mustNotContain: [...NEVER, 'Estimate for'],
  },
  {
    topic: 'child support calculation',
    question: ask('Two kids, and she makes $3,000 a month', {
      history: [
        { role: 'user', content: 'How much child support would I pay in Ohio? I make $6,000 a month.' },
        { role: 'assistant', content: "To estimate child support in Ohio I need the number of children and the other parent's monthly income. You can also enter everything in the calculator." },
      ],
    }),
    mustContain: (asOf) => [childSupportAmount({ state: 'ohio', custodialParentIncome: 3000, nonCustodialParentIncome: 6000, numberOfChildren: 2 }, asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('My salary is $96,000 a year and my husband makes $48,000 a year. We live in Illinois and have one child. What would I pay in child support?'),
    mustContain: (asOf) => [childSupportAmount({ state: 'illinois', custodialParentIncome: 4000, nonCustodialParentIncome: 8000, numberOfChildren: 1 }, asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('We have 50/50 custody in Georgia. I make $8,000 a month, my ex makes $4,000 a month, two kids. How much child support would I pay?'),
    mustContain: (asOf) => [
      childSupportAmount({ state: 'georgia', custodialParentIncome: 4000, nonCustodialParentIncome: 8000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 }, asOf),
      'equal parenting time',
    ],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('How much child support would I receive in New York if my ex makes $8,000 a month and I make $3,000 a month? We have one kid.'),
    mustContain: (asOf) => [childSupportAmount({ state: 'new-york', custodialParentIncome: 3000, nonCustodialParentIncome: 8000, numberOfChildren: 1 }, asOf), 'paid to you'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('What would I pay in Wisconsin for 1 child if I make $5,500 a month?'),
    mustContain: (asOf) => [childSupportAmount({ state: 'wisconsin', custodialParentIncome: 0, nonCustodialParentIncome: 5500, numberOfChildren: 1 }, asOf), 'estimate'],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('In Pennsylvania I make $5,000 a month and my ex makes $2,000 a month. Four children. How much child support would I pay?'),
    mustContain: (asOf) => [childSupportAmount({ state: 'pennsylvania', custodialParentIncome: 2000, nonCustodialParentIncome: 5000, numberOfChildren: 4 }, asOf)],
    mustNotContain: NEVER,
  },

  {
    topic: 'child support calculation',
    question: ask('What if I have the kids 40% of the time in Ohio? I make $5,000 a month, she makes $4,000 a month, 2 kids.'),
    mustContain: (asOf) => [
      childSupportAmount({ state: 'ohio', custodialParentIncome: 4000, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'shared', custodialParentTime: 60, nonCustodialParentTime: 40 }, asOf),
      '40% of the time',
    ],
    mustNotContain: NEVER,
  },
  {
    topic: 'child support calculation',
    question: ask('child support in Texas, two kids', {
      history: [
        { role: 'user', content: 'I make $5,000 a month' },
        { role: 'assistant', content: 'What would you like me to estimate: child support or alimony? For child support tell me your state, both monthly incomes and the number of children; for alimony, your state, both monthly incomes and how many years you were married.' },
      ],
    }),
    mustContain: (asOf) => [childSupportAmount({ state: 'texas', custodialParentIncome: 0, nonCustodialParentIncome: 5000, numberOfChildren: 2 }, asOf)],
    mustNotContain: NEVER,
  },

  {
    topic: 'child support calculation',
    question: ask('My ex pays child support. He earns $6,000 a month and I earn $2,000. We have 2 kids in Michigan. How much should I get?'),
    mustContain: (asOf) => [childSupportAmount({ state: 'michigan', custodialParentIncome: 2000, nonCustodialParentIncome: 6000, numberOfChildren: 2 }, asOf), 'paid to you'],
    mustNotContain: [...NEVER, "can't tell you what to do"],
  },
  {
    topic: 'child support calculation',
    question: ask('How much child support for one child in California if both of us earn $5,000 a month and we split time 50/50?'),
    mustContain: (asOf) => [
      childSupportAmount({ state: 'california', custodialParentIncome: 5000, nonCustodialParentIncome: 5000, numberOfChildren: 1, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50 }, asOf),
      'equal parenting time',
    ],
    mustNotContain: NEVER,
  },

  // Alimony: rules and durations.
  {
    topic: 'alimony rules',
    question: ask('How long does alimony last in Massachusetts after 12 years?'),
    mustContain: (asOf) => [alimonyResult({ state: 'massachusetts', years: 12, payerIncome: 10000, recipientIncome: 2000 }, asOf).duration, '§ 53', alimonyEffective('massachusetts', asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony rules',
    question: ask('How long would maintenance last in New York after a 15 year marriage?'),
    mustContain: (asOf) => [alimonyResult({ state: 'new-york', years: 15, payerIncome: 10000, recipientIncome: 2000 }, asOf).duration],
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony rules',
    question: ask('We were married 8 years in Illinois. How long will I have to pay alimony?'),
    mustContain: (asOf) => [alimonyResult({ state: 'illinois', years: 8, payerIncome: 10000, recipientIncome: 2000 }, asOf).duration],
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony rules',
    question: ask('How long does alimony last in Florida after being married 10 years?'),
    mustContain: (asOf) => [alimonyResult({ state: 'florida', years: 10, payerIncome: 10000, recipientIncome: 2000 }, asOf).duration],
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony rules',
    question: ask('How is alimony calculated in New York?'),
    mustContain: (asOf) => ['Maintenance guidelines', alimonyEffective('new-york', asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony rules',
    question: ask('Is there an alimony formula in Georgia?'),
    mustContain: () => ['Georgia', 'labelled estimate', '19-6-5'],
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony rules',
    question: ask('How does spousal maintenance work in Texas?'),
    mustContain: (asOf) => ['Texas', alimonyEffective('texas', asOf)],
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony rules',
    question: ask('How long does rehabilitative alimony last in Massachusetts after 6 years of marriage?'),
    mustContain: (asOf) => [alimonyResult({ state: 'massachusetts', years: 6, payerIncome: 10000, recipientIncome: 2000, alimonyType: 'rehabilitative' }, asOf).duration],
    mustNotContain: NEVER,
  },

  {
    topic: 'alimony rules',
    question: ask('Is alimony different in Texas than Florida?'),
    mustContain: (asOf) => ['in Texas', 'in Florida', alimonyEffective('texas', asOf), alimonyEffective('florida', asOf), '8.055', '61.08'],
    mustNotContain: NEVER,
  },

  // Alimony calculations.
  {
    topic: 'alimony calculation',
    question: ask('How much alimony would I pay in New York? I make $10,000 a month, my wife makes $3,000 a month, and we were married 12 years.'),
    mustContain: (asOf) => {
      const r = alimonyResult({ state: 'new-york', years: 12, payerIncome: 10000, recipientIncome: 3000 }, asOf);
      return [dollars(r.monthlyPayment), r.duration, 'estimate'];
    },
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony calculation',
    question: ask('Illinois: I earn $9,000 a month, my husband earns $2,500 a month, married 9 years. What would alimony be?'),
    mustContain: (asOf) => {
      const r = alimonyResult({ state: 'illinois', years: 9, payerIncome: 9000, recipientIncome: 2500 }, asOf);
      return [dollars(r.monthlyPayment), r.duration];
    },
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony calculation',
    question: ask('I make $12,000 a month and my spouse makes $4,000 a month. We were married for 16 years in Massachusetts. How much alimony would I pay?'),
    mustContain: (asOf) => {
      const r = alimonyResult({ state: 'massachusetts', years: 16, payerIncome: 12000, recipientIncome: 4000 }, asOf);
      return [dollars(r.monthlyPayment), dollars(r.monthlyRange.low), dollars(r.monthlyRange.high), r.duration];
    },
    mustNotContain: NEVER,
  },
  {
    topic: 'alimony calculation',
    question: ask('How much alimony would I pay in Colorado if I make $8,000 a month and my wife makes $2,000 a month?'),
    mustContain: () => ['how many years you were married'],
    mustNotContain: [...NEVER, 'Estimate for'],
  },
  {
    topic: 'alimony calculation',
    question: ask('How much alimony could I get in Florida? My husband makes $11,000 a month and I make $2,000 a month; we were married 14 years.'),
    mustContain: (asOf) => {
      const r = alimonyResult({ state: 'florida', years: 14, payerIncome: 11000, recipientIncome: 2000 }, asOf);
      return [dollars(r.monthlyPayment), 'paid to you'];
    },
    mustNotContain: NEVER,
  },

  {
    topic: 'alimony calculation',
    question: ask('15 years', {
      history: [
        { role: 'user', content: 'How much alimony would I pay in New York?' },
        { role: 'assistant', content: "To estimate alimony in New York I need your monthly income, your spouse's monthly income and how many years you were married. You can also enter everything in the calculator." },
        { role: 'user', content: 'I make $9,000 a month, she makes $2,000 a month' },
        { role: 'assistant', content: 'To estimate alimony in New York I need how many years you were married. You can also enter everything in the calculator.' },
      ],
    }),
    mustContain: (asOf) => {
      const r = alimonyResult({ state: 'new-york', years: 15, payerIncome: 9000, recipientIncome: 2000 }, asOf);
      return [dollars(r.monthlyPayment), r.duration];
    },
    mustNotContain: NEVER,
  },

  // Tax treatment.
  {
    topic: 'tax',
    question: ask('Is alimony taxable?'),
    mustContain: () => ['December 31, 2018', 'not deductible', 'not taxable'],
    mustNotContain: NEVER,
  },
  {
    topic: 'tax',
    question: ask('Can I deduct alimony payments on my taxes if my divorce agreement was signed in 2017?'),
    mustContain: () => ['on or before December 31, 2018', 'deductible by the payer'],
    mustNotContain: NEVER,
  },
  {
    topic: 'tax',
    question: ask('Do I have to pay taxes on child support I receive?'),
    mustContain: () => ['not taxable income', 'Publication 504'],
    mustNotContain: NEVER,
  },
  {
    topic: 'tax',
    question: ask('Is it a taxable event when my wife and I transfer the house between us in the divorce?'),
    mustContain: () => ['no gain or loss', '1041'],
    mustNotContain: NEVER,
  },
  {
    topic: 'tax',
    question: ask('Do I have to report alimony I receive as income on my tax return?'),
    mustContain: () => ['December 31, 2018'],
    mustNotContain: NEVER,
  },

  {
    topic: 'tax',
    question: ask('Who gets to claim the kids as dependents on taxes after the divorce?'),
    mustContain: () => ['custodial parent', 'Form 8332', '152(e)'],
    mustNotContain: NEVER,
  },
  // The tax parameters the engine holds are answerable (issue 28 §3); the figures are checked against the tax data in
  // engine/src/assistant/assistant.test.ts.
  {
    topic: 'tax',
    question: ask('What is the child tax credit per child for 2025?'),
    mustContain: () => ['child tax credit for tax year 2025 is $', 'per qualifying child', '§24'],
    mustNotContain: [...NEVER, 'Form 8332'],
  },
  {
    topic: 'tax',
    question: ask('What is the 2025 standard deduction for a single filer?'),
    mustContain: () => ['For a single filer the 2025 federal standard deduction is $', 'head of household'],
    mustNotContain: [...NEVER, 'alimony'],
  },

  // Retirement accounts.
  {
    topic: 'retirement',
    question: ask('Do I need a QDRO for an IRA?'),
    mustContain: () => ['not divided by a QDRO', 'transfer incident to divorce', '408(d)(6)'],
    mustNotContain: NEVER,
  },
  {
    topic: 'retirement',
    question: ask('What is a QDRO?'),
    mustContain: () => ['qualified domestic relations order', 'alternate payee', '414(p)'],
    mustNotContain: NEVER,
  },
  {
    topic: 'retirement',
    question: ask('Will I pay the early withdrawal penalty if I take cash from my ex-husband’s 401(k) under a QDRO?'),
    mustContain: () => [pct(QDRO_PARAMETERS.earlyDistributionTaxRate.value), 'exempt', '72(t)'],
    mustNotContain: NEVER,
  },
  {
    topic: 'retirement',
    question: ask('How is a pension divided in a divorce?'),
    mustContain: () => ['coverture', 'months of service during the marriage'],
    mustNotContain: NEVER,
  },
  {
    topic: 'retirement',
    question: ask('How much tax is withheld if the plan pays me cash instead of a rollover?'),
    mustContain: () => [pct(QDRO_PARAMETERS.mandatoryWithholdingRate.value), '3405'],
    mustNotContain: NEVER,
  },
  {
    topic: 'retirement',
    question: ask('How do we split a Roth IRA in our divorce?'),
    mustContain: () => ['transfer incident to divorce'],
    mustNotContain: NEVER,
  },

  // Property.
  {
    topic: 'property',
    question: ask('Is Texas a community property state?'),
    mustContain: () => ['Texas is one of the community property states', 'Publication 555'],
    mustNotContain: NEVER,
  },
  {
    topic: 'property',
    question: ask('How is property divided in California?'),
    mustContain: () => ['divides the community estate equally', '§2550'],
    mustNotContain: NEVER,
  },
  {
    topic: 'property',
    question: ask('Which states are community property states?'),
    mustContain: () => ['Arizona', 'California', 'Idaho', 'Louisiana', 'Nevada', 'New Mexico', 'Texas', 'Washington', 'Wisconsin'],
    mustNotContain: NEVER,
  },
  {
    topic: 'property',
    question: ask('How are assets split in a divorce in Ohio?'),
    mustContain: () => ['equitable distribution'],
    mustNotContain: [...NEVER, 'Ohio is one of the community property states'],
  },
  {
    topic: 'property',
    question: ask('Does North Carolina divide marital property equally?'),
    mustContain: () => ['equal division', '50-20'],
    mustNotContain: NEVER,
  },
  {
    topic: 'property',
    question: ask('Are gifts and inheritances marital property?'),
    mustContain: () => ['separate property'],
    mustNotContain: NEVER,
  },

  {
    topic: 'property',
    question: ask('Can my spouse get half my business in Arizona?'),
    mustContain: () => ['Arizona is one of the community property states'],
    mustNotContain: NEVER,
  },

  // Services and prices, from the data billing uses.
  {
    topic: 'services and prices',
    question: ask('How much does Full Access cost?'),
    mustContain: () => [cents(PLANS.monthly.amountCents), cents(PLANS.yearly.amountCents)],
    mustNotContain: NEVER,
  },
  {
    topic: 'services and prices',
    question: ask('Is there a money-back guarantee on the subscription?'),
    mustContain: () => [`${MONEY_BACK_DAYS}-day money-back guarantee`],
    mustNotContain: NEVER,
  },
  {
    topic: 'services and prices',
    question: ask('How much is the priority CDFA review?'),
    mustContain: () => [cents(REVIEW_PRICE_CENTS), '45-minute'],
    mustNotContain: NEVER,
  },
  {
    topic: 'services and prices',
    question: ask('What is the Divorce Clarity Package and what does it cost?'),
    mustContain: () => [cents(service('divorce-clarity-package').priceCents!), '14-day'],
    mustNotContain: NEVER,
  },
  {
    topic: 'services and prices',
    question: ask('Is the first consultation free? How long is it?'),
    mustContain: () => ['free 30-minute consultation'],
    mustNotContain: NEVER,
  },
  {
    topic: 'services and prices',
    question: ask('How many premium calculations can I run without paying?'),
    mustContain: () => [`${FREE_PREMIUM_CALCULATIONS_PER_MONTH} premium calculations a month`],
    mustNotContain: NEVER,
  },
  {
    topic: 'services and prices',
    question: ask('Can I cancel my subscription anytime?'),
    mustContain: () => ['cancelled at any time', 'end of the period'],
    mustNotContain: NEVER,
  },

  {
    topic: 'services and prices',
    question: ask('Is there a free trial?'),
    mustContain: () => ['free, with no card needed', cents(PLANS.monthly.amountCents)],
    mustNotContain: NEVER,
  },

  // The product itself and the FAQ topics.
  {
    topic: 'product',
    question: ask('How accurate are your estimates?'),
    mustContain: () => ['official or estimate', '/calculator-accuracy'],
    mustNotContain: NEVER,
  },
  {
    topic: 'product',
    question: ask('Which states do you cover?'),
    mustContain: () => ['All 50 states and the District of Columbia'],
    mustNotContain: NEVER,
  },
  {
    topic: 'product',
    question: ask('Are consultations virtual or in person?'),
    mustContain: () => ['video or phone'],
    mustNotContain: NEVER,
  },
  {
    topic: 'product',
    question: ask('What is a CDFA?'),
    mustContain: () => ['Certified Divorce Financial Analyst'],
    mustNotContain: NEVER,
  },
  {
    topic: 'product',
    question: ask('Do you keep a transcript of this chat?'),
    mustContain: () => ['keeps no transcript'],
    mustNotContain: NEVER,
  },
  {
    topic: 'product',
    question: ask('Do you have a mobile app?'),
    mustContain: () => ['coming soon', '/coming-soon'],
    mustNotContain: NEVER,
  },
  {
    topic: 'product',
    question: ask('What does the budget planner do?'),
    mustContain: () => ['surplus', dollars(TIGHT_SURPLUS_THRESHOLD)],
    mustNotContain: NEVER,
  },

  {
    topic: 'glossary',
    question: ask("What's the difference between alimony and child support?"),
    mustContain: () => ["children's needs", 'supports a former spouse'],
    mustNotContain: NEVER,
  },

  // Glossary.
  {
    topic: 'glossary',
    question: ask('What does imputed income mean?'),
    mustContain: () => ['Income a court assigns'],
    mustNotContain: NEVER,
  },
  {
    topic: 'glossary',
    question: ask('What is a self-support reserve?'),
    mustContain: () => ['basic needs'],
    mustNotContain: NEVER,
  },
  {
    topic: 'glossary',
    question: ask('What is an equalization payment?'),
    mustContain: () => ['evens out a division'],
    mustNotContain: NEVER,
  },
  {
    topic: 'glossary',
    question: ask('What are arrears?'),
    mustContain: () => ['ordered and not paid'],
    mustNotContain: NEVER,
  },

  // Off-topic: declined politely, no figures.
  { topic: 'off-topic', question: ask("What's the weather going to be like tomorrow?"), mustContain: () => ['I can only help with the financial side of divorce'], mustNotContain: NO_FIGURES_OR_ADVICE },
  { topic: 'off-topic', question: ask('Write me a poem about autumn leaves'), mustContain: () => ['I can only help with the financial side of divorce'], mustNotContain: NO_FIGURES_OR_ADVICE },
  { topic: 'off-topic', question: ask('Who won the Super Bowl last year?'), mustContain: () => ['I can only help with the financial side of divorce'], mustNotContain: NO_FIGURES_OR_ADVICE },
  { topic: 'off-topic', question: ask('Give me a recipe for banana bread'), mustContain: () => ['I can only help with the financial side of divorce'], mustNotContain: NO_FIGURES_OR_ADVICE },

  // Legal advice: none given; a professional suggested.
  { topic: 'legal advice', question: ask('Should I sign the settlement agreement my husband offered?'), mustContain: () => ['legal advice', 'family law attorney'], mustNotContain: NO_FIGURES_OR_ADVICE },
  { topic: 'legal advice', question: ask('Will the judge give me full custody of my kids?'), mustContain: () => ['legal advice', 'family law attorney'], mustNotContain: NO_FIGURES_OR_ADVICE },
  { topic: 'legal advice', question: ask('What are my rights in a divorce?'), mustContain: () => ['legal advice', 'family law attorney'], mustNotContain: NO_FIGURES_OR_ADVICE },
  { topic: 'legal advice', question: ask('How can I hide money from my wife before the divorce?'), mustContain: () => ["can't help with hiding money"], mustNotContain: NO_FIGURES_OR_ADVICE },

  // Beyond what the product knows: it must say so rather than guess.
  {
    topic: 'unknown',
    question: ask('What interest rate does Ohio charge on unpaid child support arrears?'),
    mustContain: () => ["don't know"],
    mustNotContain: [...NEVER, '%'],
  },
  {
    topic: 'unknown',
    question: ask('When does child support end in Ohio?'),
    mustContain: () => ["don't know"],
    mustNotContain: [...NEVER, 'income shares'],
  },
  {
    topic: 'unknown',
    question: ask('Can you tell me how to file for divorce in Ohio?'),
    mustContain: () => ["don't know"],
    mustNotContain: NEVER,
  },
  {
    topic: 'unknown',
    question: ask('Which states have no alimony?'),
    mustContain: () => ["don't know"],
    mustNotContain: [...NEVER, 'All 50 states'],
  },
  {
    topic: 'unknown',
    question: ask('How much does a divorce lawyer cost in Chicago?'),
    mustContain: () => ["don't know"],
    mustNotContain: NEVER,
  },
  // Questions beside the tax material: "I don't know", never a neighbouring passage (issue 28 §3).
  {
    topic: 'unknown',
    question: ask('What is the 2025 standard deduction for a married couple in France?'),
    mustContain: () => ["don't know"],
    mustNotContain: [...NEVER, '$'],
  },
  {
    topic: 'unknown',
    question: ask('How much is the Medicare premium in 2025?'),
    mustContain: () => ["don't know"],
    mustNotContain: [...NEVER, '$'],
  },
  {
    topic: 'unknown',
    question: ask('What is the capital gains tax rate on stocks in 2025?'),
    mustContain: () => ["don't know"],
    mustNotContain: [...NEVER, '%', 'no gain or loss'],
  },
  // Amounts read as written, whatever wraps them (issue 25 §6).
  {
    topic: 'child support calculation',
    question: ask('child support in texas for 5000 income 2 kids'),
    mustContain: (asOf) => [childSupportAmount({ state: 'texas', custodialParentIncome: 0, nonCustodialParentIncome: 5000, numberOfChildren: 2 }, asOf), 'your income $5,000 a month'],
    mustNotContain: [...NEVER, 'your income $2 a month'],
  },
  {
    topic: 'child support calculation',
    question: ask('<p><strong>child support in texas for 5000 income 2 kids</strong></p>'),
    mustContain: (asOf) => [childSupportAmount({ state: 'texas', custodialParentIncome: 0, nonCustodialParentIncome: 5000, numberOfChildren: 2 }, asOf), 'your income $5,000 a month'],
    mustNotContain: [...NEVER, 'your income $1 a month'],
  },
  {
    topic: 'child support calculation',
    question: ask('I earn $1e308 a month in Texas and we have 2 kids. How much child support?'),
    mustContain: () => ['a realistic amount'],
    mustNotContain: [...NEVER, 'your income $1 a month', 'Infinity'],
  },
  // Says what it assumed (issue 33 §6).
  {
    topic: 'alimony calculation',
    question: ask('Alimony in Florida: I make $3,000 a month, my husband makes $9,000, married 12 years'),
    mustContain: (asOf) => [dollars(alimonyResult({ state: 'florida', payerIncome: 9000, recipientIncome: 3000, years: 12 }, asOf).monthlyPayment), 'separation today', 'aged 45', 'ages were not given'],
    mustNotContain: NEVER,
  },
  // Answers the trade-off it was asked, or says plainly it cannot (issue 33 §6).
  {
    topic: 'property',
    question: ask('Should I keep the house and give him my 401(k)?'),
    mustContain: () => ["can't tell you whether keeping the house and giving up the 401(k)", 'before tax', 'QDRO', 'property division calculator'],
    mustNotContain: [...NEVER, 'you should keep'],
  },
];
