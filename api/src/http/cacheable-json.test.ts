import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-support/app.js';
import { rawRequest, type RawResponse } from '../test-support/raw-request.js';
import { storeTargets } from '../test-support/stores.js';

const [pglite] = storeTargets();

describe('GET /api/v1/jurisdictions, cacheable and compressed', () => {
  let app: TestServer;
  let identity: RawResponse;
  beforeAll(async () => {
    app = await startTestApp(pglite!, { now: () => new Date('2026-11-26T12:00:00Z') });
    identity = await rawRequest(app.url, '/api/v1/jurisdictions');
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers uncompressed JSON with a strong ETag when the client asks for no encoding', () => {
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(identity.headers['cache-control']).toBe('public, max-age=300');
    expect(identity.headers.vary).toMatch(/Accept-Encoding/);
    const parsed = JSON.parse(identity.body.toString('utf8')) as { asOf: string; jurisdictions: unknown[] };
    expect(parsed.asOf).toBe('2026-11-26');
    expect(parsed.jurisdictions).toHaveLength(51);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends %s when accepted: a fraction of the size, the same JSON, its own strong ETag', async (encoding, decode) => {
    const res = await rawRequest(app.url, '/api/v1/jurisdictions', { 'Accept-Encoding': encoding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.length).toBeLessThan(identity.body.length / 5);
    expect(decode(res.body).equals(identity.body)).toBe(true);
    expect(res.headers.etag).toBe(`${identity.headers.etag!.slice(0, -1)}-${encoding}"`);
  });

  it('prefers br when both are accepted, and honours q=0', async () => {
    expect((await rawRequest(app.url, '/api/v1/jurisdictions', { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    expect((await rawRequest(app.url, '/api/v1/jurisdictions', { 'Accept-Encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers If-None-Match with the current ETag (any encoding of it, or in a list) with 304 and no body', async () => {
    const br = await rawRequest(app.url, '/api/v1/jurisdictions', { 'Accept-Encoding': 'br' });
    for (const tag of [identity.headers.etag!, br.headers.etag!, `"other", W/${identity.headers.etag!}`, '*']) {
      const res = await rawRequest(app.url, '/api/v1/jurisdictions', { 'If-None-Match': tag, 'Accept-Encoding': 'br' });
      expect(res.status, tag).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(br.headers.etag);
    }
  });

  it('answers a stale or foreign ETag with the full body', async () => {
    for (const tag of ['"not-the-current-one"', identity.headers.etag!.replace(/"$/, 'x"')]) {
      const res = await rawRequest(app.url, '/api/v1/jurisdictions', { 'If-None-Match': tag });
      expect(res.status, tag).toBe(200);
      expect(res.body.equals(identity.body)).toBe(true);
    }
  });

  it('gives HEAD the same headers and no body', async () => {
    const res = await rawRequest(app.url, '/api/v1/jurisdictions', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toMatch(/-gzip"$/);
    expect(res.body.length).toBe(0);
  });

  it('changes the ETag when the content changes (the next day)', async () => {
    const nextDay = await startTestApp(pglite!, { now: () => new Date('2026-11-27T12:00:00Z') });
    try {
      const res = await rawRequest(nextDay.url, '/api/v1/jurisdictions', { 'If-None-Match': identity.headers.etag! });
      expect(res.status).toBe(200);
      expect(res.headers.etag).not.toBe(identity.headers.etag);
    } finally {
      await nextDay.close();
    }
  });
});
