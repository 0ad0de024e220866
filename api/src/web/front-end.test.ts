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
