import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, send } from '../test-support/app.js';
import { staticFiles } from './static-files.js';

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(root, 'site'));
  writeFileSync(join(root, 'site', 'index.html'), '<h1>site</h1>');
  writeFileSync(join(root, 'site', 'app.js'), 'console.log(1)');
  mkdirSync(join(root, 'site', 'about'));
  writeFileSync(join(root, 'site', 'about', 'index.html'), '<h1>about</h1>');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  const app = new Koa();
  app.use(staticFiles({ root: join(root, 'site'), spaFallback: true, exclude: (p) => p.startsWith('/api/') }));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'fallthrough';
  });
  ({ url, close } = await listen(app));
});
afterAll(() => close());

describe('staticFiles', () => {
  it('serves a file with its type', async () => {
    const res = await send(url, 'GET', '/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('serves index.html for client-side routes', async () => {
    const res = await send(url, 'GET', '/child-support/texas');
    expect(res.text).toBe('<h1>site</h1>');
  });

  it("serves a route's own index.html (the build's, with its page preloaded) before the shared one", async () => {
    for (const path of ['/about', '/about/']) {
      const res = await send(url, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe('<h1>about</h1>');
    }
    expect((await send(url, 'GET', '/about/team')).text).toBe('<h1>site</h1>');
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await send(url, 'HEAD', '/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('14');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt'])('never serves a file outside its root (%s)', async (path) => {
    const res = await send(url, 'GET', path);
    expect(res.text).not.toBe('secret');
  });

  it('leaves excluded paths and missing assets to the next middleware', async () => {
    expect((await send(url, 'GET', '/api/v1/x')).text).toBe('fallthrough');
    expect((await send(url, 'GET', '/missing.js')).text).toBe('fallthrough');
  });
});
