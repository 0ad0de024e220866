import type { Topic } from './passage.js';
import type { Reading } from './understand.js';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'off-topic' }
  /** Gives figures but not what they are for. */
  | { kind: 'which-calculator' }
  /** Asks what to do in their case (or how to evade an order): no advice, general information only. */
  | { kind: 'legal-advice'; evasion: boolean; topics: Topic[] }
  | { kind: 'child-support-estimate' }
  | { kind: 'alimony-estimate' }
  | { kind: 'alimony-duration' }
  /** Weighs one asset against another ("keep the house and give him my 401(k)?"). */
  | { kind: 'trade-off'; assets: TradedAsset[] }
  | { kind: 'topic'; topics: Topic[] };

/** Assets a settlement trades against each other, as the answer names them. */
export type TradedAsset = 'house' | '401(k)' | '403(b)' | 'pension' | 'IRA' | 'retirement savings' | 'savings' | 'business' | 'car';

const ASSETS: ReadonlyArray<[TradedAsset, RegExp]> = [
  // Not "take-home pay".
  ['house', /\b(?:house|condo)\b|(?<!take[- ])\bhome\b(?![- ]?pay)/i],
  ['401(k)', /\b401\s*\(?k\)?/i],
  ['403(b)', /\b403\s*\(?b\)?/i],
  ['pension', /\bpension\b/i],
  ['IRA', /\b(?:roth\s+)?iras?\b/i],
  ['retirement savings', /\bretirement (?:account|savings|money|funds?)\b/i],
  ['savings', /\b(?:savings|bank accounts?)\b(?! bonds)/i],
  ['business', /\bbusiness\b/i],
  ['car', /\b(?:car|truck|vehicle)\b/i],
];

/** Keeping one thing for another: "keep X and give him Y", "X for Y", "X or Y", "X instead of Y". */
const TRADE =
  /\b(?:keep|take|get|let (?:him|her|them) (?:have|keep)|give (?:him|her|them|up)|trade|swap|exchange|instead of|in return|in exchange|rather than|or|vs\.?|versus|for (?:his|her|their|my|the))\b/i;

/** The assets a message weighs against each other, in the order it names them; fewer than two: none. */
export function tradedAssets(text: string): TradedAsset[] {
  const found = ASSETS.map(([asset, pattern]) => ({ asset, at: pattern.exec(text)?.index ?? -1 })).filter((f) => f.at >= 0);
  if (found.length < 2 || !TRADE.test(text)) return [];
  return found.sort((a, b) => a.at - b.at).map((f) => f.asset);
}

