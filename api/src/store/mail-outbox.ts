import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from './schema.js';

export type OutboxMessage = Selectable<MailOutboxTable>;

/** Mail kept because no SMTP server is configured (the embedded default). */
export interface MailOutboxStore {
  add(message: { recipient: string; subject: string; body: string }): Promise<OutboxMessage>;
  listFor(recipient: string): Promise<OutboxMessage[]>;
}

export function kyselyMailOutboxStore(db: Kysely<Database>): MailOutboxStore {
  return {
    async add(message) {
      return db.insertInto('mailOutbox').values(message).returningAll().executeTakeFirstOrThrow();
    },
    async listFor(recipient) {
      return db.selectFrom('mailOutbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
    },
  };
}
