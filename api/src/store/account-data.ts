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
  /**
   * Deletes every row holding this email address in every table, and the account under it (if any)
   * with everything tied to it by id; answers how many rows went. `keepRequestId` spares the deletion
   * request being processed, which the caller then strips of the address and marks processed. Run it
   * inside a transaction.
   */
  eraseEmail(email: string, options?: { keepRequestId?: number }): Promise<{ rows: number }>;
  /**
   * Rows per table that still hold the address anywhere in them (any column, compared without regard to
   * case) or belong to the user id; tables are found in the database's catalogue, not from a list, so a
   * table added later and missed by the erasure shows up here.
   */
  holdings(email: string, userId?: number): Promise<Record<string, number>>;
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
  const count = (results: readonly { numDeletedRows: bigint }[] | { numDeletedRows: bigint }) =>
    (Array.isArray(results) ? results : [results]).reduce((sum, r) => sum + Number(r.numDeletedRows), 0);

  /**
   * The one place that knows every table holding a person's data. A new per-person table (by email or
   * by user id) gets its delete here, so account deletion and processed deletion requests both reach it.
   */
  async function eraseAll(userId: number | undefined, email: string, keepRequestId?: number): Promise<{ rows: number }> {
    let rows = 0;
    const leads = await db.deleteFrom('leads').where(sameEmail(email)).returning(['id', 'calculationId']).execute();
    rows += leads.length;
    // The calculation a lead was sent with (made anonymously, so tied to the person only through the lead).
    const leadCalculations = leads.map((lead) => lead.calculationId).filter((id): id is number => id !== null);
    if (leadCalculations.length > 0) rows += count(await db.deleteFrom('calculations').where('id', 'in', leadCalculations).execute());
    const tickets = await db.deleteFrom('supportTickets').where(sameEmail(email)).returning('id').execute();
    rows += tickets.length;
    let requestQuery = db.deleteFrom('dataDeletionRequests').where(sameEmail(email));
    if (keepRequestId !== undefined) requestQuery = requestQuery.where('id', '!=', keepRequestId);
    const requests = await requestQuery.returning('id').execute();
    rows += requests.length;
    // The stored answers to their idempotent writes: tied to the person by the id of the row each created.
    const kept = keepRequestId !== undefined ? [{ id: keepRequestId }] : [];
    for (const [scopes, created] of [
      [WRITES_CREATING.leads, leads],
      [WRITES_CREATING.supportTickets, tickets],
      [WRITES_CREATING.dataDeletionRequests, [...requests, ...kept]],
    ] as const) {
      if (created.length === 0) continue;
      rows += count(
        await db
          .deleteFrom('idempotencyKeys')
          .where('scope', 'in', scopes)
          .where(sql<string>`response_body->>'id'`, 'in', created.map((row) => String(row.id)))
          .execute(),
      );
    }
    rows += count(await db.deleteFrom('mailOutbox').where(sql<boolean>`lower(recipient) = ${email.toLowerCase()}`).execute());
    rows += count(await db.deleteFrom('loginAttempts').where('key', '=', `account:${email.toLowerCase()}`).execute());
    // Audit entries stay (they record what admins did) but no longer name an erased admin account.
    await db
      .updateTable('adminAuditLog')
      .set({ actor: 'account:(erased)' })
      .where(sql<boolean>`lower(actor) = ${`account:${email.toLowerCase()}`}`)
      .execute();
    if (userId !== undefined) {
      rows += count(await db.deleteFrom('calculations').where('userId', '=', userId).execute());
      rows += count(await db.deleteFrom('sessions').where('userId', '=', userId).execute());
      rows += count(await db.deleteFrom('passwordResets').where('userId', '=', userId).execute());
      rows += count(await db.deleteFrom('premiumUsage').where('userId', '=', userId).execute());
      // Billing. The caller has already ended a live subscription at the payment provider (see the delete
      // operation and admin/process-deletion.ts), so nobody is charged for an account that no longer exists.
      // Deleted: the subscription row, the customer ids and the sandbox provider's subscriptions of those
      // customers. Kept, on purpose: review purchases, unlinked from the account (user_id set to null): they
      // are records of payments received, which the business must keep for its accounts and taxes (and for
      // refunds and chargebacks); without the account they name nobody (no name, email or address is stored in
      // them). Also kept: the ids of processed webhook events (ids and types only, no personal data), so that
      // a late redelivery is still recognised and cannot bring anything back.
      const customers = await db.selectFrom('billingCustomers').select(['provider', 'customerId']).where('userId', '=', userId).execute();
      for (const customer of customers.filter((c) => c.provider === 'sandbox')) {
        rows += count(await db.deleteFrom('sandboxSubscriptions').where('customerId', '=', customer.customerId).execute());
      }
      rows += count(await db.deleteFrom('subscriptions').where('userId', '=', userId).execute());
      rows += count(await db.deleteFrom('billingCustomers').where('userId', '=', userId).execute());
      await db.updateTable('reviewPurchases').set({ userId: null }).where('userId', '=', userId).execute();
      rows += count(await db.deleteFrom('users').where('id', '=', userId).execute());
    }
    return { rows };
  }

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
        db
          .selectFrom('dataDeletionRequests')
          .select(['id', 'email', 'reason', 'requestedAt', 'status', 'createdAt', 'processedAt', 'processedBy'])
          .where(sameEmail(email))
          .orderBy('id')
          .execute(),
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
      await eraseAll(id, email);
    },
    async holdings(email, userId) {
      const tables = await sql<{ tableName: string; hasUserId: boolean }>`
        select t.table_name as table_name,
               exists (select 1 from information_schema.columns c
                       where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'user_id') as has_user_id
        from information_schema.tables t
        where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and t.table_name not like 'kysely_%'
        order by t.table_name`.execute(db);
      const pattern = `%${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const found: Record<string, number> = {};
      for (const { tableName, hasUserId } of tables.rows) {
        const table = sql.table(tableName);
        const byUser = hasUserId && userId !== undefined ? sql`or user_id = ${userId}` : sql``;
        const result = await sql<{ n: string }>`select count(*) as n from ${table} as r where lower(r::text) like ${pattern} ${byUser}`.execute(db);
        const n = Number(result.rows[0]?.n ?? 0);
        if (n > 0) found[tableName] = n;
      }
      return found;
    },
    async eraseEmail(email, options = {}) {
      const user = await db.selectFrom('users').select('id').where(sameEmail(email)).executeTakeFirst();
      return eraseAll(user?.id, email, options.keepRequestId);
    },
  };
}
