import { EngineValidationError } from '../errors.js';
import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { todayIso } from '../rules/versions.js';
import { calculatorHref, runAlimony, runAlimonyDuration, runChildSupport, type CalculatorRun } from './calculators.js';
import { cataloguePassages } from './catalogue-passages.js';
import { AllowedFigures, keepSupportedSentences } from './figures.js';
import { listInWords } from './format.js';
import { intentOf, topicsOf, type Intent, type TradedAsset } from './intent.js';
import type { Passage, Topic } from './passage.js';
import { productFactPassages } from './product-passages.js';
import { PassageIndex, STOP_WORDS, type Hit } from './search.js';
import { statusSentence, taxParameterPassageId, taxParameterPassages, taxParameterQuestion } from './tax-parameter-passages.js';
import { topicPassages } from './topic-passages.js';
import { findJurisdiction, findJurisdictions, mergeReadings, readMessage, type Reading } from './understand.js';
import type { AnswerSource, AssistantAction, AssistantAnswer, AssistantCalculator, AssistantQuestion, ProductFacts } from './types.js';

export interface AssistantOptions {
  product: ProductFacts;
  /** The clock (rules in force are those of today); tests fix it. */
  now?: () => Date;
}

/** Everything an answer was built from: what a language model may phrase, and what it may state. */
export interface PreparedAnswer {
  /** The offline answer, already checked. */
  answer: AssistantAnswer;
  intent: Intent['kind'];
  reading: Reading;
  passages: Passage[];
  runs: Extract<CalculatorRun, { kind: 'result' }>[];
  /** The figures any phrasing of this answer may contain. */
  allowed: AllowedFigures;
  /** Sentences of the draft the figure check removed (none, unless a passage misquotes its data). */
  dropped: string[];
  asOf: string;
}

/** Pages of the premium calculators; the free ones open on the home page (calculatorHref). */
const PREMIUM_PAGES: Partial<Record<AssistantCalculator, string>> = {
  'property-division': '/property-division',
  qdro: '/qdro',
  'tax-impact': '/tax-impact',
  'custody-costs': '/custody-costs',
};

const CALCULATOR_LABELS: Record<AssistantCalculator, string> = {
  'child-support': 'Open the child support calculator',
  alimony: 'Open the alimony calculator',
  budget: 'Open the budget planner',
  'property-division': 'Open the property division calculator',
  qdro: 'Open the retirement division (QDRO) calculator',
  'tax-impact': 'Open the tax impact calculator',
  'custody-costs': 'Open the custody costs calculator',
};

/** The assistant's questions for inputs: a reply to one of them continues that calculation. */
const ASKS_FOR_INPUTS = /^(?:To estimate (child support|alimony)\b|What would you like me to estimate: child support or alimony\?)/;
const NOT_ADVICE = 'This is general information, not legal advice.';
const GREETING =
  "Hello! I'm the SecureSplit financial assistant. I can explain how child support and alimony are calculated in your state, run the calculators for you, and answer questions about taxes, retirement accounts, property division and our services. What would you like to know?";
const THANKS = "You're welcome. Ask me anything else about child support, alimony, property, retirement accounts or taxes in divorce.";
const OFF_TOPIC =
  "Sorry, I can only help with the financial side of divorce: child support, alimony, property and retirement division, taxes, budgeting, and SecureSplit's calculators and services. What would you like to know about those?";
const DONT_KNOW =
  "I don't know the answer to that from SecureSplit's rules and data, and I won't guess. The calculators, the FAQ on the home page, or a consultation with a certified divorce financial analyst (CDFA) can help.";

