import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, send } from '../test-support/app.js';
import { cors } from './cors.js';

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = new Koa();
  app.use(cors({ isPublic: (path) => path.startsWith('/public'), firstPartyOrigins: ['https://securesplit.app'] }));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  ({ url, close } = await listen(app));
});
afterAll(() => close());

describe('cors', () => {
  it.each([
    ['a partner on a public path', '/public/x', 'https://blog.example', '*', null],
    ['our site on a public path', '/public/x', 'https://securesplit.app', '*', null],
    ['our site on a private path', '/private/x', 'https://securesplit.app', 'https://securesplit.app', 'true'],
    ['a partner on a private path', '/private/x', 'https://blog.example', null, null],
  ])('answers %s', async (_name, path, origin, allowOrigin, allowCredentials) => {
    const res = await send(url, 'GET', path, { headers: { Origin: origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowOrigin);
    expect(res.headers.get('access-control-allow-credentials')).toBe(allowCredentials);
  });

  it('adds nothing without an Origin header', async () => {
    const res = await send(url, 'GET', '/public/x');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight with 204 and the allowed methods and headers', async () => {
    const res = await send(url, 'OPTIONS', '/public/x', {
      headers: { Origin: 'https://blog.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('does not answer a preflight for a private path from another origin', async () => {
    const res = await send(url, 'OPTIONS', '/private/x', {
      headers: { Origin: 'https://blog.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });
});
