import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox } from './auth/mailer.js';
import { outboxCipher } from './auth/outbox-cipher.js';
import { openStore } from './store/index.js';
import { freePort, startServerProcess, type ServerProcess } from './test-support/processes.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC_BASE_URL = 'https://securesplit.example';

/** Every setting these tests depend on, blanked, so the developer's own environment cannot change the outcome. */
const CLEAN_ENV = {
  DATABASE_URL: '',
  PUBLIC_BASE_URL: '',
  BILLING_SANDBOX: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_PUBLISHABLE_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_PRICE_MONTHLY: '',
  STRIPE_PRICE_YEARLY: '',
  SMTP_URL: '',
  MAIL_OUTBOX_KEY: '',
  DEMO_LOGIN_EMAIL: '',
  DEMO_LOGIN_PASSWORD: '',
};

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) if (server.alive()) server.child.kill('SIGKILL');
});

/** The server process started with `env`, expected to refuse: its exit code and what it wrote to stderr. */
async function refusal(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...CLEAN_ENV, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'securesplit-prod-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A server that starts anyway is stopped at once (the assertions then say what it should have refused).
  child.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('"msg":"listening"')) child.kill('SIGKILL');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

/** A script's request with a forged Host and X-Forwarded-Host (node:http: fetch sets Host itself). */
function forgedPost(url: string, path: string, json: unknown): Promise<number> {
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        headers: { Host: 'evil.example:8080', 'X-Forwarded-Host': 'evil.example:8080', 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the server with NODE_ENV=production', () => {
  it('refuses to start without PUBLIC_BASE_URL and the Stripe settings, naming them', async () => {
    const { code, stderr } = await refusal({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toContain('PUBLIC_BASE_URL is required when NODE_ENV=production');
    expect(stderr).toContain(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY are required when NODE_ENV=production',
    );
    expect(stderr).toContain('or set BILLING_SANDBOX=true');
  }, 60_000);

  it('with PUBLIC_BASE_URL but no Stripe key still refuses: the sandbox would give Full Access away', async () => {
    const { code, stderr } = await refusal({ NODE_ENV: 'production', PUBLIC_BASE_URL });
    expect(code).toBe(1);
    expect(stderr).toContain('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY');
    expect(stderr).not.toContain('PUBLIC_BASE_URL is required');
  }, 60_000);

  it('runs the sandbox only with BILLING_SANDBOX=true, warns at start, and mails links on PUBLIC_BASE_URL sealed in the outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'securesplit-prod-'));
    const key = 'a1'.repeat(32);
    const server = await startServerProcess({ ...CLEAN_ENV, NODE_ENV: 'production', PUBLIC_BASE_URL, BILLING_SANDBOX: 'true', MAIL_OUTBOX_KEY: key, DATA_DIR: dataDir });
    running.push(server);
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes('billing sandbox in production'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, billing: 'sandbox', setting: 'BILLING_SANDBOX=true' });
    const billingConfig = await fetch(`${server.url}/api/v1/billing/config`);
    expect(await billingConfig.json()).toMatchObject({ mode: 'sandbox' });

    const email = 'prod.victim@example.com';
    const registered = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'a production passphrase', firstName: 'Pro', lastName: 'Duction', username: 'produser' }),
    });
    expect(registered.status).toBe(201);
    expect(await forgedPost(server.url, '/api/v1/auth/password-reset', { email })).toBe(200);
    const deadline = Date.now() + 20_000;
    // The reset mail is written after the answer; its log line says when it is in the outbox.
    while (!server.output().includes('"subject":"Reset your SecureSplit password"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The database as a backup would hold it: the reset mail is there, but no link in it can be read.
    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      const rows = await store.mailOutbox.listFor(email);
      const reset = rows.find((row) => row.subject === 'Reset your SecureSplit password');
      expect(reset).toBeDefined();
      expect(JSON.stringify(rows)).not.toMatch(/token=|https?:\/\//);
      const opened = (await readOutbox(store.mailOutbox, outboxCipher(Buffer.from(key, 'hex')), email)).find((m) => m.id === reset?.id);
      expect(opened?.text).toMatch(new RegExp(`${PUBLIC_BASE_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}\\n`));
      expect(opened?.text).not.toContain('evil.example');
    } finally {
      await store.close();
    }
    // Production never writes the mail itself to the log, whatever the level.
    expect(server.output()).not.toContain('reset-password?token=');
  }, 180_000);
});
