import { z } from 'zod';
import { calculationOwner } from '../../auth/sessions.js';
import { isDatabaseUnavailable } from '../../store/unavailable.js';
import { defineOperation, type ErrorStatus, type Operation, type OperationDeps } from '../operation.js';

export const CALCULATOR_ERRORS: ErrorStatus[] = [400, 413, 415, 429];

export const CalculationIdSchema = z
  .number()
  .int()
  .positive()
  .nullable()
  .meta({
    description:
      'Id of the stored calculation; send it as calculationId with a guidance lead. null when it could not be stored.',
    examples: [42],
  });

export const CalculationSavedSchema = z.boolean().meta({
  description:
    'Whether the calculation was stored. The result is answered even when the database is unreachable; then false, with id null.',
  examples: [true],
});

/** The calculation's stored id, or `id: null, saved: false` when it could not be stored (the result stands). */
export async function storeCalculation(
  deps: OperationDeps,
  calculation: { type: string; input: unknown; result: unknown; userId?: number | undefined },
): Promise<{ id: number | null; saved: boolean }> {
  try {
    const stored = await deps.store.calculations.create(calculation);
    return { id: stored.id, saved: true };
  } catch (error) {
    if (isDatabaseUnavailable(error))
      deps.logger.warn(
        { err: error, type: calculation.type },
        'calculation not stored: database unavailable',
      );
    else deps.logger.error({ err: error, type: calculation.type }, 'calculation not stored');
    return { id: null, saved: false };
  }
}

/**
 * A calculator operation: the body is validated once (by the dispatcher, with `inputSchema`), the engine
 * computes from it, the input (as validated) and the result are stored, and the answer is the engine's result plus the stored calculation's id (null, with
 * `saved: false`, when the database cannot take it: the engine needs no database to answer).
 */
export function calculatorOperation<Input extends z.ZodType, Result extends z.ZodObject>(options: {
  type: string;
  path: string;
  aliases?: string[];
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  inputSchema: Input;
  resultSchema: Result;
  /** The engine's calculation for a body that passed `inputSchema` (validated once, by the dispatcher). */
  calculate: (input: z.output<Input>) => z.output<Result>;
  /** `result` when the engine's answer may change as rules are updated (keeps openapi.yaml stable). */
  example: { input: unknown; result?: unknown };
}): Operation {
  const responseSchema = options.resultSchema.extend({
    id: CalculationIdSchema,
    saved: CalculationSavedSchema,
  });
  return defineOperation({
    method: 'post',
    path: options.path,
    ...(options.aliases ? { aliases: options.aliases } : {}),
    operationId: options.operationId,
    summary: options.summary,
    description: options.description,
    tag: options.tag,
    body: { schema: options.inputSchema, example: options.example.input },
    success: {
      status: 200,
      description:
        'The result, with the worksheet steps, sources and confidence, and the stored calculation id',
      schema: responseSchema,
      example: {
        ...((options.example.result ??
          options.calculate(options.inputSchema.parse(options.example.input))) as object),
        id: 42,
        saved: true,
      },
    },
    errors: CALCULATOR_ERRORS,
    async handler({ body, ctx, deps }) {
      const result = options.calculate(body);
      const userId = await calculationOwner(ctx, deps);
      const stored = await storeCalculation(deps, { type: options.type, input: body, result, userId });
      return { body: { ...result, ...stored } };
    },
  });
}
