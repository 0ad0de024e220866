import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage, Mailer } from '../../auth/mailer.js';
import { loadConfig } from '../../config.js';
import { postJson, startTestApp, type TestServer } from '../../test-support/app.js';
import { MAIL_AFTER_ANSWER_WAIT } from '../../test-support/mailbox.js';
import { storeTargets } from '../../test-support/stores.js';

const [pglite] = storeTargets();
const PUBLIC_BASE_URL = 'https://app.securesplit.test';
const SITE = 'https://securesplit.test';
const EVIL = 'evil.example:8080';

/** What an attacker's script sends: a forged Host and X-Forwarded-* headers, no Origin and no cookie (node:http, since fetch sets Host itself). */
function forgedPost(url: string, path: string, json: unknown): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        headers: {
          Host: EVIL,
          'X-Forwarded-Host': EVIL,
          'X-Forwarded-Proto': 'http',
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(payload)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text === '' ? undefined : (JSON.parse(text) as unknown) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Mail leaves the process here (the one external boundary replaced): every message is kept to read its link. */
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

// The settings as the server reads them: PUBLIC_BASE_URL set (with and without a trusted proxy, since
// X-Forwarded-Host must not count either way), and unset in development (then http://localhost:PORT).
// Outside production the server's own loopback origins at PORT (3000 by default) are return pages too (3456a93).
const CASES = [
  {
    name: 'PUBLIC_BASE_URL set',
    env: { PUBLIC_BASE_URL, FIRST_PARTY_ORIGINS: SITE },
    base: PUBLIC_BASE_URL,
    origins: `http://127.0.0.1:3000, http://localhost:3000, ${PUBLIC_BASE_URL}, ${SITE}`,
  },
  {
    name: 'PUBLIC_BASE_URL set, TRUST_PROXY=true',
    env: { PUBLIC_BASE_URL, FIRST_PARTY_ORIGINS: SITE, TRUST_PROXY: 'true' },
    base: PUBLIC_BASE_URL,
    origins: `http://127.0.0.1:3000, http://localhost:3000, ${PUBLIC_BASE_URL}, ${SITE}`,
  },
  {
    name: 'development default',
    env: { PORT: '4321', FIRST_PARTY_ORIGINS: SITE },
    base: 'http://localhost:4321',
    origins: `http://127.0.0.1:4321, http://localhost:4321, ${SITE}`,
  },
];

describe.each(CASES)('links and return pages come from configuration, never the request ($name)', ({ name, env, base, origins }) => {
  let app: TestServer;
  const mailer = recordingMailer();
  const tag = name.replace(/[^a-z]/gi, '').toLowerCase();
  const email = `host.victim.${tag}@example.com`;

  beforeAll(async () => {
    const config = loadConfig(env);
    app = await startTestApp(pglite!, {
      mailer,
      config: { trustProxy: config.trustProxy, firstPartyOrigins: config.firstPartyOrigins, auth: config.auth },
    });
    const registered = await postJson(
      app.url,
      '/api/v1/auth/register',
      { email, password: 'a victim passphrase', firstName: 'Vic', lastName: 'Tim', username: `victim${tag}`.slice(0, 30) },
      { Origin: SITE },
    );
    expect(registered.status).toBe(201);
  });
  afterAll(async () => {
    await app.close();
  });

  it('mails the password reset link on the configured address when the request forges Host', async () => {
    expect((await forgedPost(app.url, '/api/v1/auth/password-reset', { email })).status).toBe(200);
    const mail = await vi.waitFor(() => {
      const found = mailer.sent.find((m) => m.to === email && m.subject.includes('Reset'));
      if (!found) throw new Error('no reset mail yet');
      return found;
    }, MAIL_AFTER_ANSWER_WAIT);
    const links = linksIn(mail.text);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${base}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text).not.toContain('evil.example');
  });

  it('mails the data-deletion confirmation link on the configured address when the request forges Host', async () => {
    const deletionEmail = `deletion.${tag}@example.com`;
    expect((await forgedPost(app.url, '/api/v1/data-deletion-requests', { email: deletionEmail })).status).toBe(201);
    const mail = await vi.waitFor(() => {
      const found = mailer.sent.find((m) => m.to === deletionEmail);
      if (!found) throw new Error('no deletion mail yet');
      return found;
    }, MAIL_AFTER_ANSWER_WAIT);
    const links = linksIn(mail.text);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${base}/data-deletion/confirm\\?token=[A-Za-z0-9_-]+$`));
    expect(mail.text).not.toContain('evil.example');
  });

  it('links every mail it sends (a sign-up’s included) only to the configured address when the request forges Host', async () => {
    const newcomer = `newcomer.${tag}@example.com`;
    const registered = await forgedPost(app.url, '/api/v1/auth/register', {
      email: newcomer,
      password: 'a newcomer passphrase',
      firstName: 'New',
      lastName: 'Comer',
      username: `newcomer${tag}`.slice(0, 30),
    });
    expect(registered.status).toBe(201);
    expect((await forgedPost(app.url, '/api/v1/auth/password-reset', { email: newcomer })).status).toBe(200);
    await vi.waitFor(() => expect(mailer.sent.some((m) => m.to === newcomer && m.subject.includes('Reset'))).toBe(true), MAIL_AFTER_ANSWER_WAIT);
    const links = mailer.sent.flatMap((m) => linksIn(m.text));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link.startsWith(`${base}/`), link).toBe(true);
  });

  it('refuses a $99 review checkout returning to the forged Host, and accepts the configured address and FIRST_PARTY_ORIGINS', async () => {
    const checkout = (successUrl: string) =>
      forgedPost(app.url, '/api/v1/billing/create-cdfa-checkout', {
        amount: 99,
        service: 'cdfa-review',
        successUrl,
        cancelUrl: `${base}/`,
        contact: { name: 'Vic Tim', email, preferredTime: 'any' },
      });
    for (const forged of [`http://${EVIL}/cdfa-review-success`, `https://${EVIL}/cdfa-review-success`]) {
      const refused = await checkout(forged);
      expect(refused.status, forged).toBe(400);
      expect((refused.body as { errors: { path: string; message: string }[] }).errors).toEqual([
        { path: 'successUrl', message: `Must be a page of this site (${origins})` },
      ]);
    }
    const accepted = await checkout(`${base}/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(accepted.status).toBe(200);
    expect((accepted.body as { url: string }).url.startsWith(`${base}/sandbox-checkout?session_id=`)).toBe(true);
    expect((await checkout(`${SITE}/cdfa-review-success`)).status).toBe(200);
  });
});
