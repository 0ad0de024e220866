import {
  AllowedFigures,
  EngineValidationError,
  isJurisdictionSlug,
  runAlimony,
  runChildSupport,
  type CalculatorRun,
  JURISDICTION_SLUGS,
  readMessage,
  type Assistant,
  type AssistantAction,
  type AssistantAnswer,
  type AssistantQuestion,
  type AnswerSource,
  type PreparedAnswer,
} from '@securesplit/engine';
import type { Logger } from 'pino';
import type { AssistantService } from './service.js';

/**
 * The language model adapter: an OpenAI-compatible chat completions endpoint phrases the answer from the
 * same passages and calculator results the offline engine found, and may call the calculators as tools.
 * Its reply is sent only if every figure in it is one the material, the tools' engine results or the
 * person's own messages hold; otherwise, or when the service fails or is slow, the offline answer goes.
 */
export interface LanguageModelSettings {
  /** The chat completions endpoint, or the base URL it is under (`/chat/completions` is added). */
  url: string;
  key: string;
  model: string;
  /** How long one answer may take, tool rounds included, before the offline answer is sent. */
  timeoutMs: number;
}

/** Tool-call rounds allowed before the adapter gives up on the model and answers offline. */
const MAX_ROUNDS = 4;

const SYSTEM_PROMPT = [
  'You are the SecureSplit financial assistant for people going through divorce in the United States.',
  'Answer only about divorce finances and SecureSplit (child support, alimony, property and retirement division, taxes in divorce, budgeting, the calculators, services and prices); politely decline anything else.',
  'Use only the facts in MATERIAL and in the results of the calculator tools. Never state a number, date, statute, section or price that is not written there or in the person\'s own messages; if you do not know, say so and point to the calculator, the FAQ or a consultation.',
  'To compute support, call a calculator tool with figures the person gave; never make inputs up. Call a tool only with inputs the person stated; ask for what is missing.',
  'Say that amounts are estimates, name the rule and its source, and never give legal advice (suggest a family law attorney or a CDFA instead).',
  'Write plain text: short paragraphs, no Markdown, no HTML.',
].join(' ');

const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'calculate_child_support',
      description: "Runs SecureSplit's child support calculator (the state's guideline) and returns the monthly amount, who pays, key worksheet lines, the rule's effective date and sources.",
      parameters: {
        type: 'object',
        properties: {
          state: { type: 'string', enum: [...JURISDICTION_SLUGS] },
          payingParentMonthlyIncome: { type: 'number', description: 'Gross monthly income of the parent the children do not live with' },
          otherParentMonthlyIncome: { type: 'number', description: 'Gross monthly income of the parent the children live with' },
          numberOfChildren: { type: 'integer', minimum: 1, maximum: 6 },
          equalParentingTime: { type: 'boolean', description: 'True for 50/50 parenting time; otherwise the children live with the other parent' },
        },
        required: ['state', 'payingParentMonthlyIncome', 'otherParentMonthlyIncome', 'numberOfChildren'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'calculate_alimony',
      description: "Runs SecureSplit's alimony calculator (the state's formula, or a labelled estimate) and returns the monthly amount, its range, the duration, the rule's effective date and sources.",
      parameters: {
        type: 'object',
        properties: {
          state: { type: 'string', enum: [...JURISDICTION_SLUGS] },
          payerMonthlyIncome: { type: 'number' },
          recipientMonthlyIncome: { type: 'number' },
          yearsMarried: { type: 'integer', minimum: 0, maximum: 100 },
          alimonyType: { type: 'string', enum: ['temporary', 'permanent', 'rehabilitative', 'reimbursement'] },
        },
        required: ['state', 'payerMonthlyIncome', 'recipientMonthlyIncome', 'yearsMarried'],
        additionalProperties: false,
      },
    },
  },
] as const;

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolOutcome {
  content: unknown;
  /** The engine's result (its figures become allowed), with the link and sources it brings. */
  result?: unknown;
  action?: AssistantAction;
  sources?: AnswerSource[];
}

