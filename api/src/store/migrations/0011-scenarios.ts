import { sql, type Kysely } from 'kysely';

/**
 * Named scenarios of a signed-in account (issue 31 §3: "My offer", "Their offer", "Court guideline"): a name, the
 * free calculator it belongs to, its input, and the result the server computed from that input when it was saved
 * or last changed. Deleted with the account (the foreign key cascades, and account-data.ts deletes them by id).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration describes the schema at one point in history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scenarios')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('calculator', 'text', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('scenarios_user_id_idx').on('scenarios').columns(['user_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scenarios').execute();
}
