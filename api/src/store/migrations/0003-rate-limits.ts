import type { Kysely } from 'kysely';

/**
 * Write counts per client address and window, shared by every API instance on this database
 * (api/src/http/shared-rate-limit.ts). The columns are the ones rate-limiter-flexible's PostgreSQL
 * store reads and writes: `key` (prefix and client address), `points` (hits in the window) and
 * `expire` (end of the window, milliseconds since the epoch). The limiter deletes expired rows itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration describes the schema at one point in history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