function dedupeSources(sources: readonly AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.title}|${s.citation ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function openCalculatorAction(calculator: AssistantCalculator, jurisdiction?: JurisdictionSlug): AssistantAction {
  const page = PREMIUM_PAGES[calculator];
  const href = page ?? calculatorHref(calculator, jurisdiction && calculator !== 'budget' ? { state: jurisdiction } : {});
  return { type: 'open-calculator', calculator, label: CALCULATOR_LABELS[calculator], href };
}

/** The question's calculator, when the assistant's last turn asked for its inputs. */
function continuingCalculator(history: AssistantQuestion['history'], message: string, reading: Reading): 'child-support' | 'alimony' | undefined {
  const last = history?.[history.length - 1];
  if (last?.role !== 'assistant') return undefined;
  const match = ASKS_FOR_INPUTS.exec(last.content);
  if (!match) return undefined;
  if (match[1]) return match[1] === 'alimony' ? 'alimony' : 'child-support';
  // The assistant asked which of the two: the reply says it.
  const topics = topicsOf(message);
  if (topics.includes('alimony') || reading.marriageYears !== undefined) return 'alimony';
  if (topics.includes('child-support') || reading.children !== undefined) return 'child-support';
  return undefined;
}

/** The user turns that belong to a calculation still being filled in (the assistant asked for inputs). */
function readingSoFar(history: NonNullable<AssistantQuestion['history']>): Reading {
  let reading: Reading = { amounts: [] };
  const turns: string[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role === 'assistant') {
      if (!ASKS_FOR_INPUTS.test(turn.content)) break;
      continue;
    }
    turns.unshift(turn.content);
  }
  for (const text of turns) reading = mergeReadings(reading, readMessage(text));
  return reading;
}

export class Assistant {
  private readonly product: ProductFacts;
  private readonly now: () => Date;
  private cached: { asOf: string; index: PassageIndex } | undefined;

  constructor(options: AssistantOptions) {
    this.product = options.product;
    this.now = options.now ?? (() => new Date());
  }

  /** The knowledge base in force today (rebuilt when the date changes, so a new rule version shows). */
  index(asOf = todayIso(this.now())): PassageIndex {
    if (this.cached?.asOf !== asOf) {
      this.cached = { asOf, index: new PassageIndex([...cataloguePassages(asOf), ...topicPassages(), ...taxParameterPassages(), ...productFactPassages(this.product)]) };
    }
    return this.cached.index;
  }

  answer(question: AssistantQuestion): AssistantAnswer {
    return this.prepare(question).answer;
  }

  prepare(question: AssistantQuestion): PreparedAnswer {
    const asOf = todayIso(this.now());
    const index = this.index(asOf);
    const history = question.history ?? [];
    const message = question.message.trim();
    let reading = readMessage(message);
    const continuing = continuingCalculator(history, message, reading);
    if (continuing === 'alimony' && reading.marriageYears === undefined) {
      // Asked how long the marriage was, a bare "15 years" is the answer.
      const years = /\b(\d{1,2}(?:\.\d+)?)\s*(?:years?|yrs?)\b(?!\s*old)/i.exec(message);
      if (years) reading = { ...reading, marriageYears: Number(years[1]) };
    }
    if (continuing) reading = mergeReadings(readingSoFar(history), reading);
    const jurisdiction =
      reading.jurisdiction ??
      question.context?.jurisdiction ??
      [...history].reverse().map((t) => (t.role === 'user' ? findJurisdiction(t.content) : undefined)).find((j) => j !== undefined);
    const intent = intentOf(message, reading, continuing);
    const draft = this.draft(intent, { ...reading, ...(jurisdiction ? { jurisdiction } : {}) }, message, index, asOf);

    const allowed = new AllowedFigures()
      .add(message)
      .add(history.filter((t) => t.role === 'user').map((t) => t.content))
      .add(draft.passages.map((p) => [p.text, p.sources]))
      .add(draft.runs.map((r) => [r.result, r.input, r.text]));
    const checked = keepSupportedSentences(draft.reply, allowed);
    const actions = [...draft.actions];
    if (draft.offerConsultation && this.product.bookingUrl) {
      actions.push({ type: 'book-consultation', label: 'Book a consultation with a certified divorce financial analyst', href: this.product.bookingUrl });
    }
    return {
      answer: { reply: checked.text, sources: dedupeSources(draft.sources), actions },
      intent: intent.kind,
      reading,
      passages: draft.passages,
      runs: draft.runs,
      allowed,
      dropped: checked.dropped,
      asOf,
    };
  }

