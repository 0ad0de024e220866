import createFetchClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';

export type { components, operations, paths } from './generated/openapi.js';

/** An `application/problem+json` answer (every 4xx and 5xx of the API). */
export type Problem = components['schemas']['Problem'];
/** One field's message in a 400 problem, at the field's dotted path. */
export type FieldError = components['schemas']['FieldError'];

/** What the error keeps of the HTTP answer (a fetch `Response` is one). */
export interface AnsweredResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
}

/**
 * A refused or failed call: the problem the server answered, its status, and (for invalid input) each
 * field's message. `requestId` is the one to quote to support.
 */
export class SecureSplitApiError extends Error {
  readonly status: number;
  readonly problem: Problem;
  readonly fieldErrors: readonly FieldError[];
  readonly requestId: string | undefined;
  /** Seconds to wait before trying again (429 and 503), from `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(problem: Problem, response: AnsweredResponse) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.name = 'SecureSplitApiError';
    this.status = response.status;
    this.problem = problem;
    this.fieldErrors = problem.errors ?? [];
    this.requestId = problem.requestId ?? response.headers.get('X-Request-Id') ?? undefined;
    const retryAfter = Number(response.headers.get('Retry-After') ?? problem.retryAfter);
    this.retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
  }
}

function isProblem(value: unknown): value is Problem {
  const candidate = value as Partial<Problem> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.status === 'number' && typeof candidate.title === 'string';
}

/** Turns every 4xx/5xx answer into a SecureSplitApiError, so a resolved call always carries data. */
const problemsAsErrors: Middleware = {
  async onResponse({ response }) {
    if (response.status < 400) return undefined;
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    // A proxy in front of the API may answer with something other than a problem: keep what it said.
    const problem: Problem = isProblem(body)
      ? body
      : { type: 'about:blank', title: response.statusText || 'Error', status: response.status, detail: text.slice(0, 500) };
    throw new SecureSplitApiError(problem, response);
  },
};

export interface SecureSplitClientOptions {
  /** Where the API is, e.g. `https://securesplit.app` (the paths start with `/api/v1`). */
  baseUrl: string;
  /** A fetch to use instead of the global one (tests, proxies, older runtimes). */
  fetch?: ClientOptions['fetch'];
  /** Headers sent with every call. */
  headers?: Record<string, string>;
}

export type SecureSplitClient = Client<paths>;

/**
 * A typed client: `client.GET('/api/v1/jurisdictions/{slug}', { params: { path: { slug: 'texas' } } })`.
 * Every path, body and answer is typed from openapi.yaml; a refusal throws SecureSplitApiError. Writes
 * that are stored take `params.header['Idempotency-Key']` (see `newIdempotencyKey`): a retry with the same
 * key never stores twice and gets the first answer back.
 */
export function createSecureSplitClient(options: SecureSplitClientOptions): SecureSplitClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  client.use(problemsAsErrors);
  return client;
}

/** A fresh Idempotency-Key for one submission: reuse it for that submission's retries only. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
