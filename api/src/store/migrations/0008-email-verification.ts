import { sql, type Kysely } from 'kysely';
import { normalizeEmail } from '../../email-address.js';

/**
 * Email verification: when an account's address was proved (`users.email_verified_at`, null until its
 * owner opens the link mailed to it), the single-use links themselves (stored as a digest, expiring), and
 * the account an outbox mail was sent for.
 * Addresses are normalised (email-address.ts) in every table that holds one, and accounts get one unique
 * index on the normalised address instead of the `lower(email)` expression index.
 *
 * Existing accounts start unverified: none of them ever proved its address.
 */
// Migrations take Kysely<any> on purpose: they describe the schema at one point in history, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address the link was mailed to: opening it proves that address, not whatever the account holds later.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_verifications_user_id_created_at_idx').on('email_verifications').columns(['user_id', 'created_at']).execute();
  // Mail sent for an account (its verification and reset links) names it, so deleting an account whose
  // address was never proved removes its own mail without touching other mail to that address.
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();

  // Accounts: normalised one by one with the application's own function. The old unique index on
  // lower(email) already keeps two accounts from differing only in ASCII case; should two differ only in
  // a way JavaScript lowercases and PostgreSQL does not, the later one keeps its address as it was
  // (still unique) rather than failing the upgrade.
  const users = (await sql<{ id: number; email: string }>`select id, email from users order by id`.execute(db)).rows;
  const taken = new Set(users.map((user) => user.email));
  for (const user of users) {
    const normal = normalizeEmail(user.email);
    if (normal === user.email || taken.has(normal)) continue;
    await sql`update users set email = ${normal} where id = ${user.id}`.execute(db);
    taken.delete(user.email);
    taken.add(normal);
  }
  await sql`drop index users_email_lower_idx`.execute(db);
  await sql`create unique index users_email_idx on users (email)`.execute(db);

  // The other tables were written lower-cased by their forms (leads/fields.ts) except the outbox, which
  // took the account's address as typed; none is unique, so the database's lower() is enough here.
  for (const [table, column] of [
    ['leads', 'email'],
    ['support_tickets', 'email'],
    ['data_deletion_requests', 'email'],
    ['mail_outbox', 'recipient'],
  ] as const) {
    const t = sql.table(table);
    const c = sql.ref(column);
    await sql`update ${t} set ${c} = lower(btrim(${c})) where ${c} <> lower(btrim(${c}))`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_email_idx`.execute(db);
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('user_id').execute();
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
