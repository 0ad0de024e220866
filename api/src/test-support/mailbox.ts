import type { MailMessage, Mailer } from '../auth/mailer.js';
import { normalizeEmail } from '../email-address.js';

/**
 * How long a test waits for a mail sent after the answer (a reset's, a deletion's): vi.waitFor's default of 1 s is
 * short on a loaded 2-core CI machine with PostgreSQL; this is generous, and still bounded.
 */
export const MAIL_AFTER_ANSWER_WAIT = { timeout: 10_000, interval: 20 } as const;

/** A mailer that keeps every message in memory, for tests that open a mailed link as its recipient would. */
export interface TestMailbox {
  mailer: Mailer;
  messages: MailMessage[];
  /** The token of the newest link to `page` (e.g. '/verify-email') mailed to `email`. */
  tokenFor(email: string, page: string): string;
  /** The newest link to `page` mailed to `email`, whole, as its recipient would open it. */
  linkFor(email: string, page: string): string;
}

export function testMailbox(): TestMailbox {
  const messages: MailMessage[] = [];
  return {
    mailer: {
      async send(message) {
        messages.push(message);
      },
    },
    messages,
    tokenFor(email, page) {
      return new URL(this.linkFor(email, page)).searchParams.get('token')!;
    },
    linkFor(email, page) {
      const pattern = new RegExp(`https?://\\S+${page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
      const link = messages
        .filter((message) => normalizeEmail(message.to) === normalizeEmail(email))
        .map((message) => pattern.exec(message.text)?.[0])
        .filter((found): found is string => found !== undefined)
        .at(-1);
      if (link === undefined) throw new Error(`no link to ${page} was mailed to ${email}`);
      return link;
    },
  };
}