  private draft(intent: Intent, reading: Reading, message: string, index: PassageIndex, asOf: string): Draft {
    switch (intent.kind) {
      case 'greeting':
        return draft(/^\s*(?:thanks|thank you|thx)/i.test(message) ? THANKS : GREETING);
      case 'off-topic':
        return draft(OFF_TOPIC);
      case 'which-calculator':
        return {
          ...draft(
            'What would you like me to estimate: child support or alimony? For child support tell me your state, both monthly incomes and the number of children; for alimony, your state, both monthly incomes and how many years you were married.',
          ),
          actions: [openCalculatorAction('child-support', reading.jurisdiction), openCalculatorAction('alimony', reading.jurisdiction)],
        };
      case 'legal-advice':
        return this.legalAdvice(intent, reading, message, index);
      case 'child-support-estimate':
        return runChecked('child-support', () => runChildSupport(reading, asOf), reading);
      case 'alimony-estimate':
        return runChecked('alimony', () => runAlimony(reading, asOf), reading);
      case 'alimony-duration':
        return reading.jurisdiction && reading.marriageYears !== undefined
          ? fromRun(runAlimonyDuration(reading.jurisdiction, reading.marriageYears, reading.alimonyType, asOf), reading)
          : this.topicAnswer(['alimony'], reading, message, index);
      case 'topic':
        return this.topicAnswer(intent.topics, reading, message, index);
      case 'trade-off':
        return tradeOffAnswer(intent.assets, reading);
    }
  }

  private legalAdvice(intent: Extract<Intent, { kind: 'legal-advice' }>, reading: Reading, message: string, index: PassageIndex): Draft {
    if (intent.evasion) {
      return {
        ...draft(
          "I can't help with hiding money or avoiding a support order. Courts require full financial disclosure and can penalise concealment. If paying is hard, a court can review an order when circumstances change; a family law attorney can explain how in your state.",
        ),
        offerConsultation: true,
      };
    }
    const lead =
      "I can't tell you what to do in your case: that would be legal advice, and I'm not a lawyer. For that, speak with a family law attorney in your state; a certified divorce financial analyst (CDFA) can help you weigh the financial side.";
    // General information only when it is about what was asked (never a stray search result).
    const substantive = intent.topics.filter((t) => t !== 'glossary' && t !== 'calculators');
    const info = substantive.length > 0 ? this.topicAnswer(substantive, reading, message, index, { strict: true }) : undefined;
    if (!info || info.passages.length === 0) return { ...draft(lead), offerConsultation: true };
    return { ...info, reply: `${lead}\nGeneral information that may help: ${info.reply}`, offerConsultation: true };
  }

