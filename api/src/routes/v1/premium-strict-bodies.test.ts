import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../index.js';
import { useAppWithFullAccessMember } from '../../test-support/browser.js';

/**
 * Issue 18 §1 for the premium calculators: the document's request schemas are as strict as the server.
 * Bodies are made from the document (its example, with an unknown field put at a place where its schema
 * says `additionalProperties: false`): the example is accepted, and every body with an unknown field is
 * refused with a field error naming that field.
 */

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Doc {
  paths: Record<string, { post?: { requestBody: { content: { 'application/json': { schema: JsonSchema; example: unknown } } } } }>;
  components: { schemas: Record<string, JsonSchema> };
}

const doc = openApiDocument() as unknown as Doc;
const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]!) : schema;

/** The places in `value` (paths to objects) whose schema refuses unknown properties, with the names it knows. */
function closedObjects(schema: JsonSchema, value: unknown, path: (string | number)[] = []): { path: (string | number)[]; known: string[] }[] {
  const s = resolve(schema);
  for (const option of s.anyOf ?? []) {
    const found = closedObjects(option, value, path);
    if (found.length > 0) return found;
  }
  if (Array.isArray(value) && s.items) return value.flatMap((item, i) => closedObjects(s.items!, item, [...path, i]));
  if (value === null || typeof value !== 'object' || !s.properties) return [];
  const here = s.additionalProperties === false ? [{ path, known: Object.keys(s.properties) }] : [];
  return [
    ...here,
    ...Object.entries(value).flatMap(([key, inner]) => (s.properties![key] ? closedObjects(s.properties![key], inner, [...path, key]) : [])),
  ];
}

function withField(value: unknown, path: (string | number)[], key: string, extra: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path) target = target[step] as Record<string | number, unknown>;
  target[key] = extra;
  return copy;
}

const PREMIUM_PATHS = [
  '/api/v1/calculators/property-division',
  '/api/v1/calculators/qdro',
  '/api/v1/calculators/tax-impact',
  '/api/v1/calculators/custody-costs',
];

describe('premium request bodies made from the OpenAPI document', () => {
  const started = useAppWithFullAccessMember();

  it.each(PREMIUM_PATHS)('%s: the document’s example is accepted; any unknown field is refused by name', async (path) => {
    const media = doc.paths[path]!.post!.requestBody.content['application/json'];
    expect((await started.member.call('POST', path, media.example)).status).toBe(200);
    const places = closedObjects(media.schema, media.example);
    expect(places.length).toBeGreaterThan(0);
    if (path.endsWith('property-division')) expect(places.some((place) => place.path.length > 0)).toBe(true); // rows too

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...places),
        fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !['__proto__', 'constructor', 'prototype'].includes(key)),
        fc.jsonValue({ maxDepth: 1 }),
        async (place, key, extra) => {
          fc.pre(!place.known.includes(key));
          const res = await started.member.call('POST', path, withField(media.example, place.path, key, extra));
          expect(res.status).toBe(400);
          expect((res.body as { errors: { path: string; message: string }[] }).errors).toContainEqual({
            path: [...place.path, key].join('.'),
            message: 'Unknown field; it is not part of this request',
          });
        },
      ),
      { numRuns: 15 },
    );
  });
});
