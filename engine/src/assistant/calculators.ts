import { calculateAlimony } from '../alimony/calculate.js';
import type { AlimonyResult } from '../alimony/schema.js';
import type { AlimonyType } from '../alimony/types.js';
import { calculateChildSupport } from '../child-support/calculate.js';
import { CHILD_SUPPORT_RULES } from '../child-support/jurisdictions/index.js';
import { sharesByIncome } from '../child-support-incomes.js';
import type { ChildSupportInput, ChildSupportResult } from '../child-support/schema.js';
import type { ChildSupportModelName } from '../child-support/types.js';
import type { ResultMeta, Step } from '../explain/steps.js';
import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { versionInForce } from '../rules/versions.js';
import { MONEY_MAXIMUM_DOLLARS } from '../validation/money-maximum.js';
import { toAnswerSource } from './catalogue-passages.js';
import { formatDollars, formatIsoDate, formatPercent, listInWords } from './format.js';
import type { Reading } from './understand.js';
import type { AnswerSource, AssistantAction, AssistantCalculator } from './types.js';

/** What running a calculator from a conversation came to. */
export type CalculatorRun =
  | { kind: 'needs'; calculator: AssistantCalculator; missing: string[]; jurisdiction?: JurisdictionSlug }
  | {
      kind: 'result';
      calculator: AssistantCalculator;
      /** The answer's text: the amount, how it was reached, the assumptions, the rule and its source. */
      text: string;
      sources: AnswerSource[];
      action: AssistantAction;
      /** The engine's result, whose every figure the reply may state. */
      result: ChildSupportResult | AlimonyResult;
      /** The inputs the engine ran with (their figures may be stated too). */
      input: Record<string, string | number>;
    };

/** The site's free calculators open on the home page; the inputs go in the query (see README.md). */
export function calculatorHref(calculator: AssistantCalculator, input: Record<string, string | number>): string {
  const query = new URLSearchParams({ calculator, ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) });
  return `/?${query.toString()}#calculators`;
}

function sourcesOf(meta: ResultMeta): AnswerSource[] {
  return meta.sources.map((s) => toAnswerSource(s, meta.rulesEffective.from));
}

function ruleSentence(meta: ResultMeta): string {
  const first = meta.sources[0];
  const cite = first ? ` Source: ${first.title}${first.section && !first.title.includes(first.section) ? `, ${first.section}` : ''}.` : '';
  return `Rules in force since ${formatIsoDate(meta.rulesEffective.from)}.${cite}`;
}

function stepLine(step: Step): string | undefined {
  if (typeof step.value !== 'number') return undefined;
  const value = step.kind === 'money' ? formatDollars(step.value) : step.kind === 'percent' ? formatPercent(step.value) : String(step.value);
  return `${step.label}: ${value}`;
}

/** The worksheet's last few numeric lines before the total: enough to see how the amount was reached. */
function keySteps(steps: readonly Step[], count: number): string[] {
  const numeric = steps
    .filter((step) => step.value !== 0)
    .map(stepLine)
    .filter((line): line is string => line !== undefined);
  return numeric.slice(Math.max(0, numeric.length - 1 - count), numeric.length - 1);
}

function confidenceSentence(meta: ResultMeta): string {
  return meta.confidence === 'official'
    ? 'This follows the official guideline.'
    : `Our calculator can only estimate this state's guideline: ${meta.approximations[0] ?? 'see the calculator for details.'}`;
}

const ESTIMATE_LABEL =
  'This is an estimate for planning, not legal advice or a court order; a court can order a different amount.';

interface Incomes {
  self?: number;
  other?: number;
  /** Whose income was given only as take-home pay. */
  afterTax: { self: boolean; other: boolean };
}

/**
 * Each person's monthly income as said: the first figure said to be theirs, then unattributed ones in order.
 * A figure before tax wins over take-home pay for the same person (a later "$5,500 before tax" answers the
 * assistant's question about an earlier "I take home $4,000").
 */
