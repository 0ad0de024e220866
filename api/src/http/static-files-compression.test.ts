import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../test-support/app.js';
import { rawRequest } from '../test-support/raw-request.js';
import { staticFiles } from './static-files.js';

/** Script text of `lines` lines: compresses well, like a real bundle. */
const script = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const ${name}${i} = { index: ${i}, label: "line ${i} of ${name}" };`).join('\n');

const APP_JS = script('app', 200);
const PRE_JS = script('pre', 200);
const STALE_JS = script('stale', 200);
const HASHED_JS = script('hashed', 100);
const INDEX_HTML = `<!doctype html><title>site</title>${'<p>text</p>'.repeat(100)}`;
const TINY_JS = 'console.log(1)';
/** The build's copy of pre.js, made at a setting the server never uses, so the bytes tell which was sent. */
const PRE_JS_BR = brotliCompressSync(PRE_JS, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-compression-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'app.js'), APP_JS);
  writeFileSync(join(root, 'pre.js'), PRE_JS);
  writeFileSync(join(root, 'pre.js.br'), PRE_JS_BR);
  writeFileSync(join(root, 'stale.js.br'), brotliCompressSync('an earlier build'));
  writeFileSync(join(root, 'stale.js'), STALE_JS);
  // The copy predates its file: left over from an earlier build.
  utimesSync(join(root, 'stale.js.br'), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
  writeFileSync(join(root, 'assets', 'index-B3v_hsdS.js'), HASHED_JS);
  writeFileSync(join(root, 'tiny.js'), TINY_JS);
  writeFileSync(join(root, 'image.png'), Buffer.alloc(4096, 7));
  const app = new Koa();
  app.use(staticFiles({ root, spaFallback: true, spaRoutes: new Set(['/', '/about']) }));
  ({ url, close } = await listen(app));
});
afterAll(() => close());

describe('staticFiles content coding', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends %s when it is accepted: the same text, its length, type, ETag and Vary', async (coding, decode) => {
    const res = await rawRequest(url, '/app.js', { 'Accept-Encoding': coding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.etag).toMatch(new RegExp(`^"[a-z0-9]+-[a-z0-9]+-${coding}"$`));
    expect(res.body.length).toBeLessThan(APP_JS.length / 3);
    expect(decode(res.body).toString('utf8')).toBe(APP_JS);
  });

  it('prefers br when both are accepted and honours q=0', async () => {
    expect((await rawRequest(url, '/app.js', { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    expect((await rawRequest(url, '/app.js', { 'Accept-Encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });

  it('sends the file as it is (identity) without Accept-Encoding or with only unknown codings, still varying by it', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'deflate, zstd' }]) {
      const res = await rawRequest(url, '/app.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers['content-length']).toBe(String(APP_JS.length));
      expect(res.headers.etag).toMatch(/^"[a-z0-9]+-[a-z0-9]+"$/);
      expect(res.body.toString('utf8')).toBe(APP_JS);
    }
  });

  it("sends the build's precompressed copy byte for byte, and gzip made here when the build left none", async () => {
    const br = await rawRequest(url, '/pre.js', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(PRE_JS_BR)).toBe(true);
    expect(br.headers['content-length']).toBe(String(PRE_JS_BR.length));
    const gzip = await rawRequest(url, '/pre.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(PRE_JS);
  });

  it('never sends a precompressed copy older than its file', async () => {
    const res = await rawRequest(url, '/stale.js', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(STALE_JS);
  });

  it('compresses the single-page fallback (index.html for a client route), with its own status', async () => {
    const page = await rawRequest(url, '/about', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.body).toString('utf8')).toBe(INDEX_HTML);
    const missing = await rawRequest(url, '/no-such-page', { 'Accept-Encoding': 'gzip', 'If-None-Match': page.headers.etag as string });
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString('utf8')).toBe(INDEX_HTML);
  });

  it('leaves small files and images as they are, without Vary', async () => {
    for (const path of ['/tiny.js', '/image.png']) {
      const res = await rawRequest(url, path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.headers.vary, path).toBeUndefined();
    }
    expect((await rawRequest(url, '/tiny.js', { 'Accept-Encoding': 'br' })).body.toString('utf8')).toBe(TINY_JS);
  });

  it('keeps a hashed asset immutable for a year in every coding', async () => {
    for (const coding of ['br', 'gzip', 'identity']) {
      const res = await rawRequest(url, '/assets/index-B3v_hsdS.js', { 'Accept-Encoding': coding });
      expect(res.headers['cache-control'], coding).toBe('public, max-age=31536000, immutable');
    }
    expect((await rawRequest(url, '/app.js')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const get = await rawRequest(url, '/app.js', { 'Accept-Encoding': 'gzip' });
    const head = await rawRequest(url, '/app.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });
});

describe('staticFiles revalidation', () => {
  it('answers a current ETag (of any coding, weak or in a list) with 304, no body, and the tag of the coding it would send', async () => {
    const identity = await rawRequest(url, '/app.js');
    const br = await rawRequest(url, '/app.js', { 'Accept-Encoding': 'br' });
    const identityTag = identity.headers.etag as string;
    for (const tag of [identityTag, br.headers.etag as string, `"other", W/${identityTag}`, '*']) {
      const res = await rawRequest(url, '/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': tag });
      expect(res.status, tag).toBe(304);
      expect(res.body.length, tag).toBe(0);
      expect(res.headers.etag, tag).toBe(br.headers.etag);
      expect(res.headers.vary, tag).toMatch(/Accept-Encoding/);
    }
  });

  it('answers a stale ETag with the full body, even when If-Modified-Since alone would have said 304', async () => {
    const res = await rawRequest(url, '/app.js', { 'If-None-Match': '"0-0"', 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() });
    expect(res.status).toBe(200);
    expect(res.body.toString('utf8')).toBe(APP_JS);
  });

  it('answers If-Modified-Since at or after the last modification with 304, and an earlier one with the body', async () => {
    const first = await rawRequest(url, '/app.js');
    const lastModified = first.headers['last-modified'] as string;
    expect((await rawRequest(url, '/app.js', { 'If-Modified-Since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await rawRequest(url, '/app.js', { 'If-Modified-Since': earlier })).status).toBe(200);
  });

  it('gives a changed file a new ETag', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-etag-'));
    writeFileSync(join(root, 'x.js'), APP_JS);
    const app = new Koa();
    app.use(staticFiles({ root }));
    const server = await listen(app);
    try {
      const before = await rawRequest(server.url, '/x.js');
      writeFileSync(join(root, 'x.js'), `${APP_JS}\n// changed`);
      const after = await rawRequest(server.url, '/x.js', { 'If-None-Match': before.headers.etag as string, 'Accept-Encoding': 'gzip' });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(gunzipSync(after.body).toString('utf8')).toBe(`${APP_JS}\n// changed`);
    } finally {
      await server.close();
    }
  });
});
