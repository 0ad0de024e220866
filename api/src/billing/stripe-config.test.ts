import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
  STRIPE_WEBHOOK_SECRET: 'whsec_789',
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_YEARLY: 'price_yearly',
};

describe('billing configuration', () => {
  it('is the sandbox without STRIPE_SECRET_KEY, with its controls off unless asked for', () => {
    expect(loadConfig({})).toMatchObject({ stripe: undefined, billingSandboxControls: false });
    expect(loadConfig({ BILLING_SANDBOX_CONTROLS: '1' }).billingSandboxControls).toBe(true);
  });

  it('is Stripe with STRIPE_SECRET_KEY and every other Stripe setting', () => {
    expect(loadConfig(STRIPE_ENV).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_456',
      webhookSecret: 'whsec_789',
      prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
    });
  });

  it('names every missing or malformed Stripe setting at once', () => {
    let error: unknown;
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'sk_test_oops', STRIPE_PRICE_MONTHLY: 'price_monthly' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'STRIPE_PUBLISHABLE_KEY must start with pk_ (the publishable key for Stripe.js)',
      "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (the webhook endpoint's signing secret)",
      'STRIPE_PRICE_YEARLY is required when STRIPE_SECRET_KEY is set (the id of the $149 yearly price)',
    ]);
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_SECRET_KEY: 'pk_live_wrong' })).toThrow('STRIPE_SECRET_KEY must start with sk_ or rk_');
  });

  it('runs the sandbox in production only with BILLING_SANDBOX=true, and never together with Stripe', () => {
    const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://securesplit.app' };
    expect(() => loadConfig(production)).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY are required when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...production, BILLING_SANDBOX: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, BILLING_SANDBOX: 'true' })).toMatchObject({ production: true, stripe: undefined });
    expect(loadConfig({ ...production, ...STRIPE_ENV }).stripe?.secretKey).toBe('sk_test_123');
    expect(() => loadConfig({ ...STRIPE_ENV, BILLING_SANDBOX: 'true' })).toThrow('BILLING_SANDBOX=true and STRIPE_SECRET_KEY are both set');
    // Outside production the sandbox needs no flag.
    expect(loadConfig({})).toMatchObject({ production: false, stripe: undefined });
  });

  it('stops the server process (exit 1) naming the missing Stripe setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (the webhook endpoint's signing secret)");
  }, 60_000);
});