function incomesOf(reading: Reading): Incomes {
  const incomes: Incomes = { afterTax: { self: false, other: false } };
  const take = (who: 'self' | 'other', amount: Reading['amounts'][number]) => {
    incomes[who] = amount.monthly;
    incomes.afterTax[who] = amount.afterTax === true;
  };
  for (const afterTax of [false, true]) {
    const amounts = reading.amounts.filter((a) => (a.afterTax === true) === afterTax);
    for (const amount of amounts) {
      if (amount.whose === 'self' && incomes.self === undefined) take('self', amount);
      else if (amount.whose === 'other' && incomes.other === undefined) take('other', amount);
    }
    for (const amount of amounts.filter((a) => a.whose === 'unknown')) {
      if (incomes.self === undefined) take('self', amount);
      else if (incomes.other === undefined) take('other', amount);
    }
  }
  return incomes;
}

/** What to ask for when an income was given as take-home pay: the calculators start from income before tax. */
function beforeTaxNeeded(incomes: Incomes, who: 'self' | 'other', spouse: string): string | undefined {
  const given = incomes[who];
  if (!incomes.afterTax[who] || given === undefined) return undefined;
  const whose = who === 'self' ? 'your' : `${spouse}'s`;
  return `${whose} monthly income before tax (the ${formatDollars(given)} given is take-home pay; the guideline starts from gross income and works out the taxes itself)`;
}

/**
 * What to ask for when an income is beyond what the calculators take (a typo, "$1e308"): a realistic
 * amount. No figure is named: the reply may state only figures the person or the engine gave.
 */
function realisticNeeded(incomes: Incomes, who: 'self' | 'other', spouse: string): string | undefined {
  const given = incomes[who];
  if (given === undefined || (Number.isFinite(given) && given <= MONEY_MAXIMUM_DOLLARS)) return undefined;
  const whose = who === 'self' ? 'your' : `${spouse}'s`;
  return `${whose} monthly income as a realistic amount in dollars (the amount given is larger than any income the calculator works with)`;
}

function childSupportModel(slug: JurisdictionSlug, asOf: string): ChildSupportModelName {
  return versionInForce(CHILD_SUPPORT_RULES.get(slug)!.versions, asOf).version.model;
}

/**
 * Whether the person receives: as they said, or, when they did not say and both incomes are known, when
 * they earn less (the higher earner usually pays; the answer states the assumption).
 */
function receives(reading: Reading, incomes: Incomes): boolean {
  if (reading.role !== undefined) return reading.role === 'recipient';
  return incomes.self !== undefined && incomes.other !== undefined && incomes.self < incomes.other;
}

