import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './index.js';
import { postJson, send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { ALIASES_DEPRECATED_AT, ALIASES_SUNSET_AT, successorPath } from './deprecation.js';

const EARLIER_PATHS: [string, string][] = [
  ['/api/child-support/calculate', '/api/v1/calculators/child-support'],
  ['/api/alimony/calculate', '/api/v1/calculators/alimony'],
  ['/api/calculate-budget', '/api/v1/calculators/budget'],
  ['/api/leads', '/api/v1/leads'],
  ['/api/lead-capture', '/api/v1/lead-capture'],
  ['/api/support-ticket', '/api/v1/support-tickets'],
  ['/api/data-deletion-request', '/api/v1/data-deletion-requests'],
];

describe('the deprecation dates', () => {
  it('keep the promise of the versioning policy: at least twelve months between deprecation and sunset', () => {
    const twelveMonthsLater = new Date(ALIASES_DEPRECATED_AT);
    twelveMonthsLater.setUTCFullYear(twelveMonthsLater.getUTCFullYear() + 1);
    expect(ALIASES_SUNSET_AT.getTime()).toBeGreaterThanOrEqual(twelveMonthsLater.getTime());
  });

  it('fill path segments into the successor without letting them break the Link value', () => {
    expect(successorPath('/api/v1/jurisdictions/{slug}', { slug: 'new%20york' })).toBe('/api/v1/jurisdictions/new%20york');
    expect(successorPath('/api/v1/jurisdictions/{slug}', { slug: 'a>b"c' })).toBe('/api/v1/jurisdictions/a%3Eb%22c');
  });
});

describe.each(storeTargets())('earlier paths on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(EARLIER_PATHS)('%s answers with Deprecation, Sunset and a Link to %s, also on a 400', async (earlier, successor) => {
    const res = await postJson(app.url, earlier, {});
    expect(res.status).toBe(400);
    expect(res.headers.get('deprecation')).toBe('@1795651200');
    expect(res.headers.get('sunset')).toBe('Tue, 30 Nov 2027 23:59:59 GMT');
    expect(res.headers.get('link')).toBe(`<${successor}>; rel="successor-version"`);
  });

  it('marks a successful answer and a 405 on an earlier path, and lets browsers read the headers', async () => {
    const created = await postJson(
      app.url,
      '/api/leads',
      { firstName: 'Jordan', lastName: 'Rivera', email: 'jordan@example.com', leadType: 'free-consultation' },
      { Origin: 'https://partner.example' },
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('link')).toBe('</api/v1/leads>; rel="successor-version"');
    expect(created.headers.get('access-control-expose-headers')).toMatch(/Deprecation, Sunset, Link/);
    const wrongMethod = await send(app.url, 'GET', '/api/leads');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('deprecation')).toBe('@1795651200');
  });

  it('leaves the v1 paths and unknown paths unmarked', async () => {
    for (const path of ['/api/v1/leads', '/api/leads-and-more']) {
      const res = await postJson(app.url, path, {});
      expect(res.headers.get('deprecation'), path).toBeNull();
      expect(res.headers.get('sunset'), path).toBeNull();
      expect(res.headers.get('link'), path).toBeNull();
    }
  });
});

describe('the OpenAPI document', () => {
  it('shows the deprecation headers on every response of every earlier path, and Deprecation and Sunset on no v1 path', () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { deprecated?: boolean; responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const earlier = !path.startsWith('/api/v1/');
        expect(operation.deprecated ?? false, `${method} ${path}`).toBe(earlier);
        for (const [status, response] of Object.entries(operation.responses)) {
          const names = Object.keys(response.headers ?? {});
          const has = ['Deprecation', 'Sunset'].map((name) => names.includes(name));
          expect(has, `${method} ${path} ${status}`).toEqual([earlier, earlier]);
          // A v1 response may document a Link of its own (the premium 403 points at /subscribe); an earlier path must have one.
          if (earlier) expect(names, `${method} ${path} ${status}`).toContain('Link');
        }
      }
    }
  });
});
