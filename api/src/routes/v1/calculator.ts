import { z } from 'zod';
import { defineOperation, type ErrorStatus, type Operation } from '../operation.js';

export const CALCULATOR_ERRORS: ErrorStatus[] = [400, 413, 415, 429];

export const CalculationIdSchema = z
  .number()
  .int()
  .positive()
  .meta({ description: 'Id of the stored calculation; send it as calculationId with a guidance lead', examples: [42] });

/**
 * A calculator operation: the engine validates and computes, the input (as validated) and the result are
 * stored, and the answer is the engine's result plus the stored calculation's id.
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
  calculate: (raw: unknown) => z.output<Result>;
  /** `result` when the engine's answer may change as rules are updated (keeps openapi.yaml stable). */
  example: { input: unknown; result?: unknown };
}): Operation {
  const responseSchema = options.resultSchema.extend({ id: CalculationIdSchema });
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
      description: 'The result, with the worksheet steps, sources and confidence, and the stored calculation id',
      schema: responseSchema,
      example: { ...((options.example.result ?? options.calculate(options.example.input)) as object), id: 42 },
    },
    errors: CALCULATOR_ERRORS,
    async handler({ body, raw, deps }) {
      const result = options.calculate(raw);
      const stored = await deps.store.calculations.create({ type: options.type, input: body, result });
      return { body: { ...result, id: stored.id } };
    },
  });
}
