import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, send } from '../test-support/app.js';
import { problemErrors } from './errors.js';
import { readJsonBody } from './json-body.js';
import { createLogger } from './logging.js';

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = new Koa();
  app.use(problemErrors(createLogger({ level: 'silent' })));
  app.use(async (ctx) => {
    ctx.body = { received: await readJsonBody(ctx, 1024) };
  });
  ({ url, close } = await listen(app));
});
afterAll(() => close());

const post = (body: string, headers: Record<string, string>) => send(url, 'POST', '/', { body, headers });

describe('readJsonBody', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json'])('reads %s', async (type) => {
    const res = await post('{"a":1}', { 'Content-Type': type });
    expect(res.body).toEqual({ received: { a: 1 } });
  });

  it('refuses a body without a content type (415)', async () => {
    const res = await send(url, 'POST', '/', { body: '{"a":1}' });
    expect(res.status).toBe(415);
    expect(res.headers.get('accept-post')).toBe('application/json');
  });

  it.each(['text/plain', 'application/xml', 'application/jsonx', 'application/json; charset=utf-16'])('refuses %s (415)', async (type) => {
    expect((await post('{"a":1}', { 'Content-Type': type })).status).toBe(415);
  });

  it('refuses a body over the limit by its declared length (413)', async () => {
    expect((await post(JSON.stringify({ a: 'x'.repeat(2000) }), { 'Content-Type': 'application/json' })).status).toBe(413);
  });

  it('refuses a body over the limit sent without a length (413)', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"a":"${'x'.repeat(3000)}"}`));
        controller.close();
      },
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses broken JSON (400)', async () => {
    const res = await post('{"a":', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [{ path: '(body)', message: 'Malformed JSON' }] });
  });

  it('refuses a blank body (400)', async () => {
    expect((await post('   ', { 'Content-Type': 'application/json' })).status).toBe(400);
  });
});