/** Why the adapter fell back to the offline answer (logged without any message text). */
class ModelUnusable extends Error {}

function chatCompletionsUrl(url: string): string {
  return /\/chat\/completions$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;
}

function material(prepared: PreparedAnswer): string {
  const passages = prepared.passages.map(
    (p) => `[${p.title}]\n${p.text}\nSources: ${p.sources.map((s) => [s.title, s.citation, s.effectiveDate && `effective ${s.effectiveDate}`].filter(Boolean).join(', ')).join('; ')}`,
  );
  const runs = prepared.runs.map((r) => `[Calculator result: ${r.calculator}]\n${r.text}`);
  return [
    'MATERIAL (the only facts you may use):',
    ...passages,
    ...runs,
    `[SecureSplit's own answer, for reference]\n${prepared.answer.reply}`,
  ].join('\n\n');
}

/** A tool may run only on figures the person gave (a yearly figure may be divided by 12). */
function givenByPerson(value: number, userFigures: AllowedFigures): boolean {
  return userFigures.has(String(value)) || userFigures.has(String(Math.round(value * 12 * 100) / 100)) || value === 0;
}

function amount(monthly: number, whose: 'self' | 'other') {
  return { monthly, given: monthly, period: 'month' as const, whose };
}

/**
 * Runs the calculator a tool call names through the same engine runs as the offline answer (so the
 * model gets the engine's amount, rule and sources, and the answer the same link), as the paying side.
 */
function runTool(call: ToolCall, userFigures: AllowedFigures, userText: string, asOf: string): ToolOutcome {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(call.function.arguments) as Record<string, unknown>;
  } catch {
    return { content: { error: 'The arguments were not valid JSON.' } };
  }
  const numbers = Object.entries(args).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  const children = readMessage(userText).children;
  const invented = numbers.filter(([name, value]) =>
    name === 'numberOfChildren' ? value !== children && !userFigures.has(String(value)) : !givenByPerson(value, userFigures),
  );
  if (invented.length > 0) {
    return { content: { error: `Only use figures the person gave; ask them for: ${invented.map(([name]) => name).join(', ')}.` } };
  }
  const state = String(args['state']);
  if (!isJurisdictionSlug(state)) return { content: { error: 'state must be a state slug such as texas or new-york' } };
  try {
    let run: CalculatorRun;
    if (call.function.name === 'calculate_child_support') {
      run = runChildSupport(
        {
          jurisdiction: state,
          role: 'payer',
          amounts: [amount(Number(args['payingParentMonthlyIncome']), 'self'), amount(Number(args['otherParentMonthlyIncome']), 'other')],
          children: Number(args['numberOfChildren']),
          ...(args['equalParentingTime'] === true ? { equalTime: true } : {}),
        },
        asOf,
      );
    } else if (call.function.name === 'calculate_alimony') {
      const type = args['alimonyType'];
      run = runAlimony(
        {
          jurisdiction: state,
          role: 'payer',
          amounts: [amount(Number(args['payerMonthlyIncome']), 'self'), amount(Number(args['recipientMonthlyIncome']), 'other')],
          marriageYears: Number(args['yearsMarried']),
          ...(type === 'temporary' || type === 'permanent' || type === 'rehabilitative' || type === 'reimbursement' ? { alimonyType: type } : {}),
        },
        asOf,
      );
    } else {
      return { content: { error: `There is no tool named ${call.function.name}.` } };
    }
    if (run.kind === 'needs') return { content: { error: `Missing: ${run.missing.join(', ')}` } };
    const { result } = run;
    return {
      content: {
        ...('duration' in result
          ? { monthlyPayment: result.monthlyPayment, monthlyRange: result.monthlyRange, duration: result.duration, isStateFormula: result.isGuidelineFormula }
          : { monthlyPayment: result.monthlyPayment, payer: result.payer === 'noncustodial' ? 'paying parent' : result.payer === 'custodial' ? 'other parent' : 'none' }),
        confidence: result.meta.confidence,
        rulesEffectiveFrom: result.meta.rulesEffective.from,
        explanation: run.text,
      },
      result: [result, run.input, run.text],
      action: run.action,
      sources: run.sources,
    };
  } catch (error) {
    if (error instanceof EngineValidationError) return { content: { error: 'Invalid inputs', fields: error.errors } };
    throw error;
  }
}

