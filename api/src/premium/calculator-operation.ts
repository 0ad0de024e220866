import type { z } from 'zod';
import { emailVerificationRequiredProblem } from '../auth/email-verification.js';
import { PROBLEM_TYPE_BASE } from '../http/problem.js';
import { CalculationIdSchema, CalculationSavedSchema, storeCalculation } from '../routes/v1/calculator.js';
import {
  defineOperation,
  type ErrorStatus,
  type Operation,
  type OperationProblems,
} from '../routes/operation.js';
import {
  FREE_PREMIUM_CALCULATIONS_PER_MONTH,
  freeCalculationsUsedProblem,
  PREMIUM_UNAVAILABLE_PROBLEMS,
  orAccessUnavailable,
  PremiumAccessSchema,
  requirePremiumAccount,
  SUBSCRIBE_LINK,
  takePremiumCalculation,
} from './access.js';

const PREMIUM_CALCULATOR_ERRORS: ErrorStatus[] = [400, 401, 403, 413, 415, 429, 503];

/** When the 403 example's month is (fixed, so openapi.yaml does not change with the date). */
const EXAMPLE_MONTH = new Date('2026-11-20T12:00:00Z');

/** The premium calculators' own problem examples: who is refused, and why. */
export const PREMIUM_PROBLEMS: OperationProblems = {
  401: {
    description:
      'Not signed in (no session cookie, or the session has ended). Premium calculators need an account',
    examples: {
      signedOut: {
        summary: 'Signed out',
        value: {
          type: `${PROBLEM_TYPE_BASE}signed-out`,
          title: 'Authentication required',
          status: 401,
          detail: 'Please log in to continue.',
        },
      },
    },
  },
  403: {
    description:
      `Either the free account has used its ${FREE_PREMIUM_CALCULATIONS_PER_MONTH} premium calculations this calendar month ` +
      '(UTC) — then `subscribeUrl` and a `Link: </subscribe>; rel="payment"` header say where to get Full Access — or ' +
      'the free account has not verified its email address yet (the free calculations need it; Full Access does not), or ' +
      'the request carried the session cookie but did not come from the SecureSplit site',
    headers: {
      Link: {
        description:
          'On the free-calculations 403: `</subscribe>; rel="payment"` (RFC 8288), the page that sells Full Access. ' +
          'On an earlier path it follows the successor-version link',
        schema: { type: 'string' },
        example: SUBSCRIBE_LINK,
      },
    },
    examples: {
      freeCalculationsUsed: {
        summary: 'The month’s free calculations are used',
        value: { ...freeCalculationsUsedProblem(EXAMPLE_MONTH).toProblem(undefined) },
      },
      emailVerificationRequired: {
        summary: 'A free account whose email address is not verified yet',
        value: emailVerificationRequiredProblem().toProblem(undefined),
      },
      crossSite: {
        summary: 'A cookie-authenticated request from another site',
        value: {
          type: `${PROBLEM_TYPE_BASE}cross-site-request`,
          title: 'Forbidden',
          status: 403,
          detail: 'This request did not come from the SecureSplit site, so it was refused.',
        },
      },
    },
  },
  ...PREMIUM_UNAVAILABLE_PROBLEMS,
};

/**
 * A premium calculator: the body is validated first (a 400 takes nothing), then the person must be
 * signed in (401); the engine computes; then Full Access, or one of a free account's monthly
 * calculations, is taken (403 when none remain). The calculation runs before anything is taken, so a
 * calculation that fails never costs one and nothing needs refunding. It is stored like a free
 * calculation (an unreachable database at that point answers the result with `saved: false`; the
 * free calculation it took stays taken, since the person got the result).
 */
export function premiumCalculatorOperation<Input extends z.ZodType, Result extends z.ZodObject>(options: {
  type: string;
  path: string;
  aliases: string[];
  operationId: string;
  summary: string;
  description: string;
  inputSchema: Input;
  resultSchema: Result;
  /** The engine's calculation for a body that passed `inputSchema` (validated once, by the dispatcher). */
  calculate: (input: z.output<Input>) => z.output<Result>;
  example: { input: unknown; result: unknown };
}): Operation {
  const responseSchema = options.resultSchema.extend({
    id: CalculationIdSchema,
    saved: CalculationSavedSchema,
    access: PremiumAccessSchema,
  });
  return defineOperation({
    method: 'post',
    path: options.path,
    aliases: options.aliases,
    operationId: options.operationId,
    summary: options.summary,
    description:
      `${options.description}\n\nPremium: sign in first (the session cookie, from the SecureSplit site). With Full Access it ` +
      `always runs; a free account with a verified email address may run ${FREE_PREMIUM_CALCULATIONS_PER_MONTH} premium calculations per calendar month ` +
      '(UTC), counted on the server, and `access.freeCalculationsRemaining` says how many are left. Invalid input (400) ' +
      'is never counted. Nothing the client sends decides access.',
    tag: 'Premium calculators',
    body: { schema: options.inputSchema, example: options.example.input },
    success: {
      status: 200,
      description:
        'The result with its worksheet steps and sources, the stored calculation id, and how access was granted',
      schema: responseSchema,
      example: {
        ...(options.example.result as object),
        id: 42,
        saved: true,
        access: { kind: 'free', freeCalculationsRemaining: 1 },
      },
    },
    errors: PREMIUM_CALCULATOR_ERRORS,
    problems: PREMIUM_PROBLEMS,
    async handler({ body, ctx, deps }) {
      const now = deps.now();
      const { user } = await orAccessUnavailable(() => requirePremiumAccount(ctx, deps));
      const result = options.calculate(body);
      const access = await orAccessUnavailable(() => takePremiumCalculation(ctx, deps, user, now));
      const stored = await storeCalculation(deps, {
        type: options.type,
        input: body,
        result,
        userId: user.id,
      });
      return { headers: { 'Cache-Control': 'no-store' }, body: { ...result, ...stored, access } };
    },
  });
}
