import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import { kyselyCalculationStore, type CalculationStore } from './calculations.js';
import { kyselyDataDeletionRequestStore, type DataDeletionRequestStore } from './data-deletion-requests.js';
import { kyselyLeadStore, type LeadStore } from './leads.js';
import { MIGRATIONS } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';
import { kyselySupportTicketStore, type SupportTicketStore } from './support-tickets.js';

export interface Store {
  readonly kind: 'pglite' | 'postgres';
  readonly leads: LeadStore;
  readonly calculations: CalculationStore;
  readonly supportTickets: SupportTicketStore;
  readonly dataDeletionRequests: DataDeletionRequestStore;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Waits for running queries, then closes the database (PGlite flushes its files). */
  close(): Promise<void>;
}

export type StoreOptions =
  /** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
  | { kind: 'pglite'; dataDir?: string | undefined }
  /** A PostgreSQL server; `schema` isolates a test run in its own schema. */
  | { kind: 'postgres'; databaseUrl: string; schema?: string | undefined; maxConnections?: number };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function dialectFor(options: StoreOptions): Promise<Dialect> {
  if (options.kind === 'pglite') {
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
    return new PGliteDialect(client);
  }
  const { schema } = options;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const setup = new pg.Client({ connectionString: options.databaseUrl });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    ...(schema !== undefined ? { options: `-c search_path="${schema}"` } : {}),
  });
  return new PostgresDialect({ pool });
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

/** Opens the database, brings its schema up to date, and returns the per-aggregate stores. */
export async function openStore(options: StoreOptions): Promise<Store> {
  // Migrations speak snake_case SQL; the stores read and write camelCase through the plugin.
  const raw = new Kysely<unknown>({ dialect: await dialectFor(options) });
  try {
    await migrateToLatest(raw, options.kind === 'postgres' ? options.schema : undefined);
  } catch (error) {
    await raw.destroy();
    throw error;
  }
  const db = (raw as unknown as Kysely<Database>).withPlugin(new CamelCasePlugin({ maintainNestedObjectKeys: true }));
  return {
    kind: options.kind,
    leads: kyselyLeadStore(db),
    calculations: kyselyCalculationStore(db),
    supportTickets: kyselySupportTicketStore(db),
    dataDeletionRequests: kyselyDataDeletionRequestStore(db),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await raw.destroy();
    },
  };
}

/** Drops a test schema on a PostgreSQL server (never used on the embedded store). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
