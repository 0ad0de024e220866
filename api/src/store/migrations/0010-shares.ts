import { sql, type Kysely } from 'kysely';

/**
 * Share links (issue 32 §1): a private, revocable, read-only link to some of an account's saved
 * calculations (and scenarios). The link's token is never stored, only its SHA-256 digest, so a leaked
 * table opens no share. Views are counted for the owner. Rows go with the account (cascade, and the
 * account erasure deletes them by user id).
 *
 * The $99 review hand-off (issue 32 §2): the buyer's consent to show chosen calculations to the analyst,
 * recorded with its time on the order; nothing is shown in the analysts' queue without it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration describes the schema at one point in history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // jsonb arrays of ids: a share names what it shows; rows deleted since are simply not shown.
    .addColumn('calculation_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('scenario_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('shares_user_id_idx').on('shares').columns(['user_id', 'created_at']).execute();

  await db.schema
    .alterTable('review_purchases')
    .addColumn('hand_off_consented_at', 'timestamptz')
    .addColumn('hand_off_calculation_ids', 'jsonb')
    .addColumn('hand_off_scenario_ids', 'jsonb')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('review_purchases')
    .dropColumn('hand_off_consented_at')
    .dropColumn('hand_off_calculation_ids')
    .dropColumn('hand_off_scenario_ids')
    .execute();
  await db.schema.dropTable('shares').execute();
}
