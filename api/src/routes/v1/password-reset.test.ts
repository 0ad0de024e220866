import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox, smtpMailer } from '../../auth/mailer.js';
import { outboxCipher } from '../../auth/outbox-cipher.js';
import { postJson, send, startTestApp, type TestServer } from '../../test-support/app.js';
import { MAIL_AFTER_ANSWER_WAIT } from '../../test-support/mailbox.js';
import { resetToken, startSmtpServer } from '../../test-support/smtp.js';
import { storeTargets } from '../../test-support/stores.js';

const SITE = 'https://securesplit.test';
const [pglite] = storeTargets();

const site = { Origin: SITE };

describe('password reset through a real SMTP server', () => {
  let app: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = new Date('2026-11-21T09:00:00.000Z');
  const person = { email: 'reset.me@example.com', password: 'the first passphrase', firstName: 'Riley', lastName: 'Stone', username: 'rileys' };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const mailer = smtpMailer({ url: `${smtp.url}?ignoreTLS=true`, from: 'SecureSplit <no-reply@securesplit.test>' });
    app = await startTestApp(pglite!, { mailer, now: () => clock });
    expect((await postJson(app.url, '/api/v1/auth/register', person, site)).status).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails a link that sets a new password once and ends every session', async () => {
    const login = await postJson(app.url, '/api/v1/auth/login', { email: person.email, password: person.password }, site);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const arrived = smtp.nextMail();
    const res = await postJson(app.url, '/api/v1/auth/password-reset', { email: person.email.toUpperCase() }, site);
    expect(res.status).toBe(200);
    const mail = await arrived;
    expect(mail.to).toEqual([person.email]);
    expect(mail.raw).toContain('Subject: Reset your SecureSplit password');
    const token = resetToken(mail.raw);

    const confirm = await postJson(app.url, '/api/v1/auth/password-reset/confirm', { token, password: 'a second passphrase' }, site);
    expect(confirm.status).toBe(200);
    const again = await postJson(app.url, '/api/v1/auth/password-reset/confirm', { token, password: 'a third passphrase' }, site);
    expect(again.status).toBe(400);
    expect((again.body as { errors: unknown[] }).errors).toEqual([{ path: 'token', message: 'This reset link is invalid or has expired' }]);

    expect((await send(app.url, 'GET', '/api/v1/auth/user', { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await postJson(app.url, '/api/v1/auth/login', { email: person.email, password: person.password }, site)).status).toBe(401);
    expect((await postJson(app.url, '/api/v1/auth/login', { email: person.email, password: 'a second passphrase' }, site)).status).toBe(200);
  });

  it('refuses a link after 30 minutes', async () => {
    const arrived = smtp.nextMail();
    await postJson(app.url, '/api/v1/auth/password-reset', { email: person.email }, site);
    const token = resetToken((await arrived).raw);
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    const late = await postJson(app.url, '/api/v1/auth/password-reset/confirm', { token, password: 'too late passphrase' }, site);
    expect(late.status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.mails.length;
    const known = await postJson(app.url, '/api/v1/auth/password-reset', { email: person.email }, site);
    const unknown = await postJson(app.url, '/api/v1/auth/password-reset', { email: 'nobody.here@example.com' }, site);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await vi.waitFor(() => expect(smtp.mails.length).toBe(before + 1), MAIL_AFTER_ANSWER_WAIT);
    expect(smtp.mails.every((m) => m.to.every((to) => to === person.email))).toBe(true);
  });

  it('refuses a made-up token and a weak new password', async () => {
    const made = await postJson(app.url, '/api/v1/auth/password-reset/confirm', { token: 'x'.repeat(43), password: 'a fine passphrase' }, site);
    expect(made.status).toBe(400);
    const weak = await postJson(app.url, '/api/v1/auth/password-reset/confirm', { token: 'x'.repeat(43), password: 'password' }, site);
    expect((weak.body as { errors: unknown[] }).errors).toEqual([{ path: 'password', message: 'This password is too common; please choose another' }]);
  });
});

describe('password reset without SMTP (the embedded default)', () => {
  let app: TestServer;
  const outboxKey = Buffer.alloc(32, 7);
  beforeAll(async () => {
    app = await startTestApp(pglite!, { config: { mailOutboxKey: outboxKey }, logLevel: 'debug' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps the mail in the outbox sealed (no link or token in the row), and logs that it was not sent', async () => {
    const email = 'outbox.person@example.com';
    await postJson(app.url, '/api/v1/auth/register', { email, password: 'outbox passphrase', firstName: 'O', lastName: 'P', username: 'outboxp' }, site);
    await postJson(app.url, '/api/v1/auth/password-reset', { email }, site);
    // The row as the database (a backup, a replica, a read-only role) holds it: no link, no token.
    const row = await vi.waitFor(async () => {
      const found = (await app.store.mailOutbox.listFor(email)).find((m) => m.subject === 'Reset your SecureSplit password');
      expect(found).toBeDefined();
      return found;
    }, MAIL_AFTER_ANSWER_WAIT);
    expect(row?.body).toMatch(/^aes-256-gcm:v1:/);
    expect(JSON.stringify(await app.store.mailOutbox.listFor(email))).not.toMatch(/token=|reset-password|https?:\/\//);
    // Only the outbox key opens it, and the link inside works once.
    expect(outboxCipher(Buffer.alloc(32, 8)).open(row?.body ?? '')).toBeUndefined();
    const opened = (await readOutbox(app.store.mailOutbox, outboxCipher(outboxKey), email)).find((m) => m.id === row?.id);
    const token = resetToken(opened?.text ?? '');
    expect(JSON.stringify(row)).not.toContain(token);
    await vi.waitFor(() => expect(app.logs.some((line) => line.includes('mail not sent: no SMTP configured'))).toBe(true), MAIL_AFTER_ANSWER_WAIT);
    // In development the debug log shows the message (the way to the link without SMTP); production never does.
    expect(app.logs.some((line) => line.includes(token) && line.includes('"level":20'))).toBe(true);
    expect(app.logs.some((line) => line.includes(token) && !line.includes('"level":20'))).toBe(false);
    const confirm = await postJson(app.url, '/api/v1/auth/password-reset/confirm', { token, password: 'an outbox passphrase two' }, site);
    expect(confirm.status).toBe(200);
  });

  it('never writes the message to the log in production, even at debug level', async () => {
    const production = await startTestApp(pglite!, { config: { production: true }, logLevel: 'debug' });
    try {
      const email = 'outbox.prod@example.com';
      await postJson(production.url, '/api/v1/auth/register', { email, password: 'outbox passphrase', firstName: 'O', lastName: 'P', username: 'outboxprod' }, site);
      await postJson(production.url, '/api/v1/auth/password-reset', { email }, site);
      // Every outbox mail (the reset and any other) has had its log lines written.
      await vi.waitFor(async () => {
        const rows = await production.store.mailOutbox.listFor(email);
        expect(rows.some((m) => m.subject === 'Reset your SecureSplit password')).toBe(true);
        expect(production.logs.filter((line) => line.includes('mail not sent: no SMTP configured'))).toHaveLength(rows.length);
      }, MAIL_AFTER_ANSWER_WAIT);
      expect(production.logs.some((line) => line.includes('reset-password?token='))).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('test login', () => {
  let off: TestServer;
  let on: TestServer;
  const demo = { email: 'demo@securesplit.test', password: 'demo passphrase 42' };
  beforeAll(async () => {
    off = await startTestApp(pglite!);
    on = await startTestApp(pglite!, { config: { auth: { demoLogin: demo } } });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('is off unless DEMO_LOGIN_EMAIL and DEMO_LOGIN_PASSWORD are set', async () => {
    const res = await postJson(off.url, '/api/test-premium-access', { username: demo.email, password: demo.password }, site);
    expect(res.status).toBe(404);
  });

  it('refuses other credentials', async () => {
    const res = await postJson(on.url, '/api/test-premium-access', { username: demo.email, password: 'not it at all' }, site);
    expect(res.status).toBe(401);
    expect((res.body as { detail: string }).detail).toBe('Invalid credentials. Please check your username and password.');
  });

  it('signs in a demo account with premium access', async () => {
    const res = await postJson(on.url, '/api/test-premium-access', { username: demo.email.toUpperCase(), password: demo.password }, site);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: demo.email, isPremium: true } });
    const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const me = await send(on.url, 'GET', '/api/auth/user', { headers: { Cookie: cookie } });
    expect(me.body).toMatchObject({ email: demo.email, isPremium: true, firstName: 'Demo' });
    const second = await postJson(on.url, '/api/v1/auth/test-login', { username: demo.email, password: demo.password }, site);
    expect((second.body as { user: { id: number } }).user.id).toBe((res.body as { user: { id: number } }).user.id);
  });
});
