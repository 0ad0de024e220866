import type { Kysely } from 'kysely';

/**
 * The $99 priority review's contact details (issue 33 §5): who the analyst contacts, how, and when the
 * buyer prefers, given before checkout and kept with the order so the analysts' queue shows them. Null
 * on orders made before this (and on sessions created outside the site) and once a deletion erased them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration describes the schema at one point in history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('review_purchases')
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('preferred_time', 'text')
    .addColumn('time_zone', 'text')
    .execute();
  await db.schema.createIndex('review_purchases_contact_email_idx').on('review_purchases').column('contact_email').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_purchases_contact_email_idx').execute();
  await db.schema
    .alterTable('review_purchases')
    .dropColumn('contact_name')
    .dropColumn('contact_email')
    .dropColumn('contact_phone')
    .dropColumn('preferred_time')
    .dropColumn('time_zone')
    .execute();
}
