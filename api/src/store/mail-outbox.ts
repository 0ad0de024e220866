import type { Kysely, Selectable } from 'kysely';
import { normalizeEmail } from '../email-address.js';
import type { Database, MailOutboxTable } from './schema.js';

export type OutboxMessage = Selectable<MailOutboxTable>;

/** Mail kept because no SMTP server is configured (the embedded default). */
export interface MailOutboxStore {
  /** `userId`: the account the mail was sent for, if any (deleting the account deletes its mail). */
  add(message: { recipient: string; subject: string; body: string; userId?: number | null }): Promise<OutboxMessage>;
  listFor(recipient: string): Promise<OutboxMessage[]>;
}

export function kyselyMailOutboxStore(db: Kysely<Database>): MailOutboxStore {
  return {
    async add(message) {
      return db
        .insertInto('mailOutbox')
        .values({ ...message, recipient: normalizeEmail(message.recipient) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async listFor(recipient) {
      return db.selectFrom('mailOutbox').selectAll().where('recipient', '=', normalizeEmail(recipient)).orderBy('id').execute();
    },
  };
}
