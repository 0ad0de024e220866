import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and an embedded database in ./data', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.store).toEqual({ kind: 'pglite', dataDir: resolve('/srv/app', 'data') });
    expect(config.rateLimit).toEqual({ max: 60, windowMs: 60_000 });
    expect(config.trustProxy).toBe(false);
  });

  it('uses the PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.store).toEqual({
      kind: 'postgres',
      databaseUrl: 'postgres://u@db:5432/app',
      timeouts: { connectTimeoutMs: 3000, statementTimeoutMs: 5000 },
    });
  });

  it('reads the database timeouts and refuses ones that are not whole milliseconds', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
    });
    expect(config.store).toMatchObject({ timeouts: { connectTimeoutMs: 1500, statementTimeoutMs: 2500 } });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      'DATABASE_CONNECT_TIMEOUT_MS must be a whole number from 1 to 60000 (got "0")',
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '2.5s' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS must be a whole number');
  });

  it('reads DATA_DIR, origins, rate limits and the trusted proxy', () => {
    const config = loadConfig(
      {
        DATA_DIR: 'var/db',
        FIRST_PARTY_ORIGINS: 'https://securesplit.app, http://localhost:5173',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_SECONDS: '10',
        TRUST_PROXY: 'true',
        PORT: '8080',
      },
      '/srv/app',
    );
    expect(config.store).toEqual({ kind: 'pglite', dataDir: '/srv/app/var/db' });
    expect(config.firstPartyOrigins).toEqual(['https://securesplit.app', 'http://localhost:5173']);
    expect(config.rateLimit).toEqual({ max: 5, windowMs: 10_000 });
    expect(config.trustProxy).toBe(true);
    expect(config.port).toBe(8080);
  });

  it('serves the widgets from WIDGETS_DIR (relative to the working folder) when set, else from the default', () => {
    expect(loadConfig({}, '/srv/app').widgetsDir).toBeUndefined();
    expect(loadConfig({ WIDGETS_DIR: '  ' }, '/srv/app').widgetsDir).toBeUndefined();
    expect(loadConfig({ WIDGETS_DIR: 'widgets/dist-react' }, '/srv/app').widgetsDir).toBe('/srv/app/widgets/dist-react');
    expect(loadConfig({ WIDGETS_DIR: '/opt/widgets' }, '/srv/app').widgetsDir).toBe('/opt/widgets');
  });

  it('shares rate limits through REDIS_URL when set, and refuses another scheme', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
  });

  it('signs device cookies with DEVICE_COOKIE_SECRET when set (32 characters at least), else one secret per process', () => {
    const secret = 'a-device-cookie-secret-of-32-chars!';
    expect(loadConfig({ DEVICE_COOKIE_SECRET: secret }).auth.deviceCookieSecret.toString('utf8')).toBe(secret);
    expect(loadConfig({}).auth.deviceCookieSecret).toHaveLength(32);
    expect(loadConfig({}).auth.deviceCookieSecret.equals(loadConfig({}).auth.deviceCookieSecret)).toBe(true);
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow('DEVICE_COOKIE_SECRET must be at least 32 characters');
  });

  it('reads how long an email verification link works from EMAIL_VERIFICATION_HOURS (default a day, at most a week)', () => {
    expect(loadConfig({}).auth.emailVerificationTtlMs).toBe(24 * 3_600_000);
    expect(loadConfig({ EMAIL_VERIFICATION_HOURS: '2' }).auth.emailVerificationTtlMs).toBe(2 * 3_600_000);
    expect(() => loadConfig({ EMAIL_VERIFICATION_HOURS: '169' })).toThrow('EMAIL_VERIFICATION_HOURS');
    expect(() => loadConfig({ EMAIL_VERIFICATION_HOURS: '0' })).toThrow('EMAIL_VERIFICATION_HOURS');
  });

  // What production requires besides (its tests: production.test.ts).
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://securesplit.app', BILLING_SANDBOX: 'true' };

  it.each([
    [{}, false],
    [PRODUCTION, true],
    [{ ...PRODUCTION, HSTS: 'false' }, false],
    [{ HSTS: 'true' }, true],
  ] as const)('turns HSTS on in production unless told otherwise (%j → %s)', (env, hsts) => {
    expect(loadConfig(env).hsts).toBe(hsts);
  });

  it('lets a checkout return to this server at localhost and 127.0.0.1 in development, to neither in production', () => {
    // The site opened at http://127.0.0.1:PORT could not start the $99 review: only http://localhost:PORT was allowed.
    expect(loadConfig({ PORT: '4321' }).auth.localReturnOrigins).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(loadConfig({ PORT: '4321', PUBLIC_BASE_URL: 'http://localhost:4321' }).auth.localReturnOrigins).toEqual([
      'http://localhost:4321',
      'http://127.0.0.1:4321',
    ]);
    expect(loadConfig({ ...PRODUCTION, PORT: '4321' }).auth.localReturnOrigins).toEqual([]);
  });

  it('names every invalid variable in one error', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', FIRST_PARTY_ORIGINS: 'https://a.example/path', TRUST_PROXY: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('PORT must be a whole number from 1 to 65535 (got "eighty")');
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toContain('FIRST_PARTY_ORIGINS entries must be origins');
    expect(message).toContain('TRUST_PROXY');
  });

  it('runs the assistant offline by default, and with a language model only when its address and key are both set', () => {
    expect(loadConfig({}).assistant).toEqual({ bookingUrl: undefined, llm: undefined });
    expect(
      loadConfig({ ASSISTANT_LLM_URL: 'https://llm.example/v1/', ASSISTANT_LLM_KEY: 'k-123', ASSISTANT_BOOKING_URL: 'https://book.example/cdfa' }).assistant,
    ).toEqual({ bookingUrl: 'https://book.example/cdfa', llm: { url: 'https://llm.example/v1', key: 'k-123', model: 'gpt-4o-mini', timeoutMs: 15_000 } });
    expect(() => loadConfig({ ASSISTANT_LLM_URL: 'https://llm.example/v1' })).toThrow('ASSISTANT_LLM_URL and ASSISTANT_LLM_KEY turn the language model on together');
    expect(() => loadConfig({ ASSISTANT_BOOKING_URL: 'http://book.example' })).toThrow(ConfigError);
  });
});
