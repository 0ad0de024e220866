import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, send } from '../test-support/app.js';
import { clientAddress } from './client-ip.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function addressSeen(options: { trustProxy: boolean; proxyHops?: number }, forwardedFor?: string) {
  const app = new Koa();
  app.use(clientAddress(options));
  app.use((ctx) => {
    ctx.body = { address: ctx.state.clientAddress };
  });
  const server = await listen(app);
  close = server.close;
  const res = await send(server.url, 'GET', '/', forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {});
  return (res.body as { address: string }).address;
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    expect(await addressSeen({ trustProxy: false }, '203.0.113.9')).toMatch(/127\.0\.0\.1$/);
  });

  it('takes the address the trusted proxy appended', async () => {
    expect(await addressSeen({ trustProxy: true }, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('skips as many entries as there are trusted proxies', async () => {
    expect(await addressSeen({ trustProxy: true, proxyHops: 2 }, '198.51.100.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('falls back to the socket address when the header is missing', async () => {
    expect(await addressSeen({ trustProxy: true })).toMatch(/127\.0\.0\.1$/);
  });

  it.each(['junk-1', 'not an address', '999.1.1.1', '<script>', '10.0.0.1.5'])(
    'ignores an entry that is not an IP address (%s) and falls back to the socket address',
    async (junk) => {
      expect(await addressSeen({ trustProxy: true }, junk)).toMatch(/127\.0\.0\.1$/);
    },
  );

  it('ignores junk entries when choosing among real addresses', async () => {
    expect(await addressSeen({ trustProxy: true }, '203.0.113.9, junk-7')).toBe('203.0.113.9');
    expect(await addressSeen({ trustProxy: true }, '2001:db8::1')).toBe('2001:db8::1');
  });
});
