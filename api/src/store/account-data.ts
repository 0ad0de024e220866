import { sql, type Kysely } from 'kysely';
import { normalizeEmail } from '../email-address.js';
import type { Database } from './schema.js';
import type { Share } from './shares.js';

/** Everything the product holds about one person, as they may download it. */
export interface AccountExport {
  sessions: { createdAt: Date; lastSeenAt: Date | string }[];
  calculations: { id: number; type: string; input: unknown; result: unknown; createdAt: Date }[];
  /** Their named scenarios (issue 31 §3), with the input and the result computed from it. */
  scenarios: { id: number; name: string; calculator: string; input: unknown; result: unknown; createdAt: Date; updatedAt: Date }[];
  leads: Record<string, unknown>[];
  supportTickets: Record<string, unknown>[];
  dataDeletionRequests: Record<string, unknown>[];
  /** The account's subscription as last read from the payment provider, if it ever subscribed. */
  subscription: Record<string, unknown> | null;
  reviewPurchases: Record<string, unknown>[];
  /** Free premium calculations used, per calendar month. */
  premiumUsage: { month: string; count: number; firstUsedAt: Date; lastUsedAt: Date }[];
  /** Mail waiting in the outbox for them (to their address, or for their account); the text is not kept readable. */
  mail: { subject: string; createdAt: Date }[];
  /** Password reset and email verification links made for the account (never the links themselves). */
  links: { kind: 'password-reset' | 'email-verification'; createdAt: Date; expiresAt: Date | string; usedAt: Date | string | null }[];
  /** Failed log-ins and throttled requests recorded against their address (`account`, `register`, …). */
  logInAttempts: { kind: string; createdAt: Date }[];
  /** The answers stored to replay their writes (a lead, a ticket) when a client sends one again. */
  storedAnswers: { scope: string; createdAt: Date }[];
  /** Their customer records at the payment provider. */
  paymentCustomers: { provider: string; customerId: string; createdAt: Date }[];
  /** Share links the account made (issue 32), never the links themselves. */
  shares: Omit<Share, 'userId' | 'tokenHash'>[];
}

/**
 * The account whose data is read or erased. `emailVerified`: whether its owner proved the address (opened
 * the link mailed to it). Anyone can sign up with any address, so until then the account reaches only what
 * it made itself (by its id), never what was stored under the address by whoever owns it.
 */
export interface AccountOwner {
  id: number;
  email: string;
  emailVerified: boolean;
}

/** The owner as account data sees it, from the stored account. */
export const accountOwner = (user: { id: number; email: string; emailVerifiedAt: Date | null }): AccountOwner => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
});

/**
 * A person's data across aggregates: what is tied to the account by id (sessions, calculations, reset
 * and verification links, mail sent for it) and, once the account proved its address, what was sent under
 * that address before or after signing up (leads, tickets, deletion requests, undelivered mail, log-in
 * attempts, and the stored idempotent answers to the writes that made them).
 */
export interface AccountDataStore {
  export(user: AccountOwner): Promise<AccountExport>;
  /** Deletes the user and all of the above; run it inside a transaction so it is all or nothing. */
  erase(user: AccountOwner): Promise<void>;
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

/** A priority review's contact details (issue 33 §5), erased with the person's other data. */
const NO_REVIEW_CONTACT = {
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  preferredTime: null,
  timeZone: null,
  // The calculations handed to the analyst (issue 32 §2) go with the person; the consent's time stays with the payment record.
  handOffCalculationIds: null,
  handOffScenarioIds: null,
} as const;

/** A person's rows stored under their address, by id: the address half of the one list (rowsUnderEmail). */
interface RowsUnderEmail {
  leadIds: number[];
  /** The calculations their leads were sent with (made anonymously: theirs only through the lead). */
  leadCalculationIds: number[];
  supportTicketIds: number[];
  dataDeletionRequestIds: number[];
  /** The stored answers to the idempotent writes that made those rows (tied by the created row's id). */
  storedAnswers: { scope: string; key: string }[];
  /** Mail to the address waiting in the outbox. */
  mailIds: number[];
  /** Throttle records keyed by the address. */
  loginAttemptIds: number[];
  /** Priority reviews bought with the address as the contact (signed in or not). */
  reviewPurchaseIds: number[];
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
  // Every table stores addresses normalised (email-address.ts), so one equality finds them in any case.
  const sameEmail = (email: string) => sql<boolean>`email = ${normalizeEmail(email)}`;
  /** The address whose rows an account reaches: its own once proved, none before (see AccountOwner). */
  const provedEmail = (user: AccountOwner) => (user.emailVerified ? user.email : undefined);

