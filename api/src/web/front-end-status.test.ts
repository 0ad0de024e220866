import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { FAVICON_SVG } from './favicon.js';
import { readSiteRoutes, SITE_ROUTES_FILE } from './site-routes.js';

const [pglite] = storeTargets();
const SITE_HTML = '<!doctype html><title>SecureSplit site</title><div id="root"></div>';

/** Issue 9 §1 and §7: statuses, cross-origin reading and the icon of what the server serves beside the API. */
describe('the front end: statuses, dot paths, the icon and the embed for other origins', () => {
  let app: TestServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-status-'));
    const siteDir = join(root, 'site');
    const widgetsDir = join(root, 'widgets');
    mkdirSync(join(siteDir, 'assets'), { recursive: true });
    mkdirSync(join(widgetsDir, 'embed', 'chunks'), { recursive: true });
    mkdirSync(join(widgetsDir, 'lib'), { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), SITE_HTML);
    writeFileSync(join(siteDir, 'assets', 'index-B3v_hsdS.js'), 'export {}');
    writeFileSync(join(siteDir, SITE_ROUTES_FILE), JSON.stringify({ routes: ['/', '/about', '/financial-wellness-quiz'] }));
    // A dot file that slipped into a build is never served either.
    writeFileSync(join(siteDir, '.env'), 'SECRET=1');
    writeFileSync(join(widgetsDir, 'embed.js'), '(() => {})()');
    writeFileSync(join(widgetsDir, 'embed', 'child-support.js'), 'export {}');
    writeFileSync(join(widgetsDir, 'embed', 'chunks', 'runtime-Dx81Kq2z.js'), 'export {}');
    writeFileSync(join(widgetsDir, 'lib', 'index.js'), 'export {}');
    app = await startTestApp(pglite!, { web: { siteDir, widgetsDir } });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/', '/about', '/about/', '/financial-wellness-quiz'])('answers the site’s route %s with 200 and the app', async (path) => {
    const res = await send(app.url, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SITE_HTML);
  });

  it.each(['/no-such-page', '/about/team', '/child-support/texas'])('answers the unknown path %s with 404 and the app, which draws the not-found screen', async (path) => {
    const res = await send(app.url, 'GET', path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toBe(SITE_HTML);
    expect((await send(app.url, 'HEAD', path)).status).toBe(404);
  });

  it.each(['/.env', '/.git/config', '/.git/HEAD', '/.well-known/security.txt', '/assets/.DS_Store', '/%2egit/config', '/embed/.cache'])(
    'answers the dot path %s with a plain 404, never the app',
    async (path) => {
      const res = await send(app.url, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).not.toContain('SecureSplit site');
      expect(res.text).not.toContain('SECRET');
    },
  );

  it('serves the icon at /favicon.svg and sends /favicon.ico there', async () => {
    const svg = await send(app.url, 'GET', '/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.text).toBe(FAVICON_SVG);
    expect(svg.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const ico = await fetch(`${app.url}/favicon.ico`, { redirect: 'manual' });
    expect(ico.status).toBe(301);
    expect(ico.headers.get('location')).toBe('/favicon.svg');
    const followed = await fetch(`${app.url}/favicon.ico`);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toBe('image/svg+xml');
  });

  it.each(['/embed.js', '/embed/child-support.js', '/embed/chunks/runtime-Dx81Kq2z.js'])(
    'lets any origin read %s, without credentials, cached as before',
    async (path) => {
      const res = await send(app.url, 'GET', path, { headers: { Origin: 'https://partner.example' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const hashed = path.includes('runtime-');
      expect(res.headers.get('cache-control')).toBe(hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // Without an Origin header (a classic <script src>, or a shared cache filling) the answer is the same.
      expect((await send(app.url, 'GET', path)).headers.get('access-control-allow-origin')).toBe('*');
      // Our own site's origin, which gets credentials on other paths, gets `*` without them here.
      const firstParty = await send(app.url, 'GET', path, { headers: { Origin: 'https://securesplit.test' } });
      expect(firstParty.headers.get('access-control-allow-origin')).toBe('*');
      expect(firstParty.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it('keeps the rest of what it serves same-origin (the site, the npm bundle)', async () => {
    for (const path of ['/', '/assets/index-B3v_hsdS.js', '/lib/index.js']) {
      const res = await send(app.url, 'GET', path, { headers: { Origin: 'https://partner.example' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});

describe('the site’s route list', () => {
  it('is read from the build, and a build without one keeps every page path at 200', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-routes-'));
    expect(readSiteRoutes(join(dir, SITE_ROUTES_FILE))).toBeUndefined();
    writeFileSync(join(dir, SITE_ROUTES_FILE), JSON.stringify({ routes: ['/', '/about'] }));
    expect(readSiteRoutes(join(dir, SITE_ROUTES_FILE))).toEqual(new Set(['/', '/about']));
  });

  it.each(['not json', '{"routes": "/"}', '{"routes": ["about"]}', 'null'])('refuses a broken list (%s) with a message saying to rebuild', (text) => {
    const dir = mkdtempSync(join(tmpdir(), 'site-routes-'));
    writeFileSync(join(dir, SITE_ROUTES_FILE), text);
    expect(() => readSiteRoutes(join(dir, SITE_ROUTES_FILE))).toThrow(/rebuild the site/);
  });
});
