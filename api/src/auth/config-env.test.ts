import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('account settings from the environment', () => {
  it('defaults: no Secure cookies outside production, a day idle, a week absolute, test login off, outbox mail', () => {
    const config = loadConfig({});
    expect(config.auth).toMatchObject({ secureCookies: false, sessionIdleMs: 86_400_000, sessionAbsoluteMs: 604_800_000 });
    expect(config.auth.demoLogin).toBeUndefined();
    expect(config.smtp).toBeUndefined();
  });

  it('turns Secure cookies on in production, and reads lifetimes, SMTP and the test login', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://securesplit.app',
      BILLING_SANDBOX: 'true',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '12',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      DEMO_LOGIN_EMAIL: 'demo@example.com',
      DEMO_LOGIN_PASSWORD: 'a demo passphrase',
    });
    expect(config.auth).toMatchObject({ secureCookies: true, sessionIdleMs: 1_800_000, sessionAbsoluteMs: 43_200_000 });
    expect(config.auth.demoLogin).toEqual({ email: 'demo@example.com', password: 'a demo passphrase' });
    expect(config.smtp).toEqual({ url: 'smtps://user:secret@mail.example.com:465', from: 'SecureSplit <no-reply@securesplit.app>' });
  });

  it('refuses half a test login and an SMTP_URL that is not smtp', () => {
    expect(() => loadConfig({ DEMO_LOGIN_EMAIL: 'demo@example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });
});
