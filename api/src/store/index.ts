import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import { kyselyAccountDataStore, type AccountDataStore } from './account-data.js';
import { kyselyBillingCustomerStore, type BillingCustomerStore } from './billing-customers.js';
import { kyselyBillingWebhookEventStore, type BillingWebhookEventStore } from './billing-webhook-events.js';
import { kyselyAdminAuditStore, type AdminAuditStore } from './admin-audit.js';
import { kyselyAdminReportStore, type AdminReportStore } from './admin-reports.js';
import { calculationBatcher, kyselyCalculationStore, type CalculationStore } from './calculations.js';
import { kyselyDataDeletionRequestStore, type DataDeletionRequestStore } from './data-deletion-requests.js';
import { kyselyEmailVerificationStore, type EmailVerificationStore } from './email-verifications.js';
import { kyselyIdempotencyKeyStore, type IdempotencyKeyStore } from './idempotency-keys.js';
import { kyselyLeadStore, type LeadStore } from './leads.js';
import { kyselyLoginAttemptStore, type LoginAttemptStore } from './login-attempts.js';
import { kyselyMailOutboxStore, type MailOutboxStore } from './mail-outbox.js';
import { MIGRATIONS } from './migrations/index.js';
import { kyselyPasswordResetStore, type PasswordResetStore } from './password-resets.js';
import { kyselyPremiumUsageStore, type PremiumUsageStore } from './premium-usage.js';
import { createPool, type PoolOptions } from './pg-pool.js';
import { PGliteDialect } from './pglite-dialect.js';
import { openPGlite } from './pglite-open.js';
import type { Database } from './schema.js';
import { kyselyReviewPurchaseStore, type ReviewPurchaseStore } from './review-purchases.js';
import { kyselySandboxBillingStore, type SandboxBillingStore } from './sandbox-billing.js';
import { kyselyScenarioStore, type ScenarioStore } from './scenarios.js';
import { kyselySessionStore, type SessionStore } from './sessions.js';
import { kyselyShareStore, type ShareStore } from './shares.js';
import { kyselySubscriptionStore, type SubscriptionStore } from './subscriptions.js';
import { kyselySupportTicketStore, type SupportTicketStore } from './support-tickets.js';
import { kyselyUserStore, type UserStore } from './users.js';

import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './timeouts.js';

export { isDatabaseUnavailable } from './unavailable.js';
export { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './timeouts.js';

/** The per-aggregate stores, on the database or inside one transaction. */
export interface Stores {
  readonly leads: LeadStore;
  readonly calculations: CalculationStore;
  readonly supportTickets: SupportTicketStore;
  readonly dataDeletionRequests: DataDeletionRequestStore;
  readonly idempotencyKeys: IdempotencyKeyStore;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly loginAttempts: LoginAttemptStore;
  readonly passwordResets: PasswordResetStore;
  readonly emailVerifications: EmailVerificationStore;
  readonly mailOutbox: MailOutboxStore;
  readonly accountData: AccountDataStore;
  readonly billingCustomers: BillingCustomerStore;
  readonly subscriptions: SubscriptionStore;
  readonly billingWebhookEvents: BillingWebhookEventStore;
  readonly reviewPurchases: ReviewPurchaseStore;
  /** The sandbox payment provider's own records; only the sandbox billing implementation reads them. */
  readonly sandboxBilling: SandboxBillingStore;
  readonly premiumUsage: PremiumUsageStore;
  readonly adminAudit: AdminAuditStore;
  readonly adminReports: AdminReportStore;
  /** An account's named scenarios (issue 31 §3). */
  readonly scenarios: ScenarioStore;
  /** Share links to an account's calculations (issue 32). */
  readonly shares: ShareStore;
}

export interface Store extends Stores {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: everything it wrote is committed together, or nothing is. */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Waits for running queries, then closes the database (PGlite flushes its files). */
  close(): Promise<void>;
}

export type StoreOptions =
  /** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
  | { kind: 'pglite'; dataDir?: string | undefined }
  /** A PostgreSQL server; `schema` isolates a test run in its own schema. */
  | {
      kind: 'postgres';
      databaseUrl: string;
      schema?: string | undefined;
      maxConnections?: number;
      timeouts?: DatabaseTimeouts;
      /**
       * Told about connections that fail while nobody is waiting on them (an idle pooled connection the
       * server closed). The pool drops such a connection and opens a new one when next needed.
       */
      onConnectionError?: (error: Error) => void;
    };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function dialectFor(options: StoreOptions): Promise<Dialect> {
  if (options.kind === 'pglite') {
    return new PGliteDialect(await openPGlite(options.dataDir));
  }
  const { schema } = options;
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const setup = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
    });
    setup.on('error', onConnectionError);
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  return new PostgresDialect({ pool: createPool(poolOptions(options)) });
}

