import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../routes/index.js';
import { postJson, send, startTestApp, type JsonResponse, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';

interface HeaderRef {
  $ref: string;
}
interface DocumentShape {
  components: { headers: Record<string, { required?: boolean }> };
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { headers?: Record<string, HeaderRef> }> }>>;
}

const doc = () => openApiDocument() as unknown as DocumentShape;

/** The headers the document says this answer always carries. */
function requiredHeaders(method: string, path: string, status: number): string[] {
  const response = doc().paths[path]?.[method]?.responses[String(status)];
  expect(response, `${method} ${path} documents ${status}`).toBeDefined();
  return Object.entries(response?.headers ?? {})
    .filter(([, ref]) => doc().components.headers[ref.$ref.split('/').pop()!]?.required === true)
    .map(([name]) => name);
}

function expectDocumentedHeaders(res: JsonResponse, method: string, path: string): void {
  const names = requiredHeaders(method, path, res.status);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(res.headers.get(name), `${method} ${path} ${res.status}: ${name}`).not.toBeNull();
}

const LEAD = { firstName: 'Jordan', lastName: 'Rivera', email: 'jordan@example.com', leadType: 'free-consultation' };
const [pglite] = storeTargets();

describe('documented response headers are sent', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!, { config: { rateLimit: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('on a write: created, invalid, and over the limit (Retry-After), on the v1 and the earlier path', async () => {
    expectDocumentedHeaders(await postJson(app.url, '/api/v1/leads', LEAD), 'post', '/api/v1/leads');
    expectDocumentedHeaders(await postJson(app.url, '/api/v1/leads', {}), 'post', '/api/v1/leads');
    expectDocumentedHeaders(await postJson(app.url, '/api/leads', {}), 'post', '/api/leads');
    const limited = await postJson(app.url, '/api/leads', LEAD);
    expect(limited.status).toBe(429);
    expect(requiredHeaders('post', '/api/leads', 429)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'X-Request-Id', 'Deprecation']),
    );
    expectDocumentedHeaders(limited, 'post', '/api/leads');
  });

  it('on a cacheable read: 200 and 304', async () => {
    const first = await send(app.url, 'GET', '/api/v1/jurisdictions');
    expectDocumentedHeaders(first, 'get', '/api/v1/jurisdictions');
    const again = await send(app.url, 'GET', '/api/v1/jurisdictions', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expectDocumentedHeaders(again, 'get', '/api/v1/jurisdictions');
  });

  it('does not promise the rate limit headers on reads, where they are not sent', async () => {
    expect(requiredHeaders('get', '/api/v1/jurisdictions', 200)).not.toContain('RateLimit-Limit');
    expect((await send(app.url, 'GET', '/api/v1/health')).headers.get('ratelimit-limit')).toBeNull();
  });
});
