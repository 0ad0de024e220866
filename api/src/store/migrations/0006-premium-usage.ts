import { sql, type Kysely } from 'kysely';

/**
 * Free premium calculations: how many a signed-in account without Full Access has used in one calendar
 * month (UTC), one row per account and month. The count only goes up by the guarded upsert in
 * store/premium-usage.ts, which refuses past the monthly allowance in the same statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration describes the schema at one point in history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('premium_usage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addColumn('first_used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('premium_usage_pkey', ['user_id', 'month'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('premium_usage').execute();
}
