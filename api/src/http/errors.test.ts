import Koa from 'koa';
import { EngineValidationError } from '@securesplit/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs, listen, send } from '../test-support/app.js';
import { problemErrors } from './errors.js';
import { createLogger } from './logging.js';
import { HttpProblem } from './problem.js';
import { requestId } from './request-id.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function appThrowing(error: unknown) {
  const { lines, stream } = captureLogs();
  const app = new Koa();
  app.silent = true;
  app.use(requestId());
  app.use(problemErrors(createLogger({ destination: stream })));
  app.use(() => {
    throw error;
  });
  const server = await listen(app);
  close = server.close;
  return { url: server.url, logs: lines };
}

describe('problemErrors', () => {
  it('exposes a thrown 4xx problem with its headers', async () => {
    const { url } = await appThrowing(new HttpProblem(429, 'Slow down.', { headers: { 'Retry-After': '7' } }));
    const res = await send(url, 'GET', '/', { expectServerError: true });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body).toEqual({
      type: 'about:blank',
      title: 'Too many requests',
      status: 429,
      detail: 'Slow down.',
      requestId: res.headers.get('x-request-id'),
    });
  });

  it("turns the engine's validation error into a 400 with the field messages", async () => {
    const { url } = await appThrowing(new EngineValidationError([{ path: 'state', message: 'State is required' }]));
    const res = await send(url, 'GET', '/', { expectServerError: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [{ path: 'state', message: 'State is required' }] });
  });

  it('exposes an http-errors style 4xx marked expose', async () => {
    const error = Object.assign(new Error('Bad thing'), { status: 400, expose: true });
    const res = await send((await appThrowing(error)).url, 'GET', '/', { expectServerError: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: 'Bad thing' });
  });

  it('redacts a thrown 5xx error and logs it with the request id', async () => {
    const { url, logs } = await appThrowing(new Error('password=hunter2 at db.internal:5432'));
    const res = await send(url, 'GET', '/', { expectServerError: true });
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toContain('db.internal');
    const id = res.headers.get('x-request-id');
    expect(res.body).toMatchObject({ status: 500, title: 'Internal server error', requestId: id });
    expect(logs.some((l) => l.includes('"level":50') && l.includes(String(id)))).toBe(true);
  });

  it('redacts an unexposed error even when it carries a 4xx status', async () => {
    const error = Object.assign(new Error('internal detail'), { status: 400, expose: false });
    const res = await send((await appThrowing(error)).url, 'GET', '/', { expectServerError: true });
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('internal detail');
  });

  it('answers a thrown non-error value with a 500', async () => {
    const res = await send((await appThrowing('a string')).url, 'GET', '/', { expectServerError: true });
    expect(res.status).toBe(500);
  });
});
