import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';

const [pglite] = storeTargets();

describe('the front end served beside the API', () => {
  let app: TestServer;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'web-'));
    const siteDir = join(root, 'site');
    const widgetsDir = join(root, 'widgets');
    mkdirSync(siteDir);
    mkdirSync(join(widgetsDir, 'chunks'), { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>SecureSplit site</title>');
    writeFileSync(join(widgetsDir, 'embed.js'), 'export {}');
    writeFileSync(join(widgetsDir, 'chunks', 'child-support.js'), 'export {}');
    app = await startTestApp(pglite!, { web: { siteDir, widgetsDir } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the built site at / and for its client-side routes', async () => {
    expect((await send(app.url, 'GET', '/')).text).toContain('SecureSplit site');
    expect((await send(app.url, 'GET', '/financial-wellness-quiz')).text).toContain('SecureSplit site');
  });

  it('serves the widget loader and its chunks', async () => {
    const embed = await send(app.url, 'GET', '/embed.js');
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-type')).toMatch(/javascript/);
    expect((await send(app.url, 'GET', '/chunks/child-support.js')).status).toBe(200);
  });

  it('still answers unknown API paths with a problem, not the site', async () => {
    const res = await send(app.url, 'GET', '/api/v1/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
  });
});

/** Issue 33 §7: `npm start` answers first and builds the site and the widgets in the background. */
describe('a server started before the site and the widgets were built', () => {
  let app: TestServer;
  let siteDir: string;
  let widgetsDir: string;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'web-later-'));
    siteDir = join(root, 'site');
    widgetsDir = join(root, 'widgets');
    app = await startTestApp(pglite!, { web: { siteDir, widgetsDir } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows the index page (never cached) until the build is there, then the site and the embed without a restart', async () => {
    const before = await send(app.url, 'GET', '/');
    expect(before.text).toContain('href="/docs"');
    expect(before.headers.get('cache-control')).toBe('no-cache');
    expect((await send(app.url, 'GET', '/embed.js')).status).toBe(404);

    mkdirSync(siteDir, { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>SecureSplit site</title>');
    writeFileSync(join(siteDir, 'site-routes.json'), JSON.stringify({ routes: ['/', '/about'] }));
    mkdirSync(join(widgetsDir, 'embed'), { recursive: true });
    writeFileSync(join(widgetsDir, 'embed', 'child-support.js'), 'export {}');
    writeFileSync(join(widgetsDir, 'embed.js'), 'export {}');

    // Looked for again at most once a second.
    await expect.poll(async () => (await send(app.url, 'GET', '/')).text, { timeout: 5_000, interval: 250 }).toContain('SecureSplit site');
    expect((await send(app.url, 'GET', '/about')).status).toBe(200);
    expect((await send(app.url, 'GET', '/no-such-page')).status).toBe(404);
    await expect.poll(async () => (await send(app.url, 'GET', '/embed.js')).status, { timeout: 5_000, interval: 250 }).toBe(200);
    expect((await send(app.url, 'GET', '/embed/child-support.js')).status).toBe(200);
  });
});
