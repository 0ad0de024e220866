import type { AlimonyType } from '../alimony/types.js';
import { JURISDICTIONS, type JurisdictionSlug } from '../jurisdictions.js';

/** A money amount the person mentioned, and whose it seems to be. */
export interface MentionedAmount {
  /** Monthly dollars (a yearly amount is divided by 12). */
  monthly: number;
  /** The figure as the person gave it, in dollars, and its period. */
  given: number;
  period: 'month' | 'year';
  whose: 'self' | 'other' | 'unknown';
  /** Said as take-home pay (net, after tax): the calculators start from income before tax. */
  afterTax?: true;
}

/** What a message says, as far as the calculators and the knowledge base care. */
export interface Reading {
  /** The state or district named. */
  jurisdiction?: JurisdictionSlug;
  amounts: MentionedAmount[];
  /** How many children. */
  children?: number;
  /** Years of marriage. */
  marriageYears?: number;
  /** Whether the person asks what they would pay or what they would receive. */
  role?: 'payer' | 'recipient';
  alimonyType?: AlimonyType;
  /** Equal parenting time was mentioned (50/50, shared custody). */
  equalTime?: boolean;
  /** The share of time the person has the children, 0-100, when they said it (40%, 146 overnights). */
  ownTimePercent?: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40,
};
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|');