async function complete(settings: LanguageModelSettings, messages: ChatMessage[], signal: AbortSignal): Promise<{ content: string | null; toolCalls: ToolCall[] }> {
  const response = await fetch(chatCompletionsUrl(settings.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${settings.key}` },
    body: JSON.stringify({ model: settings.model, messages, tools: TOOLS, tool_choice: 'auto', temperature: 0.2 }),
    signal,
  });
  if (!response.ok) throw new ModelUnusable(`the service answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] };
  const message = body.choices?.[0]?.message;
  if (!message) throw new ModelUnusable('the answer had no message');
  const toolCalls = Array.isArray(message.tool_calls) ? (message.tool_calls as ToolCall[]) : [];
  return { content: typeof message.content === 'string' ? message.content : null, toolCalls };
}

function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

/** Intents the offline answer settles by itself: nothing for a model to phrase. */
const OFFLINE_ONLY = new Set<PreparedAnswer['intent']>(['greeting', 'off-topic']);

export function languageModelAssistantService(settings: LanguageModelSettings, offline: Assistant, logger: Logger): AssistantService {
  async function phrase(question: AssistantQuestion, prepared: PreparedAnswer): Promise<AssistantAnswer> {
    const history = question.history ?? [];
    const userText = [...history.filter((t) => t.role === 'user').map((t) => t.content), question.message].join('\n');
    const userFigures = new AllowedFigures().add(userText);
    const allowed = prepared.allowed;
    const messages: ChatMessage[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'system', content: material(prepared) },
      ...history.map((turn) => ({ role: turn.role, content: turn.content }) as ChatMessage),
      { role: 'user', content: question.message },
    ];
    // One deadline for the whole answer, tool rounds included.
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const actions: AssistantAction[] = [];
    const sources: AnswerSource[] = [];
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const { content, toolCalls } = await complete(settings, messages, signal);
      if (toolCalls.length === 0) {
        if (content === null || content.trim() === '') throw new ModelUnusable('the answer was empty');
        const unknown = allowed.unknownIn(content);
        if (unknown.length > 0) throw new ModelUnusable(`the answer held ${unknown.length} figure(s) the engine did not give`);
        if (/<\/?[a-z][^>]*>/i.test(content)) throw new ModelUnusable('the answer held markup');
        const reply = content.replace(/\*\*|__|^#+\s*/gm, '').trim();
        return {
          reply,
          sources: dedupe([...sources, ...prepared.answer.sources], (s) => `${s.title}|${s.citation ?? ''}`),
          actions: dedupe([...actions, ...prepared.answer.actions], (a) => a.href),
        };
      }
      messages.push({ role: 'assistant', content, tool_calls: toolCalls });
      for (const call of toolCalls) {
        const outcome = runTool(call, userFigures, userText, prepared.asOf);
        if (outcome.result !== undefined) allowed.add(outcome.result).add(outcome.content);
        if (outcome.action) actions.push(outcome.action);
        if (outcome.sources) sources.push(...outcome.sources);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.content) });
      }
    }
    throw new ModelUnusable('too many tool calls');
  }

  return {
    kind: 'language-model',
    async answer(question) {
      const prepared = offline.prepare(question);
      if (OFFLINE_ONLY.has(prepared.intent)) return prepared.answer;
      try {
        return await phrase(question, prepared);
      } catch (error) {
        // Never the message, the reply or the service's body: only why the offline answer was sent.
        const reason =
          error instanceof ModelUnusable
            ? error.message
            : error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
              ? 'the service did not answer in time'
              : 'the service could not be reached or answered something unreadable';
        logger.warn({ assistant: 'language-model', fallback: 'offline', reason }, 'assistant language model not used');
        return prepared.answer;
      }
    },
  };
}