  private topicAnswer(topics: Topic[], reading: Reading, message: string, index: PassageIndex, options: { strict?: boolean } = {}): Draft {
    const state = reading.jurisdiction;
    const asksPrice = topics.includes('services') && /\b(?:cost|costs|price|prices|charge|fee|fees|free|pay for|subscription)\b/i.test(message);
    const primary = asksPrice ? 'services' : (topics.find((t) => t !== 'glossary' && t !== 'calculators') ?? topics[0]);
    const named = findJurisdictions(message);
    if (named.length > 1 && (primary === 'child-support' || primary === 'alimony' || primary === 'property')) {
      // A comparison of states: each state's own passage, side by side.
      const passages = named.slice(0, 3).map((slug) => index.get(`${primary}/${slug}`)!);
      return this.unlessUnknown(message, fromPassages(passages, `${passages.map((p) => `${p.text}${sourceLine(p)}`).join('\n')}\n${NOT_ADVICE}`, undefined), index);
    }
    if (topics.includes('tax')) {
      const taxAnswer = this.taxParameterAnswer(message, index);
      if (taxAnswer) return taxAnswer;
    }
    const routed = routedPassage(primary, topics, message, state);
    if (routed) {
      const passage = index.get(routed)!;
      const more =
        primary === 'alimony' && /\bhow long\b|\bduration\b|\blast\b/i.test(message)
          ? ' Tell me how many years you were married and I can give the duration for your case.'
          : '';
      return this.unlessUnknown(message, fromPassages([passage], `${passage.text}${more}${sourceLine(passage)}\n${NOT_ADVICE}`, state), index);
    }
    if (!state && (primary === 'child-support' || primary === 'alimony') && /\b(?:calculat|work|formula|determin|decid|figure)/i.test(message)) {
      const general = index.find(message, { topics: ['calculators', 'glossary'], generalOnly: true }, 1);
      const what = primary === 'alimony' ? 'alimony' : 'child support';
      const lead = `Each state sets its own ${what} rules. Tell me your state and I'll explain its rule, the date it took effect and its source.`;
      return fromPassages(general.map((h) => h.passage), [lead, ...general.map((h) => h.passage.text)].join('\n'), undefined);
    }
    const wanted: Topic[] | undefined = topics.length > 0 ? topics : undefined;
    const place = state ? { jurisdiction: state } : { generalOnly: true };
    // The question's main topic first, then any topic it touches, then (unless strict) anything.
    let chosen = primary ? pickHits(index.find(message, { topics: [primary], ...place }, 2)) : [];
    if (chosen.length === 0 && wanted) chosen = pickHits(index.find(message, { topics: wanted, ...place }, 2));
    // Anything at all only when the question named no topic: a question about a topic the knowledge
    // base has nothing on gets "I don't know", not a neighbouring answer.
    if (chosen.length === 0 && !wanted && !options.strict) chosen = pickHits(index.find(message, place, 2), UNFOCUSED_COVERAGE);
    if (chosen.length === 0) return { ...draft(DONT_KNOW), offerConsultation: true };
    // A search result that leaves most of the question's key terms unanswered is another question's answer:
    // the best passage of any topic the question touches may hold them; if none does, "I don't know".
    if (!coversKeyTerms(message, chosen, RELEVANT_COVERAGE)) {
      const other = wanted ? pickHits(index.find(message, { topics: wanted, ...place }, 2)) : [];
      if (other.length === 0 || !coversKeyTerms(message, other, RELEVANT_COVERAGE)) return { ...draft(DONT_KNOW), offerConsultation: true };
      chosen = other;
    }
    const footer = chosen.some((p) => ['tax', 'retirement', 'property', 'child-support', 'alimony'].includes(p.topic)) ? `\n${NOT_ADVICE}` : '';
    const answer = fromPassages(chosen, `${chosen.map((p) => `${p.text}${sourceLine(p)}`).join('\n')}${footer}`, state);
    return this.unlessUnknown(message, { ...answer, offerConsultation: chosen.some((p) => p.topic === 'services') }, index);
  }

  /**
   * A question about a federal tax parameter the engine holds (the child tax credit, the standard deduction, the
   * rate brackets) gets that year's passage, built from the engine's tax data; a year not held gets "I don't know".
   * A key term the knowledge base has never heard of ("in France") gets "I don't know" too. Not a parameter question,
   * or one with a key term another passage covers ("on alimony"): undefined, for the usual search to decide.
   */
  private taxParameterAnswer(message: string, index: PassageIndex): Draft | undefined {
    const asked = taxParameterQuestion(message, todayIso(this.now()));
    if (!asked) return undefined;
    // A year the engine holds no parameters for: it does not know them.
    if (asked.year === undefined) return { ...draft(DONT_KNOW), offerConsultation: true };
    const passage = index.get(taxParameterPassageId(asked.kind, asked.year))!;
    // Every key term must be the passage's. One the knowledge base has never heard of ("in France") means the
    // question is about something else: "I don't know". One it knows ("the tax rate on alimony") is another
    // question, for the usual search (and its key-term check) to answer.
    const uncovered = uncoveredTerms(message, [passage]);
    if (uncovered.some((w) => !index.knows(w))) return { ...draft(DONT_KNOW), offerConsultation: true };
    if (uncovered.length > 0) return undefined;
    const lead = asked.status && asked.year !== undefined ? statusSentence(asked.kind, asked.year, asked.status) : undefined;
    return fromPassages([passage], `${lead ? `${lead} ` : ''}${passage.text}${sourceLine(passage)}\n${NOT_ADVICE}`, undefined);
  }

