import { z } from 'zod';

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
    errors: z.array(FieldErrorSchema).optional(),
  })
  .meta({ id: 'Problem', description: 'An error, as application/problem+json (RFC 9457)' });

export type FieldError = z.infer<typeof FieldErrorSchema>;
export type Problem = z.infer<typeof ProblemSchema>;

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  415: 'Unsupported media type',
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
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    options: { title?: string; type?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.title = options.title ?? TITLES[status] ?? 'Error';
    this.type = options.type ?? 'about:blank';
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toProblem(requestId: string | undefined): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      detail: this.message,
      ...(requestId ? { requestId } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export function validationProblem(errors: FieldError[], detail = 'Some fields are missing or invalid.'): HttpProblem {
  return new HttpProblem(400, detail, { type: `${PROBLEM_TYPE_BASE}validation`, errors });
}

export function titleFor(status: number): string {
  return TITLES[status] ?? 'Error';
}
