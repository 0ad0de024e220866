import { WELLNESS_QUIZ } from '@securesplit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets, type StoreTarget } from '../../test-support/stores.js';
import type { Store } from '../../store/index.js';
import { getJurisdictionOperation, listJurisdictionsOperation } from './jurisdictions.js';
import { scoreQuizOperation } from './quiz.js';

const TODAY = new Date('2026-11-21T12:00:00Z');

describe.each(storeTargets())('jurisdictions, quiz and health on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target, { now: () => TODAY });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the 50 states and DC with their models, dates, sources and confidence', async () => {
    const res = await send(app.url, 'GET', '/api/v1/jurisdictions');
    expect(res.status).toBe(200);
    expect(listJurisdictionsOperation.success.schema.safeParse(res.body).success).toBe(true);
    const body = res.body as { asOf: string; jurisdictions: { slug: string; childSupport: { current: { sources: unknown[] } } }[] };
    expect(body.asOf).toBe('2026-11-21');
    expect(body.jurisdictions).toHaveLength(51);
    expect(body.jurisdictions.map((j) => j.slug)).toContain('district-of-columbia');
    for (const j of body.jurisdictions) expect(j.childSupport.current.sources.length).toBeGreaterThan(0);
  });

  it('answers one jurisdiction by slug', async () => {
    const res = await send(app.url, 'GET', '/api/v1/jurisdictions/new-york');
    expect(res.status).toBe(200);
    expect(getJurisdictionOperation.success.schema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      slug: 'new-york',
      name: 'New York',
      code: 'NY',
      alimony: { current: { model: 'new-york-maintenance-guidelines', hasAmountFormula: true } },
    });
  });

  it('answers an unknown slug with a 404 problem', async () => {
    const res = await send(app.url, 'GET', '/api/v1/jurisdictions/atlantis');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, detail: expect.stringContaining('atlantis') });
  });

  it('serves the eight quiz questions', async () => {
    const res = await send(app.url, 'GET', '/api/v1/quiz/financial-wellness');
    expect(res.status).toBe(200);
    const body = res.body as { maxScore: number; questions: { id: string; options: unknown[] }[] };
    expect(body.maxScore).toBe(24);
    expect(body.questions.map((q) => q.id)).toEqual(WELLNESS_QUIZ.map((q) => q.id));
    for (const q of body.questions) expect(q.options).toHaveLength(4);
  });

  it('scores answers and stores the result', async () => {
    const answers = Object.fromEntries(WELLNESS_QUIZ.map((q) => [q.id, q.options[3].value]));
    const res = await postJson(app.url, '/api/v1/quiz/financial-wellness', { answers });
    expect(res.status).toBe(200);
    expect(scoreQuizOperation.success.schema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ score: 24, level: 'excellent' });
    const stored = await app.store.calculations.findById((res.body as { id: number }).id);
    expect(stored).toMatchObject({ type: 'financial-wellness-quiz', input: { answers } });
  });

  it('refuses an unanswered question', async () => {
    const answers = Object.fromEntries(WELLNESS_QUIZ.slice(1).map((q) => [q.id, q.options[0].value]));
    const res = await postJson(app.url, '/api/v1/quiz/financial-wellness', { answers });
    expect(res.status).toBe(400);
    expect((res.body as { errors: unknown[] }).errors).toEqual([
      { path: `answers.${WELLNESS_QUIZ[0]!.id}`, message: 'Please answer this question' },
    ]);
  });

  it('answers health and readiness', async () => {
    expect((await send(app.url, 'GET', '/api/v1/health')).body).toEqual({ status: 'ok' });
    expect((await send(app.url, 'GET', '/api/v1/ready')).body).toEqual({ status: 'ready', database: target.name });
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const broken: StoreTarget = {
      name: 'broken',
      async open() {
        const fail = () => Promise.reject(new Error('connection refused'));
        return { kind: 'postgres', ping: fail, close: async () => undefined } as unknown as Store;
      },
      dispose: async () => undefined,
    };
    const app = await startTestApp(broken);
    try {
      const res = await send(app.url, 'GET', '/api/v1/ready', { expectServerError: true });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toMatchObject({ status: 503, detail: 'The database is not reachable.' });
    } finally {
      await app.close();
    }
  });
});
