import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Provider webhook events already applied, by id: each is applied once however often it is delivered. */
export interface BillingWebhookEventStore {
  /** Records the event as processed; false when it already was (run it in the effect's transaction). */
  claim(event: { id: string; type: string }, now: Date): Promise<boolean>;
  isProcessed(eventId: string): Promise<boolean>;
}

export function kyselyBillingWebhookEventStore(db: Kysely<Database>): BillingWebhookEventStore {
  return {
    async claim(event, now) {
      const inserted = await db
        .insertInto('billingWebhookEvents')
        .values({ eventId: event.id, type: event.type, processedAt: now })
        .onConflict((oc) => oc.column('eventId').doNothing())
        .returning('eventId')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async isProcessed(eventId) {
      const row = await db.selectFrom('billingWebhookEvents').select('eventId').where('eventId', '=', eventId).executeTakeFirst();
      return row !== undefined;
    },
  };
}
