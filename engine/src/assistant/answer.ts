import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { todayIso } from '../rules/versions.js';
import { calculatorHref, runAlimony, runAlimonyDuration, runChildSupport, type CalculatorRun } from './calculators.js';
import { cataloguePassages } from './catalogue-passages.js';
import { AllowedFigures, keepSupportedSentences } from './figures.js';
import { listInWords } from './format.js';
import { intentOf, topicsOf, type Intent } from './intent.js';
import type { Passage, Topic } from './passage.js';
import { productFactPassages } from './product-passages.js';
import { PassageIndex, STOP_WORDS, type Hit } from './search.js';
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
      this.cached = { asOf, index: new PassageIndex([...cataloguePassages(asOf), ...topicPassages(), ...productFactPassages(this.product)]) };
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
        return fromRun(runChildSupport(reading, asOf), reading);
      case 'alimony-estimate':
        return fromRun(runAlimony(reading, asOf), reading);
      case 'alimony-duration':
        return reading.jurisdiction && reading.marriageYears !== undefined
          ? fromRun(runAlimonyDuration(reading.jurisdiction, reading.marriageYears, reading.alimonyType, asOf), reading)
          : this.topicAnswer(['alimony'], reading, message, index);
      case 'topic':
        return this.topicAnswer(intent.topics, reading, message, index);
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
    const footer = chosen.some((p) => ['tax', 'retirement', 'property', 'child-support', 'alimony'].includes(p.topic)) ? `\n${NOT_ADVICE}` : '';
    const answer = fromPassages(chosen, `${chosen.map((p) => `${p.text}${sourceLine(p)}`).join('\n')}${footer}`, state);
    return this.unlessUnknown(message, { ...answer, offerConsultation: chosen.some((p) => p.topic === 'services') }, index);
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
