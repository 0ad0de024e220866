import type { Context } from 'koa';
import type { z } from 'zod';
import type { HeaderObject } from 'openapi3-ts/oas31';
import type { Logger } from 'pino';
import type { Problem } from '../http/problem.js';
import type { AuthDeps } from '../auth/deps.js';
import type { BillingDeps } from '../billing/service.js';
import type { Store } from '../store/index.js';
import type { AssistantService } from '../assistant/service.js';
import type { OperationAuth } from './operation-auth.js';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/** What every handler may use: the store and the clock, injected so tests run real apps on real stores. */
export interface OperationDeps {
  store: Store;
  logger: Logger;
  now: () => Date;
  auth: AuthDeps;
  billing: BillingDeps;
  /** The chat assistant (offline engine by default). */
  assistant: AssistantService;
}

export interface OperationRequest<Body, Query = unknown> {
  /** The body after validation by the operation's schema. */
  body: Body;
  /** The query string after validation by the operation's `query` schema ({} without one). */
  query: Query;
  /** The body as sent (engine calculators take it and validate it themselves, with the same schema). */
  raw: unknown;
  params: Record<string, string>;
  ctx: Context;
  deps: OperationDeps;
}

export interface OperationResponse {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Problem statuses an operation can answer with; each is documented with an example. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * An operation's own problem examples for some statuses, documented instead of the shared ones (e.g. a
 * 403 that can mean two things), with any response headers of their own.
 */
export type OperationProblems = Partial<
  Record<
    ErrorStatus,
    { description: string; examples: Record<string, { summary: string; value: Problem }>; headers?: Record<string, HeaderObject> }
  >
>;

/**
 * One API operation, declared once: the route, its schemas (which validate requests and generate the
 * OpenAPI document), its examples and error responses, and its handler.
 */
export interface Operation<BodySchema extends z.ZodType = z.ZodType, QuerySchema extends z.ZodObject = z.ZodObject> {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/v1/jurisdictions/{slug}`; the router uses the same string. */
  path: string;
  /** Paths of the earlier product that answer exactly like `path` (documented as deprecated). */
  aliases?: string[];
  /**
   * For an earlier product's path whose answer has its own shape (so it cannot be an alias): the `/api/v1`
   * path that replaces it. It is deprecated like an alias, with the same headers and a `Link` to it.
   */
  successor?: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** A write (rate-limited, refused without a JSON body) or a read. */
  body?: {
    schema: BodySchema;
    example: unknown;
    /** Named examples (e.g. one per lead kind), shown in the document instead of `example`. */
    examples?: Record<string, { summary: string; value: unknown }>;
    description?: string;
  };
  /**
   * A write that must be stored: it runs in one transaction, accepts an `Idempotency-Key`, and answers
   * 503 with Retry-After when the database is unreachable.
   */
  idempotent?: boolean;
  /** The most a body may weigh, when it is not the app's (e.g. a worksheet's text to verify); over it, 413. */
  bodyLimitBytes?: number;
  params?: z.ZodObject;
  /** Query parameters: validated (400 with field errors) and documented. */
  query?: QuerySchema;
  /**
   * Who may call it (see operation-auth.ts); without it, derived from the path (admin, account or public).
   * The document's `security` comes from it and a test holds the server to it.
   */
  auth?: OperationAuth;
  /**
   * A read that is the same for everyone and large: answered with a strong `ETag` (`If-None-Match` →
   * 304), `Cache-Control`, and compressed by `Accept-Encoding` (see http/cacheable-json.ts).
   */
  cacheable?: boolean;
  success: {
    status: 200 | 201;
    description: string;
    schema: z.ZodType;
    /** The answer's example (none for a binary answer). */
    example: unknown;
    /**
     * The media type of a success that is not JSON (e.g. `application/pdf`): the handler sets `Content-Type` and
     * answers the bytes; the document declares this type instead of `application/json`.
     */
    mediaType?: string;
    /** Headers of the success documented in place (those shared by many operations are in openapi/headers.ts). */
    headers?: Record<string, HeaderObject>;
  };
  errors: ErrorStatus[];
  /** Its own examples for some of `errors` (the shared example of the status otherwise). */
  problems?: OperationProblems;
  handler(request: OperationRequest<z.output<BodySchema>, z.output<QuerySchema>>): Promise<OperationResponse> | OperationResponse;
}

/** Keeps the body schema's type for the handler while storing operations in one list. */
export function defineOperation<S extends z.ZodType, Q extends z.ZodObject = z.ZodObject>(operation: Operation<S, Q>): Operation {
  return operation as unknown as Operation;
}
