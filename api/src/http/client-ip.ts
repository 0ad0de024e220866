import { isIP } from 'node:net';
import type { Context, Next } from 'koa';

/**
 * The client's address, for rate limits. `X-Forwarded-For` is believed only when a trusted proxy is
 * configured (anyone can send that header); then the right-most `hops` entries are the proxies' own view.
 * Entries that are not IP addresses are ignored: a proxy writes addresses, so anything else was written
 * by the client, and rotating junk values must not become new addresses with their own limits.
 */
export function clientAddress(options: { trustProxy: boolean; proxyHops?: number }) {
  const hops = Math.max(1, options.proxyHops ?? 1);
  return async function clientAddressMiddleware(ctx: Context, next: Next): Promise<void> {
    const socketAddress = ctx.req.socket.remoteAddress ?? 'unknown';
    let address = socketAddress;
    if (options.trustProxy) {
      const forwarded = ctx
        .get('X-Forwarded-For')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => isIP(part) !== 0);
      const chosen = forwarded[forwarded.length - hops];
      if (chosen) address = chosen;
    }
    ctx.state.clientAddress = address;
    await next();
  };
}
