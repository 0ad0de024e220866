import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../auth/mailer.js';
import { outboxCipher } from '../auth/outbox-cipher.js';
import type { Store } from '../store/index.js';
import { storeTargets } from '../test-support/stores.js';
import { runAdminCommand, type AdminCommandIo } from './admin-command.js';

const [pglite] = storeTargets();
const KEY = Buffer.alloc(32, 3);

function capture(): AdminCommandIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    readPassword: () => Promise.reject(new Error('no password is asked for')),
    out: (text: string) => void (io.stdout += text),
    err: (text: string) => void (io.stderr += text),
  };
  return io;
}

describe('npm run admin -- outbox: the operator reads sealed outbox mail with MAIL_OUTBOX_KEY', () => {
  let store: Store;
  const email = 'outbox.reader@example.com';
  const text = 'Hello,\n\nOpen https://securesplit.example/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG\n';

  beforeAll(async () => {
    store = await pglite!.open();
    const mailer = outboxMailer({ outbox: () => store.mailOutbox, cipher: outboxCipher(KEY), logger: pino({ level: 'silent' }), logMessages: false });
    await mailer.send({ to: email, subject: 'Reset your SecureSplit password', text });
  });
  afterAll(async () => {
    await pglite!.dispose(store);
  });

  it('prints the message opened with the key', async () => {
    const io = capture();
    expect(await runAdminCommand(['outbox', '--email', email], store, io, { outboxKey: KEY })).toBe(0);
    expect(io.stdout).toContain('Reset your SecureSplit password');
    expect(io.stdout).toContain(text);
    // The row itself holds no link.
    expect(JSON.stringify(await store.mailOutbox.listFor(email))).not.toContain('reset-password');
  });

  it('says when another key sealed it, and refuses without a key', async () => {
    const other = capture();
    expect(await runAdminCommand(['outbox', '--email', email], store, other, { outboxKey: Buffer.alloc(32, 4) })).toBe(0);
    expect(other.stdout).toContain('(sealed with another key');
    expect(other.stdout).not.toContain('token=');
    const none = capture();
    expect(await runAdminCommand(['outbox', '--email', email], store, none)).toBe(1);
    expect(none.stderr).toContain('MAIL_OUTBOX_KEY is not set');
  });

  it('answers for an address with no mail, and refuses a bad address', async () => {
    const empty = capture();
    expect(await runAdminCommand(['outbox', '--email', 'nobody@example.com'], store, empty, { outboxKey: KEY })).toBe(0);
    expect(empty.stdout).toBe('No unsent mail for nobody@example.com.\n');
    const bad = capture();
    expect(await runAdminCommand(['outbox', '--email', 'not-an-address'], store, bad, { outboxKey: KEY })).toBe(2);
  });
});
