import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals the text of outbox mail (kept in the database when there is no SMTP server) with AES-256-GCM, so
 * a backup, a replica or a read-only role never holds a working reset or confirmation link in clear. The
 * key (MAIL_OUTBOX_KEY, else one generated at start) lives only in the environment and in memory.
 */
export interface OutboxCipher {
  seal(text: string): string;
  /** The text, or undefined when this key did not seal it (another run's key, a tampered row, plain text). */
  open(sealed: string): string | undefined;
}

const PREFIX = 'aes-256-gcm:v1:';

const encode = (bytes: Buffer) => bytes.toString('base64url');

export function outboxCipher(key: Buffer): OutboxCipher {
  if (key.length !== 32) throw new Error('The outbox key must be 32 bytes (MAIL_OUTBOX_KEY: 64 hexadecimal characters)');
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `${PREFIX}${encode(iv)}.${encode(cipher.getAuthTag())}.${encode(body)}`;
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) return undefined;
      const [iv, tag, body] = sealed.slice(PREFIX.length).split('.');
      if (iv === undefined || tag === undefined || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** A key for a run without MAIL_OUTBOX_KEY: what it seals can be opened only while this process runs. */
export const generatedOutboxKey = (): Buffer => randomBytes(32);
