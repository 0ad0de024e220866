import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { HeaderObject, HeadersObject } from 'openapi3-ts/oas31';
import { CACHEABLE_MAX_AGE_SECONDS } from '../http/cacheable-json.js';
import { ALIASES_DEPRECATED_AT, DEPRECATION_HEADER_VALUE, SUNSET_HEADER_VALUE } from '../routes/deprecation.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../routes/idempotency.js';

/**
 * Response headers, declared once under `components.headers` and referenced from each response that
 * carries them, so the document says where each one occurs without repeating its definition.
 */
const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      'This request’s id (the one sent, when it is 8–100 of `A-Z a-z 0-9 . _ : -`, else a new UUID); in every log line and in a 500 problem. Quote it to support',
    required: true,
    schema: { type: 'string' },
    example: '3f2a9c1e-8d4b-4f7a-9e1c-2b5d6a7c8e9f',
  },
  'RateLimit-Limit': {
    description: 'Writes allowed per client address per window (`RATE_LIMIT_MAX`)',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '60',
  },
  'RateLimit-Remaining': {
    description: 'Writes this address has left in the current window',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '59',
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window ends and the count starts again',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '42',
  },
  'Content-Language': {
    description:
      'The language of the problem’s `title`, `detail` and field messages: `es` when `Accept-Language` prefers Spanish, else `en`',
    required: true,
    schema: { type: 'string', enum: ['en', 'es'] },
    example: 'es',
  },
  Vary: {
    description: 'Includes `Accept-Language`: the problem’s words depend on it, so a cache must keep one answer per language',
    required: true,
    schema: { type: 'string' },
    example: 'Accept-Language',
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again (also `retryAfter` in the problem body)',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '5',
  },
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description: 'Present when this is the stored response to an Idempotency-Key sent before',
    schema: { type: 'string', const: 'true' },
  },
  Deprecation: {
    description: `Since when this path is deprecated (RFC 9745: \`@\` and seconds since the epoch; ${ALIASES_DEPRECATED_AT.toISOString().slice(0, 10)})`,
    required: true,
    schema: { type: 'string' },
    example: DEPRECATION_HEADER_VALUE,
  },
  Sunset: {
    description: 'When this path stops answering (RFC 8594, an HTTP-date); move to the successor before then',
    required: true,
    schema: { type: 'string' },
    example: SUNSET_HEADER_VALUE,
  },
  Link: {
    description: 'The `/api/v1` path that replaces this one (RFC 8288, `rel="successor-version"`)',
    required: true,
    schema: { type: 'string' },
    example: '</api/v1/leads>; rel="successor-version"',
  },
  ETag: {
    description:
      'Strong entity tag of this representation (the content digest, with `-gzip` or `-br` when compressed); ' +
      'send it back as `If-None-Match` to get a 304 while the content is unchanged',
    schema: { type: 'string' },
    example: '"q9Xk3v0e1bq6oQ2m1pKq8yJtZQm"',
  },
  'Cache-Control': {
    description: `Caches may keep the answer for ${CACHEABLE_MAX_AGE_SECONDS} seconds, then revalidate with If-None-Match`,
    schema: { type: 'string' },
    example: `public, max-age=${CACHEABLE_MAX_AGE_SECONDS}`,
  },
  'Content-Encoding': {
    description: 'br or gzip, as the request’s Accept-Encoding allows (absent when not compressed)',
    schema: { type: 'string', enum: ['br', 'gzip'] },
  },
} satisfies Record<string, HeaderObject>;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;

export function registerResponseHeaders(registry: OpenAPIRegistry): void {
  for (const [name, header] of Object.entries(RESPONSE_HEADERS)) registry.registerComponent('headers', name, header);
}

/** References to the named headers, for a response's `headers`. */
export function headerRefs(names: readonly ResponseHeaderName[]): HeadersObject {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

export const DEPRECATION_HEADER_NAMES: readonly ResponseHeaderName[] = ['Deprecation', 'Sunset', 'Link'];

/** On every problem answer: its language, and that it depends on Accept-Language. */
export const PROBLEM_LANGUAGE_HEADER_NAMES: readonly ResponseHeaderName[] = ['Content-Language', 'Vary'];

export const RATE_LIMIT_HEADER_NAMES: readonly ResponseHeaderName[] = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
