import createFetchClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';
import { IDEMPOTENCY_KEY, retryingFetch, type RetryOptions } from './retry.js';

export type { RetryOptions } from './retry.js';

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
  /**
   * Retries of transient failures (network errors, 429 after its Retry-After, 502, 503, 504) with
   * exponential backoff and jitter: reads always, writes only with an Idempotency-Key. Default 2 retries;
   * `false` turns retrying off.
   */
  retry?: RetryOptions | false;
}

/**
 * The writes the server stores once per Idempotency-Key (their operations document the header). The
 * client gives each call of these a key of its own when the caller sent none, so it can retry them.
 * A test holds this list to the document.
 */
export const IDEMPOTENT_WRITES: readonly string[] = [
  '/api/v1/leads',
  '/api/v1/lead-capture',
  '/api/v1/support-tickets',
  '/api/v1/data-deletion-requests',
  '/api/v1/account/scenarios',
];

/** One key per call (this runs once per call; every retry sends a copy of the same request). */
const idempotencyKeys: Middleware = {
  onRequest({ request, schemaPath }) {
    if (request.method !== 'POST' || !IDEMPOTENT_WRITES.includes(schemaPath) || request.headers.has(IDEMPOTENCY_KEY)) return undefined;
    const keyed = new Request(request);
    keyed.headers.set(IDEMPOTENCY_KEY, newIdempotencyKey());
    return keyed;
  },
};

/** The body of `POST /api/v1/worksheets`: which calculator, and the same input as its own request body. */
export type WorksheetRequest = components['schemas']['WorksheetRequest'];

/**
 * A worksheet PDF as the API answered it. Its bytes rather than a `Blob`, so the types need no DOM library; in a
 * browser, `new Blob([pdf.bytes], { type: 'application/pdf' })` makes the file to download.
 */
export interface WorksheetPdf {
  /** The PDF document (`application/pdf`), starting `%PDF-`. */
  bytes: Uint8Array;
  /** The server's file name (from `Content-Disposition`), e.g. `securesplit-child-support-texas-2026-12-07.pdf`. */
  fileName: string;
}

/** Per call: whether to send the SecureSplit site's cookies (`'include'` from our own pages, for the premium calculators). */
export interface WorksheetPdfInit {
  credentials?: 'include' | 'omit' | 'same-origin';
}

export type SecureSplitClient = Client<paths> & {
  /**
   * `POST /api/v1/worksheets`: the court-ready worksheet PDF of one calculation. Invalid input throws
   * SecureSplitApiError with the calculator's own field errors under `input.`; a premium calculator needs the
   * session cookie of the SecureSplit site (`credentials: 'include'` from our own pages), else 401/403.
   */
  worksheetPdf(request: WorksheetRequest, init?: WorksheetPdfInit): Promise<WorksheetPdf>;
};

/** The file name in `attachment; filename="…"`, or a generic one when the header is missing or unreadable. */
export function worksheetFileName(contentDisposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  return name ?? 'securesplit-worksheet.pdf';
}

/**
 * A typed client: `client.GET('/api/v1/jurisdictions/{slug}', { params: { path: { slug: 'texas' } } })`.
 * Every path, body and answer is typed from openapi.yaml; a refusal throws SecureSplitApiError. Writes
 * that are stored take `params.header['Idempotency-Key']` (see `newIdempotencyKey`; given one per call
 * when not sent): a retry with the same key never stores twice and gets the first answer back.
 */
export function createSecureSplitClient(options: SecureSplitClientOptions): SecureSplitClient {
  const fetchOnce = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.retry === false ? fetchOnce : retryingFetch(fetchOnce, options.retry),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  if (options.retry !== false) client.use(idempotencyKeys);
  client.use(problemsAsErrors);
  return Object.assign(client, {
    async worksheetPdf(request: WorksheetRequest, init: WorksheetPdfInit = {}): Promise<WorksheetPdf> {
      const { data, response } = await client.POST('/api/v1/worksheets', { body: request, parseAs: 'arrayBuffer', ...init });
      // A refusal has already thrown (problemsAsErrors); a 2xx always carries the PDF.
      return { bytes: new Uint8Array(data as ArrayBuffer), fileName: worksheetFileName(response.headers.get('Content-Disposition')) };
    },
  });
}

/** A fresh Idempotency-Key for one submission: reuse it for that submission's retries only. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
