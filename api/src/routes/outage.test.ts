import { WELLNESS_QUIZ } from '@securesplit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { NEW_YORK_CHILD_SUPPORT } from '../test-support/child-support-case.js';

const CHILD_SUPPORT = NEW_YORK_CHILD_SUPPORT;

const UNAVAILABLE_DETAIL = 'We could not save this right now. Nothing was stored; please try again shortly.';

const WRITES: Array<{ path: string; body: unknown }> = [
  { path: '/api/v1/leads', body: { firstName: 'Pat', lastName: 'Doe', email: 'pat@example.com', leadType: 'newsletter' } },
  { path: '/api/leads', body: { firstName: 'Pat', lastName: 'Doe', email: 'pat@example.com', leadType: 'newsletter' } },
  { path: '/api/v1/lead-capture', body: { name: 'Pat Doe', email: 'pat@example.com' } },
  { path: '/api/lead-capture', body: { name: 'Pat Doe', email: 'pat@example.com' } },
  { path: '/api/v1/support-tickets', body: { name: 'Pat', email: 'pat@example.com', subject: 'Hi', message: 'Hello' } },
  { path: '/api/support-ticket', body: { name: 'Pat', email: 'pat@example.com', subject: 'Hi', message: 'Hello' } },
  { path: '/api/v1/data-deletion-requests', body: { email: 'pat@example.com' } },
  { path: '/api/data-deletion-request', body: { email: 'pat@example.com' } },
];

describe.each(storeTargets())('with the database stopped, on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores calculations while the database answers', async () => {
    const res = await postJson(app.url, '/api/v1/calculators/child-support', CHILD_SUPPORT);
    expect(res.status).toBe(200);
    const body = res.body as { id: number; saved: boolean };
    expect(body.saved).toBe(true);
    expect(await app.store.calculations.findById(body.id)).toBeDefined();
  });

  describe('after the store is closed', () => {
    beforeAll(async () => {
      await app.store.close();
    });

    it('still answers a calculator with its result, id null and saved false', async () => {
      const res = await postJson(app.url, '/api/v1/calculators/child-support', CHILD_SUPPORT);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ monthlyPayment: expect.any(Number), id: null, saved: false });
      const answers = Object.fromEntries(WELLNESS_QUIZ.map((question) => [question.id, question.options[0]!.value]));
      const quiz = await postJson(app.url, '/api/v1/quiz/financial-wellness', { answers });
      expect(quiz.status).toBe(200);
      expect(quiz.body).toMatchObject({ id: null, saved: false });
    });

    it.each(WRITES)('answers POST $path with a 503 problem and Retry-After', async ({ path, body }) => {
      const res = await send(app.url, 'POST', path, { json: body, expectServerError: true });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toMatchObject({ status: 503, title: 'Service unavailable', detail: UNAVAILABLE_DETAIL, retryAfter: 5 });
    });

    it('answers /ready with 503 and Retry-After', async () => {
      const res = await send(app.url, 'GET', '/api/v1/ready', { expectServerError: true });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toMatchObject({ status: 503, retryAfter: 5 });
    });

    it('still answers health and reference reads', async () => {
      expect((await send(app.url, 'GET', '/api/v1/health')).status).toBe(200);
      expect((await send(app.url, 'GET', '/api/v1/jurisdictions')).status).toBe(200);
    });
  });
});