  /**
   * The one list of a person's data, in two halves: what is stored under their address (this function)
   * and what is tied to their account by id (the user-id tables read by `export` and erased by
   * `eraseByUser`). Export shows exactly these rows and erasure deletes exactly these, so nothing is
   * erased as someone's without being shown to them first, and nothing shown is left behind. What an
   * account may reach under its address is decided before: `email` is the address it reaches.
   */
  async function rowsUnderEmail(email: string): Promise<RowsUnderEmail> {
    const address = normalizeEmail(email);
    const [leads, tickets, requests, mail, attempts, reviews] = await Promise.all([
      db.selectFrom('leads').select(['id', 'calculationId']).where(sameEmail(email)).execute(),
      db.selectFrom('supportTickets').select('id').where(sameEmail(email)).execute(),
      db.selectFrom('dataDeletionRequests').select('id').where(sameEmail(email)).execute(),
      db.selectFrom('mailOutbox').select('id').where('recipient', '=', address).execute(),
      // Throttle records keyed by the address (`account:<email>`, `register:account:<email>`, `verification-mail:<email>`).
      db.selectFrom('loginAttempts').select('id').where(sql<string>`right(key, ${address.length + 1})`, '=', `:${address}`).execute(),
      db.selectFrom('reviewPurchases').select('id').where(sql<boolean>`lower(contact_email) = ${address}`).execute(),
    ]);
    const storedAnswers: { scope: string; key: string }[] = [];
    for (const [scopes, created] of [
      [WRITES_CREATING.leads, leads],
      [WRITES_CREATING.supportTickets, tickets],
      [WRITES_CREATING.dataDeletionRequests, requests],
    ] as const) {
      if (created.length === 0) continue;
      storedAnswers.push(
        ...(await db
          .selectFrom('idempotencyKeys')
          .select(['scope', 'key'])
          .where('scope', 'in', scopes)
          .where(sql<string>`response_body->>'id'`, 'in', created.map((row) => String(row.id)))
          .execute()),
      );
    }
    return {
      leadIds: leads.map((lead) => lead.id),
      leadCalculationIds: leads.map((lead) => lead.calculationId).filter((id): id is number => id !== null),
      supportTicketIds: tickets.map((ticket) => ticket.id),
      dataDeletionRequestIds: requests.map((request) => request.id),
      storedAnswers,
      mailIds: mail.map((row) => row.id),
      loginAttemptIds: attempts.map((row) => row.id),
      reviewPurchaseIds: reviews.map((row) => row.id),
    };
  }
  const NO_ROWS_UNDER_EMAIL: RowsUnderEmail = {
    leadIds: [],
    leadCalculationIds: [],
    supportTicketIds: [],
    dataDeletionRequestIds: [],
    storedAnswers: [],
    mailIds: [],
    loginAttemptIds: [],
    reviewPurchaseIds: [],
  };
  /** `where id in (…)` that also works for an empty list. */
  const idIn = (ids: readonly number[]) => (ids.length > 0 ? sql<boolean>`id in (${sql.join(ids)})` : sql<boolean>`false`);
  const count = (results: readonly { numDeletedRows: bigint }[] | { numDeletedRows: bigint }) =>
    (Array.isArray(results) ? results : [results]).reduce((sum, r) => sum + Number(r.numDeletedRows), 0);

  /**
   * The one place that knows every table holding a person's data. A new per-person table (by email or
   * by user id) gets its delete here, so account deletion and processed deletion requests both reach it.
   * `email` undefined: an account that never proved its address, whose rows under it stay.
   */
  async function eraseAll(userId: number | undefined, email: string | undefined, keepRequestId?: number): Promise<{ rows: number }> {
    let rows = 0;
    if (email !== undefined) rows += await eraseByEmail(email, keepRequestId);
    if (userId !== undefined) rows += await eraseByUser(userId);
    return { rows };
  }

