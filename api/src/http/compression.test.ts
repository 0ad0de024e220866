import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../test-support/app.js';
import { rawRequest } from '../test-support/raw-request.js';
import { COMPRESS_JSON_FROM_BYTES, compressJsonResponses } from './compression.js';

/** A list of `count` rows, like a history or an admin report. */
const rows = (count: number) => ({ items: Array.from({ length: count }, (_, id) => ({ id, kind: 'child-support', state: 'texas', amount: 123_456 + id })) });
const LARGE = rows(400);
const SMALL = rows(3);

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = new Koa();
  app.use(compressJsonResponses((path) => path.startsWith('/api/')));
  app.use((ctx) => {
    if (ctx.path.endsWith('/problem')) {
      ctx.status = 422;
      ctx.type = 'application/problem+json';
      ctx.body = JSON.stringify({ ...LARGE, title: 'Invalid' });
    } else if (ctx.path.endsWith('/text')) {
      ctx.type = 'text/plain';
      ctx.body = 'x'.repeat(COMPRESS_JSON_FROM_BYTES * 2);
    } else {
      ctx.body = ctx.path.endsWith('/large') ? LARGE : SMALL;
    }
  });
  ({ url, close } = await listen(app));
});
afterAll(() => close());

describe('compressJsonResponses', () => {
  it('is tested with a body above the threshold and one below it', () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(COMPRESS_JSON_FROM_BYTES);
    expect(JSON.stringify(SMALL).length).toBeLessThan(COMPRESS_JSON_FROM_BYTES);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses large JSON with %s when accepted, keeping its type and length right', async (coding, decode) => {
    const res = await rawRequest(url, '/api/v1/large', { 'Accept-Encoding': coding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(decode(res.body).toString('utf8'))).toEqual(LARGE);
  });

  it('sends large JSON as it is to a client that accepts no coding, saying that it varies', async () => {
    const res = await rawRequest(url, '/api/v1/large');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(LARGE);
  });

  it('sends small JSON uncompressed (not worth the time) and unchanged', async () => {
    const res = await rawRequest(url, '/api/v1/small', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(SMALL);
  });

  it('compresses a large problem+json answer with its status, and leaves non-JSON and other paths alone', async () => {
    const problem = await rawRequest(url, '/api/v1/problem', { 'Accept-Encoding': 'gzip' });
    expect(problem.status).toBe(422);
    expect(problem.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(gunzipSync(problem.body).toString('utf8')).title).toBe('Invalid');
    expect((await rawRequest(url, '/api/v1/text', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
    expect((await rawRequest(url, '/elsewhere/large', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });
});