/** Child support from what the person said, or the inputs still missing. */
export function runChildSupport(reading: Reading, asOf: string): CalculatorRun {
  const incomes = incomesOf(reading);
  const receiving = receives(reading, incomes);
  const missing: string[] = [];
  if (!reading.jurisdiction) missing.push('your state');
  if (incomes.self === undefined) missing.push('your monthly income');
  if (reading.children === undefined) missing.push('the number of children');
  const otherNeeded =
    reading.equalTime === true ||
    receiving ||
    (reading.jurisdiction !== undefined && sharesByIncome(childSupportModel(reading.jurisdiction, asOf)));
  if (incomes.other === undefined && otherNeeded) missing.push("the other parent's monthly income");
  for (const who of ['self', 'other'] as const) {
    const ask = realisticNeeded(incomes, who, 'the other parent') ?? beforeTaxNeeded(incomes, who, 'the other parent');
    if (ask && (who === 'self' || otherNeeded || realisticNeeded(incomes, who, '') !== undefined)) missing.push(ask);
  }
  if (missing.length > 0 || !reading.jurisdiction || incomes.self === undefined || reading.children === undefined) {
    return { kind: 'needs', calculator: 'child-support', missing, ...(reading.jurisdiction ? { jurisdiction: reading.jurisdiction } : {}) };
  }
  const state = reading.jurisdiction;
  const other = incomes.other ?? 0;
  const equal = reading.equalTime === true || reading.ownTimePercent === 50;
  // The time the paying (non-custodial) parent has the children, as the person said it.
  const own = reading.ownTimePercent;
  const payerTime = equal ? 50 : own === undefined ? 0 : receiving ? Math.min(own, 100 - own) : Math.min(own, 50);
  const input = {
    state,
    custodialParentIncome: receiving ? incomes.self : other,
    nonCustodialParentIncome: receiving ? other : incomes.self,
    numberOfChildren: Math.min(reading.children, 6),
    custodyArrangement: equal ? 'shared' : payerTime >= 35 ? 'shared' : 'primary',
    custodialParentTime: Math.round((100 - payerTime) * 100) / 100,
    nonCustodialParentTime: payerTime,
  } satisfies ChildSupportInput & Record<string, string | number>;
  const result = calculateChildSupport({ ...input, asOf });
  const name = jurisdictionBySlug(state).name;
  const youPay = result.payer === (receiving ? 'custodial' : 'noncustodial');
  const who = result.payer === 'none' ? '' : youPay ? ' paid by you' : ' paid to you';
  const headline =
    result.monthlyPayment === 0
      ? `Estimate for ${name}: no child support is owed under the guideline for these figures.`
      : `Estimate for ${name}: about ${formatDollars(result.monthlyPayment)} a month in child support${who}.`;
  const assumed = [
    `your income ${formatDollars(incomes.self)} a month`,
    incomes.other !== undefined
      ? `the other parent's income ${formatDollars(incomes.other)} a month`
      : `the other parent's income left out (the ${name} guideline looks only at the paying parent's income)`,
    `${input.numberOfChildren} ${input.numberOfChildren === 1 ? 'child' : 'children'}`,
    equal
      ? 'equal parenting time'
      : own !== undefined
        ? `you have the children ${formatPercent(own)} of the time`
        : receiving
          ? 'the children live with you and the other parent has no overnights'
          : 'the children live with the other parent and you have no overnights',
    'incomes taken as gross monthly income',
  ];
  const steps = keySteps(result.steps, 3);
  const text = [
    headline,
    steps.length > 0 ? `How it was worked out: ${steps.join('; ')}.` : '',
    `Assumptions: ${listInWords(assumed)}.`,
    `${confidenceSentence(result.meta)} ${ruleSentence(result.meta)}`,
    ESTIMATE_LABEL,
  ]
    .filter((line) => line !== '')
    .join('\n');
  return {
    kind: 'result',
    calculator: 'child-support',
    text,
    sources: sourcesOf(result.meta),
    action: { type: 'open-calculator', calculator: 'child-support', label: 'Open the child support calculator with these figures', href: calculatorHref('child-support', input) },
    result,
    input,
  };
}

function marriageDates(asOf: string, years: number): { marriageDate: string; separationDate: string } {
  const [y, m, d] = asOf.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return { marriageDate: `${Number(y) - years}-${m}-${day}`, separationDate: asOf };
}

/** The age the alimony calculator assumes when none was given; only the Massachusetts retirement note reads it. */
const ASSUMED_AGE = 45;

function alimonyInput(state: JurisdictionSlug, years: number, payerIncome: number, recipientIncome: number, type: AlimonyType, asOf: string) {
  return {
    state,
    ...marriageDates(asOf, years),
    marriageLength: years,
    payerIncome,
    recipientIncome,
    alimonyType: type,
    payerAge: ASSUMED_AGE,
    recipientAge: ASSUMED_AGE,
  };
}

