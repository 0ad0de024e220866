import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { ProblemSchema, validationProblem, type Problem } from '../http/problem.js';
import { fieldErrors } from '../routes/dispatch.js';
import { ALIASES_SUNSET_AT } from '../routes/deprecation.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyKeySchema } from '../routes/idempotency.js';
import { operationAuth } from '../routes/operation-auth.js';
import { ADMIN_AUTH_EXAMPLES, authErrorStatuses, registerSecuritySchemes, securityRequirements } from './security.js';
import { DEPRECATION_HEADER_NAMES, PROBLEM_LANGUAGE_HEADER_NAMES, RATE_LIMIT_HEADER_NAMES, headerRefs, registerResponseHeaders, type ResponseHeaderName } from './headers.js';
import type { ErrorStatus, Operation, OperationProblems } from '../routes/operation.js';
import { z } from 'zod';

export const API_VERSION = '1.0.0';

/**
 * The production address, which `openapi.yaml` names as its server. A running server names its own
 * `PUBLIC_BASE_URL` instead (see `documentServers`), so a document fetched from it points back at it.
 */
export const PRODUCTION_BASE_URL = 'https://securesplit.app';

/** `servers` for the document a server hands out: its configured public address, else itself. */
export function documentServers(publicBaseUrl: string | undefined): { url: string; description: string }[] {
  return publicBaseUrl
    ? [{ url: publicBaseUrl, description: 'This server (PUBLIC_BASE_URL)' }]
    : [{ url: '/', description: 'This server (set PUBLIC_BASE_URL to name its public address)' }];
}

const ERROR_EXAMPLES: Record<ErrorStatus, { description: string; example: Problem }> = {
  400: {
    description: 'Invalid input: each field error carries the form’s own message',
    example: {
      type: 'https://securesplit.app/problems/validation',
      title: 'Invalid request',
      status: 400,
      detail: 'Some fields are missing or invalid.',
      errors: [{ path: 'custodialParentIncome', message: 'Income is required' }],
    },
  },
  401: {
    description: 'Not signed in (no session cookie, or the session has ended)',
    example: {
      type: 'https://securesplit.app/problems/signed-out',
      title: 'Authentication required',
      status: 401,
      detail: 'Please log in to continue.',
    },
  },
  403: {
    description: 'A write on the session cookie that did not come from the SecureSplit site',
    example: {
      type: 'https://securesplit.app/problems/cross-site-request',
      title: 'Forbidden',
      status: 403,
      detail: 'This request did not come from the SecureSplit site, so it was refused.',
    },
  },
  409: {
    description: 'The email address or username already has an account',
    example: {
      type: 'https://securesplit.app/problems/validation',
      title: 'Conflict',
      status: 409,
      detail: 'An account with this email address already exists.',
      errors: [{ path: 'email', message: 'An account with this email address already exists' }],
    },
  },
  404: {
    description: 'Nothing at this address',
    example: { type: 'about:blank', title: 'Not found', status: 404, detail: 'No jurisdiction "atlantis".' },
  },
  413: {
    description: 'The body is larger than 100 kB',
    example: { type: 'about:blank', title: 'Request body too large', status: 413, detail: 'The request body is larger than 100 kB.' },
  },
  415: {
    description: 'The body is not sent as application/json',
    example: {
      type: 'about:blank',
      title: 'Unsupported media type',
      status: 415,
      detail: 'Send the body as JSON with the header Content-Type: application/json.',
    },
  },
  422: {
    description: 'The Idempotency-Key was already used with a different body',
    example: {
      type: 'https://securesplit.app/problems/idempotency-key-reused',
      title: 'Unprocessable content',
      status: 422,
      detail: 'This Idempotency-Key was already used with a different request body. Use a new key for a new submission.',
      errors: [{ path: 'Idempotency-Key', message: 'Already used with a different body' }],
    },
  },
  429: {
    description: 'Too many writes from this address; retry after the `Retry-After` seconds',
    example: {
      type: 'about:blank',
      title: 'Too many requests',
      status: 429,
      detail: 'Too many requests from this address. Try again in 42 seconds.',
    },
  },
  503: {
    description: 'The database is not reachable: nothing was stored; retry after the `Retry-After` seconds (also `retryAfter`)',
    example: {
      type: 'https://securesplit.app/problems/service-unavailable',
      title: 'Service unavailable',
      status: 503,
      detail: 'We could not save this right now. Nothing was stored; please try again shortly.',
      retryAfter: 5,
    },
  },
};

const SERVER_ERROR: { description: string; example: Problem } = {
  description: 'An unexpected failure; nothing internal is revealed. Quote the request id to support.',
  example: {
    type: 'about:blank',
    title: 'Internal server error',
    status: 500,
    detail: 'Something went wrong on our side. Quote the request id if you contact support.',
    requestId: '3f2a9c1e-8d4b-4f7a-9e1c-2b5d6a7c8e9f',
  },
};