function poolOptions(options: Extract<StoreOptions, { kind: 'postgres' }>): PoolOptions {
  return {
    databaseUrl: options.databaseUrl,
    maxConnections: options.maxConnections ?? 10,
    timeouts: options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS,
    serverOptions: options.schema !== undefined ? `-c search_path="${options.schema}"` : undefined,
    onConnectionError: options.onConnectionError ?? (() => undefined),
  };
}

/** Brings the schema up to date; on a server, over one connection of its own without the serving timeouts. */
async function migrate(options: StoreOptions, db: Kysely<unknown>): Promise<void> {
  if (options.kind === 'pglite') {
    await migrateToLatest(db);
    return;
  }
  const migrations = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: createPool({ ...poolOptions(options), maxConnections: 1, unbounded: true }),
    }),
  });
  try {
    await migrateToLatest(migrations, options.schema);
  } finally {
    await migrations.destroy();
  }
}

/**
 * Runs every migration not yet applied; throws with the failing migration's name otherwise.
 * `schema` names where the migration bookkeeping lives: Kysely looks its tables up by name alone
 * otherwise, so with two schemas migrating at once (parallel test runs on one server) it can see the
 * other schema's lock table, skip creating its own, and fail.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema !== undefined ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function storesOn(db: Kysely<Database>, calculationWrites?: ReturnType<typeof calculationBatcher>): Stores {
  return {
    leads: kyselyLeadStore(db),
    calculations: kyselyCalculationStore(db, calculationWrites),
    supportTickets: kyselySupportTicketStore(db),
    dataDeletionRequests: kyselyDataDeletionRequestStore(db),
    idempotencyKeys: kyselyIdempotencyKeyStore(db),
    users: kyselyUserStore(db),
    sessions: kyselySessionStore(db),
    loginAttempts: kyselyLoginAttemptStore(db),
    passwordResets: kyselyPasswordResetStore(db),
    emailVerifications: kyselyEmailVerificationStore(db),
    mailOutbox: kyselyMailOutboxStore(db),
    accountData: kyselyAccountDataStore(db),
    billingCustomers: kyselyBillingCustomerStore(db),
    subscriptions: kyselySubscriptionStore(db),
    billingWebhookEvents: kyselyBillingWebhookEventStore(db),
    reviewPurchases: kyselyReviewPurchaseStore(db),
    sandboxBilling: kyselySandboxBillingStore(db),
    premiumUsage: kyselyPremiumUsageStore(db),
    adminAudit: kyselyAdminAuditStore(db),
    adminReports: kyselyAdminReportStore(db),
    scenarios: kyselyScenarioStore(db),
    shares: kyselyShareStore(db),
  };
}

/** Opens the database, brings its schema up to date, and returns the per-aggregate stores. */
export async function openStore(options: StoreOptions): Promise<Store> {
  // Migrations speak snake_case SQL; the stores read and write camelCase through the plugin.
  const raw = new Kysely<unknown>({ dialect: await dialectFor(options) });
  try {
    await migrate(options, raw);
  } catch (error) {
    await raw.destroy();
    throw error;
  }
  const db = (raw as unknown as Kysely<Database>).withPlugin(
    new CamelCasePlugin({ maintainNestedObjectKeys: true }),
  );
  // Concurrent calculations share INSERTs (group commit). PGlite is one session: one statement at a
  // time. On a server, a few at once, leaving most of the pool to every other query.
  const calculationWrites = calculationBatcher(db, {
    maxConcurrentBatches: options.kind === 'pglite' ? 1 : 3,
  });
  return {
    kind: options.kind,
    ...storesOn(db, calculationWrites),
    // Inside a transaction a calculation is written at once, by the transaction's own connection.
    transaction: (work) => db.transaction().execute((trx) => work(storesOn(trx))),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      // Every calculation already requested is committed (or has failed) before the database closes.
      await calculationWrites.close();
      await raw.destroy();
    },
  };
}

/** Drops a test schema on a PostgreSQL server (never used on the embedded store). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // a lost connection fails the query below, which reports it
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