/** Alimony from what the person said, or the inputs still missing. */
export function runAlimony(reading: Reading, asOf: string): CalculatorRun {
  const incomes = incomesOf(reading);
  const receiving = receives(reading, incomes);
  const missing: string[] = [];
  if (!reading.jurisdiction) missing.push('your state');
  if (incomes.self === undefined) missing.push('your monthly income');
  if (incomes.other === undefined) missing.push("your spouse's monthly income");
  if (reading.marriageYears === undefined) missing.push('how many years you were married');
  for (const who of ['self', 'other'] as const) {
    const ask = realisticNeeded(incomes, who, 'your spouse') ?? beforeTaxNeeded(incomes, who, 'your spouse');
    if (ask) missing.push(ask);
  }
  if (missing.length > 0 || !reading.jurisdiction || incomes.self === undefined || incomes.other === undefined || reading.marriageYears === undefined) {
    return { kind: 'needs', calculator: 'alimony', missing, ...(reading.jurisdiction ? { jurisdiction: reading.jurisdiction } : {}) };
  }
  const state = reading.jurisdiction;
  const years = Math.floor(reading.marriageYears);
  const payerIncome = receiving ? incomes.other : incomes.self;
  const recipientIncome = receiving ? incomes.self : incomes.other;
  const type = reading.alimonyType ?? 'permanent';
  const input = alimonyInput(state, years, payerIncome, recipientIncome, type, asOf);
  const result = calculateAlimony({ ...input, asOf });
  const name = jurisdictionBySlug(state).name;
  const range =
    result.monthlyRange.low !== result.monthlyRange.high
      ? ` (range ${formatDollars(result.monthlyRange.low)} to ${formatDollars(result.monthlyRange.high)})`
      : '';
  const paid = receiving ? 'paid to you' : 'paid by you';
  const headline =
    result.monthlyPayment === 0
      ? `Estimate for ${name}: no alimony under ${result.isGuidelineFormula ? "the state's formula" : 'our estimate'} for these incomes.`
      : result.amountIsCeiling
        ? // A need-or-limit rule without the recipient's expenses gives only its limit: say it is one (issue 33).
          `Estimate for ${name}: at most ${formatDollars(result.monthlyPayment)} a month in alimony, ${paid}. That is the legal ceiling, not an estimate of the award: the court orders the receiving spouse's reasonable needs up to it, so the amount depends on their monthly expenses, which the calculator takes. Duration: ${result.duration}.`
        : `Estimate for ${name}: about ${formatDollars(result.monthlyPayment)} a month in alimony${range}, ${paid}. Duration: ${result.duration}.`;
  const basis = result.isGuidelineFormula
    ? `This uses the ${name} formula.`
    : `${name} has no formula for this case, so this is a labelled estimate.`;
  const assumed = [
    `${receiving ? 'your spouse pays' : 'you pay'}`,
    `payer's income ${formatDollars(payerIncome)} a month`,
    `recipient's income ${formatDollars(recipientIncome)} a month`,
    `${years} years of marriage`,
    // The calculator needs dates and ages; these were not given, so say what stood in for them.
    `separation today (${formatIsoDate(asOf)})`,
    `both of you aged ${ASSUMED_AGE} (your ages were not given; only some states' rules use them)`,
    `${type === 'permanent' ? 'long-term (general term)' : type} alimony`,
  ];
  const text = [headline, `${basis} ${ruleSentence(result.meta)}`, `Assumptions: ${listInWords(assumed)}.`, ESTIMATE_LABEL].join('\n');
  const { marriageLength: _length, ...formInput } = input;
  return {
    kind: 'result',
    calculator: 'alimony',
    text,
    sources: sourcesOf(result.meta),
    action: { type: 'open-calculator', calculator: 'alimony', label: 'Open the alimony calculator with these figures', href: calculatorHref('alimony', formInput) },
    result,
    input,
  };
}

/**
 * How long alimony would last after a marriage of this many years: the engine's duration for the state,
 * which depends on the length of the marriage (the incomes only decide the amount).
 */
export function runAlimonyDuration(state: JurisdictionSlug, years: number, type: AlimonyType | undefined, asOf: string): CalculatorRun {
  const whole = Math.floor(years);
  const alimonyType = type ?? 'permanent';
  // Any incomes with a gap give the duration rule; they are not stated in the answer.
  const input = alimonyInput(state, whole, 10_000, 2_000, alimonyType, asOf);
  const result = calculateAlimony({ ...input, asOf });
  const name = jurisdictionBySlug(state).name;
  const basis = result.isGuidelineFormula
    ? `This is the ${name} rule for ${alimonyType === 'permanent' ? 'long-term (general term)' : alimonyType} alimony.`
    : `${name} sets no formula for this, so this is our labelled estimate.`;
  const text = [
    `In ${name}, after ${whole} years of marriage (counted to a separation today, ${formatIsoDate(asOf)}): ${result.duration}.`,
    `${basis} ${ruleSentence(result.meta)}`,
    'The amount depends on both incomes: the alimony calculator gives both. This is general information, not legal advice; a court decides the actual term.',
  ].join('\n');
  return {
    kind: 'result',
    calculator: 'alimony',
    text,
    sources: sourcesOf(result.meta),
    action: { type: 'open-calculator', calculator: 'alimony', label: 'Open the alimony calculator', href: calculatorHref('alimony', { state, marriageDate: input.marriageDate, separationDate: input.separationDate, alimonyType }) },
    result,
    input: { state, marriageLength: whole },
  };
}