const IfNoneMatchSchema = z.string().meta({
  description: 'The ETag of the copy you have; a 304 with no body answers while it is current',
  examples: ['"q9Xk3v0e1bq6oQ2m1pKq8yJtZQm-br"'],
});

const AcceptLanguageSchema = z.string().meta({
  description:
    'The language for problem details (`title`, `detail`) and field messages: `es` (Spanish) or `en` (English, the default), ' +
    'with weights as in RFC 9110 (`es-MX,es;q=0.9,en;q=0.5`). Results themselves are not translated yet. The answer says ' +
    'which in `Content-Language`; a title or detail a route writes in its own words may stay English',
  examples: ['es'],
});

function problemResponse(entry: { description: string; example: Problem }, headers: readonly ResponseHeaderName[]): ResponseConfig {
  return {
    description: entry.description,
    ...(headers.length > 0 ? { headers: headerRefs(headers) } : {}),
    content: { 'application/problem+json': { schema: ProblemSchema, example: entry.example } },
  };
}

/** An operation's own problem examples for a status (OperationProblems), with its own headers beside the shared ones. */
function ownProblemResponse(entry: NonNullable<OperationProblems[ErrorStatus]>, headers: readonly ResponseHeaderName[]): ResponseConfig {
  const allHeaders = { ...headerRefs(headers), ...entry.headers };
  return {
    description: entry.description,
    ...(Object.keys(allHeaders).length > 0 ? { headers: allHeaders } : {}),
    content: { 'application/problem+json': { schema: ProblemSchema, examples: entry.examples } },
  };
}

/**
 * The operation's own 400, as the server answers an empty JSON object (its schema's real field errors),
 * so each write shows its own fields rather than one shared example.
 */
function emptyBodyProblem(operation: Operation): { description: string; example: Problem } | undefined {
  const checked = operation.body?.schema.safeParse({});
  if (!checked || checked.success) return undefined;
  return {
    description: `${ERROR_EXAMPLES[400].description} (the example is the answer to an empty object, \`{}\`)`,
    example: validationProblem(fieldErrors(checked.error)).toProblem(undefined),
  };
}

function registerOperation(registry: OpenAPIRegistry, operation: Operation, path: string, alias: boolean): void {
  // Headers as the middleware chain sets them: the request id on every answer; the rate limit on every
  // answer to a write (it counts before anything else runs); Retry-After on 429 and 503; and on an
  // earlier path the deprecation headers (routes/deprecation.ts).
  const isWrite = operation.method !== 'get';
  const everywhere: readonly ResponseHeaderName[] = [
    'X-Request-Id',
    ...(isWrite ? RATE_LIMIT_HEADER_NAMES : []),
    ...(alias || operation.successor ? DEPRECATION_HEADER_NAMES : []),
  ];
  const replayed: readonly ResponseHeaderName[] = operation.idempotent ? [IDEMPOTENT_REPLAYED_HEADER] : [];
  const cached: readonly ResponseHeaderName[] = operation.cacheable ? ['ETag', 'Cache-Control', 'Content-Encoding'] : [];
  const responses: Record<string, ResponseConfig> = {
    [operation.success.status]: {
      description: operation.success.description,
      headers: { ...headerRefs([...replayed, ...cached, ...everywhere]), ...operation.success.headers },
      content: {
        [operation.success.mediaType ?? 'application/json']: {
          schema: operation.success.schema,
          ...(operation.success.example !== undefined ? { example: operation.success.example } : {}),
        },
      },
    },
  };
  const auth = operationAuth(operation);
  const isAdmin = auth === 'admin' || auth === 'session-or-admin';
  const errors = [...new Set([...operation.errors, ...authErrorStatuses(auth)])].sort((a, b) => a - b);
  for (const status of errors) {
    const retry: readonly ResponseHeaderName[] = status === 429 || status === 503 ? ['Retry-After'] : [];
    const own = operation.problems?.[status];
    const entry =
      status === 400
        ? emptyBodyProblem(operation) ?? ERROR_EXAMPLES[400]
        : (isAdmin ? ADMIN_AUTH_EXAMPLES[status] : undefined) ?? ERROR_EXAMPLES[status];
    const problemHeaders = [...retry, ...PROBLEM_LANGUAGE_HEADER_NAMES, ...everywhere];
    responses[status] = own ? ownProblemResponse(own, problemHeaders) : problemResponse(entry, problemHeaders);
  }
  responses['500'] = problemResponse(SERVER_ERROR, [...PROBLEM_LANGUAGE_HEADER_NAMES, ...everywhere]);
  if (operation.cacheable) {
    responses['304'] = {
      description: 'Not modified: the copy whose ETag was sent as If-None-Match is still current (no body)',
      headers: headerRefs(['ETag', 'Cache-Control', ...everywhere]),
    };
  }
  registry.registerPath({
    method: operation.method,
    path,
    operationId: alias ? `${operation.operationId}Legacy${path.replace(/[^A-Za-z0-9]+/g, '_')}` : operation.operationId,
    summary: alias ? `${operation.summary} (earlier path)` : operation.summary,
    description: alias
      ? `Kept for clients of the earlier product; answers exactly like \`${operation.method.toUpperCase()} ${operation.path}\`, ` +
        `with \`Deprecation\`, \`Sunset\` and a \`Link\` to it on every response. ` +
        `Deprecated: it stops answering after ${ALIASES_SUNSET_AT.toISOString().slice(0, 10)}; use \`${operation.path}\`.`
      : operation.successor
        ? `${operation.description ?? ''} Deprecated: it stops answering after ${ALIASES_SUNSET_AT.toISOString().slice(0, 10)}; use \`${operation.successor}\`.`.trim()
        : operation.description,
    tags: [operation.tag],
    ...(alias || operation.successor ? { deprecated: true } : {}),
    // From the operation's one `auth` (routes/operation-auth.ts): `[]` for public operations.
    security: securityRequirements(auth),
    request: {
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { query: operation.query } : {}),
      headers: z.object({
        'Accept-Language': AcceptLanguageSchema.optional(),
        ...(operation.idempotent ? { [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() } : {}),
        ...(operation.cacheable ? { 'If-None-Match': IfNoneMatchSchema.optional() } : {}),
      }),
      ...(operation.body
        ? {
            body: {
              required: true,
              ...(operation.body.description ? { description: operation.body.description } : {}),
              content: {
                'application/json': {
                  schema: operation.body.schema,
                  ...(operation.body.examples ? { examples: operation.body.examples } : { example: operation.body.example }),
                },
              },
            },
          }
        : {}),
    },
    responses,
  });
}