  /** What was stored under the address, whoever sent it: the rows rowsUnderEmail lists. */
  async function eraseByEmail(email: string, keepRequestId?: number): Promise<number> {
    const listed = await rowsUnderEmail(email);
    let rows = 0;
    rows += count(await db.deleteFrom('leads').where(idIn(listed.leadIds)).execute());
    // The calculation a lead was sent with (made anonymously, so tied to the person only through the lead).
    rows += count(await db.deleteFrom('calculations').where(idIn(listed.leadCalculationIds)).execute());
    rows += count(await db.deleteFrom('supportTickets').where(idIn(listed.supportTicketIds)).execute());
    // The request being processed stays (stripped of the address by the caller); its stored answer goes.
    const requests = listed.dataDeletionRequestIds.filter((id) => id !== keepRequestId);
    rows += count(await db.deleteFrom('dataDeletionRequests').where(idIn(requests)).execute());
    for (const answer of listed.storedAnswers) {
      rows += count(await db.deleteFrom('idempotencyKeys').where('scope', '=', answer.scope).where('key', '=', answer.key).execute());
    }
    rows += count(await db.deleteFrom('mailOutbox').where(idIn(listed.mailIds)).execute());
    // The priority review's contact details given under this address; the payment record stays (see eraseByUser).
    const reviewContacts = await db.updateTable('reviewPurchases').set(NO_REVIEW_CONTACT).where(idIn(listed.reviewPurchaseIds)).executeTakeFirst();
    rows += Number(reviewContacts.numUpdatedRows);
    rows += count(await db.deleteFrom('loginAttempts').where(idIn(listed.loginAttemptIds)).execute());
    // Audit entries stay (they record what admins did) but no longer name an erased admin account.
    await db
      .updateTable('adminAuditLog')
      .set({ actor: 'account:(erased)' })
      .where(sql<boolean>`lower(actor) = ${`account:${normalizeEmail(email)}`}`)
      .execute();
    return rows;
  }

  /** What is tied to the account by its id. */
  async function eraseByUser(userId: number): Promise<number> {
    let rows = 0;
    rows += count(await db.deleteFrom('calculations').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('scenarios').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('sessions').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('passwordResets').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('emailVerifications').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('mailOutbox').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('premiumUsage').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('shares').where('userId', '=', userId).execute());
    // Billing. The caller has already ended a live subscription at the payment provider (see the delete
    // operation and admin/process-deletion.ts), so nobody is charged for an account that no longer exists.
    // Deleted: the subscription row, the customer ids and the sandbox provider's subscriptions of those
    // customers. Kept, on purpose: review purchases, unlinked from the account (user_id set to null) and with
    // the contact details given for the review erased: they are records of payments received, which the
    // business must keep for its accounts and taxes (and for refunds and chargebacks); then they name nobody
    // (no name, email or address is left in them). Also kept: the ids of processed webhook events (ids and types only, no personal data), so that
    // a late redelivery is still recognised and cannot bring anything back.
    const customers = await db.selectFrom('billingCustomers').select(['provider', 'customerId']).where('userId', '=', userId).execute();
    for (const customer of customers.filter((c) => c.provider === 'sandbox')) {
      rows += count(await db.deleteFrom('sandboxSubscriptions').where('customerId', '=', customer.customerId).execute());
    }
    rows += count(await db.deleteFrom('subscriptions').where('userId', '=', userId).execute());
    rows += count(await db.deleteFrom('billingCustomers').where('userId', '=', userId).execute());
    await db.updateTable('reviewPurchases').set({ userId: null, ...NO_REVIEW_CONTACT }).where('userId', '=', userId).execute();
    rows += count(await db.deleteFrom('users').where('id', '=', userId).execute());
    return rows;
  }

