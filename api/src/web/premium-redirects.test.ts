import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { PREMIUM_PAGE_REDIRECTS } from './premium-redirects.js';
import { SITE_ROUTES_FILE } from './site-routes.js';

const [pglite] = storeTargets();
const SITE_HTML = '<!doctype html><title>SecureSplit site</title><div id="root"></div>';
const PAGES = ['/property-division', '/qdro', '/tax-impact', '/custody-costs'];

const CASES = [
  ['/property-division-calculator', '/property-division'],
  ['/qdro-calculator', '/qdro'],
  ['/tax-impact-calculator', '/tax-impact'],
  ['/custody-cost-calculator', '/custody-costs'],
  ['/custody-costs-calculator', '/custody-costs'],
] as const;

/** Issue 13 (site): the dashboard's `-calculator` readings move for good to the premium pages, on the server. */
describe('the premium calculators’ -calculator paths', () => {
  let withSite: TestServer;
  let withoutSite: TestServer;
  beforeAll(async () => {
    const siteDir = join(mkdtempSync(join(tmpdir(), 'premium-redirects-')), 'site');
    mkdirSync(siteDir);
    writeFileSync(join(siteDir, 'index.html'), SITE_HTML);
    // The site's build lists the alias paths too (its router redirects in-app links): the server must still answer 301.
    writeFileSync(join(siteDir, SITE_ROUTES_FILE), JSON.stringify({ routes: ['/', ...PAGES, ...CASES.map(([alias]) => alias)] }));
    // One after the other: two embedded databases starting at once are slow on a busy machine.
    withSite = await startTestApp(pglite!, { web: { siteDir } });
    withoutSite = await startTestApp(pglite!, { web: {} });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([withSite?.close(), withoutSite?.close()]);
  });

  it('are exactly the five readings of the dashboard', () => {
    expect(Object.entries(PREMIUM_PAGE_REDIRECTS)).toEqual(CASES);
  });

  it.each(CASES)('answers GET %s with 301 to %s, and the page itself with 200', async (alias, page) => {
    for (const app of [withSite, withoutSite]) {
      const res = await fetch(`${app.url}${alias}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(page);
    }
    const followed = await fetch(`${withSite.url}${alias}`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${withSite.url}${page}`);
    expect(await followed.text()).toBe(SITE_HTML);
  });

  it('keeps the query string, and redirects HEAD and a trailing slash the same way', async () => {
    const query = await fetch(`${withSite.url}/qdro-calculator?state=texas&from=dashboard`, { redirect: 'manual' });
    expect(query.status).toBe(301);
    expect(query.headers.get('location')).toBe('/qdro?state=texas&from=dashboard');
    const encoded = await fetch(`${withSite.url}/tax-impact-calculator?note=a%20b%26c`, { redirect: 'manual' });
    expect(encoded.headers.get('location')).toBe('/tax-impact?note=a%20b%26c');
    const head = await fetch(`${withSite.url}/custody-cost-calculator`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(301);
    expect(head.headers.get('location')).toBe('/custody-costs');
    const slash = await fetch(`${withSite.url}/property-division-calculator/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/property-division');
  });

  it('leaves other methods, similar paths and the API alone', async () => {
    const post = await send(withSite.url, 'POST', '/qdro-calculator', { json: {} });
    expect(post.status).not.toBe(301);
    expect((await fetch(`${withSite.url}/qdro-calculators`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${withSite.url}/qdro-calculator/extra`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${withSite.url}/qdro`, { redirect: 'manual' })).status).toBe(200);
    const api = await fetch(`${withSite.url}/api/v1/qdro-calculator`, { redirect: 'manual' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/problem\+json/);
  });
});
