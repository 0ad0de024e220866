import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Everything the product holds about one person, as they may download it. */
export interface AccountExport {
  sessions: { createdAt: Date; lastSeenAt: Date | string }[];
  calculations: { id: number; type: string; input: unknown; result: unknown; createdAt: Date }[];
  leads: Record<string, unknown>[];
  supportTickets: Record<string, unknown>[];
  dataDeletionRequests: Record<string, unknown>[];
  /** The account's subscription as last read from the payment provider, if it ever subscribed. */
  subscription: Record<string, unknown> | null;
  reviewPurchases: Record<string, unknown>[];
  /** Free premium calculations used, per calendar month. */
  premiumUsage: { month: string; count: number; firstUsedAt: Date; lastUsedAt: Date }[];
}

/**
 * A person's data across aggregates: what is tied to the account by id (sessions, calculations, reset
 * links) and what they sent under their email address before or after signing up (leads, tickets,
 * deletion requests, undelivered mail, and the stored idempotent answers to the writes that made them).
 */
export interface AccountDataStore {
  export(user: { id: number; email: string }): Promise<AccountExport>;
  /** Deletes the user and all of the above; run it inside a transaction so it is all or nothing. */
  erase(user: { id: number; email: string }): Promise<void>;
}

/**
 * The idempotent writes (their idempotency scope, the operation's canonical path) that create a row of
 * each table; each stores its answer with the new row's `id`. A new write of these tables belongs here.
 */
const WRITES_CREATING = {
  leads: ['/api/v1/leads', '/api/v1/lead-capture'],
  supportTickets: ['/api/v1/support-tickets'],
  dataDeletionRequests: ['/api/v1/data-deletion-requests'],
} as const;

export function kyselyAccountDataStore(db: Kysely<Database>): AccountDataStore {
  const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;
  return {
    async export({ id, email }) {
      const [sessions, calculations, leads, supportTickets, dataDeletionRequests] = await Promise.all([
        db.selectFrom('sessions').select(['createdAt', 'lastSeenAt']).where('userId', '=', id).orderBy('createdAt').execute(),
        db
          .selectFrom('calculations')
          .select(['id', 'type', 'input', 'result', 'createdAt'])
          .where('userId', '=', id)
          .orderBy('id')
          .execute(),
        db.selectFrom('leads').selectAll().where(sameEmail(email)).orderBy('id').execute(),
        db.selectFrom('supportTickets').selectAll().where(sameEmail(email)).orderBy('id').execute(),
        db.selectFrom('dataDeletionRequests').selectAll().where(sameEmail(email)).orderBy('id').execute(),
      ]);
      const premiumUsage = await db
        .selectFrom('premiumUsage')
        .select(['month', 'count', 'firstUsedAt', 'lastUsedAt'])
        .where('userId', '=', id)
        .orderBy('month')
        .execute();
      const [subscription, reviewPurchases] = await Promise.all([
        db
          .selectFrom('subscriptions')
          .select(['provider', 'plan', 'status', 'cancelAtPeriodEnd', 'currentPeriodEnd', 'createdAt', 'updatedAt'])
          .where('userId', '=', id)
          .executeTakeFirst(),
        db
          .selectFrom('reviewPurchases')
          .select(['service', 'amountCents', 'currency', 'status', 'memberPriority', 'paidAt', 'createdAt'])
          .where('userId', '=', id)
          .orderBy('id')
          .execute(),
      ]);
      return { sessions, calculations, leads, supportTickets, dataDeletionRequests, subscription: subscription ?? null, reviewPurchases, premiumUsage };
    },
    async erase({ id, email }) {
      const leads = await db.deleteFrom('leads').where(sameEmail(email)).returning('id').execute();
      const tickets = await db.deleteFrom('supportTickets').where(sameEmail(email)).returning('id').execute();
      const requests = await db.deleteFrom('dataDeletionRequests').where(sameEmail(email)).returning('id').execute();
      // The stored answers to their idempotent writes: tied to the person by the id of the row each created.
      for (const [scopes, rows] of [
        [WRITES_CREATING.leads, leads],
        [WRITES_CREATING.supportTickets, tickets],
        [WRITES_CREATING.dataDeletionRequests, requests],
      ] as const) {
        if (rows.length === 0) continue;
        await db
          .deleteFrom('idempotencyKeys')
          .where('scope', 'in', scopes)
          .where(sql<string>`response_body->>'id'`, 'in', rows.map((row) => String(row.id)))
          .execute();
      }
      await db.deleteFrom('mailOutbox').where(sql<boolean>`lower(recipient) = ${email.toLowerCase()}`).execute();
      await db.deleteFrom('calculations').where('userId', '=', id).execute();
      await db.deleteFrom('sessions').where('userId', '=', id).execute();
      await db.deleteFrom('passwordResets').where('userId', '=', id).execute();
      await db.deleteFrom('premiumUsage').where('userId', '=', id).execute();
      await db.deleteFrom('loginAttempts').where('key', '=', `account:${email.toLowerCase()}`).execute();
      // Billing. The caller has already ended a live subscription at the payment provider (see the delete
      // operation), so nobody is charged for an account that no longer exists. Deleted: the subscription
      // row, the customer ids and the sandbox provider's subscriptions of those customers. Kept, on
      // purpose: review purchases, unlinked from the account (user_id set to null): they are records of
      // payments received, which the business must keep for its accounts and taxes (and for refunds and
      // chargebacks); without the account they name nobody (no name, email or address is stored in them).
      // Also kept: the ids of processed webhook events (ids and types only, no personal data), so that a
      // late redelivery is still recognised and cannot bring anything back.
      const customers = await db.selectFrom('billingCustomers').select(['provider', 'customerId']).where('userId', '=', id).execute();
      for (const customer of customers.filter((c) => c.provider === 'sandbox')) {
        await db.deleteFrom('sandboxSubscriptions').where('customerId', '=', customer.customerId).execute();
      }
      await db.deleteFrom('subscriptions').where('userId', '=', id).execute();
      await db.deleteFrom('billingCustomers').where('userId', '=', id).execute();
      await db.updateTable('reviewPurchases').set({ userId: null }).where('userId', '=', id).execute();
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}
