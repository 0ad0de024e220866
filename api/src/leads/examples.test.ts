import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../routes/index.js';
import { postJson, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { LEAD_EXAMPLES } from './examples.js';
import { LEAD_KINDS } from './kinds.js';

const [pglite] = storeTargets();

describe('the documented lead examples', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!);
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('are in the document, one per kind, on the v1 path and the earlier one', () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { examples?: Record<string, unknown> }> } } }>;
    };
    for (const path of ['/api/v1/leads', '/api/leads']) {
      const examples = doc.paths[path]?.post.requestBody.content['application/json']?.examples;
      expect(Object.keys(examples ?? {}).sort(), path).toEqual([...LEAD_KINDS].sort());
    }
  });

  it.each(Object.entries(LEAD_EXAMPLES))('%s: the server saves it as that kind', async (kind, example) => {
    const res = await postJson(app.url, '/api/v1/leads', example.value);
    expect(res.status, res.text).toBe(201);
    expect((res.body as { kind: string }).kind).toBe(kind);
  });
});