function numberFrom(text: string): number | undefined {
  const word = NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const SMALL_NUMBERS: Record<string, number> = {
  ...NUMBER_WORDS,
  zero: 0, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

/**
 * Amounts written in words with "hundred" or "thousand" ("five thousand a month", "sixty-two thousand five
 * hundred a year", "a thousand dollars") as digits, so the amount reader sees them. Runs without those words
 * ("two kids", "twelve years") are left alone: they are counts, read elsewhere.
 */
export function spelledAmountsAsDigits(text: string): string {
  const word = `(?:${Object.keys(SMALL_NUMBERS).join('|')}|hundred|thousand)`;
  const run = new RegExp(`\\b${word}(?:(?:[\\s-]+|\\s+and\\s+)${word})*\\b`, 'gi');
  // "a thousand" is one thousand; any other "a" ("five thousand a month") is an article.
  return text.replace(/\ba(?=\s+(?:hundred|thousand)\b)/gi, 'one').replace(run, (phrase) => {
    if (!/\b(?:hundred|thousand)\b/i.test(phrase)) return phrase;
    let total = 0;
    let current = 0;
    for (const token of phrase.toLowerCase().split(/[\s-]+/)) {
      if (token === 'and') continue;
      if (token === 'hundred') current = (current || 1) * 100;
      else if (token === 'thousand') {
        total += (current || 1) * 1000;
        current = 0;
      } else current += SMALL_NUMBERS[token] ?? 0;
    }
    return String(total + current);
  });
}

/** Two-letter codes that are also common words are not read as states ("OK", "IN", "ME", "OR", "HI"). */
const AMBIGUOUS_CODES = new Set(['OK', 'IN', 'ME', 'OR', 'HI', 'DE', 'PA', 'MA', 'AL', 'CO', 'ID', 'MO', 'LA', 'OH', 'GA']);

const ALIASES: ReadonlyArray<[RegExp, JurisdictionSlug]> = [
  [/\bwashington,?\s*d\.?\s*c\.?(?![a-z])|\bd\.c\.(?![a-z])|\bthe district\b/i, 'district-of-columbia'],
  [/\bnyc\b/i, 'new-york'],
  [/\bmass\.?\b(?!\s*(?:of|transfer))/i, 'massachusetts'],
  [/\bcalif\.?\b/i, 'california'],
];

const BY_LONGEST_NAME = [...JURISDICTIONS].sort((a, b) => b.name.length - a.name.length);

/** The state or district the text names (the first one, reading left to right). */
export function findJurisdiction(text: string): JurisdictionSlug | undefined {
  return findJurisdictions(text)[0];
}

/** Every state or district the text names, in the order it names them. */
export function findJurisdictions(text: string): JurisdictionSlug[] {
  const found: { slug: JurisdictionSlug; at: number }[] = [];
  const consider = (slug: JurisdictionSlug, at: number) => {
    if (!found.some((f) => f.slug === slug)) found.push({ slug, at });
  };
  let rest = text;
  for (const [pattern, slug] of ALIASES) {
    const match = pattern.exec(rest);
    if (match) {
      consider(slug, match.index);
      rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
    }
  }
  for (const j of BY_LONGEST_NAME) {
    const match = new RegExp(`\\b${j.name.replace(/ /g, '\\s+')}\\b`, 'i').exec(rest);
    if (match) {
      consider(j.slug, match.index);
      // "West Virginia" must not also count as "Virginia".
      rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
    }
  }
  for (const j of JURISDICTIONS) {
    if (AMBIGUOUS_CODES.has(j.code)) continue;
    const match = new RegExp(`(?<![A-Za-z])${j.code}(?![A-Za-z])`).exec(rest);
    if (match) consider(j.slug, match.index);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.slug);
}

/**
 * A figure: digits not glued to a word ("h1", "401k" are not amounts), with an optional exponent ("1e308"
 * is read as the number it is, so it can be refused as an amount, not as "$1" and "$308").
 */
const MONEY = /(\$\s*)?(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?((?:e\+?\d+)?)(\s*(?:k\b|thousand\b))?(?![\w(])/gi;
const OTHER_PERSON =
  /\b(?:my\s+)?(?:ex|ex-?wife|ex-?husband|spouse|wife|husband|partner|other parent|co-?parent|she|he|they|her|his|their|the other)\b/i;
const SELF = /\b(?:i|i'm|im|i am|me|my)\b/i;

function periodAfter(text: string): 'month' | 'year' | undefined {
  if (/^\s*(?:a|per|\/|each|every|an)?\s*(?:month|mo\b|monthly)/i.test(text)) return 'month';
  if (/^\s*(?:a|per|\/|each|every|an)?\s*(?:year|yr\b|annual|annually|yearly)/i.test(text)) return 'year';
  return undefined;
}

/** What a bare number counts rather than costs: "2 kids", "12 years", "40 percent". */
const COUNTED_AFTER = /^\s*(?:kids?|children|child|sons?|daughters?|years?|yrs?|months?|weeks?|days?|nights|overnights|percent|%)\b/i;
/** The word after a bare number that makes it an income: "5000 income", "6000 in salary". */
const INCOME_AFTER = /^\s*(?:(?:in|of)\s+)?(?:income|salary|wages?|pay|earnings|gross|net)\b/i;

function isMoney(text: string, match: RegExpExecArray): boolean {
  if (match[1] || match[5]) return true;
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 24);
  if (COUNTED_AFTER.test(after)) return false;
  if (/^\s*(?:dollars|usd)\b/i.test(after) || INCOME_AFTER.test(after)) return true;
  if (periodAfter(after) !== undefined && Number(match[2]!.replace(/,/g, '')) >= 100) return true;
  const before = text.slice(Math.max(0, match.index - 30), match.index);
  return /\b(?:make|makes|making|earn|earns|earning|income|salary|paid|gross|net|nets|home)\b[^\d]*$/i.test(before);
}

const AFTER_TAX = /\b(?:net|nets|netting|take[- ]?home|takes? home|taking home|after[- ]?tax(?:es)?|after taxes|in my pocket)\b/i;

/** Where the last "and", "while", "but" or "whereas" starts (-1: none); one linear scan. */
function lastConjunction(text: string): number {
  let last = -1;
  for (const match of text.matchAll(/\b(?:and|while|but|whereas)\b/gi)) last = match.index ?? last;
  return last;
}

/** Money amounts mentioned, as monthly dollars, with whose they seem to be. */
export function findAmounts(text: string): MentionedAmount[] {
  const amounts: MentionedAmount[] = [];
  let clauseStart = 0;
  for (const match of text.matchAll(MONEY)) {
    const index = match.index ?? 0;
    const execLike = Object.assign([...match], { index, input: text }) as unknown as RegExpExecArray;
    if (!isMoney(text, execLike)) continue;
    let value = Number(match[2]!.replace(/,/g, '') + (match[3] ?? '') + (match[4] ?? ''));
    if (match[5]) value *= 1000;
    const after = text.slice(index + match[0].length, index + match[0].length + 24);
    const before = text.slice(Math.max(0, index - 24), index);
    const period =
      periodAfter(after) ?? (/\b(?:annual|annually|yearly|salary)\b/i.test(before) ? 'year' : value >= 20_000 ? 'year' : 'month');
    // The clause that introduces this amount: from the last boundary before it.
    const lead = text.slice(clauseStart, index);
    const boundary = Math.max(lead.lastIndexOf(','), lead.lastIndexOf(';'), lastConjunction(lead));
    const clause = boundary >= 0 ? lead.slice(boundary) : lead;
    const monthly = period === 'year' ? Math.round((value / 12) * 100) / 100 : value;
    // "I take home $4,000", "$4,000 after taxes", "$4,000 net": said in the clause or just after the figure.
    const tail = after.split(/[,;.]|\b(?:and|while|but|whereas)\b/i)[0] ?? '';
    const afterTax = AFTER_TAX.test(clause) || AFTER_TAX.test(tail) ? ({ afterTax: true } as const) : {};
    if (/\bboth\b|\beach\b/i.test(clause)) {
      // "Both of us earn $5,000 a month": the same income for each.
      amounts.push({ monthly, given: value, period, whose: 'self', ...afterTax }, { monthly, given: value, period, whose: 'other', ...afterTax });
    } else {
      const whose = OTHER_PERSON.test(clause) ? 'other' : SELF.test(clause) ? 'self' : 'unknown';
      amounts.push({ monthly, given: value, period, whose, ...afterTax });
    }
    clauseStart = index + match[0].length;
  }
  return amounts;
}

export function findChildren(text: string): number | undefined {
  const counted = new RegExp(`\\b(\\d+|${NUMBER_WORD})\\s+(?:\\w+\\s+)?(?:kids?|children|child|sons|daughters|minors)\\b`, 'i').exec(text);
  if (counted) return numberFrom(counted[1]!);
  if (/\btwins\b/i.test(text)) return 2;
  if (/\b(?:a|one|our|my|only)\s+(?:kid|child|son|daughter|baby|toddler)\b/i.test(text)) return 1;
  return undefined;
}

export function findMarriageYears(text: string): number | undefined {
  const n = `(\\d+(?:\\.\\d+)?|${NUMBER_WORD})`;
  const patterns = [
    new RegExp(`\\b(?:married|marriage)\\b[^.?!\\d]{0,30}?${n}\\s*(?:-\\s*)?(?:years?|yrs?)\\b`, 'i'),
    new RegExp(`${n}\\s*(?:-\\s*)?(?:years?|yrs?)\\s+(?:of\\s+)?(?:marriage|married|together)`, 'i'),
    new RegExp(`\\bafter\\s+${n}\\s*(?:-\\s*)?(?:years?|yrs?)\\b`, 'i'),
    new RegExp(`\\b(?:a|an)\\s+${n}\\s*-?\\s*years?\\s*-?\\s*(?:long\\s+)?marriage`, 'i'),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return numberFrom(match[1]!);
  }
  return undefined;
}

function findRole(text: string): Reading['role'] {
  if (/\b(?:i|i'd|i'll)\s+(?:\w+\s+){0,3}(?:pay|owe)\b|\bhow much (?:\w+\s+){0,3}(?:do|would|will|should|could) i (?:\w+\s+){0,2}(?:pay|owe)\b|\bpaying\b/i.test(text)) {
    return 'payer';
  }
  if (/\b(?:i|i'd|i'll)\s+(?:\w+\s+){0,3}(?:get|receive|collect)\b|\breceiving\b/i.test(text)) return 'recipient';
  return undefined;
}

function findAlimonyType(text: string): AlimonyType | undefined {
  if (/\brehabilitative\b/i.test(text)) return 'rehabilitative';
  if (/\breimbursement\b/i.test(text)) return 'reimbursement';
  if (/\b(?:temporary|pendente lite|while the divorce)\b/i.test(text)) return 'temporary';
  if (/\b(?:permanent|general term|long[- ]term|indefinite)\b/i.test(text)) return 'permanent';
  return undefined;
}

/**
 * The words of a message without its markup: HTML tags, character references and Markdown emphasis or
 * headings a person (or a page) wrapped it in are not part of what it says ("<h1>", "**5000**").
 */
export function withoutMarkup(text: string): string {
  return text
    .replace(/<\/?[a-z][^<>]{0,200}>/gi, ' ')
    .replace(/&(?:nbsp|#160);/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&#36;|&dollar;/gi, '$')
    .replace(/[*_~`#]+/g, ' ');
}

export function readMessage(text: string): Reading {
  return readPlainText(withoutMarkup(text));
}

function readPlainText(text: string): Reading {
  const reading: Reading = { amounts: findAmounts(spelledAmountsAsDigits(text)) };
  const jurisdiction = findJurisdiction(text);
  if (jurisdiction) reading.jurisdiction = jurisdiction;
  const children = findChildren(text);
  if (children !== undefined) reading.children = children;
  const years = findMarriageYears(text);
  if (years !== undefined) reading.marriageYears = years;
  const role = findRole(text);
  if (role) reading.role = role;
  const alimonyType = findAlimonyType(text);
  if (alimonyType) reading.alimonyType = alimonyType;
  const ownTime = findOwnTime(text);
  if (ownTime !== undefined) reading.ownTimePercent = ownTime;
  if (/\b50\s*\/\s*50\b|\bfifty[- ]fifty\b|\bequal (?:time|custody|parenting)|\bshared (?:custody|parenting)|\bhalf (?:the|of the) time\b/i.test(text)) {
    reading.equalTime = true;
  }
  return reading;
}

/** "I have the kids 40% of the time", "I get them 146 nights a year": the person's share of time. */
function findOwnTime(text: string): number | undefined {
  const percent = /\b(\d{1,3}(?:\.\d+)?)\s*%\s*(?:of the time|of (?:the )?(?:parenting )?time|of (?:the )?overnights|custody|parenting time)/i.exec(text);
  if (percent && /\b(?:i|i'd|i'll|me)\b/i.test(text.slice(0, percent.index))) {
    const value = Number(percent[1]);
    return value <= 100 ? value : undefined;
  }
  const nights = /\b(\d{1,3})\s*(?:overnights|nights)\b(?:\s*(?:a|per|each)\s*year)?/i.exec(text);
  if (nights && /\b(?:i|i'd|i'll|me)\b/i.test(text.slice(0, nights.index))) {
    const value = Number(nights[1]);
    return value <= 365 ? Math.round((value / 365) * 10_000) / 100 : undefined;
  }
  return undefined;
}

/** A later reading fills in what an earlier one lacked (a follow-up answering the assistant's question). */
export function mergeReadings(earlier: Reading, later: Reading): Reading {
  const amounts = later.amounts.length === 0 ? earlier.amounts : [...earlier.amounts, ...later.amounts];
  return { ...earlier, ...stripUndefined(later), amounts };
}

function stripUndefined(reading: Reading): Partial<Reading> {
  return Object.fromEntries(Object.entries(reading).filter(([key, value]) => value !== undefined && key !== 'amounts'));
}
