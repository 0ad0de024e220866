import {
  calculateAlimonyFromValidInput,
  calculateBudgetFromValidInput,
  calculateChildSupportFromValidInput,
} from '@securesplit/engine';
import { z } from 'zod';
import { requireAccount } from '../../auth/sessions.js';
import { HttpProblem, validationProblem } from '../../http/problem.js';
import type { Scenario } from '../../store/scenarios.js';
import { fieldErrors } from '../dispatch.js';
import { defineOperation } from '../operation.js';
import { MessageSchema } from './account-schemas.js';
import { alimonyOperation } from './alimony.js';
import { budgetOperation } from './budget.js';
import { CHILD_SUPPORT_EXAMPLE, childSupportOperation } from './child-support.js';

/**
 * Named scenarios (issue 31 §3): "My offer", "Their offer", "Court guideline" — a free calculator's input kept under
 * a name, with the result the server computed from it, so the site can put two to four side by side. The result is
 * computed here, never taken from the client, and computed again whenever the input changes.
 */

/** How many scenarios an account keeps: enough for every offer of a negotiation, bounded so one account cannot fill the table. */
export const SCENARIO_LIMIT = 50;
export const SCENARIO_NAME_MAX = 80;

/**
 * The calculators a scenario can belong to: each input is validated by the very schema its calculator's own operation
 * uses (so the same field errors, at `input.<field>`), and the result computed by the same engine function.
 */
const SCENARIO_CALCULATORS = {
  'child-support': { operation: childSupportOperation, calculate: (input: unknown) => calculateChildSupportFromValidInput(input as Parameters<typeof calculateChildSupportFromValidInput>[0]) },
  alimony: { operation: alimonyOperation, calculate: (input: unknown) => calculateAlimonyFromValidInput(input as Parameters<typeof calculateAlimonyFromValidInput>[0]) },
  budget: { operation: budgetOperation, calculate: (input: unknown) => calculateBudgetFromValidInput(input as Parameters<typeof calculateBudgetFromValidInput>[0]) },
} as const;
type ScenarioCalculator = keyof typeof SCENARIO_CALCULATORS;
const CALCULATOR_NAMES = Object.keys(SCENARIO_CALCULATORS) as ScenarioCalculator[];

function inputSchemaOf(calculator: ScenarioCalculator): z.ZodType {
  const schema = SCENARIO_CALCULATORS[calculator].operation.body?.schema;
  if (!schema) throw new Error(`The ${calculator} calculator's operation has no body schema`);
  return schema;
}

const ScenarioCalculatorSchema = z
  .enum(['child-support', 'alimony', 'budget'] satisfies ScenarioCalculator[])
  .meta({ description: 'The free calculator the scenario belongs to', examples: ['child-support'] });

const ScenarioNameSchema = z
  .string({ message: 'Give the scenario a name' })
  .trim()
  // Said in the document too (a pattern, where a minimum length would let spaces alone pass): no name, one message.
  .regex(/\S/, 'Give the scenario a name')
  .max(SCENARIO_NAME_MAX, `A scenario’s name has at most ${SCENARIO_NAME_MAX} characters`)
  .meta({ examples: ['My offer'] });

const ScenarioInputSchema = z
  .record(z.string(), z.unknown(), { message: 'The calculator’s input is required' })
  .meta({
    description:
      'The calculator’s request body, as sent to `POST /api/v1/calculators/{calculator}` for the scenario’s calculator (ChildSupportInput, ' +
      'AlimonyInput or BudgetInput); its field errors come back at `input.<field>`.',
  });

/**
 * `{ name, calculator, input }`, one closed object per calculator: `input` is that calculator's own request body.
 * An unknown calculator is refused at `calculator`.
 */
const CreateScenarioSchema = z
  .discriminatedUnion(
    'calculator',
    CALCULATOR_NAMES.map((calculator) =>
      z.strictObject({
        name: ScenarioNameSchema,
        calculator: z.literal(calculator).meta({ description: 'The free calculator the scenario belongs to' }),
        input: inputSchemaOf(calculator),
      }),
    ) as unknown as readonly [z.ZodObject<{ name: typeof ScenarioNameSchema; calculator: z.ZodLiteral<ScenarioCalculator>; input: z.ZodType }>],
    {
      error: (issue) =>
        issue.code === 'invalid_union'
          ? (issue.input as { calculator?: unknown } | undefined)?.calculator === undefined
            ? `Choose a calculator: one of ${CALCULATOR_NAMES.join(', ')}`
            : `Unknown calculator; use one of ${CALCULATOR_NAMES.join(', ')}`
          : undefined,
    },
  )
  .meta({ id: 'CreateScenarioInput', description: 'A name, which calculator, and the same input as its own request body' });

const UpdateScenarioSchema = z
  .object({ name: ScenarioNameSchema.optional(), input: ScenarioInputSchema.optional() })
  .refine((change) => change.name !== undefined || change.input !== undefined, { message: 'Send a new name, a new input, or both' })
  .meta({ id: 'UpdateScenarioInput' });

const ScenarioSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    calculator: ScenarioCalculatorSchema,
    state: z.string().nullable().meta({ description: 'The jurisdiction slug, when the calculator has one', examples: ['texas'] }),
    amount: z
      .number()
      .nullable()
      .meta({ description: 'The headline amount: the monthly payment (child support, alimony) or the monthly surplus (budget)', examples: [923.5] }),
    input: z.record(z.string(), z.unknown()).meta({ description: 'The input, to open the scenario in its calculator' }),
    createdAt: z.string().meta({ format: 'date-time' }),
    updatedAt: z.string().meta({ format: 'date-time', description: 'When the name or the input last changed' }),
  })
  .meta({ id: 'ScenarioSummary' });

const ScenarioSchema = ScenarioSummarySchema.extend({
  result: z
    .record(z.string(), z.unknown())
    .meta({ description: 'The calculator’s result for the input (as `POST /api/v1/calculators/{calculator}` answers it, without id), computed when the input was saved' }),
}).meta({ id: 'Scenario' });

const ScenarioListSchema = z
  .object({
    scenarios: z.array(ScenarioSummarySchema).meta({ description: 'Oldest first' }),
    limit: z.number().int().meta({ description: 'How many scenarios an account keeps', examples: [SCENARIO_LIMIT] }),
  })
  .meta({ id: 'ScenarioList' });

const ScenarioIdParams = z.object({
  id: z.string().regex(/^\d{1,9}$/).meta({ description: 'The scenario’s id', examples: ['7'] }),
});

/** The accuracy page's New York case, as the child-support calculator's own example sends it. */
const EXAMPLE_INPUT = CHILD_SUPPORT_EXAMPLE;
const EXAMPLE_SUMMARY = {
  id: 7,
  name: 'My offer',
  calculator: 'child-support',
  state: 'new-york',
  amount: 923.5,
  input: EXAMPLE_INPUT,
  createdAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
} as const;
const EXAMPLE_SCENARIO = { ...EXAMPLE_SUMMARY, result: { monthlyPayment: 923.5, payer: 'noncustodial' } };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const iso = (value: Date | string) => new Date(value).toISOString();

function summarize(scenario: Scenario): z.infer<typeof ScenarioSummarySchema> {
  const input = isRecord(scenario.input) ? scenario.input : {};
  const result = isRecord(scenario.result) ? scenario.result : {};
  const headline = result.monthlyPayment ?? result.monthlySurplus;
  const state = input.state ?? input.jurisdiction;
  return {
    id: scenario.id,
    name: scenario.name,
    calculator: scenario.calculator as ScenarioCalculator,
    state: typeof state === 'string' && state !== '' ? state : null,
    amount: typeof headline === 'number' && Number.isFinite(headline) ? headline : null,
    input,
    createdAt: iso(scenario.createdAt),
    updatedAt: iso(scenario.updatedAt),
  };
}

const withResult = (scenario: Scenario) => ({ ...summarize(scenario), result: isRecord(scenario.result) ? scenario.result : {} });

/** The input checked by its calculator's own schema (field errors at `input.<field>`) and the result computed from it. */
function calculated(calculator: ScenarioCalculator, input: unknown): { input: unknown; result: unknown } {
  const checked = inputSchemaOf(calculator).safeParse(input);
  if (!checked.success) {
    throw validationProblem(fieldErrors(checked.error).map((error) => ({ ...error, path: error.path === '(body)' ? 'input' : `input.${error.path}` })));
  }
  return { input: checked.data, result: SCENARIO_CALCULATORS[calculator].calculate(checked.data) };
}

function scenarioId(params: Record<string, string>): number | undefined {
  const id = params.id ?? '';
  return /^\d{1,9}$/.test(id) ? Number(id) : undefined;
}

/** Another account's scenario is answered as absent, never as forbidden: its existence is not ours to tell. */
const notFound = (params: Record<string, string>) => new HttpProblem(404, `You have no scenario ${params.id ?? ''}.`);

function refuseTakenName(scenarios: readonly Scenario[], name: string, exceptId?: number): void {
  const taken = scenarios.some((s) => s.id !== exceptId && s.name.toLocaleLowerCase('en-US') === name.toLocaleLowerCase('en-US'));
  if (taken) throw validationProblem([{ path: 'name', message: `You already have a scenario called “${name}”. Choose another name.` }]);
}

export const listScenariosOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/scenarios',
  operationId: 'listScenarios',
  summary: 'My scenarios',
  description: `The account’s named scenarios, oldest first (at most ${SCENARIO_LIMIT}), without their results (read one for its result).`,
  tag: 'Accounts',
  success: { status: 200, description: 'The scenarios', schema: ScenarioListSchema, example: { scenarios: [EXAMPLE_SUMMARY], limit: SCENARIO_LIMIT } },
  errors: [401],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    const scenarios = await deps.store.scenarios.listForUser(user.id);
    ctx.set('Cache-Control', 'no-store');
    return { body: { scenarios: scenarios.map(summarize), limit: SCENARIO_LIMIT } };
  },
});

