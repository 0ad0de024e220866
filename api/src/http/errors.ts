import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { z } from 'zod';
import { EngineValidationError } from '@securesplit/engine';
import { negotiateLocale } from '@securesplit/engine/locale';
import { HttpProblem, titleFor, validationProblem, type Problem } from './problem.js';
import { localizeProblem, type ProblemMessage } from './problem-language.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Errors raised by Koa and its helpers (http-errors) carry a status and say whether to expose their message. */
interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  headers?: unknown;
}

function toHttpProblem(error: unknown): HttpProblem | undefined {
  if (error instanceof HttpProblem) return error;
  if (error instanceof EngineValidationError) return validationProblem(error.errors);
  if (error instanceof z.ZodError) {
    return validationProblem(
      error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message })),
    );
  }
  const e = (error ?? {}) as HttpLikeError;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500 && e.expose === true) {
    return new HttpProblem(status, typeof e.message === 'string' ? e.message : titleFor(status));
  }
  return undefined;
}

/**
 * Writes a problem in the language the client asked for (`Accept-Language`, issue 27): `Content-Language` says
 * which, and `Vary: Accept-Language` keeps a cache from handing one client's language to another.
 */
export async function writeProblem(ctx: Context, problem: Problem, headers: Record<string, string> = {}, message?: ProblemMessage): Promise<void> {
  let locale = negotiateLocale(ctx.get('Accept-Language'));
  let said = problem;
  try {
    said = await localizeProblem(problem, message, locale);
  } catch {
    locale = 'en'; // the messages could not be loaded: the English problem is still the right answer
  }
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  ctx.status = said.status;
  ctx.type = PROBLEM_CONTENT_TYPE;
  ctx.set('Content-Language', locale);
  ctx.vary('Accept-Language');
  ctx.body = said;
}

/**
 * First in the chain: every failure becomes application/problem+json. A 4xx says what is wrong;
 * anything else is logged with the request id and answered with a 500 that reveals nothing internal.
 */
export function problemErrors(logger: Logger) {
  return async function problemErrorsMiddleware(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
    } catch (error) {
      const requestId = typeof ctx.state.requestId === 'string' ? ctx.state.requestId : undefined;
      const known = toHttpProblem(error);
      if (known) {
        await writeProblem(ctx, known.toProblem(requestId), known.headers, known.detailMessage);
        return;
      }
      logger.error({ err: error, requestId }, 'unexpected failure');
      await writeProblem(
        ctx,
        {
          type: 'about:blank',
          title: titleFor(500),
          status: 500,
          detail: 'Something went wrong on our side. Quote the request id if you contact support.',
          ...(requestId ? { requestId } : {}),
        },
        {},
        { id: 'problem.detail.internal' },
      );
    }
  };
}
