import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailOutboxStore } from '../store/mail-outbox.js';
import type { OutboxCipher } from './outbox-cipher.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The account the mail is sent for (its verification or reset link), if any. */
  userId?: number;
}

/** Sends the product's mail (password reset links). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps://... for implicit TLS). */
export function smtpMailer(options: { url: string; from: string }): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}

/**
 * The embedded default has no mail server: the message is kept in the outbox table, sealed with the
 * outbox key (no working link in clear in the database), and the log says so. Outside production the
 * message itself (with any link in it) is logged at debug level, for a developer's own run.
 */
export function outboxMailer(options: { outbox: () => MailOutboxStore; cipher: OutboxCipher; logger: Logger; logMessages: boolean }): Mailer {
  return {
    async send(message) {
      const body = options.cipher.seal(message.text);
      const stored = await options.outbox().add({ recipient: message.to, subject: message.subject, body, userId: message.userId ?? null });
      options.logger.warn({ outboxId: stored.id, subject: message.subject }, 'mail not sent: no SMTP configured');
      if (options.logMessages) options.logger.debug({ outboxId: stored.id, text: message.text }, 'unsent mail');
    },
  };
}

/** The outbox's messages to one recipient, opened with the key; a message this key cannot open has text undefined. */
export async function readOutbox(
  outbox: MailOutboxStore,
  cipher: OutboxCipher,
  recipient: string,
): Promise<{ id: number; subject: string; createdAt: Date; text: string | undefined }[]> {
  const rows = await outbox.listFor(recipient);
  return rows.map((row) => ({ id: row.id, subject: row.subject, createdAt: row.createdAt, text: cipher.open(row.body) }));
}
