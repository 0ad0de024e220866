import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { send, startTestApp, type JsonResponse, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

/**
 * The $99 review started from the site opened at http://127.0.0.1:PORT in development: its return pages
 * are on that origin, which the server refused because only http://localhost:PORT (the default
 * PUBLIC_BASE_URL) was allowed. Both loopback names come from configuration (never from Host), and only
 * outside production.
 */
const PORT = '4321';
const CONTACT = { name: 'Jordan Rivera', email: 'jordan@example.com', preferredTime: 'weekday-morning' };

const checkoutAt = (origin: string) => ({
  service: 'cdfa-review',
  successUrl: `${origin}/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}/`,
  contact: CONTACT,
});

describe.each(storeTargets())('checkout return origins from the configuration, on $name', (target) => {
  const servers: TestServer[] = [];

  async function serverFor(env: Record<string, string>): Promise<TestServer> {
    const { auth } = loadConfig(env);
    const app = await startTestApp(target, { config: { auth: { publicBaseUrl: auth.publicBaseUrl, localReturnOrigins: auth.localReturnOrigins } } });
    servers.push(app);
    return app;
  }

  const checkout = (app: TestServer, origin: string, headers: Record<string, string> = {}): Promise<JsonResponse> =>
    send(app.url, 'POST', '/api/create-cdfa-checkout', { json: checkoutAt(origin), headers: { Origin: 'https://securesplit.test', ...headers } });

  let development: TestServer;
  beforeAll(async () => {
    development = await serverFor({ PORT });
  });
  afterAll(async () => {
    await Promise.all(servers.map((app) => app.close()));
  });

  it('in development starts the review from the site at 127.0.0.1:PORT as at localhost:PORT', async () => {
    for (const origin of [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`]) {
      const res = await checkout(development, origin);
      expect(res.status, `${origin}: ${res.text}`).toBe(200);
      expect((res.body as { url: string }).url).toContain('session_id=');
    }
  });

  it('still refuses other ports and a forged Host', async () => {
    const otherPort = await checkout(development, 'http://127.0.0.1:9999');
    expect(otherPort.status).toBe(400);
    const forged = await checkout(development, 'http://evil.example:8080', { Host: 'evil.example:8080', 'X-Forwarded-Host': 'evil.example:8080' });
    expect(forged.status).toBe(400);
    expect((forged.body as { errors: { path: string; message: string }[] }).errors.map((e) => e.path)).toEqual(['successUrl', 'cancelUrl']);
  });

  it('in production allows only PUBLIC_BASE_URL (and FIRST_PARTY_ORIGINS), not the loopback names', async () => {
    const production = await serverFor({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://securesplit.example', BILLING_SANDBOX: 'true', PORT });
    expect((await checkout(production, 'https://securesplit.example')).status).toBe(200);
    const loopback = await checkout(production, `http://127.0.0.1:${PORT}`);
    expect(loopback.status).toBe(400);
    expect((loopback.body as { errors: { message: string }[] }).errors[0]?.message).toContain('Must be a page of this site');
  });
});
