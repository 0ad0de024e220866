import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from './test-support/app.js';
import { storeTargets } from './test-support/stores.js';

const CHILD_SUPPORT = {
  custodialParentIncome: '3000',
  custodialParentDeductions: '',
  nonCustodialParentIncome: '4000',
  nonCustodialParentDeductions: '',
  numberOfChildren: '2',
  custodyArrangement: 'primary',
  custodialParentTime: '70',
  nonCustodialParentTime: '30',
  state: 'texas',
};

const WRITE_PATHS = [
  '/api/v1/calculators/child-support',
  '/api/v1/calculators/alimony',
  '/api/v1/calculators/budget',
  '/api/v1/income-tax',
  '/api/v1/quiz/financial-wellness',
  '/api/v1/leads',
  '/api/v1/lead-capture',
  '/api/v1/support-tickets',
  '/api/v1/data-deletion-requests',
  '/api/child-support/calculate',
  '/api/alimony/calculate',
  '/api/calculate-budget',
  '/api/leads',
  '/api/lead-capture',
  '/api/support-ticket',
  '/api/data-deletion-request',
];

describe.each(storeTargets())('the HTTP contract on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('content type and size', () => {
    it('refuses a body without a content type with 415', async () => {
      const res = await send(app.url, 'POST', '/api/v1/calculators/child-support', { body: JSON.stringify(CHILD_SUPPORT) });
      expect(res.status).toBe(415);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 415, title: 'Unsupported media type' });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1'])(
      'refuses %s with 415 rather than skipping validation',
      async (contentType) => {
        const res = await send(app.url, 'POST', '/api/v1/leads', {
          body: JSON.stringify({ email: 'a@b.co' }),
          headers: { 'Content-Type': contentType },
        });
        expect(res.status).toBe(415);
      },
    );

    it('accepts application/json with a UTF-8 charset', async () => {
      const res = await send(app.url, 'POST', '/api/v1/calculators/child-support', {
        body: JSON.stringify(CHILD_SUPPORT),
        headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      });
      expect(res.status).toBe(200);
    });

    it('refuses a body over 100 kB with 413', async () => {
      const res = await postJson(app.url, '/api/v1/leads', { email: 'a@b.co', notes: 'x'.repeat(110 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ status: 413, title: 'Request body too large' });
    });

    it('answers malformed JSON with a 400 problem', async () => {
      const res = await send(app.url, 'POST', '/api/v1/leads', { body: '{"email": ', headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, errors: [{ path: '(body)', message: 'Malformed JSON' }] });
    });

    it('answers an empty JSON body with a 400 problem', async () => {
      const res = await send(app.url, 'POST', '/api/v1/leads', { body: '', headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
    });
  });

  describe('unknown paths and methods', () => {
    it('answers an unknown /api path with a 404 problem', async () => {
      const res = await send(app.url, 'GET', '/api/v1/nothing-here');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ type: 'about:blank', title: 'Not found', status: 404 });
    });

    it('answers a wrong method with 405 and Allow', async () => {
      const res = await send(app.url, 'DELETE', '/api/v1/leads');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    });

    it('lists GET, HEAD and POST in Allow where both exist', async () => {
      const res = await send(app.url, 'PUT', '/api/v1/quiz/financial-wellness');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    });

    it('answers a GET on a legacy write path with 405', async () => {
      const res = await send(app.url, 'GET', '/api/child-support/calculate');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    });
  });

  describe('CORS for partner pages', () => {
    it('answers a preflight from any origin without credentials', async () => {
      const res = await send(app.url, 'OPTIONS', '/api/v1/calculators/child-support', {
        headers: {
          Origin: 'https://partner-blog.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('lets any origin read a calculator result', async () => {
      const res = await send(app.url, 'POST', '/api/v1/calculators/child-support', {
        json: CHILD_SUPPORT,
        headers: { Origin: 'https://partner-blog.example' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    });

    it.each(['/api/v1/jurisdictions', '/api/v1/quiz/financial-wellness'])('lets any origin read %s', async (path) => {
      const res = await send(app.url, 'GET', path, { headers: { Origin: 'https://partner-blog.example' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('keeps CORS headers on error answers so partners can read the problem', async () => {
      const res = await send(app.url, 'POST', '/api/v1/leads', { json: {}, headers: { Origin: 'https://partner-blog.example' } });
      expect(res.status).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    });
  });

  describe('errors', () => {
    it('gives every answer a request id', async () => {
      const res = await send(app.url, 'GET', '/api/v1/health');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers a missing field with the form message', async () => {
      const res = await postJson(app.url, '/api/child-support/calculate', { ...CHILD_SUPPORT, custodialParentIncome: '' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        type: 'https://securesplit.app/problems/validation',
        errors: [{ path: 'custodialParentIncome', message: 'Income is required' }],
      });
    });

    it('answers custody times that do not total 100 with the form message', async () => {
      const res = await postJson(app.url, '/api/child-support/calculate', { ...CHILD_SUPPORT, nonCustodialParentTime: '20' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errors: [{ path: 'nonCustodialParentTime', message: 'Custody time percentages must total 100%' }],
      });
    });

    it('refuses a NUL character in text, which PostgreSQL cannot store', async () => {
      const res = await postJson(app.url, '/api/v1/lead-capture', { name: 'Ann\u0000', email: 'ann@example.com' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: [{ path: 'name' }] });
    });
  });

  describe('no request, however malformed, gets a 5xx', () => {
    const bodies: [string, string][] = [
      ['null', 'null'],
      ['a number', '42'],
      ['a string', '"hello"'],
      ['an array', '[1,2,3]'],
      ['an empty object', '{}'],
      ['nested garbage', '{"a":{"b":[{"c":null}]},"state":{"x":1},"email":["x"],"answers":"no"}'],
      ['wrong types everywhere', '{"custodialParentIncome":{},"numberOfChildren":[],"state":7,"email":42,"tags":"x","calculationId":"abc","priority":"now","timestamp":"yesterday","answers":{"emergency_fund":5}}'],
      ['huge numbers', '{"custodialParentIncome":1e308,"nonCustodialParentIncome":"9".repeat(400),"wages":-1,"primaryIncome":1e400}'],
      ['deep nesting', '['.repeat(2000) + ']'.repeat(2000)],
      ['a prototype key', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
      ['unicode and control characters', '{"firstName":"\\u0000\\ud800","email":"\\u202e@x.y","name":"\\uffff"}'],
      ['NUL in every text field', '{"name":"a\\u0000","firstName":"a\\u0000","lastName":"b","email":"a@b.co\\u0000","subject":"\\u0000","message":"\\u0000","reason":"\\u0000","source":"\\u0000","tags":"\\u0000","notes":"\\u0000","state":"\\u0000","answers":{"\\u0000":"\\u0000"}}'],
    ];
    for (const path of WRITE_PATHS) {
      it(`answers ${path} below 500 for every malformed body`, async () => {
        for (const [, body] of bodies) {
          const res = await send(app.url, 'POST', path, { body, headers: { 'Content-Type': 'application/json' } });
          expect(res.status, `${path} ${body.slice(0, 40)}`).toBeLessThan(500);
        }
      });
    }

    it('answers odd paths and encodings with 4xx', async () => {
      for (const path of ['/api/v1/jurisdictions/%E0%A4%A', '/api/v1/jurisdictions/..%2F..%2Fetc', '/api/v1/jurisdictions/' + 'x'.repeat(3000), '/api/%00']) {
        const res = await send(app.url, 'GET', path);
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
    });

    it('answers a compressed body with 415', async () => {
      const res = await send(app.url, 'POST', '/api/v1/leads', {
        body: 'not really gzip',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      });
      expect(res.status).toBe(415);
    });
  });

  describe('logs', () => {
    it('never writes a posted email or name in clear', async () => {
      await postJson(app.url, '/api/v1/leads', { firstName: 'Zebulon', lastName: 'Quintavious', email: 'zeb.quint@example.org' });
      await postJson(app.url, '/api/v1/support-tickets', { name: 'Zebulon Quintavious', email: 'zeb.quint@example.org', subject: 's', message: 'm' });
      await postJson(app.url, '/api/v1/leads?email=zeb.quint@example.org', { email: 'zeb.quint@example.org', leadType: 'newsletter' });
      await send(app.url, 'GET', '/api/v1/leads/zeb.quint@example.org');
      const logs = app.logs.join('\n');
      expect(logs).toContain('"path":"/api/v1/leads"');
      expect(logs).not.toContain('zeb.quint');
      expect(logs).not.toContain('Zebulon');
      expect(logs).not.toContain('Quintavious');
    });

    it('logs each request with its request id', async () => {
      const res = await send(app.url, 'GET', '/api/v1/health');
      const id = res.headers.get('x-request-id');
      expect(app.logs.some((line) => line.includes(`"requestId":"${id}"`) && line.includes('"status":200'))).toBe(true);
    });
  });

  describe('pages', () => {
    it('serves the OpenAPI document', async () => {
      const res = await send(app.url, 'GET', '/api/v1/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ openapi: '3.1.0', info: { title: 'SecureSplit API' } });
    });

    it('serves the API reference page and its locally bundled renderer', async () => {
      const page = await send(app.url, 'GET', '/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('/docs/assets/standalone.js');
      expect(page.text).not.toContain('id="api-reference"');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      const script = await fetch(`${app.url}/docs/assets/standalone.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect((await script.text()).length).toBeGreaterThan(100_000);
      const init = await send(app.url, 'GET', '/docs/init.js');
      expect(init.text).toContain('/api/v1/openapi.json');
    });

    it('serves an index page at / linking the reference', async () => {
      const res = await send(app.url, 'GET', '/');
      expect(res.status).toBe(200);
      expect(res.text).toContain('href="/docs"');
    });
  });
});

describe('rate limits in the real app', () => {
  const [pglite] = storeTargets();
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!, { config: { rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: true } });
  });
  afterAll(async () => {
    await app.close();
  });

  const lead = (client: string) =>
    postJson(app.url, '/api/v1/leads', { firstName: 'A', lastName: 'B', email: 'a@b.co' }, { 'X-Forwarded-For': client });

  it('answers 429 with Retry-After past the limit, and writes nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await lead('198.51.100.7')).status).toBe(201);
    const refused = await lead('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const next = await lead('198.51.100.8');
    expect((next.body as { id: number }).id).toBe(4);
  });

  it('limits calculator writes too, per client address behind the trusted proxy', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.9' };
    for (let i = 0; i < 3; i += 1) await postJson(app.url, '/api/v1/calculators/budget', {}, client);
    expect((await postJson(app.url, '/api/v1/calculators/budget', {}, client)).status).toBe(429);
  });

  it('never limits reads', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send(app.url, 'GET', '/api/v1/health', { headers: { 'X-Forwarded-For': '198.51.100.7' } })).status).toBe(200);
    }
  });
});