  /**
   * A question that asks for a figure (a rate, a fee, a cost) the chosen passages do not hold, or names
   * something the knowledge base has never heard of, gets "I don't know" rather than a nearby answer.
   */
  private unlessUnknown(message: string, answer: Draft, index: PassageIndex): Draft {
    const material = answer.passages.map((p) => `${p.title} ${p.text} ${p.keywords ?? ''}`.toLowerCase()).join(' ');
    const words = contentWords(message);
    // A question about a part of the law the passage does not cover (when support ends, enforcement,
    // modification...) is not answered by the state's general rule.
    if (words.some((w) => SUBTOPICS.has(w) && !hasWord(material, w))) return { ...draft(DONT_KNOW), offerConsultation: true };
    if (!asksForFigure(message)) return answer;
    const missingFigure = words.filter((w) => FIGURE_NOUNS.has(w)).some((w) => !hasWord(material, w));
    const unheardOf = words.some((w) => !index.knows(w));
    return missingFigure || unheardOf ? { ...draft(DONT_KNOW), offerConsultation: true } : answer;
  }
}

/** Parts of family law a question may be about that a passage must mention to answer it. */
const SUBTOPICS = new Set(
  'end ends ending stop stops terminate terminates termination age college university arrears arrearage enforce enforcement enforced modify modified modification modifications remarry remarries remarriage cohabit cohabitation cohabiting jail contempt interest unpaid retroactive relocate relocation file filing lawyer lawyers attorney attorneys visitation'.split(' '),
);

/** Nouns that ask for a figure: an answer must hold them to answer the question. */
const FIGURE_NOUNS = new Set(['interest', 'rate', 'rates', 'fee', 'fees', 'cost', 'costs', 'price', 'percentage', 'penalty', 'salary', 'wage']);

function asksForFigure(message: string): boolean {
  return /\bhow much\b|\bhow many\b|\bwhat (?:\w+ )?(?:interest|rate|fee|fees|cost|price|percentage|penalty)\b/i.test(message);
}

const QUESTION_WORDS = new Set(
  'about after also all any are been before being between both can cash could did does doing each for get has her him his how its may not our she the use was who why you even from going have having here into just know like make many might more most much must need never only other over same should since some such than that their them then there these they this those through under very want were what when where which while will with would your yours divorce instead'.split(' '),
);

