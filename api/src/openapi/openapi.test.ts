import { readFileSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, openApiDocument } from '../routes/index.js';
import { OPENAPI_YAML_PATH, openApiYaml } from './yaml.js';

interface OperationObject {
  summary?: string;
  operationId?: string;
  requestBody?: { content: Record<string, { example?: unknown; schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown; schema?: unknown }> }>;
}

function operations(): [string, OperationObject][] {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, OperationObject>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): [string, OperationObject] => [`${method.toUpperCase()} ${path}`, op]),
  );
}

describe('the OpenAPI document', () => {
  it('is current in openapi.yaml (run `npm run openapi` after changing a schema)', () => {
    expect(readFileSync(OPENAPI_YAML_PATH, 'utf8')).toBe(openApiYaml());
  });

  it('passes the OpenAPI 3.1 validator', async () => {
    const result = await validate(structuredClone(openApiDocument()) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('is OpenAPI 3.1', () => {
    expect(openApiDocument().openapi).toBe('3.1.0');
  });

  it.each(operations())('%s has a summary, an example per body and its error responses', (_name, op) => {
    expect(op.summary?.length ?? 0).toBeGreaterThan(5);
    expect(op.operationId).toBeTruthy();
    if (op.requestBody) {
      const media = op.requestBody.content['application/json'] as { example?: unknown; examples?: Record<string, unknown> };
      expect(media.example ?? media.examples).toBeDefined();
      expect(op.responses['400']).toBeDefined();
      expect(op.responses['413']).toBeDefined();
      expect(op.responses['415']).toBeDefined();
      expect(op.responses['429']).toBeDefined();
    }
    const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
    // A JSON answer shows an example; a binary one (a worksheet PDF) its media type's schema.
    const [mediaType, media] = Object.entries(success?.[1].content ?? {})[0] ?? [];
    expect(mediaType === 'application/json' ? media?.example : media?.schema).toBeDefined();
    expect(op.responses['500']?.content?.['application/problem+json']).toBeDefined();
  });

  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))(
    "%s's examples satisfy its own schemas",
    (_id, op) => {
      if (op.body) expect(op.body.schema.safeParse(op.body.example).success).toBe(true);
      for (const [name, example] of Object.entries(op.body?.examples ?? {})) {
        expect(op.body?.schema.safeParse(example.value).error?.issues ?? [], name).toEqual([]);
      }
      if (op.success.mediaType && op.success.example === undefined) return;
      const parsed = op.success.schema.safeParse(op.success.example);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('documents every earlier path as a deprecated alias', () => {
    const doc = openApiDocument() as unknown as { paths: Record<string, { post?: { deprecated?: boolean } }> };
    for (const path of [
      '/api/child-support/calculate',
      '/api/alimony/calculate',
      '/api/calculate-budget',
      '/api/leads',
      '/api/lead-capture',
      '/api/support-ticket',
      '/api/data-deletion-request',
    ]) {
      expect(doc.paths[path]?.post?.deprecated, path).toBe(true);
    }
  });
});