/** The OpenAPI 3.1 document, generated from the same operations (and zod schemas) that serve requests. */
export function buildOpenApiDocument(operations: readonly Operation[]): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  registerResponseHeaders(registry);
  registerSecuritySchemes(registry, operations.map(operationAuth));
  for (const operation of operations) {
    registerOperation(registry, operation, operation.path, false);
    for (const alias of operation.aliases ?? []) registerOperation(registry, operation, alias, true);
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'SecureSplit API',
      version: API_VERSION,
      description:
        'Divorce financial calculators (child support for the 50 states and DC, alimony, budget, income tax), ' +
        'the financial wellness quiz, jurisdiction rules with their sources, and lead, support and data deletion ' +
        'requests. Errors are `application/problem+json`. Public endpoints answer CORS requests from any origin ' +
        'without credentials; writes are rate-limited per client address, account actions (log-in, sign-up, reset, ' +
        'account, billing, admin) apart from everything else, calculations included (`RateLimit-*` headers on every ' +
        'answer to a write; 429 with `Retry-After` over the limit). Every answer carries `X-Request-Id`. A known path asked with ' +
        'another method answers 405 with `Allow` listing the methods it takes (and `OPTIONS` answers 204 with the same ' +
        '`Allow`). Versioning: `/api/v1` changes only by additions; earlier paths are deprecated with a `Sunset` date.',
      contact: { name: 'SecureSplit support', url: `${PRODUCTION_BASE_URL}/support` },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: PRODUCTION_BASE_URL, description: 'Production' }],
    tags: [
      { name: 'Calculators', description: 'Each result carries its worksheet steps, sources and confidence' },
      {
        name: 'Premium calculators',
        description:
          'Property division, retirement division (QDRO), tax impact and custody costs. Signed in on the SecureSplit site: ' +
          'Full Access, or 2 free premium calculations per calendar month (UTC) for a free account',
      },
      { name: 'Jurisdictions', description: 'Guideline models, effective dates and sources by state' },
      { name: 'Financial wellness quiz', description: 'Eight questions, and a score out of 24 with its level, recommendations and next steps' },
      { name: 'Leads', description: 'Consultation, newsletter, waitlist, feedback and notification signups' },
      { name: 'Support', description: 'Support requests and data deletion requests' },
      {
        name: 'Assistant',
        description:
          'The financial assistant: answers from the product’s own rules and data and runs the calculators; no transcript is kept',
      },
      { name: 'Accounts', description: 'Sign-up, log-in and sessions (an httpOnly cookie), the account, its data and calculation history. First-party only: writes must come from the SecureSplit site' },
      { name: 'Operations', description: 'Health, readiness and this document' },
      {
        name: 'Admin',
        description:
          'Waitlist, stats, export and data deletion requests. Needs `Authorization: Bearer <ADMIN_TOKEN>` or the session of an ' +
          'account with role admin; first-party only (no CORS), every call is written to the audit log, failures are rate-limited.',
      },
      {
        name: 'Billing',
        description:
          'Full Access subscriptions (monthly or yearly), the priority review checkout, the Stripe webhook, and the sandbox ' +
          'that stands in for Stripe when no keys are set. Signed in on the SecureSplit site, except the configuration, the ' +
          'checkout lookups and the webhook',
      },
    ],
  });
}
