import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, send } from '../test-support/app.js';
import { clientAddress } from './client-ip.js';
import { problemErrors } from './errors.js';
import { createLogger } from './logging.js';
import { rateLimitWrites } from './rate-limit.js';

let url: string;
let close: () => Promise<void>;
let now = 1_000_000;
beforeAll(async () => {
  const app = new Koa();
  app.use(problemErrors(createLogger({ level: 'silent' })));
  app.use(clientAddress({ trustProxy: true }));
  app.use(rateLimitWrites({ max: 2, windowMs: 30_000, now: () => now }));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  ({ url, close } = await listen(app));
});
afterAll(() => close());

const write = (client: string) => send(url, 'POST', '/', { headers: { 'X-Forwarded-For': client } });

describe('rateLimitWrites', () => {
  it('allows max writes per window, then answers 429 with Retry-After', async () => {
    expect((await write('10.0.0.1')).status).toBe(200);
    expect((await write('10.0.0.1')).status).toBe(200);
    now += 10_000;
    const refused = await write('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(refused.body).toMatchObject({ status: 429, title: 'Too many requests' });
  });

  it('counts each client address apart', async () => {
    expect((await write('10.0.0.2')).status).toBe(200);
  });

  it('opens a new window when the old one ends', async () => {
    now += 30_000;
    expect((await write('10.0.0.1')).status).toBe(200);
  });

  it('never limits reads', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send(url, 'GET', '/', { headers: { 'X-Forwarded-For': '10.0.0.3' } })).status).toBe(200);
    }
  });
});
