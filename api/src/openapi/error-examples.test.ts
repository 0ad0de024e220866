import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, openApiDocument } from '../routes/index.js';
import { send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';

type Responses = Record<string, { content?: Record<string, { example?: unknown }> }>;

function documented400(method: string, path: string): unknown {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Responses }>> };
  return doc.paths[path]?.[method]?.responses['400']?.content?.['application/problem+json']?.example;
}

const WRITES_WITH_BODIES = OPERATIONS.filter((op) => op.body && op.errors.includes(400) && !op.path.includes('{'));
const [pglite] = storeTargets();

describe("each write's documented 400 is the server's real answer to {}", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!);
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('covers the writes', () => {
    expect(WRITES_WITH_BODIES.length).toBeGreaterThanOrEqual(8);
    const distinct = new Set(WRITES_WITH_BODIES.map((op) => JSON.stringify(documented400(op.method, op.path))));
    expect(distinct.size).toBeGreaterThan(WRITES_WITH_BODIES.length / 2);
  });

  it.each(WRITES_WITH_BODIES.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const res = await send(app.url, op.method.toUpperCase(), op.path, { json: {}, headers: { Origin: 'https://securesplit.test' } });
    expect(res.status, res.text).toBe(400);
    const { requestId, ...answered } = res.body as { requestId?: string };
    expect(requestId).toBeTruthy();
    expect(answered).toEqual(documented400(op.method, op.path));
  });
});
