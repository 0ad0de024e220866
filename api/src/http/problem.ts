import { z } from 'zod';
import type { ProblemMessage } from './problem-language.js';

/** RFC 9457 problem details, as every error of the API is shaped. */
export const FieldErrorSchema = z
  .object({
    path: z.string().meta({ description: 'Dotted field path, or "(body)" for the whole body', examples: ['custodialParentIncome'] }),
    message: z.string().meta({ examples: ['Income is required'] }),
  })
  .meta({ id: 'FieldError' });

export const ProblemSchema = z
  .object({
    type: z.string().meta({ description: 'A URI naming the kind of problem', examples: ['about:blank'] }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    requestId: z.string().optional().meta({ description: 'Quote it when asking for support' }),
    errors: z
      .array(FieldErrorSchema)
      .optional()
      .meta({ description: 'The first 20 field errors (400); errorCount says how many there were in all' }),
    errorCount: z.number().int().optional().meta({ description: 'How many field errors the request had in all (400)' }),
    retryAfter: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Seconds to wait before trying again (as the Retry-After header), on 429 and 503', examples: [5] }),
    subscribeUrl: z
      .string()
      .optional()
      .meta({ description: 'Where to get Full Access (403 of a premium calculator once the free calculations are used)', examples: ['/subscribe'] }),
  })
  .meta({ id: 'Problem', description: 'An error, as application/problem+json (RFC 9457)' });

export type FieldError = z.infer<typeof FieldErrorSchema>;
export type Problem = z.infer<typeof ProblemSchema>;

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body too large',
  414: 'Request target too long',
  415: 'Unsupported media type',
  422: 'Unprocessable content',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

export const PROBLEM_TYPE_BASE = 'https://securesplit.app/problems/';

/** A problem an operation or middleware answers with on purpose; its detail is safe to show. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly type: string;
  readonly errors: FieldError[] | undefined;
  readonly errorCount: number | undefined;
  readonly headers: Record<string, string>;
  readonly retryAfter: number | undefined;
  readonly subscribeUrl: string | undefined;
  /** The detail as a catalogue message, so a client that asks in Spanish (Accept-Language) reads it in Spanish. */
  readonly detailMessage: ProblemMessage | undefined;

  constructor(
    status: number,
    detail: string,
    options: {
      title?: string;
      type?: string;
      errors?: FieldError[];
      /** How many field errors there were in all, when `errors` lists only the first ones. */
      errorCount?: number;
      headers?: Record<string, string>;
      /** Seconds: sent as the Retry-After header and as `retryAfter` in the body. */
      retryAfter?: number;
      /** Where to subscribe, for a refusal that Full Access would lift. */
      subscribeUrl?: string;
      /** `detail` as a catalogue message (its English text must be `detail`). */
      detailMessage?: ProblemMessage;
    } = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.title = options.title ?? TITLES[status] ?? 'Error';
    this.type = options.type ?? 'about:blank';
    this.errors = options.errors;
    this.errorCount = options.errorCount;
    this.retryAfter = options.retryAfter;
    this.subscribeUrl = options.subscribeUrl;
    this.detailMessage = options.detailMessage;
    this.headers = {
      ...options.headers,
      ...(options.retryAfter !== undefined ? { 'Retry-After': String(options.retryAfter) } : {}),
    };
  }

  toProblem(requestId: string | undefined): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      detail: this.message,
      ...(requestId ? { requestId } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.errorCount !== undefined ? { errorCount: this.errorCount } : {}),
      ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
      ...(this.subscribeUrl !== undefined ? { subscribeUrl: this.subscribeUrl } : {}),
    };
  }
}

/**
 * A 400 lists at most this many field errors (the first ones, in field order) plus `errorCount`, so a
 * body with thousands of bad entries cannot make an answer larger than the request.
 */
export const MAX_FIELD_ERRORS = 20;

export function validationProblem(errors: FieldError[], detail = VALIDATION_DETAIL): HttpProblem {
  return new HttpProblem(400, detail, {
    detailMessage: { id: 'problem.detail.validation' },
    type: `${PROBLEM_TYPE_BASE}validation`,
    errors: errors.slice(0, MAX_FIELD_ERRORS),
    errorCount: errors.length,
  });
}

const VALIDATION_DETAIL = 'Some fields are missing or invalid.';

/** Seconds a client is asked to wait before retrying a write the database could not take. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** The answer to a write when the database is unreachable: nothing was stored, try again shortly. */
export function storeUnavailableProblem(): HttpProblem {
  return new HttpProblem(503, 'We could not save this right now. Nothing was stored; please try again shortly.', {
    type: `${PROBLEM_TYPE_BASE}service-unavailable`,
    retryAfter: STORE_RETRY_AFTER_SECONDS,
    detailMessage: { id: 'problem.detail.storeUnavailable' },
  });
}

export function titleFor(status: number): string {
  return TITLES[status] ?? 'Error';
}