/** Words that put a message inside divorce finances or this product. */
const DOMAIN =
  /divorc|separat|child support|support|alimony|spous|maintenance|custod|parenting|visitation|\bkids?\b|child|children|qdro|\biras?\b|401|403\s*\(?b|pension|retirement|roth|property|assets?\b|debts?\b|house|mortgage|\btax|deduct|\birs\b|budget|calculat|estimat|consult|cdfa|analyst|subscription|premium|full access|refund|quiz|marri|wife|husband|\bex\b|mediat|settlement|equitable|community property|guideline|prenup|coverture|arrears|securesplit|clarity package|priority review|legal advice|lawyer|attorney|court|judge|glossary|alternate payee|\bincome shares|melson|overnights|transcript|privacy|your data|my data|accura|which states (?:do you |are )?(?:cover|covered|support|supported|available)|states (?:do you )?cover|business|savings|bank accounts?|imput|equalization|self-support|arrear|deviat|pendente|rehabilitative|reimbursement|general term|coverture|marital|inheritance|rollover|withh[eo]ld|\bcharge\b|money[- ]back|guarantee|mobile app|\bapp\b|worksheet|\bfree\b|\btrial\b|pricing|\bprices?\b|dependents?\b|\b(?:yearly|monthly|annual) (?:plan|subscription|price)|\bcost of (?:the|your|a)\b/i;

const EVASION =
  /\bhide\b.*\b(?:money|assets?|income|accounts?|savings)\b|\b(?:avoid|get out of|stop|dodge|evade)\s+(?:paying\s+)?(?:child support|alimony|support)\b|\blie\b.*\b(?:income|court|judge)\b|\bunder-?report\b/i;

const ADVICE =
  /\bshould i\b|\bwhat should i do\b|\bwill (?:the )?(?:judge|court)\b|\bcan i win\b|\bmy chances\b|\bmy rights\b|\bis (?:my|this|our) (?:prenup|agreement|settlement|order|contract) (?:valid|enforceable|fair|legal|good)\b|\bdo i (?:need|have to (?:hire|get)) (?:a )?(?:lawyer|attorney)\b|\brepresent me\b|\bsue\b|\bappeal\b/i;

const TOPIC_WORDS: ReadonlyArray<[Topic, RegExp]> = [
  ['retirement', /\bqdro|\biras?\b|401\s*\(?k|403\s*\(?b|pension|retirement|roth|\btsp\b|alternate payee|coverture|early withdrawal|roll ?over|withh[eo]ld/i],
  ['tax', /\btax|taxable|deduct|\birs\b|write[- ]off|head of (?:the )?household|filing status/i],
  ['alimony', /alimony|spousal|maintenance/i],
  ['child-support', /child support|\bkids?\b|children|\bchild\b|custody|parenting time|overnights/i],
  ['property', /property|\bhouses?\b|home\b|assets?\b|community|equitable|divid|division|split|debts?\b|mortgage|marital|separate property|business|savings|bank accounts?|\bcars?\b|vehicles?/i],
  [
    'services',
    /\bprices?\b|\bcosts?\b|how much (?:is|does|are) (?:a |the |your )?(?:subscription|premium|full access|plan|consultation|review|package|service)|subscription|premium|full access|refund|money[- ]back|cancel|clarity|package|\bpriority\b|review session|consultation|pricing|\bfree\b|monthly plan|yearly plan|annual plan|\bcharge/i,
  ],
  ['product', /accura|mobile app|\bapp\b|secure|security|privacy|private|transcript|keep (?:my|this|the) (?:chat|messages?|conversation)|which states (?:do you |are )?(?:cover|covered|support|supported|available)|states (?:do you )?cover|virtual|video|by phone|\bcdfa\b|legal advice|when should i|how early|delete my/i],
  ['calculators', /calculator|budget|quiz|worksheet/i],
  ['glossary', /\bwhat (?:is|does|are)\b|\bwhat's\b|\bmean(?:ing|s)?\b|\bdefin/i],
];

export function topicsOf(text: string): Topic[] {
  return TOPIC_WORDS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
}

const GREETING =
  /^\s*(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you|thx)\b[\s!.,]*(?:there)?[\s!.,]*)?(?:(?:how does this work|what can you do|what do you do|who are you|help|can you help(?: me)?)\s*[?!.]*)?\s*$/i;

/**
 * What the message asks. `continuing` is the calculator the assistant asked inputs for in its last
 * turn, if any: a short reply such as "$3,000" then completes that calculation.
 */
const INCOME_TAX_QUALIFIER = /\b(?:before|after|pre|post)[- ]?tax(?:es)?\b/gi;

export function intentOf(text: string, reading: Reading, continuing?: 'child-support' | 'alimony'): Intent {
  if (GREETING.test(text)) return { kind: 'greeting' };
  // "$5,500 before tax" says which income it is, not that the question is about taxes.
  const topics = topicsOf(text.replace(INCOME_TAX_QUALIFIER, ' '));
  if (EVASION.test(text)) return { kind: 'legal-advice', evasion: true, topics };
  const givesInputs = reading.amounts.length > 0 || reading.children !== undefined || reading.jurisdiction !== undefined || reading.marriageYears !== undefined;
  if (continuing && givesInputs && !topics.some((t) => t === 'tax' || t === 'retirement' || t === 'services')) {
    return { kind: continuing === 'alimony' ? 'alimony-estimate' : 'child-support-estimate' };
  }
  if (!DOMAIN.test(text) && !(continuing && givesInputs)) {
    // Figures with no subject ("I make $5,000 a month"): ask what to calculate rather than decline.
    return reading.amounts.length > 0 ? { kind: 'which-calculator' } : { kind: 'off-topic' };
  }
  // "How much should I get?" asks for an amount, not for advice.
  const asksAmountShould = /\bhow much\b[^.?!]*\bshould (?:i|we)\s+(?:get|pay|receive|expect|owe)\b/i.test(text);
  // A trade-off between assets gets an answer about that trade-off, advice-worded or not.
  const assets = tradedAssets(text);
  if (assets.length >= 2) return { kind: 'trade-off', assets };
  if (ADVICE.test(text) && !asksAmountShould) return { kind: 'legal-advice', evasion: false, topics };
  const aboutAlimony = topics.includes('alimony');
  const aboutChildren = topics.includes('child-support') || reading.children !== undefined;
  const asksAmount = reading.amounts.length > 0;
  if (!topics.includes('tax') && !topics.includes('retirement')) {
    if (aboutAlimony && asksAmount) return { kind: 'alimony-estimate' };
    if (aboutAlimony && reading.marriageYears !== undefined && /\bhow long\b|\bduration\b|\blast\b|\bterm\b|\bend\b/i.test(text)) {
      return { kind: 'alimony-duration' };
    }
    if (aboutAlimony && reading.role !== undefined && /\bhow much\b|\bwhat would\b|\bwhat will\b/i.test(text)) return { kind: 'alimony-estimate' };
    if (aboutChildren && asksAmount && !aboutAlimony) return { kind: 'child-support-estimate' };
    if (aboutChildren && reading.role !== undefined && /\bhow much\b|\bwhat would\b|\bwhat will\b/i.test(text)) {
      return { kind: 'child-support-estimate' };
    }
  }
  return { kind: 'topic', topics };
}