  return {
    async export(user) {
      const { id } = user;
      const email = provedEmail(user);
      // Before the address is proved, nothing stored under it is the account's (see AccountOwner).
      const listed = email !== undefined ? await rowsUnderEmail(email) : NO_ROWS_UNDER_EMAIL;
      const [sessions, calculations, leads, supportTickets, dataDeletionRequests] = await Promise.all([
        db.selectFrom('sessions').select(['createdAt', 'lastSeenAt']).where('userId', '=', id).orderBy('createdAt').execute(),
        db
          .selectFrom('calculations')
          .select(['id', 'type', 'input', 'result', 'createdAt'])
          .where((eb) => eb.or([eb('userId', '=', id), idIn(listed.leadCalculationIds)]))
          .orderBy('id')
          .execute(),
        db.selectFrom('leads').selectAll().where(idIn(listed.leadIds)).orderBy('id').execute(),
        db.selectFrom('supportTickets').selectAll().where(idIn(listed.supportTicketIds)).orderBy('id').execute(),
        db
          .selectFrom('dataDeletionRequests')
          .select(['id', 'email', 'reason', 'requestedAt', 'status', 'createdAt', 'processedAt', 'processedBy'])
          .where(idIn(listed.dataDeletionRequestIds))
          .orderBy('id')
          .execute(),
      ]);
      const [mail, resets, verifications, attempts, storedAnswers, paymentCustomers] = await Promise.all([
        db
          .selectFrom('mailOutbox')
          .select(['subject', 'createdAt'])
          .where((eb) => eb.or([eb('userId', '=', id), idIn(listed.mailIds)]))
          .orderBy('id')
          .execute(),
        db.selectFrom('passwordResets').select(['createdAt', 'expiresAt', 'usedAt']).where('userId', '=', id).orderBy('createdAt').execute(),
        db.selectFrom('emailVerifications').select(['createdAt', 'expiresAt', 'usedAt']).where('userId', '=', id).orderBy('createdAt').execute(),
        db.selectFrom('loginAttempts').select(['key', 'createdAt']).where(idIn(listed.loginAttemptIds)).orderBy('id').execute(),
        listed.storedAnswers.length === 0
          ? []
          : db
              .selectFrom('idempotencyKeys')
              .select(['scope', 'createdAt'])
              .where((eb) => eb.or(listed.storedAnswers.map((a) => eb.and([eb('scope', '=', a.scope), eb('key', '=', a.key)]))))
              .orderBy('createdAt')
              .execute(),
        db.selectFrom('billingCustomers').select(['provider', 'customerId', 'createdAt']).where('userId', '=', id).orderBy('createdAt').execute(),
      ]);
      const scenarios = await db
        .selectFrom('scenarios')
        .select(['id', 'name', 'calculator', 'input', 'result', 'createdAt', 'updatedAt'])
        .where('userId', '=', id)
        .orderBy('id')
        .execute();
      const links = [
        ...resets.map((link) => ({ kind: 'password-reset' as const, ...link })),
        ...verifications.map((link) => ({ kind: 'email-verification' as const, ...link })),
      ];
      // Each key is `<kind>:<address>` (`register:account:<email>`): the address is theirs, the kind is news.
      const addressSuffix = email !== undefined ? normalizeEmail(email).length + 1 : 0;
      const logInAttempts = attempts.map((attempt) => ({
        kind: attempt.key.slice(0, attempt.key.length - addressSuffix),
        createdAt: attempt.createdAt,
      }));
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
          .select([
            'service',
            'amountCents',
            'currency',
            'status',
            'memberPriority',
            'paidAt',
            'contactName',
            'contactEmail',
            'contactPhone',
            'preferredTime',
            'timeZone',
            'handOffConsentedAt',
            'handOffCalculationIds',
            'handOffScenarioIds',
            'createdAt',
          ])
          .where((eb) => eb.or([eb('userId', '=', id), idIn(listed.reviewPurchaseIds)]))
          .orderBy('id')
          .execute(),
      ]);
      const shares = await db
        .selectFrom('shares')
        .select(['id', 'calculationIds', 'scenarioIds', 'createdAt', 'expiresAt', 'revokedAt', 'viewCount', 'lastViewedAt'])
        .where('userId', '=', id)
        .orderBy('id')
        .execute();
      return {
        sessions,
        calculations,
        scenarios,
        leads,
        supportTickets,
        dataDeletionRequests,
        subscription: subscription ?? null,
        reviewPurchases,
        premiumUsage,
        mail,
        links,
        logInAttempts,
        storedAnswers,
        paymentCustomers,
        shares,
      };
    },
    async erase(user) {
      await eraseAll(user.id, provedEmail(user));
    },
    async holdings(email, userId) {
      const tables = await sql<{ tableName: string; hasUserId: boolean }>`
        select t.table_name as table_name,
               exists (select 1 from information_schema.columns c
                       where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'user_id') as has_user_id
        from information_schema.tables t
        where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and t.table_name not like 'kysely_%'
        order by t.table_name`.execute(db);
      const pattern = `%${normalizeEmail(email).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