function contentWords(message: string): string[] {
  return (message.toLowerCase().match(/[a-z][a-z'’-]{2,}/g) ?? []).filter((w) => !QUESTION_WORDS.has(w) && !STOP_WORDS.has(w));
}

/** Words of a question that say what it is about only in general (any tax passage is about taxes). */
const GENERIC_TERMS = new Set(
  'tax taxes taxed federal irs year years amount amounts much many per get gets give paid pay pays payment payments information info tell explain work works'.split(' '),
);

/** The words of a question that a passage answering it must cover: its content words less the generic ones. */
function keyTerms(message: string): string[] {
  const words = contentWords(message).flatMap((w) => w.split(/[-'’]+/));
  return [...new Set(words)].filter((w) => w.length > 2 && !GENERIC_TERMS.has(w) && !QUESTION_WORDS.has(w) && !STOP_WORDS.has(w));
}

/** The question's key terms the passages do not cover. */
function uncoveredTerms(message: string, passages: readonly Passage[]): string[] {
  const material = passages.map((p) => `${p.title} ${p.text} ${p.keywords ?? ''}`.toLowerCase()).join(' ');
  return keyTerms(message).filter((w) => !hasWord(material, w));
}

/**
 * Whether the passages cover at least `share` of the question's key terms (in their title, text or keywords).
 * A question with no key terms is covered.
 */
function coversKeyTerms(message: string, passages: readonly Passage[], share: number): boolean {
  const terms = keyTerms(message);
  if (terms.length === 0) return true;
  return (terms.length - uncoveredTerms(message, passages).length) / terms.length >= share;
}

/** Whether the text has a word starting with the word's stem ("ends" → "end", "ending"; not "depend"). */
function hasWord(text: string, word: string): boolean {
  const stem = word.replace(/(?:es|s)$/, '').replace(/[^a-z]/g, '');
  return new RegExp(`\\b${stem}`).test(text);
}

/**
 * Questions with an obvious home go straight to it: a state's own child support, alimony or property
 * passage; the tax treatment of what the question is about.
 */
function routedPassage(primary: Topic | undefined, topics: readonly Topic[], message: string, state: JurisdictionSlug | undefined): string | undefined {
  if (state && (primary === 'child-support' || primary === 'alimony' || primary === 'property')) return `${primary}/${state}`;
  if (primary === 'tax') {
    if (topics.includes('alimony')) return 'tax/alimony';
    if (/child support/i.test(message)) return 'tax/child-support';
    if (topics.includes('property')) return 'tax/property-transfers';
  }
  return undefined;
}

/** "Source: title, section." for the sources the reply text itself does not already name. */
function sourceLine(passage: Passage): string {
  if (/Main source:/.test(passage.text) || passage.sources.length === 0 || passage.topic === 'services' || passage.topic === 'product' || passage.topic === 'glossary' || passage.topic === 'calculators') {
    return '';
  }
  const cited = passage.sources.slice(0, 3).map((s) => (s.citation && !s.title.includes(s.citation) ? `${s.title}, ${s.citation}` : s.title));
  return ` ${cited.length === 1 ? 'Source' : 'Sources'}: ${cited.join('; ')}.`;
}

/** A search result is used only when it matched well; a close second of the same topic joins it. */
const MIN_SCORE = 4;
/** A question that names no topic must share at least half its words with the passage. */
const UNFOCUSED_COVERAGE = 0.5;
/** Any searched answer must cover at least half the question's key terms (title, text or keywords). */
const RELEVANT_COVERAGE = 0.5;

function pickHits(hits: Hit[], minCoverage = 0): Passage[] {
  const [first, second] = hits;
  if (!first || first.score < MIN_SCORE || first.coverage < minCoverage) return [];
  return second && second.score >= first.score * 0.85 && second.passage.topic === first.passage.topic ? [first.passage, second.passage] : [first.passage];
}

interface Draft {
  reply: string;
  sources: AnswerSource[];
  actions: AssistantAction[];
  passages: Passage[];
  runs: Extract<CalculatorRun, { kind: 'result' }>[];
  offerConsultation: boolean;
}

function draft(reply: string): Draft {
  return { reply, sources: [], actions: [], passages: [], runs: [], offerConsultation: false };
}

function fromPassages(passages: Passage[], reply: string, state: JurisdictionSlug | undefined): Draft {
  const calculators = [...new Set(passages.map((p) => p.calculator).filter((c): c is AssistantCalculator => c !== undefined))];
  return {
    reply,
    sources: passages.flatMap((p) => p.sources),
    actions: calculators.map((c) => openCalculatorAction(c, state)),
    passages,
    runs: [],
    offerConsultation: false,
  };
}

/** What each asset brings to a trade-off: why its dollars are not like the other's. */
const WHAT_TO_WEIGH: Record<TradedAsset, string> = {
  house:
    'Home equity (what the house is worth less the mortgage) is not cash: keeping the house costs money every month (mortgage, property tax, insurance, upkeep), and selling it later costs fees and can bring capital gains tax.',
  '401(k)': 'A 401(k) balance is before tax: income tax is due when the money is withdrawn, so a dollar in it is worth less than a dollar of equity or cash. It is divided by a qualified domestic relations order (QDRO).',
  '403(b)': 'A 403(b) balance is before tax: income tax is due when the money is withdrawn, so a dollar in it is worth less than a dollar of equity or cash. It is divided by a qualified domestic relations order (QDRO).',
  pension: 'A pension is a future income, not a balance, and its payments are taxed as income when they come: it has to be valued (its present value) before it can be set against anything, and it is divided by a qualified domestic relations order (QDRO).',
  IRA: 'A traditional IRA is before tax: income tax is due when the money is withdrawn. It is divided by a transfer incident to divorce, without a QDRO.',
  'retirement savings': 'Retirement savings are usually before tax: income tax is due when the money is withdrawn, so a dollar there is worth less than a dollar of cash. Employer plans are divided by a qualified domestic relations order (QDRO).',
  savings: 'Savings are cash, already taxed, and available at once.',
  business: 'A business has to be valued before it can be set against anything else, and its value can be hard to turn into cash.',
  car: 'A car loses value every year and costs money to keep.',
};

const RETIREMENT_ASSETS: ReadonlySet<TradedAsset> = new Set(['401(k)', '403(b)', 'pension', 'IRA', 'retirement savings']);

/**
 * "Keep the house and give him my 401(k)?": which is the better trade depends on figures a chat does not
 * have and is the person's decision, so the answer says so plainly, then says what makes the two unlike
 * (taxes, costs, how each is divided) and opens the calculators that compare them.
 */
function tradeOffAnswer(assets: readonly TradedAsset[], reading: Reading): Draft {
  const [first, second] = assets as [TradedAsset, TradedAsset];
  const lead =
    `I can't tell you whether keeping the ${first} and giving up the ${second} is the better trade: that depends on figures I don't have (what each is worth, what is owed on it, the taxes), ` +
    'and choosing is your decision, best made with a family law attorney or a certified divorce financial analyst (CDFA). What makes the two unlike:';
  const retirement = assets.some((asset) => RETIREMENT_ASSETS.has(asset));
  const calculators = retirement
    ? 'The property division calculator sets out both sides of the split, and the QDRO calculator shows what a share of a retirement plan is worth, so the two can be compared on equal terms.'
    : 'The property division calculator sets out both sides of the split, so the two can be compared on equal terms.';
  return {
    ...draft([lead, ...assets.map((asset) => WHAT_TO_WEIGH[asset]), calculators, NOT_ADVICE].join('\n')),
    actions: [
      openCalculatorAction('property-division', reading.jurisdiction),
      ...(retirement ? [openCalculatorAction('qdro', reading.jurisdiction)] : []),
    ],
    offerConsultation: true,
  };
}

/**
 * A calculator run whose inputs the engine still refuses (a figure the reading let through that is out of
 * the calculator's range) is an answer asking to check the figures, never an error for the whole message.
 */
function runChecked(calculator: 'child-support' | 'alimony', run: () => CalculatorRun, reading: Reading): Draft {
  try {
    return fromRun(run(), reading);
  } catch (error) {
    if (!(error instanceof EngineValidationError)) throw error;
    const what = calculator === 'alimony' ? 'alimony' : 'child support';
    return {
      ...draft(`I could not estimate ${what} from those figures: one of them is outside what the calculator takes. Please check the amounts, or enter them in the calculator, which says what each field accepts.`),
      actions: [openCalculatorAction(calculator, reading.jurisdiction)],
    };
  }
}

function fromRun(run: CalculatorRun, reading: Reading): Draft {
  if (run.kind === 'needs') {
    const what = run.calculator === 'alimony' ? 'alimony' : 'child support';
    const where = run.jurisdiction ? ` in ${jurisdictionBySlug(run.jurisdiction).name}` : '';
    return {
      ...draft(`To estimate ${what}${where} I need ${listInWords(run.missing)}. You can also enter everything in the calculator.`),
      actions: [openCalculatorAction(run.calculator, reading.jurisdiction)],
    };
  }
  return { reply: run.text, sources: run.sources, actions: [run.action], passages: [], runs: [run], offerConsultation: true };
}
