import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, send } from '../test-support/app.js';
import { requestId } from './request-id.js';

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = new Koa();
  app.use(requestId());
  app.use((ctx) => {
    ctx.body = { id: ctx.state.requestId };
  });
  ({ url, close } = await listen(app));
});
afterAll(() => close());

describe('requestId', () => {
  it('creates an id and echoes it in X-Request-Id', async () => {
    const res = await send(url, 'GET', '/');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({ id: res.headers.get('x-request-id') });
  });

  it("keeps a proxy's well-formed id", async () => {
    const res = await send(url, 'GET', '/', { headers: { 'X-Request-Id': 'lb-2026-abc123' } });
    expect(res.headers.get('x-request-id')).toBe('lb-2026-abc123');
  });

  it.each(['<script>', 'short', 'a'.repeat(101), 'has space in it'])('replaces an unsafe id %s', async (incoming) => {
    const res = await send(url, 'GET', '/', { headers: { 'X-Request-Id': incoming } });
    expect(res.headers.get('x-request-id')).not.toBe(incoming);
  });
});
