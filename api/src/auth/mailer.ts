import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailOutboxStore } from '../store/mail-outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
 * The embedded default has no mail server: the message is kept in the outbox table and the log says
 * so. The message (with any link in it) is logged only at debug level, for a developer's own run.
 */
export function outboxMailer(options: { outbox: () => MailOutboxStore; logger: Logger }): Mailer {
  return {
    async send(message) {
      const stored = await options.outbox().add({ recipient: message.to, subject: message.subject, body: message.text });
      options.logger.warn({ outboxId: stored.id, subject: message.subject }, 'mail not sent: no SMTP configured');
      options.logger.debug({ outboxId: stored.id, text: message.text }, 'unsent mail');
    },
  };
}
