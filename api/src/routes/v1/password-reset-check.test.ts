import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../auth/mailer.js';
import { postJson, startTestApp, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser } from '../../test-support/browser.js';
import { MAIL_AFTER_ANSWER_WAIT } from '../../test-support/mailbox.js';
import { storeTargets } from '../../test-support/stores.js';

const [pglite] = storeTargets();

describe('checking a reset link before the form (issue 33 §6)', () => {
  const sent: MailMessage[] = [];
  let now = new Date('2026-12-01T10:00:00Z');
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!, { now: () => now, mailer: { send: async (message) => void sent.push(message) } });
  });
  afterAll(async () => {
    await app.close();
  });

  async function mailedToken(email: string): Promise<string> {
    const before = sent.length;
    expect((await postJson(app.url, '/api/v1/auth/password-reset', { email })).status).toBe(200);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(before), MAIL_AFTER_ANSWER_WAIT);
    return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.text)![1]!;
  }
  const check = (token: string) => postJson(app.url, '/api/v1/auth/password-reset/check', { token });

  it('usable, then used: says so without using it, and the form is never needed to find out', async () => {
    const { email } = await signUp(new TestBrowser(app));
    const token = await mailedToken(email);
    const usable = await check(token);
    expect(usable.status).toBe(200);
    expect(usable.body).toEqual({ usable: true, state: 'usable', expiresAt: '2026-12-01T10:30:00.000Z' });
    // Checking did not use it: it still changes the password once.
    expect((await check(token)).body).toMatchObject({ usable: true });
    expect((await postJson(app.url, '/api/v1/auth/password-reset/confirm', { token, password: 'another long passphrase' })).status).toBe(200);
    expect((await check(token)).body).toEqual({ usable: false, state: 'used-or-unknown', expiresAt: null });
  });

  it('expired after 30 minutes; an unknown token answers like a used one', async () => {
    const { email } = await signUp(new TestBrowser(app));
    const token = await mailedToken(email);
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await check(token)).body).toEqual({ usable: false, state: 'expired', expiresAt: null });
    expect((await check('not-a-token-we-sent')).body).toEqual({ usable: false, state: 'used-or-unknown', expiresAt: null });
  });
});
