import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.js';
import { send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { PRODUCTION_BASE_URL, documentServers } from './document.js';
import { OPENAPI_YAML_PATH } from './yaml.js';

const [pglite] = storeTargets();

describe('servers in the OpenAPI document', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!, { config: { auth: { publicBaseUrl: 'https://api.partner-staging.example' } } });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('openapi.yaml names the production address', () => {
    const doc = parse(readFileSync(OPENAPI_YAML_PATH, 'utf8')) as { servers: { url: string }[] };
    expect(doc.servers.map((s) => s.url)).toEqual([PRODUCTION_BASE_URL]);
  });

  it('a server hands out its PUBLIC_BASE_URL as the server', async () => {
    const res = await send(app.url, 'GET', '/api/v1/openapi.json');
    expect((res.body as { servers: { url: string }[] }).servers.map((s) => s.url)).toEqual(['https://api.partner-staging.example']);
  });

  it('without PUBLIC_BASE_URL a server names itself, relatively', () => {
    expect(documentServers(undefined).map((s) => s.url)).toEqual(['/']);
  });

  it('PUBLIC_BASE_URL must be an origin', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://securesplit.app' }).auth.publicBaseUrl).toBe('https://securesplit.app');
    expect(loadConfig({}).auth.publicBaseUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).auth.publicBaseUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ NODE_ENV: 'production', BILLING_SANDBOX: 'true' })).toThrow('PUBLIC_BASE_URL is required when NODE_ENV=production');
    expect(loadConfig({ NODE_ENV: 'production', BILLING_SANDBOX: 'true', PUBLIC_BASE_URL: 'https://securesplit.app' }).auth.publicBaseUrl).toBe(
      'https://securesplit.app',
    );
    for (const bad of ['securesplit.app', 'https://securesplit.app/', 'https://securesplit.app/api', 'ftp://securesplit.app']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad }), bad).toThrow(ConfigError);
    }
  });
});
