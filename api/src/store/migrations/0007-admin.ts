import { sql, type Kysely } from 'kysely';

/**
 * Admin: the audit log of every admin read, export and action (who, what, when, from where), and on
 * deletion requests the confirmation link (stored as a digest) and who processed the request when.
 */
// Migrations take Kysely<any> on purpose: they describe the schema at one point in history, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('allowed'))
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_audit_log_created_at_idx')
    .on('admin_audit_log')
    .column('created_at')
    .execute();

  await db.schema
    .alterTable('data_deletion_requests')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'timestamptz')
    .addColumn('processed_at', 'timestamptz')
    .addColumn('processed_by', 'text')
    .addColumn('erased_rows', 'integer')
    .execute();
  await sql`create unique index data_deletion_requests_confirm_token_idx on data_deletion_requests (confirm_token_hash)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('data_deletion_requests_confirm_token_idx').execute();
  await db.schema
    .alterTable('data_deletion_requests')
    .dropColumn('confirm_token_hash')
    .dropColumn('confirm_expires_at')
    .dropColumn('processed_at')
    .dropColumn('processed_by')
    .dropColumn('erased_rows')
    .execute();
  await db.schema.dropTable('admin_audit_log').execute();
}