export const createScenarioOperation = defineOperation({
  method: 'post',
  path: '/api/v1/account/scenarios',
  operationId: 'createScenario',
  summary: 'Save a scenario',
  description:
    'Keeps a calculator’s input under a name, with the result computed from it now (the calculation is not added to the history). ' +
    `Names are unique per account, without regard to case. An account keeps at most ${SCENARIO_LIMIT} scenarios: one more is refused with 409.`,
  tag: 'Accounts',
  body: { schema: CreateScenarioSchema, example: { name: 'My offer', calculator: 'child-support', input: EXAMPLE_INPUT } },
  idempotent: true,
  success: { status: 201, description: 'Saved', schema: ScenarioSchema, example: EXAMPLE_SCENARIO },
  errors: [400, 401, 403, 409, 413, 415, 429, 503],
  problems: {
    409: {
      description: 'The account already keeps the most scenarios it may',
      examples: {
        full: {
          summary: 'Scenario limit reached',
          value: {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: `You already keep ${SCENARIO_LIMIT} scenarios, the most an account can. Delete one you no longer need, then save this one.`,
          },
        },
      },
    },
  },
  async handler({ body, ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    // The body passed the calculator's schema already (the dispatcher); the result is the engine's for that input.
    const input = body.input;
    const result = SCENARIO_CALCULATORS[body.calculator].calculate(input);
    refuseTakenName(await deps.store.scenarios.listForUser(user.id), body.name);
    const stored = await deps.store.scenarios.create({ userId: user.id, name: body.name, calculator: body.calculator, input, result }, SCENARIO_LIMIT);
    if (!stored) {
      throw new HttpProblem(409, `You already keep ${SCENARIO_LIMIT} scenarios, the most an account can. Delete one you no longer need, then save this one.`);
    }
    ctx.set('Cache-Control', 'no-store');
    return { status: 201, body: withResult(stored) };
  },
});

export const getScenarioOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/scenarios/{id}',
  operationId: 'getScenario',
  summary: 'One scenario, with its result',
  description: 'The scenario with the result computed from its input; 404 when the signed-in account has no scenario of that id.',
  tag: 'Accounts',
  params: ScenarioIdParams,
  success: { status: 200, description: 'The scenario', schema: ScenarioSchema, example: EXAMPLE_SCENARIO },
  errors: [401, 404],
  async handler({ ctx, deps, params }) {
    const { user } = await requireAccount(ctx, deps);
    const id = scenarioId(params);
    const scenario = id === undefined ? undefined : await deps.store.scenarios.findForUser(user.id, id);
    if (!scenario) throw notFound(params);
    ctx.set('Cache-Control', 'no-store');
    return { body: withResult(scenario) };
  },
});

export const updateScenarioOperation = defineOperation({
  method: 'patch',
  path: '/api/v1/account/scenarios/{id}',
  operationId: 'updateScenario',
  summary: 'Rename a scenario or change its input',
  description:
    'A new name, a new input (the result is computed again from it, under the rules in force today), or both. ' +
    'Sending the same input again brings its result up to date.',
  tag: 'Accounts',
  params: ScenarioIdParams,
  body: { schema: UpdateScenarioSchema, example: { name: 'Their offer' } },
  success: { status: 200, description: 'Changed', schema: ScenarioSchema, example: { ...EXAMPLE_SCENARIO, name: 'Their offer' } },
  errors: [400, 401, 403, 404, 413, 415, 429],
  async handler({ body, ctx, deps, params }) {
    const { user } = await requireAccount(ctx, deps);
    const id = scenarioId(params);
    const scenarios = await deps.store.scenarios.listForUser(user.id);
    const scenario = scenarios.find((s) => s.id === id);
    if (!scenario || id === undefined) throw notFound(params);
    if (body.name !== undefined) refuseTakenName(scenarios, body.name, id);
    const input = body.input !== undefined ? calculated(scenario.calculator as ScenarioCalculator, body.input) : undefined;
    const changed = await deps.store.scenarios.update(
      user.id,
      id,
      { ...(body.name !== undefined ? { name: body.name } : {}), ...(input ? { input: { value: input.input, result: input.result } } : {}) },
      deps.now(),
    );
    if (!changed) throw notFound(params);
    ctx.set('Cache-Control', 'no-store');
    return { body: withResult(changed) };
  },
});

export const deleteScenarioOperation = defineOperation({
  method: 'delete',
  path: '/api/v1/account/scenarios/{id}',
  operationId: 'deleteScenario',
  summary: 'Delete a scenario',
  description: 'Deletes one scenario of the signed-in account; 404 when it has none of that id.',
  tag: 'Accounts',
  params: ScenarioIdParams,
  success: { status: 200, description: 'Deleted', schema: MessageSchema, example: { success: true, message: 'The scenario has been deleted.' } },
  errors: [401, 403, 404, 429],
  async handler({ ctx, deps, params }) {
    const { user } = await requireAccount(ctx, deps);
    const id = scenarioId(params);
    if (id === undefined || !(await deps.store.scenarios.delete(user.id, id))) throw notFound(params);
    return { body: { success: true, message: 'The scenario has been deleted.' } };
  },
});

export const SCENARIO_OPERATIONS = [listScenariosOperation, createScenarioOperation, getScenarioOperation, updateScenarioOperation, deleteScenarioOperation];
