import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELLNESS_QUIZ } from '@securesplit/engine';
import { postJson, send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { MAX_FIELD_ERRORS } from './problem.js';
import { MAX_REQUEST_TARGET_BYTES } from './request-target.js';
import { PERMISSIONS_POLICY, SITE_CONTENT_SECURITY_POLICY } from './security-headers.js';

/** Issue 10 § 5: request handling that cannot be abused, on the real app. */
const pglite = storeTargets().find((target) => target.name === 'pglite')!;

describe('request handling that cannot be abused', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite, { config: { rateLimit: { max: 2, windowMs: 60_000 }, trustProxy: true, hsts: true } });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('request targets', () => {
    it(`answers 414 problem+json past ${MAX_REQUEST_TARGET_BYTES} bytes`, async () => {
      const res = await send(app.url, 'GET', `/api/v1/health?q=${'x'.repeat(MAX_REQUEST_TARGET_BYTES)}`);
      expect(res.status).toBe(414);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 414, title: 'Request target too long' });
    });

    it('serves a target at the limit', async () => {
      const path = '/api/v1/health?q=';
      const res = await send(app.url, 'GET', `${path}${'x'.repeat(MAX_REQUEST_TARGET_BYTES - path.length)}`);
      expect(res.status).toBe(200);
    });

    it('never logs an address or a name written into a path (%40, %2540, fullwidth ＠, a name)', async () => {
      const before = app.logs.length;
      await send(app.url, 'GET', '/api/v1/nothing/ann%40example.com');
      await send(app.url, 'GET', '/api/v1/leads/ann%2540example.com');
      await send(app.url, 'GET', '/api/v1/leads/ann%EF%BC%A0example.com');
      await send(app.url, 'GET', '/api/v1/jurisdictions/Zebulon%20Quintavious');
      await send(app.url, 'GET', '/people/Zebulon-Quintavious');
      const lines = app.logs.slice(before).filter((l) => l.includes('"msg":"request"'));
      expect(lines.map((l) => (JSON.parse(l) as { path: string }).path)).toEqual([
        '/api/…',
        '/api/…',
        '/api/…',
        '/api/v1/jurisdictions/{slug}',
        '/…',
      ]);
      const logs = app.logs.slice(before).join('\n');
      expect(logs).not.toMatch(/example\.com|ann|Zebulon|Quintavious/);
    });
  });

  describe('field errors', () => {
    it(`lists at most ${MAX_FIELD_ERRORS} field errors and counts them all (quiz with 5,000 unknown answers)`, async () => {
      const answers = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`unknown-${i}`, 'x']));
      const res = await postJson(app.url, '/api/v1/quiz/financial-wellness', { answers }, { 'X-Forwarded-For': '192.0.2.10' });
      expect(res.status).toBe(400);
      const body = res.body as { errors: unknown[]; errorCount: number };
      expect(body.errors).toHaveLength(MAX_FIELD_ERRORS);
      expect(body.errorCount).toBe(5000 + WELLNESS_QUIZ.length);
      expect(res.text.length).toBeLessThan(5_000);
    });

    it('counts errors on a small bad body too', async () => {
      const res = await postJson(app.url, '/api/v1/calculators/budget', { primaryIncome: 1e300 }, { 'X-Forwarded-For': '192.0.2.11' });
      expect(res.status).toBe(400);
      const body = res.body as { errors: { path: string; message: string }[]; errorCount: number };
      expect(body.errorCount).toBe(body.errors.length);
      expect(body.errors).toContainEqual({ path: 'primaryIncome', message: 'Primary income must be at most $1,000,000,000' });
    });
  });

  describe('rate limits', () => {
    const client = { 'X-Forwarded-For': '192.0.2.20' };
    const budget = () => postJson(app.url, '/api/v1/calculators/budget', {}, client);

    it('answers 429 with retryAfter in the body, equal to Retry-After', async () => {
      await budget();
      await budget();
      const refused = await budget();
      expect(refused.status).toBe(429);
      const retryAfter = (refused.body as { retryAfter: unknown }).retryAfter;
      expect(typeof retryAfter).toBe('number');
      expect(String(retryAfter)).toBe(refused.headers.get('retry-after'));
    });

    it('answers a wrong method with 405 while the address is limited', async () => {
      const res = await send(app.url, 'PUT', '/api/v1/calculators/budget', { json: {}, headers: client });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toContain('POST');
      expect((await send(app.url, 'DELETE', '/api/v1/health', { headers: client })).status).toBe(405);
    });

    it('does not give rotating junk X-Forwarded-For values their own limits', async () => {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await postJson(app.url, '/api/v1/calculators/budget', {}, { 'X-Forwarded-For': `junk-${i}` })).status);
      }
      expect(statuses).toEqual([400, 400, 429, 429, 429]);
    });
  });

  describe('headers', () => {
    it('gives the site pages the content security policy, same-origin resources and no HSTS over HTTP', async () => {
      const res = await send(app.url, 'GET', '/');
      expect(res.headers.get('content-security-policy')).toBe(SITE_CONTENT_SECURITY_POLICY);
      expect(SITE_CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });

    it.each(['/api/v1/health', '/embed.js', '/embed/child-support.js'])('lets partner pages load %s (CORP cross-origin)', async (path) => {
      const res = await send(app.url, 'GET', path);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    });

    it('sends HSTS when the trusted proxy says the request came over HTTPS', async () => {
      const res = await send(app.url, 'GET', '/api/v1/health', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });
  });
});

describe('HSTS switched off', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite, { config: { trustProxy: true, hsts: false } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is not sent even over HTTPS', async () => {
    const res = await send(app.url, 'GET', '/api/v1/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
