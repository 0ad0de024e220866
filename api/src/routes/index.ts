import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { z } from 'zod';
import { buildOpenApiDocument, documentServers } from '../openapi/document.js';
import { defineOperation, type Operation } from './operation.js';
import { V1_OPERATIONS } from './v1/index.js';

let document: OpenAPIObject | undefined;

/** The document is built on first use, from the full list of operations (this one included). */
export function openApiDocument(): OpenAPIObject {
  document ??= buildOpenApiDocument(OPERATIONS);
  return document;
}

const openApiOperation = defineOperation({
  method: 'get',
  path: '/api/v1/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This OpenAPI 3.1 document',
  description:
    'Generated from the zod schemas that validate requests; rendered at /docs. The same as `openapi.yaml` except ' +
    '`servers`, which names this server: its `PUBLIC_BASE_URL` when set, else `/`.',
  tag: 'Operations',
  cacheable: true,
  success: {
    status: 200,
    description: 'The OpenAPI document',
    schema: z.record(z.string(), z.unknown()).meta({ id: 'OpenApiDocument' }),
    example: { openapi: '3.1.0', info: { title: 'SecureSplit API', version: '1.0.0' } },
  },
  errors: [],
  handler({ deps }) {
    return { body: { ...openApiDocument(), servers: documentServers(deps.auth.config.publicBaseUrl) } };
  },
});

export const OPERATIONS: readonly Operation[] = [...V1_OPERATIONS, openApiOperation];
