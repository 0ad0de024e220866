import { ASSISTANT_CALCULATORS, JURISDICTION_SLUGS, type AssistantQuestion } from '@securesplit/engine';
import { z } from 'zod';
import { defineOperation } from '../operation.js';

export const MESSAGE_MAX_CHARACTERS = 2000;
export const HISTORY_MAX_TURNS = 20;

const message = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Message is required' : 'Message must be text') })
  .trim()
  .min(1, 'Message is required')
  .max(MESSAGE_MAX_CHARACTERS, `Message must be at most ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-US')} characters`)
  .meta({ description: 'The question, 1 to 2,000 characters after trimming', examples: ['What would I pay in Texas if I make $5,000 a month and we have two kids?'] });

const TurnSchema = z
  .object({
    role: z.enum(['user', 'assistant'], { error: "Role must be 'user' or 'assistant'" }),
    content: z
      .string({ error: 'Content must be text' })
      .max(MESSAGE_MAX_CHARACTERS, `Each message is at most ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-US')} characters`),
  })
  .meta({ id: 'AssistantTurn' });

const ContextSchema = z
  .object({
    page: z.string().max(200, 'Page is at most 200 characters').optional().meta({ description: 'The site path the person is on', examples: ['/'] }),
    jurisdiction: z
      .enum(JURISDICTION_SLUGS, { error: 'Jurisdiction must be a state slug such as texas or new-york' })
      .optional()
      .meta({ description: 'The state the person chose, used when the message names none' }),
  })
  .meta({ id: 'AssistantContext' });

const AssistantMessageSchema = z
  .object({
    message,
    history: z
      .array(TurnSchema)
      .max(HISTORY_MAX_TURNS, `History is at most ${HISTORY_MAX_TURNS} messages`)
      .optional()
      .meta({ description: 'The conversation so far, oldest first (the server keeps none)' }),
    context: ContextSchema.optional(),
  })
  .meta({ id: 'AssistantMessage' });

const SourceSchema = z
  .object({
    title: z.string(),
    citation: z.string().optional().meta({ description: 'Section, table or line' }),
    url: z.string().optional(),
    effectiveDate: z.string().optional().meta({ description: 'The day the rule took effect, YYYY-MM-DD' }),
  })
  .meta({ id: 'AssistantSource' });

const ActionSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('open-calculator'),
      calculator: z.enum(ASSISTANT_CALCULATORS),
      label: z.string(),
      href: z.string().meta({
        description:
          'A site path. Free calculators open on the home page with their inputs in the query, named as in the calculator request bodies: ' +
          '`/?calculator=child-support&state=texas&nonCustodialParentIncome=5000&...#calculators`; premium calculators open on their own page (`/qdro`).',
      }),
    }),
    z.object({
      type: z.literal('book-consultation'),
      label: z.string(),
      href: z.string().meta({ description: 'Absolute address of the booking page (ASSISTANT_BOOKING_URL); absent when not configured' }),
    }),
  ])
  .meta({ id: 'AssistantAction' });

const AssistantReplySchema = z
  .object({
    reply: z.string().meta({ description: 'Plain text; may contain line breaks; never HTML' }),
    sources: z.array(SourceSchema),
    actions: z.array(ActionSchema),
  })
  .meta({ id: 'AssistantReply' });

const EXAMPLE_REPLY = {
  reply:
    'Estimate for Texas: about $1,049.73 a month in child support paid by you.\nHow it was worked out: Net resources the percentage applies to: $4,198.92; Guideline percentage: 25%; Guideline child support: $1,049.73.\nThis is an estimate for planning, not legal advice or a court order; a court can order a different amount.',
  sources: [
    {
      title: 'Texas Family Code § 154.125, Application of Guidelines to Net Resources',
      citation: 'Tex. Fam. Code § 154.125(a)-(c)',
      url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.125',
      effectiveDate: '2025-09-01',
    },
  ],
  actions: [
    {
      type: 'open-calculator',
      calculator: 'child-support',
      label: 'Open the child support calculator with these figures',
      href: '/?calculator=child-support&state=texas&custodialParentIncome=0&nonCustodialParentIncome=5000&numberOfChildren=2&custodyArrangement=primary&custodialParentTime=100&nonCustodialParentTime=0#calculators',
    },
  ],
};

const DESCRIPTION =
  'Answers from SecureSplit’s own rules and data: each state’s child support and alimony rules with their sources and effective dates, ' +
  'tax treatment, QDRO and IRA division, property regimes, the services and prices. When the message carries a calculator’s inputs it runs the ' +
  'calculator (or asks for the one or two it lacks) and links to it filled in. Every figure in the reply comes from the engine or the product’s data. ' +
  'No transcript is kept and message text is never logged. With ASSISTANT_LLM_URL set, a language model phrases the answer from the same material, ' +
  'and its figures are checked against the engine’s before sending.';

export const assistantMessageOperation = defineOperation({
  method: 'post',
  path: '/api/v1/assistant/messages',
  operationId: 'askAssistant',
  summary: 'Ask the financial assistant',
  description: DESCRIPTION,
  tag: 'Assistant',
  body: {
    schema: AssistantMessageSchema,
    example: { message: 'What would I pay in Texas if I make $5,000 a month and we have two kids?', context: { page: '/' } },
  },
  success: { status: 200, description: 'The answer', schema: AssistantReplySchema, example: EXAMPLE_REPLY },
  errors: [400, 413, 415, 429],
  async handler({ body, deps }) {
    const question: AssistantQuestion = {
      message: body.message,
      ...(body.history ? { history: body.history } : {}),
      ...(body.context ? { context: stripUndefined(body.context) } : {}),
    };
    return { body: await deps.assistant.answer(question) };
  },
});

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const AiSupportSchema = z
  .object({
    message,
    context: z
      .union([z.string().max(200, 'Context is at most 200 characters'), ContextSchema])
      .optional()
      .meta({ description: 'The earlier product sent a fixed label here ("divorce financial calculator"); an object as in askAssistant also works' }),
  })
  .meta({ id: 'AiSupportMessage' });

/** The earlier product's chat call (spec part 1 §7): the same engine, the reply as `response`. */
export const aiSupportOperation = defineOperation({
  method: 'post',
  path: '/api/ai-support',
  successor: '/api/v1/assistant/messages',
  operationId: 'askAiSupport',
  summary: 'Ask the financial assistant (the earlier product’s chat call)',
  description:
    'The chat call of the earlier product, kept for its clients: the same answer as askAssistant, as `{ response }` (the reply text only; ' +
    'sources and links are in askAssistant), with `Deprecation`, `Sunset` and a `Link` to askAssistant on every response.',
  tag: 'Assistant',
  body: { schema: AiSupportSchema, example: { message: 'Is alimony taxable?', context: 'divorce financial calculator' } },
  success: {
    status: 200,
    description: 'The reply text',
    schema: z.object({ response: z.string() }).meta({ id: 'AiSupportReply' }),
    example: {
      response:
        'Federal income tax: alimony paid under a divorce or separation agreement executed after December 31, 2018 is not deductible by the payer and is not taxable income to the recipient.',
    },
  },
  errors: [400, 413, 415, 429],
  async handler({ body, deps }) {
    const context = typeof body.context === 'object' ? stripUndefined(body.context) : undefined;
    const answer = await deps.assistant.answer({ message: body.message, ...(context ? { context } : {}) });
    return { body: { response: answer.reply } };
  },
});
